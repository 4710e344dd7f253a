import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderRoute } from '../../../testing/render-route';
import { makeAnalysis, makeFreeAnalysis, makeViolation, SECOND_VIOLATION, storeAnalysis, THIRD_VIOLATION } from '../testing/analysis-fixture';
import { apiError, json, mockApi, networkError } from '../../../testing/mock-api';
import { captureDownloads } from '../testing/mock-api';

const at = (router: ReturnType<typeof renderRoute>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const signIn = () => window.localStorage.setItem('token', 'opaque-session-token-123');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('results page: loading the stored analysis', () => {
  it('redirects to /upload when nothing is stored', async () => {
    mockApi({});
    const { router } = renderRoute('/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an analysis', JSON.stringify({ success: true, violations: 3 })],
    ['a number', '42'],
  ])('redirects to /upload when the stored value is %s', async (_, raw) => {
    mockApi({});
    window.localStorage.setItem('analysisResults', raw);
    const { router } = renderRoute('/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
  });

  it('shows the error view for a stored failure, with Try Again back to /upload', async () => {
    mockApi({});
    storeAnalysis({ success: false, error: 'The file could not be read.' });
    const user = userEvent.setup();
    const { router } = renderRoute('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The file could not be read.');
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(router.state.location.pathname).toBe('/upload');
  });

  it("falls back to 'Failed to analyze letter' when a stored failure has no text", async () => {
    mockApi({});
    storeAnalysis({ success: false });
    renderRoute('/results');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze letter');
  });
});

describe('results page: email gate', () => {
  it('asks an anonymous visitor without an email; View Results is disabled until the email has an @', async () => {
    const api = mockApi({ 'POST /api/save-lead': () => json({ success: true }) });
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const button = await screen.findByRole('button', { name: 'View Results' });
    expect(button).toBeDisabled();
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'jane.example.com');
    expect(button).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'jane@example.com');
    expect(button).toBeEnabled();
    await user.click(button);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/save-lead')[0]?.body).toEqual({ email: 'jane@example.com', strategy: 'DEBT VALIDATION REQUEST', confidence: 75 });
    expect(window.sessionStorage.getItem('userEmail')).toBe('jane@example.com');
  });

  it('says why it asks for an email and what happens to it, and offers to sign in instead (issue 27)', async () => {
    mockApi({});
    storeAnalysis(makeFreeAnalysis());
    const { router } = renderRoute('/results');
    expect(await screen.findByText(/^Why we ask:/)).toBeInTheDocument();
    expect(screen.getByText(/^What happens to it: we keep it with the name of the strategy we suggested, never your letter/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in and keep my results' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/results' });
  });

  it('submits with Enter from the email box (keyboard)', async () => {
    mockApi({ 'POST /api/save-lead': () => json({ success: true }) });
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    await user.type(await screen.findByLabelText('Email address'), 'jane@example.com{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
  });

  it.each([
    ['the server refuses', () => apiError(500, 'Database down', 'internal')],
    ['the network fails', () => networkError()],
  ])('moves on to the results even when %s', async (_, reply) => {
    mockApi({ 'POST /api/save-lead': reply });
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    await user.type(await screen.findByLabelText('Email address'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('userEmail')).toBe('jane@example.com');
  });

  it('moves on without calling the server when the email has an @ but is not a valid address', async () => {
    const api = mockApi({});
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    await user.type(await screen.findByLabelText('Email address'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/save-lead')).toHaveLength(0);
  });

  it('is skipped for a signed-in user and for a visitor who already gave an email', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    storeAnalysis(makeFreeAnalysis());
    signIn();
    const first = renderRoute('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
    first.unmount();

    window.localStorage.removeItem('token');
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    renderRoute('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Results' })).not.toBeInTheDocument();
  });
});

describe('results page: findings', () => {
  it('shows the violation count and the severity score out of 100', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis(), { file_name: 'letter-photo.jpg' });
    renderRoute('/results');
    expect(await screen.findByText('3 violations found')).toBeInTheDocument();
    expect(screen.getByText('Severity score: 62 out of 100')).toBeInTheDocument();
    expect(screen.getByText('Letter: letter-photo.jpg')).toBeInTheDocument();
  });

  it('shows each violation with its legal basis, the quoted words and page, and may-violate wording for judgment calls', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis());
    renderRoute('/results');
    const first = (await screen.findByRole('heading', { level: 3, name: 'No validation end date' })).closest('article') as HTMLElement;
    expect(within(first).getByText('Legal basis:').nextElementSibling).toHaveTextContent(/^12 CFR 1006\.34\(c\)\(3\)\(ii\)$/);
    const quote = first.querySelector('blockquote') as HTMLElement;
    expect(quote).toHaveTextContent('“within thirty days of receiving this notice”');
    expect(quote).toHaveTextContent('Page 1');
    expect(first).toHaveTextContent('This likely violates 12 CFR 1006.34(c)(3)(ii).');
    // At 390 px a citation never breaks inside (decision 264): in the sentence and in the legal basis, each is kept on one line.
    const kept = [...first.querySelectorAll('.whitespace-nowrap')].map((e) => e.textContent);
    expect(kept).toEqual(['12 CFR 1006.34(c)(3)(ii)', '12 CFR 1006.34(c)(3)(ii)']);

    const second = screen.getByRole('heading', { level: 3, name: SECOND_VIOLATION.title }).closest('article') as HTMLElement;
    expect(second).toHaveTextContent('This may violate 15 U.S.C. 1692g(b).');
    expect(within(second).getByText('Page 2')).toBeInTheDocument();
    expect(within(second).getByText('What we assumed')).toBeInTheDocument();
    expect(within(second).getByText(SECOND_VIOLATION.assumptions[0] as string)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 3, name: THIRD_VIOLATION.title })).toBeInTheDocument();
    expect(screen.queryByText(/more violations? detected/)).not.toBeInTheDocument();
  });

  it('ends the sentence of a legal basis that ends in an abbreviation with one stop ("Russell v. Equifax A.R.S.")', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    const basis = '15 U.S.C. 1692g(b); Bartlett v. Heibl; Russell v. Equifax A.R.S.';
    storeAnalysis(makeAnalysis({ violations: { violations: [{ ...SECOND_VIOLATION, legal_basis: basis }] } }));
    renderRoute('/results');
    const card = (await screen.findByRole('heading', { level: 3, name: SECOND_VIOLATION.title })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('This may violate 15 U.S.C. 1692g(b); Bartlett v. Heibl; Russell v. Equifax A.R.S.');
    expect(card.textContent).not.toContain('A.R.S..');
  });

  it('free tier: the first violation, then "N more violations detected" and Unlock', async () => {
    mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    expect(await screen.findByRole('heading', { level: 3, name: 'No validation end date' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: SECOND_VIOLATION.title })).not.toBeInTheDocument();
    expect(screen.getByText('3 violations found')).toBeInTheDocument();
    expect(screen.getByText('2 more violations detected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock your full results' })).toBeInTheDocument();
  });

  it('says "1 more violation detected" for a single hidden one', async () => {
    mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis({ violations: { violations: [makeViolation()], hidden_count: 1 } }));
    renderRoute('/results');
    expect(await screen.findByText('1 more violation detected')).toBeInTheDocument();
  });

  it('zero violations: the compliant banner and the static playbook, with no invented figures', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis({ violations: { violations: [], severity_score: 0 } }));
    renderRoute('/results');
    expect(await screen.findByRole('heading', { name: 'Letter Appears Legally Compliant' })).toBeInTheDocument();
    expect(screen.getByText('0 violations found')).toBeInTheDocument();
    const playbook = screen.getByRole('region', { name: 'Your defence playbook' });
    for (const heading of [
      'Ask for validation',
      'Negotiate a settlement',
      'Ask for a payment plan',
      'Check the statute of limitations',
      'Know the worst case',
      'Timeline',
    ]) {
      expect(within(playbook).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const when of ['30 days', '30-60 days', 'As needed']) expect(within(playbook).getByText(when)).toBeInTheDocument();
    expect(playbook.textContent).not.toMatch(/%|\$/);
    expect(screen.queryByRole('region', { name: 'Violations found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer the questions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/We judged the letter's words/)).not.toBeInTheDocument();
  });

  it('zero violations with questions open: the banner says the words alone were judged and leads to the questions', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(
      makeAnalysis({
        violations: { violations: [], severity_score: 0 },
        questions: [
          { id: 'debtAlreadyPaidOrSettled', text: 'Had you already paid or settled this debt?', type: 'boolean' },
          { id: 'isFirstContact', text: 'Is this the first letter you received from this collector?', type: 'boolean' },
        ],
      }),
    );
    renderRoute('/results');
    const banner = (await screen.findByRole('heading', { name: 'Letter Appears Legally Compliant' })).closest('[role="status"]');
    expect(banner).not.toBeNull();
    expect(within(banner as HTMLElement).getByText(/2 questions below ask facts only you know/)).toBeInTheDocument();
    await userEvent.click(within(banner as HTMLElement).getByRole('button', { name: 'Answer the questions' }));
    const questions = document.getElementById('results-questions');
    expect(questions?.querySelector('details')?.open).toBe(true);
    expect(questions?.contains(document.activeElement)).toBe(true);
  });

  it('shows the strategy with its success probability labelled an estimate, the urgency messages and the SOL status', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis({ sol: { status: 'likely_expired', runs_out_on: '2024-01-31', notes: ['A payment can restart the clock.'], question: null } }));
    renderRoute('/results');
    const strategy = await screen.findByRole('region', { name: 'Recommended Strategy' });
    expect(within(strategy).getByText('Debt validation request')).toBeInTheDocument();
    expect(within(strategy).getByText('Success probability: 75% (estimate)')).toBeInTheDocument();
    expect(within(strategy).getByText('Urgency: high')).toBeInTheDocument();
    expect(within(strategy).getByText('Ask the collector to prove the debt before anything else.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What needs attention' })).getByText('Dispute in writing before March 14, 2025.')).toBeInTheDocument();
    const sol = screen.getByRole('region', { name: 'Statute of limitations' });
    expect(within(sol).getByText('The statute of limitations has likely run out')).toBeInTheDocument();
    expect(within(sol).getByText('CA: 4 years')).toBeInTheDocument();
    expect(within(sol).getByText('Runs out on January 31, 2024')).toBeInTheDocument();
    expect(within(sol).getByText('A payment can restart the clock.')).toBeInTheDocument();
  });

  it('names the strategy in Spanish in Spanish, and shows a name it does not know as the server sent it', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    await changeLanguage('es');
    try {
      const analysis = makeAnalysis();
      storeAnalysis({ ...analysis, strategic_analysis: { ...analysis.strategic_analysis, recommended_strategy: 'ANSWER THE LAWSUIT' } });
      const first = renderRoute('/results');
      const strategy = await screen.findByRole('region', { name: 'Estrategia recomendada' });
      expect(within(strategy).getByText('Responder a la demanda')).toBeInTheDocument();
      expect(strategy.textContent).not.toContain('ANSWER THE LAWSUIT');
      // The urgency level is read in Spanish too, not as the analyzer's English code.
      expect(within(strategy).getByText('Urgencia: alta')).toBeInTheDocument();
      first.unmount();
      storeAnalysis({ ...analysis, strategic_analysis: { ...analysis.strategic_analysis, recommended_strategy: 'SOMETHING NEW' } });
      renderRoute('/results');
      expect(within(await screen.findByRole('region', { name: 'Estrategia recomendada' })).getByText('SOMETHING NEW')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('warns when the letter was hard to read', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis({ extraction: { method: 'ocr', pages: 1, confidence: 0.5, low_confidence: true, warnings: ['Page 1 is blurry.'] } }));
    renderRoute('/results');
    expect(await screen.findByText(/Parts of this letter were hard to read/)).toBeInTheDocument();
  });
});

