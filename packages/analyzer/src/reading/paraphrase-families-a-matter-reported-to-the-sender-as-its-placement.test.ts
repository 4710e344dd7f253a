/**
 * Paraphrase family for decision 295 (issue 26): a matter, an account or a debt said to have been reported to the sender ("An
 * important matter demanding your immediate attention has been reported to this office", "your delinquent account was
 * reported to us by Star Bank") announces, as "placed with" or "referred to" does (decision 127), that the account has just
 * come to the collector: the collector's first letter (Morgan v. Credit Adjustment Board, E.D. Va. 1998, where such a letter
 * carried the validation notice). Only a report to the sender: a report to a credit bureau or to another company is not a
 * placement, nor a report the letter says it will make. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetterSign } from './first-contact';
import { ruleOutcome } from './test-letters';

const REPORTED = [
  'An important matter demanding your immediate attention has been reported to this office.',
  'Your delinquent account was reported to us by Star Bank on May 30, 2025.',
  'The balance you owe Mercy General Hospital has recently been reported to our office.',
  'This debt has now been reported to this agency for collection.',
  'Your past-due bill with City Water was reported to our company last week.',
];
const NOT_A_PLACEMENT = [
  'Your account has been reported to the credit bureaus.',
  'Your account has been reported to Equifax Information Services LLC.',
  'Your account will be reported to this office if it is not paid.',
  'Please report any change of address to this office.',
  'The payment you reported to us has been applied to your balance.',
];

describe('a matter reported to the sender: the first letter by its own words', () => {
  it.each(REPORTED)('reads a placement from "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account ending 3391\n\n${sentence}`)?.kind).toBe('placement');
  });
  it.each(NOT_A_PLACEMENT)('reads none from "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account ending 3391\n\n${sentence}`)).toBeUndefined();
  });
  it('a deadline inside the period in such a letter is judged as a first letter’s from the words alone, and asked of the others', () => {
    const letter = (sentence: string): string =>
      `Credit Adjustment Services\nPO Box 2, Richmond, VA 23219\n\nJune 13, 2025\n\nRe: Radiology Associates, balance $77.70\n\n${sentence} You should contact this office not later than June 20, 2025 to conclude this matter. To stop further action, pay your account in full to this office.\n\nThis communication is from a debt collector.`;
    const outcome = (sentence: string): string => ruleOutcome('overshadow_payment_deadline', letter(sentence), { state: 'VA' }, '2025-06-16');
    expect(outcome(REPORTED[0]!)).toBe('flag');
    expect(outcome(NOT_A_PLACEMENT[0]!)).toBe('ask');
  });
});
