import { PAYMENT_MESSAGES } from '@debtshield/contracts';
import { webhookEvents } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { CaptureSchema, MoneySchema, valueToCents } from '../../platform/paypal/client';
import { checkCapture } from './check-capture';
import { fulfilOrder } from './fulfil-order';
import { errorForLog, type PaymentContext } from './payment-context';
import {
  findOrderByCaptureId,
  findOrderById,
  findOrderByPayPalId,
  isOrderRowId,
  markOrderFailed,
  refundOrder,
  type PaymentOrderRow,
} from './payments.repository';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** Webhooks v1 `event`: the fields we use. */
const EventSchema = z.object({
  id: z.string().min(1).max(255),
  event_type: z.string().min(1).max(255),
  resource: z.record(z.string(), z.unknown()).optional(),
});

/** Payments v2 `capture` as PAYMENT.CAPTURE.COMPLETED carries it. */
const CaptureResourceSchema = CaptureSchema.extend({
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});

/** Payments v2 `refund` as PAYMENT.CAPTURE.REFUNDED / REVERSED carry it. */
const RefundResourceSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  amount: MoneySchema.optional(),
  custom_id: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

/**
 * The PAYPAL-* delivery headers, each in the format Webhooks v1 `verify_webhook_signature`
 * documents; anything else is refused here, without asking PayPal.
 */
const SIGNATURE_HEADERS = {
  'paypal-auth-algo': (v: string) => v.length <= 100 && /^[a-zA-Z0-9]+$/.test(v),
  'paypal-cert-url': (v: string) => v.length <= 500 && URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
  'paypal-transmission-id': (v: string) => v.length <= 50 && /^(?!\d+$)\w+\S+/.test(v),
  'paypal-transmission-sig': (v: string) => v.length <= 500 && /^(?!\d+$)\w+\S+/.test(v),
  'paypal-transmission-time': (v: string) => v.length <= 100 && !Number.isNaN(Date.parse(v)),
} as const;

const header = (headers: Record<string, string | string[] | undefined>, name: keyof typeof SIGNATURE_HEADERS): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && SIGNATURE_HEADERS[name](value) ? value : undefined;
};

/** A capture completed (the buyer's browser may have closed before verify): grant it like verify would. */
const captureCompleted = async (ctx: PaymentContext, resource: unknown): Promise<'processed' | 'ignored'> => {
  const parsed = CaptureResourceSchema.safeParse(resource);
  if (!parsed.success) return 'ignored';
  const capture = parsed.data;
  const relatedOrderId = capture.supplementary_data?.related_ids?.order_id;
  let row: PaymentOrderRow | undefined;
  if (isOrderRowId(capture.custom_id)) row = await findOrderById(ctx.db, capture.custom_id);
  else if (relatedOrderId) row = await findOrderByPayPalId(ctx.db, relatedOrderId);
  if (!row) {
    ctx.log.warn({ captureId: capture.id }, 'PayPal webhook: capture for an order we do not know');
    return 'ignored';
  }
  if (row.status !== 'created') return 'ignored';
  if (relatedOrderId && row.paypalOrderId && relatedOrderId !== row.paypalOrderId) {
    ctx.log.error({ captureId: capture.id, paypalOrderId: row.paypalOrderId }, 'PayPal webhook: capture names another PayPal order than ours');
    return 'ignored';
  }
  // Found through the PayPal order id: that link stands for the custom_id when PayPal left it out.
  const check = checkCapture(capture, { id: row.id, amountCents: row.amountCents, currency: row.currency }, capture.custom_id ?? row.id);
  if (!check.ok) {
    if (check.reason === 'mismatch') {
      await markOrderFailed(ctx.db, row.id);
      ctx.log.error(
        { paypalOrderId: row.paypalOrderId, problem: check.detail },
        'PayPal webhook: captured payment does not match the order: nothing granted (refund it in PayPal)',
      );
    }
    return 'ignored';
  }
  const result = await fulfilOrder(ctx, row, check.captureId);
  return result.granted ? 'processed' : 'ignored';
};

