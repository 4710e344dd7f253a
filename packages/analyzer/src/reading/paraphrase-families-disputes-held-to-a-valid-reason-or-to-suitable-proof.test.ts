/**
 * Paraphrase families for decision 229 (issue 26): two conditions a letter puts on the right to dispute without the word
 * "must", read by what the sentence does. From the law's categories and the ways collectors write, not from one letter's
 * words. Tests, not the measure.
 *
 * 1. Payment, or else a reason the collector accepts for not paying, demanded ("the doctor insists on payment or a valid reason
 *    for your failure to make payment", "in the absence of a valid reason for your failure to pay…", "el médico exige el pago o
 *    una razón válida por la cual no ha pagado"): the least sophisticated consumer may believe that a dispute must rest on a
 *    reason the collector judges valid, when the consumer may dispute for any reason or none (DeSantis v. Computer Credit, 2d Cir.
 *    2001; 15 U.S.C. 1692g(a)(3)-(4), 1692e(10)). Lawful: an invitation to give a valid reason (decision 235), a hardship invitation ("if you cannot pay, call us about a plan", "tell
 *    us why you cannot pay so that we can work out a plan"), a reason said not to be needed, a reason for something else.
 * 2. Documents the collector will judge demanded of a dispute: "suitable dispute documentation", "acceptable documentation
 *    supporting your dispute", "sufficient proof that you do not owe it", "documentación adecuada que respalde su disputa". A
 *    qualifier of adequacy says the dispute counts only with papers that satisfy the collector, when the law asks no proof of a
 *    dispute (Sambor v. Omnia Credit Services, D. Haw. 2002; 15 U.S.C. 1692g(a)-(b); 12 CFR 1006.38 and comment 38-1). Lawful:
 *    documents offered ("you may include any documents…", "if you have documents…"), the collector's own verification papers,
 *    proof of payment asked outside any dispute, papers asked of a claim of identity theft or fraud (decision 235).
 */
import { describe, expect, it } from 'vitest';
import { disputeConditionsInBothEras } from './test-letters';
import { readQualifiedDisputeProof, readValidReasonDemanded } from './dispute-held-to-a-reason-or-proof';
import type { Span } from '../types';

/** The kind in a 2025 Regulation F first letter and in a 2019 first letter under the statute's own notice. */
const outcomes = (sentence: string) => disputeConditionsInBothEras(sentence);

/** The reader finds every must-flag variant and no near miss; the rule flags the first in both letters and is silent on the second. */
const family = (read: (text: string) => Span[], FLAG: readonly string[], LAWFUL: readonly string[]): void => {
  it.each(FLAG)('read: %s', (s) => expect(read(s).length).toBeGreaterThan(0));
  it.each(FLAG)('flags in a first letter: %s', (s) => expect(outcomes(s)).toEqual(['flag', 'flag']));
  it.each(LAWFUL)('not read: %s', (s) => expect(read(s)).toEqual([]));
  it.each(LAWFUL)('does not flag: %s', (s) => expect(outcomes(s)).toEqual(['silent', 'silent']));
};

describe('1. payment or a valid reason for not paying demanded', () => {
  const FLAG = [
    // the development letter's kind (L981), then other words, orders, moods and tenses
    'The doctor insists on payment or a valid reason for your failure to make payment.',
    'In the absence of a valid reason for your failure to pay, we will continue our collection efforts.',
    'Our client requires either full payment or an acceptable explanation of why this balance has not been paid.',
    'Unless you send payment or give us a good reason for not paying, this account will remain open for collection.',
    'You must pay this bill or provide a legitimate reason for your nonpayment.',
    'If you have a valid reason for withholding payment, you must tell us in writing.',
    'Payment, or a satisfactory explanation for non-payment, was expected by our client last month and is still expected.',
    'We expect payment in full or a justifiable reason why you have not paid.',
    // Spanish
    'El médico exige el pago o una razón válida por la cual usted no ha pagado.',
    'A falta de un motivo justificado para su falta de pago, continuaremos con el cobro.',
  ];
  const LAWFUL = [
    'If you are unable to pay the full balance, please call us to discuss a payment plan.',
    'Please send your payment or tell us why you cannot pay, so that we can work out a plan.',
    'You may dispute this debt for any reason, or for no reason at all.',
    'It helps if you tell us why you have not paid, but you do not have to.',
    'You do not need a valid reason for not paying in order to dispute this debt.',
    'If there is a valid reason for the late charge, it is explained in your statement.',
    'Si no puede pagar el saldo completo, llámenos para hablar de un plan de pagos.',
    // decision 235: an invitation to give a valid reason demands nothing
    'If you have a valid reason for not paying this bill, such as insurance coverage, please contact our office.',
    'If there is a good reason why this balance has not been paid, let us know so we can note your account.',
    'Si tiene una razón válida por la cual no ha pagado, por favor llame a nuestra oficina.',
  ];
  family(readValidReasonDemanded, FLAG, LAWFUL);
});

describe('2. documents the collector will judge demanded of a dispute', () => {
  const FLAG = [
    // the development letter's kind (L958), then other words, orders, moods and tenses
    'Please forward suitable dispute documentation to this office.',
    'Your dispute will be reviewed once we receive acceptable documentation supporting it.',
    'To dispute this balance, send sufficient proof that you do not owe it.',
    'Upon receipt of adequate evidence supporting your dispute, we will investigate.',
    'Any dispute should include appropriate supporting documents.',
    'If you dispute this debt, we will need valid proof of payment or other proper documentation.',
    'Disputes were resolved only after documentation satisfactory to this office had been received.',
    // Spanish
    'Para disputar esta deuda, envíe documentación adecuada que respalde su reclamo.',
    'Su disputa será revisada al recibir pruebas suficientes.',
  ];
  const LAWFUL = [
    'If you notify us in writing that you dispute this debt, we will obtain suitable documentation verifying the debt and mail it to you.',
    'You may include any documents that support your dispute, but you do not have to.',
    'Please send any supporting documents you have with your dispute.',
    'Upon receipt of acceptable proof of payment, we will close your account.',
    'We will send you adequate documentation of the debt if you dispute it in writing.',
    'If you have suitable documentation supporting your dispute, you may include it.',
    'Puede incluir documentos que respalden su disputa si lo desea.',
    // decision 235: papers asked of a claim of identity theft or fraud
    'If you dispute this debt because of identity theft, please send appropriate documentation, such as a police report or an FTC Identity Theft Report.',
    'To dispute a fraudulent account, we will need sufficient documentation, including a signed affidavit.',
    'Si disputa esta deuda por robo de identidad, envíe documentación adecuada, como un informe policial.',
  ];
  family(readQualifiedDisputeProof, FLAG, LAWFUL);
});
