/**
 * What a letter in a lawyer's name, or one dressed as one, says of the lawyer's part, in the other ways it is written
 * (issue 26, decision 190; 15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii)):
 *
 * - a law firm that says its demand rests on its client's word alone or that it has not checked it ("made solely on the
 *   basis of information provided by our client", "which we have not verified", "has not been verified by this office",
 *   "no independent determination", "esta firma no ha verificado…"): the letterhead's message that a lawyer judged the
 *   file is left unclarified (Clomon v. Jackson, 2d Cir. 1993; Solovyova v. Grossman & Karaszewski, E.D.N.Y. 2021);
 * - a law firm that says its letter is signed or sent by machine ("generated and mailed by computer", "esta carta fue
 *   generada por computadora"): the mass production Clomon and Avila v. Rubin (7th Cir. 1996) held misleading;
 * - a collection company that says it has already sent the account to its lawyers ("we have forwarded your account to our
 *   attorney", "we have turned your file over to our legal department"): a claim that lawyers now hold it, not a future
 *   referral;
 * - a law firm that says only that it is "acting as a debt collector": what every collecting firm is and must say
 *   (1692e(11)), not the Greco statement that it is not acting as a lawyer; the letter is asked about, as one with no
 *   statement is. "Only acting as a debt collector" and "acting as a debt collector and not in any legal capacity" still
 *   cure the front (Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005; Bencomo v. Forster & Garbus, E.D. Wis. 2019).
 *
 * Near misses: a plain source of the figure ("according to our client's records"), the statutory promise to obtain
 * verification, the Greco statement beside the reliance, a collection company saying the same of its client, a future or
 * hedged referral. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { harborLetter, runRule } from './test-letters';

const RULE = 'false_attorney_involvement';
const STATES = ['NY', 'IL', 'TX', 'CA'];

const firmLetter = (body: string, head = 'Marsh & Delaney, Attorneys at Law'): string =>
  `${head}\n200 Main Street\nChicago, IL 60601\n\nJune 2, 2025\n\nDear Maria Gomez:\n\nThis firm has been retained by Pinecrest Bank to collect your account. ${body}\n\nThis communication is from a debt collector.\n\nSincerely,\n${head}`;
const agencyLetter = (body: string): string => harborLetter(body, { head: 'Harbor Point Recovery\nPO Box 9\nNew York, NY 10001' });

const outcome = (text: string, answers: UserAnswers = {}, state = 'IL'): { flagged: boolean; asked: string[] } => {
  const { flagged, asks } = runRule(RULE, text, answers, state, '2025-06-12');
  return { flagged, asked: asks };
};

describe("a law firm's demand said to rest on its client's word alone, or unchecked, is flagged from the words", () => {
  it.each([
    'In making this demand, we are relying entirely on information provided by our client.',
    'In sending this letter, this firm has relied solely upon the information furnished to us by our client.',
    'This demand is made solely on the basis of information provided by our client.',
    'The amount shown is based upon information provided to us by our client, which we have not verified.',
    'Our demand relies exclusively upon records furnished by the creditor.',
    'This letter is based only on what our client has told us.',
    'The information contained in this letter was provided by our client and has not been verified by this office.',
    'We have not verified the information our client gave us.',
    'We have not yet verified the balance our client reports.',
    'This firm has made no independent determination of the amount owed.',
    "We are relying upon our client's information alone.",
    'Our client supplied all of the information in this letter, and we have not independently reviewed it.',
    'We make this demand in reliance solely on the records of our client.',
    "This demand rests entirely on our client's account records.",
    'Al hacer esta demanda, nos basamos totalmente en la información proporcionada por nuestro cliente.',
    'Esta firma no ha verificado la información proporcionada por su acreedor.',
    'Dependemos por completo de los datos de nuestro cliente.',
    'La información de esta carta fue proporcionada por nuestro cliente y no ha sido verificada por esta oficina.',
  ])('%s', (sentence) => {
    for (const state of STATES) expect(outcome(firmLetter(sentence), {}, state).flagged, `${state}: ${sentence}`).toBe(true);
    // The person's word that a lawyer did look at the account makes the letterhead's message true.
    expect(outcome(firmLetter(sentence), { attorneyReviewedAccount: true }).flagged, sentence).toBe(false);
  });

  it('does not read a plain source of the figure, the statutory promise of verification, or a review affirmed, and asks instead', () => {
    for (const s of [
      "According to our client's records, you owe $1,240.00.",
      'The amount stated is as reported to us by our client.',
      'Our client has informed us that you owe $1,240.00.',
      'We have independently verified this debt with our client.',
      'If you dispute this debt, we will obtain verification of the debt and mail it to you.',
      'We will not verify the debt until we receive your written dispute.',
      'We rely on you to tell us if this information is wrong.',
    ]) {
      const r = outcome(firmLetter(s));
      expect(r.flagged, s).toBe(false);
      expect(r.asked, s).toContain('attorneyReviewedAccount');
    }
  });

  it('does not flag the reliance beside the Greco statement on the front', () => {
    const greco = 'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. ';
    for (const s of [
      'In making this demand we rely entirely on information provided by our client.',
      'We have not verified the information our client gave us.',
    ])
      for (const state of ['NY', 'IL', 'CA']) expect(outcome(firmLetter(greco + s), {}, state).flagged, `${state}: ${s}`).toBe(false);
  });

  it('does not flag a collection company that says the same of its client', () => {
    for (const s of [
      'In making this demand, we are relying entirely on information provided by our client.',
      'We have not verified the information our client gave us.',
      'This demand is made solely on the basis of information provided by our client.',
    ])
      expect(outcome(agencyLetter(s), {}, 'TX').flagged, s).toBe(false);
  });
});

describe('a law firm that says its letter is signed or sent by machine is flagged from the words', () => {
  it.each([
    'This letter bears a facsimile signature.',
    'The signature on this letter is computer-generated.',
    'This notice was generated and mailed by computer.',
    'This letter was produced and signed automatically.',
    'This letter was printed by machine.',
    'Esta carta fue generada por computadora.',
    'La firma de esta carta es una reproducción mecánica.',
    'Esta notificación fue firmada electrónicamente.',
  ])('%s', (sentence) => {
    for (const state of STATES) expect(outcome(firmLetter(sentence), {}, state).flagged, `${state}: ${sentence}`).toBe(true);
  });

  it('does not read a signature line or a plain statement of the sender as a machine signature', () => {
    for (const s of ['Please sign and return the enclosed form.', 'This letter was sent to you by our office.', 'Firme y devuelva el formulario adjunto.']) {
      const r = outcome(firmLetter(s));
      expect(r.flagged, s).toBe(false);
      expect(r.asked, s).toContain('attorneyReviewedAccount');
    }
  });
});

describe('a collection company that says it has already sent the account to its lawyers is flagged from the words', () => {
  it.each([
    'We have forwarded your account to our attorney for review.',
    'We have referred your file to our attorneys.',
    'We have now turned your account over to our legal department.',
    'We have transferred this matter to our in-house counsel.',
    'Harbor Point has placed your account with our staff attorneys.',
    'Your account has been referred to our attorneys.',
    'Your account has been turned over to our legal department.',
    'Su cuenta ha sido transferida a nuestro departamento legal.',
    'Hemos enviado su cuenta a nuestros abogados.',
    'Hemos remitido su expediente a nuestro departamento legal.',
  ])('%s', (sentence) => {
    for (const state of STATES) {
      expect(outcome(agencyLetter(sentence), {}, state).flagged, `${state}: ${sentence}`).toBe(true);
      expect(outcome(agencyLetter(sentence), { attorneyReviewedAccount: true }, state).flagged, `${state}: ${sentence}`).toBe(false);
    }
  });

  it("does not flag a referral still to come, hedged or conditional, an agency's plain retention, or advice to see a lawyer", () => {
    for (const s of [
      'If you do not pay, we may refer your account to an attorney.',
      'We will forward your account to our attorney if we do not hear from you.',
      'Your account may be transferred to our legal department.',
      'Unless you call us, we will refer your file to our attorneys.',
      'Si no paga, podríamos enviar su cuenta a nuestros abogados.',
      'This office has been retained by Pinecrest Bank to collect this debt.',
      'Your account has been placed with our office for collection.',
      'You may wish to consult an attorney.',
    ])
      for (const state of ['NY', 'IL']) expect(outcome(agencyLetter(s), {}, state).flagged, `${state}: ${s}`).toBe(false);
  });
});

describe('a law firm that says only that it is "acting as a debt collector" has made no Greco statement', () => {
  it.each([
    'We are acting as a debt collector in this matter.',
    'This firm is acting as a debt collector.',
    'In this matter our office is acting as a debt collector for Pinecrest Bank.',
  ])('%s: asked, flagged when no lawyer looked at the account', (sentence) => {
    for (const state of ['NY', 'IL', 'CA']) {
      const r = outcome(firmLetter(sentence), {}, state);
      expect(r.flagged, `${state}: ${sentence}`).toBe(false);
      expect(r.asked, `${state}: ${sentence}`).toContain('attorneyReviewedAccount');
      expect(outcome(firmLetter(sentence), { attorneyReviewedAccount: false }, state).flagged, `${state}: ${sentence}`).toBe(true);
    }
  });

  it.each([
    'At this time we are only acting as a debt collector.',
    'We are acting solely as a debt collector and not in any legal capacity.',
    "This firm is acting as a debt collector and not as the creditor's attorneys in this matter.",
    'We are acting strictly as a debt collector.',
    'This firm is acting as a debt collector, not as your lawyer.',
    'No actuamos como abogados en este asunto.',
  ])('%s: the Greco statement in other words, which cures the front', (sentence) => {
    for (const state of ['NY', 'IL', 'CA']) {
      const r = outcome(firmLetter(sentence), { attorneyReviewedAccount: false }, state);
      expect(r.flagged, `${state}: ${sentence}`).toBe(false);
      expect(r.asked, `${state}: ${sentence}`).not.toContain('attorneyReviewedAccount');
    }
  });
});
