import { z } from 'zod';
import { EmailSchema } from './auth';

/**
 * Checkout (spec 000 §2 payment, §4, §7). Prices never come from the client: the server takes
 * them from the plans catalogue; a `price` the client sends is ignored.
 */

/** GET /api/payment/config: which checkout the page shows. */
export const PaymentConfigResponseSchema = z.object({
  success: z.literal(true),
  /** 'paypal': PayPal's JS SDK buttons; 'simulator': the labelled test checkout (no real money). */
  mode: z.enum(['paypal', 'simulator']),
  client_id: z.string().nullable(),
  currency: z.literal('USD'),
});

export const DfyDetailsSchema = z.object({
  letter_count: z.number().int().min(1, 'Choose between 1 and 10 letters').max(10, 'Choose between 1 and 10 letters'),
  authorized: z.literal(true, { error: 'Please authorize us to send letters on your behalf' }),
  /** Shown price; ignored by the server. */
  price: z.number().optional(),
});

/** POST /api/payment/create-paypal-order */
export const CreateOrderRequestSchema = z.object({
  /** A payment product or alias (scan, monthly, lifetime, credit, credit_single, credit_all, bundle, debt, dfy, dfy_service, letter, diy). */
  plan_type: z.string().trim().min(1).max(50),
  email: EmailSchema,
  dfy_details: DfyDetailsSchema.nullable().optional(),
  /** Ignored: the catalogue decides. Accepted so old clients are not refused. */
  price: z.unknown().optional(),
});
export const CreateOrderResponseSchema = z.object({
  success: z.literal(true),
  orderID: z.string(),
  order_id: z.string(),
  /** The catalogue's amount for this order, e.g. '89.00'. */
  amount: z.string(),
  currency: z.literal('USD'),
  message: z.string(),
});

/** POST /api/payment/verify-paypal-order */
export const VerifyOrderRequestSchema = z.object({
  orderID: z.string().trim().min(1).max(64),
  plan_type: z.string().trim().min(1).max(50),
});
export const VerifyOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The catalogue product bought. */
  product: z.string(),
  /** The user's plan type after the purchase. */
  plan_type: z.string(),
  order_id: z.string(),
  email: z.string(),
  /** Already verified before (replay): nothing was granted twice. */
  already_processed: z.boolean(),
});

/** POST /api/payment/test-checkout/approve (simulator mode only): the buyer approves in the test checkout. */
export const TestCheckoutApproveRequestSchema = z.object({
  orderID: z.string().trim().min(1).max(64),
  /** The simulator can decline like a real card would. */
  outcome: z.enum(['approve', 'decline']).default('approve'),
});
export const TestCheckoutApproveResponseSchema = z.object({ success: z.literal(true) });
