/**
 * A letter whose words do not show who sent it (no letterhead, no signature, no name of the sender: a page whose top is
 * cut off, a quoted passage) but whose sender speaks as a lawyer retained for a client does, or says what only a law
 * firm's letter is judged on (issue 26, decision 250; 15 U.S.C. 1692e(3), (10)):
 *
 * - the sender says it was retained, engaged or hired by its client, or to represent it or to proceed against the
 *   consumer ("this office has been retained by the above referenced client in its claim against you", "our firm has been
 *   hired to represent Pinecrest Bank", "esta oficina ha sido contratada por nuestro cliente…");
 * - the sender says it has been instructed or authorised to take legal action ("this office has been instructed to
 *   initiate any and all necessary action", "we have been authorized to commence legal proceedings against you",
 *   "hemos sido autorizados a iniciar una acción legal");
 * - the sender says its demand rests on its client's word alone ("we are relying entirely on information provided by our
 *   client": Solovyova v. Grossman & Karaszewski, E.D.N.Y. 2021, on a law firm's letter).
 *
 * From a law firm these are the words Clomon v. Jackson (2d Cir. 1993), Avila v. Rubin (7th Cir. 1996) and Nance v.
 * Friedman (N.D. Ill. 2000) judge; from a collection agency they say nothing of lawyers. Whether the letterhead is a law
 * office's is on the paper the person holds, so the person is asked (`senderIsLawFirm`), and the letter is then judged as
 * the letterhead would have it judged.
 *
 * Near misses: the same words under a collection agency's letterhead or signature (the sender is shown: nothing asked);
 * an agency's own words for a placement ("your account has been placed with this office"), an offer it is "authorized
 * to extend", "retained to collect this debt"; the statutory verification promise. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { runRule } from './test-letters';

const RULE = 'false_attorney_involvement';
const STATES = ['NY', 'IL', 'TX', 'CA'];

/** The letter as a court or a cut-off scan gives it: a date, the salutation, the words, no sender anywhere. */
const unsigned = (body: string): string => `[...]\nJune 2, 2025\n\nDear Maria Gomez:\n\n${body}\n[...]`;
/** The same words under a collection agency's letterhead and signature. */
const agency = (body: string): string =>
  `Harbor Point Recovery, Inc.\nPO Box 9\nNew York, NY 10001\n\nJune 2, 2025\n\nDear Maria Gomez:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nHarbor Point Recovery, Inc.`;

const outcome = (text: string, answers: UserAnswers = {}, state = 'IL'): { flagged: boolean; asked: string[] } => {
  const { flagged, asks } = runRule(RULE, text, answers, state, '2025-06-12');
  return { flagged, asked: asks };
};

/** The sender speaks as retained counsel: judged, once the person says the letter is a law firm's, as a law firm's letter. */
const AS_COUNSEL = [
  'Please be advised that this office has been retained by the above referenced client in its claim against you.',
  'We have been retained by our client, Pinecrest Bank, to pursue its claim against you.',
  'This office has been engaged to proceed against you for the balance due to our client.',
  'We have been hired by Pinecrest Bank to represent it in its claim against you.',
  'This office has been instructed to initiate any and all necessary action to enforce this claim.',
  'Hemos sido contratados para representar a nuestro cliente en su reclamo contra usted.',
  'Hemos sido autorizados a iniciar una acción legal en su contra.',
  // Retained "to proceed against you", as the English "engaged to proceed against you" above (decision 342: "contra" had been
  // read as a verb's future, which made the purpose a threat said as sure).
  'Esta oficina ha sido contratada por nuestro cliente para proceder en su contra.',
];
/** Words judged once it is a law firm's: a threat of suit (asks whether a lawyer reviewed the account, decision 400), the client's word alone (flagged). */
const FLAGGED_ONCE_A_FIRM = [
  'We have been authorized to commence legal proceedings against you if this balance is not paid.',
  'This office has been directed to file suit unless the account is resolved.',
  'In making this demand, we rely solely on the records supplied by our client.',
];

