import {
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  PaymentConfigResponseSchema,
  TestCheckoutApproveRequestSchema,
  TestCheckoutApproveResponseSchema,
  UserResponseSchema,
  VerifyOrderRequestSchema,
  VerifyOrderResponseSchema,
} from '@debtshield/contracts';
import type { ProductId } from '@debtshield/plans';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getToken, setStoredUser } from '../../../lib/session';

/** The checkout calls (spec 000 §7). Request bodies are parsed with their contracts first; no price is ever sent. */

export type PaymentConfig = z.infer<typeof PaymentConfigResponseSchema>;
export type CreatedOrder = z.infer<typeof CreateOrderResponseSchema>;
export type VerifiedOrder = z.infer<typeof VerifyOrderResponseSchema>;
export type DfyChoice = { letterCount: number; priceCents: number };

/** GET /api/payment/config: PayPal buttons or the labelled test checkout. */
export const getPaymentConfig = (): Promise<PaymentConfig> => apiRequest('/api/payment/config', { schema: PaymentConfigResponseSchema });

/** POST /api/payment/create-paypal-order: { plan_type, email, dfy_details or null }. */
export const createPaymentOrder = async (order: {
  productId: ProductId;
  email: string;
  dfy: DfyChoice | null;
  template?: string | null;
  creditRightsAcknowledged?: boolean;
}): Promise<CreatedOrder> => {
  const body = CreateOrderRequestSchema.parse({
    plan_type: order.productId,
    email: order.email,
    // The shown price goes along for the record; the server prices the order from the catalogue.
    dfy_details: order.dfy ? { letter_count: order.dfy.letterCount, authorized: true, price: order.dfy.priceCents / 100 } : null,
    ...(order.productId === 'letter' && order.template ? { template: order.template } : {}),
    ...(order.creditRightsAcknowledged ? { credit_rights_acknowledged: true } : {}),
  });
  return apiRequest('/api/payment/create-paypal-order', { body, schema: CreateOrderResponseSchema });
};

/** POST /api/payment/test-checkout/approve (simulator mode): the buyer approves, or the test card declines. */
export const approveTestOrder = async (orderID: string, outcome: 'approve' | 'decline'): Promise<void> => {
  await apiRequest('/api/payment/test-checkout/approve', {
    body: TestCheckoutApproveRequestSchema.parse({ orderID, outcome }),
    schema: TestCheckoutApproveResponseSchema,
  });
};

/** POST /api/payment/verify-paypal-order: captures and records the payment. */
export const verifyPaymentOrder = async (orderID: string, productId: ProductId): Promise<VerifiedOrder> =>
  apiRequest('/api/payment/verify-paypal-order', {
    body: VerifyOrderRequestSchema.parse({ orderID, plan_type: productId }),
    schema: VerifyOrderResponseSchema,
  });

/** After a purchase, a signed-in person's stored user (plan, purchases) is refreshed. Best effort. */
export const refreshStoredUser = async (): Promise<void> => {
  if (!getToken()) return;
  try {
    const { user } = await apiRequest('/api/user/profile', { schema: UserResponseSchema });
    setStoredUser(user);
  } catch {
    // The next app start checks the session again.
  }
};

/** POST /api/payment/cancel: cancels a purchase that includes credit help within its 3 business days (15 U.S.C. 1679e), refunded in full. */
export const cancelCreditPurchase = (orderID: string): Promise<z.infer<typeof CancelOrderResponseSchema>> =>
  apiRequest('/api/payment/cancel', { body: CancelOrderRequestSchema.parse({ orderID }), schema: CancelOrderResponseSchema });
