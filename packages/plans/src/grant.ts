import { normalizePurchaseName } from './access';
import { CATALOGUE, MONTHLY_DAYS, PRODUCT_IDS, type PlanType, type ProductId } from './catalogue';

/**
 * What a purchase, or a refund, does to a user's plan type and plan end. Pure: the API records the
 * purchase and stores what these return (in the same transaction).
 *
 * - A purchase never downgrades: bundle > lifetime > yearly > monthly > credit_all >
 *   credit_single = single > free. Products without a plan type (diy, letter, dfy_service) keep
 *   the current plan; their purchase record is what grants them.
 * - Monthly sets the plan end 30 days out, counted from the later of now and the current end
 *   (buying again while it runs extends it).
 * - After a refund the plan is worked out again from the purchases that remain.
 */

export const PLAN_RANK: Record<PlanType, number> = {
  free: 0,
  single: 1,
  credit_single: 1,
  credit_all: 2,
  monthly: 3,
  yearly: 4,
  lifetime: 5,
  bundle: 6,
};

export type PlanState = {
  planType?: string | null;
  planExpiresAt?: Date | null;
};

export type PlanGrant = {
  planType: string;
  /** When a plan that lapses (monthly) ends; null for plans that do not. */
  planExpiresAt: Date | null;
};

/** A purchase as the refund recomputation needs it (refunded ones left out by the caller). */
export type GrantPurchase = { name: string; purchasedAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);

const normalizePlan = (planType: string | null | undefined): string => (planType ?? 'free').trim().toLowerCase() || 'free';

const isPlanType = (value: string): value is PlanType => value in PLAN_RANK;

/**
 * The rank of the plan in force at `now`: monthly or yearly past their end rank as free; yearly
 * without an end is free (as in effectivePlanType); an unknown plan type ranks as free.
 */
const rankInForce = (state: PlanState, now: Date): number => {
  const plan = normalizePlan(state.planType);
  if (!isPlanType(plan)) return 0;
  if ((plan === 'monthly' || plan === 'yearly') && state.planExpiresAt && state.planExpiresAt <= now) return 0;
  if (plan === 'yearly' && !state.planExpiresAt) return 0;
  return PLAN_RANK[plan];
};

const keep = (state: PlanState): PlanGrant => ({ planType: normalizePlan(state.planType), planExpiresAt: state.planExpiresAt ?? null });

/** The plan type and end after buying `product` at `now`. */
export const planTypeAfterPurchase = (current: PlanState, product: ProductId, now: Date): PlanGrant => {
  const granted = CATALOGUE[product].planType;
  if (!granted) return keep(current);
  const currentRank = rankInForce(current, now);
  const currentPlan = normalizePlan(current.planType);

  if (granted === 'monthly') {
    const durationDays = CATALOGUE.monthly.durationDays ?? MONTHLY_DAYS;
    if (currentPlan === 'monthly' && currentRank > 0) {
      // Still running: the new 30 days start when the current ones end.
      return { planType: 'monthly', planExpiresAt: addDays(later(now, current.planExpiresAt ?? now), durationDays) };
    }
    if (currentRank > PLAN_RANK.monthly) return keep(current);
    return { planType: 'monthly', planExpiresAt: addDays(now, durationDays) };
  }
  if (PLAN_RANK[granted] > currentRank) return { planType: granted, planExpiresAt: null };
  return keep(current);
};

/** The catalogue product a purchase name (or one of its aliases) records, if any. */
export const productForPurchase = (name: string): ProductId | undefined => {
  const purchase = normalizePurchaseName(name);
  return PRODUCT_IDS.find((id) => CATALOGUE[id].purchase === purchase);
};

/** The plan the given (not refunded) purchases add up to at `now`: the highest one in force. */
export const planTypeFromPurchases = (purchases: readonly GrantPurchase[], now: Date): PlanGrant => {
  let best: PlanGrant = { planType: 'free', planExpiresAt: null };
  let bestRank = 0;
  let monthlyEnd: Date | null = null;
  const durationDays = CATALOGUE.monthly.durationDays ?? MONTHLY_DAYS;
  for (const purchase of [...purchases].sort((a, b) => a.purchasedAt.getTime() - b.purchasedAt.getTime())) {
    const product = productForPurchase(purchase.name);
    const plan = product ? CATALOGUE[product].planType : undefined;
    if (!plan) continue;
    if (plan === 'monthly') {
      // Monthly purchases follow each other as they did when they were bought.
      monthlyEnd = addDays(later(purchase.purchasedAt, monthlyEnd ?? purchase.purchasedAt), durationDays);
      continue;
    }
    if (PLAN_RANK[plan] > bestRank) {
      best = { planType: plan, planExpiresAt: null };
      bestRank = PLAN_RANK[plan];
    }
  }
  if (monthlyEnd && monthlyEnd > now && PLAN_RANK.monthly > bestRank) return { planType: 'monthly', planExpiresAt: monthlyEnd };
  return best;
};

/**
 * The plan after `refundedProduct` was refunded. When the current plan is the one that product
 * grants, it is worked out again from the purchases that remain; otherwise (the refunded purchase
 * did not set the plan, e.g. lifetime refunded under a bundle) the plan stays.
 */
export const planAfterRefund = (current: PlanState, refundedProduct: ProductId, remaining: readonly GrantPurchase[], now: Date): PlanGrant => {
  const granted = CATALOGUE[refundedProduct].planType;
  if (!granted || normalizePlan(current.planType) !== granted) return keep(current);
  return planTypeFromPurchases(remaining, now);
};
