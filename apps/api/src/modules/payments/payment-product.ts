import { CATALOGUE, PAYMENT_PRODUCT_ALIASES, PRODUCT_IDS, productForPurchase, type ProductId } from '@debtshield/plans';

/**
 * The catalogue product a checkout's `plan_type` names: a payment-page alias (scan, debt, credit,
 * dfy, …), a product id, or a purchase name (debt_lifetime, …). Strict: unlike the payment page,
 * which falls back to lifetime, an unknown name is refused, so nobody pays for what they did not pick.
 */
export const resolveCheckoutProduct = (planType: string): ProductId | undefined => {
  const key = planType.trim().toLowerCase();
  if (Object.hasOwn(PAYMENT_PRODUCT_ALIASES, key)) return PAYMENT_PRODUCT_ALIASES[key];
  if ((PRODUCT_IDS as readonly string[]).includes(key)) return key as ProductId;
  return productForPurchase(key);
};

/** What the buyer sees on PayPal (purchase unit description, at most 127 characters) and in the receipt. */
export const productLabel = (product: ProductId, letterCount?: number | null): string => {
  switch (product) {
    case 'scan':
      return 'DebtShield single letter scan';
    case 'monthly':
      return 'DebtShield monthly access (30 days)';
    case 'lifetime':
      return 'DebtShield lifetime access';
    case 'credit_single':
      return 'DebtShield credit repair, single bureau';
    case 'credit_all':
      return 'DebtShield credit repair, all 3 bureaus';
    case 'bundle':
      return 'DebtShield complete bundle';
    case 'diy':
      return 'DebtShield DIY letter enhancement';
    case 'letter':
      return 'DebtShield pre-written letter';
    case 'dfy_service':
      return `DebtShield done-for-you service (${letterCount ?? 1} ${letterCount === 1 ? 'letter' : 'letters'})`;
  }
};

/** The purchase name a product is recorded as. */
export const purchaseName = (product: ProductId): string => CATALOGUE[product].purchase;
