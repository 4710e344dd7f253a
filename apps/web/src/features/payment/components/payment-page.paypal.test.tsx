import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPayPalSdkForTests, type PayPalButtonsOptions } from '../lib/paypal-sdk';
import { mockApi } from '../../../testing/mock-api';
import { EMAIL, ORDER_ID, orderCreated, paypalConfig, verified, renderCheckout } from '../testing/payment-fixtures';

afterEach(() => {
  resetPayPalSdkForTests();
  vi.unstubAllGlobals();
});

/** Stands in for PayPal's SDK: records the Buttons options and the container they were rendered in. */
const fakePayPal = () => {
  const rendered: { options: PayPalButtonsOptions; container: unknown }[] = [];
  const close = vi.fn(async () => undefined);
  window.paypal = {
    Buttons: (options) => ({
      render: async (container) => {
        rendered.push({ options, container });
      },
      close,
      isEligible: () => true,
    }),
  };
  return { rendered, close };
};

const loadSdk = async () => {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>('script[data-paypal-sdk]');
    if (!found) throw new Error('no PayPal script yet');
    return found;
  });
  const sdk = fakePayPal();
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  await waitFor(() => expect(sdk.rendered).toHaveLength(1));
  return { script, ...sdk, options: () => sdk.rendered[0]!.options };
};

const clickActions = () => ({ resolve: vi.fn(async () => undefined), reject: vi.fn(async () => undefined) });

describe('/payment: PayPal checkout (spec 000 §4, §7, §8)', () => {
  it('loads the SDK once with the client id, USD and capture, and renders the buttons', async () => {
    mockApi({ 'GET /api/payment/config': () => paypalConfig('sb-client-id') });
    await renderCheckout('/payment');
    expect(await screen.findByText('Loading PayPal…')).toBeInTheDocument();
    const { script, rendered } = await loadSdk();
    expect(script.src).toBe('https://www.paypal.com/sdk/js?client-id=sb-client-id&currency=USD&intent=capture');
    expect(document.head.querySelectorAll('script[data-paypal-sdk]')).toHaveLength(1);
    expect(rendered[0]?.container).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('heading', { name: 'Test checkout' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading PayPal…')).not.toBeInTheDocument());
  });

  it('stops at the button click without an email', async () => {
    mockApi({ 'GET /api/payment/config': () => paypalConfig() });
    await renderCheckout('/payment?product=monthly');
    const { options } = await loadSdk();
    const actions = clickActions();
    await act(async () => {
      await options().onClick?.({}, actions);
    });
    expect(actions.reject).toHaveBeenCalled();
    expect(actions.resolve).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your email first - we need it to set up your monthly plan')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveFocus();
  });

  it('creates the order on our server and verifies the approval, then opens the success page', async () => {
    const api = mockApi({
      'GET /api/payment/config': () => paypalConfig(),
      'POST /api/payment/create-paypal-order': () => orderCreated(),
      'POST /api/payment/verify-paypal-order': () => verified('lifetime'),
    });
    const user = userEvent.setup();
    const { router } = await renderCheckout('/payment?product=lifetime');
    await user.type(await screen.findByLabelText('Your email'), EMAIL);
    const { options } = await loadSdk();

    const actions = clickActions();
    await act(async () => {
      await options().onClick?.({}, actions);
    });
    expect(actions.resolve).toHaveBeenCalled();
    let orderID = '';
    await act(async () => {
      orderID = await options().createOrder();
    });
    expect(orderID).toBe(ORDER_ID);
    expect(api.callsTo('POST', '/api/payment/create-paypal-order')[0]?.body).toEqual({
      plan_type: 'lifetime',
      email: EMAIL,
      dfy_details: null,
      credit_rights_acknowledged: true,
    });
    await act(async () => {
      await options().onApprove({ orderID });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(api.callsTo('POST', '/api/payment/verify-paypal-order')[0]?.body).toEqual({ orderID: ORDER_ID, plan_type: 'lifetime' });
    expect(window.sessionStorage.getItem('paymentSuccess')).toBe('true');
  });

  it('resets only the loading state when the buyer cancels in PayPal', async () => {
    const api = mockApi({ 'GET /api/payment/config': () => paypalConfig(), 'POST /api/payment/create-paypal-order': () => orderCreated() });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    await user.type(await screen.findByLabelText('Your email'), EMAIL);
    const { options } = await loadSdk();
    await act(async () => {
      await options().createOrder();
    });
    expect(screen.getByText('Approving the payment…')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toBeDisabled();
    act(() => options().onCancel?.({}));
    expect(screen.queryByText('Approving the payment…')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toBeEnabled();
    // No error message (the disclosure's own words mention errors in credit files).
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent(/^$/);
    expect(api.callsTo('POST', '/api/payment/verify-paypal-order')).toHaveLength(0);
  });

  it("shows 'PayPal error occurred. Please try again.' on a provider error", async () => {
    mockApi({ 'GET /api/payment/config': () => paypalConfig() });
    await renderCheckout('/payment');
    const { options } = await loadSdk();
    act(() => options().onError?.(new Error('popup closed unexpectedly')));
    expect(await screen.findByText('PayPal error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('PayPal error occurred. Please try again.').closest('[role="alert"]')).not.toBeNull();
  });

  it('keeps the order error when PayPal reports the failed createOrder too', async () => {
    mockApi({ 'GET /api/payment/config': () => paypalConfig(), 'POST /api/payment/create-paypal-order': () => new Response('oops', { status: 500 }) });
    const user = userEvent.setup();
    await renderCheckout('/payment');
    await user.type(await screen.findByLabelText('Your email'), EMAIL);
    const { options } = await loadSdk();
    await act(async () => {
      await expect(options().createOrder()).rejects.toBeTruthy();
    });
    act(() => options().onError?.(new Error('createOrder failed')));
    expect(await screen.findByText('Failed to create order. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('PayPal error occurred. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the provider error when the SDK cannot load', async () => {
    mockApi({ 'GET /api/payment/config': () => paypalConfig() });
    await renderCheckout('/payment');
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[data-paypal-sdk]');
      if (!found) throw new Error('no PayPal script yet');
      return found;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('PayPal error occurred. Please try again.')).toBeInTheDocument();
    expect(document.head.querySelector('script[data-paypal-sdk]')).toBeNull();
  });

  it('closes the buttons when the page goes away', async () => {
    mockApi({ 'GET /api/payment/config': () => paypalConfig() });
    const { unmount } = await renderCheckout('/payment');
    const { close } = await loadSdk();
    unmount();
    expect(close).toHaveBeenCalled();
  });
});
