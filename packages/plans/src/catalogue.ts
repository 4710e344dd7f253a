/**
 * The one price list (issue 5 wins over the specs' disagreements: dashboard $49.99/mo and
 * $99.99/yr, quiz $39, home-page bundle $89 are NOT prices). Every price on every page and in
 * every order comes from here. Amounts are in cents to keep arithmetic exact.
 */

export const CURRENCY = 'USD';

export const PRODUCT_IDS = ['scan', 'monthly', 'lifetime', 'credit_single', 'credit_all', 'bundle', 'diy', 'letter', 'dfy_service'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export type Product = {
  id: ProductId;
  /** What a purchase of this product is recorded as (spec: purchases list names). */
  purchase: PurchaseName;
  /** Plan type a purchase sets on the user, when it sets one. */
  planType?: PlanType;
  priceCents: number;
  /** Crossed-out price, when there is one. */
  originalPriceCents?: number;
  badge?: 'MOST POPULAR' | 'BEST VALUE';
  /** Access lasts this many days from purchase (monthly: 30), else for life. */
  durationDays?: number;
  /** i18n keys under `plans.<id>.*` hold the name, description, features and note. */
  i18nKey: string;
};

export const PURCHASE_NAMES = [
  'debt_scan',
  'debt_monthly',
  'debt_lifetime',
  'credit_single',
  'credit_all',
  'bundle',
  'diy_enhancement',
  'letter',
  'dfy_service',
] as const;
export type PurchaseName = (typeof PURCHASE_NAMES)[number];

export const PLAN_TYPES = ['free', 'single', 'monthly', 'yearly', 'lifetime', 'bundle', 'credit_single', 'credit_all'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const MONTHLY_DAYS = 30;

export const CATALOGUE: Record<ProductId, Product> = {
  scan: { id: 'scan', purchase: 'debt_scan', planType: 'single', priceCents: 700, i18nKey: 'plans.scan' },
  monthly: { id: 'monthly', purchase: 'debt_monthly', planType: 'monthly', priceCents: 3999, durationDays: MONTHLY_DAYS, i18nKey: 'plans.monthly' },
  lifetime: { id: 'lifetime', purchase: 'debt_lifetime', planType: 'lifetime', priceCents: 8900, originalPriceCents: 14900, i18nKey: 'plans.lifetime' },
  credit_single: { id: 'credit_single', purchase: 'credit_single', planType: 'credit_single', priceCents: 2900, i18nKey: 'plans.credit_single' },
  credit_all: {
    id: 'credit_all',
    purchase: 'credit_all',
    planType: 'credit_all',
    priceCents: 4900,
    originalPriceCents: 8700,
    badge: 'MOST POPULAR',
    i18nKey: 'plans.credit_all',
  },
  bundle: { id: 'bundle', purchase: 'bundle', planType: 'bundle', priceCents: 11900, originalPriceCents: 17800, badge: 'BEST VALUE', i18nKey: 'plans.bundle' },
  diy: { id: 'diy', purchase: 'diy_enhancement', priceCents: 2900, i18nKey: 'plans.diy' },
  letter: { id: 'letter', purchase: 'letter', priceCents: 700, i18nKey: 'plans.letter' },
  // The done-for-you price depends on the letter count: see dfyPriceCents.
  dfy_service: { id: 'dfy_service', purchase: 'dfy_service', priceCents: 19900, i18nKey: 'plans.dfy_service' },
};

/** Done-for-you tiers: 1–2 letters $199, 3–5 $349, 6–10 $499. */
export const DFY_TIERS = [
  { minLetters: 1, maxLetters: 2, priceCents: 19900 },
  { minLetters: 3, maxLetters: 5, priceCents: 34900 },
  { minLetters: 6, maxLetters: 10, priceCents: 49900 },
] as const;
export const DFY_MIN_LETTERS = 1;
export const DFY_MAX_LETTERS = 10;

/** The done-for-you price for a letter count, or undefined outside 1–10 (or not a whole number). */
export const dfyPriceCents = (letterCount: number): number | undefined => {
  if (!Number.isInteger(letterCount)) return undefined;
  return DFY_TIERS.find((tier) => letterCount >= tier.minLetters && letterCount <= tier.maxLetters)?.priceCents;
};

/** The price of an order, from the catalogue only. `letterCount` is required for done-for-you. */
export const orderPriceCents = (productId: ProductId, options: { letterCount?: number } = {}): number | undefined =>
  productId === 'dfy_service' ? dfyPriceCents(options.letterCount ?? Number.NaN) : CATALOGUE[productId].priceCents;

/** '$39.99', '$89', '$119' — whole dollars without cents, as the specs print them. */
export const formatUsd = (cents: number): string => {
  const dollars = cents / 100;
  return Number.isInteger(dollars)
    ? `$${dollars.toLocaleString('en-US')}`
    : `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

/** 'save $60' figures are derived, never typed: original minus price. */
export const savingsCents = (product: Product): number | undefined =>
  product.originalPriceCents === undefined ? undefined : product.originalPriceCents - product.priceCents;

/**
 * /payment?product=… values (spec 000 §2, 001 §2.1) to catalogue products. Mapping: credit →
 * credit_all, debt → lifetime, dfy → dfy_service; unknown or missing → lifetime.
 */
export const PAYMENT_PRODUCT_ALIASES: Record<string, ProductId> = {
  scan: 'scan',
  single: 'scan',
  monthly: 'monthly',
  lifetime: 'lifetime',
  debt: 'lifetime',
  credit: 'credit_all',
  credit_all: 'credit_all',
  credit_single: 'credit_single',
  bundle: 'bundle',
  dfy: 'dfy_service',
  dfy_service: 'dfy_service',
  letter: 'letter',
  diy: 'diy',
};

export const DEFAULT_PAYMENT_PRODUCT: ProductId = 'lifetime';

/** Resolves the payment page's `product` (or `plan=dfy_service`) parameter. */
export const resolvePaymentProduct = (params: { product?: string | null; plan?: string | null }): ProductId => {
  if (params.plan === 'dfy_service') return 'dfy_service';
  const key = params.product?.trim().toLowerCase();
  return (key && PAYMENT_PRODUCT_ALIASES[key]) || DEFAULT_PAYMENT_PRODUCT;
};
