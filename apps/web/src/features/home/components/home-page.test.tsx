import { CATALOGUE, formatUsd, type ProductId } from '@debtshield/plans';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { freeUserFixture } from '../../../testing/user-fixtures';
import { renderPublic } from '../../../app/testing/render-public';
import { PRODUCT_CARDS } from './product-cards';
import { START_FREE_DELAY_MS } from './start-free-link';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const EXPECTED_LINKS: Record<string, string> = {
  scan: '/payment?product=scan',
  monthly: '/payment?product=monthly',
  lifetime: '/payment?product=lifetime',
  bundle: '/payment?product=bundle',
  credit_single: '/credit-disputes?plan=single',
  credit_all: '/credit-disputes?plan=all',
};

const productLink = (card: HTMLElement, id: ProductId): HTMLElement => {
  const link = card.querySelector<HTMLElement>(`a[data-product="${id}"]`);
  if (!link) throw new Error(`no link for ${id}`);
  return link;
};

describe('home page (spec 000 §2, 001 §2.9)', () => {
  it('has one h1 and the sections in order, each with an h2', () => {
    renderPublic('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Got a letter from a debt collector?' })).toBeInTheDocument();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      'Your rights, in numbers',
      'How it works',
      'Where our checks come from',
      'Patterns we look for',
      'How debts often get reduced',
      'Which of these is happening to you?',
      'Choose your protection',
      'What people in this situation tell us',
      'Check your letter now',
    ]);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows the three steps, the research sources and three pattern cards', () => {
    renderPublic('/');
    const steps = within(screen.getByRole('heading', { name: 'How it works' }).closest('section') as HTMLElement);
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Upload the letter', 'Pattern matching', 'Educational report']);
    const patterns = within(screen.getByRole('heading', { name: 'Patterns we look for' }).closest('section') as HTMLElement);
    expect(patterns.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const research = within(screen.getByRole('heading', { name: 'Where our checks come from' }).closest('section') as HTMLElement);
    expect(research.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('shows three product cards whose prices are the catalogue prices, with the right links', () => {
    renderPublic('/');
    const cards = within(screen.getByRole('heading', { level: 2, name: 'Choose your protection' }).closest('section') as HTMLElement);
    expect(cards.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Debt Defense', 'Credit Repair', 'Complete Bundle']);
    let count = 0;
    for (const card of PRODUCT_CARDS) {
      const section = cards.getByRole('region', { name: card.key === 'debt' ? 'Debt Defense' : card.key === 'credit' ? 'Credit Repair' : 'Complete Bundle' });
      for (const id of card.products) {
        const link = productLink(section, id);
        expect(link).toHaveAttribute('href', EXPECTED_LINKS[id]);
        expect(within(link).getByText(formatUsd(CATALOGUE[id].priceCents))).toBeInTheDocument();
        count++;
      }
    }
    expect(count).toBe(6);
    // The crossed-out prices and badges come from the catalogue too.
    const lifetime = productLink(document.body, 'lifetime');
    expect(within(lifetime).getByText(formatUsd(CATALOGUE.lifetime.originalPriceCents ?? 0)).tagName).toBe('S');
    expect(within(productLink(document.body, 'credit_all')).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(within(productLink(document.body, 'bundle')).getByText('BEST VALUE')).toBeInTheDocument();
    expect(within(productLink(document.body, 'monthly')).getByText('$39.99', { exact: false })).toHaveTextContent('$39.99/mo per month');
  });

  it('follows a product link to the payment page', async () => {
    const user = userEvent.setup();
    const { location } = renderPublic('/');
    await user.click(productLink(document.body, 'bundle'));
    expect(location()).toBe('/payment?product=bundle');
    expect(screen.getByText('Payment page stand-in')).toBeInTheDocument();
  });

  it("'Start free' shows it is opening, then goes to /upload after 500 ms", () => {
    vi.useFakeTimers();
    const { location } = renderPublic('/');
    const start = screen.getAllByRole('link', { name: 'Start free' });
    expect(start).toHaveLength(2);
    for (const link of start) expect(link).toHaveAttribute('href', '/upload');

    fireEvent.click(start[0] as HTMLElement);
    expect(start[0]).toHaveTextContent('Opening the letter check...');
    expect(start[0]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Opening the letter check...');
    act(() => vi.advanceTimersByTime(START_FREE_DELAY_MS - 1));
    expect(location()).toBe('/');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/upload');
    expect(screen.getByText('Upload page stand-in')).toBeInTheDocument();
  });

  it("'Start free' works from the keyboard", async () => {
    const user = userEvent.setup();
    const { location } = renderPublic('/');
    const final = screen.getAllByRole('link', { name: 'Start free' })[1] as HTMLElement;
    final.focus();
    const pressed = Date.now();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/');
    expect(final).toHaveTextContent('Opening the letter check...');
    await waitFor(() => expect(location()).toBe('/upload'), { timeout: 2000 });
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(START_FREE_DELAY_MS - 20);
  });

  it('shows Sign in when signed out, Dashboard links when a user is stored (spec 001 §2.9, §6)', () => {
    const { unmount } = renderPublic('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
    unmount();

    window.localStorage.setItem('token', 'opaque-token');
    window.localStorage.setItem('user', JSON.stringify(freeUserFixture()));
    renderPublic('/');
    const signedIn = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(signedIn.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(signedIn.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks the testimonials as illustrative and names no one', () => {
    renderPublic('/');
    const section = within(screen.getByRole('region', { name: 'What people in this situation tell us' }));
    expect(section.getByText(/They are not reviews by real customers/)).toBeVisible();
    const captions = section.getAllByText(/^Illustrative ·/);
    expect(captions).toHaveLength(3);
  });

  it('speaks Spanish, with the same catalogue prices', async () => {
    await changeLanguage('es');
    renderPublic('/');
    expect(screen.getByRole('heading', { level: 1, name: '¿Recibió una carta de un cobrador de deudas?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Empiece gratis' })).toHaveLength(2);
    expect(within(productLink(document.body, 'lifetime')).getByText(formatUsd(CATALOGUE.lifetime.priceCents))).toBeInTheDocument();
    expect(screen.getByText(/no resultados de usuarios de DebtShield/)).toBeInTheDocument();
  });
});
