import { describe, expect, it } from 'vitest';
import { computeAccess } from './access';
import type { ProductId } from './catalogue';
import { planAfterRefund, planTypeAfterPurchase, planTypeFromPurchases, productForPurchase, type PlanState } from './grant';

const NOW = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('planTypeAfterPurchase', () => {
  type Row = { name: string; current: PlanState; product: ProductId; planType: string; planExpiresAt: Date | null };
  const rows: Row[] = [
    { name: 'free buys lifetime', current: { planType: 'free' }, product: 'lifetime', planType: 'lifetime', planExpiresAt: null },
    { name: 'no plan at all buys a scan', current: {}, product: 'scan', planType: 'single', planExpiresAt: null },
    { name: 'free buys monthly: 30 days from now', current: { planType: 'free' }, product: 'monthly', planType: 'monthly', planExpiresAt: days(30) },
    {
      name: 'running monthly extends from its end',
      current: { planType: 'monthly', planExpiresAt: days(10) },
      product: 'monthly',
      planType: 'monthly',
      planExpiresAt: days(40),
    },
    {
      name: 'lapsed monthly restarts from now',
      current: { planType: 'monthly', planExpiresAt: days(-3) },
      product: 'monthly',
      planType: 'monthly',
      planExpiresAt: days(30),
    },
    {
      name: 'monthly with no end set: 30 days from now',
      current: { planType: 'monthly', planExpiresAt: null },
      product: 'monthly',
      planType: 'monthly',
      planExpiresAt: days(30),
    },
    { name: 'lifetime never downgrades to monthly', current: { planType: 'lifetime' }, product: 'monthly', planType: 'lifetime', planExpiresAt: null },
    { name: 'bundle never downgrades to lifetime', current: { planType: 'bundle' }, product: 'lifetime', planType: 'bundle', planExpiresAt: null },
    { name: 'lifetime upgrades to bundle', current: { planType: 'lifetime' }, product: 'bundle', planType: 'bundle', planExpiresAt: null },
    {
      name: 'running monthly upgrades to lifetime (no end)',
      current: { planType: 'monthly', planExpiresAt: days(12) },
      product: 'lifetime',
      planType: 'lifetime',
      planExpiresAt: null,
    },
    {
      name: 'running monthly keeps over credit_all',
      current: { planType: 'monthly', planExpiresAt: days(12) },
      product: 'credit_all',
      planType: 'monthly',
      planExpiresAt: days(12),
    },
    {
      name: 'lapsed monthly gives way to credit_all',
      current: { planType: 'monthly', planExpiresAt: days(-1) },
      product: 'credit_all',
      planType: 'credit_all',
      planExpiresAt: null,
    },
    {
      name: 'running yearly keeps over monthly',
      current: { planType: 'yearly', planExpiresAt: days(200) },
      product: 'monthly',
      planType: 'yearly',
      planExpiresAt: days(200),
    },
    { name: 'single keeps over credit_single (same rank)', current: { planType: 'single' }, product: 'credit_single', planType: 'single', planExpiresAt: null },
    {
      name: 'credit_single upgrades to credit_all',
      current: { planType: 'credit_single' },
      product: 'credit_all',
      planType: 'credit_all',
      planExpiresAt: null,
    },
    { name: 'credit_all keeps over a scan', current: { planType: 'credit_all' }, product: 'scan', planType: 'credit_all', planExpiresAt: null },
    { name: 'diy keeps the plan', current: { planType: 'monthly', planExpiresAt: days(5) }, product: 'diy', planType: 'monthly', planExpiresAt: days(5) },
    { name: 'letter keeps free', current: { planType: 'free' }, product: 'letter', planType: 'free', planExpiresAt: null },
    { name: 'done-for-you keeps lifetime', current: { planType: 'lifetime' }, product: 'dfy_service', planType: 'lifetime', planExpiresAt: null },
    { name: 'an unknown old plan type counts as free', current: { planType: 'premium' }, product: 'scan', planType: 'single', planExpiresAt: null },
    { name: 'plan type case and spaces are normalised', current: { planType: ' Lifetime ' }, product: 'monthly', planType: 'lifetime', planExpiresAt: null },
  ];
  it.each(rows)('$name', ({ current, product, planType, planExpiresAt }) => {
    expect(planTypeAfterPurchase(current, product, NOW)).toEqual({ planType, planExpiresAt });
  });

  it('every plan-setting product gives the access it is sold for', () => {
    const expectations: [ProductId, keyof ReturnType<typeof computeAccess>][] = [
      ['scan', 'hasDebtScan'],
      ['monthly', 'hasDebtMonthly'],
      ['lifetime', 'hasDebtLifetime'],
      ['credit_single', 'hasCreditSingle'],
      ['credit_all', 'hasCreditAll'],
      ['bundle', 'hasBundle'],
    ];
    for (const [product, flag] of expectations) {
      const plan = planTypeAfterPurchase({ planType: 'free' }, product, NOW);
      expect(computeAccess({ planType: plan.planType, planExpiresAt: plan.planExpiresAt, purchases: [] }, NOW)[flag], product).toBe(true);
    }
  });
});

