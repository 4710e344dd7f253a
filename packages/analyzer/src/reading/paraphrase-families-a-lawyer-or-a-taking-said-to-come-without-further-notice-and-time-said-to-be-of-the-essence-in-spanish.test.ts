/**
 * Paraphrase family for decision 566 (issue 26), written from the law, not from a letter. Two acts:
 *
 * 1. A first letter that says a referral to a lawyer, a garnishment or a levy will come with no further notice before it: the
 *    letter in hand is the last word before a step of suit's means that may come on any day of the thirty, as "at any time"
 *    (decision 136) and a suit "without further notice" (decision 361) already say. Said as sure, it may overshadow the validation
 *    notice (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1); Bartlett v. Heibl, 7th Cir. 1997: a referral to a lawyer inside the thirty
 *    days). Near misses: the step only said possible with no payment pressed (Terran v. Kaplan, 9th Cir. 1997), the step put after
 *    the period's end, the step denied, and Bartlett's explanation that a request for proof suspends it.
 * 2. Urgency said in Spanish as "time is of the essence" says it in English ("el tiempo es esencial", "el tiempo es de la
 *    esencia") under a demand and a sure step; not alone, not of a dispute, never a step only possible.
 * 3. Payment demanded as its condition with "it" or the Spanish impersonal as the subject ("unless it is paid", "if it is not
 *    paid", "si no se paga"), under urgency and a sure step, as "unless this balance is paid" already is (decision 334); not a
 *    step only possible (Terran), not a condition with no step.
 *
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, overshadowingOutcome, ruleOutcome } from './test-letters';

const ANSWERS = { state: 'NY', isFirstContact: true };
const threatOutcome = (sentence: string) => ruleOutcome('overshadow_threat_inside_period', firstLetter(sentence), ANSWERS, '2025-06-12');
const anyOutcome = (sentence: string) => overshadowingOutcome(firstLetter(sentence), { isFirstContact: true });

const BARTLETT =
  'The law does not require us to wait until the end of the thirty-day period before referring this debt to an attorney. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires us to suspend our efforts to collect the debt until we mail the requested information to you.';

describe('a lawyer, a garnishment or a levy said to come without further notice', () => {
  it.each([
    'Your account will be forwarded to our attorney without further notice.',
    'Unless you pay, we will refer this account to an attorney without further notice to you.',
    'If this balance is not paid, our client will garnish your wages without further notice.',
    'Without further notice, we will refer your account to our attorneys.',
    'We will turn this account over to our lawyers without any further warning.',
    'You will receive no further notice before your account is turned over to our attorney.',
    'No further warning will be given before this file is sent to an attorney.',
    'Remitiremos su cuenta a nuestros abogados sin previo aviso si no paga.',
    'Su cuenta será enviada a un abogado sin más aviso.',
    'Embargaremos su salario sin previo aviso.',
  ])('flags "%s"', (sentence) => {
    expect(threatOutcome(sentence)).toBe('flag');
  });

  it('flags the control: a suit said to come without further notice (decision 361)', () => {
    expect(threatOutcome('We will file suit without further notice.')).toBe('flag');
  });
});

describe('urgency said in Spanish as time of the essence', () => {
  it.each([
    'El tiempo es esencial. Si no paga, remitiremos su cuenta a nuestros abogados.',
    'El tiempo es de la esencia. Si no recibimos su pago, presentaremos una demanda en su contra.',
  ])('flags "%s"', (sentence) => {
    expect(anyOutcome(sentence)).toBe('flag');
  });

  it('flags the control: the English "time is of the essence" under the same step', () => {
    expect(anyOutcome('Time is of the essence. If this balance is not paid, we will refer it to our attorney.')).toBe('flag');
  });
});

describe('payment demanded as its condition with "it" or the Spanish impersonal as the subject', () => {
  it.each([
    'This requires your prompt attention. Unless it is paid, we will refer the account to our attorney.',
    'Time is of the essence. If it is not paid, we will file suit against you.',
    'Urgent. Unless it is paid in full, this account will be forwarded to our attorneys.',
    'El tiempo apremia. Si no se paga, remitiremos su cuenta a nuestros abogados.',
    'Es urgente. Si no se paga este saldo, presentaremos una demanda en su contra.',
  ])('flags "%s"', (sentence) => {
    expect(anyOutcome(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'We may refer your account to an attorney without further notice.',
    'Si no paga, podríamos remitir su cuenta a un abogado sin previo aviso.',
    'We will refer this account to an attorney if it remains unpaid after July 14, 2025, without further notice.',
    'After the end of the validation period, your account will be forwarded to our attorney without further notice.',
    'Después de que termine el período de validación, su cuenta será enviada a un abogado sin más aviso.',
    'Your account will not be forwarded to an attorney without further notice to you.',
    `Your account will be forwarded to our attorney without further notice. ${BARTLETT}`,
  ])('does not flag "%s"', (sentence) => {
    expect(threatOutcome(sentence)).not.toBe('flag');
  });

  it.each([
    'El tiempo es esencial.',
    'Time is of the essence. You have thirty days to dispute this debt as explained below.',
    'El tiempo es esencial si desea disputar esta deuda: escríbanos antes de la fecha indicada abajo.',
    'El tiempo es esencial. Si no paga, podríamos remitir su cuenta a un abogado.',
    'You may pay at any time.',
    'Usted puede pagar en cualquier momento.',
    'This requires your prompt attention. Unless it is paid, we may refer the account to an attorney.',
    'Si no se paga, podríamos remitir su cuenta a un abogado.',
    'Please give this your prompt attention. If it is not paid, we will send you another statement next month.',
    'El tiempo apremia. Si no se paga, le enviaremos otro estado de cuenta el próximo mes.',
  ])('does not flag "%s" (any overshadowing rule)', (sentence) => {
    expect(anyOutcome(sentence)).not.toBe('flag');
  });
});
