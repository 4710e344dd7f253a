/**
 * Credit reporting and the creditor read by what the sentence does (issue 26, decision 261), written from the law's
 * categories, not from any letter:
 * - The consumer's credit put at stake in plain words ("may affect your credit", "don't let this debt ruin your credit",
 *   "your credit is at risk", "su crédito podría verse afectado"): no reporter is named, but the sentence says the unpaid
 *   debt will reach the credit record, which the least sophisticated consumer reads as a report to come (Reitz v. Credit
 *   Systems of the Fox Valley, E.D. Wis. 2020). It is judged as a threat to report is: against the reporting period
 *   (15 U.S.C. 1681c(a)(4), (c)(1); 1692e(5), (8), (10)) — asked from the words, flagged past the period, silent inside.
 * - A report named by the status it gives the account ("we will report this account as delinquent", "will be reported
 *   as settled", "reportaremos esta cuenta como morosa"), to "the bureaus", or sent to them in the passive ("negative
 *   information may be sent to the credit reporting agencies"): a statement of credit reporting, judged the same way
 *   (Magee v. Portfolio Recovery Associates, N.D. Ill. 2016: "will report this account as settled" on a debt too old to
 *   be reported).
 * - The creditor said to be the one the debt was *originally* owed to ("Originally owed to X", "the debt was first owed
 *   to X", "originalmente adeudada a X"): that names the original creditor, not "the creditor to whom the debt is owed"
 *   now (15 U.S.C. 1692g(a)(2)); read as the original creditor is, by circuit (Smith v. Simm Associates, 7th Cir. 2019,
 *   asks whether the debt was sold).
 * Lawful near misses stay clean: the FTC/CFPB "payment or non-payment of this debt will not affect your credit score",
 * "we will not report it", a credit card's terms, the consumer's free report, a tax report of forgiven debt, a
 * report to the collector's client, and an original creditor named beside the creditor owed now. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { readLetter } from './read-letter';
import { collectorNotice, creditLetter, creditOutcome, ruleOutcome, type RuleOutcome } from './test-letters';

const credit = creditOutcome;
const letter = (body: string): string => creditLetter(body);
/** A debt still inside the reporting period, and one past it. */
const RECENT: UserAnswers = { lastPaymentDate: '2024-06-01' };
const OLD: UserAnswers = { lastPaymentDate: '2014-01-01' };

const judgedByThePeriod = (body: string): void => {
  expect(credit(letter(body)), `words: ${body}`).toBe('ask');
  expect(credit(letter(body), OLD), `old: ${body}`).toBe('flag');
  expect(credit(letter(body), RECENT), `recent: ${body}`).toBe('silent');
};

describe('1. the credit put at stake in plain words, no reporter named: asked, flagged past the period', () => {
  it.each([
    'Failure to pay this balance may affect your credit.',
    'Not paying could damage your credit.',
    "Don't let this debt ruin your credit.",
    'Your credit may be affected if this account remains unpaid.',
    'If the balance stays unpaid, your creditworthiness may suffer.',
    'Leaving this debt unpaid could lower your FICO score.',
    'Your credit is at risk until this balance is resolved.',
    'This delinquency may be reflected in your credit profile.',
    'Pay today to keep this account off your credit report.',
    'If unpaid, this account may be placed on your credit file.',
    'Su crédito podría verse afectado si no paga este saldo.',
    'Su historial crediticio está en riesgo.',
    'Para evitar un reporte negativo en su historial crediticio, pague hoy.',
    'Esta deuda podría bajar su puntaje de crédito.',
    'No deje que esta deuda arruine su crédito.',
  ])('%s', judgedByThePeriod);
});

describe('2. a report named by the status it gives the account, to "the bureaus", or sent in the passive', () => {
  it.each([
    'We will report this account as delinquent.',
    'Your account may be reported as a collection.',
    'If you pay in full, we will report the account as paid in full.',
    'Once the plan is complete, this account will be reported as settled for less than the full balance.',
    'Late accounts are reported to the bureaus each month.',
    'Negative information may be sent to the credit reporting agencies.',
    'Your payment history will be forwarded to Equifax, Experian and TransUnion.',
    'Reportaremos esta cuenta como morosa.',
    'Su cuenta será reportada como pagada cuando termine los pagos.',
  ])('%s', judgedByThePeriod);
});

