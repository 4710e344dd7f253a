/**
 * Paraphrase families for decision 243 (issue 26): overshadowing by layout. A first letter (the notice in its words, or the person
 * says it is the first) that demands payment or a call, or presses with a step, in words the rules read but do not, from the
 * words alone, hold to overshadow the thirty days (no deadline inside the period, no step timed inside it). Whether it does turns on
 * what the uploaded words cannot show and the person holding the paper can: the demand printed so that it stands out (large, bold,
 * capitals, colour) while the notice of the thirty-day rights is played down (smaller or fainter type, or only on the back with
 * nothing on the front pointing to it). Swanson v. Southern Oregon Credit Service (9th Cir. 1988): a demand in bold type larger than
 * the notice overshadowed it; Miller v. Payco-General American Credits (4th Cir. 1991): "DEMAND FOR PAYMENT" and "IMMEDIATE FULL
 * PAYMENT" in large red type on the front, the notice on the back in small type. 15 U.S.C. 1692g(b); for letters under Regulation F
 * the notice must also be clear and conspicuous, its location and type size readily noticeable (12 CFR 1006.34(b)(1), (d)(1)).
 * So the rule asks `noticeDeemphasized` and flags (medium) on yes.
 *
 * Lawful and not asked: a letter with no demand (a way to pay, a polite request to remit or to call, an invitation, an offer: small
 * print with no demand that stands out has mostly been held lawful; a "PLEASE CALL" box and payment requests over smaller rights
 * were held lawful in a development letter); a later letter; a letter that explains the thirty days survive its demand (Bartlett v.
 * Heibl, 7th Cir. 1997); a letter the rules already flag from its words. On "no" (the notice as legible as the demand, or on the
 * back with the front pointing to it and nothing contrary) the rule passes. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { analyzeText, getRule } from '../index';
import { bareLetter, firstLetter, overshadowingOutcome, questionsAskedByDeadlineRules } from './test-letters';

const TODAY = '2025-06-12';
// Outside the Second Circuit, where a demand "due now" is read from the words alone (Savino; decision 136).
const STATES = ['OR', 'MD', 'TX'];
const asked = (text: string, answers: UserAnswers = {}): string[] => questionsAskedByDeadlineRules(text, { state: 'OR', ...answers }, TODAY);

/** Demands and pressure in words that alone do not overshadow (no deadline, no step timed inside the period). */
const DEMANDS = [
  // Miller's kind, in ordinary type as an upload gives it (with "immediate" the words alone already flag it)
  'This is a demand for full payment of your debt.',
  'Your seriously past due account has been given to us for immediate action. Phone us at 800-555-0100 today.',
  // obligation in other words
  'You must pay the balance of this account in full.',
  'Payment in full of the balance is required.',
  'We demand that you pay this account.',
  'Our client insists on payment of the full balance.',
  'You need to call this office about this account at once.',
  // pressure: a step said to follow non-payment, untimed
  'If you do not pay this balance, we will refer your account to our attorney.',
  'Unless the balance is paid, this account will be reported to the credit bureaus.',
  // Spanish
  'Le exigimos el pago total de esta deuda.',
  'Usted debe pagar el saldo total de esta cuenta.',
  'Si no paga este saldo, enviaremos su cuenta a nuestro abogado.',
];

