/**
 * Paraphrase families for decision 394 (issue 26): threats of suit the certainty reader left a bare mention because the word
 * that makes the step decided stands after the step, or because the step is named by its papers. From the law's categories and
 * the lawful wording courts approved, in our own words; no letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. The suit said decided in the passive, its noun first ("legal action has been authorized by our client", "a lawsuit against
 *    you has been approved", "suit has been recommended", "la demanda ha sido autorizada"), the decision said received by the
 *    collector ("we have received authorization to commence legal proceedings"), and the collector's recommendation to its
 *    client ("hemos recomendado a nuestro cliente que inicie acciones legales"). What the active voice says ("our client has
 *    authorized legal action", read since decision 163) the passive says too: nothing is left to decide but the act, so the
 *    threat is one the collector must intend and be able to take (15 U.S.C. 1692e(5); Pirera v. Sullivan, a recommendation of
 *    suit; Ellis v. Cohen & Slamowitz, E.D.N.Y. 2010, a suit authorised inside the validation period; 12 CFR 1006.18(c)(1)).
 *    Flag in a first letter; ask `isFirstContact` without the notice; ask `lawsuitFiled`, flag when no suit followed. A suit
 *    only recommended to the client is asked and flagged as a threat of suit when none followed (Pirera), but not timed inside
 *    the period: the client still decides (Terran v. Kaplan, 9th Cir. 1997).
 *    Lawful (the near misses): the authorisation denied ("no legal action has been authorized", "has not been approved"), the
 *    decision left open ("we have not decided to sue"; "our client may consider legal action", the honest hedge the Seventh
 *    Circuit allows where suit is possible), a settlement or a plan approved, the authority to accept a payment.
 * 2. The suit named by its papers: "legal papers are being drawn up against you", "the summons will be served on you at your
 *    place of employment", "se están preparando los documentos de la demanda" (a summons is a suit's first paper: to say it
 *    will be served is to say the suit is filed or about to be): asked and flagged as a suit when none followed; not timed inside
 *    the validation period by these words alone (as "a lawsuit is being prepared" is not). Lawful: papers sent to the consumer on request, copies of a
 *    judgment already entered (answered as such), documents that verify the debt.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { bareLetter, expectNoSuitThreat, expectSuitThreat, firstLetter, overshadowingOutcome } from './test-letters';

const outcome = (text: string, answers: UserAnswers = {}) => overshadowingOutcome(text, answers);

/** Read as a decided suit: timed inside the period of a first letter, asked without the notice, and asked as a suit. */
const READ_AS_A_DECIDED_SUIT = (body: string) => {
  expect(outcome(firstLetter(body)), body).toBe('flag');
  expect(outcome(bareLetter(body)), body).toBe('ask');
  expect(outcome(bareLetter(body), { isFirstContact: true }), body).toBe('flag');
  expectSuitThreat(body);
};

/** Read as a threat of suit (asked, flagged when none followed), but not as one the first letter times inside the period. */
const READ_AS_A_SUIT_NOT_TIMED = (body: string) => {
  expect(outcome(firstLetter(body)), body).toBe('silent');
  expectSuitThreat(body);
};

/** Not a decided suit: silent in a first letter and once answered as one, and no suit asked or flagged. */
const LAWFUL = (body: string) => {
  expect(outcome(firstLetter(body)), body).toBe('silent');
  expect(outcome(bareLetter(body), { isFirstContact: true }), body).toBe('silent');
  expectNoSuitThreat(body);
};

describe('1. the suit said decided in the passive, the authority received, the suit recommended', () => {
  it.each([
    'Legal action has been authorized by our client.',
    'Suit has been approved by our client.',
    'A lawsuit against you has been approved.',
    'Litigation has been authorized on this account.',
    'Legal proceedings against you have now been approved by the creditor.',
    'Legal action was approved by your creditor last week.',
    'Court action has been sanctioned by Pinecrest Bank.',
    'A civil action against you has been ordered by our client.',
    'We have received authorization to commence legal proceedings.',
    'This office has obtained approval from our client to file suit.',
    'We have been given authority by the creditor to take legal action against you.',
    'La demanda en su contra ha sido autorizada por nuestro cliente.',
    'Las acciones legales han sido aprobadas por el acreedor.',
    'Hemos recibido autorización para presentar una demanda en su contra.',
    'The court papers against you will be filed next week.',
  ])('flags, asks without the notice, asks and flags the suit: %s', (body) => {
    READ_AS_A_DECIDED_SUIT(body);
  });

  it.each([
    'Suit has been recommended to our client.',
    'We have recommended to our client that suit be filed against you.',
    'Hemos recomendado a nuestro cliente que inicie acciones legales en su contra.',
  ])('a suit recommended to the client: asked and flagged as a suit, not timed inside the period (Terran): %s', (body) => {
    READ_AS_A_SUIT_NOT_TIMED(body);
  });

  it.each([
    'No legal action has been authorized on this account.',
    'Legal action has not been authorized by our client.',
    'Suit has not been approved by our client at this time.',
    'We have not received authorization to file suit.',
    'We have not decided to sue you.',
    'A payment plan has been approved by our client.',
    'A settlement of $600.00 has been authorized by our client.',
    'We have received authorization to accept a reduced payment.',
    'Our client has approved a hardship program for your account.',
    'No se ha autorizado ninguna acción legal en su contra.',
    'Su plan de pagos ha sido aprobado por nuestro cliente.',
  ])('lawful: %s', (body) => {
    LAWFUL(body);
  });

  it('the honest hedge where suit is possible stays hedged: not timed inside the period', () => {
    const body = 'If you do not pay, our client may consider legal action.';
    expect(outcome(firstLetter(body))).toBe('silent');
  });
});

describe('2. the suit named by its papers', () => {
  it.each([
    'Legal papers are being drawn up against you.',
    'Suit papers against you are now being prepared.',
    'The summons will be served on you at your place of employment.',
    'A summons and complaint will be served on you.',
    'Se están preparando los documentos de la demanda en su contra.',
  ])('asked and flagged as a suit, not timed inside the period by these words alone: %s', (body) => {
    READ_AS_A_SUIT_NOT_TIMED(body);
  });

  it.each([
    'Copies of the documents that verify this debt are enclosed.',
    'We will send you the account documents you asked for.',
    'Please sign and return the enclosed papers to set up your payment plan.',
    'Le enviaremos los documentos de su cuenta que solicitó.',
  ])('lawful: %s', (body) => {
    LAWFUL(body);
  });
});
