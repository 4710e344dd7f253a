import type { User } from '@debtshield/contracts';
import type { Database } from '@debtshield/db';
import { UNLIMITED, activePurchases, computeAccess, monthlyEndsAt, normalizePurchaseName, type AccountState } from '@debtshield/plans';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { loadAccountState } from '../accounts/accounts.repository';

const LAPSING_PLANS = new Set(['monthly', 'yearly']);

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (value === undefined || value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The user as the browser stores it (UserSchema), from who they are and what they bought. The
 * one place that turns an account into what /api/auth/verify, /api/user/profile and a sign-in
 * answer: `plan_type` is the plan in force (a lapsed monthly reads 'free'), `purchases` the names
 * of the purchases still granting something.
 */
export const presentUser = (identity: AuthUser, account: AccountState, now: Date = new Date()): User => {
  const access = computeAccess(account, now);
  const active = activePurchases(account, now);
  const storedPlan = (account.planType ?? 'free').trim().toLowerCase();

  const hadMonthlyPurchase = (account.purchases ?? []).some((p) => typeof p !== 'string' && !p.refunded && normalizePurchaseName(p.name) === 'debt_monthly');
  const inForce = LAPSING_PLANS.has(access.planType) || access.hasDebtMonthly;
  const lapsed = LAPSING_PLANS.has(storedPlan) || hadMonthlyPurchase;
  const subscriptionStatus: User['subscription_status'] = inForce ? 'active' : lapsed ? 'expired' : 'none';

  // The stored end when there is one; otherwise the end of the latest current monthly purchase.
  const monthlyEnds = active.filter((p) => p.name === 'debt_monthly' && p.purchasedAt).map((p) => monthlyEndsAt(p.purchasedAt as Date).getTime());
  const planExpiresAt = toDate(account.planExpiresAt) ?? (monthlyEnds.length ? new Date(Math.max(...monthlyEnds)) : null);

  return {
    id: identity.id,
    email: identity.email,
    name: identity.name,
    plan_type: access.planType,
    plan_expires_at: planExpiresAt ? planExpiresAt.toISOString() : null,
    purchases: active.map((p) => p.name),
    subscription_status: subscriptionStatus,
    debt_scans_used: access.debtScansUsed,
    credit_scans_used: access.creditScansUsed,
    analyses_limit: access.hasUnlimitedDebtScans ? UNLIMITED : access.remainingDebtScans + access.debtScansUsed,
  };
};

/** Loads the account of a signed-in user and presents it. */
export const loadPresentedUser = async (db: Database, identity: AuthUser, now: Date = new Date()): Promise<User> => {
  const account = await loadAccountState(db, identity.id);
  if (!account) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return presentUser(identity, account, now);
};
