import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, LIFETIME_ACCESS } from '../testing/dashboard-fixtures';
import { mockApi } from '../testing/mock-api';
import { renderRoute } from '../testing/render-route';

const at = (router: ReturnType<typeof renderRoute>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('route table (spec 001 §2.1)', () => {
  it('renders the home page at / and its aliases', async () => {
    for (const url of ['/', '/products', '/home', '/old-home']) {
      const { router, unmount } = renderRoute(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Got a letter from a debt collector?' })).toBeInTheDocument();
      expect(at(router)).toBe(url);
      unmount();
    }
  });

  it('redirects /bundle to the bundle payment', () => {
    const { router } = renderRoute('/bundle');
    expect(at(router)).toBe('/payment?product=bundle&price=119');
  });

  it('redirects unknown paths to /', () => {
    const { router } = renderRoute('/no/such/page');
    expect(at(router)).toBe('/');
  });

  it('serves /debt-analyzer as the upload page', async () => {
    renderRoute('/debt-analyzer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a collection letter' })).toBeInTheDocument();
  });

  it('serves /success as the payment success page (neutral without a payment in this session)', async () => {
    const { unmount } = renderRoute('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment to show' })).toBeInTheDocument();
    unmount();
    window.sessionStorage.setItem('paymentSuccess', 'true');
    window.sessionStorage.setItem('planType', 'lifetime');
    renderRoute('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it.each(['/dashboard', '/dashboard/violations', '/dashboard/tools', '/response-tracker', '/response-tracker/abc123'])(
    'sends %s to /login without a stored token',
    (url) => {
      const { router } = renderRoute(url);
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('lets a signed-in user reach the dashboard views', async () => {
    mockApi(dashboardRoutes(LIFETIME_ACCESS));
    window.localStorage.setItem('token', 'opaque-token');
    const { router } = renderRoute('/dashboard/intel');
    expect(await screen.findByRole('heading', { level: 2, name: 'Collector Intel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/intel');
  });

  it('sends an unknown dashboard view back to the overview', async () => {
    mockApi(dashboardRoutes(LIFETIME_ACCESS));
    window.localStorage.setItem('token', 'opaque-token');
    const { router } = renderRoute('/dashboard/nope');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent Analyses' })).toBeInTheDocument();
  });

  it('shows the legal-information line on every page', async () => {
    renderRoute('/faq');
    expect(await screen.findByText(/legal information, not legal advice/i)).toBeInTheDocument();
  });
});
