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

/** The texts the payment routes answer with (spec 000 §5 and §8 where the spec words them). */
export const PAYMENT_MESSAGES = {
  unknownPlan: 'Unknown plan',
  dfyAuthorization: 'Please authorize us to send letters on your behalf',
  dfyLetterCount: 'Choose between 1 and 10 letters',
  createFailed: 'Failed to create order',
  verifyFailed: 'Payment processing failed. Please contact support.',
  declined: 'Your payment was declined. Please try another card or payment method.',
  pending: 'Your payment is still pending with PayPal. Your access starts as soon as PayPal completes it, and we will email your receipt.',
  orderNotFound: 'Order not found',
  planMismatch: 'This order was created for a different plan.',
  otherPersonsOrder: 'This order belongs to another account. Sign in with the email used at checkout.',
  notConfigured: 'Payments are not configured.',
  webhookNotConfigured: 'PayPal webhooks are not configured.',
  invalidSignature: 'Invalid webhook signature.',
  testCheckoutOnly: 'The test checkout is only available when PayPal is not configured.',
  creditRightsRequired:
    'Please read "Consumer Credit File Rights Under State and Federal Law" and confirm that you have read it: the law requires it before a purchase that includes help with credit report disputes.',
  cancelNotCredit:
    'Only a purchase that includes help with credit report disputes can be cancelled this way. For other purchases, use the 30-day money-back guarantee in your receipt.',
  cancelPeriodOver: 'The 3-business-day cancellation period for this purchase has ended. The 30-day money-back guarantee in your receipt still applies.',
  cancelNotPaid: 'This order was not paid, so there is nothing to cancel.',
  cancelled: 'Your purchase is cancelled and fully refunded. PayPal returns the money to the account you paid with.',
} as const;

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
  /**
   * A product that includes credit-report dispute help: the buyer has read the Credit Repair
   * Organizations Act disclosure (15 U.S.C. 1679c) shown before checkout. Required for those products.
   */
  credit_rights_acknowledged: z.boolean().optional(),
  /** For product=letter: which $7 letter is bought (spec 001 §2.2). */
  template: z.enum(['validation', 'cease', 'dispute', 'statute']).optional(),
  /** Ignored: the catalogue decides. Accepted so old clients are not refused. */
  price: z.unknown().optional(),
});
/**
 * What the server accepts for POST /api/payment/create-paypal-order: as CreateOrderRequestSchema,
 * but the done-for-you details are checked by the handler, so a missing authorisation is refused
 * with the spec's own sentence (PAYMENT_MESSAGES.dfyAuthorization) rather than a field error.
 */
export const DfyDetailsInputSchema = z.object({
  letter_count: z.number().optional(),
  authorized: z.boolean().optional(),
  price: z.number().optional(),
});
export const CreateOrderBodySchema = CreateOrderRequestSchema.extend({
  dfy_details: DfyDetailsInputSchema.nullable().optional(),
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

/** When a purchase that includes credit help can be cancelled (the receipt and the success page show it). */
export const CreditCancellationSchema = z.object({
  /** The last moment to cancel, ISO 8601. */
  cancel_until: z.string(),
  /** The last day, as the notice of cancellation names it (YYYY-MM-DD). */
  last_day: z.string(),
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
  /** The buyer's plan type after the purchase; null when the request is not signed in (it says nothing about the buyer). */
  plan_type: z.string().nullable(),
  order_id: z.string(),
  /** The email the purchase went to; null when the request is not signed in. */
  email: z.string().nullable(),
  /** Already verified before (replay): nothing was granted twice. */
  already_processed: z.boolean(),
  /** A purchase that includes credit help, verified by its signed-in buyer: until when it can be cancelled for a full refund. */
  credit_cancellation: CreditCancellationSchema.nullable().optional(),
});

/** POST /api/payment/test-checkout/approve (simulator mode only): the buyer approves in the test checkout. */
export const TestCheckoutApproveRequestSchema = z.object({
  orderID: z.string().trim().min(1).max(64),
  /** The simulator can decline like a real card would. */
  outcome: z.enum(['approve', 'decline']).default('approve'),
});
export const TestCheckoutApproveResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/payment/test-checkout/refund (simulator mode only): the simulator refunds the capture and sends its signed webhook. */
export const TestCheckoutRefundRequestSchema = z.object({ orderID: z.string().trim().min(1).max(64) });
export const TestCheckoutRefundResponseSchema = z.object({ success: z.literal(true), status: z.enum(['processed', 'ignored', 'duplicate']) });

/**
 * POST /api/payment/paypal-webhook: PayPal's event notification (Webhooks v1 `event`). Any JSON
 * object is accepted; the signature check and the handler decide what it is worth.
 */
export const PayPalWebhookBodySchema = z.record(z.string(), z.unknown());
export const PayPalWebhookResponseSchema = z.object({
  success: z.literal(true),
  /** processed: it changed something; duplicate: this event id was handled before; ignored: nothing to do. */
  status: z.enum(['processed', 'duplicate', 'ignored']),
});

/** POST /api/payment/cancel: the 3-business-day cancellation of a purchase that includes credit help (15 U.S.C. 1679e). */
export const CancelOrderRequestSchema = z.object({ orderID: z.string().trim().min(1).max(64) });
export const CancelOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  refunded: z.literal(true),
});
