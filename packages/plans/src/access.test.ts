import { describe, expect, it } from 'vitest';
import { UNLIMITED, computeAccess, effectivePlanType, planLabel, resultsAccess, type AccountState } from './access';
import { dashboardAlerts } from './alerts';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

type Row = {
  name: string;
  account: AccountState | null;
  expect: Partial<ReturnType<typeof computeAccess>>;
};

// Every plan type and purchase named in the specs (000 §3/§6, 001 §3/§6).
const rows: Row[] = [
  {
    name: 'anonymous visitor',
    account: null,
    expect: {
      isLoggedIn: false,
      isFreeTier: true,
      canAccessDebt: false,
      canAccessCredit: false,
      remainingDebtScans: 0,
      canUploadDebt: false,
      creditScansLimit: 0,
    },
  },
  {
    name: 'free account',
    account: { planType: 'free', purchases: [] },
    expect: {
      isLoggedIn: true,
      isFreeTier: true,
      canAccessDebt: false,
      canEnhance: false,
      canAccessTemplates: false,
      remainingDebtScans: 0,
      creditDisputeBureausLimit: 0,
    },
  },
  {
    name: 'single scan purchase, unused',
    account: { planType: 'single', purchases: ['debt_scan'] },
    expect: {
      isFreeTier: false,
      hasDebtScan: true,
      canAccessDebt: true,
      remainingDebtScans: 1,
      canUploadDebt: true,
      hasFullAccess: false,
      canEnhance: false,
      canAccessCredit: false,
    },
  },
  {
    name: 'single scan purchase, used',
    account: { planType: 'single', purchases: ['debt_scan'], debtScansUsed: 1 },
    expect: { hasDebtScan: true, canAccessDebt: true, remainingDebtScans: 0, canUploadDebt: false },
  },
  {
    name: 'two single scans, one used',
    account: { planType: 'single', purchases: ['debt_scan', 'debt_scan'], debtScansUsed: 1 },
    expect: { remainingDebtScans: 1, canUploadDebt: true },
  },
  {
    name: 'monthly, bought 10 days ago',
    account: { planType: 'monthly', purchases: [{ name: 'debt_monthly', purchasedAt: daysAgo(10) }] },
    expect: {
      hasDebtMonthly: true,
      hasFullAccess: true,
      canAccessDebt: true,
      canAccessCredit: true,
      canAccessTemplates: true,
      canAccessIntel: true,
      canEnhance: true,
      remainingDebtScans: UNLIMITED,
      creditScansLimit: UNLIMITED,
      canUploadDebt: true,
    },
  },
  {
    name: 'monthly, bought 31 days ago and not renewed',
    account: { planType: 'monthly', purchases: [{ name: 'debt_monthly', purchasedAt: daysAgo(31) }] },
    expect: { planType: 'free', hasDebtMonthly: false, hasFullAccess: false, canAccessDebt: false, isFreeTier: true, remainingDebtScans: 0, canEnhance: false },
  },
  {
    name: 'monthly, renewed 5 days ago after an old one lapsed',
    account: {
      planType: 'monthly',
      purchases: [
        { name: 'debt_monthly', purchasedAt: daysAgo(40) },
        { name: 'debt_monthly', purchasedAt: daysAgo(5) },
      ],
    },
    expect: { hasDebtMonthly: true, hasFullAccess: true },
  },
  {
    name: 'monthly with no purchase date',
    account: { planType: 'monthly', purchases: ['debt_monthly'] },
    expect: { hasFullAccess: false, isFreeTier: true },
  },
  {
    name: 'yearly with an end date ahead',
    account: { planType: 'yearly', planExpiresAt: daysAgo(-100) },
    expect: { hasFullAccess: true, canAccessCredit: true, remainingDebtScans: UNLIMITED },
  },
  {
    name: 'yearly past its end date',
    account: { planType: 'yearly', planExpiresAt: daysAgo(1) },
    expect: { hasFullAccess: false, planType: 'free' },
  },
  {
    name: 'lifetime',
    account: { planType: 'lifetime', purchases: [{ name: 'debt_lifetime', purchasedAt: daysAgo(900) }] },
    expect: {
      hasDebtLifetime: true,
      hasFullAccess: true,
      canAccessDebt: true,
      canAccessCredit: true,
      canEnhance: true,
      remainingDebtScans: UNLIMITED,
      creditDisputeBureausLimit: UNLIMITED,
    },
  },
  {
    name: 'bundle plan type',
    account: { planType: 'bundle' },
    expect: {
      hasBundle: true,
      hasFullAccess: true,
      canAccessDebt: true,
      canAccessCredit: true,
      canAccessTemplates: true,
      canAccessIntel: true,
      canEnhance: true,
      creditScansLimit: UNLIMITED,
    },
  },
  {
    name: 'bundle purchase on a free plan type',
    account: { planType: 'free', purchases: ['bundle'] },
    expect: { hasBundle: true, isFreeTier: false, canAccessDebt: true, canAccessCredit: true },
  },
  {
    name: 'credit single bureau',
    account: { planType: 'credit_single', purchases: ['credit_single'] },
    expect: {
      hasCreditSingle: true,
      canAccessCredit: true,
      canAccessDebt: false,
      creditScansLimit: 1,
      remainingCreditScans: 1,
      creditDisputeBureausLimit: 1,
      canAccessTemplates: false,
    },
  },
  {
    name: 'credit single bureau, used',
    account: { planType: 'credit_single', purchases: ['credit_single'], creditScansUsed: 1 },
    expect: { creditScansLimit: 1, remainingCreditScans: 0 },
  },
  {
    name: 'credit single bureau bought twice',
    account: { planType: 'credit_single', purchases: ['credit_single', 'credit_single'] },
    expect: { creditDisputeBureausLimit: 2 },
  },
  {
    name: 'credit all bureaus',
    account: { planType: 'credit_all', purchases: ['credit_all'] },
    expect: { hasCreditAll: true, canAccessCredit: true, canAccessDebt: false, creditScansLimit: UNLIMITED, creditDisputeBureausLimit: UNLIMITED },
  },
  {
    name: 'done-for-you only',
    account: { planType: 'free', purchases: ['dfy_service'] },
    expect: { hasDfyService: true, isFreeTier: false, canAccessDebt: false },
  },
  {
    name: 'DIY enhancement only',
    account: { planType: 'free', purchases: ['diy_enhancement'] },
    expect: { canEnhance: true, canAccessDebt: false },
  },
  {
    name: 'pre-written letter only',
    account: { planType: 'free', purchases: ['letter'] },
    expect: { isFreeTier: false, canAccessDebt: false, canEnhance: false },
  },
  {
    name: 'aliases: lifetime, credit, dfy',
    account: { planType: 'free', purchases: ['lifetime', 'credit', 'dfy'] },
    expect: { hasDebtLifetime: true, hasCreditAll: true, hasDfyService: true },
  },
  {
    name: 'any purchase naming debt grants debt access',
    account: { planType: 'free', purchases: ['debt_validation_pack'] },
    expect: { canAccessDebt: true, remainingDebtScans: 0 },
  },
  {
    name: 'a refunded lifetime grants nothing',
    account: { planType: 'free', purchases: [{ name: 'debt_lifetime', purchasedAt: daysAgo(3), refunded: true }] },
    expect: { hasDebtLifetime: false, isFreeTier: true, canAccessDebt: false },
  },
];

