import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { userFixture } from '../../../testing/user-fixtures';

const paid = (planType: string) => {
  for (const [key, value] of Object.entries({ paymentSuccess: 'true', planType, orderId: 'ORDER42', userEmail: 'maria@example.com' }))
    window.sessionStorage.setItem(key, value);
};
const signIn = () => {
  window.localStorage.setItem('token', 'session-token-0123456789');
  window.localStorage.setItem('user', JSON.stringify(userFixture()));
};

describe('/payment-success: the 3-business-day cancellation of credit help (15 U.S.C. 1679e)', () => {
  it('cancels for a signed-in buyer after a second confirmation, and says it is refunded', async () => {
    paid('credit_all');
    signIn();
    const api = mockApi({
      'POST /api/payment/cancel': () => json({ success: true, refunded: true, message: 'Your purchase is cancelled and fully refunded.' }),
      'GET /api/user/profile': () => json({ success: true, user: userFixture() }),
    });
    const user = userEvent.setup();
    renderRoute('/payment-success');
    expect(await screen.findByRole('heading', { name: 'Your right to cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(api.callsTo('POST', '/api/payment/cancel')).toHaveLength(0);
    expect(screen.getByText(/the access it gave ends now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('Your purchase is cancelled and fully refunded.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payment/cancel')[0]?.body).toEqual({ orderID: 'ORDER42' });
  });

  it('shows the server’s reason when the period is over, and keeping the plan asks nothing', async () => {
    paid('lifetime');
    signIn();
    mockApi({
      'POST /api/payment/cancel': () =>
        json({ success: false, code: 'conflict', error: 'The 3-business-day cancellation period for this purchase has ended.' }, 409),
    });
    const user = userEvent.setup();
    renderRoute('/payment-success');
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('The 3-business-day cancellation period for this purchase has ended.')).toBeInTheDocument();
  });

  it('tells a buyer who is not signed in how to cancel, and says nothing of it for a collection-letter product', async () => {
    paid('credit_single');
    const { unmount } = renderRoute('/payment-success');
    expect(await screen.findByText(/Sign in with the email you paid with to cancel here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
    unmount();
    paid('scan');
    renderRoute('/payment-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your right to cancel' })).not.toBeInTheDocument();
  });
});