describe('results page: deadlines calendar', () => {
  // The fixture's deadlines are in March 2025: the page reads them against a chosen today (only Date is faked).
  const today = (date: Date) => vi.useFakeTimers({ toFake: ['Date'], now: date });
  beforeEach(() => today(new Date(2025, 2, 1, 9)));
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('en');
  });
  /** A signed-in user's stored analysis on /results, with downloads captured; resolves to the deadlines card. */
  const openDeadlines = async (name = 'Your deadlines') => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis());
    const files = captureDownloads();
    const user = userEvent.setup();
    renderRoute('/results');
    return { files, user, card: await screen.findByRole('region', { name }) };
  };

  it('shows a date gone by as passed with what can still be done, and leaves it out of the calendar file', async () => {
    today(new Date(2025, 2, 16, 9)); // after the 14 March validation end date, before the 20 March dispute date
    const { files, user, card } = await openDeadlines();
    const [first, second] = within(card).getAllByRole('listitem');
    expect(within(first!).getByText('Passed')).toBeInTheDocument();
    expect(within(first!).getByText(/You can still dispute the debt in writing; .*1692e\(8\)/)).toBeInTheDocument();
    expect(within(second!).getByText('4 days left')).toBeInTheDocument();
    expect(within(second!).queryByText('Passed')).not.toBeInTheDocument();
    expect(within(card).getByText('The calendar file holds the dates still ahead.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Download calendar file (.ics)' }));
    const ics = await files[0]?.blob.text();
    expect(ics?.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART;VALUE=DATE:20250320\r\n');
    expect(ics).not.toContain('DTSTART;VALUE=DATE:20250314');
  });

  it('offers no calendar file when every date has passed, in Spanish too', async () => {
    today(new Date(2025, 3, 1, 9));
    await changeLanguage('es');
    const { card } = await openDeadlines('Sus fechas límite');
    expect(within(card).getAllByText('Vencida')).toHaveLength(2);
    // Both are dispute dates: what can still be done is said once.
    expect(within(card).getAllByText(/Todavía puede disputar la deuda por escrito/)).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: /calendario/ })).not.toBeInTheDocument();
  });

  it('lists the deadlines and downloads an RFC 5545 file with one all-day VEVENT each', async () => {
    const { files, user, card } = await openDeadlines();
    expect(within(card).getByText('March 14, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Source: the letter')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Download calendar file (.ics)' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('debt-letter-deadlines.ics');
    expect(files[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const ics = await files[0]?.blob.text();
    expect(ics?.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics?.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;VALUE=DATE:20250314\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20250315\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20250320\r\n');
    expect(within(card).getByText('The calendar file was downloaded.')).toBeInTheDocument();
  });

  it('has no deadlines section when the letter gives no dates', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis({ deadlines: [] }));
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    expect(screen.queryByRole('region', { name: 'Your deadlines' })).not.toBeInTheDocument();
  });
});

