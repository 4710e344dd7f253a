import { resolvePaymentProduct, type ProductId } from '@debtshield/plans';
import { isLetterTemplate, type LetterTemplate } from '../../plans';

export type PaymentSelection = {
  productId: ProductId;
  /** Which pre-written letter, for product=letter (template=validation|cease|dispute|statute). */
  template: LetterTemplate | null;
};

/**
 * /payment?product=…&price=…&template=…&plan=… and /payment/:product (spec 000 §2, 001 §2.1).
 * The path's product works like ?product= and wins over it; plan=dfy_service wins over both.
 * Mapping through the catalogue (credit → credit_all, debt → lifetime, dfy → dfy_service; missing
 * or unknown → lifetime). `price` is never read: the catalogue decides every amount.
 */
export const readPaymentSelection = (search: URLSearchParams, pathProduct?: string): PaymentSelection => {
  const product = pathProduct?.trim() ? pathProduct : search.get('product');
  const productId = resolvePaymentProduct({ product, plan: search.get('plan')?.trim().toLowerCase() ?? null });
  const template = search.get('template')?.trim().toLowerCase();
  return { productId, template: productId === 'letter' && isLetterTemplate(template) ? template : null };
};
