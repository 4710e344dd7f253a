/**
 * Paraphrase families for a law firm's or a lawyer's letter that speaks of legal action (15 U.S.C. 1692e(3), (10);
 * issue 26, decision 400). A letter from a law firm or over a lawyer's name tells the reader that a lawyer has judged the
 * account; it misleads only if no lawyer meaningfully did (Clomon v. Jackson, 2d Cir. 1993; Avila v. Rubin, 7th Cir.
 * 1996; Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005; Nielsen v. Dickerson, 7th Cir. 2002). Speaking of suit does not
 * settle that fact: no statute requires a law firm to say that it reviewed the file, and a lawyer who did review it may
 * say the firm will sue (Kramsky v. Mark L. Nichter, P.C., S.D.N.Y. 2001, took such a firm's letter as lawful). So the
 * words ask the question and the answer "no lawyer reviewed it" flags; the answer "the sender is a law firm" alone does
 * not. The Third Circuit's contradiction (a front disclaimer and a threat of suit in one letter: Lesher v. Law Offices of
 * Mitchell N. Kay, 3d Cir. 2011) is read from the words and still flags. Variants are written from the doctrine, never
 * from a court letter's words. They are tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { firstLetter, type RuleOutcome, ruleOutcome } from './test-letters';

const outcome = (text: string, answers: UserAnswers): RuleOutcome => ruleOutcome('false_attorney_involvement', text, answers, '2025-06-12');

/** Legal action in other words: will, may, intends, the passive, a referral for suit, Spanish. */
const SUIT = [
  'If we do not receive payment, we may recommend legal proceedings against you without further notice.',
  'Unless the balance is paid within ten days, we will file a lawsuit against you.',
  'Our client has authorized us to commence suit if this account is not resolved.',
  'A complaint may be filed against you in the county court if you do not pay.',
  'Legal action will be taken against you unless you call this office.',
  'We intend to sue you for the full balance, plus court costs, if payment is not made.',
  'Si no recibimos su pago, podremos iniciar una demanda en su contra.',
];

/** A law firm's letterhead and signature (the words say it is a law firm). */
const FIRM_HEAD = 'Whitcombe & Lyle, LLP\nAttorneys at Law\n18 Court Square\nAlbany, NY 12207';
const firmLetter = (sentence: string): string =>
  firstLetter(`Pinecrest Bank has retained this firm to collect your account.\n\n${sentence}`, {
    head: FIRM_HEAD,
    signature: 'Whitcombe & Lyle, LLP',
  });
/** A sender the words do not name, speaking as retained counsel: the person's answer says whether it is a law firm. */
const unnamedCounsel = (sentence: string): string =>
  [
    'Re: Account ending 4411. Balance: $1,250.00.',
    '',
    `This office has been retained by our client, Pinecrest Bank, to proceed against you for the balance of this account. ${sentence}`,
    '',
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
  ].join('\n');
/** The Greco statement on the front, in the body. */
const GRECO = 'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.';

describe("false_attorney_involvement: a law firm's letter that speaks of suit asks whether a lawyer reviewed the account (Clomon; Avila; Greco)", () => {
  it('asks, and does not flag, when nothing says whether a lawyer reviewed the account (letterhead in the words)', () => {
    for (const state of ['NY', 'IL', 'CA', 'TX', 'GA'])
      expect(
        SUIT.filter((s) => outcome(firmLetter(s), { state }) !== 'ask'),
        state,
      ).toEqual([]);
  });
  it('asks, and does not flag, when the person says only that the unnamed sender is a law firm', () => {
    for (const state of ['NY', 'IL', 'CA'])
      expect(
        SUIT.filter((s) => outcome(unnamedCounsel(s), { state, senderIsLawFirm: true }) !== 'ask'),
        state,
      ).toEqual([]);
  });
  it('flags once the person says no lawyer there personally looked at the account', () => {
    for (const state of ['NY', 'IL', 'CA'])
      expect(
        SUIT.filter(
          (s) =>
            outcome(firmLetter(s), { state, attorneyReviewedAccount: false }) !== 'flag' ||
            outcome(unnamedCounsel(s), { state, senderIsLawFirm: true, attorneyReviewedAccount: false }) !== 'flag',
        ),
        state,
      ).toEqual([]);
  });
  it('neither flags nor asks once the person says a lawyer reviewed it', () => {
    expect(SUIT.filter((s) => outcome(firmLetter(s), { state: 'NY', attorneyReviewedAccount: true }) !== 'silent')).toEqual([]);
  });
  it('still flags from the words a Third Circuit letter whose front disclaimer a threat of suit contradicts (Lesher)', () => {
    for (const state of ['NJ', 'PA'])
      expect(
        SUIT.filter((s) => outcome(firmLetter(`${GRECO} ${s}`), { state }) !== 'flag'),
        state,
      ).toEqual([]);
  });
  it('neither flags nor asks a front disclaimer with a threat outside the Third Circuit (Greco)', () => {
    expect(SUIT.filter((s) => outcome(firmLetter(`${GRECO} ${s}`), { state: 'NY' }) !== 'silent')).toEqual([]);
  });
});
