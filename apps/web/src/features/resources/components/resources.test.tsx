import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const A1 = '00000000-0000-4000-8000-0000000000a1';
const U1 = '00000000-0000-4000-8000-0000000000b1';
const letter = (content: string) => ({
  kind: 'validation_request',
  subject: 's',
  content,
  is_preview: false,
  notes: ['Fill in every part in [SQUARE BRACKETS].'],
  follow_up_date: null,
});

describe('templates, tools and the power letter', () => {
  beforeEach(() => window.localStorage.setItem('token', 'opaque-token'));
  afterEach(() => window.localStorage.clear());

  it('shows a template with its notes, or says which plans include templates', async () => {
    mockApi({
      'GET /api/templates/validation': () =>
        json({ success: true, template: { slug: 'validation', letter: letter('[YOUR FULL NAME]\nI dispute this debt.') } }),
    });
    const { unmount } = renderRoute('/templates/validation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debt validation request' })).toBeInTheDocument();
    expect(await screen.findByText(/I dispute this debt\./)).toBeInTheDocument();
    expect(screen.getByText('Fill in every part in [SQUARE BRACKETS].')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/templates/cease': () => apiError(402, 'Templates are part of the monthly, lifetime and bundle plans.', 'payment_required') });
    renderRoute('/templates/cease');
    expect(await screen.findByRole('alert')).toHaveTextContent('Templates are part of the monthly, lifetime and bundle plans.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/payment?product=lifetime');
  });

  it('sends an unknown template or tool back to its dashboard view', () => {
    mockApi({});
    expect(renderRoute('/templates/nope').router.state.location.pathname).toBe('/dashboard/templates');
  });

  it('checks the statute of limitations with the dates given, and shows the answer with its basis', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/tools/sol-check': () =>
        json({
          success: true,
          sol: {
            status: 'likely_expired',
            state: 'TX',
            years: 4,
            runs_out_on: '2019-01-10',
            basis: 'Counted from the last payment date.',
            question: null,
            notes: ['A caveat.'],
            reporting_ends_on: null,
          },
        }),
    });
    renderRoute('/tools/sol-checker');
    await user.selectOptions(await screen.findByLabelText('Your state'), 'TX');
    await user.type(screen.getByLabelText('Date of your last payment (if you know it)'), '2015-01-10');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'The time to sue has likely run out' })).toBeInTheDocument();
    expect(screen.getByText('Counted from the last payment date.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tools/sol-check')[0]!.body).toEqual({ state: 'TX', last_payment_date: '2015-01-10' });
  });

  it('computes a settlement offer from the balance typed, and refuses what is not an amount', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderRoute('/tools/settlement-calculator');
    const balance = await screen.findByLabelText('Balance the collector says you owe (USD)');
    await user.type(balance, 'abc');
    expect(screen.getByText('Type an amount, for example 1,250.00')).toBeInTheDocument();
    await user.clear(balance);
    await user.type(balance, '1,000');
    await user.click(screen.getByRole('button', { name: '25%' }));
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByText('$750.00')).toBeInTheDocument();
  });

  it('shows the power letter for the chosen violations and pattern', async () => {
    const api = mockApi({
      'POST /api/violations/power-letter': () =>
        json({
          success: true,
          letter: letter('1. Threat of arrest. This may violate 15 U.S.C. 1692e(4).'),
          combo: { name: 'threat_and_credit_pressure', title: 'Threats combined with credit-reporting pressure', law: 'x' },
          violations_cited: 2,
        }),
    });
    renderRoute(`/results?violations=${encodeURIComponent(`${A1}:threat_arrest_or_criminal,${U1}`)}&combo=threat_and_credit_pressure`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Power Letter' })).toBeInTheDocument();
    expect(await screen.findByText(/Threat of arrest\. This may violate/)).toBeInTheDocument();
    expect(screen.getByText('Threats combined with credit-reporting pressure')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/violations/power-letter')[0]!.body).toEqual({
        violation_ids: [`${A1}:threat_arrest_or_criminal`, U1],
        combo: 'threat_and_credit_pressure',
      }),
    );
  });
});
