import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { FakeXhr } from '../testing/fake-xhr';
import { renderUpload } from '../testing/render-upload';
import { browseInput, installUploadTestKit, pdf, setupApi, signIn, user } from '../testing/upload-test-kit';

installUploadTestKit();

const selector = () => screen.queryByRole('heading', { level: 2, name: 'What would you like to do?' });

describe('upload page: flow selector and access (spec 000 §2, §4, §6)', () => {
  it('shows the selector to an anonymous visitor, with the enhance badge, and no upload area yet', async () => {
    setupApi();
    renderUpload('/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a collection letter' })).toBeInTheDocument();
    expect(document.title).toBe('Check a collection letter · DebtShield');
    expect(selector()).toBeInTheDocument();
    expect(selector()).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Generate Full Response' })).toBeInTheDocument();
    const enhance = screen.getByRole('button', { name: 'Enhance Your Letter' });
    expect(enhance).toHaveAccessibleDescription(expect.stringContaining('Included with monthly/lifetime'));
    expect(screen.queryByRole('heading', { name: 'First, select your state' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What happens next?' })).not.toBeInTheDocument();
  });

  it('writes the chosen flow into the address and the session, and Back returns to the selector', async () => {
    setupApi();
    const u = user();
    const { location } = renderUpload('/upload');
    await u.click(await screen.findByRole('button', { name: 'Generate Full Response' }));
    expect(location()).toBe('/upload?flow=generate');
    expect(window.sessionStorage.getItem('flowType')).toBe('generate');
    // Focus moves to the new content, not lost with the button that disappeared.
    expect(screen.getByRole('heading', { name: 'First, select your state' })).toHaveFocus();
    expect(selector()).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Back to the choices' }));
    expect(location()).toBe('/upload');
    expect(selector()).toHaveFocus();
    expect(window.sessionStorage.getItem('flowType')).toBeNull();
  });

  it('keeps the other query parameters when the flow is chosen, and works with the keyboard', async () => {
    setupApi();
    const u = user();
    const { location } = renderUpload('/upload?service=debt&issue=harassment');
    await screen.findByRole('button', { name: 'Generate Full Response' });
    await u.tab(); // Back
    await u.tab(); // Generate Full Response
    await u.tab(); // Enhance Your Letter
    expect(screen.getByRole('button', { name: 'Enhance Your Letter' })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(location()).toBe('/upload?service=debt&issue=harassment&flow=enhance');
  });

  it('shows the selector to a signed-in free user', async () => {
    signIn({ email: 'free@example.com', plan_type: 'free', purchases: [] });
    setupApi();
    renderUpload('/upload');
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
  });

  it('shows the selector when a token is stored without a user (treated as anonymous)', async () => {
    signIn(null);
    setupApi();
    renderUpload('/upload');
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
  });

  it.each([
    ['lifetime', { plan_type: 'lifetime', purchases: ['debt_lifetime'] }],
    ['monthly', { plan_type: 'monthly', purchases: ['debt_monthly'] }],
    ['single scan', { plan_type: 'free', purchases: ['debt_scan'] }],
  ])('sends a paid %s user with debt access straight to the generate flow', async (_label, stored) => {
    signIn({ email: 'paid@example.com', ...stored });
    setupApi();
    const { location } = renderUpload('/upload');
    expect(await screen.findByRole('heading', { name: 'First, select your state' })).toBeInTheDocument();
    expect(selector()).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/upload?flow=generate'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText('Bundle access')).not.toBeInTheDocument();
  });

  it('shows the selector to a credit-only customer (no debt access)', async () => {
    signIn({ plan_type: 'credit_all', purchases: ['credit_all'] });
    setupApi();
    renderUpload('/upload');
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
  });

  it('shows the bundle badge to bundle users', async () => {
    signIn({ plan_type: 'bundle', purchases: ['bundle'] });
    setupApi();
    renderUpload('/upload');
    expect(await screen.findByText('Bundle access')).toBeInTheDocument();
  });

  it('lets a paid user open the enhance flow by its address', async () => {
    signIn({ plan_type: 'lifetime', purchases: [] });
    setupApi();
    const { location } = renderUpload('/upload?flow=enhance');
    expect(await screen.findByRole('heading', { name: 'Step 2: Your response letter' })).toBeInTheDocument();
    expect(location()).toBe('/upload?flow=enhance');
  });

  it('goes back to the previous page when there is no selector to return to', async () => {
    signIn({ plan_type: 'lifetime', purchases: [] });
    setupApi();
    const u = user();
    const { location } = renderUpload('/upload', ['/']);
    await u.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('goes back to the previous page from the selector itself', async () => {
    setupApi();
    const u = user();
    const { location } = renderUpload('/debt-analyzer', ['/']);
    await u.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('shows "What happens next?" for the chosen flow', async () => {
    setupApi();
    const { unmount } = renderUpload('/upload?flow=generate');
    const generate = (await screen.findByRole('heading', { name: 'What happens next?' })).closest('section');
    expect(generate).not.toBeNull();
    expect(within(generate as HTMLElement).getByText(/You get a response letter written for this letter/)).toBeInTheDocument();
    unmount();
    renderUpload('/upload?flow=enhance');
    const enhance = (await screen.findByRole('heading', { name: 'What happens next?' })).closest('section');
    expect(within(enhance as HTMLElement).getByText(/You get your improved letter/)).toBeInTheDocument();
    expect(within(enhance as HTMLElement).getByText(/legal information, not legal advice/)).toBeInTheDocument();
  });

  it('is in Spanish when the language is Spanish', async () => {
    setupApi();
    await i18n.changeLanguage('es');
    try {
      renderUpload('/upload');
      expect(await screen.findByRole('heading', { name: '¿Qué le gustaría hacer?' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mejorar su carta' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('upload page: query parameters and the context chooser (spec 000 §2, §3)', () => {
  it('stores service, issue, context and dispute in the session, with their defaults', async () => {
    setupApi();
    const { unmount } = renderUpload('/upload?flow=generate');
    await screen.findByRole('heading', { name: 'First, select your state' });
    expect(window.sessionStorage.getItem('serviceType')).toBe('debt');
    expect(window.sessionStorage.getItem('userIssue')).toBe('general');
    expect(window.sessionStorage.getItem('uploadContext')).toBe('new');
    unmount();
    renderUpload('/upload?flow=generate&service=credit&issue=harassment&context=response&dispute=d-42');
    await screen.findByRole('heading', { name: 'First, select your state' });
    expect(window.sessionStorage.getItem('serviceType')).toBe('credit');
    expect(window.sessionStorage.getItem('userIssue')).toBe('harassment');
    expect(window.sessionStorage.getItem('uploadContext')).toBe('response');
    expect(window.sessionStorage.getItem('currentDisputeId')).toBe('d-42');
  });

  it('asks "What are you uploading?" when a signed-in user has active disputes, and hides it once a file is chosen', async () => {
    signIn({ plan_type: 'lifetime', purchases: [] });
    const api = setupApi({ disputes: 2 });
    const u = user();
    renderUpload('/upload');
    const chooser = await screen.findByRole('group', { name: 'What are you uploading?' });
    expect(api.calls('/api/disputes?status=active')).toHaveLength(1);
    expect(within(chooser).getByRole('radio', { name: /New Debt Letter/ })).toBeChecked();
    await u.click(within(chooser).getByRole('radio', { name: /Collector Response/ }));
    expect(window.sessionStorage.getItem('uploadContext')).toBe('response');
    await u.upload(browseInput(), pdf());
    expect(screen.queryByRole('group', { name: 'What are you uploading?' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('uploadContext')).toBe('response');
  });

  it('does not ask without active disputes, with a context parameter, or when signed out', async () => {
    signIn({ plan_type: 'lifetime', purchases: [] });
    let api = setupApi({ disputes: 0 });
    const first = renderUpload('/upload');
    await screen.findByRole('heading', { name: 'First, select your state' });
    await waitFor(() => expect(api.calls('/api/disputes?status=active')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'What are you uploading?' })).not.toBeInTheDocument();
    first.unmount();

    api = setupApi({ disputes: 3 });
    const second = renderUpload('/upload?context=new');
    await screen.findByRole('heading', { name: 'First, select your state' });
    expect(api.calls('/api/disputes?status=active')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'What are you uploading?' })).not.toBeInTheDocument();
    second.unmount();

    window.localStorage.clear();
    api = setupApi({ disputes: 3 });
    renderUpload('/upload?flow=generate');
    await screen.findByRole('heading', { name: 'First, select your state' });
    expect(api.calls('/api/disputes?status=active')).toHaveLength(0);
  });

  it('stays silent when the disputes cannot be loaded', async () => {
    signIn({ plan_type: 'lifetime', purchases: [] });
    const api = setupApi({ disputes: 'fail' });
    renderUpload('/upload');
    await screen.findByRole('heading', { name: 'First, select your state' });
    await waitFor(() => expect(api.calls('/api/disputes?status=active')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'What are you uploading?' })).not.toBeInTheDocument();
    expect(
      screen
        .queryAllByRole('alert')
        .map((a) => a.textContent)
        .join(''),
    ).toBe('');
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
