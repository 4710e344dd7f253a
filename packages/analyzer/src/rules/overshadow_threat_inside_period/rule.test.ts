import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';
import { analyzeText } from '../../engine/analyze';
import { localizeResult } from '../../i18n/localize-result';

const NOTICE =
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, this office will assume the debt is valid.';
const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2019\n\nJohn Doe\n1 Main St\nPeoria, IL 61602\n\nYour account has been placed with our office for collection. ${body}\n\n${NOTICE}\n\nThis communication is from a debt collector.`;

describe('overshadow_threat_inside_period', () => {
  it('flags a definite threat of suit within ten days with high confidence', () => {
    const r = check(rule, letter('If this balance is not resolved within ten (10) days, we will file suit against you.'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.confidence).toBe('high');
    expect(quotes(r)).toEqual(['If this balance is not resolved within ten (10) days, we will file suit against you.']);
    expect(r.message).toMatch(/may violate/);
  });

  it('reads the deadline from the previous sentence when the threat refers back to it (Bartlett)', () => {
    const r = check(
      rule,
      letter('You must, within one week of the date of this letter, either pay $500.00 or call us. If you do neither, I will have no choice but to file suit.'),
    );
    expect(quotes(r)).toEqual([
      'You must, within one week of the date of this letter, either pay $500.00 or call us.',
      'If you do neither, I will have no choice but to file suit.',
    ]);
  });

  it('flags a hedged but timed referral to an attorney with medium confidence', () => {
    const r = check(rule, letter('Your account may be referred to our attorney in 15 days.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('medium');
  });

  it('does not flag a truthful "may report" statement with its timing (reporting is lawful during the period)', () => {
    expect(check(rule, letter('We may report your account to the credit bureaus 14 days after the date of this letter.')).status).toBe('pass');
    expect(check(rule, letter('We will report your account to the credit bureaus in 14 days.')).status).toBe('flag');
  });

  it('does not flag a hedged request for an immediate call (Terran v. Kaplan)', () => {
    const r = check(
      rule,
      letter('Unless an immediate telephone call is made, we may find it necessary to recommend to our client that they proceed with legal action.'),
    );
    expect(r.status).toBe('pass');
  });

  it('does not flag threats with no deadline, after the period, or negated', () => {
    expect(check(rule, letter('If the debt is not paid, we may refer the account to an attorney.')).status).toBe('pass');
    expect(check(rule, letter('We will not report this account to the credit bureaus until after the validation period ends.')).status).toBe('pass');
    expect(check(rule, letter('If you do not pay within 45 days, we will forward the account to our attorney.')).status).toBe('pass');
  });

  it('compares a dated threat with the stated end date', () => {
    const base =
      'January 6, 2025\nPlaced with our office for collection. This account will be reported to Experian on DATE.\nCall or write to us by February 14, 2025, to dispute all or part of the debt.';
    expect(check(rule, base.replace('DATE', 'January 20, 2025')).status).toBe('flag');
    expect(check(rule, base.replace('DATE', 'February 28, 2025')).status).toBe('pass');
  });

  it('passes when the Bartlett explanation is given', () => {
    const r = check(
      rule,
      letter('If you do not pay within ten days, I will sue you. The law does not require me to wait until the end of the thirty-day period before suing you.'),
    );
    expect(r.status).toBe('pass');
  });

  it('is not applicable to creditors, business debts, pleadings and letters without the notice', () => {
    const text = letter('We will sue you in 5 days.');
    expect(check(rule, text, { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isConsumerDebt: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
    expect(check(rule, 'Despite our previous letters, you have not paid. We will sue you in 5 days. This communication is from a debt collector.').status).toBe(
      'not_applicable',
    );
  });

  it('asks whether a "final notice" is the first letter: collectors title first letters so too (decision 091)', () => {
    const r = check(rule, 'Final notice. We will sue you in 5 days. This communication is from a debt collector.');
    expect(r.status).toBe('needs_input');
    expect(r.status === 'needs_input' && r.questions.map((q) => q.id)).toEqual(['isFirstContact']);
  });

  it('still flags a threat the collector added to a model-form notice (the safe harbour covers only the form, 1006.38(b)(2))', () => {
    expect(check(rule, letter('We will sue you in 5 days.'), { gates: { followsModelForm: true } }).status).toBe('flag');
    const added = MODEL_FORM_B1.replace(
      'Notice: See reverse side',
      'Unless we receive payment in full within 10 days, we will report this account to the credit bureaus and forward it to our attorney for legal action.\n\nNotice: See reverse side',
    );
    const r = check(rule, added, { gates: { followsModelForm: true } });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(quotes(r)[0]).toMatch(/^Unless we receive payment in full within 10 days/);
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).not.toBe('flag');
    expect(check(rule, MODEL_FORM_B1, { gates: { followsModelForm: true } }).status).not.toBe('flag');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});

describe('a later letter inside the first letter’s period, dated by its own words (decision 178)', () => {
  const later = `Acme Recovery Services, LLC\nPO Box 100, Springfield, IL 62701\n\nNovember 16, 2026\n\nJane Doe\n12 Elm Street\nChicago, IL 60601\n\nOur initial letter dated November 9, 2026 told you about this debt and your rights. Because you have not paid, we will refer your account to our attorneys for legal action.\n\nThis communication is from a debt collector.`;

  it('writes the dates as a person reads them, in English and in Spanish', () => {
    const r = analyzeText(later, { answers: { state: 'IL' }, today: '2026-11-25' });
    const finding = r.findings.find((f) => f.id === 'overshadow_threat_inside_period');
    expect(finding?.message).toMatch(/dated November 16, 2026, less than 30 days after the collector's first letter \(dated November 9, 2026/);
    expect(finding?.message).not.toMatch(/2026-11-/);
    const es = localizeResult(r, 'es').findings.find((f) => f.id === 'overshadow_threat_inside_period');
    expect(es?.message).toMatch(/16 de noviembre de 2026/);
    expect(es?.message).not.toMatch(/November/);
  });
});
