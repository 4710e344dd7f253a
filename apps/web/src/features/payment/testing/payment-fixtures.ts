import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { json, type MockHandler } from '../../../testing/mock-api';

export const EMAIL = 'maria@example.com';
export const ORDER_ID = '5O190127TN364715T';

export const simulatorConfig = () => json({ success: true, mode: 'simulator', client_id: null, currency: 'USD' });
export const paypalConfig = (clientId: string | null = 'sb-client-id') => json({ success: true, mode: 'paypal', client_id: clientId, currency: 'USD' });

export const orderCreated = (amount = '89.00') =>
  json({ success: true, orderID: ORDER_ID, order_id: ORDER_ID, amount, currency: 'USD', message: 'Order created' });
export const approved = () => json({ success: true });
export const verified = (product: string) =>
  json({ success: true, message: 'Payment verified', product, plan_type: product, order_id: ORDER_ID, email: EMAIL, already_processed: false });

/** A server that accepts every step of the checkout for `product`. */
export const happyCheckout = (product: string, amount?: string): Record<string, MockHandler> => ({
  'GET /api/payment/config': simulatorConfig,
  'POST /api/payment/create-paypal-order': () => orderCreated(amount),
  'POST /api/payment/test-checkout/approve': approved,
  'POST /api/payment/verify-paypal-order': () => verified(product),
});

/**
 * Renders the payment page and, for a plan that includes credit help, confirms the credit-rights
 * disclosure as a buyer must before the checkout shows (15 U.S.C. 1679c).
 */
export const renderCheckout = async (url: string) => {
  const view = renderRoute(url);
  fireEvent.click(await screen.findByRole('checkbox', { name: /I have read “Consumer Credit File Rights/ }));
  return view;
};