describe('a sender the words do not name, speaking as retained counsel, is asked whether the letter is a law firm’s', () => {
  it.each([...AS_COUNSEL, ...FLAGGED_ONCE_A_FIRM])('%s', (sentence) => {
    for (const state of STATES) {
      expect(outcome(unsigned(sentence), {}, state).asked, `${state}: ${sentence}`).toContain('senderIsLawFirm');
      // The person says it is a law firm's letter and no lawyer looked at the account: flagged (Clomon; Avila v. Rubin).
      expect(outcome(unsigned(sentence), { senderIsLawFirm: true, attorneyReviewedAccount: false }, state).flagged, `${state}: ${sentence}`).toBe(true);
      // Not a law firm's: these words say nothing of lawyers.
      const notFirm = outcome(unsigned(sentence), { senderIsLawFirm: false }, state);
      expect(notFirm.flagged || notFirm.asked.includes('senderIsLawFirm'), `${state}: ${sentence}`).toBe(false);
      // A lawyer did review it: the implication is true.
      expect(outcome(unsigned(sentence), { senderIsLawFirm: true, attorneyReviewedAccount: true }, state).flagged, `${state}: ${sentence}`).toBe(false);
    }
  });
  it('a law firm’s letter that rests on the client’s word is flagged on the first answer alone', () => {
    expect(FLAGGED_ONCE_A_FIRM.slice(2).filter((s) => !outcome(unsigned(s), { senderIsLawFirm: true }).flagged)).toEqual([]);
  });
  it('a law firm’s letter that threatens suit asks whether a lawyer reviewed the account (decision 400: suit talk does not settle it)', () => {
    expect(
      FLAGGED_ONCE_A_FIRM.slice(0, 2).filter((s) => {
        const o = outcome(unsigned(s), { senderIsLawFirm: true });
        return o.flagged || !o.asked.includes('attorneyReviewedAccount');
      }),
    ).toEqual([]);
  });
  it('a law firm’s letter that says only that it was retained asks whether a lawyer reviewed the account', () => {
    expect(AS_COUNSEL.filter((s) => !outcome(unsigned(s), { senderIsLawFirm: true }).asked.includes('attorneyReviewedAccount'))).toEqual([]);
  });
});

describe('near misses: nothing asked of a sender the words show, nor of an agency’s own words', () => {
  it('the same words under a collection agency’s letterhead and signature', () => {
    for (const sentence of [...AS_COUNSEL, ...FLAGGED_ONCE_A_FIRM]) {
      const o = outcome(agency(sentence));
      expect(o.asked, sentence).not.toContain('senderIsLawFirm');
    }
  });
  // A page whose top is cut off, signed with a name the signature alone gives: a company's word ("Credit", "Management",
  // "Recovery", "Services", "Inc.") names a business, so the sender is shown and nothing is asked of it.
  it.each([
    (b: string) => `[...]\nJune 2, 2025\n\nDear Maria Gomez:\n\n${b}\n\nVery truly yours,\nMidland Credit Management`,
    (b: string) => `[...]\nJune 2, 2025\n\nDear Maria Gomez:\n\n${b}\n\nSincerely,\nLakeshore Account Services`,
    (b: string) => `[...]\nJune 2, 2025\n\nDear Maria Gomez:\n\n${b}\n\nAtentamente,\nRecuperaciones del Norte Inc.`,
  ])('the same words on a page cut at the top, signed by an agency the signature alone names (%#)', (signed) => {
    for (const sentence of [...AS_COUNSEL, ...FLAGGED_ONCE_A_FIRM]) expect(outcome(signed(sentence)).asked, sentence).not.toContain('senderIsLawFirm');
  });
  it.each([
    'Your account has been placed with this office for collection.',
    'We have been authorized to extend to you a special offer of settlement for $180.00.',
    'We have been retained to collect this debt.',
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.',
    'Our client has asked us to contact you about this balance.',
    'Su cuenta ha sido asignada a esta oficina para su cobro.',
  ])('%s', (sentence) => {
    for (const state of STATES) {
      const o = outcome(unsigned(sentence), {}, state);
      expect(o.asked, `${state}: ${sentence}`).not.toContain('senderIsLawFirm');
      expect(o.flagged, `${state}: ${sentence}`).toBe(false);
    }
  });
});
