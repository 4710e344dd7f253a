import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ANALYSIS_ID, makeAnalysis, makeFreeAnalysis, makeGeneratedLetter, storeAnalysis } from '../testing/analysis-fixture';
import { apiError, json, mockApi, networkError } from '../../../testing/mock-api';
import { captureDownloads, pdfResponse } from '../testing/mock-api';

const TOKEN = 'opaque-session-token-123';
const signIn = () => window.localStorage.setItem('token', TOKEN);
const saved = () => json({ success: true });
const at = (router: ReturnType<typeof renderRoute>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

const actions = async () => screen.findByRole('region', { name: 'More you can do' });
const thisWeek = async () => screen.findByRole('region', { name: 'This week' });
const DOWNLOAD = 'Download your letter (PDF)';

describe('results buttons and when each shows (issue 27: one download, on the first screen)', () => {
  it('generate flow, signed in: one download and Track Response in "This week"; Enhance with DIY Tips and Go to Your Dashboard below; no Generate button', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    const week = await thisWeek();
    expect(within(week).getAllByRole('button', { name: DOWNLOAD })).toHaveLength(1);
    expect(within(week).getByRole('button', { name: 'Track Response' })).toBeInTheDocument();
    // One download on the page (the bar at the bottom repeats it only on a phone, once this has scrolled away).
    expect(screen.getAllByRole('button', { name: /PDF/ }).filter((b) => !b.closest('.ds-sticky-action'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Generate Response Letter' })).not.toBeInTheDocument();
    const region = await actions();
    expect(within(region).getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(within(region).getByRole('link', { name: 'Enhance with DIY Tips' }));
    expect(at(router)).toBe('/upload?flow=enhance');
  });

  it('enhance flow: no Enhance with DIY Tips', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis({ flow_type: 'enhance' }));
    renderRoute('/results');
    const region = await actions();
    expect(within(region).queryByRole('link', { name: 'Enhance with DIY Tips' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('no dashboard button when not signed in', async () => {
    mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    renderRoute('/results');
    const region = await actions();
    expect(within(region).queryByRole('link', { name: 'Go to Your Dashboard' })).not.toBeInTheDocument();
    expect(within(region).getByText(/legal information, not legal advice/)).toBeInTheDocument();
  });
});

describe('Track Response', () => {
  it('writes the letter (which opens the dispute), stores it as currentDisputeId and opens the tracker on it', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': () => json(makeGeneratedLetter()) });
    signIn();
    storeAnalysis(makeAnalysis({ sol: { state: 'CA' } }));
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: 'Track Response' }));
    await waitFor(() => expect(at(router)).toBe('/response-tracker/d-1234'));
    const call = api.callsTo('POST', '/api/generate-letter')[0];
    expect(call?.body).toEqual({
      analysis_id: ANALYSIS_ID,
      strategy: 'DEBT VALIDATION REQUEST',
      collector_info: { name: 'Acme Recovery LLC', amount: 1200 },
      user_state: 'CA',
      flow_type: 'generate',
    });
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(window.sessionStorage.getItem('currentDisputeId')).toBe('d-1234');
  });

  it('opens the dispute the analysis already has, without writing another letter', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis({ dispute_id: 'd-existing' }));
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: 'Track Response' }));
    await waitFor(() => expect(at(router)).toBe('/response-tracker/d-existing'));
    expect(api.callsTo('POST', '/api/generate-letter')).toHaveLength(0);
  });

  it('asks a visitor who is not signed in to sign in first', async () => {
    const api = mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: 'Track Response' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/results' });
    expect(api.callsTo('POST', '/api/generate-letter')).toHaveLength(0);
  });

  it.each([
    ['the network fails', () => networkError()],
    ['the server answers with an error', () => apiError(404, 'We could not find this analysis.', 'not_found')],
  ])('says the tracker could not be opened when %s', async (_, reply) => {
    mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': reply });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: 'Track Response' }));
    expect(await screen.findByText('The tracker could not be opened. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/results');
    expect(window.sessionStorage.getItem('currentDisputeId')).toBeNull();
  });
});

