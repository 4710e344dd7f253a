import { MONTHLY_DAYS, PURCHASE_NAMES, type PlanType, type PurchaseName } from './catalogue';

/**
 * Access as pure functions of plan type, purchases, expiry and scan counts (spec 000 §6,
 * 001 §3/§4/§6). The server enforces with these; the web only displays them.
 */

/** What the server knows of one purchase. Strings (the spec's purchase names) are accepted too. */
export type PurchaseRecord = {
  name: string;
  /** ISO timestamp or Date. Needed for anything that expires (monthly). */
  purchasedAt?: string | Date;
  refunded?: boolean;
};

export type AccountState = {
  planType?: string | null;
  purchases?: readonly (string | PurchaseRecord)[];
  /** When a plan type that expires (monthly, yearly) runs out; purchases' dates are used when absent. */
  planExpiresAt?: string | Date | null;
  debtScansUsed?: number;
  creditScansUsed?: number;
};

/** Spec 000 §6 / 001 §6: 'remaining scans count is 999 when unlimited'. */
export const UNLIMITED = 999;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Aliases seen in the specs and old data, to the purchase names of the catalogue. */
const PURCHASE_ALIASES: Record<string, PurchaseName> = {
  scan: 'debt_scan',
  single: 'debt_scan',
  debt_single: 'debt_scan',
  single_scan: 'debt_scan',
  monthly: 'debt_monthly',
  lifetime: 'debt_lifetime',
  credit: 'credit_all',
  credit_all_bureaus: 'credit_all',
  credit_bureau: 'credit_single',
  complete_bundle: 'bundle',
  dfy: 'dfy_service',
  diy: 'diy_enhancement',
  prewritten_letter: 'letter',
};

export const normalizePurchaseName = (name: string): string => {
  const key = name.trim().toLowerCase();
  if ((PURCHASE_NAMES as readonly string[]).includes(key)) return key;
  return PURCHASE_ALIASES[key] ?? key;
};

