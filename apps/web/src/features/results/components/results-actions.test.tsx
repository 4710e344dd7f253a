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

const actions = async () => screen.findByRole('region', { name: 'Next steps' });

describe('results buttons and when each shows', () => {
  it('generate flow, signed in: Generate Response Letter, Enhance with DIY Tips, Go to Your Dashboard, Download PDF Letter; no Track Response until the tracker exists', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    const region = await actions();
    expect(within(region).getByRole('button', { name: 'Generate Response Letter' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Download PDF Letter' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(region).queryByRole('link', { name: 'Track Response' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Enhance with DIY Tips' }));
    expect(at(router)).toBe('/upload?flow=enhance');
  });

  it('enhance flow: Enhance My Letter, and no Enhance with DIY Tips', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis({ flow_type: 'enhance' }));
    renderRoute('/results');
    const region = await actions();
    expect(within(region).getByRole('button', { name: 'Enhance My Letter' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Generate Response Letter' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Enhance with DIY Tips' })).not.toBeInTheDocument();
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

describe('Generate Response Letter', () => {
  it('posts the analysis to /api/generate-letter, shows the letter and stores the dispute as currentDisputeId', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': () => json(makeGeneratedLetter()) });
    signIn();
    window.sessionStorage.setItem('userState', 'TX');
    storeAnalysis(makeAnalysis({ sol: { state: 'CA' } }));
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await actions()).getByRole('button', { name: 'Generate Response Letter' }));
    expect(await screen.findByText('Your letter is ready: read it below.')).toBeInTheDocument();
    expect(screen.getByText(/I request validation of the debt\./)).toBeInTheDocument();
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
    expect(window.sessionStorage.getItem('generatedLetter')).toContain('I request validation of the debt.');
  });

  it("sends flow_type 'enhance' from Enhance My Letter", async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': () => json(makeGeneratedLetter()) });
    signIn();
    storeAnalysis(makeAnalysis({ flow_type: 'enhance' }));
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await actions()).getByRole('button', { name: 'Enhance My Letter' }));
    await screen.findByText('Your letter is ready: read it below.');
    expect(api.callsTo('POST', '/api/generate-letter')[0]?.body).toMatchObject({ flow_type: 'enhance' });
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
    renderRoute('/results');
    await user.click(within(await actions()).getByRole('button', { name: 'Generate Response Letter' }));
    expect(await within(await actions()).findByRole('alert')).toHaveTextContent(text);
    expect(window.sessionStorage.getItem('currentDisputeId')).toBeNull();
  });

  it('sends the combo violations with a power letter', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-letter': () => json(makeGeneratedLetter()) });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results?violations=overshadow_payment_deadline&combo=Power');
    await user.click(within(await actions()).getByRole('button', { name: 'Generate Response Letter' }));
    await screen.findByText('Your letter is ready: read it below.');
    expect(api.callsTo('POST', '/api/generate-letter')[0]?.body).toMatchObject({ violations: ['overshadow_payment_deadline'] });
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
    expect(screen.getByRole('dialog', { name: 'Unlock your full results' })).toBeInTheDocument();
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

describe('Download PDF Letter', () => {
  it('downloads the PDF with the API client headers, then tracks the download', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-pdf': () => pdfResponse(), 'POST /api/track-download': saved });
    signIn();
    window.localStorage.setItem('userState', 'NY');
    storeAnalysis(makeAnalysis());
    const files = captureDownloads();
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await actions()).getByRole('button', { name: 'Download PDF Letter' }));
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
    await user.click(within(await actions()).getByRole('button', { name: 'Download PDF Letter' }));
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
    renderRoute('/results');
    await user.click(within(await actions()).getByRole('button', { name: 'Generate Response Letter' }));
    await screen.findByText('Your letter is ready: read it below.');
    await user.click(within(await actions()).getByRole('button', { name: 'Download PDF Letter' }));
    await screen.findByText('Your PDF letter was downloaded.');
    expect(api.callsTo('POST', '/api/generate-pdf')[0]?.body).toMatchObject({ content: 'Dear Acme Recovery LLC,\n\nI request validation of the debt.' });
  });

  it('without download access opens the unlock modal instead', async () => {
    const api = mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    await user.click(within(await actions()).getByRole('button', { name: 'Download PDF Letter' }));
    expect(screen.getByRole('dialog', { name: 'Unlock your full results' })).toBeInTheDocument();
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
    const dialog = screen.getByRole('dialog', { name: 'Unlock your full results' });
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
    const dialog = screen.getByRole('dialog', { name: 'Unlock your full results' });
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
    const dialog = screen.getByRole('dialog', { name: 'Unlock your full results' });
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
    const dialog = screen.getByRole('dialog', { name: 'Unlock your full results' });
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
