/**
 * The seven years a collection may stay on a credit report said to run from the day it is paid, in words the reader did not
 * take (issue 26, decision 493; instrument W487, written from the law): "an unpaid collection stays on your credit report for seven
 * years from the date it is finally paid or settled", "for seven years after the account is paid in full", "siete años a partir de la
 * fecha en que la cuenta sea pagada". The FCRA counts the seven years from 180 days after the delinquency began, paid or not
 * (15 U.S.C. 1681c(a)(4), (c)(1)); a period said to start at payment misstates it (1692e(8), (10)). Near misses: the period told
 * right ("seven years from the date of the first delinquency", "paying it will not restart the seven years"), and a statement of
 * what payment does to the status ("once paid, it will be reported as paid").
 */
import { describe, expect, it } from 'vitest';
import { creditLetter, creditOutcome } from './test-letters';

const FROM_PAYMENT = [
  'Please keep in mind that an unpaid collection stays on your credit report for seven years from the date it is finally paid or settled.',
  'This collection account will remain on your credit report for seven years after the account is paid in full.',
  'A collection account stays on your credit file for 7 years from the day the debt is settled.',
  'Recuerde que una cuenta en cobranza permanece en su informe de crédito siete años a partir de la fecha en que la cuenta sea pagada.',
];
const TOLD_RIGHT = [
  'A collection account may stay on your credit report for up to seven years from the date of the first delinquency, whether or not it is paid.',
  'Paying this account will not restart the seven years it may be reported.',
  'Once the account is paid, it will be reported as paid in full.',
];

describe('the seven years said to run from payment', () => {
  it.each(FROM_PAYMENT)('%s', (sentence) => expect(creditOutcome(creditLetter(sentence))).toBe('flag'));
});

describe('near misses: the period told right, or what payment does to the status', () => {
  it.each(TOLD_RIGHT)('%s', (sentence) => expect(creditOutcome(creditLetter(sentence))).not.toBe('flag'));
});