describe('results page: /results?violations={ids}&combo={name}', () => {
  it('shows only those violations under the combo name', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    const { router } = renderRoute(`/results?violations=${SECOND_VIOLATION.id},${THIRD_VIOLATION.id}&combo=Overshadowing%20Power%20Letter`);
    const section = await screen.findByRole('region', { name: 'Overshadowing Power Letter' });
    expect(within(section).getByRole('heading', { level: 3, name: SECOND_VIOLATION.title })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: THIRD_VIOLATION.title })).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { level: 3, name: 'No validation end date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all results' }));
    expect(at(router)).toBe('/results');
    expect(await screen.findByRole('heading', { level: 3, name: 'No validation end date' })).toBeInTheDocument();
  });

  it('says so when the ids are not in the stored analysis', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis());
    renderRoute('/results?violations=nope&combo=Power');
    expect(await screen.findByText('These violations are not in your latest analysis.')).toBeInTheDocument();
  });

  it('offers Unlock for combo violations the free tier does not receive', async () => {
    mockApi({});
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeFreeAnalysis());
    renderRoute(`/results?violations=${SECOND_VIOLATION.id}&combo=Power`);
    expect(await screen.findByText('1 more violation detected')).toBeInTheDocument();
  });
});

describe('results page: counter-letter from the tracker', () => {
  it('shows the counter-letter handed over in the navigation state', async () => {
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis());
    const { router } = renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    await router.navigate('/results', { state: { counterLetter: 'Your reply did not include the original creditor.', responseType: 'partial verification' } });
    const card = await screen.findByRole('region', { name: 'Your counter-letter' });
    expect(within(card).getByText('Your reply did not include the original creditor.')).toBeInTheDocument();
    expect(within(card).getByText('In reply to: partial verification')).toBeInTheDocument();
  });
});

