/**
 * Paraphrase families for the two rules of legal-reference §1.9 that judge what a letter does after the consumer wrote
 * (issue 26, item 4): `contact_after_cease_or_refusal` and `collection_after_dispute_before_verification`.
 *
 * After a written refusal to pay or request to stop, a collector may write only to say it is stopping, that it or the creditor
 * may use remedies it ordinarily uses, or that it intends to use a specified one (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). After a
 * timely written dispute, it must stop collecting until it sends verification (1692g(b); 12 CFR 1006.38(d)(2)). Both rules turn
 * on what the later letter does: collect (ask for money in any of the ways collectors ask: a sum to send, a coupon to return,
 * whom to pay, arrangements to make, an offer, a due date) or something the law leaves open (stop, name a remedy, answer the
 * dispute with the verification). From the law and the ways collectors write, not from one letter's words. Tests, not the
 * measure.
 *
 * The Sixth Circuit reads a letter that only proposes terms (a settlement, a way to pay) after a request to stop as a notice of a
 * remedy the collector ordinarily uses (Lewis v. ACB Business Services, 135 F.3d 389 (6th Cir. 1998); 1692c(c)(2)); a demand for
 * the sum is collection there as everywhere.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, failing, runRule } from './test-letters';

/** A collector's later letter of June 2, 2025 to a consumer in Madison, Wisconsin, read on June 12, 2025. */
const later = (body: string): string => bareLaterLetter(body, 'Madison, WI 53703', 'June 2, 2025');

const CEASE = { ceaseLetterSentDate: '2025-04-01' };
const DISPUTE = { disputeSentDate: '2025-04-01', verificationReceived: false };

const flagsAfterCease = (body: string): boolean => runRule('contact_after_cease_or_refusal', later(body), CEASE).flagged;
const flagsAfterDispute = (body: string): boolean => runRule('collection_after_dispute_before_verification', later(body), DISPUTE).flagged;

/** Ways a later letter collects: each asks for money, in English and Spanish, without one shared word. */
const COLLECTING = [
  'Please remit the balance of $1,250.00 to this office.',
  'To resolve this account, call us at 800-555-0100 to set up a payment arrangement.',
  'Your account remains past due. Detach and return the coupon below with your payment.',
  'We can accept $600.00 to close this account if it is received by July 15, 2025.',
  'Payment in full is expected within ten days.',
  'Make your check or money order payable to Harbor Point Recovery and mail it to the address above.',
  'We would like to work out a repayment schedule that fits your budget.',
  'Call today to discuss your options for this balance.',
  'The balance of $1,250.00 must be paid no later than July 1, 2025.',
  'We are offering you a 40% reduction if you act before July 15, 2025.',
  'Send $1,250.00 today to avoid further collection activity.',
  'We ask that you bring this account current.',
  'Kindly forward the amount owed at your earliest convenience.',
  'Arrangements to pay this balance can be made on our website or by phone.',
  'This balance will be considered satisfied once we receive $700.00.',
  // Spanish
  'Por favor, envíe su pago de $1,250.00 a esta oficina.',
  'Llámenos para hacer arreglos de pago.',
  'Le ofrecemos liquidar su cuenta por $600.00 si recibimos el pago antes del 15 de julio de 2025.',
  'Su saldo de $1,250.00 debe pagarse a más tardar el 1 de julio de 2025.',
];

/** What the law leaves open after a request to stop (1692c(c)(1)–(3)), with the debt collector's statement every letter carries. */
const CEASE_EXCEPTIONS = [
  'As you requested, we are ceasing all further collection efforts on this account. This communication is from a debt collector.',
  'Per your request, we have closed our file and returned the account to our client. This communication is from a debt collector.',
  'We will no longer contact you about this account. This is an attempt to collect a debt.',
  'Please be advised that our client may pursue the remedies ordinarily available to it, which may include a lawsuit. This communication is from a debt collector.',
  'Our client intends to file suit on this account in the Circuit Court of Dane County. This communication is from a debt collector.',
  'Según su solicitud, hemos cerrado nuestro expediente y no nos comunicaremos más con usted. Esta comunicación proviene de un cobrador de deudas.',
];

/** A later letter that answers the dispute with the verification, then may collect again (1692g(b)). */
const VERIFICATION_SENT = [
  'In response to your dispute, enclosed is a copy of the account statement from the original creditor. The balance of $1,250.00 remains due.',
  'We have verified the debt with our client; the enclosed statements show each charge. Please remit the balance of $1,250.00.',
  'Attached are the documents that verify this debt: the signed application and the last billing statement. Please remit the balance of $1,250.00.',
  'Here is the verification you asked for: a copy of the final statement from Pinecrest Bank showing the balance of $1,250.00. Please call us to arrange payment.',
  'As you asked, we obtained verification of this account from our client, and a copy is included with this letter. Please remit the balance of $1,250.00.',
  'En respuesta a su disputa, adjuntamos una copia del estado de cuenta del acreedor original. Por favor, envíe su pago de $1,250.00.',
];

/** Proposals of terms without a demand (Lewis), and demands, written to a consumer in Ohio. */
const PROPOSALS = [
  'We are offering you a 40% reduction if you act before July 15, 2025.',
  'To resolve this account, call us at 800-555-0100 to set up a payment arrangement.',
  'We would like to work out a repayment schedule that fits your budget.',
  'Llámenos para hacer arreglos de pago.',
];
const DEMANDS = [
  'Please remit the balance of $1,250.00 to this office.',
  'The balance of $1,250.00 must be paid no later than July 1, 2025.',
  'Payment in full is expected within ten days.',
];
const flagsAfterCeaseIn = (state: string) => (body: string) => runRule('contact_after_cease_or_refusal', later(body), CEASE, state).flagged;

describe('collecting after the consumer wrote: every way of asking for money is read (§1.9)', () => {
  it('after a written request to stop, each way of collecting is flagged', () => expect(failing(COLLECTING, flagsAfterCease)).toEqual([]));
  it('after a timely written dispute with no verification sent, each way of collecting is flagged', () =>
    expect(failing(COLLECTING, flagsAfterDispute)).toEqual([]));
  it('a letter that only stops, names a remedy or says it intends one is not flagged after a request to stop', () =>
    expect(CEASE_EXCEPTIONS.filter(flagsAfterCease)).toEqual([]));
  it('a letter that sends the verification may collect again', () => expect(VERIFICATION_SENT.filter(flagsAfterDispute)).toEqual([]));
  it('in the Sixth Circuit a letter that only proposes terms after a request to stop is a notice of a remedy (Lewis); a demand is not', () => {
    expect(PROPOSALS.filter(flagsAfterCeaseIn('OH'))).toEqual([]);
    expect(failing(DEMANDS, flagsAfterCeaseIn('OH'))).toEqual([]);
    expect(failing(PROPOSALS, flagsAfterCeaseIn('WI'))).toEqual([]);
  });
});
