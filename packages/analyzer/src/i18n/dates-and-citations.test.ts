/**
 * Decision 251: what a person reads has its dates and its citations written in the person's language. A date in a
 * sentence is a long date ("June 19, 2025", "19 de junio de 2025"), never the ISO form the machine fields keep
 * (deadlines' dates, facts); a citation's own words ("comments", "to", "and", "(holidays)") are Spanish on the Spanish
 * page, while the cited sources themselves ("12 CFR 1006.34(c)(2)(viii)", "15 U.S.C. 1692g(b)") stay as the law writes
 * them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeText, type AnalysisResult } from '../engine/analyze';
import { getRule, RULES } from '../rules/registry';
import { bareLetter, firstLetter } from '../reading/test-letters';
import { loadFixtures } from '../testing/fixture-suite';
import { TEST_TODAY } from '../testing/make-context';
import type { UserAnswers } from '../types';
import { localize, localizeCitation } from './localize';
import { localizeResult } from './localize-result';

const ISO = /\b\d{4}-\d{2}-\d{2}\b/;

/** Every sentence of an analysis a person reads. */
const sentences = (r: AnalysisResult): string[] => [
  ...r.findings.flatMap((f) => [f.title, f.description, f.message, f.headline, ...f.assumptions]),
  ...r.questions.map((q) => q.text),
  ...r.assumptions.map((a) => a.text),
  ...r.gateNotes,
  r.sol.basis,
  ...r.sol.notes,
  ...r.deadlines.flatMap((d) => [d.label, d.source]),
  ...r.urgency.messages.map((m) => m.message),
  r.strategy.explanation,
  r.strategy.successProbabilityBasis,
  ...r.runs.flatMap(({ result }) => [
    ...(result.status === 'not_applicable' ? [result.reason] : []),
    ...(result.status === 'flag' || result.status === 'needs_input' ? [result.message] : []),
    ...(result.status === 'needs_input' ? result.questions.map((q) => q.text) : []),
    ...(result.status !== 'not_applicable' ? (result.assumptions ?? []) : []),
  ]),
];

const both = (text: string, answers: UserAnswers, today: string, rules?: string[]) => {
  const en = analyzeText(text, { answers, today, ...(rules ? { rules: rules.map((id) => getRule(id)!) } : {}) });
  return { en, es: localizeResult(en, 'es') };
};

describe('dates in sentences (decision 251)', () => {
  it('the strategy and the urgency name the end of the validation period as a long date, in English and in Spanish', () => {
    // The Reg F first letter: its period ends July 14, 2025.
    const { en, es } = both(firstLetter('Please call us to discuss this account.'), { state: 'NY' }, '2025-07-08');
    expect(en.strategy.explanation).toMatch(/\(until July 14, 2025, the end date the letter gives\)/);
    expect(es.strategy.explanation).toMatch(/\(hasta el 14 de julio de 2025, la fecha final que da la carta\)/);
    expect(en.urgency.messages.map((m) => m.message)).toContain('6 days left to dispute in writing (July 14, 2025).');
    expect(es.urgency.messages.map((m) => m.message)).toContain('Le quedan 6 días para disputar por escrito (14 de julio de 2025).');
    // The machine field keeps its ISO date.
    expect(en.deadlines.find((d) => d.kind === 'validation_end_date')?.date).toBe('2025-07-14');
    for (const s of [...sentences(en), ...sentences(es)]) expect(s).not.toMatch(ISO);
  });

  it("a later letter judged against the first letter's period says when that period ran, as a long date", () => {
    const { en, es } = both(
      bareLetter('Immediate payment is requested.'),
      { state: 'NY', isFirstContact: false, firstNoticeReceivedDate: '2025-05-20', allPagesUploaded: true },
      '2025-06-12',
      ['overshadow_payment_deadline', 'overshadow_threat_inside_period'],
    );
    const messages = en.findings.map((f) => f.message).join('\n');
    expect(messages).toMatch(/you received that letter on May 20, 2025, so the period ran to June 19, 2025/);
    expect(es.findings.map((f) => f.message).join('\n')).toMatch(/20 de mayo de 2025.*19 de junio de 2025/);
    for (const s of [...sentences(en), ...sentences(es)]) expect(s).not.toMatch(ISO);
  });

  it('a Regulation F rule left out for a letter dated before Regulation F names its date once, as a long date', () => {
    const reasons = (r: AnalysisResult) => r.runs.flatMap(({ result }) => (result.status === 'not_applicable' ? [result.reason] : []));
    const letter = bareLetter('Immediate payment is requested.').replace('June 2, 2025', 'June 2, 2020');
    const { en, es } = both(letter, { state: 'NY' }, '2020-06-12');
    expect(reasons(en)).toContain('The letter is dated before November 30, 2021, when Regulation F took effect; this Regulation F rule does not apply to it.');
    expect(reasons(es)).toContain(
      'La carta tiene fecha anterior al 30 de noviembre de 2021, cuando entró en vigor la Regulation F; esta regla de la Regulation F no se aplica a ella.',
    );
  });
});

describe('words quoted from the letter keep their dates as the letter wrote them (decision 251)', () => {
  it('a date inside a quote is not rewritten, one outside it is', () => {
    expect(localize('The letter says the amount may change ("We will accept $1,200.00 if paid by December 1, 2026.").', 'es')).toBe(
      'La carta dice que el monto podría cambiar ("We will accept $1,200.00 if paid by December 1, 2026.").',
    );
    expect(localize('You are likely still within 30 days of receiving the letter (until December 20, 2026).', 'es')).toBe(
      'Probablemente todavía está dentro de los 30 días desde que recibió la carta (hasta el 20 de diciembre de 2026).',
    );
  });
});

