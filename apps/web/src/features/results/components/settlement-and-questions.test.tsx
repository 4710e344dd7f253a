import { AnalyzeResponseSchema } from '@debtshield/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ANALYSIS_ID, makeAnalysis, makeFreeAnalysis, makeSettlementLetter, makeViolation, storeAnalysis } from '../testing/analysis-fixture';
import { apiError, json, mockApi, networkError } from '../../../testing/mock-api';

const signIn = () => window.localStorage.setItem('token', 'opaque-session-token-123');
const saved = () => json({ success: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

const calculator = async () => screen.findByRole('region', { name: 'Settlement calculator' });

describe('settlement calculator', () => {
  it('lists the options with amount and savings from the debt amount', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis());
    renderRoute('/results');
    const card = await calculator();
    expect(within(card).getByText(/from the balance of \$1,200 stated in the letter/)).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Offer 30%: pay $360, save $840' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Offer 40%: pay $480, save $720' })).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Offer 50%: pay $600, save $600' })).toBeInTheDocument();
    expect(within(card).getByText('Offer $360 (30% of $1,200) and save $840.')).toBeInTheDocument();
  });

  it('works out a custom percentage, and says when it is out of range', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await calculator();
    const input = within(card).getByLabelText('Custom percentage (1 to 100)');
    await user.type(input, '25');
    expect(within(card).getByRole('radio', { name: 'A percentage of my choice' })).toBeChecked();
    expect(within(card).getByText('Offer $300 (25% of $1,200) and save $900.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '101');
    expect(within(card).getByRole('alert')).toHaveTextContent('Enter a percentage from 1 to 100.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '0');
    expect(within(card).getByRole('alert')).toHaveTextContent('Enter a percentage from 1 to 100.');

    await user.clear(input);
    await user.type(input, '33');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByText('Offer $396 (33% of $1,200) and save $804.')).toBeInTheDocument();
  });

  it('is keyboard operable: arrow keys move between the offers', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await calculator();
    within(card).getByRole('radio', { name: 'Offer 30%: pay $360, save $840' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(card).getByRole('radio', { name: 'Offer 40%: pay $480, save $720' })).toBeChecked();
    expect(within(card).getByText('Offer $480 (40% of $1,200) and save $720.')).toBeInTheDocument();
  });

  it('is not shown when the debt amount is unknown', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis({ strategic_analysis: { debt_amount: null, settlement_options: [] } }));
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    expect(screen.queryByRole('region', { name: 'Settlement calculator' })).not.toBeInTheDocument();
  });

  it('offers the custom percentage alone when the analyzer gave no options', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(makeAnalysis({ strategic_analysis: { debt_amount: 500, settlement_options: [] } }));
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await calculator();
    await user.type(within(card).getByLabelText('Custom percentage (1 to 100)'), '40');
    expect(within(card).getByText('Offer $200 (40% of $500) and save $300.')).toBeInTheDocument();
  });

  it('writes a settlement letter for a signed-in user', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-settlement': () => json(makeSettlementLetter()) });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await calculator();
    await user.click(within(card).getByRole('radio', { name: 'Offer 40%: pay $480, save $720' }));
    await user.click(within(card).getByRole('button', { name: 'Write a settlement letter' }));
    expect(await within(card).findByText('I offer $300 to settle this account in full.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/generate-settlement')[0]?.body).toEqual({
      analysis_id: ANALYSIS_ID,
      option: { percentage: 40, amount: 480 },
      collector_info: { name: 'Acme Recovery LLC', original_amount: 1200 },
      user_state: 'CA',
    });
  });

  it.each([
    ['the network fails', () => networkError(), null],
    ['the server refuses', () => apiError(401, 'Please sign in to continue.', 'unauthenticated'), 'Please sign in to continue.'],
  ])("shows 'Failed to generate settlement letter. Please try again.' when %s", async (_, reply, serverText) => {
    mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-settlement': reply });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await calculator();
    await user.click(within(card).getByRole('button', { name: 'Write a settlement letter' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate settlement letter. Please try again.');
    if (serverText) expect(alert).toHaveTextContent(serverText);
  });

  it('asks a visitor who is not signed in to sign in instead (settlement needs login)', async () => {
    const api = mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    renderRoute('/results');
    const card = await calculator();
    expect(within(card).queryByRole('button', { name: 'Write a settlement letter' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign in to write a settlement letter' })).toHaveAttribute('href', '/login');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe("the analyzer's questions", () => {
  const withQuestions = () =>
    makeAnalysis({
      questions: [
        { id: 'lastPaymentDate', text: 'When did you last make a payment?', type: 'date' },
        { id: 'isConsumerDebt', text: 'Is this a personal, family or household debt?', type: 'boolean' },
        { id: 'envelopeText', text: 'What is printed on the envelope?', type: 'text' },
      ],
    });

  it('sends the answers and shows the refreshed findings, stored for next time', async () => {
    const refreshed = makeAnalysis({
      violations: {
        violations: [makeViolation({ id: 'time_barred_suit_threat', type: 'time_barred_suit_threat', title: 'Threat to sue on a time-barred debt' })],
      },
      sol: { status: 'likely_expired' },
      questions: [],
    });
    const api = mockApi({ 'POST /api/save-analysis': saved, [`POST /api/analysis/${ANALYSIS_ID}/answers`]: () => json(refreshed) });
    signIn();
    storeAnalysis(withQuestions(), { file_name: 'photo.jpg', timestamp: '2025-03-01T10:00:00.000Z' });
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Questions that sharpen your results' });
    fireEvent.change(within(card).getByLabelText('When did you last make a payment?'), { target: { value: '2019-04-01' } });
    const personal = within(card).getByRole('group', { name: 'Is this a personal, family or household debt?' });
    await user.click(within(personal).getByRole('radio', { name: 'Yes' }));
    await user.click(within(card).getByRole('button', { name: 'Update my results' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Threat to sue on a time-barred debt' })).toBeInTheDocument();
    // The confirmation takes the focus (and so the view): the form that had it is gone, and on a phone the
    // confirmation sits far above where the person pressed the button.
    expect(screen.getByText('Your results were updated with your answers.')).toHaveFocus();
    expect(screen.getByText('The statute of limitations has likely run out')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Questions that sharpen your results' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/api/analysis/${ANALYSIS_ID}/answers`)[0]?.body).toEqual({ answers: { lastPaymentDate: '2019-04-01', isConsumerDebt: true } });

    const stored = JSON.parse(window.localStorage.getItem('analysisResults') ?? 'null') as Record<string, unknown>;
    expect(AnalyzeResponseSchema.parse(stored).violations.violations[0]?.title).toBe('Threat to sue on a time-barred debt');
    expect(stored.file_name).toBe('photo.jpg');
    expect(stored.timestamp).toBe('2025-03-01T10:00:00.000Z');
  });

  it('says to answer at least one question when all are blank', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved });
    signIn();
    storeAnalysis(withQuestions());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Questions that sharpen your results' });
    await user.click(within(card).getByRole('button', { name: 'Update my results' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Answer at least one question.');
    expect(api.calls.filter((c) => c.url.includes('/answers'))).toHaveLength(0);
  });

  it("shows the server's error text when the answers cannot be applied", async () => {
    const expired = 'This analysis has expired: letters are deleted within 1 hour of upload. Please upload the letter again to answer its questions.';
    mockApi({ 'POST /api/save-analysis': saved, [`POST /api/analysis/${ANALYSIS_ID}/answers`]: () => apiError(404, expired, 'not_found') });
    signIn();
    storeAnalysis(withQuestions());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = await screen.findByRole('region', { name: 'Questions that sharpen your results' });
    await user.type(within(card).getByLabelText('What is printed on the envelope?'), 'FINAL NOTICE');
    await user.click(within(card).getByRole('button', { name: 'Update my results' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(expired);
  });

  it('asks a state question with the 50 states', async () => {
    const api = mockApi({ 'POST /api/save-analysis': saved, [`POST /api/analysis/${ANALYSIS_ID}/answers`]: () => json(makeAnalysis()) });
    signIn();
    storeAnalysis(makeAnalysis({ questions: [{ id: 'state', text: 'Which state do you live in?', type: 'state' }] }));
    const user = userEvent.setup();
    renderRoute('/results');
    const select = await screen.findByLabelText('Which state do you live in?');
    expect(within(select).getAllByRole('option')).toHaveLength(51);
    await user.selectOptions(select, 'TX');
    await user.click(screen.getByRole('button', { name: 'Update my results' }));
    await screen.findByText('Your results were updated with your answers.');
    expect(api.callsTo('POST', `/api/analysis/${ANALYSIS_ID}/answers`)[0]?.body).toEqual({ answers: { state: 'TX' } });
  });
});