describe('a first letter that demands or presses, its notice played down on the paper', () => {
  it.each(DEMANDS)('is asked unanswered, flagged on yes, passed on no: %s', (body) => {
    const text = firstLetter(body);
    expect(asked(text)).toContain('noticeDeemphasized');
    for (const state of STATES) {
      expect(overshadowingOutcome(text, { state, noticeDeemphasized: true }, TODAY), state).toBe('flag');
      expect(overshadowingOutcome(text, { state, noticeDeemphasized: false }, TODAY), state).toBe('silent');
    }
  });

  it('a letter without the notice in its words, said to be the first, is asked too and flagged on yes', () => {
    const text = bareLetter('This is a demand for full payment of your debt.');
    expect(asked(text, { isFirstContact: true })).toContain('noticeDeemphasized');
    expect(overshadowingOutcome(text, { state: 'MD', isFirstContact: true, noticeDeemphasized: true }, TODAY)).toBe('flag');
  });

  it('the finding says what the answer was and cites the authority', () => {
    const result = analyzeText(firstLetter('You must pay the balance of this account in full.'), {
      answers: { allPagesUploaded: true, state: 'OR', noticeDeemphasized: true },
      today: TODAY,
      rules: [getRule('overshadow_payment_deadline')!],
    });
    const finding = result.findings.find((f) => f.id === 'overshadow_payment_deadline');
    expect(finding?.confidence).toBe('medium');
    expect(finding?.message).toContain('Swanson v. Southern Oregon Credit Service');
    expect(finding?.message).toContain('Miller v. Payco-General American Credits');
    expect(finding?.message).toContain('You must pay the balance of this account in full.');
  });

  it('the question is asked in Spanish for a Spanish reader', () => {
    const result = analyzeText(firstLetter('Usted debe pagar el saldo total de esta cuenta.'), {
      answers: { allPagesUploaded: true, state: 'OR' },
      today: TODAY,
      lang: 'es',
      rules: [getRule('overshadow_payment_deadline')!],
    });
    const q = result.questions.find((x) => x.id === 'noticeDeemphasized');
    expect(q?.text).toMatch(/30 días/);
  });
});

describe('near misses: not asked, never flagged', () => {
  it.each([
    // no demand: a way to pay, a polite request, a call asked of one with questions, an invitation, an offer
    'You can pay online at apexrecovery.example or by mail.',
    'Please remit payment in the enclosed envelope.',
    'Please call us at 800-555-0100.',
    'If you have any questions about this account, please call us at 800-555-0100.',
    'If you wish, you may pay this balance now.',
    'We can accept $600.00 to settle this account if paid by August 30, 2025.',
    'Si tiene alguna pregunta, llámenos al 800-555-0100.',
    // a statement that the debt is owed, and a request put politely, are no demand
    'Your account has been placed with this agency and the balance is due.',
    'We must ask that you remit the balance shown in full using the enclosed envelope.',
    // a step only said to be possible (Terran v. Kaplan, 9th Cir. 1997), or only weighed
    'If the balance is not paid, we may refer your account to an attorney.',
    'If we cannot resolve this account, it will be reviewed to determine whether or not placement with a law firm is appropriate.',
    // a step or a payment put after the validation period (the end date is July 14, 2025)
    'We intend to report this account to the credit bureaus after the validation period ends.',
    'You must pay the balance in full by August 30, 2025.',
    // the thirty days said to survive the demand (Bartlett v. Heibl)
    'You must pay the balance of this account in full. Nothing in this letter limits your right to dispute this debt, as described below.',
  ])('%s', (body) => {
    const text = firstLetter(body);
    expect(asked(text)).not.toContain('noticeDeemphasized');
    expect(overshadowingOutcome(text, { state: 'OR', noticeDeemphasized: true }, TODAY)).toBe('silent');
  });

  it('a later letter is not asked, and the answer does not flag it', () => {
    const text = bareLetter('You must pay the balance of this account in full.');
    expect(asked(text, { isFirstContact: false })).not.toContain('noticeDeemphasized');
    expect(overshadowingOutcome(text, { state: 'OR', isFirstContact: false, noticeDeemphasized: true }, TODAY)).not.toBe('flag');
  });

  it('a letter the rules already flag from its words is not asked', () => {
    for (const body of [
      'You must pay the balance in full within ten days or we will file suit against you.',
      'If we do not receive payment in full by June 20, 2025, your account will be forwarded to our attorney.',
    ]) {
      const text = firstLetter(body);
      expect(overshadowingOutcome(text, { state: 'OR' }, TODAY)).toBe('flag');
      expect(asked(text)).not.toContain('noticeDeemphasized');
    }
  });

  it('a letter without the notice whose sender has not said it is the first is not asked about the layout', () => {
    expect(asked(bareLetter('You must pay the balance of this account in full.'))).not.toContain('noticeDeemphasized');
  });
});
