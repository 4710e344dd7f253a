import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderRoute } from '../../../testing/render-route';
import { json, mockApi } from '../../../testing/mock-api';
import { makeAnalysis, makeFreeAnalysis, storeAnalysis } from '../testing/analysis-fixture';
import { captureDownloads, pdfResponse } from '../testing/mock-api';

const saved = () => json({ success: true });

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

/** Elements in the order they stand on the page. */
const inOrder = (...elements: Element[]) =>
  elements.every((element, index) => index === 0 || Boolean(elements[index - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING));

describe('results for a phone: the first screen and the order (issue 13)', () => {
  it('puts the verdict, the nearest date still ahead and the one next action first; the action downloads the letter for a paid user', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-15T12:00:00') });
    window.localStorage.setItem('token', 'opaque-session-token-123');
    const api = mockApi({ 'POST /api/save-analysis': saved, 'POST /api/generate-pdf': () => pdfResponse(), 'POST /api/track-download': saved });
    const files = captureDownloads();
    storeAnalysis(makeAnalysis());
    const user = userEvent.setup();
    renderRoute('/results');
    const next = await screen.findByRole('region', { name: 'What to do now' });
    expect(inOrder(screen.getByRole('heading', { level: 1 }), next, screen.getByRole('region', { name: 'Your response letter' }))).toBe(true);
    // 14 March has passed (the deadlines card says so, with what can still be done); 20 March is next.
    expect(next).toHaveTextContent('Send your written dispute within 30 days.');
    expect(next).not.toHaveTextContent('Validation end date in the letter.');
    const buttons = within(next).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Download your letter (PDF)']);
    await user.click(buttons[0]!);
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['response-letter.pdf']));
    expect(api.callsTo('POST', '/api/generate-pdf')).toHaveLength(1);
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
    const next = await screen.findByRole('region', { name: 'What to do now' });
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
    const next = await screen.findByRole('region', { name: 'Qué hacer ahora' });
    expect(within(next).getByRole('button', { name: 'Descargar su carta (PDF)' })).toBeInTheDocument();
  });
});