describe('results page in Spanish', () => {
  it('renders the page from the Spanish catalogue', async () => {
    const { changeLanguage } = await import('../../../i18n');
    mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeFreeAnalysis());
    await changeLanguage('es');
    try {
      renderRoute('/results');
      expect(await screen.findByRole('heading', { level: 1, name: 'El análisis de su carta' })).toBeInTheDocument();
      expect(screen.getByText('2 infracciones más detectadas')).toBeInTheDocument();
      const verdict = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Esto probablemente infringe 12 CFR 1006.34(c)(3)(ii).');
      expect(verdict.querySelector('.whitespace-nowrap')).toHaveTextContent(/^12 CFR 1006\.34\(c\)\(3\)\(ii\)$/);
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('results page: saving to the history (spec 000 §4)', () => {
  it("saves a paid, signed-in user's analysis once, with its file name, flow and timestamp", async () => {
    const api = mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    signIn();
    storeAnalysis(makeAnalysis(), { file_name: 'letter.pdf', timestamp: '2025-03-01T10:00:00.000Z' });
    const first = renderRoute('/results');
    await waitFor(() => expect(api.callsTo('POST', '/api/save-analysis')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/save-analysis')[0]?.body).toEqual({
      analysis_id: makeAnalysis().analysis_id,
      file_name: 'letter.pdf',
      flow_type: 'generate',
      timestamp: '2025-03-01T10:00:00.000Z',
    });
    first.unmount();
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    expect(api.callsTo('POST', '/api/save-analysis')).toHaveLength(1);
  });

  it('does not save for the free tier or a visitor who is not signed in', async () => {
    const api = mockApi({});
    signIn();
    storeAnalysis(makeFreeAnalysis({ access: { is_logged_in: true } }));
    const first = renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    first.unmount();
    window.localStorage.removeItem('token');
    window.sessionStorage.setItem('userEmail', 'jane@example.com');
    storeAnalysis(makeAnalysis());
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    // Only the re-read of the analysis for the access of now (GET /api/analysis/{id}); nothing saved.
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('queues the save while offline and sends it when the browser comes back online', async () => {
    const api = mockApi({ 'POST /api/save-analysis': () => json({ success: true }) });
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    signIn();
    storeAnalysis(makeAnalysis());
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    expect(api.callsTo('POST', '/api/save-analysis')).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem('pendingAnalysisSaves') ?? '[]')).toHaveLength(1);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.callsTo('POST', '/api/save-analysis')).toHaveLength(1));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('pendingAnalysisSaves') ?? '[]')).toHaveLength(0));
  });

  it('retries queued saves on load, and keeps them after a network error', async () => {
    const queued = { analysis_id: '0b7d9a7e-3c1f-4e5a-9b2c-1d2e3f4a5b6c', file_name: 'old.pdf', flow_type: 'generate', timestamp: '2025-02-01T10:00:00.000Z' };
    window.localStorage.setItem('pendingAnalysisSaves', JSON.stringify([queued]));
    const api = mockApi({ 'POST /api/save-analysis': () => networkError() });
    signIn();
    storeAnalysis(makeFreeAnalysis({ access: { is_logged_in: true } }));
    renderRoute('/results');
    await waitFor(() => expect(api.callsTo('POST', '/api/save-analysis')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/save-analysis')[0]?.body).toEqual(queued);
    expect(JSON.parse(window.localStorage.getItem('pendingAnalysisSaves') ?? '[]')).toEqual([queued]);
  });
});

describe('results page: the access of now (GET /api/analysis/{id})', () => {
  it('shows the stored preview at once, then the same analysis in full when the server says it is paid for now', async () => {
    const free = makeFreeAnalysis({ analysis_id: '11111111-1111-4111-8111-111111111111', analysis_key: 'browser-secret-abc' });
    const full = makeAnalysis({ analysis_id: free.analysis_id });
    signIn();
    const api = mockApi({
      'POST /api/analysis/11111111-1111-4111-8111-111111111111/claim': () => json(full),
    });
    storeAnalysis(free);
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    // Signed in with the secret of an analysis made before signing in: it is attached, then shown in full.
    await waitFor(() => expect(screen.queryByText(/more violations? detected/)).not.toBeInTheDocument());
    const claim = api.callsTo('POST', '/api/analysis/11111111-1111-4111-8111-111111111111/claim')[0];
    expect(claim?.headers.get('x-analysis-key')).toBe('browser-secret-abc');
    const stored = JSON.parse(window.localStorage.getItem('analysisResults') ?? '{}') as Record<string, unknown>;
    expect(stored.analysis_key).toBeUndefined();
    expect((stored.violations as { hidden_count: number }).hidden_count).toBe(0);
  });

  it('falls back to a preview when the server says so now (a refund), without a new upload', async () => {
    const full = makeAnalysis({ analysis_id: '22222222-2222-4222-8222-222222222222' });
    const preview = makeFreeAnalysis({ analysis_id: full.analysis_id });
    signIn();
    mockApi({ 'GET /api/analysis/22222222-2222-4222-8222-222222222222': () => json(preview) });
    storeAnalysis(full);
    renderRoute('/results');
    expect(await screen.findByText(/more violations? detected/)).toBeInTheDocument();
  });

  it('asks for the analysis in the language chosen, reads it again on a switch, and says why the letter stays in English', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const en = makeAnalysis({ analysis_id: id });
    const es = makeAnalysis({ analysis_id: id, language: 'es', strategic_analysis: { strategy_explanation: 'Pídale al cobrador que demuestre la deuda.' } });
    signIn();
    const api = mockApi({ [`GET /api/analysis/${id}`]: ({ headers }) => json(headers.get('accept-language') === 'es' ? es : en) });
    storeAnalysis(en);
    renderRoute('/results');
    await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' });
    await waitFor(() => expect(api.callsTo('GET', `/api/analysis/${id}`)).toHaveLength(1));
    expect(api.calls[0]?.headers.get('accept-language')).toBe('en');
    expect(screen.queryByText(/La carta está en inglés porque/)).not.toBeInTheDocument();

    await changeLanguage('es');
    try {
      expect(await screen.findByText('Pídale al cobrador que demuestre la deuda.')).toBeInTheDocument();
      expect(api.callsTo('GET', `/api/analysis/${id}`).map((c) => c.headers.get('accept-language'))).toEqual(['en', 'es']);
      expect(screen.getByText(/La carta está en inglés porque va dirigida a un cobrador de deudas de Estados Unidos/)).toBeInTheDocument();
      expect(screen.getByText(/I dispute this debt and request validation/).closest('[lang]')).toHaveAttribute('lang', 'en');
    } finally {
      await changeLanguage('en');
    }
  });

  it('opens an analysis of the account by its id (the dashboard history)', async () => {
    const mine = makeAnalysis({ analysis_id: '33333333-3333-4333-8333-333333333333' });
    signIn();
    mockApi({ 'GET /api/analysis/33333333-3333-4333-8333-333333333333': () => json(mine) });
    renderRoute('/results?analysis=33333333-3333-4333-8333-333333333333');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your letter analysis' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('analysisResults') ?? '{}').analysis_id).toBe(mine.analysis_id);
  });
});
