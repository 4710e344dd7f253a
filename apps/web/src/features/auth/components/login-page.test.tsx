import { AUTH_MESSAGES } from '@debtshield/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { apiError, deferred, json, mockApi, networkError } from '../../../testing/mock-api';
import { userFixture } from '../../../testing/user-fixtures';
import { dashboardRoutes, LIFETIME_ACCESS } from '../../../testing/dashboard-fixtures';

const EMAIL = 'maria@example.com';
const TOKEN = 'session-token-0123456789';
const LINK_SECRET = 'link-secret-abcdefghijklmnopqrstuvwxyz';
const signedIn = () => json({ success: true, token: TOKEN, user: userFixture({ email: EMAIL }) });
const codeSent = () => json({ success: true, message: AUTH_MESSAGES.codeSent });
const at = (router: ReturnType<typeof renderRoute>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

const requestCode = async (user: ReturnType<typeof userEvent.setup>, email = EMAIL) => {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
};

describe('/login', () => {
  it('signs in in two steps: email, then the 6-digit code, then the dashboard', async () => {
    const api = mockApi({ 'POST /api/auth/login': codeSent, 'POST /api/auth/verify-code': signedIn });
    const user = userEvent.setup();
    const { router } = renderRoute('/login');

    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    await requestCode(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to maria@example\.com/)).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: EMAIL });

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/verify-code')[0]?.body).toEqual({ email: EMAIL, code: '123456' });
    expect(window.localStorage.getItem('token')).toBe(TOKEN);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ email: EMAIL });
    // The header follows the sign-in without a reload.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('checks the email before sending anything', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('disables the button and shows Sending… while the code is requested', async () => {
    const pending = deferred<Response>();
    mockApi({ 'POST /api/auth/login': () => pending.promise });
    const user = userEvent.setup();
    renderRoute('/login');
    await requestCode(user);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    pending.resolve(codeSent());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it("shows the server's error text in an alert", async () => {
    mockApi({ 'POST /api/auth/login': () => apiError(429, AUTH_MESSAGES.tooManyCodes, 'rate_limited') });
    const user = userEvent.setup();
    renderRoute('/login');
    await requestCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyCodes);
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
  });

  it("falls back to 'Login failed. Please try again.' without a server message", async () => {
    mockApi({ 'POST /api/auth/login': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const user = userEvent.setup();
    renderRoute('/login');
    await requestCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');

    mockApi({ 'POST /api/auth/login': () => networkError() });
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'));
  });

  it('shows a wrong code, sends a new code, and goes back to a different email', async () => {
    const api = mockApi({
      'POST /api/auth/login': codeSent,
      'POST /api/auth/verify-code': () => apiError(400, AUTH_MESSAGES.wrongCode(4), 'invalid_input'),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/login');
    await requestCode(user);

    await user.type(await screen.findByLabelText('6-digit code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-code')).toHaveLength(0);

    await user.type(screen.getByLabelText('6-digit code'), '9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 4 tries left.');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to maria@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveFocus();
  });

  it('returns to the page that required sign-in', async () => {
    mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), 'POST /api/auth/login': codeSent, 'POST /api/auth/verify-code': signedIn });
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/intel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await requestCode(user);
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(router)).toBe('/dashboard/intel'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Collector Intel' })).toBeInTheDocument();
  });

  it('signs in by itself from the emailed link', async () => {
    const api = mockApi({ ...dashboardRoutes(LIFETIME_ACCESS), 'POST /api/auth/verify-link': signedIn });
    const { router } = renderRoute(`/login?email=${encodeURIComponent(EMAIL)}&token=${LINK_SECRET}`);
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/verify-link')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/verify-link')[0]?.body).toEqual({ token: LINK_SECRET });
    expect(window.localStorage.getItem('token')).toBe(TOKEN);
  });

  it('shows a failed link with its error and the form, email prefilled, secret gone from the address', async () => {
    const api = mockApi({ 'POST /api/auth/verify-link': () => apiError(400, AUTH_MESSAGES.linkExpired, 'invalid_input') });
    const { router } = renderRoute(`/login?email=${encodeURIComponent(EMAIL)}&token=${LINK_SECRET}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.linkExpired);
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(at(router)).toBe(`/login?email=${encodeURIComponent(EMAIL)}`);
    expect(api.calls).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('does not send a malformed link secret', async () => {
    const api = mockApi({});
    renderRoute('/login?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete. Please ask for a new code below.');
    expect(api.calls).toHaveLength(0);
  });

  it('tells a signed-in person, with a link to the dashboard', async () => {
    window.localStorage.setItem('token', TOKEN);
    renderRoute('/login');
    expect(await screen.findByText('You are already signed in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });
});
