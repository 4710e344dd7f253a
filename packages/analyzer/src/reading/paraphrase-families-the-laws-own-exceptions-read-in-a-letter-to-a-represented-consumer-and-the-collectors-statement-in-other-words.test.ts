/**
 * Paraphrase families for decision 373 (issue 26): two rules that flag lawful letters only once the consumer has answered
 * (`contact_represented_consumer`, `mini_miranda_missing_subsequent`) did not read a letter's own words that show the law's
 * requirement does not reach it or is met. Probed from the statute, the regulation and the holdings, in English and Spanish;
 * no letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. 15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2): a collector that knows of the consumer's lawyer for the debt may still write
 *    to the consumer when the lawyer consents to direct contact or fails to respond within a reasonable time, and 1692c(a)'s
 *    opening words allow it with "the prior consent of the consumer given directly to the debt collector". Missed: the consent
 *    said in other words ("at your attorney's request", "your counsel has authorized us to contact you directly", "su abogado
 *    nos autorizó"), the silence said of the collector's own letter ("we wrote to your attorney on … and received no response",
 *    "su abogado no respondió"), and a reply the consumer asked for in writing (a payoff statement or verification "as you
 *    requested"; Grden v. Leikin Ingber & Winters, 643 F.3d 169 (6th Cir. 2011): a balance given on the consumer's request is
 *    not itself a communication in connection with collection).
 * 2. The same statute reaches only a communication "in connection with the collection of any debt" and a lawyer "with respect to
 *    such debt": a letter that says the account is paid, settled or closed and asks for nothing, and a lawyer said to represent
 *    the consumer only in another matter, are outside it.
 * 3. A letter written to the lawyer ("Dear Counsel", "Attn: … counsel for …", "via your attorney") is the statute's own way;
 *    a copy to the lawyer ("cc: … Esq.") of a demand addressed to the consumer is not: the consumer is still the one
 *    communicated with, and 1692c(a)(2) names only the lawyer's consent and silence as exceptions (no holding we know of
 *    treats a copy as a cure). Still flagged.
 * 4. 15 U.S.C. 1692e(11); 12 CFR 1006.18(e)(2): "that the communication is from a debt collector" in other words: "we are a
 *    debt collection company / firm / law firm", "a collections agency", "somos una empresa de cobranza", "compañía de cobro de
 *    deudas". Missed before.
 * 5. Where 1692e(11) does not reach: formal pleadings (1692e(11); 1006.18(e)(3)); a letter written only to the consumer's
 *    lawyer in the circuits that have held such letters outside the Act (Guerrero v. RJM Acquisitions, 499 F.3d 926 (9th Cir.
 *    2007); Kropelnicki v. Siegel, 290 F.3d 118 (2d Cir. 2002)) — elsewhere the circuits judge such letters by a competent
 *    lawyer (Evory v. RJM Acquisitions Funding, 505 F.3d 769 (7th Cir. 2007)) or hold them covered (Sayyed v. Wolpoff &
 *    Abramson, 485 F.3d 226 (4th Cir. 2007)), so they stay as they were; the creditor in its own name.
 *
 * Near misses kept flagged: a later collector's letter with no statement at all ("Pinecrest Bank is not a collection company" is
 * none); a demand to a consumer whose lawyer the collector knows of with none of the exceptions, or with a copy to the lawyer
 * ("cc:", "Copy to:", "we have sent a copy of this letter to your attorney"); consent only offered as a condition ("if your
 * attorney consents", "unless your attorney responds"); the lawyer's request to stop ("your attorney asked us to stop contacting
 * you", read before as consent by "asked us"); "no response to our previous letters" (the consumer's silence, not the lawyer's);
 * a reply to the lawyer's letter that demands payment of the consumer; a payoff figure not asked for; a balance said not yet paid.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { bareLaterLetter, laterLetter, ruleOutcome } from './test-letters';

const KNOWS: UserAnswers = { collectorKnowsAttorney: true, isFirstContact: false, allPagesUploaded: true };
const TODAY = '2025-06-12';
const represented = (text: string): string => ruleOutcome('contact_represented_consumer', text, KNOWS, TODAY);
const toConsumer = (body: string): string =>
  laterLetter(`${body}\n\nSincerely,\nApex Recovery Group`, {
    collector: 'Apex Recovery Group',
    address: 'PO Box 100\nDallas, TX 75201',
    consumerCity: 'Austin, TX 78701',
    date: 'June 2, 2025',
  });
/** A collector's later letter that states no collection (a status letter, a notice): its own words only and the short statement. */
const statusLetter = (body: string): string =>
  [
    'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
    'June 2, 2025',
    'Maria Gomez\n12 Oak St\nAustin, TX 78701',
    'Re: Account ending 4411. Original creditor: Pinecrest Bank.',
    'Dear Maria Gomez:',
    body,
    'This communication is from a debt collector.',
    'Sincerely,\nApex Recovery Group',
  ].join('\n\n');
