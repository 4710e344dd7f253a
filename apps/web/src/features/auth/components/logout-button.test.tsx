import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { json, mockApi, networkError } from '../../../testing/mock-api';
import { userFixture } from '../../../testing/user-fixtures';
import { dashboardRoutes, LIFETIME_ACCESS } from '../../../testing/dashboard-fixtures';

const TOKEN = 'session-token-0123456789';

const signIn = () => {
  window.localStorage.setItem('token', TOKEN);
  window.localStorage.setItem('user', JSON.stringify(userFixture()));
  window.localStorage.setItem('userState', 'TX');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout (spec 001 §4)', () => {
  it('revokes the session, clears the token, user and query cache, and goes to /', async () => {
    signIn();
    const clear = vi.spyOn(QueryClient.prototype, 'clear');
    const api = mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), 'POST /api/auth/logout': () => json({ success: true }) });
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');

    await user.click((await screen.findAllByRole('button', { name: 'Log out' }))[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('userState')).toBe('TX');
    expect(clear).toHaveBeenCalled();
    const call = api.callsTo('POST', '/api/auth/logout')[0];
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    // The header follows the sign-out without a reload.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('still signs out when the server cannot be reached', async () => {
    signIn();
    mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), 'POST /api/auth/logout': () => networkError() });
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    await user.click((await screen.findAllByRole('button', { name: 'Log out' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
