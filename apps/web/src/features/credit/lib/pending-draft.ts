import type { ProductId } from '@debtshield/plans';
import type { CreditDraft } from './draft';

/** The credit plans sold on the credit-dispute page (issue 27: a choice, never straight to $49). */
export type CreditPlanId = Extract<ProductId, 'credit_single' | 'credit_all'>;
export const CREDIT_PLAN_IDS: readonly CreditPlanId[] = ['credit_single', 'credit_all'];

/** `?plan=single|all` (the home page's cards) to the plan it names. */
export const planFromParam = (value: string | null): CreditPlanId | null =>
  value === 'single' || value === 'credit_single' ? 'credit_single' : value === 'all' || value === 'credit_all' ? 'credit_all' : null;

const KEY = 'pendingCreditDispute';

type Pending = { draft: CreditDraft; plan: CreditPlanId | null };

/**
 * What the person chose before going to checkout, kept for this tab only (session storage) so that
 * the chosen errors and details come back after paying and signing in. The SSN digits and the
 * acceptance of the legal notice are never kept: they are asked again.
 */
export const savePendingCreditDispute = (draft: CreditDraft, plan: CreditPlanId | null): void => {
  try {
    const pending: Pending = { draft: { ...draft, ssnLast4: '', accepted: false }, plan };
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage off (private mode): the person chooses again after paying.
  }
};

const isDraft = (value: unknown): value is CreditDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    Array.isArray(d.selected) &&
    d.selected.every((s) => typeof s === 'string') &&
    Array.isArray(d.bureaus) &&
    typeof d.items === 'object' &&
    d.items !== null &&
    ['specificErrors', 'hardshipReason', 'specificHarm', 'debtDate', 'name', 'address', 'cityStateZip'].every((k) => typeof d[k] === 'string')
  );
};

export const readPendingCreditDispute = (): Pending | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft?: unknown; plan?: unknown };
    if (!isDraft(parsed.draft)) return null;
    const plan = typeof parsed.plan === 'string' ? planFromParam(parsed.plan) : null;
    return { draft: { ...parsed.draft, ssnLast4: '', accepted: false }, plan };
  } catch {
    return null;
  }
};

export const clearPendingCreditDispute = (): void => {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
};
