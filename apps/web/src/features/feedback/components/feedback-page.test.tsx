import { FEEDBACK_MESSAGES, type ImplementedIdea } from '@debtshield/contracts';
import { CATALOGUE, formatUsd } from '@debtshield/plans';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderRoute } from '../../../testing/render-route';
import { apiError, deferred, json, mockApi, networkError } from '../../../testing/mock-api';

const IDEAS: ImplementedIdea[] = [
  {
    id: 'a1',
    user_name: 'Rosa M.',
    date: '2025-03-10',
    feedback: 'Spanish translations for every page',
    status: 'implemented',
    impact_description: 'Every page is now in Spanish.',
  },
  { id: 'a2', user_name: 'A DebtShield user', date: '2025-04-02', feedback: 'Bigger buttons on phones', status: 'implemented', impact_description: null },
];
const ideas =
  (list: ImplementedIdea[] = IDEAS) =>
  () =>
    json({ success: true, implemented_ideas: list });
const ok = () => json({ success: true });

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const fields = () => ({
  feedback: screen.getByLabelText('Your feedback'),
  email: screen.getByLabelText('Your email'),
  type: screen.getByLabelText('Type of feedback'),
  submit: screen.getByRole('button', { name: 'Send feedback' }),
});

/** The form's alert region (the page has no other alert). */
const alertText = () => screen.getByRole('alert').textContent;

describe('/feedback: the page', () => {
  it('shows the hero, the promises, the form with labelled fields, and the upcoming tools as planned', async () => {
    mockApi({ 'GET /api/feedback/implemented': ideas([]) });
    renderRoute('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help us build what you need' })).toBeInTheDocument();
    expect(document.title).toBe('Help us build what you need · DebtShield');
    expect(screen.getByRole('heading', { level: 2, name: 'What we promise' })).toBeInTheDocument();

    const { feedback, email, type } = fields();
    expect(feedback.tagName).toBe('TEXTAREA');
    expect(feedback).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['idea', 'improvement', 'issue']);
    expect(type).toHaveValue('idea');

    const upcoming = screen.getByRole('region', { name: 'Tools we are planning' });
    const tools = within(upcoming).getAllByRole('listitem');
    expect(tools.map((tool) => within(tool).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Contract reader',
      'Utility bill auditor',
      'Medical bill checker',
      'Fee fighter',
    ]);
    for (const tool of tools) expect(within(tool).getByText('Planned')).toBeInTheDocument();
    expect(within(upcoming).getByText(/not available yet/)).toBeInTheDocument();
    expect(within(upcoming).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the lifetime banner with the catalogue price, the crossed-out original, and the link to buy it', async () => {
    mockApi({ 'GET /api/feedback/implemented': ideas([]) });
    renderRoute('/feedback');
    const banner = await screen.findByRole('region', { name: 'Every debt-defense tool, for life' });
    const lifetime = CATALOGUE.lifetime;
    expect(within(banner).getByText(formatUsd(lifetime.priceCents))).toBeInTheDocument();
    const original = within(banner).getByText(formatUsd(lifetime.originalPriceCents ?? 0));
    expect(original.tagName).toBe('S');
    expect(within(banner).getByText(`Save ${formatUsd((lifetime.originalPriceCents ?? 0) - lifetime.priceCents)}`)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Get Lifetime Access' })).toHaveAttribute('href', '/payment?product=lifetime');
  });
});