describe('citations on the Spanish page (decision 251)', () => {
  it.each([
    ['12 CFR 1006.34(c)(2)(viii); comments 34(c)(2)(viii)-1 to -4', '12 CFR 1006.34(c)(2)(viii); comentarios 34(c)(2)(viii)-1 a -4'],
    ['12 CFR 1006.34(c)(2)(ii); comment 34(c)(2)(ii)-1', '12 CFR 1006.34(c)(2)(ii); comentario 34(c)(2)(ii)-1'],
    [
      '12 CFR 1006.34(c)(2)(ix); 15 U.S.C. 1692g(a)(1); comment 34(c)(2)(ix)-1, -2',
      '12 CFR 1006.34(c)(2)(ix); 15 U.S.C. 1692g(a)(1); comentarios 34(c)(2)(ix)-1, -2',
    ],
    [
      '12 CFR 1006.34(c)(2)(vi), (b)(3); comments 34(b)(3)-1 and paragraphs (i), (iii), (iv)',
      '12 CFR 1006.34(c)(2)(vi), (b)(3); comentarios 34(b)(3)-1 y párrafos (i), (iii), (iv)',
    ],
    [
      '12 CFR 1006.34(d)(2)(i)(B), (d)(3)(iv)(A)–(B); comments 34(d)(3)(iv)(A)-1, -2 and (B)-1',
      '12 CFR 1006.34(d)(2)(i)(B), (d)(3)(iv)(A)–(B); comentarios 34(d)(3)(iv)(A)-1, -2 y (B)-1',
    ],
    [
      '12 CFR 1006.34(b)(5); comments 34(b)(5)-1, -2; 5 U.S.C. 6103(a) (holidays)',
      '12 CFR 1006.34(b)(5); comentarios 34(b)(5)-1, -2; 5 U.S.C. 6103(a) (días feriados)',
    ],
    [
      '15 U.S.C. 1692g(a)–(b), 1692e(10); 12 CFR 1006.34(c)(3), 1006.38 and comment 38-1',
      '15 U.S.C. 1692g(a)–(b), 1692e(10); 12 CFR 1006.34(c)(3), 1006.38 y comentario 38-1',
    ],
    ['12 CFR 1006.34(c)(4) (lead-in)', '12 CFR 1006.34(c)(4) (texto introductorio)'],
    [
      '15 U.S.C. 1692g(b) (last sentence); 12 CFR 1006.38(b)(1); Bartlett v. Heibl; Graziano v. Harrison; Russell v. Equifax A.R.S.',
      '15 U.S.C. 1692g(b) (última oración); 12 CFR 1006.38(b)(1); Bartlett v. Heibl; Graziano v. Harrison; Russell v. Equifax A.R.S.',
    ],
    [
      'state law, see §4.3 (CA, NY state and NYC, TX, NM, WV, MA, CT; check NC)',
      'ley estatal, vea §4.3 (CA, estado de NY y NYC, TX, NM, WV, MA, CT; verifique NC)',
    ],
    // Sources and case names as the law and the courts write them.
    ['15 U.S.C. 1692d(1); 12 CFR 1006.14(c)', '15 U.S.C. 1692d(1); 12 CFR 1006.14(c)'],
    [
      '15 U.S.C. 1692e; Avila v. Riexinger & Assocs. (2d Cir. 2016); Miller v. McCalla (7th Cir. 2000)',
      '15 U.S.C. 1692e; Avila v. Riexinger & Assocs. (2d Cir. 2016); Miller v. McCalla (7th Cir. 2000)',
    ],
  ])('%s', (en, es) => {
    expect(localizeCitation(en, 'es')).toBe(es);
    expect(localizeCitation(en, 'en')).toBe(en);
  });

  it("every rule's citation reads in Spanish with no English citation words left", () => {
    const left = RULES.map((r) => localizeCitation(r.meta.citation, 'es')).filter((c) =>
      /\b(?:comments?|to|and|see|check|state|law|holidays|sentence|lead-in|paragraphs?)\b/.test(
        c.replace(/\([^()]*Cir\.[^()]*\)|"[^"]*"|\b[A-Z][\w.&'-]*(?: (?:v\.|of|&|[A-Z][\w.&'-]*))+/g, ' '),
      ),
    );
    expect(left).toEqual([]);
  });

  it('a finding on the Spanish page gives its citation, and the headline that names it, in Spanish form', () => {
    const fixture = loadFixtures(join(import.meta.dirname, '..', 'rules', 'vn_itemization_table')).find((f) => f.name.startsWith('flagged.'))!;
    const en = analyzeText(fixture.text, { answers: fixture.answers ?? {}, today: fixture.today ?? TEST_TODAY });
    const es = localizeResult(en, 'es');
    expect(es.findings.map((f) => f.citation)).toContain('12 CFR 1006.34(c)(2)(viii); comentarios 34(c)(2)(viii)-1 a -4');
    for (const [i, f] of es.findings.entries()) {
      const english = en.findings[i]!;
      expect(f.citation).toBe(localizeCitation(english.citation, 'es'));
      expect(f.headline).toContain(` ${f.citation}: ${f.title}`);
    }
  });
});
