/**
 * Credit reporting in the words the reading did not read yet (issue 26, decision 387), written from the law's categories
 * and the ways collectors write, not from any letter:
 * - A report said as a noun ("this account is subject to credit reporting", "credit bureau reporting will begin"), begun
 *   ("we will begin reporting this account"), shared ("we will share this information with the credit bureaus"), the debt
 *   said to go or end up on the credit report, the score said to drop, a "black mark" on the credit, and in Spanish
 *   ("notificaremos a Equifax", "su cuenta será enviada a las agencias de crédito"): a statement of credit reporting, judged
 *   against the reporting period (15 U.S.C. 1692e(5), (8); 1681c(a)(4), (c)(1)) — asked from the words, flagged past the
 *   period, silent inside it.
 * - A legal duty to report that the law never gives ("we are required by law to report this debt to the credit bureaus",
 *   "la ley nos obliga a reportar esta deuda"): the FCRA sets duties for those who choose to furnish (15 U.S.C. 1681s-2) and
 *   obliges no private collector to report a consumer debt; saying the law compels it misstates the law (1692e(10)). False
 *   from the words, except where a law does require it (federal student loans, 20 U.S.C. 1080a; federal agency debts,
 *   31 U.S.C. 3711(e); child support, 42 U.S.C. 666(a)(7)).
 * - A dispute said not to change how the account is reported (1692e(8); Brady v. Credit Recovery Co., 1st Cir. 1998).
 * - The debt already on the report in a first letter (12 CFR 1006.30(a)) in other words ("currently on your credit report",
 *   "reporting of this account has begun", "ya está en su historial de crédito").
 * Lawful near misses stay clean: the Regulation F model form's "we may report information about your account to credit
 * bureaus", a duty to report a dispute as disputed, "federal law requires us to tell you …", California's 1785.26 notice, a
 * tax report of forgiven debt, a report to the client, a debt said too old to be reported, "pay now" beside a credit word.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { creditLetter, creditOutcome, ruleOutcome, type RuleOutcome } from './test-letters';

/** A debt still inside the reporting period, and one past it. */
const RECENT: UserAnswers = { lastPaymentDate: '2024-06-01' };
const OLD: UserAnswers = { lastPaymentDate: '2014-01-01' };
const beforeContact = (text: string): RuleOutcome =>
  ruleOutcome('reported_before_contact', text, { state: 'PA', allPagesUploaded: undefined, isFirstContact: true }, '2025-03-13');

describe('credit reporting said as a noun, begun, shared, or the debt said to land on the report: asked, flagged past the period', () => {
  it.each([
    'This account is subject to credit reporting.',
    'Your account has been scheduled for credit bureau reporting.',
    'Credit reporting will begin in 30 days if this balance is not paid.',
    'We will begin reporting this account in 30 days.',
    'We will share this information with the credit bureaus.',
    'This debt will end up on your credit report.',
    'If you do not pay, this account will go on your credit report.',
    'Nonpayment could drop your credit score.',
    'Pay now to avoid credit reporting.',
    'This will be a black mark on your credit.',
    'Si no paga, notificaremos a Equifax, Experian y TransUnion.',
    'Su cuenta será enviada a las agencias de crédito.',
    'Equifax, Experian y TransUnion serán notificadas si no paga.',
    'Podemos proporcionar información sobre su cuenta a las agencias de crédito.',
  ])('%s', (body) => {
    const text = creditLetter(body);
    expect(creditOutcome(text), body).toBe('ask');
    expect(creditOutcome(text, OLD), body).toBe('flag');
    expect(creditOutcome(text, RECENT), body).toBe('silent');
  });
});

describe('a legal duty to report the law does not give, and a dispute said not to change the report: flagged from the words', () => {
  it.each([
    'We are required by law to report this debt to the credit bureaus.',
    'Federal law requires us to report this account to Equifax, Experian and TransUnion.',
    'The law requires that unpaid debts be reported to the credit reporting agencies.',
    'We are obligated by law to furnish this account to the consumer reporting agencies.',
    'La ley nos obliga a reportar esta deuda a las agencias de crédito.',
    'Estamos obligados por ley a reportar esta cuenta a los burós de crédito.',
    'Your dispute will not change how we report this account to the credit bureaus.',
    'Su disputa no cambiará la forma en que reportamos esta cuenta.',
    'This negative mark will never come off your credit unless you pay.',
  ])('%s', (body) => {
    expect(creditOutcome(creditLetter(body), RECENT), body).toBe('flag');
  });
});

describe('the debt said already on the report in other words, on a first contact (1006.30(a))', () => {
  it.each([
    'This collection is currently on your credit report.',
    'Reporting of this account to the credit bureaus has begun.',
    'Esta cuenta ya está en su historial de crédito.',
  ])('%s', (body) => {
    expect(beforeContact(creditLetter(body)), body).toBe('flag');
  });
});

describe('lawful near misses stay clean', () => {
  it.each([
    'We may report information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
    'We are required by law to report this account as disputed if you dispute it.',
    'Federal law requires us to tell you that we may report information about your account to credit bureaus.',
    'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
    'Any amount forgiven may be reported to the IRS.',
    'We are required by law to report forgiven amounts over $600 to the Internal Revenue Service.',
    'Your payment will be reported to your creditor.',
    'If you pay the full balance, we will report your account as paid in full.',
    'We will not share information about this debt with the credit bureaus until we have communicated with you.',
    'Your dispute will not affect the balance you owe.',
    'Federal law requires us to report your defaulted federal student loan to the credit bureaus.',
    'We are required by law to notify you that we may report information about your account to credit bureaus.',
    'La ley nos obliga a informarle que podemos reportar esta cuenta a las agencias de crédito.',
    'We are required by law to report accurate information to the credit bureaus.',
    'Your dispute will not change the amount we report as owed.',
    'This charge will remain on your credit card statement until paid.',
  ])('inside the period: %s', (body) => {
    expect(creditOutcome(creditLetter(body), RECENT), body).toBe('silent');
  });

  it.each([
    'This debt is too old to be reported to the credit bureaus.',
    'Because of the age of your debt, we will not sue you for it and we will not report it to any credit reporting agency.',
  ])('a debt said too old to report is no threat to report it, even past the period: %s', (body) => {
    expect(creditOutcome(creditLetter(body), OLD), body).toBe('silent');
  });

  it.each([
    'Paying now avoids a negative credit listing.',
    'Please pay now. If this balance remains unpaid, we may report it to the credit bureaus.',
    'We will not report this debt to a credit reporting agency until we have communicated with you about it.',
  ])('no report said made, on a first contact: %s', (body) => {
    expect(beforeContact(creditLetter(body)), body).toBe('silent');
  });
});