describe('a power letter (combo): the letter written for its violations', () => {
  it('sends the combo violations and shows the letter', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': () => json(makeGeneratedLetter()) });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results?violations=overshadow_payment_deadline&combo=Power');
    await user.click(within(await actions()).getByRole('button', { name: 'Write the letter for these violations' }));
    expect(await screen.findByText('Your letter is ready: read it below.')).toBeInTheDocument();
    expect(screen.getByText(/I request validation of the debt\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/generate-letter')[0]?.body).toMatchObject({ violations: ['overshadow_payment_deadline'] });
  });

  it.each([
    ['the network fails', () => networkError(), 'Failed to generate letter. Please try again.'],
    ['the server answers with an error', () => apiError(404, 'We could not find this analysis.', 'not_found'), 'We could not find this analysis.'],
    ['the server answers without success or error text', () => json({ success: false }, 500), 'Letter generation failed'],
    ['the answer does not match the contract', () => json({ success: true, letter: 'nope' }), 'Letter generation failed'],
  ])('shows the right alert when %s', async (_, reply, text) => {
    mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': reply });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results?violations=overshadow_payment_deadline&combo=Power');
    await user.click(within(await actions()).getByRole('button', { name: 'Write the letter for these violations' }));
    expect(await within(await actions()).findByRole('alert')).toHaveTextContent(text);
    expect(window.sessionStorage.getItem('currentDisputeId')).toBeNull();
  });
});

describe('letter preview', () => {
  it('free tier: the first paragraph, blurred, with the line about legal citations and demands', async () => {
    mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Your response letter' });
    expect(within(card).getByText('I dispute this debt and request validation.')).toBeInTheDocument();
    expect(within(card).getByText('The full letter continues with legal citations and demands.')).toBeInTheDocument();
    expect(card.querySelector('.blur-sm')).toHaveAttribute('aria-hidden', 'true');
    await user.click(within(card).getByRole('button', { name: 'Unlock the full letter' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock your full results' })).toBeInTheDocument();
  });

  it('paid: the whole letter, its notes and follow-up date, no blur', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis());
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Your response letter' });
    expect(within(card).getByText(/you must stop collecting until you send verification/)).toBeInTheDocument();
    expect(within(card).getByText('Send it by certified mail.')).toBeInTheDocument();
    expect(within(card).getByText('Follow up on April 20, 2025')).toBeInTheDocument();
    expect(card.querySelector('.blur-sm')).toBeNull();
    expect(within(card).queryByText('The full letter continues with legal citations and demands.')).not.toBeInTheDocument();
  });

  it('is blurred when the access block says no full letter, even if the letter is not marked a preview', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis({ access: { can_view_full_letter: false, can_download: false } }));
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Your response letter' });
    expect(within(card).getByText('The full letter continues with legal citations and demands.')).toBeInTheDocument();
  });

  it('enhance flow: the enhanced letter with each change and its reason, and the DIY tips', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(
      makeAnalysis({
        flow_type: 'enhance',
        enhancement: {
          enhanced: 'I dispute this debt.\n\nPlease send verification.',
          is_preview: false,
          changes: [{ kind: 'removed', text: 'I know I owe this', reason: 'It admits the debt.' }],
          tips: ['Send it by certified mail.'],
        },
      }),
    );
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Your enhanced letter' });
    expect(within(card).getByText(/Please send verification\./)).toBeInTheDocument();
    expect(within(card).getByText('I know I owe this')).toBeInTheDocument();
    expect(within(card).getByText('Why: It admits the debt.')).toBeInTheDocument();
    expect(within(card).getByText('Send it by certified mail.')).toBeInTheDocument();
  });
});

