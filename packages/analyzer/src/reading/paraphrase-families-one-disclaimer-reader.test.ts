/**
 * One reader of the Greco statement (15 U.S.C. 1692e(3); Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005; issue 26,
 * decision 148): the reading layer's `no_attorney_review` disclaimer and `false_attorney_involvement` read the same
 * sentences, with the same pattern (`NO_ATTORNEY_REVIEW` of ./attorney-review). Before decision 148 the lexicon had its
 * own narrower pattern and the rule a third one, so a consumer of the reading layer missed wordings the rule read
 * (any lawyer denied, the passive with words between, Spanish with an adverb, "without attorney review"). Variants are
 * written from the doctrine's kinds (who is denied, the verb of review, voice, language, a sentence broken over a
 * line), never from a court letter's words; the near misses speak of lawyers without saying none reviewed the
 * account (Clomon v. Jackson, 2d Cir. 1993: a lawyer said to be involved is a claim, not a disclaimer). They are
 * tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { saysNoAttorneyReview } from './attorney-review';
import { readLetter } from './read-letter';
import { firstLetter } from './test-letters';

/** The Greco statement in the kinds only one of the two readers read before decision 148 (the lexicon's missed them). */
const ONCE_READ_BY_ONE = [
  'None of the attorneys in this firm has evaluated your file.',
  'None of the attorneys in our office has personally reviewed the circumstances of your account.',
  'Not one attorney with this firm has evaluated your file.',
  'The particular circumstances of your account have not, at this time, been personally evaluated by an attorney of this firm.',
  'Your file has not yet been looked at by any lawyer.',
  'This letter was sent without attorney review of your account.',
  'Su cuenta no ha sido revisada personalmente por un abogado de esta firma.',
  'Hasta este momento, ninguno de nuestros abogados ha examinado las circunstancias de su cuenta.',
  'At this time, not one lawyer at this office has assessed the details of your debt.',
  'No licensed attorney has looked into the specific facts of this claim.',
];
/** The Greco statement in the words both readers read before. */
const READ_BY_BOTH = [
  'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.',
  'Your account has not been reviewed by an attorney.',
  'An attorney has not yet reviewed your file.',
  'We are not acting as attorneys in sending this letter.',
  'Ningún abogado ha revisado su cuenta.',
];
/** Sentences that speak of lawyers without saying none reviewed the account. */
const NEAR_MISSES = [
  'Our attorneys have reviewed your file.',
  'An attorney has reviewed your file and recommends suit.',
  'If you do not pay, your account may be referred to an attorney for review.',
  'You may wish to have an attorney review this letter.',
  'No attorney fees have been added to the balance.',
  'Nuestros abogados han revisado su expediente.',
  'Puede consultar a un abogado si tiene preguntas.',
];

const letter = (sentence: string): string =>
  firstLetter(`Pinecrest Bank has placed your account with this office for collection.\n\n${sentence} Please call us to resolve the balance.`);
/** The sentences the reading layer reads as the Greco statement. */
const readAsDisclaimer = (text: string): string[] =>
  readLetter(text)
    .disclaimers.filter((d) => d.what === 'no_attorney_review')
    .map((d) => d.sentence.text.replace(/\s+/g, ' '));

describe('the Greco statement: one reader for the reading layer and the rule', () => {
  it('the reading layer reads each wording the attorney-review reader reads, as the whole sentence', () => {
    for (const s of [...ONCE_READ_BY_ONE, ...READ_BY_BOTH]) {
      expect(saysNoAttorneyReview(s), s).toBe(true);
      expect(readAsDisclaimer(letter(s)), s).toEqual([s]);
    }
  });
  it('neither reads a sentence that speaks of lawyers without saying none reviewed the account', () => {
    expect(NEAR_MISSES.filter((s) => saysNoAttorneyReview(s))).toEqual([]);
    expect(NEAR_MISSES.filter((s) => readAsDisclaimer(letter(s)).length > 0)).toEqual([]);
  });
  it('reads a statement broken over two lines as one sentence (a typed or scanned letter wraps its lines)', () => {
    for (const s of [
      'None of the attorneys in our office has\npersonally reviewed the circumstances of your account.',
      'Su cuenta no ha sido\nrevisada por un abogado.',
    ])
      expect(readAsDisclaimer(letter(s)), s).toEqual([s.replace(/\s+/g, ' ')]);
  });
});

