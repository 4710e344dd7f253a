import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { showGreetingFrame } from '../../../lib/greeting-frame';
import { mockApi, type MockReply } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { CreditCenterIntro } from '../../credit';
import type { ViewIntro } from '../lib/views';
import { DashboardFrame } from './dashboard-frame';

/** The markup of an element with the frame's name slot unwrapped and its hiding and showing classes removed. */
const shownMarkup = (element: Element): string =>
  element.outerHTML
    .replace(/<span data-greeting-name="">([^<]*)<\/span>/, '$1')
    .replace(' data-greeting-frame=""', '')
    .replace(
      /class="([^"]*)"/g,
      (_, classes: string) =>
        `class="${classes
          .split(' ')
          .filter((c) => c !== 'invisible' && c !== 'visible')
          .sort()
          .join(' ')}"`,
    );

describe("the dashboard's frame in its HTML (decision 088)", () => {
  afterEach(() => window.localStorage.clear());

  it.each<[string, ViewIntro | undefined]>([
    ['/dashboard', undefined],
    // The credit center's title and lead stand under the greeting, above the plan line (decision 094).
    ['/dashboard/credit', CreditCenterIntro],
  ])('is, once the entry has written the stored name, what %s renders while its stats load', async (address, Intro) => {
    window.localStorage.setItem('token', 'opaque-token');
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        id: 'u1',
        email: 'maria.lopez@example.com',
        name: null,
        plan_type: 'free',
        plan_expires_at: null,
        purchases: [],
        subscription_status: 'none',
        debt_scans_used: 0,
        credit_scans_used: 0,
        analyses_limit: 1,
      }),
    );
    const never = () => new Promise<MockReply>(() => undefined);
    mockApi({
      'GET /api/user/stats': never,
      'GET /api/user/violations/all': never,
      'GET /api/user/analyses': never,
      'GET /api/user/letter-details': never,
      'GET /api/auth/verify': never,
      'GET /api/credit-repair/center': never,
    });
    const page = renderRoute(address);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hi, maria.lopez' });
    // In the browser the page's first render has the intro (its code is fetched with the page: preloadDashboardView).
    if (Intro) await screen.findByRole('heading', { level: 2, name: 'Credit repair center' });
    const pageMarkup = shownMarkup(heading.closest('main')!.firstElementChild!);
    page.unmount();

    const frame = render(
      <AppProviders>
        <DashboardFrame Intro={Intro} />
      </AppProviders>,
    );
    // Hidden (Tailwind's `invisible`; jsdom applies no stylesheet) until the entry shows it; a view's title and lead
    // are visible at once (`visible` inside it, decision 135): they need no name.
    expect(frame.container.querySelector('[data-greeting-frame]')).toHaveClass('invisible');
    if (Intro) expect(frame.container.querySelector('section')).toHaveClass('visible');
    showGreetingFrame(frame.container);
    expect(frame.container.querySelector('[data-greeting-frame]')).not.toHaveClass('invisible');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, maria.lopez' })).toBeInTheDocument();
    expect(shownMarkup(frame.container.firstElementChild!)).toBe(pageMarkup);
    if (Intro) expect(screen.getByRole('region', { name: 'Credit repair center' })).toHaveTextContent(/Read your credit report/);
  });
});
