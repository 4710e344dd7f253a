import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { mockApi } from '../../../testing/mock-api';
import { EMAIL, happyCheckout, simulatorConfig, renderCheckout } from '../testing/payment-fixtures';

const DFY_TOOLTIP = 'Please enter your email first - we need it to coordinate your Done-For-You service';
const AUTHORIZATION = 'I authorize DebtShield to prepare and send debt validation letters on my behalf';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/payment: email first (spec 000 §5)', () => {
  it('does not open the done-for-you details without an email: focus and a tooltip for 3 seconds', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment?plan=dfy_service');
    const choose = await screen.findByRole('button', { name: 'Choose your letters' });
    const email = screen.getByLabelText('Your email');

    vi.useFakeTimers();
    fireEvent.click(choose);
    expect(screen.getByText(DFY_TOOLTIP)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(DFY_TOOLTIP));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText(DFY_TOOLTIP)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(DFY_TOOLTIP)).not.toBeInTheDocument();
  });

  it('does not start a monthly checkout without an email', async () => {
    const api = mockApi({ 'GET /api/payment/config': simulatorConfig });
    await renderCheckout('/payment?product=monthly');
    const pay = await screen.findByRole('button', { name: 'Pay $39.99 (test)' });

    vi.useFakeTimers();
    fireEvent.click(pay);
    expect(screen.getByText('Please enter your email first - we need it to set up your monthly plan')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveFocus();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(/Please enter your email first/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payment/create-paypal-order')).toHaveLength(0);
  });

  it('asks for a valid email for any plan', async () => {
    const api = mockApi({ 'GET /api/payment/config': simulatorConfig });
    const user = userEvent.setup();
    renderRoute('/payment?product=scan');
    await user.type(await screen.findByLabelText('Your email'), 'maria@');
    await user.click(await screen.findByRole('button', { name: 'Pay $7 (test)' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payment/create-paypal-order')).toHaveLength(0);
  });
});

describe('/payment: done-for-you details (spec 000 §2, §5)', () => {
  it('prices the letter count by tier, requires the authorization, then pays that price', async () => {
    const api = mockApi(happyCheckout('dfy_service', '349.00'));
    const user = userEvent.setup();
    const { router } = renderRoute('/payment?product=dfy');
    await user.type(await screen.findByLabelText('Your email'), EMAIL);
    // No checkout before the details are given.
    expect(screen.queryByRole('button', { name: /\(test\)/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose your letters' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Your Done-For-You order' }));
    const count = dialog.getByLabelText('Number of letters (1 to 10)');
    expect(count).toHaveFocus();
    expect(dialog.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(dialog.getByText('Your price: $199')).toBeInTheDocument();
    for (const [letters, price] of [
      ['2', '$199'],
      ['3', '$349'],
      ['5', '$349'],
      ['6', '$499'],
      ['10', '$499'],
      ['3', '$349'],
    ] as const) {
      await user.selectOptions(count, letters);
      expect(dialog.getByText(`Your price: ${price}`)).toBeInTheDocument();
    }

    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(continueButton);
    expect(dialog.getByRole('alert')).toHaveTextContent('Please authorize us to send letters on your behalf');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.getByLabelText(AUTHORIZATION));
    expect(continueButton).toHaveAttribute('aria-disabled', 'false');
    expect(dialog.getByRole('alert')).toHaveTextContent('');
    await user.click(continueButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByText('Letters: 3 · $349')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay $349 (test)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(api.callsTo('POST', '/api/payment/create-paypal-order')[0]?.body).toEqual({
      plan_type: 'dfy_service',
      email: EMAIL,
      dfy_details: { letter_count: 3, authorized: true, price: 349 },
    });
    expect(api.callsTo('POST', '/api/payment/verify-paypal-order')[0]?.body).toMatchObject({ plan_type: 'dfy_service' });
    expect(window.sessionStorage.getItem('dfyLetterCount')).toBe('3');
    expect(window.sessionStorage.getItem('dfyAuthorized')).toBe('true');
    expect(window.sessionStorage.getItem('planType')).toBe('dfy_service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('Done-For-You Service')).toBeInTheDocument();
    expect(screen.getByText('$349')).toBeInTheDocument();
  });

  it('closes the details with Cancel without choosing anything', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    const user = userEvent.setup();
    renderRoute('/payment?plan=dfy_service');
    await user.type(await screen.findByLabelText('Your email'), EMAIL);
    const choose = screen.getByRole('button', { name: 'Choose your letters' });
    await user.click(choose);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(choose).toHaveFocus();
    expect(screen.queryByRole('button', { name: /\(test\)/ })).not.toBeInTheDocument();
  });
});
