/**
 * Paraphrase families for decision 512 (issue 26, session 56): threats of legal action not intended or not lawful, stated or
 * implied (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)), read in the other ways collectors write them. Tests, not the
 * measure; every variant is written here, in no letter's words.
 *
 * 1. The collector's or creditor's right to sue given by the law or the contract ("the law allows our client to sue you", "state
 *    law permits us to file a lawsuit", "we are legally permitted to file suit", "tenemos derecho a demandarle", "la ley nos
 *    permite presentar una demanda"): the right said to the consumer in a demand is the threat of using it, as decision 228
 *    reads "we have the legal right to file a lawsuit" (Russey v. Rankin, D.N.M. 1995: the letter "clearly threaten[ed]
 *    litigation"). Asked about (lawsuitFiled) and flagged once no suit followed. Lawful: the consumer's rights, a right the law
 *    denies, another step the law allows (a credit report), "our client may consider all remedies available under the law"
 *    (a truthful "may"), a right kept in reserve.
 * 2. A notice titled with its clock after the word "notice" ("NOTICE - 2 DAYS", "NOTICE: 48 HOURS", "FINAL NOTICE (5 DAYS)",
 *    "AVISO - 2 DÍAS"), and an unnamed step said with its qualifier after the noun ("whatever steps are necessary and proper
 *    will be taken", "all action that is required will be taken", "we will take whatever steps are needed", "se tomarán las
 *    medidas que sean necesarias"): the timed notice puts the step it announces on its clock, and the least sophisticated
 *    consumer reads that step as a suit (Pipiles v. Credit Bureau of Lockport, 2d Cir. 1989: a "48 HOUR NOTICE" from an agency
 *    that never sued; Jeter v. Credit Bureau, 11th Cir. 1985). Lawful: a "may" (a truthful statement of remedies outside the
 *    Third Circuit), continued collection, a step that serves the consumer's own report, a title with a clock and no step.
 */
import { describe, it } from 'vitest';
import { expectNoSuitThreat, expectSuitThreat } from './test-letters';

describe('1. the right to sue given by the law or the contract (Russey)', () => {
  it.each([
    'The law allows our client to sue you for this balance.',
    'State law permits us to file a lawsuit against you for the full amount.',
    'Your credit agreement gives the creditor the right to take legal action against you.',
    'Under the law, we are permitted to file suit to collect this debt.',
    'Our client is legally authorized to commence litigation against you.',
    'Tenemos derecho a demandarle por el saldo total.',
    'La ley nos permite presentar una demanda en su contra.',
  ])('a threat of suit: %s', (body) => {
    expectSuitThreat(body);
  });

  it.each([
    'The law allows you to dispute this debt and to sue a collector who breaks the law.',
    'Because of the age of your debt, the law does not allow us to sue you.',
    'The law allows us to report this account to the credit bureaus.',
    'Our client may consider all remedies available under the law.',
    'Our client reserves the right to pursue any remedy the law allows.',
    'La ley le permite a usted disputar esta deuda.',
  ])('no threat: %s', (body) => {
    expectNoSuitThreat(body);
  });
});

describe('2. a notice clocked after its title, and a step named only by its need (Pipiles)', () => {
  it.each([
    'NOTICE - 2 DAYS\n\nYour account has been turned over for collection.\n\nFurther action will be taken to obtain the full balance.',
    'NOTICE: 48 HOURS\n\nWe will take the necessary steps to collect this account.',
    'FINAL NOTICE (5 DAYS)\n\nAppropriate action will be taken against you.',
    'NOTICE - 3 DAYS\n\nWhatever steps are necessary and proper will be taken to obtain payment in full.',
    'If this balance is not paid within five days, all action that is required will be taken to recover it.',
    'Unless you pay within 10 days, we will take whatever steps are needed to collect this balance.',
    'AVISO - 2 DÍAS\n\nSe tomarán todas las medidas que sean necesarias para obtener el pago total.',
  ])('a threat of suit: %s', (body) => {
    expectSuitThreat(body);
  });

  it.each([
    'NOTICE - 2 DAYS\n\nPlease call us to discuss a payment plan.',
    'NOTICE - 2 DAYS\n\nWe may take whatever steps are necessary to collect this balance.',
    'NOTICE - 2 DAYS\n\nFurther collection efforts will be made.',
    'NOTICE - 2 DAYS\n\nWhatever steps are necessary will be taken to correct any error you report to us.',
    'NOTICE: 48 HOURS\n\nOur client may consider all remedies available under the law.',
    'AVISO - 2 DÍAS\n\nLlámenos para hablar de un plan de pagos.',
  ])('no threat: %s', (body) => {
    expectNoSuitThreat(body);
  });
});