const toDate = (value: string | Date | undefined | null): Date | undefined => {
  if (value === undefined || value === null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The end of a monthly purchase's access: 30 days after it was bought. */
export const monthlyEndsAt = (purchasedAt: Date): Date => new Date(purchasedAt.getTime() + MONTHLY_DAYS * DAY_MS);

type ActivePurchase = { name: string; purchasedAt?: Date };

/** Purchases that still grant something at `now`: not refunded, and monthly ones within 30 days. */
export const activePurchases = (account: AccountState, now: Date): ActivePurchase[] =>
  (account.purchases ?? []).flatMap((entry) => {
    const record: PurchaseRecord = typeof entry === 'string' ? { name: entry } : entry;
    if (record.refunded) return [];
    const name = normalizePurchaseName(record.name);
    const purchasedAt = toDate(record.purchasedAt);
    if (name === 'debt_monthly') {
      // A monthly purchase with no date cannot be shown to be current: it grants nothing.
      if (!purchasedAt || monthlyEndsAt(purchasedAt) <= now) return [];
    }
    return [{ name, purchasedAt }];
  });

const normalizePlanType = (planType: string | null | undefined): PlanType | string => (planType ?? 'free').trim().toLowerCase() || 'free';

/** The plan type in force: a monthly or yearly plan past its end counts as free. */
export const effectivePlanType = (account: AccountState, now: Date): string => {
  const plan = normalizePlanType(account.planType);
  if (plan !== 'monthly' && plan !== 'yearly') return plan;
  const explicitEnd = toDate(account.planExpiresAt);
  if (explicitEnd) return explicitEnd > now ? plan : 'free';
  if (plan === 'monthly') {
    // No explicit end: the plan lasts as long as a current monthly purchase.
    return activePurchases(account, now).some((p) => p.name === 'debt_monthly') ? plan : 'free';
  }
  return 'free';
};

export type AccessFlags = {
  isLoggedIn: boolean;
  planType: string;
  isFreeTier: boolean;
  hasBundle: boolean;
  hasDebtScan: boolean;
  hasDebtMonthly: boolean;
  hasDebtLifetime: boolean;
  hasCreditSingle: boolean;
  hasCreditAll: boolean;
  hasDfyService: boolean;
  /** Monthly, yearly, lifetime or bundle: debt, credit, templates, intel, tracker, unlimited scans. */
  hasFullAccess: boolean;
  canAccessDebt: boolean;
  canAccessCredit: boolean;
  canAccessTemplates: boolean;
  canAccessIntel: boolean;
  canEnhance: boolean;
  /** Debt scans left; UNLIMITED (999) when unlimited. */
  remainingDebtScans: number;
  hasUnlimitedDebtScans: boolean;
  debtScansUsed: number;
  creditScansUsed: number;
  /** UNLIMITED (999) when unlimited; 0 without credit access. */
  creditScansLimit: number;
  remainingCreditScans: number;
  /**
   * How many credit bureaus dispute letters may go to (decision 043): one per single-bureau purchase
   * ($29); UNLIMITED (999) with all three bureaus or full access; 0 without credit access.
   */
  creditDisputeBureausLimit: number;
  /** Upload allowed when scans remain or the plan is monthly, lifetime or bundle (001 §6). */
  canUploadDebt: boolean;
};

const ANONYMOUS: AccountState = { planType: 'free', purchases: [] };

/** Every access flag of the specs for a signed-in account, or for an anonymous visitor (null). */
export const computeAccess = (account: AccountState | null, now: Date = new Date()): AccessFlags => {
  const state = account ?? ANONYMOUS;
  const plan = effectivePlanType(state, now);
  const purchases = activePurchases(state, now);
  const has = (name: PurchaseName) => purchases.some((p) => p.name === name);
  const count = (name: PurchaseName) => purchases.filter((p) => p.name === name).length;

  const hasBundle = plan === 'bundle' || has('bundle');
  const hasDebtMonthly = plan === 'monthly' || has('debt_monthly');
  const hasDebtLifetime = plan === 'lifetime' || has('debt_lifetime');
  const hasYearly = plan === 'yearly';
  const hasDebtScan = plan === 'single' || has('debt_scan');
  const hasCreditSingle = plan === 'credit_single' || has('credit_single');
  const hasCreditAll = plan === 'credit_all' || has('credit_all');
  const hasFullAccess = hasBundle || hasDebtMonthly || hasDebtLifetime || hasYearly;

  const hasUnlimitedDebtScans = hasFullAccess;
  const debtScansUsed = Math.max(0, Math.floor(state.debtScansUsed ?? 0));
  const creditScansUsed = Math.max(0, Math.floor(state.creditScansUsed ?? 0));
  // A 'single' plan type without a purchase record still means one scan.
  const debtScansBought = Math.max(count('debt_scan'), plan === 'single' ? 1 : 0);
  const remainingDebtScans = hasUnlimitedDebtScans ? UNLIMITED : Math.max(0, debtScansBought - debtScansUsed);

  const creditUnlimited = hasFullAccess || hasCreditAll;
  const creditScansBought = Math.max(count('credit_single'), plan === 'credit_single' ? 1 : 0);
  const creditScansLimit = creditUnlimited ? UNLIMITED : creditScansBought;
  const remainingCreditScans = creditUnlimited ? UNLIMITED : Math.max(0, creditScansLimit - creditScansUsed);

  const canAccessDebt = hasFullAccess || hasDebtScan || purchases.some((p) => p.name.includes('debt'));
  const canAccessCredit = hasFullAccess || hasCreditAll || hasCreditSingle || purchases.some((p) => p.name.includes('credit'));
  const isFreeTier = plan === 'free' && purchases.length === 0;

  return {
    isLoggedIn: account !== null,
    planType: plan,
    isFreeTier,
    hasBundle,
    hasDebtScan,
    hasDebtMonthly,
    hasDebtLifetime,
    hasCreditSingle,
    hasCreditAll,
    hasDfyService: has('dfy_service'),
    hasFullAccess,
    canAccessDebt,
    canAccessCredit,
    canAccessTemplates: hasFullAccess,
    canAccessIntel: hasFullAccess,
    canEnhance: hasBundle || hasDebtLifetime || hasDebtMonthly || hasYearly || has('diy_enhancement'),
    remainingDebtScans,
    hasUnlimitedDebtScans,
    debtScansUsed,
    creditScansUsed,
    creditScansLimit,
    remainingCreditScans,
    creditDisputeBureausLimit: creditUnlimited ? UNLIMITED : creditScansBought,
    canUploadDebt: hasUnlimitedDebtScans || remainingDebtScans > 0,
  };
};

export type FlowType = 'generate' | 'enhance';

export type ResultsAccess = {
  isLoggedIn: boolean;
  /** Sees every violation with its legal basis (the free tier sees the first one and a count). */
  hasAccess: boolean;
  canViewFullLetter: boolean;
  canDownload: boolean;
  canEnhance: boolean;
};

/**
 * Results page flags (spec 000 §6): the full letter and the download need a signed-in, non-free
 * user; in the enhance flow they need bundle or debt access.
 */
export const resultsAccess = (access: AccessFlags, flow: FlowType): ResultsAccess => {
  const paid = access.isLoggedIn && !access.isFreeTier;
  const full = flow === 'enhance' ? access.isLoggedIn && (access.hasBundle || access.canAccessDebt) : paid;
  return { isLoggedIn: access.isLoggedIn, hasAccess: full, canViewFullLetter: full, canDownload: full, canEnhance: access.canEnhance };
};

/**
 * The plan label of the dashboard (spec 001 §2.2: Bundle Access, Lifetime Member, Monthly Plan, Free
 * Tier), true for every buyer (issue 27): someone who bought the $29 credit dispute, all three
 * bureaus, a $7 scan or a $7 letter is named for it, never "Free Tier". The widest access wins.
 */
export type PlanLabel = 'bundle' | 'lifetime' | 'monthly' | 'credit_all' | 'credit_single' | 'scan' | 'letter' | 'free';

export const planLabel = (access: AccessFlags, purchases: readonly (string | PurchaseRecord)[] = []): PlanLabel => {
  if (access.hasBundle) return 'bundle';
  if (access.hasDebtLifetime) return 'lifetime';
  if (access.hasDebtMonthly || access.planType === 'yearly') return 'monthly';
  if (access.hasCreditAll) return 'credit_all';
  if (access.hasCreditSingle) return 'credit_single';
  if (access.hasDebtScan) return 'scan';
  const names = purchases.map((p) => normalizePurchaseName(typeof p === 'string' ? p : p.refunded ? '' : p.name));
  if (names.includes('letter') || names.includes('diy_enhancement') || names.includes('dfy_service')) return 'letter';
  return 'free';
};
