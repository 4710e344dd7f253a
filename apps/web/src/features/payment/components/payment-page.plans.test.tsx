import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { apiError, mockApi } from '../../../testing/mock-api';
import { simulatorConfig, renderCheckout } from '../testing/payment-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const planCard = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const card = heading.closest('section');
  if (!card) throw new Error('plan card not found');
  return within(card);
};

describe('/payment: the plan (spec 000 §2; prices from the catalogue)', () => {
  it('defaults to lifetime: $89, crossed-out $149, save $60, features and note', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    const card = await planCard('Lifetime Access');
    expect(card.getByText('$89')).toBeInTheDocument();
    expect(card.getByText('$149').tagName).toBe('S');
    expect(card.getByText('Save $60')).toBeInTheDocument();
    expect(card.getByText('Pay once and keep every debt-defense tool.')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'What you get with Lifetime Access' })).toBeInTheDocument();
    expect(card.getByText('One-time payment at a limited-time price.')).toBeInTheDocument();
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(document.title).toBe('Checkout: Lifetime Access · DebtShield');
  });

  it('offers ?product=credit as a choice of the two credit plans (issue 27), each to its own checkout; the price in the address is ignored', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    const { router } = renderRoute('/payment?product=credit&price=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your credit plan' })).toBeInTheDocument();
    const all = await planCard('Credit Dispute: All 3 Bureaus');
    expect(all.getByText('MOST POPULAR')).toBeInTheDocument();
    expect(all.getByText('$87')).toBeInTheDocument();
    expect(all.getByText('Save $38')).toBeInTheDocument();
    const single = await planCard('Credit Dispute: One Bureau');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\$1(?!\d)/);
    await userEvent.setup().click(single.getByRole('link', { name: 'Choose this plan ($29)' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/payment?product=credit_single');
    expect(await screen.findByRole('heading', { level: 2, name: 'Credit Dispute: One Bureau' })).toBeInTheDocument();
  });

  it('maps ?product=credit_all to all 3 bureaus with its badge', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    await renderCheckout('/payment?product=credit_all');
    const card = await planCard('Credit Dispute: All 3 Bureaus');
    expect(card.getByText('$49')).toBeInTheDocument();
  });

  it('shows the bundle as BEST VALUE even when the address says 119 or 89', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment?product=bundle&price=89');
    const card = await planCard('Complete Bundle');
    expect(card.getByText('BEST VALUE')).toBeInTheDocument();
    expect(card.getByText('$119')).toBeInTheDocument();
    expect(card.getByText('Save $59')).toBeInTheDocument();
    expect(screen.queryByText('$89')).not.toBeInTheDocument();
  });

  it('reads /payment/:product like ?product= (monthly: per month, billed monthly)', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    await renderCheckout('/payment/monthly');
    const card = await planCard('Monthly Unlimited');
    expect(card.getByText('30 days, billed monthly, cancel anytime')).toBeInTheDocument();
    expect(card.getByText(/\$39\.99/)).toHaveTextContent('$39.99/mo per month');
    expect(await screen.findByRole('button', { name: 'Pay $39.99 (test)' })).toBeInTheDocument();
  });

  it.each([
    ['/payment?product=debt', 'Lifetime Access'],
    ['/payment/credit', 'Credit Dispute: All 3 Bureaus'],
    ['/payment?product=scan', 'Single Scan'],
    ['/payment?product=credit_single', 'Credit Dispute: One Bureau'],
    ['/payment?product=diy', 'DIY Letter Enhancement'],
    ['/payment?product=dfy', 'Done-For-You Service'],
    ['/payment?plan=dfy_service', 'Done-For-You Service'],
    ['/payment?product=nonsense', 'Lifetime Access'],
  ])('%s shows %s', async (url, name) => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('shows which pre-written letter is bought', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment?product=letter&price=7&template=cease');
    const card = await planCard('Pre-Written Letter');
    expect(card.getByText('Letter: Cease and desist letter')).toBeInTheDocument();
    expect(card.getByText('$7')).toBeInTheDocument();
  });

  it('shows the done-for-you tiers from the catalogue', async () => {
    mockApi({ 'GET /api/payment/config': simulatorConfig });
    renderRoute('/payment?plan=dfy_service');
    const card = await planCard('Done-For-You Service');
    const tiers = card.getByRole('list', { name: 'Price by number of letters' });
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1-2 letters: $199', '3-5 letters: $349', '6-10 letters: $499']);
  });

  it('says so when the checkout cannot be loaded, and retries', async () => {
    let fail = true;
    // A 4xx is not retried by the query client, so the failure shows at once.
    mockApi({ 'GET /api/payment/config': () => (fail ? apiError(404, 'Not found', 'not_found') : simulatorConfig()) });
    const user = userEvent.setup();
    renderRoute('/payment?product=scan');
    expect(await screen.findByText('The checkout could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $7 (test)' })).toBeInTheDocument();
  });
});