/** A capture refunded (or reversed): take back what it granted. Partial refunds keep the access. */
const captureRefunded = async (ctx: PaymentContext, resource: unknown): Promise<'processed' | 'ignored'> => {
  const parsed = RefundResourceSchema.safeParse(resource);
  if (!parsed.success) return 'ignored';
  const refund = parsed.data;
  let row: PaymentOrderRow | undefined;
  if (isOrderRowId(refund.custom_id)) row = await findOrderById(ctx.db, refund.custom_id);
  if (!row) {
    const up = refund.links?.find((link) => link.rel === 'up')?.href;
    const captureId = up ? /\/v2\/payments\/captures\/([A-Z0-9]+)\/?$/.exec(up)?.[1] : undefined;
    if (captureId) row = await findOrderByCaptureId(ctx.db, captureId);
  }
  if (!row) {
    ctx.log.warn({ refundId: refund.id }, 'PayPal webhook: refund for an order we do not know');
    return 'ignored';
  }
  if (refund.status && refund.status !== 'COMPLETED') return 'ignored';
  const refundedCents = refund.amount ? valueToCents(refund.amount.value) : undefined;
  if (refundedCents !== undefined && refundedCents < row.amountCents) {
    ctx.log.warn({ paypalOrderId: row.paypalOrderId, refundId: refund.id }, 'PayPal webhook: partial refund: access kept');
    return 'ignored';
  }
  const result = await refundOrder(ctx.db, { orderId: row.id });
  return result.refunded ? 'processed' : 'ignored';
};

/**
 * POST /api/payment/paypal-webhook. The signature is checked with PayPal (verify-webhook-signature,
 * with our PAYPAL_WEBHOOK_ID; the simulator in simulator mode) before anything is read. Each
 * event id is applied once (webhook_events); the effects are idempotent on their own too, so a
 * redelivery racing the first delivery, on this instance or another, changes nothing. Handled and ignored events answer 200 so
 * PayPal stops retrying; a failure answers 5xx so it tries again.
 */
export const handlePayPalWebhook = async (
  ctx: PaymentContext,
  headers: Record<string, string | string[] | undefined>,
  body: Record<string, unknown>,
): Promise<WebhookOutcome> => {
  const gateway = ctx.gateway;
  if (gateway.mode === 'disabled') throw new AppError('unavailable', PAYMENT_MESSAGES.notConfigured);
  if (!gateway.webhookId) throw new AppError('unavailable', PAYMENT_MESSAGES.webhookNotConfigured);

  const authAlgo = header(headers, 'paypal-auth-algo');
  const certUrl = header(headers, 'paypal-cert-url');
  const transmissionId = header(headers, 'paypal-transmission-id');
  const transmissionSig = header(headers, 'paypal-transmission-sig');
  const transmissionTime = header(headers, 'paypal-transmission-time');
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) throw new AppError('invalid_input', PAYMENT_MESSAGES.invalidSignature);

  let valid: boolean;
  try {
    valid = await gateway.client.verifyWebhookSignature({
      authAlgo,
      certUrl,
      transmissionId,
      transmissionSig,
      transmissionTime,
      webhookId: gateway.webhookId,
      event: body,
    });
  } catch (error) {
    ctx.log.warn({ paypal: errorForLog(error) }, 'PayPal webhook: signature could not be verified now');
    throw new AppError('upstream_failed', 'The webhook signature could not be verified with PayPal. Please retry.', { cause: error });
  }
  if (!valid) throw new AppError('invalid_input', PAYMENT_MESSAGES.invalidSignature);

  const event = EventSchema.safeParse(body);
  if (!event.success) throw new AppError('invalid_input', 'This is not a PayPal webhook event.');
  const { id, event_type: eventType, resource } = event.data;

  const [seen] = await ctx.db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  if (seen) return 'duplicate';

  let outcome: 'processed' | 'ignored' = 'ignored';
  if (eventType === 'PAYMENT.CAPTURE.COMPLETED') outcome = await captureCompleted(ctx, resource);
  else if (eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED') outcome = await captureRefunded(ctx, resource);

  // Recorded after its effect: a delivery that failed half-way is retried by PayPal, not skipped.
  // Deliveries racing on several instances all pass the check above; the effect itself is claimed
  // once in the database (the order's conditional created → completed / completed → refunded), so
  // the one that applied it answers 'processed', whichever recorded the event id first.
  const recorded = await ctx.db.insert(webhookEvents).values({ id, eventType }).onConflictDoNothing().returning({ id: webhookEvents.id });
  if (outcome === 'processed') return outcome;
  return recorded.length === 0 ? 'duplicate' : outcome;
};
