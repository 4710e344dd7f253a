import { addBusinessDays } from '@debtshield/clocks';
import { PAYMENT_MESSAGES, type CancelOrderResponseSchema } from '@debtshield/contracts';
import { sellsCreditHelp } from '@debtshield/plans';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { requireClient, type PaymentContext } from './payment-context';
import { asProductId, findOrderByPayPalId, refundOrder, type PaymentOrderRow } from './payments.repository';

/**
 * The Credit Repair Organizations Act lets the buyer of credit help cancel "before midnight of the
 * 3rd business day which begins after the date" of the contract, without charge (15 U.S.C.
 * 1679e(a)). Read so that no buyer anywhere in the US gets less: the day of purchase is its UTC
 * date (never earlier than the buyer's own), business days skip Saturdays as well as Sundays and
 * federal holidays, and midnight is Hawaii's (UTC-10), the last US midnight of that day.
 */
export const creditCancellationPeriod = (purchasedAt: Date): { lastDay: string; cancelUntil: Date } => {
  const lastDay = addBusinessDays(purchasedAt.toISOString().slice(0, 10), 3);
  const cancelUntil = new Date(`${lastDay}T00:00:00.000Z`);
  cancelUntil.setUTCDate(cancelUntil.getUTCDate() + 1);
  cancelUntil.setUTCHours(10);
  return { lastDay, cancelUntil };
};

/** The period of a paid order that includes credit help, for the success page and the receipt; null otherwise. */
export const creditCancellationOf = (row: Pick<PaymentOrderRow, 'product' | 'status' | 'completedAt'>): { last_day: string; cancel_until: string } | null => {
  if (!sellsCreditHelp(asProductId(row.product)) || row.status !== 'completed' || !row.completedAt) return null;
  const { lastDay, cancelUntil } = creditCancellationPeriod(row.completedAt);
  return { last_day: lastDay, cancel_until: cancelUntil.toISOString() };
};

/**
 * POST /api/payment/cancel. The signed-in buyer cancels a purchase that includes credit help within
 * its period: PayPal refunds the capture in full (the request id makes a retry refund once), then the
 * refund is recorded as PayPal's refund webhook would record it (access removed at the next read).
 * Cancelling again answers the same; PayPal's webhook for this refund then changes nothing.
 */
export const cancelCreditOrder = async (
  ctx: PaymentContext,
  orderID: string,
  user: AuthUser | null,
  now: Date = new Date(),
): Promise<z.infer<typeof CancelOrderResponseSchema>> => {
  if (!user) throw new AppError('unauthenticated', 'Please sign in with the email you paid with to cancel this purchase.');
  const client = requireClient(ctx.gateway);
  const row = await findOrderByPayPalId(ctx.db, orderID);
  // The buyer cancels (decision 024): the account that placed the order; an order placed without an
  // account, by the account of the email it was placed with. The person an account named in an
  // order's email did not buy it and cannot cancel another account's purchase.
  const isBuyer = row && (row.userId !== null ? row.userId === user.id : row.email.toLowerCase() === user.email.toLowerCase());
  if (!row || !isBuyer) throw new AppError('not_found', PAYMENT_MESSAGES.orderNotFound);
  if (!sellsCreditHelp(asProductId(row.product))) throw new AppError('invalid_input', PAYMENT_MESSAGES.cancelNotCredit);
  const cancelled = { success: true as const, message: PAYMENT_MESSAGES.cancelled, refunded: true as const };
  if (row.status === 'refunded') return cancelled;
  if (row.status !== 'completed' || !row.captureId || !row.completedAt) throw new AppError('conflict', PAYMENT_MESSAGES.cancelNotPaid);
  if (now > creditCancellationPeriod(row.completedAt).cancelUntil) throw new AppError('conflict', PAYMENT_MESSAGES.cancelPeriodOver);
  try {
    await client.refundCapture(row.captureId, { requestId: `cancel-${row.id}` });
  } catch (error) {
    throw new AppError('upstream_failed', 'PayPal could not refund the payment just now. Please try again in a few minutes; your right to cancel is kept.', {
      cause: error,
    });
  }
  await refundOrder(ctx.db, { orderId: row.id, now });
  ctx.log.info({ paypalOrderId: row.paypalOrderId }, 'payments: credit purchase cancelled within 3 business days and refunded');
  return cancelled;
};
