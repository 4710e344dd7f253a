import { computeAccess } from './access';
import { CATALOGUE, type ProductId } from './catalogue';

/**
 * Whether buying a product buys credit-report dispute help: then the sale falls under the Credit
 * Repair Organizations Act (15 U.S.C. 1679–1679j; legal-reference §8.3) and the checkout gives the
 * 1679c disclosure first, and the buyer may cancel within 3 business days for a full refund
 * (1679e). Decided by the access rules themselves: a product sells credit help when a purchase of
 * it, and nothing else, opens the credit pages.
 */
export const sellsCreditHelp = (product: ProductId): boolean => {
  const { purchase, planType } = CATALOGUE[product];
  const purchasedAt = new Date(0);
  return computeAccess({ planType: planType ?? 'free', purchases: [{ name: purchase, purchasedAt }] }, purchasedAt).canAccessCredit;
};