/** A collector's letter written to the consumer's lawyer in `city`, holding `body`, with the salutation `salutation`. */
const toLawyer = (body: string, city = 'San Diego, CA 92101', salutation = 'Dear Counsel:', statement = ''): string =>
  [
    'Harbor Point Recovery\nPO Box 9\nChicago, IL 60601',
    'June 2, 2025',
    `Marie Broussard, Esq.\nBroussard Law Office\n200 Main St\n${city}`,
    'Re: Your client Maria Gomez. Account ending 4411. Balance: $1,250.00.',
    salutation,
    body,
    ...(statement ? [statement] : []),
    'Sincerely,\nHarbor Point Recovery',
  ].join('\n\n');

describe('1. the lawyer consented, did not respond, or the consumer asked', () => {
  it.each([
    "At your attorney's request, we are sending this statement of your account directly to you.",
    'Your counsel has authorized us to contact you directly regarding this account.',
    'Your lawyer has given us permission to write to you directly about this balance.',
    'As requested by your attorney, we are writing to you directly to confirm the payment arrangement.',
    'We wrote to your attorney on March 3, 2025 and received no response.',
    'We have not received any response from your attorney to our letter of March 3, 2025.',
    'Your attorney has not replied to our correspondence of March 3, 2025, so we are writing to you directly.',
    'As you requested in your letter of May 20, 2025, enclosed is the payoff statement for this account.',
    'In response to your written request, enclosed is verification of the debt.',
    'Su abogado nos autorizó a comunicarnos directamente con usted sobre esta cuenta.',
    'A petición de su abogado, le enviamos directamente este estado de cuenta.',
    'Le escribimos a su abogado el 3 de marzo de 2025 y no recibimos respuesta.',
    'Como usted lo solicitó por escrito, adjuntamos el saldo para liquidar la cuenta.',
    // Second round: the lawyer named beside the word, the silence said as unanswered or unheard, a bare "as requested".
    'Your attorney, Marie Broussard, has consented to our contacting you directly.',
    'Ms. Broussard, your attorney, has advised us that we may contact you directly.',
    "Per your attorney's instructions, we are mailing this statement to you.",
    'Our letters to your attorney dated March 3 and April 3, 2025 have gone unanswered.',
    'Since we have not heard from your attorney, we are writing to you directly.',
    'As requested, enclosed is the payoff amount for your account.',
    'You asked us to send you the current balance; it is $1,250.00.',
    'Su abogada nos ha dado permiso para comunicarnos con usted directamente.',
    'Su abogado no ha respondido a nuestras cartas.',
    'Según lo solicitado por usted, le enviamos el saldo actual de su cuenta.',
  ])('passes: %s', (body) => {
    expect(represented(toConsumer(body))).not.toBe('flag');
  });
});

describe('2. not in connection with collection, or a lawyer for another matter', () => {
  it.each([
    'This account has been paid in full and is now closed. You owe nothing further.',
    'Your account was settled in full on May 15, 2025. The balance is $0.00 and no further payment is due.',
    'Esta cuenta ha sido pagada en su totalidad. Usted no debe nada más.',
    'Esta cuenta ha sido saldada. No tiene saldo pendiente.',
    'Su cuenta fue liquidada en su totalidad el 15 de mayo de 2025.',
    'We understand that your attorney represents you only in your bankruptcy case, not with respect to this debt.',
  ])('passes: %s', (body) => {
    expect(represented(statusLetter(body))).not.toBe('flag');
  });
});

describe('3. written to the lawyer, not copied to the lawyer', () => {
  it.each([
    toLawyer('Please let us know whether your client wishes to resolve this balance.'),
    toLawyer('We write regarding the account of Maria Gomez.', 'Dallas, TX 75201', 'Attn: Marie Broussard, counsel for Maria Gomez'),
    toConsumer('This letter is sent to you via your attorney, Marie Broussard, Esq., at her request.'),
  ])('passes a letter written to or through the lawyer (%#)', (text) => {
    expect(represented(text)).not.toBe('flag');
  });
});

