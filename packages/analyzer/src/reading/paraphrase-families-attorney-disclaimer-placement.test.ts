/**
 * Paraphrase families for where a law firm's *Greco* statement is printed when the text cannot show it
 * (15 U.S.C. 1692e(3); issue 26, decision 141). A fragment, an elided quotation or a one-page paste with no
 * sign-off and no line heading the back places the statement nowhere: on the front it is lawful in the Third
 * Circuit (Powell v. Aldous & Associates, D.N.J. 2018), on the back it is not (Lesher v. Law Offices of
 * Mitchell N. Kay, 3d Cir. 2011), and in the Fifth Circuit the back or the space below the signature does not
 * cure either (Gonzalez v. Kay, 5th Cir. 2009). There the person is asked (`attorneyDisclaimerOnBack`), and only
 * there: elsewhere the answer would not decide, and where the words place the statement they settle it.
 * Variants are written from the doctrine, never from a court letter's words. They are tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetter, ruleOutcome } from './test-letters';

const id = 'false_attorney_involvement';
/** 'flag', 'ask' or 'silent' (src/reading/test-letters.ts). */
const outcome = (text: string, answers: UserAnswers) => ruleOutcome(id, text, answers, '2025-06-12');
const lawful = (text: string, answers: UserAnswers): boolean => outcome(text, answers) === 'silent';
const asked = (text: string, answers: UserAnswers): string[] =>
  analyzeText(text, { answers, today: '2025-06-12', rules: [getRule(id)!] })
    .questions.filter((q) => q.askedBy.includes(id))
    .map((q) => q.id);

/** The Greco statement in other words (a lawyer of "this firm" or "our office" denied, any verb, passive, Spanish). */
const NO_REVIEW = [
  'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.',
  'As of today, no lawyer in our office has personally looked into the facts of your account.',
  'None of the attorneys in this firm has evaluated your file.',
  'The particular circumstances of your account have not, at this time, been personally evaluated by an attorney of this firm.',
  'Hasta este momento, ninguno de nuestros abogados ha examinado las circunstancias de su cuenta.',
];
const FIRM = 'WESTBROOK & ODELL, ATTORNEYS AT LAW, P.C.\n200 Liberty Avenue, Pittsburgh, PA 15222';
/** Texts that place the statement nowhere: elided quotations and a one-page paste with no sign-off. */
const OPEN = [
  (d: string) => `${FIRM}\n\nMarch 3, 2025\n\nAccount XXXX4410\n\nYour creditor has placed this account with our law firm for collection.\n[...]\n${d}\n[...]`,
  (d: string) => `${FIRM}\n[...]\n${d}`,
  (d: string) =>
    `${FIRM}\nRe: Pinecrest Bank account ending 4410\nThis firm has been retained to collect the balance of $1,250.00.\n${d}\nPlease call us at 412-555-0190.`,
];

describe('false_attorney_involvement: a law firm statement that no lawyer reviewed the account, placed nowhere by the text (Powell; Lesher; Gonzalez v. Kay)', () => {
  it('asks where it is printed in the Third and Fifth Circuits, and does not flag before the answer', () => {
    for (const state of ['PA', 'NJ', 'DE', 'TX', 'LA'])
      for (const open of OPEN)
        for (const d of NO_REVIEW) {
          expect({ state, d, o: outcome(open(d), { state }), asked: asked(open(d), { state }) }).toEqual({
            state,
            d,
            o: 'ask',
            asked: ['attorneyDisclaimerOnBack'],
          });
        }
  });
  it('flags when the person says it is printed only on the back or below the signature', () => {
    for (const state of ['PA', 'NJ', 'TX'])
      for (const open of OPEN)
        expect(
          NO_REVIEW.filter((d) => outcome(open(d), { state, attorneyDisclaimerOnBack: true }) !== 'flag'),
          state,
        ).toEqual([]);
  });
  it('does not flag when the person says it is on the front, in the body', () => {
    for (const state of ['PA', 'NJ', 'TX'])
      for (const open of OPEN)
        expect(
          NO_REVIEW.filter((d) => !lawful(open(d), { state, attorneyDisclaimerOnBack: false })),
          state,
        ).toEqual([]);
  });
  it('does not ask in the other circuits, where the answer would not decide (Greco; Jones v. Dufek)', () => {
    for (const state of ['NY', 'CT', 'IL', 'CA', 'DC', 'MA'])
      for (const open of OPEN)
        expect(
          NO_REVIEW.filter((d) => !lawful(open(d), { state })),
          state,
        ).toEqual([]);
  });
});

describe('false_attorney_involvement: where the words place the statement, they settle it (no question)', () => {
  const head = 'Westbrook & Odell, P.C.\nAttorneys at Law\n200 Liberty Avenue\nPittsburgh, PA 15222';
  const firmLetter = (body: string): string =>
    firstLetter(`Pinecrest Bank has placed your account with this firm for collection.\n\n${body}`, { head, signature: 'Westbrook & Odell, P.C.' });
  it('a statement in the body above the sign-off is on the front: lawful in the Third Circuit (Powell)', () => {
    for (const state of ['PA', 'NJ', 'TX'])
      expect(
        NO_REVIEW.filter((d) => !lawful(firmLetter(d), { state })),
        state,
      ).toEqual([]);
  });
  it('a statement on a later page, or after a line heading the back, is flagged without asking (Lesher)', () => {
    for (const d of NO_REVIEW) {
      const paged = `${FIRM}\n\nYour creditor has placed this account with our law firm for collection.\f${d}`;
      const headed = `${FIRM}\n\nYour creditor has placed this account with our law firm for collection.\n\nREVERSE SIDE\n${d}`;
      for (const text of [paged, headed]) expect(outcome(text, { state: 'PA' }), d).toBe('flag');
    }
  });
  it('a statement on the first of several pages is on the front: lawful, not asked', () => {
    for (const d of NO_REVIEW) {
      const text = `${FIRM}\n\nYour creditor has placed this account with our law firm for collection.\n${d}\fIMPORTANT NOTICE\nPlease keep this notice for your records.`;
      expect(lawful(text, { state: 'PA' }), d).toBe(true);
    }
  });
  it('a Third Circuit fragment that also speaks of suit is flagged from the words, without asking (Lesher)', () => {
    for (const open of OPEN)
      for (const d of NO_REVIEW) expect(outcome(open(`${d} If you do not pay, we will file a lawsuit against you.`), { state: 'PA' }), d).toBe('flag');
  });
  it('a collection agency saying no attorney reviewed the account is not asked', () => {
    const agency = 'Apex Recovery Group\nPO Box 100\nPhiladelphia, PA 19103\n[...]\nNo attorney has reviewed your account.\n[...]';
    expect(lawful(agency, { state: 'PA' })).toBe(true);
  });
});
