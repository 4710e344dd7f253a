/**
 * Paraphrase family for decision 426 (issue 26, item 4): a threat to report to the credit bureaus a debt the person says is already
 * paid or settled, or was discharged in bankruptcy. Reporting such a debt as owed communicates credit information the collector
 * knows or should know is false (15 U.S.C. 1692e(8)), and misstates the debt's status (1692e(2)(A), (10)); the Fourth Circuit held
 * an agency's letters that kept demanding a bill already paid and threatened to report it as "past due" violated both (Russell v.
 * Absolute Collection Services, 763 F.3d 385 (4th Cir. 2014)). A discharged debt reported as still owed is the same falsehood. The
 * threat is read in its many forms (the reading layer's report threats, a credit record put at stake, Spanish); the words are
 * judged against the person's answer, which the letter cannot show.
 *
 * Lawful near misses: a report of the account as paid, settled or discharged (the truth); the person's own rights; the same threats
 * when the person did not say the debt is paid (judged then by the reporting period, as before).
 */
import { describe, expect, it } from 'vitest';
import { creditLetter, creditOutcome, failing } from './test-letters';

const PAID = { debtAlreadyPaidOrSettled: true, lastPaymentDate: '2024-11-02' };
const DISCHARGED = { debtDischargedInBankruptcy: true, lastPaymentDate: '2024-11-02' };

const THREATS = [
  'If you do not pay the balance, we will report this account to the credit bureaus as past due.',
  'This delinquent account may be reported to Equifax, Experian and TransUnion.',
  'Failure to pay will result in this debt being listed on your credit report.',
  'We intend to notify the national credit reporting agencies of this unpaid balance.',
  'Protect your credit record: pay this balance today.',
  'Unpaid accounts can hurt your credit score.',
  'Su cuenta será reportada a las agencias de crédito si no paga el saldo.',
];

const TRUTHFUL = [
  'We will report this account to the credit bureaus as paid in full.',
  'We will notify the credit reporting agencies that the account has been settled.',
  'The account will be reported to the credit bureaus as discharged in bankruptcy.',
  'You may dispute information on your credit report with the credit bureaus at no cost.',
];

const flagsWith =
  (answers: Record<string, unknown>) =>
  (sentence: string): boolean =>
    creditOutcome(creditLetter(sentence), answers) === 'flag';

describe('a credit-report threat on a debt the person says is paid or discharged (Russell v. Absolute Collection Services)', () => {
  it('flags each threat when the debt is paid or settled', () => expect(failing(THREATS, flagsWith(PAID))).toEqual([]));
  it('flags each threat when the debt was discharged in bankruptcy', () => expect(failing(THREATS, flagsWith(DISCHARGED))).toEqual([]));
  it('does not flag a report of the truth, or the person’s own rights', () => {
    expect(TRUTHFUL.filter(flagsWith(PAID))).toEqual([]);
    expect(TRUTHFUL.filter(flagsWith(DISCHARGED))).toEqual([]);
  });
  it('does not flag the same threats on a recent debt nobody said was paid', () =>
    expect(THREATS.filter(flagsWith({ lastPaymentDate: '2024-11-02' }))).toEqual([]));
});