describe('keeps flagged: the consumer written to, none of the exceptions', () => {
  it.each([
    'Please call us to make a payment arrangement on this balance.',
    'We know that you are represented by an attorney; however, you must pay the balance of $1,250.00 now.',
    'Please pay the balance of $1,250.00 by June 30, 2025.\n\ncc: Marie Broussard, Esq.',
    'If your attorney consents, we may contact you directly. Meanwhile, please pay the balance.',
    'Please ask your attorney to contact us, or pay the balance today.',
    'Enclosed is a payoff statement. Please remit $1,250.00 by June 30, 2025.',
    'This account has not been paid in full. Please remit the balance today.',
    'Once this account has been paid in full, we will close it. Please remit $1,250.00.',
    'Sabemos que usted tiene un abogado, pero debe pagar el saldo hoy.',
    'Si su abogado lo autoriza, le llamaremos directamente. Mientras tanto, pague el saldo.',
    'We have received no response to our previous letters. Please pay the balance.',
    "In response to your attorney's letter, we demand payment of the full balance from you.",
    'Your attorney asked us to stop contacting you, but the balance remains due. Please pay today.',
    'Unless your attorney responds within ten days, we will contact you directly. Please pay the balance.',
    'We have sent a copy of this letter to your attorney. Please pay the balance.',
    'Copy to: Marie Broussard, Esq.\n\nPlease pay the balance.',
  ])('flags: %s', (body) => {
    expect(represented(toConsumer(body))).toBe('flag');
  });
});

const NOT_CREDITOR: UserAnswers = { ...KNOWS, senderIsOriginalCreditor: false };
const disclosure = (text: string, answers: UserAnswers = NOT_CREDITOR): string => ruleOutcome('mini_miranda_missing_subsequent', text, answers, TODAY);
const collectorLetter = (statement: string): string =>
  bareLaterLetter(
    `Your account, which our client placed with our office for collection, remains unpaid. Please call us to discuss payment options.${statement ? `\n\n${statement}` : ''}`,
    'Springfield, IL 62701',
    'June 2, 2025',
  );

describe('4. the debt-collector statement in other words', () => {
  it.each([
    'This letter is sent by a debt collection agency.',
    'We are a debt collection company.',
    'Harbor Point Recovery is a debt collection firm.',
    'This firm is a debt collection law firm.',
    'This letter comes from a collections agency.',
    'This is a communication from a collection agency.',
    'Sent on behalf of a debt collector.',
    'Esta carta es de una agencia de cobros.',
    'Somos una empresa de cobranza.',
    'Esta comunicación proviene de una compañía de cobro de deudas.',
    'Esta carta es de un despacho de cobranza.',
    'We are a collection company.',
    'We are a collection law firm.',
    'Esta es una comunicación de una compañía de cobranzas.',
  ])('passes: %s', (statement) => {
    expect(disclosure(collectorLetter(statement))).toBe('silent');
  });

  it.each(['', 'Please call us at 800-555-0100.', 'Your account was previously with another company.', 'Pinecrest Bank is not a collection company.'])(
    'flags a later collector letter with no statement: "%s"',
    (statement) => {
      expect(disclosure(collectorLetter(statement))).toBe('flag');
    },
  );
});

describe('5. where 1692e(11) does not reach', () => {
  it('a letter written only to the consumer’s lawyer, in the circuits that hold it outside the Act (9th, 2d)', () => {
    const body = 'Please let us know whether your client wishes to resolve this balance, which our client placed with our office for collection.';
    expect(disclosure(toLawyer(body, 'San Diego, CA 92101'))).not.toBe('flag');
    expect(disclosure(toLawyer(body, 'Albany, NY 12207', 'Dear Ms. Broussard:'))).not.toBe('flag');
    // Elsewhere the circuits are split (Evory, 7th; Sayyed, 4th): left as it was.
    expect(disclosure(toLawyer(body, 'Springfield, IL 62701'))).toBe('flag');
  });

  it.each([
    "IN THE COUNTY COURT OF DALLAS COUNTY, TEXAS\n\nPinecrest Bank,\nPlaintiff,\n\nv.\n\nMaria Gomez,\nDefendant.\n\nCase No. 2025-CV-0101\n\nPLAINTIFF'S ORIGINAL PETITION\n\nPlaintiff Pinecrest Bank, by its attorneys, states that Defendant owes $1,250.00 on account ending 4411, placed with our office for collection.\n\nHarbor Point Recovery, PO Box 9, Chicago, IL 60601",
    'TRIBUNAL DEL CONDADO DE DALLAS, TEXAS\n\nPinecrest Bank,\nDemandante,\n\nv.\n\nMaria Gomez,\nDemandada.\n\nCaso Núm. 2025-CV-0101\n\nDEMANDA\n\nEl demandante reclama $1,250.00 de la cuenta terminada en 4411, asignada a nuestra oficina para su cobro.\n\nHarbor Point Recovery, PO Box 9, Chicago, IL 60601',
  ])('a formal pleading (%#)', (text) => {
    expect(disclosure(text)).not.toBe('flag');
  });

  it('the creditor in its own name', () => {
    const text = bareLaterLetter(
      'Your Pinecrest Bank credit card payment of $125.00 is past due. Please pay online.',
      'Springfield, IL 62701',
      'June 2, 2025',
    ).replace(/Harbor Point Recovery/g, 'Pinecrest Bank');
    expect(disclosure(text, { ...KNOWS, senderIsOriginalCreditor: true })).not.toBe('flag');
    expect(disclosure(text, KNOWS)).not.toBe('flag');
  });
});