describe('planTypeFromPurchases', () => {
  type Row = { name: string; purchases: { name: string; purchasedAt: Date }[]; planType: string; planExpiresAt: Date | null };
  const rows: Row[] = [
    { name: 'nothing left: free', purchases: [], planType: 'free', planExpiresAt: null },
    { name: 'a lifetime purchase', purchases: [{ name: 'debt_lifetime', purchasedAt: days(-100) }], planType: 'lifetime', planExpiresAt: null },
    {
      name: 'highest of several',
      purchases: [
        { name: 'credit_all', purchasedAt: days(-5) },
        { name: 'bundle', purchasedAt: days(-50) },
        { name: 'debt_scan', purchasedAt: days(-1) },
      ],
      planType: 'bundle',
      planExpiresAt: null,
    },
    { name: 'a current monthly purchase', purchases: [{ name: 'debt_monthly', purchasedAt: days(-10) }], planType: 'monthly', planExpiresAt: days(20) },
    { name: 'a lapsed monthly purchase: free', purchases: [{ name: 'debt_monthly', purchasedAt: days(-31) }], planType: 'free', planExpiresAt: null },
    {
      name: 'back-to-back monthly purchases add up',
      purchases: [
        { name: 'debt_monthly', purchasedAt: days(-40) },
        { name: 'debt_monthly', purchasedAt: days(-35) },
      ],
      planType: 'monthly',
      planExpiresAt: days(20),
    },
    {
      name: 'a lapsed monthly under credit_all',
      purchases: [
        { name: 'debt_monthly', purchasedAt: days(-60) },
        { name: 'credit_all', purchasedAt: days(-60) },
      ],
      planType: 'credit_all',
      planExpiresAt: null,
    },
    {
      name: 'a running monthly over credit_all',
      purchases: [
        { name: 'debt_monthly', purchasedAt: days(-2) },
        { name: 'credit_all', purchasedAt: days(-60) },
      ],
      planType: 'monthly',
      planExpiresAt: days(28),
    },
    { name: 'aliases count (lifetime)', purchases: [{ name: 'lifetime', purchasedAt: days(-1) }], planType: 'lifetime', planExpiresAt: null },
    {
      name: 'products without a plan type: free',
      purchases: [
        { name: 'dfy_service', purchasedAt: days(-1) },
        { name: 'diy_enhancement', purchasedAt: days(-1) },
      ],
      planType: 'free',
      planExpiresAt: null,
    },
  ];
  it.each(rows)('$name', ({ purchases, planType, planExpiresAt }) => {
    expect(planTypeFromPurchases(purchases, NOW)).toEqual({ planType, planExpiresAt });
  });
});

describe('planAfterRefund', () => {
  it('refunding the purchase that set the plan falls back to what remains', () => {
    expect(planAfterRefund({ planType: 'lifetime' }, 'lifetime', [], NOW)).toEqual({ planType: 'free', planExpiresAt: null });
    expect(planAfterRefund({ planType: 'bundle' }, 'bundle', [{ name: 'debt_lifetime', purchasedAt: days(-9) }], NOW)).toEqual({
      planType: 'lifetime',
      planExpiresAt: null,
    });
    expect(planAfterRefund({ planType: 'monthly', planExpiresAt: days(50) }, 'monthly', [{ name: 'debt_monthly', purchasedAt: days(-10) }], NOW)).toEqual({
      planType: 'monthly',
      planExpiresAt: days(20),
    });
  });

  it('refunding a purchase that did not set the plan keeps it', () => {
    expect(planAfterRefund({ planType: 'bundle' }, 'lifetime', [{ name: 'bundle', purchasedAt: days(-1) }], NOW)).toEqual({
      planType: 'bundle',
      planExpiresAt: null,
    });
    expect(planAfterRefund({ planType: 'lifetime' }, 'dfy_service', [], NOW)).toEqual({ planType: 'lifetime', planExpiresAt: null });
  });

  it('after a lifetime refund the account has no debt access left', () => {
    const plan = planAfterRefund({ planType: 'lifetime' }, 'lifetime', [], NOW);
    const access = computeAccess(
      { planType: plan.planType, planExpiresAt: plan.planExpiresAt, purchases: [{ name: 'debt_lifetime', purchasedAt: days(-1), refunded: true }] },
      NOW,
    );
    expect(access.canAccessDebt).toBe(false);
    expect(access.isFreeTier).toBe(true);
  });
});

describe('productForPurchase', () => {
  it('maps purchase names and aliases to catalogue products', () => {
    expect(productForPurchase('debt_lifetime')).toBe('lifetime');
    expect(productForPurchase('debt_scan')).toBe('scan');
    expect(productForPurchase('diy_enhancement')).toBe('diy');
    expect(productForPurchase('monthly')).toBe('monthly');
    expect(productForPurchase('nonsense')).toBeUndefined();
  });
});