describe('false_attorney_involvement quotes the sentence the reading layer read (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011)', () => {
  const HEAD = 'Hargrove & Estes, P.L.L.C.\nAttorneys at Law\n40 Market Street\nNewark, NJ 07102';
  const firm = (body: string): string =>
    firstLetter(`Pinecrest Bank has placed your account with this firm for collection.\n\n${body}`, { head: HEAD, signature: 'Hargrove & Estes, P.L.L.C.' });
  const run = (text: string) => analyzeText(text, { answers: { state: 'NJ' }, today: '2025-06-12', rules: [getRule('false_attorney_involvement')!] });
  it('flags a law firm that says no lawyer reviewed the account and also threatens suit, with the whole disclaimer sentence as evidence', () => {
    const suit = 'Unless you pay the balance within ten days, we will file a lawsuit against you.';
    for (const s of [
      ...READ_BY_BOTH.slice(0, 3),
      ...ONCE_READ_BY_ONE,
      'None of the attorneys in our office has\npersonally reviewed the circumstances of your account.',
    ]) {
      const text = firm(`${s} ${suit}`);
      const finding = run(text).findings.find((f) => f.id === 'false_attorney_involvement');
      expect(finding, s).toBeDefined();
      // The evidence is the sentence every consumer of the reading layer reads, not a part of it.
      const quoted = finding!.evidence.map((e) => e.text.replace(/\s+/g, ' '));
      expect(quoted, s).toContain(readAsDisclaimer(text)[0]);
      expect(readAsDisclaimer(text), s).toEqual([s.replace(/\s+/g, ' ')]);
    }
  });
  it("takes a statement broken over two lines on a law firm's front as the disclaimer: neither flagged nor asked outside the Third Circuit (Greco)", () => {
    for (const s of [
      'None of the attorneys in our office has\npersonally reviewed the circumstances of your account.',
      'The particular circumstances of your account have not\nbeen personally evaluated by an attorney of this firm.',
    ]) {
      const r = analyzeText(firm(s), { answers: { state: 'NY' }, today: '2025-06-12', rules: [getRule('false_attorney_involvement')!] });
      expect(
        r.findings.map((f) => f.id),
        s,
      ).toEqual([]);
      expect(
        r.questions.filter((q) => q.askedBy.includes('false_attorney_involvement')).map((q) => q.id),
        s,
      ).toEqual([]);
    }
  });
  it('quotes the statement printed on the back without the line that heads the back (the heading is not part of the statement)', () => {
    const front = firm('Please call this office to resolve the balance.');
    for (const heading of ['REVERSE SIDE', '[Printed on the back of the letter:]', 'Al reverso:'])
      for (const s of [READ_BY_BOTH[0]!, ONCE_READ_BY_ONE[1]!, ONCE_READ_BY_ONE[6]!]) {
        const finding = analyzeText(`${front}\n\n${heading}\n${s}`, {
          answers: { state: 'PA' },
          today: '2025-06-12',
          rules: [getRule('false_attorney_involvement')!],
        }).findings.find((f) => f.id === 'false_attorney_involvement');
        expect(
          finding?.evidence.map((e) => e.text),
          `${heading} ${s}`,
        ).toContain(s);
      }
  });
  it('does not read the near misses as a disclaimer the threat contradicts (a law firm with no disclaimer is another question)', () => {
    const suit = 'Unless you pay the balance within ten days, we will file a lawsuit against you.';
    for (const s of NEAR_MISSES) {
      const text = firm(`${s} ${suit}`);
      const finding = run(text).findings.find((f) => f.id === 'false_attorney_involvement');
      expect(readAsDisclaimer(text), s).toEqual([]);
      expect(finding?.message ?? '', s).not.toMatch(/says no attorney has reviewed/);
    }
  });
});
