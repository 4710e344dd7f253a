import type { ProductId } from '@debtshield/plans';
import { paths } from '../../../config/paths';

/** Products the home page sells (spec 001 §2.9): each with the page its price button opens. */
export const HOME_PRODUCT_IDS = ['scan', 'monthly', 'lifetime', 'credit_single', 'credit_all', 'bundle'] as const satisfies readonly ProductId[];

/**
 * Where a product's price button goes: scan, monthly, lifetime and bundle → /payment?product=…;
 * credit single and all → /credit-disputes?plan=single|all (spec 001 §2.1, §2.9).
 */
export const productHref = (id: ProductId): string => {
  if (id === 'credit_single') return `${paths.creditDisputes}?plan=single`;
  if (id === 'credit_all') return `${paths.creditDisputes}?plan=all`;
  if (id === 'dfy_service') return `${paths.payment}?plan=dfy_service`;
  return `${paths.payment}?product=${id}`;
};
