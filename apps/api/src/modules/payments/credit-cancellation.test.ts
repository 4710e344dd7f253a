import { describe, expect, it } from 'vitest';
import { creditCancellationOf, creditCancellationPeriod } from './credit-cancellation';

describe('the 3-business-day cancellation period of a credit purchase (15 U.S.C. 1679e)', () => {
  it('counts 3 business days after the day of purchase, skipping weekends, and ends at midnight in Hawaii', () => {
    // Friday → Monday, Tuesday, Wednesday.
    expect(creditCancellationPeriod(new Date('2026-11-20T15:00:00Z'))).toEqual({
      lastDay: '2026-11-25',
      cancelUntil: new Date('2026-11-26T10:00:00.000Z'),
    });
  });

  it('skips federal holidays: bought the day before Thanksgiving, the period runs into December', () => {
    expect(creditCancellationPeriod(new Date('2026-11-25T12:00:00Z')).lastDay).toBe('2026-12-01');
  });

  it('takes the UTC day of purchase, never earlier than the buyer’s own day', () => {
    // 23:30 on Monday in California is Tuesday in UTC: the period starts a day later, not earlier.
    expect(creditCancellationPeriod(new Date('2026-11-24T07:30:00Z')).lastDay).toBe('2026-11-30');
  });

  it('applies only to a completed purchase that includes credit help', () => {
    const completedAt = new Date('2026-11-20T15:00:00Z');
    expect(creditCancellationOf({ product: 'credit_all', status: 'completed', completedAt })).toEqual({
      last_day: '2026-11-25',
      cancel_until: '2026-11-26T10:00:00.000Z',
    });
    expect(creditCancellationOf({ product: 'scan', status: 'completed', completedAt })).toBeNull();
    expect(creditCancellationOf({ product: 'credit_all', status: 'refunded', completedAt })).toBeNull();
    expect(creditCancellationOf({ product: 'credit_all', status: 'created', completedAt: null })).toBeNull();
  });
});