describe('1–2. near misses: lawful statements, denials, other records and other reports stay silent', () => {
  it.each([
    'Because of the age of your debt, we will not sue you for it, we will not report it to any credit reporting agency, and payment or non-payment of this debt will not affect your credit score.',
    'Paying or not paying this balance will not affect your credit.',
    'We do not report accounts to the credit bureaus.',
    'Your Pinecrest Bank credit card account was closed on January 4, 2024.',
    'Protect your credit card number: never give it to anyone who calls you.',
    'You may request a free copy of your credit report at annualcreditreport.com.',
    'We will report the amount forgiven to the IRS as income on Form 1099-C.',
    'When your last payment arrives, we will report it to our client as paid.',
    'Your account balance may be affected by payments the creditor receives.',
    'Su cuenta de tarjeta de crédito fue cerrada por el banco.',
  ])('%s', (body) => {
    expect(credit(letter(body)), `words: ${body}`).toBe('silent');
    expect(credit(letter(body), RECENT), `recent: ${body}`).toBe('silent');
  });
});

describe('an account "placed" is a referral or a report; only a lien is placed as a levy', () => {
  const actions = (sentence: string): string[] => readLetter(`Keystone Recovery Partners, LLC\n\nMarch 3, 2025\n\n${sentence}\n`).threats.map((t) => t.action);
  it.each([
    ['If unpaid, this account may be placed on your credit file.', 'report'],
    ['Your account will be placed with our attorney for collection.', 'attorney'],
    ['Your account may be placed with a collection attorney.', 'attorney'],
    ['A lien may be placed on your home.', 'levy'],
    ['Your bank account may be frozen.', 'levy'],
  ])('%s → %s', (sentence, action) => {
    expect(actions(sentence)).toEqual([action]);
  });
});

const CREDITOR = 'vn_current_creditor';
const creditor = (words: string, state: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(CREDITOR, collectorNotice(words), { state, ...answers }, '2019-05-01');

describe('3. the creditor said to be the one the debt was originally owed to, the one owed now never named', () => {
  it.each([
    'Originally owed to Pinecrest Bank.',
    'The debt was originally owed to Pinecrest Bank.',
    'This account was first owed to Pinecrest Bank.',
    'Previously owed to Pinecrest Bank.',
    'This debt was initially owed to Pinecrest Bank.',
    'Formerly owed to: Pinecrest Bank',
    'Deuda originalmente adeudada a Pinecrest Bank.',
    'Esta deuda se le debía originalmente a Pinecrest Bank.',
  ])('flagged in NY, FL and TX; in the Seventh Circuit asked whether it was sold: %s', (words) => {
    for (const state of ['NY', 'FL', 'TX']) expect(creditor(words, state), `${state}: ${words}`).toBe('flag');
    expect(creditor(words, 'IL'), `IL: ${words}`).toBe('ask');
    expect(creditor(words, 'IL', { debtSoldToAnother: false }), `IL, not sold: ${words}`).toBe('silent');
    expect(creditor(words, 'IL', { debtSoldToAnother: true }), `IL, sold: ${words}`).toBe('flag');
  });

  it.each([
    'Originally owed to Pinecrest Bank; now owed to LVNV Funding, LLC.',
    'Originally owed to Pinecrest Bank. Current creditor: LVNV Funding, LLC.',
    'Originally owed to Pinecrest Bank. LVNV Funding, LLC now owns this debt.',
    'The debt you now owe to LVNV Funding, LLC was originally owed to Pinecrest Bank.',
    'This debt is owed to Pinecrest Bank.',
    'Originalmente adeudada a Pinecrest Bank. Acreedor actual: LVNV Funding, LLC.',
  ])('the creditor owed now named beside it: silent everywhere: %s', (words) => {
    for (const state of ['NY', 'FL', 'TX', 'IL']) expect(creditor(words, state), `${state}: ${words}`).toBe('silent');
  });
});
