/**
 * Credit-reporting statements read by kind (issue 26, decision 191), written from the law's categories, not from any
 * letter: who acts, the reporting verb and its modality, the consequence claimed and its condition.
 * - A harm to the credit report that the law makes false from the words alone: the debt said to stay on the report
 *   until it is paid, forever, or for life, or payment said to be the only way off the report (15 U.S.C. 1692e(5),
 *   (10); 15 U.S.C. 1681c(a)(4), (c)(1): a collection account comes off after about 7 years and 180 days, paid or not).
 * - A dispute said not to reach the report (15 U.S.C. 1692e(8); 12 CFR 1006.18(c)(2)): a collector that reports a
 *   debt it knows is disputed must report it as disputed.
 * - A threat of harm to the consumer's credit with no reporter named ("failure to pay will damage your credit"):
 *   it implies a report, judged against the reporting period (Reitz v. Credit Systems of the Fox Valley, E.D. Wis.
 *   2020); asked from the words.
 * Lawful near misses courts and regulators approved must stay clean: the FTC/CFPB "may report or continue to report …
 * as unpaid" inside the period; "we may report information about your account to credit bureaus" (12 CFR 1022 /
 * FCRA 623(a)(7) notice); Regulation F's "we will not report … until we have communicated with you" (1006.30(a));
 * a paid debt reported as paid; a dispute reported as disputed; the true 7-year limit. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { ruleOutcome, type RuleOutcome } from './test-letters';

const CREDIT = 'credit_reporting_threat_misleading';
const outcome = (text: string, answers: UserAnswers = {}, today = '2025-03-13'): RuleOutcome =>
  ruleOutcome(CREDIT, text, { state: 'PA', allPagesUploaded: undefined, ...answers }, today);
const letter = (body: string): string =>
  `Keystone Recovery Partners, LLC\nPO Box 400, Harrisburg, PA 17101\n\nMarch 3, 2025\n\nAccount ending 7781\nBalance: $1,204.55\n\n${body}\n\nThis communication is from a debt collector.`;
/** A debt still inside the reporting period, and one past it. */
const RECENT: UserAnswers = { lastPaymentDate: '2024-06-01' };
const OLD: UserAnswers = { lastPaymentDate: '2014-01-01' };

describe('a harm to the credit report the law makes false: the debt stays until paid, forever, or only payment removes it', () => {
  it.each([
    'This debt will remain on your credit report until it is paid.',
    'Unless you pay, this collection account will stay on your credit file indefinitely.',
    'This account will continue to appear on your credit report until the balance is paid in full.',
    'The negative entry will not be removed from your credit report until you pay.',
    'This collection will never drop off your credit report unless you pay it.',
    'Paying this balance is the only way to get this account off your credit report.',
    'Only payment in full will remove this collection from your credit history.',
    'This debt will follow you on your credit report for the rest of your life.',
    'Your credit will be damaged permanently if you do not resolve this balance.',
    'An unpaid collection stays on your credit record for as long as it remains unpaid.',
    'Esta deuda permanecerá en su informe de crédito hasta que sea pagada.',
    'Esta cuenta seguirá apareciendo en su historial de crédito para siempre.',
    'Esta deuda nunca desaparecerá de su reporte de crédito si no la paga.',
    'Su crédito quedará dañado de por vida si no paga esta cuenta.',
    'Si no paga, arruinaremos su historial de crédito para siempre.',
    'This collection will show on your credit report until it is paid in full.',
  ])('flags from the words alone, whatever the dates: %s', (body) => {
    expect(outcome(letter(body)), body).toBe('flag');
    expect(outcome(letter(body), RECENT), body).toBe('flag');
  });
});

describe('a dispute said not to reach the credit report (1692e(8))', () => {
  it.each([
    'We will report this account as undisputed.',
    'Your dispute will not be noted on your credit report.',
    'We do not mark accounts as disputed with the credit bureaus.',
    'We will not inform the credit bureaus that you dispute this debt.',
    'The credit reporting agencies will not be told that this balance is disputed.',
    'Even if you dispute this debt, it will be reported to the credit bureaus as owed.',
    'No informaremos a las agencias de crédito que usted disputa esta deuda.',
    'Su disputa no aparecerá en su informe de crédito.',
  ])('flags from the words alone: %s', (body) => {
    expect(outcome(letter(body)), body).toBe('flag');
    expect(outcome(letter(body), RECENT), body).toBe('flag');
  });
});

describe('a threat of harm to credit with no reporter named: asked, flagged past the reporting period', () => {
  it.each([
    'Failure to pay this balance will damage your credit rating.',
    'Non-payment may hurt your credit score.',
    'If this balance is not paid, it could have a negative impact on your credit.',
    'Ignoring this notice will harm your credit history.',
    'Your credit rating will suffer if you do not pay.',
    'Si no paga, esto dañará su historial de crédito.',
    'La falta de pago perjudicará su crédito.',
  ])('%s', (body) => {
    expect(outcome(letter(body)), body).toBe('ask');
    expect(outcome(letter(body), OLD), body).toBe('flag');
    expect(outcome(letter(body), RECENT), body).toBe('silent');
  });
});

