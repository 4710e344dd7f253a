/**
 * Paraphrase family for decision 377 (issue 26), from probes of the law: a letter that itself says the debt was discharged in
 * bankruptcy, or that nothing is owed, and asks for nothing, states the debt's status truly; the consumer's answer that the debt
 * was discharged, paid or settled makes a letter false (15 U.S.C. 1692e(2)(A)) only where it seeks payment. Decision 217 read a
 * settlement or payment confirmed; the probes found flagged a letter saying the debt "was discharged in your bankruptcy case" and
 * that the consumer "owe[s] nothing on it", and a letter saying only "Your account balance is $0.00", with the Spanish twins.
 * Near misses stay flagged: a discharge only supposed ("if this debt has been discharged…") beside a balance demanded, a zero
 * figure on one line of a table beside a balance due, a discharge said with a payment still asked. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (body: string): string =>
  [
    'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215',
    'March 3, 2016',
    'John Smith\n12 Elm Street\nDayton, OH 45402',
    'Re: Account No. XXXX4521\nCreditor: First Valley Bank',
    'Dear John Smith:',
    body,
    'This communication is from a debt collector.',
    'Sincerely,\nAcme Recovery Services, Inc.',
  ].join('\n\n');
const outcome = (body: string, answers: Record<string, boolean>): string =>
  ruleOutcome('misstated_legal_status', letter(body), { state: 'OH', isFirstContact: false, ...answers }, '2016-03-13');
const DISCHARGED = { debtDischargedInBankruptcy: true };
const PAID = { debtAlreadyPaidOrSettled: true };

describe('a debt said discharged, or nothing owed, in a letter that asks for nothing', () => {
  it.each([
    ['Our records show that this debt was discharged in your bankruptcy case. You owe nothing on it.', DISCHARGED],
    ['This account has been discharged in bankruptcy and we have closed our file.', DISCHARGED],
    ['Su deuda fue liberada en su caso de bancarrota. Usted no debe nada.', DISCHARGED],
    ['Your account balance is $0.00. This account is closed.', PAID],
    ['You owe nothing further on this account. Our file is closed.', PAID],
    ['Saldo: $0.00. No debe nada en esta cuenta.', PAID],
  ])('passes "%s"', (body, answers) => {
    expect(outcome(body, answers)).not.toBe('flag');
  });
});

describe('near misses: a discharge supposed, a zero beside a balance due, a payment asked', () => {
  it.each([
    ['If this debt has been discharged in bankruptcy, please disregard this notice. The balance of $1,245.60 is due now.', DISCHARGED],
    ['Interest balance: $0.00. Total balance: $1,245.60. Please remit payment.', PAID],
    ['This account was discharged in bankruptcy, but you still owe $1,245.60. Please pay it today.', DISCHARGED],
    ['Please remit the balance of $1,245.60.', PAID],
  ])('flags "%s"', (body, answers) => {
    expect(outcome(body, answers)).toBe('flag');
  });
});
