import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { userFixture } from '../../../testing/user-fixtures';

const setFlags = (flags: Record<string, string>) => {
  for (const [key, value] of Object.entries(flags)) window.sessionStorage.setItem(key, value);
};

const EMAIL = 'maria+test@example.com';

describe('/payment-success and /success (spec 000 §2, §4)', () => {
  it.each(['/payment-success', '/success'])('%s without a payment in this session is neutral, not a fake success', async (url) => {
    window.sessionStorage.setItem('planType', 'lifetime');
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment to show' })).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Check a collection letter' })).toHaveAttribute('href', '/upload');
  });

  it('shows the plan bought, its catalogue price, the order and the receipt, and how to sign in', async () => {
    setFlags({ paymentSuccess: 'true', planType: 'lifetime', orderId: 'ORDER-42', userEmail: EMAIL });
    renderRoute('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('Lifetime Access')).toBeInTheDocument();
    expect(screen.getByText('$89')).toBeInTheDocument();
    expect(screen.getByText('ORDER-42')).toBeInTheDocument();
    expect(screen.getByText(`We emailed your receipt to ${EMAIL}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Sign in with ${EMAIL} to use your plan` })).toHaveAttribute('href', `/login?email=${encodeURIComponent(EMAIL)}`);
    expect(screen.getByRole('link', { name: 'Analyze another letter' })).toHaveAttribute('href', '/');
  });

  it('shows the monthly note and the per-month price', async () => {
    setFlags({
      paymentSuccess: 'true',
      planType: 'monthly',
      orderId: 'ORDER-7',
      userEmail: EMAIL,
      isMonthlyPlan: 'true',
      monthlyNote: '30 days, billed monthly, cancel anytime',
    });
    renderRoute('/payment-success');
    expect(await screen.findByText('Monthly Unlimited')).toBeInTheDocument();
    expect(screen.getByText('$39.99 per month')).toBeInTheDocument();
    expect(screen.getByText('30 days, billed monthly, cancel anytime')).toBeInTheDocument();
  });

  it('shows the done-for-you letter count and its tier price', async () => {
    setFlags({ paymentSuccess: 'true', planType: 'dfy_service', orderId: 'ORDER-8', userEmail: EMAIL, dfyLetterCount: '7', dfyAuthorized: 'true' });
    renderRoute('/payment-success');
    expect(await screen.findByText('Done-For-You Service')).toBeInTheDocument();
    expect(screen.getByText('$499')).toBeInTheDocument();
    expect(screen.getByText('Letters').nextElementSibling).toHaveTextContent('7');
  });

  it('offers the dashboard to a signed-in person', async () => {
    window.localStorage.setItem('token', 'session-token-0123456789');
    window.localStorage.setItem('user', JSON.stringify(userFixture()));
    setFlags({ paymentSuccess: 'true', planType: 'bundle', orderId: 'ORDER-9', userEmail: EMAIL });
    renderRoute('/payment-success');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('links to support by email and shares without personal data', async () => {
    setFlags({ paymentSuccess: 'true', planType: 'scan', orderId: 'ORDER-10', userEmail: EMAIL });
    renderRoute('/payment-success');
    const support = await screen.findByRole('link', { name: 'Contact support' });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@debtshield\.app\?subject=DebtShield%20order%20ORDER-10$/);

    const x = screen.getByRole('link', { name: 'Share on X (Twitter) (opens in a new tab)' });
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    expect(x.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
    expect(facebook.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    for (const link of [x, facebook]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      const href = decodeURIComponent(link.getAttribute('href') ?? '');
      expect(href).not.toContain('maria');
      expect(href).not.toContain('ORDER-10');
      expect(href).not.toContain('Single Scan');
    }
  });
});
