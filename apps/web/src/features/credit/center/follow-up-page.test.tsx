import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { FOLLOW_UP, signIn, wire } from './center-fixtures';

afterEach(async () => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('/credit-disputes/follow-up/{id} (spec 001 §2.1, §4; issue 16)', () => {
  beforeEach(() => signIn());

  it("shows the follow-up check: each bureau's clock and the next letter drafted", async () => {
    mockApi(wire.followUp(FOLLOW_UP));
    renderRoute('/credit-disputes/follow-up/d-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow-up of your credit dispute' })).toBeInTheDocument();
    const status = await screen.findByText('TransUnion’s 30 days have passed with no answer recorded.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByText(/Law: FCRA 611\(a\)\(1\)/)).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Your next letter' });
    expect(within(next).getByRole('button', { name: 'Download the PDF for TransUnion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the credit repair center' })).toHaveAttribute('href', '/dashboard/credit');
  });

  it('sends a user the server refuses (403) to the credit payment page', async () => {
    mockApi(wire.followUpRefused());
    const { location } = renderRoute('/credit-disputes/follow-up/d-1');
    await waitFor(() => expect(location()).toBe('/payment?product=credit'));
  });

  it('asks a visitor without a session to sign in', async () => {
    window.localStorage.clear();
    const api = mockApi({});
    const { location } = renderRoute('/credit-disputes/follow-up/d-1');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.calls).toHaveLength(0);
  });
});
