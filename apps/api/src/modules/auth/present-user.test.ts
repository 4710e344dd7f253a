import { UNLIMITED } from '@debtshield/plans';
import { describe, expect, it } from 'vitest';
import { presentUser } from './present-user';

const identity = { id: 'u1', email: 'anna@example.com', name: null };
const now = new Date('2025-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('presentUser', () => {
  it('presents a new user as free with nothing bought', () => {
    expect(presentUser(identity, { planType: 'free', purchases: [] }, now)).toEqual({
      id: 'u1',
      email: 'anna@example.com',
      name: null,
      plan_type: 'free',
      plan_expires_at: null,
      purchases: [],
      subscription_status: 'none',
      debt_scans_used: 0,
      credit_scans_used: 0,
      analyses_limit: 0,
    });
  });

  it('reads a lapsed monthly plan as free and its subscription as expired', () => {
    const user = presentUser(
      identity,
      { planType: 'monthly', planExpiresAt: daysAgo(2), purchases: [{ name: 'debt_monthly', purchasedAt: daysAgo(32) }] },
      now,
    );
    expect(user).toMatchObject({ plan_type: 'free', subscription_status: 'expired', purchases: [], analyses_limit: 0 });
    expect(user.plan_expires_at).toBe(daysAgo(2).toISOString());
  });

  it('reads a current monthly purchase as an active subscription ending 30 days after it was bought', () => {
    const user = presentUser(identity, { planType: 'monthly', purchases: [{ name: 'monthly', purchasedAt: daysAgo(10) }] }, now);
    expect(user).toMatchObject({ plan_type: 'monthly', subscription_status: 'active', purchases: ['debt_monthly'], analyses_limit: UNLIMITED });
    expect(user.plan_expires_at).toBe(new Date(daysAgo(10).getTime() + 30 * 86_400_000).toISOString());
  });

  it('counts scans bought as the limit, and drops refunded purchases', () => {
    const user = presentUser(
      identity,
      {
        planType: 'free',
        debtScansUsed: 1,
        purchases: [{ name: 'debt_scan', purchasedAt: daysAgo(3) }, { name: 'debt_scan' }, { name: 'bundle', refunded: true }],
      },
      now,
    );
    expect(user).toMatchObject({
      plan_type: 'free',
      subscription_status: 'none',
      purchases: ['debt_scan', 'debt_scan'],
      debt_scans_used: 1,
      analyses_limit: 2,
    });
  });

  it('gives lifetime unlimited scans without a subscription', () => {
    expect(presentUser(identity, { planType: 'lifetime', purchases: ['debt_lifetime'] }, now)).toMatchObject({
      plan_type: 'lifetime',
      subscription_status: 'none',
      analyses_limit: UNLIMITED,
      purchases: ['debt_lifetime'],
    });
  });
});
