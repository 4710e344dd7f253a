import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const wrap = (notice: string, date = 'June 1, 2018'): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\n${date}\n\nJohn Doe\n1 Main St\n\nYour account was placed with our office for collection.\n\n${notice}\n\nThis communication is from a debt collector.`;

describe('dispute_must_be_in_writing_misstated', () => {
  it('flags "unless you notify this office in writing … will assume this debt is valid" and quotes the clause', () => {
    const r = check(
      rule,
      wrap(
        'Unless you notify this office in writing within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid. We will mail you verification.',
      ),
    );
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual([
      'Unless you notify this office in writing within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.',
    ]);
  });

  it('flags the writing requirement placed after the consequence', () => {
    const r = check(rule, wrap('We will assume the debt is valid unless you dispute it in writing within thirty days after receipt of this notice.'));
    expect(r.status).toBe('flag');
  });

  it('flags a blanket rule that every dispute must be in writing, but not one tied to verification', () => {
    const r = check(rule, wrap('All disputes must be made in writing. Unless you dispute the debt within 30 days, we will assume it is valid.'));
    expect(quotes(r)).toEqual(['All disputes must be made in writing.']);
    expect(check(rule, wrap('Disputes must be in writing to obtain verification of the debt.')).status).toBe('pass');
  });

  it('reads a Regulation F notice whose condition is in the previous sentence', () => {
    const r = check(
      rule,
      wrap('Write to us by July 20, 2023, to dispute all or part of the debt. If you do not, we will assume that our information is correct.', 'June 1, 2023'),
    );
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.confidence).toBe('high');
    expect(quotes(r)[0]).toBe('Write to us by July 20, 2023, to dispute all or part of the debt.');
    expect(r.message).toMatch(/1006\.34\(c\)\(3\)\(iii\)/);
  });

  it('weights by circuit: high in the 2d, 4th and 9th, medium elsewhere, not flagged in the 3d before Regulation F', () => {
    const text = wrap('Unless you dispute the debt in writing within 30 days, we will assume it is valid.');
    const conf = (state: string): string | undefined => {
      const r = check(rule, text, { answers: { state }, gates: { state } });
      return r.status === 'flag' ? r.confidence : r.status;
    };
    expect(conf('NY')).toBe('high');
    expect(conf('VA')).toBe('high');
    expect(conf('CA')).toBe('high');
    expect(conf('TX')).toBe('medium');
    expect(conf('PA')).toBe('pass');
    const regF = check(rule, wrap('Unless you dispute the debt in writing by July 20, 2023, we will assume it is valid.', 'June 1, 2023'), {
      gates: { state: 'PA' },
    });
    expect(regF.status).toBe('flag');
  });

  it('reads a Third Circuit letter on its own date: Graziano before Riccio (26 March 2020), the majority rule after', () => {
    const notice = 'Unless you dispute the debt in writing within 30 days, we will assume it is valid.';
    const at = (date: string) => check(rule, wrap(notice, date), { answers: { state: 'NJ' }, gates: { state: 'NJ' } });
    const before = at('March 2, 2020');
    expect(before.status).toBe('pass');
    if (before.status === 'pass') expect(before.assumptions?.join(' ')).toMatch(/law differs elsewhere/);
    expect(at('June 1, 2020').status).toBe('flag');
  });

  it('treats the statutory validation wording as the sign of a debt collector (Alderman: "we will assume this debt is valid")', () => {
    const r = check(
      rule,
      'If you dispute this balance or the validity of this debt, please let us know in writing. If you do not dispute this debt in writing within 30 days after you receive this letter, we will assume this debt is valid.',
      { answers: { state: 'FL' }, gates: { state: 'FL' } },
    );
    expect(r.status).toBe('flag');
  });

  it('does not flag "in writing" attached only to verification or the original-creditor request', () => {
    const r = check(
      rule,
      wrap(
        'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt, this office will assume the debt is valid. If you notify this office in writing within the thirty-day period, this office will obtain verification; upon your written request we will give you the name of the original creditor.',
      ),
    );
    expect(r.status).toBe('pass');
  });

  it('does not flag a notice that allows an oral dispute, or "this written notice"', () => {
    expect(check(rule, wrap('Unless you notify us orally or in writing within 30 days that you dispute the debt, we will assume it is valid.')).status).toBe(
      'pass',
    );
    expect(
      check(
        rule,
        wrap('Call or write to us by July 20, 2023, to dispute all or part of the debt. If you do not, we will assume that our information is correct.'),
      ).status,
    ).toBe('pass');
    expect(check(rule, wrap('Unless you dispute the debt within 30 days after receiving this written notice, we will assume it is valid.')).status).toBe(
      'pass',
    );
  });

  it('reads Spanish notices', () => {
    const r = check(rule, wrap('A menos que usted nos notifique por escrito dentro de los 30 días que disputa la deuda, asumiremos que la deuda es válida.'));
    expect(r.status).toBe('flag');
    const ok = check(
      rule,
      wrap(
        'Llámenos o escríbanos a más tardar el 30 de mayo de 2025 para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.',
      ),
    );
    expect(ok.status).toBe('pass');
  });

  it('is not applicable to creditors and pleadings', () => {
    const text = wrap('Unless you dispute the debt in writing within 30 days, we will assume it is valid.');
    expect(check(rule, text, { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
  });

  it('reads writing offered beside another way as no writing condition, whatever the other verb', () => {
    const reg = (sentence: string): string => check(rule, wrap(sentence, 'June 1, 2023')).status;
    // "Contact" covers any way; the model notice's "Call or write"; a phone photo's OCR of "Llámenos o escríbanos".
    expect(
      reg('Contact us or write to us by July 20, 2023, to dispute all or part of the debt. If you do not, we will assume that our information is correct.'),
    ).toBe('pass');
    expect(
      reg(
        'LIdmenos o escríbanos antes del 20 de julio de 2023 para disputar la totalidad o parte de la deuda. Si no lo hace, supondremos que nuestra información es correcta.',
      ),
    ).toBe('pass');
    // A written channel before the "or" keeps the condition in writing; so does writing alone, in Spanish too.
    expect(
      reg('Email or write to us by July 20, 2023, to dispute all or part of the debt. If you do not, we will assume that our information is correct.'),
    ).toBe('flag');
    expect(
      reg(
        'Escríbanos antes del 20 de julio de 2023 para disputar la totalidad o parte de la deuda. Si no lo hace, supondremos que nuestra información es correcta.',
      ),
    ).toBe('flag');
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});
