import { PAYMENT_MESSAGES, type CreateOrderBodySchema, type CreateOrderResponseSchema } from '@debtshield/contracts';
import { CURRENCY, DFY_MAX_LETTERS, DFY_MIN_LETTERS, orderPriceCents, sellsCreditHelp } from '@debtshield/plans';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { centsToValue } from '../../platform/paypal/client';
import { requireClient, type PaymentContext } from './payment-context';
import { productLabel, resolveCheckoutProduct } from './payment-product';
import { insertPaymentOrder, markOrderFailed, setPayPalOrderId } from './payments.repository';

/**
 * POST /api/payment/create-paypal-order. The amount comes from the catalogue, never from the
 * client (a `price` sent along is ignored). Our order row is written first; its id rides in
 * PayPal's custom_id and is the PayPal-Request-Id, so a retried create makes no second order.
 */
export const createCheckoutOrder = async (
  ctx: PaymentContext,
  body: z.infer<typeof CreateOrderBodySchema>,
  user: AuthUser | null,
): Promise<z.infer<typeof CreateOrderResponseSchema>> => {
  const client = requireClient(ctx.gateway);
  const product = resolveCheckoutProduct(body.plan_type);
  if (!product) throw new AppError('invalid_input', PAYMENT_MESSAGES.unknownPlan);

  let letterCount: number | null = null;
  let authorized: boolean | null = null;
  if (product === 'dfy_service') {
    const dfy = body.dfy_details;
    if (!dfy || dfy.authorized !== true) throw new AppError('invalid_input', PAYMENT_MESSAGES.dfyAuthorization);
    const count = dfy.letter_count;
    if (count === undefined || !Number.isInteger(count) || count < DFY_MIN_LETTERS || count > DFY_MAX_LETTERS) {
      throw new AppError('invalid_input', PAYMENT_MESSAGES.dfyLetterCount);
    }
    letterCount = count;
    authorized = true;
  }
  // Credit-report dispute help is sold under the Credit Repair Organizations Act: the 1679c
  // disclosure comes before the purchase (the checkout shows it; the buyer confirms reading it).
  const creditHelp = sellsCreditHelp(product);
  if (creditHelp && body.credit_rights_acknowledged !== true) throw new AppError('invalid_input', PAYMENT_MESSAGES.creditRightsRequired);

  const amountCents = orderPriceCents(product, letterCount === null ? {} : { letterCount });
  if (amountCents === undefined) throw new Error(`no catalogue price for ${product}`);

  const row = await insertPaymentOrder(ctx.db, {
    email: body.email,
    userId: user?.id ?? null,
    product,
    amountCents,
    currency: CURRENCY,
    dfyLetterCount: letterCount,
    dfyAuthorized: authorized,
    letterTemplate: product === 'letter' ? (body.template ?? 'validation') : null,
    creditRightsAcknowledgedAt: creditHelp ? new Date() : null,
  });
  const value = centsToValue(amountCents);
  let paypalOrderId: string;
  try {
    const order = await client.createOrder({
      requestId: row.id,
      referenceId: product,
      customId: row.id,
      description: productLabel(product, letterCount),
      amount: { currency_code: CURRENCY, value },
    });
    paypalOrderId = order.id;
  } catch (error) {
    await markOrderFailed(ctx.db, row.id);
    throw new AppError('upstream_failed', PAYMENT_MESSAGES.createFailed, { cause: error });
  }
  await setPayPalOrderId(ctx.db, row.id, paypalOrderId);
  return { success: true, orderID: paypalOrderId, order_id: paypalOrderId, amount: value, currency: 'USD', message: 'Order created' };
};
