import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderRoute } from '../../../testing/render-route';
import { json, mockApi } from '../../../testing/mock-api';
import { makeAnalysis, makeFreeAnalysis, storeAnalysis } from '../testing/analysis-fixture';
import { captureDownloads, pdfResponse } from '../testing/mock-api';
import { courtPaperFixture } from '../../../testing/court-paper-fixture';

const saved = () => json({ success: true });

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

/** Elements in the order they stand on the page. */
const inOrder = (...elements: Element[]) =>
  elements.every((element, index) => index === 0 || Boolean(elements[index - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING));

describe('results for a phone: the first screen and the order (issues 13, 27)', () => {
  it('puts the verdict, then "This week": 1 dispute by the nearest date still ahead, 2 the statute of limitations, 3 keep everything; the one download is in step 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-15T12:00:00') });
    window.localStorage.setItem('token', 'opaque-session-token-123');
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-pdf': () => pdfResponse(), 'POST /api/track-download': saved });
    const files = captureDownloads();
    storeAnalysis(makeAnalysis({ fields: { letter_date: { value: '2025-02-18', evidence: null } } }));
    const user = userEvent.setup();
    renderRoute('/results');
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(inOrder(screen.getByRole('heading', { level: 1 }), week, screen.getByRole('region', { name: 'Your response letter' }))).toBe(true);
    const steps = within(week).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('span.font-semibold')?.textContent)).toEqual([
      'Dispute the debt in writing, by certified mail',
      'Do not pay or promise to pay before checking the statute of limitations',
      'Keep everything',
    ]);
    // 14 March (the letter's own end date) has passed; 20 March (30 days from the letter, the safe date) is next.
    expect(steps[0]).toHaveTextContent("By March 20, 2025: 30 days from the letter's date");
    expect(steps[0]).toHaveTextContent('certified mail with return receipt');
    expect(steps[1]).toHaveTextContent('It likely runs out on June 1, 2027.');
    expect(steps[2]).toHaveTextContent('The letter is dated February 18, 2025.');
    expect(within(week).queryByText(/Not paying a debt is not a crime/)).not.toBeInTheDocument();
    const buttons = within(week).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Download your letter (PDF)', 'Check the statute of limitations', 'Track Response']);
    await user.click(buttons[0]!);
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['response-letter.pdf']));
    expect(api.callsTo('POST', '/api/generate-pdf')).toHaveLength(1);
  });

  it('says "Not paying a debt is not a crime" first when the letter threatens arrest, and uses the letter\'s end date while it is ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T12:00:00') });
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    storeAnalysis(makeAnalysis({ threatens_arrest: true }));
    renderRoute('/results');
    const week = await screen.findByRole('region', { name: 'This week' });
    const note = within(week).getByRole('note');
    expect(note).toHaveTextContent('Not paying a debt is not a crime.');
    expect(inOrder(note, within(week).getAllByRole('listitem')[0]!)).toBe(true);
    expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent('By March 14, 2025: the validation end date the letter gives.');
  });

  it('says when the date has passed, or that no date could be read, and never invents one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-01T12:00:00') });
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    storeAnalysis(
      makeAnalysis({ sol: { status: 'unknown', runs_out_on: null }, questions: [{ id: 'lastPaymentDate', text: 'When did you last pay?', type: 'date' }] }),
    );
    const first = renderRoute('/results');
    let week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent('The date to dispute (March 20, 2025) has passed');
    expect(within(week).getAllByRole('listitem')[1]).toHaveTextContent(
      'Unknown until you say when you last paid, or whether the time limit to sue has passed.',
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(week).getByRole('button', { name: 'Tell us when you last paid' }));
    expect(document.getElementById('results-questions')?.querySelector('details')?.open).toBe(true);
    first.unmount();
    storeAnalysis(makeAnalysis({ deadlines: [] }));
    const second = renderRoute('/results');
    week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent('No date could be read from the letter');
    expect(within(week).getAllByRole('listitem')[2]).toHaveTextContent('From today.');
    second.unmount();
    // A dated letter that sets no dispute period (a later letter) is not said to be undated.
    storeAnalysis(makeAnalysis({ deadlines: [], fields: { letter_date: { value: '2025-02-18', evidence: null } } }));
    renderRoute('/results');
    week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent(
      "This letter gives no dispute deadline: send your dispute within 30 days of the day you received the collector's first letter",
    );
    expect(within(week).getAllByRole('listitem')[0]).not.toHaveTextContent('No date could be read');
  });

  it('shows a status that rests on the answer whether the time limit has passed, with no date, in English and Spanish (decision 254)', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    const basis = 'You answered that the time limit to sue on this debt has passed. No date was counted: this status rests on your answer, not on the dates.';
    storeAnalysis(makeAnalysis({ sol: { status: 'likely_expired', state: 'TX', years: 4, runs_out_on: null, basis, question: null, notes: [] } }));
    const first = renderRoute('/results');
    let week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')[1]).toHaveTextContent(
      'You said the time limit to sue has passed: a payment or a written promise can restart it',
    );
    expect(within(week).getAllByRole('listitem')[1]).not.toHaveTextContent(/ran out on|Unknown/);
    const card = document.getElementById('results-sol')!;
    expect(card).toHaveTextContent('The statute of limitations has likely run out');
    expect(card).toHaveTextContent('TX: 4 years');
    expect(card).toHaveTextContent(basis);
    expect(card).not.toHaveTextContent('Runs out on');
    first.unmount();
    await changeLanguage('es');
    storeAnalysis(makeAnalysis({ sol: { status: 'within', state: 'TX', years: 4, runs_out_on: null, basis: '', question: null, notes: [] } }));
    renderRoute('/results');
    week = await screen.findByRole('region', { name: 'Esta semana' });
    expect(within(week).getAllByRole('listitem')[1]).toHaveTextContent('Usted dijo que el plazo para demandarlo no ha vencido.');
    expect(document.getElementById('results-sol')).toHaveTextContent('Dentro del plazo de prescripción');
  });

  it("says a status from the letter's own words is the letter's, not the person's, in English and Spanish (decision 545)", async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    const basis =
      'The letter itself says this debt is past the time to sue ("Because of the age of your debt, we will not sue you for it."). No date was counted: this status rests on the collector\'s own words. If you know the date of your last payment, give it to check the count.';
    const sol = { status: 'likely_expired' as const, state: 'TX', years: 4, runs_out_on: null, basis, question: null, notes: [], from_letter: true };
    storeAnalysis(makeAnalysis({ sol }));
    const first = renderRoute('/results');
    let week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')[1]).toHaveTextContent('The letter itself says the time limit to sue has passed');
    expect(within(week).getAllByRole('listitem')[1]).not.toHaveTextContent('You said');
    expect(document.getElementById('results-sol')).toHaveTextContent(basis);
    first.unmount();
    await changeLanguage('es');
    storeAnalysis(makeAnalysis({ sol }));
    renderRoute('/results');
    week = await screen.findByRole('region', { name: 'Esta semana' });
    expect(within(week).getAllByRole('listitem')[1]).toHaveTextContent('La propia carta dice que el plazo para demandarlo ya venció');
  });

  it('hands the time bar the person answered to the lawsuit page of a court paper (decision 275)', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    const sol = { status: 'likely_expired' as const, state: 'TX', years: 4, runs_out_on: null, basis: '', question: null, notes: [], from_answer: true };
    storeAnalysis(makeAnalysis({ court_paper: courtPaperFixture, sol }));
    renderRoute('/results');
    const notice = await screen.findByRole('region', { name: 'What you uploaded is a court paper' });
    await userEvent.click(within(notice).getByRole('link', { name: 'See your answer deadline' }));
    await userEvent.click(await screen.findByText('What else do you know? (optional)'));
    const question = screen.getByRole('group', { name: /had the time limit to sue you on this debt passed/ });
    expect(within(question).getByRole('radio', { name: 'Yes, it had passed' })).toBeChecked();
  });

  it('keeps the same action in a bar at the bottom on phones, and the letter comes before the questions and the statute of limitations', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    storeAnalysis(makeAnalysis());
    const { container } = renderRoute('/results');
    const letter = await screen.findByRole('region', { name: 'Your response letter' });
    const bar = container.querySelector('.ds-sticky-action');
    expect(bar).not.toBeNull();
    expect(bar).toHaveClass('fixed', 'bottom-0', 'sm:hidden');
    expect(within(bar as HTMLElement).getByRole('button', { name: 'Download your letter (PDF)' })).toBeInTheDocument();
    const questions = screen.queryByRole('region', { name: /questions/i });
    const findings = screen.getAllByRole('article')[0]!;
    expect(inOrder(findings, letter, ...(questions ? [questions] : []))).toBe(true);
  });

  it('for a preview, the action says what unlocks the letter and opens the plans', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    window.sessionStorage.setItem('userEmail', 'jane@example.com'); // past the email gate
    storeAnalysis(makeFreeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const next = await screen.findByRole('region', { name: 'This week' });
    expect(within(next).getByText('See the plans that include the full letter and every finding.')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: 'Get your full letter' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens a finding for the letter’s words, the law and the assumptions', async () => {
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const card = (await screen.findAllByRole('article'))[0]!;
    const details = card.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(card).getByText('The letter’s words, the law and what we assumed'));
    expect(details.open).toBe(true);
    expect(within(details).getByText(/Legal basis/)).toBeInTheDocument();
  });

  it('enhance flow, for a visitor: one letter preview and one unlock (the person’s own letter, improved)', async () => {
    mockApi({ 'POST /api/save-analysis': saved });
    window.sessionStorage.setItem('userEmail', 'jane@example.com'); // past the email gate
    storeAnalysis(
      makeFreeAnalysis({
        flow_type: 'enhance',
        enhancement: { enhanced: 'I dispute this debt.', is_preview: true, changes: [], tips: [] },
      }),
    );
    renderRoute('/results');
    expect(await screen.findByRole('region', { name: 'Your enhanced letter' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your response letter' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Unlock the full letter' })).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    window.localStorage.setItem('token', 'opaque-session-token-123');
    mockApi({ 'POST /api/save-analysis': saved });
    storeAnalysis(makeAnalysis());
    renderRoute('/results');
    const next = await screen.findByRole('region', { name: 'Esta semana' });
    expect(within(next).getByRole('button', { name: 'Descargar su carta (PDF)' })).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Seguir la respuesta' })).toBeInTheDocument();
  });
});
