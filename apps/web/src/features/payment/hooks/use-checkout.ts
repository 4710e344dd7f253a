import type { ProductId } from '@debtshield/plans';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { approveTestOrder, createPaymentOrder, verifyPaymentOrder, type DfyChoice, type VerifiedOrder } from '../api/payment-api';

export type CheckoutPhase = 'idle' | 'creating' | 'approving' | 'verifying' | 'paid';

/** What the alert region shows: the spec's sentence, and the server's own words when they add something. */
export type CheckoutError = { message: string; detail: string | null };

/** `template`: which $7 letter (product=letter). */
export type CheckoutOrder = {
  productId: ProductId;
  email: string;
  dfy: DfyChoice | null;
  template?: string | null;
  /** The buyer has read the credit-rights disclosure (products that include credit help). */
  creditRightsAcknowledged?: boolean;
};

/** The text an API error carries for a person (the server's, or the client's offline message); null for a garbled answer. */
const readableDetail = (error: unknown): string | null => (error instanceof ApiError && error.code !== 'bad_response' ? error.message : null);

/**
 * The order → approval → verification sequence of spec 000 §4, shared by the PayPal buttons and
 * the test checkout, with the error texts of 000 §8. `order()` is read when a payment starts, so
 * the latest email and letter count are used.
 */
export const useCheckout = ({ order, onPaid }: { order: () => CheckoutOrder; onPaid: (verified: VerifiedOrder, placed: CheckoutOrder) => void }) => {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [error, setError] = useState<CheckoutError | null>(null);
  const placed = useRef<CheckoutOrder | null>(null);
  // PayPal reports a failed createOrder to onError too: the order error stays the one shown.
  const orderFailed = useRef(false);

  const createOrder = async (): Promise<string> => {
    orderFailed.current = false;
    setError(null);
    setPhase('creating');
    try {
      const current = order();
      placed.current = current;
      const created = await createPaymentOrder(current);
      // Next: the buyer approves (in PayPal's window, or the test checkout).
      setPhase('approving');
      return created.orderID;
    } catch (failure) {
      orderFailed.current = true;
      setError({ message: t('payment.errors.createFailed'), detail: readableDetail(failure) ?? t('payment.errors.createFallback') });
      setPhase('idle');
      throw failure;
    }
  };

  const paymentFailed = (failure: unknown) => {
    // A decline is one message (issue 27): what happened and what to do, not "processing failed" and the server's words besides.
    if (failure instanceof ApiError && failure.code === 'payment_required') {
      setError({ message: t('payment.errors.declined'), detail: null });
      setPhase('idle');
      return;
    }
    const message = t('payment.errors.verifyFailed');
    const detail = readableDetail(failure);
    setError({ message, detail: detail && detail !== message ? detail : null });
    setPhase('idle');
  };

  const verify = async (orderID: string): Promise<void> => {
    setPhase('verifying');
    try {
      const current = placed.current ?? order();
      const verified = await verifyPaymentOrder(orderID, current.productId);
      setPhase('paid');
      onPaid(verified, current);
    } catch (failure) {
      paymentFailed(failure);
    }
  };

  /** The built-in test checkout: create, approve (or decline) in the simulator, verify. */
  const runTestCheckout = async (outcome: 'approve' | 'decline'): Promise<void> => {
    let orderID: string;
    try {
      orderID = await createOrder();
    } catch {
      return;
    }
    try {
      await approveTestOrder(orderID, outcome);
    } catch (failure) {
      paymentFailed(failure);
      return;
    }
    await verify(orderID);
  };

  /** PayPal's onError: anything that stopped the buyer's checkout on PayPal's side. */
  const providerFailed = () => {
    if (!orderFailed.current) setError({ message: t('payment.errors.provider'), detail: null });
    setPhase('idle');
  };

  /** PayPal's onCancel: the buyer closed the PayPal window; only the loading state is reset. */
  const cancelled = () => setPhase('idle');

  return { phase, busy: phase !== 'idle', error, clearError: () => setError(null), createOrder, verify, runTestCheckout, providerFailed, cancelled };
};
