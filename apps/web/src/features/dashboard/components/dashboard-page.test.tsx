import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { dashboardRoutes, FREE_ACCESS, LIFETIME_ACCESS, violation } from '../../../testing/dashboard-fixtures';

const signIn = (user: Record<string, unknown> = { email: 'maria.lopez@example.com', name: null }) => {
  window.localStorage.setItem('token', 'opaque-token');
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      id: 'u1',
      plan_type: 'lifetime',
      plan_expires_at: null,
      purchases: [],
      subscription_status: 'none',
      debt_scans_used: 0,
      credit_scans_used: 0,
      analyses_limit: 999,
      ...user,
    }),
  );
};

describe('the dashboard (spec 001 §2.2)', () => {
  beforeEach(() => signIn());
  afterEach(() => window.localStorage.clear());

  it("greets by the email's name, shows the user's own figures, the law's limit on the value card, and recent analyses", async () => {
    mockApi(dashboardRoutes(LIFETIME_ACCESS));
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, maria.lopez' })).toBeInTheDocument();
    expect(await screen.findByText('Potential Value')).toBeInTheDocument();
    expect(screen.getByText('$1,000')).toBeInTheDocument();
    expect(screen.getByText(/per collector sued within a year of the violation \(15 U\.S\.C\. 1692k\): 1 collector is within the year/)).toBeInTheDocument();
    expect(screen.getByText(/1 collector is past the one-year limit/)).toBeInTheDocument();
    const recent = screen.getByRole('heading', { level: 2, name: 'Recent Analyses' }).closest('section')!;
    expect(await within(recent).findByText('Apex Recovery Partners')).toBeInTheDocument();
    expect(within(recent).getByText('High')).toBeInTheDocument();
    expect(within(recent).getByText('Collector not named')).toBeInTheDocument();
    expect(within(recent).getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('Lifetime Member')).toBeInTheDocument();
  });

  it('greets a person with no name and no email as Fighter', async () => {
    window.localStorage.setItem('user', 'not json');
    mockApi(dashboardRoutes(LIFETIME_ACCESS));
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Fighter' })).toBeInTheDocument();
  });

  it('opens the upgrade modal, at catalogue prices, when a free user picks a locked view, and never shows the locked view by its address', async () => {
    const user = userEvent.setup();
    mockApi(dashboardRoutes(FREE_ACCESS));
    renderRoute('/dashboard/intel');
    // The address of a locked view shows the overview.
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent Analyses' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Collector Intel' })).not.toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    await user.click(within(nav).getByRole('link', { name: /Templates.*locked/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this part of DebtShield' });
    expect(within(dialog).getByRole('link', { name: /Lifetime.*\$89/ })).toHaveAttribute('href', '/payment?product=lifetime&price=89');
    expect(within(dialog).getByRole('link', { name: /Bundle.*\$119/ })).toBeInTheDocument();
    expect(within(dialog).getByText('30-day money-back guarantee.')).toBeInTheDocument();
  });

  it('adds a violation: both fields are required, no evidence asks to confirm, and it shows as added by you with its combo', async () => {
    const user = userEvent.setup();
    let added = false;
    const mine = violation({});
    const theirs = violation({
      id: 'u1',
      type: 'false_credit_reporting',
      title: 'False credit information, or a threat to report it',
      source: 'user_added',
      analysisId: null,
      hasEvidence: false,
    });
    const api = mockApi({
      ...dashboardRoutes(LIFETIME_ACCESS),
      'GET /api/user/violations/all': () => json({ success: true, violations: added ? [mine, theirs] : [mine] }),
      'POST /api/violations/user-added': () => {
        added = true;
        return json({ success: true, violation: theirs });
      },
      'POST /api/violations/check-combos': () =>
        json({
          success: true,
          combos: added
            ? [
                {
                  name: 'threat_and_credit_pressure',
                  title: 'Threats combined with credit-reporting pressure',
                  message: 'm',
                  law: '15 U.S.C. 1692e(4), (5), (8)',
                  violation_ids: [mine.id, 'u1'],
                  collector_name: 'Apex Recovery Partners',
                  damages_note: 'A pattern does not multiply money.',
                },
              ]
            : [],
          combo: null,
        }),
    });
    renderRoute('/dashboard/violations');
    await user.click(await screen.findByRole('button', { name: 'Add a missing violation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Power Center: add a violation' });
    expect(within(dialog).getByText('Only add what really happened. False statements can harm your case.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add violation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.selectOptions(within(dialog).getByLabelText('What happened'), 'false_credit_reporting');
    await user.type(within(dialog).getByLabelText('Describe it'), 'Said it is already on my credit report');
    await user.click(within(dialog).getByRole('button', { name: 'Add violation' }));
    expect(await within(dialog).findByText('Without evidence, this violation may be harder to prove. Continue anyway?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue anyway' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/violations/user-added')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/violations/user-added')[0]!.body).toMatchObject({
      violation: {
        type: 'false_credit_reporting',
        description: 'Said it is already on my credit report',
        has_evidence: false,
        confirmed_without_evidence: true,
      },
    });
    expect(await screen.findByText('added by you')).toBeInTheDocument();
    const power = await screen.findByRole('link', { name: 'Write a Power Letter' });
    expect(power).toHaveAttribute('href', `/results?violations=${encodeURIComponent(`${mine.id},u1`)}&combo=threat_and_credit_pressure`);
    // The 3-second notice of the new pattern.
    expect(screen.getByText('Pattern found: Threats combined with credit-reporting pressure')).toBeInTheDocument();
  });
});

describe('what a paying person sees is true (issue 27)', () => {
  beforeEach(() => signIn());
  afterEach(() => window.localStorage.clear());

  it('offers a lifetime member neither the bundle nor $7 letters where the access grid says Included', async () => {
    const user = userEvent.setup();
    mockApi(dashboardRoutes(LIFETIME_ACCESS));
    renderRoute('/dashboard');
    const grid = (await screen.findByRole('heading', { level: 2, name: 'Your access' })).closest('section')!;
    expect(within(grid).getAllByText('Included')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /Bundle \$119/ })).not.toBeInTheDocument();
    const quick = screen.getByRole('heading', { level: 2, name: 'Quick actions' }).closest('section')!;
    expect(within(quick).getByRole('link', { name: 'Credit Disputes' })).toHaveAttribute('href', '/credit-disputes');
    await user.click(screen.getAllByRole('link', { name: /\$7 Letters/ })[0]!);
    expect(await screen.findByText('Included in your plan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get this letter/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Templates' })).toHaveAttribute('href', '/dashboard/templates');
  });

  it.each([
    ['credit_single', 'Credit Dispute: One Bureau'],
    ['credit_all', 'Credit Disputes: All 3 Bureaus'],
    ['scan', 'Single Scan'],
  ] as const)('labels a %s buyer for what they bought, not "Free Tier"', async (planLabel, text) => {
    mockApi(dashboardRoutes({ ...FREE_ACCESS, planLabel, isFreeTier: false }));
    renderRoute('/dashboard');
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Free Tier')).not.toBeInTheDocument();
  });

  it('keeps the details every letter prints: the profile form saves a name and a mailing address', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...dashboardRoutes(LIFETIME_ACCESS),
      'PUT /api/user/letter-details': () => json({ success: true, profile: { name: 'Maria Lopez', mailing_address: '12 Elm Street\nColumbus, OH 43004' } }),
    });
    renderRoute('/dashboard');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Your details for letters' })).closest('section')!;
    expect(await within(card).findByText(/instead of blanks such as \[YOUR FULL NAME\]/)).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Full name'), 'Maria Lopez');
    await user.type(within(card).getByLabelText(/Mailing address/), '12 Elm Street{enter}Columbus, OH 43004');
    await user.click(within(card).getByRole('button', { name: 'Save my details' }));
    expect(await within(card).findByText('Saved: your letters will use these details.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/letter-details')[0]?.body).toEqual({ name: 'Maria Lopez', mailing_address: '12 Elm Street\nColumbus, OH 43004' });
  });

  it('still offers the bundle to a free user, whose grid has lines not included', async () => {
    mockApi(dashboardRoutes(FREE_ACCESS));
    renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: /Bundle \$119/ })).toBeInTheDocument();
  });
});