describe('computeAccess', () => {
  it.each(rows)('$name', ({ account, expect: expected }) => {
    const access = computeAccess(account, NOW);
    const picked = Object.fromEntries(
      Object.keys(expected)
        .filter((k) => k in access)
        .map((k) => [k, access[k as keyof typeof access]]),
    );
    const wanted = Object.fromEntries(Object.entries(expected).filter(([k]) => k in access));
    expect(picked).toEqual(wanted);
  });

  it('ends a monthly plan exactly 30 days after purchase', () => {
    const bought = '2026-06-01T10:00:00Z';
    const account: AccountState = { planType: 'monthly', purchases: [{ name: 'debt_monthly', purchasedAt: bought }] };
    expect(effectivePlanType(account, new Date('2026-07-01T09:59:59Z'))).toBe('monthly');
    expect(effectivePlanType(account, new Date('2026-07-01T10:00:00Z'))).toBe('free');
  });
});

describe('resultsAccess (spec 000 §6)', () => {
  it.each([
    ['anonymous', null, 'generate', false],
    ['free account', { planType: 'free' }, 'generate', false],
    ['single scan', { planType: 'single', purchases: ['debt_scan'] }, 'generate', true],
    ['lifetime', { planType: 'lifetime' }, 'generate', true],
    ['credit only, generate', { planType: 'credit_all', purchases: ['credit_all'] }, 'generate', true],
    ['credit only, enhance', { planType: 'credit_all', purchases: ['credit_all'] }, 'enhance', false],
    ['bundle, enhance', { planType: 'bundle' }, 'enhance', true],
    ['single scan, enhance', { planType: 'single', purchases: ['debt_scan'] }, 'enhance', true],
  ] as const)('%s in the %s flow: full letter %s', (_name, account, flow, full) => {
    const flags = resultsAccess(computeAccess(account as AccountState | null, NOW), flow);
    expect(flags.canViewFullLetter).toBe(full);
    expect(flags.canDownload).toBe(full);
    expect(flags.hasAccess).toBe(full);
  });
});