describe('/feedback: implemented ideas', () => {
  it('lists them, credited by name, with the day and what changed', async () => {
    mockApi({ 'GET /api/feedback/implemented': ideas() });
    renderRoute('/feedback');
    const section = await screen.findByRole('region', { name: 'Ideas from users that we built' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Spanish translations for every page');
    expect(items[0]).toHaveTextContent('What changed: Every page is now in Spanish.');
    expect(items[0]).toHaveTextContent('Suggested by Rosa M. · March 10, 2025');
    expect(within(items[0] as HTMLElement).getByText('March 10, 2025')).toHaveAttribute('datetime', '2025-03-10');
    expect(items[1]).toHaveTextContent('Suggested by A DebtShield user · April 2, 2025');
    expect(items[1]).not.toHaveTextContent('What changed');
  });

  it('credits an anonymous idea in Spanish too', async () => {
    await changeLanguage('es');
    mockApi({ 'GET /api/feedback/implemented': ideas() });
    renderRoute('/feedback');
    const section = await screen.findByRole('region', { name: 'Ideas de usuarios que ya creamos' });
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Sugerida por Un usuario de DebtShield · 2 de abril de 2025');
  });

  it('stays hidden when there are none', async () => {
    const api = mockApi({ 'GET /api/feedback/implemented': ideas([]) });
    renderRoute('/feedback');
    await waitFor(() => expect(api.callsTo('GET', '/api/feedback/implemented')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('heading', { name: 'Ideas from users that we built' })).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => apiError(500, 'Something went wrong on our side.', 'internal')],
    ['a network error', () => networkError()],
    ['a malformed answer', () => json({ success: true, implemented_ideas: [{ id: 1 }] })],
  ])('stays hidden after %s, which is only logged', async (_name, reply) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    mockApi({ 'GET /api/feedback/implemented': reply });
    renderRoute('/feedback');
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Failed to load implemented ideas/)));
    expect(screen.queryByRole('heading', { name: 'Ideas from users that we built' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help us build what you need' })).toBeInTheDocument();
  });
});

describe('/feedback: the form', () => {
  it("says 'Please fill in all fields' in an alert when the text or the email is missing, and sends nothing", async () => {
    const api = mockApi({ 'GET /api/feedback/implemented': ideas([]), 'POST /api/feedback': ok });
    const user = userEvent.setup();
    renderRoute('/feedback');
    await screen.findByRole('heading', { level: 1 });
    const { feedback, email, submit } = fields();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('');

    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe(FEEDBACK_MESSAGES.missingFields));
    expect(feedback).toHaveAttribute('aria-invalid', 'true');
    expect(feedback).toHaveFocus();
    expect(feedback).toHaveAccessibleDescription(expect.stringContaining('Please fill in all fields'));

    await user.type(feedback, 'Please add reminders');
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(alertText()).toBe('Please fill in all fields');
    expect(feedback).not.toHaveAttribute('aria-invalid');

    await user.clear(feedback);
    await user.type(feedback, '   ');
    await user.type(email, 'maria@example.com');
    await user.click(submit);
    await waitFor(() => expect(feedback).toHaveAttribute('aria-invalid', 'true'));
    expect(alertText()).toBe('Please fill in all fields');

    await user.clear(feedback);
    await user.type(feedback, 'Please add reminders');
    await user.clear(email);
    await user.type(email, 'maria@');
    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe('Please enter a valid email address.'));

    expect(api.callsTo('POST', '/api/feedback')).toHaveLength(0);
  });

  it('sends the feedback, clears the form and shows the success message for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /api/feedback/implemented': ideas([]), 'POST /api/feedback': ok });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/feedback');
    await screen.findByRole('heading', { level: 1 });
    const { feedback, email, type, submit } = fields();
    await user.type(feedback, '  The upload page froze on my phone  ');
    await user.type(email, 'Maria@Example.com');
    await user.selectOptions(type, 'issue');
    await user.click(submit);

    const status = await screen.findByText('Thank you! Your feedback was sent.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo('POST', '/api/feedback')[0]?.body).toEqual({
      feedback: 'The upload page froze on my phone',
      email: 'maria@example.com',
      feedback_type: 'issue',
    });
    expect(feedback).toHaveValue('');
    expect(email).toHaveValue('');
    expect(type).toHaveValue('idea');
    expect(alertText()).toBe('');

    act(() => vi.advanceTimersByTime(4_500));
    expect(screen.getByText('Thank you! Your feedback was sent.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Thank you! Your feedback was sent.')).not.toBeInTheDocument();
  });

  it('disables the button and shows Sending… while the feedback is sent', async () => {
    const pending = deferred<Response>();
    mockApi({ 'GET /api/feedback/implemented': ideas([]), 'POST /api/feedback': () => pending.promise });
    const user = userEvent.setup();
    renderRoute('/feedback');
    await screen.findByRole('heading', { level: 1 });
    await user.type(fields().feedback, 'Idea');
    await user.type(fields().email, 'maria@example.com');
    await user.click(fields().submit);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    pending.resolve(ok());
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => apiError(500, 'Something went wrong on our side.', 'internal')],
    ['a network error', () => networkError()],
    ['a refusal', () => apiError(400, 'Please enter a valid email address', 'invalid_input')],
  ])("says 'Failed to submit feedback. Please try again.' after %s and keeps what was typed", async (_name, reply) => {
    mockApi({ 'GET /api/feedback/implemented': ideas([]), 'POST /api/feedback': reply });
    const user = userEvent.setup();
    renderRoute('/feedback');
    await screen.findByRole('heading', { level: 1 });
    await user.type(fields().feedback, 'A dark mode please');
    await user.type(fields().email, 'maria@example.com');
    await user.click(fields().submit);
    await waitFor(() => expect(alertText()).toBe(FEEDBACK_MESSAGES.failed));
    expect(fields().feedback).toHaveValue('A dark mode please');
    expect(fields().email).toHaveValue('maria@example.com');
    expect(screen.queryByText('Thank you! Your feedback was sent.')).not.toBeInTheDocument();
  });

  it('explains the hourly limit when the server refuses more feedback', async () => {
    mockApi({ 'GET /api/feedback/implemented': ideas([]), 'POST /api/feedback': () => apiError(429, FEEDBACK_MESSAGES.tooMany, 'rate_limited') });
    const user = userEvent.setup();
    renderRoute('/feedback');
    await screen.findByRole('heading', { level: 1 });
    await user.type(fields().feedback, 'Another idea');
    await user.type(fields().email, 'maria@example.com');
    await user.click(fields().submit);
    await waitFor(() => expect(alertText()).toBe(FEEDBACK_MESSAGES.tooMany));
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    mockApi({ 'GET /api/feedback/implemented': ideas([]) });
    const user = userEvent.setup();
    renderRoute('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayúdenos a crear lo que necesita' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar comentarios' }));
    await waitFor(() => expect(alertText()).toBe('Por favor, complete todos los campos'));
    expect(screen.getByRole('link', { name: 'Obtener Acceso de por vida' })).toHaveAttribute('href', '/payment?product=lifetime');
  });
});
