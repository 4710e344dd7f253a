import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { apiError, deferred, json, mockApi, networkError } from '../../../testing/mock-api';
import { userFixture } from '../../../testing/user-fixtures';
import { EMAIL, ORDER_ID, approved, happyCheckout, orderCreated, simulatorConfig, renderCheckout } from '../testing/payment-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = () => Object.fromEntries(Object.entries(window.sessionStorage));

const typeEmail = async (user: ReturnType<typeof userEvent.setup>, email = EMAIL) => {
  await user.type(await screen.findByLabelText('Your email'), email);
};

describe('/payment: test checkout (spec 000 §4, §7)', () => {
  it('is clearly labelled as a test with no real money', async () => {
    mockApi(happyCheckout('lifetime'));
    await renderCheckout('/payment');
    expect(await screen.findByRole('heading', { level: 3, name: 'Test checkout' })).toBeInTheDocument();
    expect(screen.getByText('No real money moves: this is a built-in test of the checkout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline (test)' })).toBeInTheDocument();
  });

  it('creates, approves and verifies the order, stores the flags and opens the success page', async () => {
    const api = mockApi(happyCheckout('lifetime'));
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment?product=debt&price=1');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $89 (test)' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/payment/config',
      'POST /api/payment/create-paypal-order',
      'POST /api/payment/test-checkout/approve',
      'POST /api/payment/verify-paypal-order',
    ]);
    // The price of the address never travels: the catalogue decides.
    expect(api.calls[1]?.body).toEqual({ plan_type: 'lifetime', email: EMAIL, dfy_details: null, credit_rights_acknowledged: true });
    expect(api.calls[2]?.body).toEqual({ orderID: ORDER_ID, outcome: 'approve' });
    expect(api.calls[3]?.body).toEqual({ orderID: ORDER_ID, plan_type: 'lifetime' });
    expect(session()).toEqual({ userEmail: EMAIL, paymentSuccess: 'true', planType: 'lifetime', orderId: ORDER_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(`We emailed your receipt to ${EMAIL}`)).toBeInTheDocument();
  });

  it('sends which $7 letter is bought, so it is written once paid', async () => {
    const api = mockApi(happyCheckout('letter', '7.00'));
    const user = userEvent.setup();
    const { router } = renderRoute('/payment?product=letter&price=7&template=cease');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $7 (test)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(api.callsTo('POST', '/api/payment/create-paypal-order')[0]?.body).toEqual({
      plan_type: 'letter',
      email: EMAIL,
      dfy_details: null,
      template: 'cease',
    });
  });

  it('stores the monthly flags', async () => {
    mockApi(happyCheckout('monthly', '39.99'));
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment/monthly');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $39.99 (test)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(session()).toMatchObject({ planType: 'monthly', isMonthlyPlan: 'true', monthlyNote: '30 days, billed monthly, cancel anytime' });
  });

  it('disables the buttons and says what is happening while it runs', async () => {
    const pending = deferred<Response>();
    mockApi({ ...happyCheckout('scan'), 'POST /api/payment/verify-paypal-order': () => pending.promise });
    const user = userEvent.setup();
    renderRoute('/payment?product=scan');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $7 (test)' }));
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $7 (test)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline (test)' })).toBeDisabled();
    pending.resolve(json({ success: false, error: 'Payment was declined.', code: 'payment_required' }, 402));
    expect(await screen.findByText('Your payment was declined, and no money was taken. Try another card or payment method.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $7 (test)' })).toBeEnabled();
  });

  it("shows 'Failed to create order. Please try again.' with the server's message", async () => {
    const api = mockApi({
      ...happyCheckout('lifetime'),
      'POST /api/payment/create-paypal-order': () => apiError(503, 'The checkout is not available right now.', 'unavailable'),
    });
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $89 (test)' }));
    const alert = await screen.findByText('Failed to create order. Please try again.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The checkout is not available right now.');
    expect(api.callsTo('POST', '/api/payment/test-checkout/approve')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/payment');
    expect(window.sessionStorage.getItem('paymentSuccess')).toBeNull();
  });

  it("falls back to 'Failed to create order' without a server message", async () => {
    mockApi({ ...happyCheckout('lifetime'), 'POST /api/payment/create-paypal-order': () => new Response('<html>502</html>', { status: 502 }) });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $89 (test)' }));
    expect(await screen.findByText('Failed to create order. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to create order')).toBeInTheDocument();
  });

  it("shows 'Payment processing failed. Please contact support.' when verification fails", async () => {
    mockApi({
      ...happyCheckout('lifetime'),
      'POST /api/payment/verify-paypal-order': () => apiError(502, 'PayPal could not capture the payment.', 'upstream_failed'),
    });
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $89 (test)' }));
    const alert = (await screen.findByText('Payment processing failed. Please contact support.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('PayPal could not capture the payment.');
    expect(router.state.location.pathname).toBe('/payment');
    expect(window.sessionStorage.getItem('paymentSuccess')).toBeNull();
  });

  it('shows the verification sentence alone when the answer has no readable text', async () => {
    mockApi({ ...happyCheckout('lifetime'), 'POST /api/payment/verify-paypal-order': () => json({ success: true }) });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $89 (test)' }));
    const alert = (await screen.findByText('Payment processing failed. Please contact support.')).closest('[role="alert"]');
    expect(alert?.textContent).toBe('Payment processing failed. Please contact support.');
  });

  it('declines in the simulator like a real card would', async () => {
    const api = mockApi({
      'GET /api/payment/config': simulatorConfig,
      'POST /api/payment/create-paypal-order': () => orderCreated(),
      'POST /api/payment/test-checkout/approve': approved,
      'POST /api/payment/verify-paypal-order': () => apiError(402, 'The card was declined (test checkout).', 'payment_required'),
    });
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Decline (test)' }));
    // One message (issue 27): what happened and what to do.
    const alert = (await screen.findByText('Your payment was declined, and no money was taken. Try another card or payment method.')).closest('[role="alert"]');
    expect(alert?.querySelectorAll('p')).toHaveLength(1);
    expect(alert).not.toHaveTextContent('Payment processing failed');
    expect(api.callsTo('POST', '/api/payment/test-checkout/approve')[0]?.body).toEqual({ orderID: ORDER_ID, outcome: 'decline' });
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('reports a decline refused at approval the same way', async () => {
    mockApi({
      ...happyCheckout('lifetime'),
      'POST /api/payment/test-checkout/approve': () => apiError(402, 'The card was declined (test checkout).', 'payment_required'),
    });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Decline (test)' }));
    // One message (issue 27): what happened and what to do.
    const alert = (await screen.findByText('Your payment was declined, and no money was taken. Try another card or payment method.')).closest('[role="alert"]');
    expect(alert?.querySelectorAll('p')).toHaveLength(1);
    expect(alert).not.toHaveTextContent('Payment processing failed');
  });

  it('reports a lost connection while verifying', async () => {
    mockApi({ ...happyCheckout('lifetime'), 'POST /api/payment/verify-paypal-order': () => networkError() });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    await typeEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $89 (test)' }));
    const alert = (await screen.findByText('Payment processing failed. Please contact support.')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(/connection/);
  });

  it('prefills the email of the signed-in user and refreshes their stored plan after paying', async () => {
    window.localStorage.setItem('token', 'session-token-0123456789');
    window.localStorage.setItem('user', JSON.stringify(userFixture({ email: 'signed.in@example.com', plan_type: 'free', purchases: [] })));
    const api = mockApi({
      ...happyCheckout('bundle'),
      'GET /api/user/profile': () => json({ success: true, user: userFixture({ email: 'signed.in@example.com', plan_type: 'bundle', purchases: ['bundle'] }) }),
    });
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment?product=bundle');
    expect(await screen.findByLabelText('Your email')).toHaveValue('signed.in@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pay $119 (test)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(api.callsTo('POST', '/api/payment/create-paypal-order')[0]?.body).toMatchObject({ email: 'signed.in@example.com' });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ plan_type: 'bundle' }));
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps the email in session storage and prefills it', async () => {
    window.sessionStorage.setItem('userEmail', 'kept@example.com');
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    const email = await screen.findByLabelText('Your email');
    expect(email).toHaveValue('kept@example.com');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    expect(window.sessionStorage.getItem('userEmail')).toBe('new@example.com');
  });
});
