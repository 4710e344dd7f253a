import { PAYMENT_MESSAGES, type VerifyOrderRequestSchema, type VerifyOrderResponseSchema } from '@debtshield/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { PayPalOrder } from '../../platform/paypal/client';
import { isPayPalError } from '../../platform/paypal/paypal-error';
import { checkCapturedOrder } from './check-capture';
import { creditCancellationOf } from './credit-cancellation';
import { fulfilOrder } from './fulfil-order';
import { requireClient, type PaymentContext } from './payment-context';
import { resolveCheckoutProduct } from './payment-product';
import { findOrderById, findOrderByPayPalId, markOrderFailed, planTypeOf, type PaymentOrderRow } from './payments.repository';

type VerifyResponse = z.infer<typeof VerifyOrderResponseSchema>;

/**
 * The answer of a verify. Anyone holding an order id may ask, so without a session it says nothing
 * about the buyer (neither the email nor the plan): only that the payment went through.
 */
const answer = (row: PaymentOrderRow, planType: string, alreadyProcessed: boolean, user: AuthUser | null): VerifyResponse => ({
  success: true,
  message: alreadyProcessed ? 'Payment already verified' : 'Payment verified',
  product: row.product,
  plan_type: user ? planType : null,
  order_id: row.paypalOrderId ?? row.id,
  email: user ? row.email : null,
  already_processed: alreadyProcessed,
  credit_cancellation: user ? creditCancellationOf(row) : null,
});

const paymentFailed = (cause?: unknown) => new AppError('payment_required', PAYMENT_MESSAGES.verifyFailed, cause === undefined ? undefined : { cause });

/**
 * POST /api/payment/verify-paypal-order: capture, check, record, grant.
 *
 * The order must be one we created, for this plan, and (when the request is signed in) for this
 * person's email or created by them. A completed order answers success again without granting twice. The capture is
 * checked (COMPLETED, our custom_id, the catalogue's amount and currency) before anything is
 * granted; a mismatch fails the order for good. A decline leaves it open for another card; PayPal
 * down or slow leaves it open for a retry or the webhook.
 */
export const verifyCheckoutOrder = async (
  ctx: PaymentContext,
  body: z.infer<typeof VerifyOrderRequestSchema>,
  user: AuthUser | null,
): Promise<VerifyResponse> => {
  const client = requireClient(ctx.gateway);
  const row = await findOrderByPayPalId(ctx.db, body.orderID);
  if (!row) throw new AppError('not_found', PAYMENT_MESSAGES.orderNotFound);
  const product = resolveCheckoutProduct(body.plan_type);
  if (!product) throw new AppError('invalid_input', PAYMENT_MESSAGES.unknownPlan);
  if (product !== row.product) throw new AppError('invalid_input', PAYMENT_MESSAGES.planMismatch);
  // Signed in: the order must be for this person's email, or one they created themselves (bought for another address).
  if (user && user.email.trim().toLowerCase() !== row.email && row.userId !== user.id) throw new AppError('forbidden', PAYMENT_MESSAGES.otherPersonsOrder);

  if (row.status === 'completed') return answer(row, await planTypeOf(ctx.db, row.email), true, user);
  if (row.status !== 'created') throw paymentFailed();

  let order: PayPalOrder;
  try {
    order = await client.captureOrder(body.orderID, { requestId: `${row.id}-capture` });
  } catch (error) {
    if (!isPayPalError(error)) throw error;
    switch (error.kind) {
      case 'already_captured':
        // Captured before (a lost answer, the other tab): read what PayPal has.
        try {
          order = await client.getOrder(body.orderID);
        } catch (readError) {
          throw new AppError('upstream_failed', PAYMENT_MESSAGES.verifyFailed, { cause: readError });
        }
        break;
      case 'declined':
        throw new AppError('payment_required', PAYMENT_MESSAGES.declined, { cause: error });
      case 'not_approved':
      case 'not_found':
        throw paymentFailed(error);
      case 'upstream':
      case 'timeout':
        throw new AppError('upstream_failed', PAYMENT_MESSAGES.verifyFailed, { cause: error });
    }
  }

  const check = checkCapturedOrder(order, { id: row.id, amountCents: row.amountCents, currency: row.currency });
  if (!check.ok) {
    if (check.reason === 'declined') throw new AppError('payment_required', PAYMENT_MESSAGES.declined);
    if (check.reason === 'pending') throw new AppError('payment_required', PAYMENT_MESSAGES.pending);
    await markOrderFailed(ctx.db, row.id);
    ctx.log.error({ paypalOrderId: body.orderID, problem: check.detail }, 'captured payment does not match the order: nothing granted (refund it in PayPal)');
    throw paymentFailed();
  }

  const result = await fulfilOrder(ctx, row, check.captureId);
  if (result.granted) return answer(result.order, result.planType, false, user);
  // Someone else (a concurrent verify, the webhook) finished it first.
  const now = await findOrderById(ctx.db, row.id);
  if (now?.status === 'completed') return answer(now, await planTypeOf(ctx.db, now.email), true, user);
  throw paymentFailed();
};
