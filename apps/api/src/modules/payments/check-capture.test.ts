import { describe, expect, it } from 'vitest';
import type { PayPalOrder } from '../../platform/paypal/client';
import { checkCapturedOrder } from './check-capture';
import { productLabel, resolveCheckoutProduct } from './payment-product';
import { buildReceipt } from './receipt';

const ROW = { id: '2f4b8a52-4f0c-4d6c-9a77-0a1b2c3d4e5f', amountCents: 8900, currency: 'USD' };

const captured = (
  overrides: { status?: string; captureStatus?: string; value?: string; currency?: string; customId?: string | null; captures?: number; units?: number } = {},
): PayPalOrder => {
  const capture = {
    id: '3C679366HH908993F',
    status: overrides.captureStatus ?? 'COMPLETED',
    amount: { currency_code: overrides.currency ?? 'USD', value: overrides.value ?? '89.00' },
    ...(overrides.customId === null ? {} : { custom_id: overrides.customId ?? ROW.id }),
  };
  const unit = {
    reference_id: 'lifetime',
    ...(overrides.customId === null ? {} : { custom_id: overrides.customId ?? ROW.id }),
    amount: { currency_code: 'USD', value: '89.00' },
    payments: { captures: Array.from({ length: overrides.captures ?? 1 }, () => capture) },
  };
  return { id: '5O190127TN364715T', status: overrides.status ?? 'COMPLETED', purchase_units: Array.from({ length: overrides.units ?? 1 }, () => unit) };
};

describe('checkCapturedOrder', () => {
  it('accepts exactly the catalogue amount, currency and our custom_id', () => {
    expect(checkCapturedOrder(captured(), ROW)).toEqual({ ok: true, captureId: '3C679366HH908993F' });
    expect(checkCapturedOrder(captured({ value: '89' }), ROW).ok).toBe(true);
  });

  it.each([
    ['a lower amount', { value: '1.00' }, 'mismatch'],
    ['a higher amount', { value: '89.01' }, 'mismatch'],
    ['another currency', { currency: 'EUR' }, 'mismatch'],
    ["another order's custom_id", { customId: '00000000-0000-4000-8000-000000000000' }, 'mismatch'],
    ['no custom_id at all', { customId: null }, 'mismatch'],
    ['an order not COMPLETED', { status: 'APPROVED' }, 'mismatch'],
    ['no capture', { captures: 0 }, 'mismatch'],
    ['two captures', { captures: 2 }, 'mismatch'],
    ['two purchase units', { units: 2 }, 'mismatch'],
    ['a capture REFUNDED', { captureStatus: 'REFUNDED' }, 'mismatch'],
    ['a capture DECLINED', { captureStatus: 'DECLINED' }, 'declined'],
    ['a capture PENDING', { captureStatus: 'PENDING' }, 'pending'],
  ] as const)('refuses %s', (_name, overrides, reason) => {
    const result = checkCapturedOrder(captured(overrides), ROW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe(reason);
  });
});

describe('resolveCheckoutProduct', () => {
  it('takes payment-page aliases, product ids and purchase names, strictly', () => {
    expect(resolveCheckoutProduct('debt')).toBe('lifetime');
    expect(resolveCheckoutProduct('credit')).toBe('credit_all');
    expect(resolveCheckoutProduct(' DFY ')).toBe('dfy_service');
    expect(resolveCheckoutProduct('single')).toBe('scan');
    expect(resolveCheckoutProduct('debt_monthly')).toBe('monthly');
    expect(resolveCheckoutProduct('diy_enhancement')).toBe('diy');
    for (const unknown of ['', 'free', 'yearly', 'platinum', 'constructor', '__proto__', 'toString'])
      expect(resolveCheckoutProduct(unknown), unknown).toBeUndefined();
  });

  it('labels fit PayPal’s 127-character description', () => {
    expect(productLabel('dfy_service', 1)).toBe('DebtShield done-for-you service (1 letter)');
    expect(productLabel('dfy_service', 10).length).toBeLessThanOrEqual(127);
  });
});

describe('buildReceipt', () => {
  it('names the product, amount, order, date, guarantee and where to sign in', () => {
    const { subject, text } = buildReceipt({
      product: 'monthly',
      amountCents: 3999,
      currency: 'USD',
      paypalOrderId: '5O190127TN364715T',
      paidAt: new Date('2026-03-04T10:00:00Z'),
      dfyLetterCount: null,
      loginUrl: 'http://localhost:3000/login',
    });
    expect(subject).toBe('Your DebtShield receipt: DebtShield monthly access (30 days)');
    for (const part of [
      '$39.99 USD',
      '5O190127TN364715T',
      // The date as people write it (decision 255).
      'Date: March 4, 2026',
      '30-day money-back guarantee',
      'Sign in with this email at http://localhost:3000/login to use it.',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('prints the date of the purchase where the buyer is, else in the Eastern fallback, not in UTC', () => {
    const receiptAt = (paidAt: string, timeZone?: string | null) =>
      buildReceipt({
        product: 'scan',
        amountCents: 999,
        currency: 'USD',
        paypalOrderId: 'O-1',
        paidAt: new Date(paidAt),
        timeZone,
        dfyLetterCount: null,
        loginUrl: 'http://localhost:3000/login',
      }).text;
    // 8 pm in California on March 4 is already March 5 in UTC.
    expect(receiptAt('2026-03-05T04:00:00Z', 'America/Los_Angeles')).toContain('Date: March 4, 2026');
    // 10 pm in California is 1 am on March 5 in New York: the zone given decides, and without one the Eastern day is printed.
    expect(receiptAt('2026-03-05T06:00:00Z', 'America/Los_Angeles')).toContain('Date: March 4, 2026');
    expect(receiptAt('2026-03-05T06:00:00Z')).toContain('Date: March 5, 2026');
    expect(receiptAt('2026-03-05T04:00:00Z', null)).toContain('Date: March 4, 2026');
    // A zone that is not an IANA name falls back to Eastern rather than failing the receipt.
    expect(receiptAt('2026-03-05T04:00:00Z', 'Mars/Olympus')).toContain('Date: March 4, 2026');
  });
});