describe('planLabel', () => {
  it.each([
    [{ planType: 'bundle' }, 'bundle'],
    [{ planType: 'lifetime' }, 'lifetime'],
    [{ planType: 'monthly', purchases: [{ name: 'debt_monthly', purchasedAt: daysAgo(1) }] }, 'monthly'],
    [{ planType: 'free' }, 'free'],
    // Issue 27: a buyer is named for what they bought, never "Free Tier".
    [{ planType: 'credit_all' }, 'credit_all'],
    [{ planType: 'free', purchases: ['credit_single'] }, 'credit_single'],
    [{ planType: 'credit_single', purchases: ['credit_single', 'debt_scan'] }, 'credit_single'],
    [{ planType: 'single', purchases: ['debt_scan'] }, 'scan'],
    [{ planType: 'free', purchases: ['letter'] }, 'letter'],
    [{ planType: 'free', purchases: [{ name: 'letter', refunded: true }] }, 'free'],
    [{ planType: 'lifetime', purchases: ['credit_single'] }, 'lifetime'],
  ] as const)('%j is labelled %s', (account, label) => {
    expect(planLabel(computeAccess(account as AccountState, NOW), (account as AccountState).purchases)).toBe(label);
  });
});

describe('dashboardAlerts (spec 001 §4)', () => {
  const alertsFor = (account: AccountState) => dashboardAlerts(computeAccess(account, NOW));

  it('shows nothing to bundle owners', () => {
    expect(alertsFor({ planType: 'bundle', creditScansUsed: 0 })).toEqual([]);
  });

  it('warns when the single scan is used, and offers the bundle', () => {
    const alerts = alertsFor({ planType: 'single', purchases: ['debt_scan'], debtScansUsed: 1 });
    expect(alerts.map((a) => a.key)).toEqual(['alerts.singleScanUsed', 'alerts.bundleOpportunity']);
    expect(alerts[0]?.action).toBe('/payment?product=lifetime');
    expect(alerts[1]).toMatchObject({ action: '/payment?product=bundle', savingsCents: 5900 });
  });

  it('counts the credit scans left for a single bureau', () => {
    const alerts = alertsFor({ planType: 'credit_single', purchases: ['credit_single'] });
    expect(alerts[0]).toMatchObject({ key: 'alerts.creditScansRemaining', count: 1, unlimited: false, action: '/credit-disputes' });
    expect(alerts[1]?.key).toBe('alerts.bundleOpportunity');
  });

  it('has no credit alert once the single bureau scan is used', () => {
    expect(alertsFor({ planType: 'credit_single', purchases: ['credit_single'], creditScansUsed: 1 }).map((a) => a.key)).toEqual(['alerts.bundleOpportunity']);
  });

  it('shows nothing to a free user', () => {
    expect(alertsFor({ planType: 'free' })).toEqual([]);
  });
});