describe('near misses courts and regulators approved stay clean inside the reporting period', () => {
  it.each([
    'Because of the age of your debt, we will not sue you for it. We may report or continue to report it to the credit reporting agencies as unpaid.',
    'We may report information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
    'We will not report this debt to a credit reporting agency until we have communicated with you about it.',
    'If you pay the full balance, we will report your account as paid in full.',
    'If you pay less than the full balance, we will report the account as settled for less than the full balance.',
    'If you dispute this debt, we will report it to the credit bureaus as disputed.',
    'We will notify the credit reporting agencies that you dispute this balance.',
    'This account may be reported as unpaid until it is resolved.',
    'Si usted disputa esta deuda, la reportaremos como disputada.',
    'Podemos reportar información sobre su cuenta a las agencias de crédito.',
  ])('%s', (body) => {
    expect(outcome(letter(body), RECENT), body).toBe('silent');
  });

  it.each([
    'Collection accounts may remain on your credit report for up to seven years from the original delinquency date.',
    'Negative information generally stays on a credit report for seven years, whether or not it is paid.',
    'Paying this balance will not remove it from your credit report; it will be reported as paid.',
    'You may dispute information on your credit report directly with Equifax, Experian or TransUnion.',
    'We will not notify the credit bureaus until your dispute is resolved.',
    'This debt will not appear on your credit report until we have communicated with you about it.',
    'This account will not appear on your credit report unless you fail to pay as agreed.',
    'Your dispute will not affect the balance you owe.',
    'Una cuenta de cobranza puede permanecer en su informe de crédito hasta siete años.',
  ])('is not read as a false statement from the words: %s', (body) => {
    expect(outcome(letter(body), RECENT), body).toBe('silent');
  });
});

const IMPERSONATION = 'credit_bureau_impersonation';
const BEFORE_CONTACT = 'reported_before_contact';
const ruleOn = (id: string, text: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(id, text, { state: 'PA', allPagesUploaded: undefined, ...answers }, '2025-03-13');

describe('a collector that says it is, or speaks for, a credit bureau (1692e(16))', () => {
  it.each([
    'As your local credit reporting agency, we must remind you of this balance.',
    'This notice is sent on behalf of the credit bureaus.',
    'We are a credit bureau and we maintain your credit file.',
    'Somos una agencia de informes de crédito.',
    'This is an official notice from the credit reporting agency that holds your file.',
    'We act for Equifax, Experian and TransUnion in collecting this balance.',
    'Le escribimos en nombre de los burós de crédito.',
  ])('flags: %s', (body) => {
    expect(ruleOn(IMPERSONATION, letter(body)), body).toBe('flag');
  });
  it.each([
    'We are not a credit bureau.',
    'We may report information about your account to Equifax, Experian and TransUnion.',
    'You may dispute information on your credit report directly with Equifax.',
  ])('does not flag: %s', (body) => {
    expect(ruleOn(IMPERSONATION, letter(body)), body).toBe('silent');
  });
});

describe('a debt said already on the credit report in a first letter (12 CFR 1006.30(a))', () => {
  it.each([
    'This account has already been reported to the credit bureaus.',
    'This collection account is now being reported to Equifax, Experian and TransUnion.',
    'We have furnished this account to the national credit reporting agencies.',
    'Esta cuenta ya fue reportada a los burós de crédito.',
    'We have placed this collection account on your credit report.',
    'Your Experian credit report now lists this account as a collection.',
    'Hemos reportado esta deuda a Equifax.',
    'Esta deuda ya aparece en su historial de crédito.',
  ])('flags on a first contact: %s', (body) => {
    expect(ruleOn(BEFORE_CONTACT, letter(body), { isFirstContact: true }), body).toBe('flag');
  });
  it.each([
    'We will not report this debt to a credit reporting agency until we have communicated with you about it.',
    'The original creditor has reported this account to the credit bureaus.',
    'We have not reported this debt to any credit bureau.',
    'If this balance remains unpaid, we may report it to the credit bureaus.',
  ])('does not flag: %s', (body) => {
    expect(ruleOn(BEFORE_CONTACT, letter(body), { isFirstContact: true }), body).toBe('silent');
  });
});

describe('a report threatened on a debt whose own dates put it past the 7-year period (1681c)', () => {
  it.each([
    'Charge-off date: 03/14/2012\nWe may report this account to the credit bureaus if it is not paid.',
    'Date of first delinquency: June 2, 2011\nThis balance will be reported to Equifax, Experian and TransUnion.',
    'Charged off on January 5, 2013. If you do not pay, the account may appear on your credit report.',
    'Fecha de castigo: 14 de marzo de 2012\nSu cuenta será reportada a los burós de crédito.',
  ])('flags from the words alone: %s', (body) => {
    expect(outcome(letter(body)), body).toBe('flag');
  });
  it.each([
    'Charge-off date: 03/14/2023\nWe may report this account to the credit bureaus if it is not paid.',
    'Date of first delinquency: June 2, 2022\nThis balance will be reported to Equifax, Experian and TransUnion.',
  ])('passes a debt still inside the period: %s', (body) => {
    expect(outcome(letter(body)), body).toBe('silent');
  });
});
