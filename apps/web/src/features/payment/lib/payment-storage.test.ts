import { describe, expect, it } from 'vitest';
import { getCheckoutEmail, readPaymentSuccess, setCheckoutEmail, storePaymentSuccess } from './payment-storage';

const session = () => Object.fromEntries(Object.entries(window.sessionStorage));

describe('payment session flags (spec 000 §3/§4)', () => {
  it('stores a lifetime purchase', () => {
    storePaymentSuccess({ productId: 'lifetime', orderId: 'ORDER-1', email: 'maria@example.com' });
    expect(session()).toEqual({ paymentSuccess: 'true', planType: 'lifetime', orderId: 'ORDER-1', userEmail: 'maria@example.com' });
    expect(readPaymentSuccess()).toEqual({ productId: 'lifetime', orderId: 'ORDER-1', email: 'maria@example.com', isMonthly: false, dfyLetterCount: null });
  });

  it('stores the monthly flags, and removes them on a later purchase', () => {
    storePaymentSuccess({ productId: 'monthly', orderId: 'ORDER-2', email: 'a@b.co', monthlyNote: '30 days, billed monthly, cancel anytime' });
    expect(session()).toMatchObject({ isMonthlyPlan: 'true', monthlyNote: '30 days, billed monthly, cancel anytime' });
    expect(readPaymentSuccess()?.isMonthly).toBe(true);
    storePaymentSuccess({ productId: 'scan', orderId: 'ORDER-3', email: 'a@b.co' });
    expect(session().isMonthlyPlan).toBeUndefined();
    expect(session().monthlyNote).toBeUndefined();
  });

  it('stores the done-for-you letter count and authorization', () => {
    storePaymentSuccess({ productId: 'dfy_service', orderId: 'ORDER-4', email: 'a@b.co', dfyLetterCount: 4 });
    expect(session()).toMatchObject({ planType: 'dfy_service', dfyLetterCount: '4', dfyAuthorized: 'true' });
    expect(readPaymentSuccess()?.dfyLetterCount).toBe(4);
  });

  it('reads nothing without paymentSuccess, and tolerates odd values', () => {
    expect(readPaymentSuccess()).toBeNull();
    window.sessionStorage.setItem('planType', 'lifetime');
    expect(readPaymentSuccess()).toBeNull();
    window.sessionStorage.setItem('paymentSuccess', 'true');
    window.sessionStorage.setItem('planType', 'platinum');
    window.sessionStorage.setItem('dfyLetterCount', '99');
    expect(readPaymentSuccess()).toEqual({ productId: null, orderId: null, email: null, isMonthly: false, dfyLetterCount: null });
  });

  it('keeps the checkout email for the visit', () => {
    expect(getCheckoutEmail()).toBe('');
    setCheckoutEmail('  maria@example.com ');
    expect(window.sessionStorage.getItem('userEmail')).toBe('maria@example.com');
    setCheckoutEmail('');
    expect(window.sessionStorage.getItem('userEmail')).toBeNull();
  });
});
