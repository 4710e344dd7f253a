import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderRoute } from '../../../testing/render-route';
import { apiError, json, mockApi } from '../../../testing/mock-api';

const ADDRESS = 'letters+k3v9q2m7xa@inbound.debtshield.local';
const DOMAIN = 'inbound.debtshield.local';
const addressReply =
  (address: string | null = ADDRESS) =>
  () =>
    json({ success: true, address, domain: DOMAIN });

/** jsdom has no Clipboard API: each test sets the one it needs. */
const setClipboard = (clipboard: { writeText: (text: string) => Promise<void> } | undefined) =>
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });

const signIn = () => window.localStorage.setItem('token', 'session-token-0123456789');

beforeEach(() => setClipboard(undefined));
afterEach(async () => {
  vi.unstubAllGlobals();
  setClipboard(undefined);
  await changeLanguage('en');
});

describe('/email-forwarding', () => {
  it('asks a visitor to sign in for their own address, without calling the API', async () => {
    const api = mockApi({ 'GET /api/email-forwarding/address': addressReply(null) });
    renderRoute('/email-forwarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forward collector emails' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your forwarding address' });
    expect(within(card).getByText(/Sign in to see your personal forwarding address/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign in to get your address' })).toHaveAttribute('href', '/login');
    expect(within(card).queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();
    expect(screen.queryByText(/letters\+/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the visitor back here after signing in', async () => {
    mockApi({});
    const { router } = renderRoute('/email-forwarding');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to get your address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/email-forwarding' });
  });

  it("shows a signed-in user's own address and copies it, saying 'Copied' in a live region", async () => {
    signIn();
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    const api = mockApi({ 'GET /api/email-forwarding/address': addressReply() });
    renderRoute('/email-forwarding');
    const card = await screen.findByRole('region', { name: 'Your forwarding address' });
    expect(await within(card).findByText(ADDRESS)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/email-forwarding/address')[0]?.headers.get('Authorization')).toBe('Bearer session-token-0123456789');

    const status = within(card).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    fireEvent.click(within(card).getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
  });

  it.each([
    ['no Clipboard API', undefined],
    ['a refused copy', { writeText: async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }],
  ])('with %s, selects the address and says how to copy it by hand', async (_name, clipboard) => {
    signIn();
    setClipboard(clipboard);
    mockApi({ 'GET /api/email-forwarding/address': addressReply() });
    renderRoute('/email-forwarding');
    const code = await screen.findByText(ADDRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Your browser did not let us copy\. The address is selected/));
    expect(window.getSelection()?.toString()).toBe(ADDRESS);
    expect(code).toBeInTheDocument();
  });

  it('asks to sign in again when the server no longer knows the stored session', async () => {
    signIn();
    mockApi({ 'GET /api/email-forwarding/address': addressReply(null) });
    renderRoute('/email-forwarding');
    expect(await screen.findByRole('link', { name: 'Sign in to get your address' })).toBeInTheDocument();
  });

  it('says when the address could not be loaded, and tries again', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /api/email-forwarding/address': () => (fail ? apiError(503, 'Please try again in a moment.', 'unavailable') : addressReply()()),
    });
    renderRoute('/email-forwarding');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your forwarding address. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ADDRESS)).toBeInTheDocument();
  });

  it('gives the Gmail and Outlook steps, and says plainly that forwarded emails are not analyzed yet', async () => {
    mockApi({});
    renderRoute('/email-forwarding');
    const gmail = await screen.findByRole('region', { name: 'Forward an email from Gmail' });
    const outlook = screen.getByRole('region', { name: 'Forward an email from Outlook' });
    for (const provider of [gmail, outlook]) {
      const steps = within(within(provider).getByRole('list')).getAllByRole('listitem');
      expect(steps).toHaveLength(4);
      expect(steps[0]).toHaveTextContent('Open the email from the debt collector.');
      expect(steps[2]).toHaveTextContent('Paste your DebtShield address in the To field.');
    }
    const notice = screen.getByRole('region', { name: 'Forwarded emails are not analyzed automatically yet' });
    expect(notice).toHaveTextContent('Forwarding an email to DebtShield does not start an analysis.');
    expect(within(notice).getByRole('link', { name: 'Upload the letter' })).toHaveAttribute('href', '/upload');
  });

  it('says what happens to forwarded mail when the server receives it: what is read, where the analysis appears, the limits', async () => {
    signIn();
    mockApi({ 'GET /api/email-forwarding/address': () => json({ success: true, address: ADDRESS, domain: DOMAIN, receiving: true }) });
    renderRoute('/email-forwarding');
    const notice = await screen.findByRole('region', { name: 'Forwarded emails are analyzed for you' });
    expect(notice).toHaveTextContent('If a letter is attached (PDF, or a JPEG or PNG photo), we read the letter');
    expect(notice).toHaveTextContent('The email itself is not kept');
    expect(within(notice).getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('region', { name: 'Forwarded emails are not analyzed automatically yet' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    signIn();
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    mockApi({ 'GET /api/email-forwarding/address': addressReply() });
    renderRoute('/email-forwarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reenvíe los correos de los cobradores' })).toBeInTheDocument();
    await screen.findByText(ADDRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copiada'));
    expect(screen.getByRole('region', { name: 'Reenviar un correo desde Gmail' })).toBeInTheDocument();
  });
});
