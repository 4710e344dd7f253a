/**
 * Payment due "no later than" a count of days from the date shown on the notice (issue 26, open paraphrase P512 of development
 * L868's kind). Tests, not the measure.
 *
 * The law: the thirty days run from the consumer's receipt of the notice (15 U.S.C. 1692g(a)(3)), so a payment demanded within
 * thirty days of the letter's own date falls due before they end and, demanded under a consequence, overshadows them (Swift v.
 * Maximus, E.D.N.Y. 2004; Bartlett v. Heibl, 7th Cir. 1997).
 *
 * What was wrong on the start code: the count was read after "within", "in", "after" and the like, not after "no later than" /
 * "not later than", and "from the date shown on this notice" (rather than "from the date of this notice" or "the date shown
 * above") was not read as the letter's own date; "full payment of this debt is required no later than 30 days from the date shown
 * on this notice" passed.
 *
 * Must flag (a first letter with the statute's notice, in Ohio): the count after "no later than" or "not later than", from the
 * date shown, printed or appearing on the notice or letter. Must stay silent: the same count from the consumer's receipt, and a
 * count from the letter's date long enough to end after the thirty days.
 */
import { describe, expect, it } from 'vitest';
import { firstLetterOutcome } from './test-letters';

const outcome = (sentence: string): string => firstLetterOutcome('overshadow_payment_deadline', sentence);

describe('payment due no later than a count of days from the date shown on the notice', () => {
  it('flags the count the reader already knew (the control)', () => {
    expect(outcome('To avoid additional collection activity, full payment of this debt is required within 30 days from the date of this notice.')).toBe('flag');
  });
  it.each([
    'To avoid additional collection activity, full payment of this debt is required no later than 30 days from the date shown on this notice.',
    'Payment in full must be received not later than thirty (30) days from the date printed on this letter to avoid further collection action.',
    'You must pay the balance no later than 30 days after the date appearing on this notice, or we will continue our collection efforts.',
  ])('flags: %s', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    'To avoid additional collection activity, full payment of this debt is required no later than 30 days after you receive this notice.',
    'To avoid additional collection activity, full payment of this debt is required no later than 60 days from the date shown on this notice.',
  ])('stays silent: %s', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
