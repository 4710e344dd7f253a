import { valueToCents, type Money, type PayPalCapture, type PayPalOrder } from '../../platform/paypal/client';

/** Our side of an order: what the catalogue priced it at, and our id (PayPal's custom_id). */
export type ExpectedPayment = { id: string; amountCents: number; currency: string };

export type CaptureCheck =
  | { ok: true; captureId: string }
  /** declined: the funding source was refused; pending: PayPal has not finished (the webhook will); mismatch: not what we sold. */
  | { ok: false; reason: 'declined' | 'pending' | 'mismatch'; detail: string };

const moneyMatches = (money: Money | undefined, expected: ExpectedPayment): string | null => {
  if (!money) return 'no amount';
  if (money.currency_code !== expected.currency) return `currency ${money.currency_code}, expected ${expected.currency}`;
  const cents = valueToCents(money.value);
  if (cents !== expected.amountCents) return `amount ${money.value}, expected ${(expected.amountCents / 100).toFixed(2)}`;
  return null;
};

/** A capture (from the order, or a webhook's resource) against what we sold. */
export const checkCapture = (capture: PayPalCapture, expected: ExpectedPayment, customId: string | undefined): CaptureCheck => {
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { ok: false, reason: 'declined', detail: `capture ${capture.status}` };
  if (capture.status === 'PENDING') return { ok: false, reason: 'pending', detail: 'capture PENDING' };
  if (capture.status !== 'COMPLETED') return { ok: false, reason: 'mismatch', detail: `capture ${capture.status}` };
  if ((customId ?? capture.custom_id) !== expected.id) return { ok: false, reason: 'mismatch', detail: 'custom_id is not this order' };
  const money = moneyMatches(capture.amount, expected);
  if (money) return { ok: false, reason: 'mismatch', detail: money };
  return { ok: true, captureId: capture.id };
};

/**
 * A captured PayPal order against our row: status COMPLETED, one purchase unit carrying our id,
 * one capture COMPLETED for exactly the catalogue's amount and currency.
 */
export const checkCapturedOrder = (order: PayPalOrder, expected: ExpectedPayment): CaptureCheck => {
  const units = order.purchase_units ?? [];
  const [unit] = units;
  if (!unit || units.length !== 1) return { ok: false, reason: 'mismatch', detail: `${units.length} purchase units` };
  const captures = unit.payments?.captures ?? [];
  const [capture] = captures;
  if (!capture || captures.length !== 1) return { ok: false, reason: 'mismatch', detail: `order ${order.status} with ${captures.length} captures` };
  if (unit.custom_id !== undefined && unit.custom_id !== expected.id) return { ok: false, reason: 'mismatch', detail: 'custom_id is not this order' };
  if (unit.amount) {
    const unitMoney = moneyMatches(unit.amount, expected);
    if (unitMoney) return { ok: false, reason: 'mismatch', detail: `order ${unitMoney}` };
  }
  const checked = checkCapture(capture, expected, unit.custom_id);
  if (!checked.ok) return checked;
  if (order.status !== 'COMPLETED') return { ok: false, reason: 'mismatch', detail: `order ${order.status}` };
  return checked;
};
