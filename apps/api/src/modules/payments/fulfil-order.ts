import { errorForLog, loginUrl, type PaymentContext } from './payment-context';
import { asProductId, completeOrder, type GrantResult, type PaymentOrderRow } from './payments.repository';
import { creditCancellationOf } from './credit-cancellation';
import { buildReceipt } from './receipt';
import { writePurchasedLetter } from '../documents/write-purchased-letter';
import { userTimeZone } from '../disputes/disputes.repository';

/** The cancellation terms a credit purchase's receipt states (null for other products). */
const creditReceiptTerms = (ctx: PaymentContext, order: PaymentOrderRow) => {
  const period = creditCancellationOf(order);
  if (!period) return null;
  const address = ctx.config.BUSINESS_POSTAL_ADDRESS ?? 'the postal address on our website (this server has none set: BUSINESS_POSTAL_ADDRESS)';
  return { lastDay: period.last_day, business: 'DebtShield', address };
};

/**
 * The one way a captured payment becomes access, for verification and the webhook alike: grant
 * once (completeOrder), then mail the receipt, after the transaction. A mail failure is logged,
 * never an error: the payment is recorded and the access is there.
 */
export const fulfilOrder = async (ctx: PaymentContext, row: PaymentOrderRow, captureId: string): Promise<GrantResult> => {
  const result = await completeOrder(ctx.db, { orderId: row.id, captureId });
  if (result.granted) {
    const order = result.order;
    if (order.product === 'letter') {
      // The $7 letter is written now and kept in the buyer's documents; a failure is logged (the payment stands).
      await writePurchasedLetter(ctx.db, {
        userId: result.userId,
        orderId: order.id,
        template: order.letterTemplate ?? 'validation',
        now: order.completedAt ?? new Date(),
      }).catch((error: unknown) => ctx.log.error({ err: error, paypalOrderId: order.paypalOrderId }, 'purchased letter could not be written'));
    }
    try {
      const receipt = buildReceipt({
        product: asProductId(order.product),
        amountCents: order.amountCents,
        currency: order.currency,
        paypalOrderId: order.paypalOrderId ?? order.id,
        paidAt: order.completedAt ?? new Date(),
        // The date is printed where the buyer is: the zone stored on the user, else the Eastern fallback.
        timeZone: await userTimeZone(ctx.db, result.userId, null).catch(() => null),
        dfyLetterCount: order.dfyLetterCount,
        loginUrl: loginUrl(ctx.config),
        creditCancellation: creditReceiptTerms(ctx, order),
      });
      await ctx.mailer.send({ to: order.email, subject: receipt.subject, text: receipt.text, summary: 'receipt sent' });
    } catch (error) {
      ctx.log.error({ mailError: errorForLog(error), paypalOrderId: order.paypalOrderId }, 'payment receipt could not be sent');
    }
  }
  return result;
};