describe("the letter's one download", () => {
  it('downloads the PDF with the API client headers, then tracks the download', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-pdf': () => pdfResponse(), 'POST /api/track-download': saved });
    signIn();
    window.localStorage.setItem('userState', 'NY');
    storeAnalysis(makeAnalysis());
    const files = captureDownloads();
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: DOWNLOAD }));
    expect(await screen.findByText('Your PDF letter was downloaded.')).toBeInTheDocument();
    const call = api.callsTo('POST', '/api/generate-pdf')[0];
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call?.headers.get('x-user-state')).toBe('NY');
    expect(call?.body).toEqual({ content: expect.stringContaining('I dispute this debt'), type: 'response_letter', analysis_id: ANALYSIS_ID });
    expect(files.map((f) => f.name)).toEqual(['response-letter.pdf']);
    await waitFor(() => expect(api.callsTo('POST', '/api/track-download')[0]?.body).toEqual({ type: 'response_letter_pdf', violations: 3 }));
  });

  it.each([
    ['the server refuses', () => apiError(402, 'Downloading the letter as a PDF is part of the paid plans.', 'payment_required')],
    ['the network fails', () => networkError()],
    ['the answer is not a PDF', () => json({ success: true })],
  ])('falls back to a text file when %s, and ignores a tracking failure', async (_, reply) => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-pdf': reply, 'POST /api/track-download': () => networkError() });
    signIn();
    storeAnalysis(makeAnalysis());
    const files = captureDownloads();
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: DOWNLOAD }));
    expect(await screen.findByText('The PDF could not be made, so the letter was downloaded as a text file.')).toBeInTheDocument();
    expect(files.map((f) => f.name)).toEqual(['response-letter.txt']);
    expect(await files[0]?.blob.text()).toContain('I dispute this debt and request validation.');
    expect(api.callsTo('POST', '/api/track-download')[0]?.body).toEqual({ type: 'response_letter_text', violations: 3 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the generated letter once there is one', async () => {
    const api = mockApi({
      'POST /api/save-analysis': saved,
      'POST /api/generate-letter': () => json(makeGeneratedLetter()),
      'POST /api/generate-pdf': () => pdfResponse(),
      'POST /api/track-download': saved,
    });
    signIn();
    storeAnalysis(makeAnalysis());
    captureDownloads();
    const user = userEvent.setup();
    renderRoute('/results?violations=overshadow_payment_deadline&combo=Power');
    await user.click(within(await actions()).getByRole('button', { name: 'Write the letter for these violations' }));
    await screen.findByText('Your letter is ready: read it below.');
    await user.click(within(await thisWeek()).getByRole('button', { name: DOWNLOAD }));
    await screen.findByText('Your PDF letter was downloaded.');
    expect(api.callsTo('POST', '/api/generate-pdf')[0]?.body).toMatchObject({ content: 'Dear Acme Recovery LLC,\n\nI request validation of the debt.' });
  });

  it('without download access opens the unlock modal instead', async () => {
    const api = mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await thisWeek()).getByRole('button', { name: 'Get your full letter' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock your full results' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/generate-pdf')).toHaveLength(0);
  });
});

describe('unlock modal', () => {
  it('asks an anonymous visitor for an email (submits only with an @), saves the lead, then offers the plans', async () => {
    const api = mockApi({ 'POST /api/save-lead': saved });
    window.sessionStorage.setItem('userEmail', 'old@example.com');
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your full results' });
    const email = within(dialog).getByLabelText('Email address');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('old@example.com');
    expect(within(dialog).getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/login');
    await user.clear(email);
    await user.type(email, 'jane.example.com');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Choose a plan' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/save-lead')[0]?.body).toMatchObject({ email: 'jane@example.com' });
    expect(window.sessionStorage.getItem('userEmail')).toBe('jane@example.com');
    expect(within(dialog).getByRole('link', { name: 'Choose Single scan' })).toHaveAttribute('href', '/payment?product=scan');
  });

  it('shows a signed-in user the plan choices from the catalogue: $7, $39.99/mo, $89', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeFreeAnalysis({ access: { is_logged_in: true } }));
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your full results' });
    expect(within(dialog).queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(within(dialog).getByText('$7')).toBeInTheDocument();
    expect(within(dialog).getByText('$39.99/mo')).toBeInTheDocument();
    expect(within(dialog).getByText('$89')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Choose Single scan' })).toHaveAttribute('href', '/payment?product=scan');
    expect(within(dialog).getByRole('link', { name: 'Choose Monthly unlimited' })).toHaveAttribute('href', '/payment?product=monthly');
    expect(within(dialog).getByRole('link', { name: 'Choose Lifetime access' })).toHaveAttribute('href', '/payment?product=lifetime');
  });

  it('offers only monthly and lifetime in the enhance flow', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeFreeAnalysis({ flow_type: 'enhance', access: { is_logged_in: true } }));
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your full results' });
    expect(within(dialog).queryByRole('link', { name: 'Choose Single scan' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Choose Monthly unlimited' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Choose Lifetime access' })).toBeInTheDocument();
  });

  it('keyboard: focus is trapped, Escape closes and focus returns to the Unlock button', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeFreeAnalysis({ access: { is_logged_in: true } }));
    const user = userEvent.setup();
    renderRoute('/results');
    const unlock = await screen.findByRole('button', { name: 'Unlock' });
    unlock.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your full results' });
    // Modal: the page behind is hidden from assistive technology while it is open.
    expect(unlock.closest('[aria-hidden="true"]')).not.toBeNull();
    const first = within(dialog).getByRole('link', { name: 'Choose Single scan' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('link', { name: 'Choose Lifetime access' });
    expect(first).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unlock).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeFreeAnalysis({ access: { is_logged_in: true } }));
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on load when the single scan is used up, with the server message', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(
      makeFreeAnalysis({ access: { is_logged_in: true, upgrade_required: true, message: "You've used your single scan. Upgrade for unlimited access!" } }),
    );
    renderRoute('/results');
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your full results' });
    expect(within(dialog).getByText("You've used your single scan. Upgrade for unlimited access!")).toBeInTheDocument();
  });
});
