import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { changeLanguage } from '../../../i18n';
import { json, mockApi } from '../../../testing/mock-api';
import { DisputeDetailPage } from './dispute-detail-page';
import { TrackerPage } from './tracker-page';

const ID = '7d1f9a52-3c4b-4e5f-8a9b-0c1d2e3f4a5b';

const deadline = {
  kind: 'validation_period_end',
  binds: 'consumer',
  due_date: '2026-12-14',
  citation: '15 U.S.C. 1692g(a); 12 CFR 1006.34(b)(5)',
  start_date: '2026-11-09',
  started_by: { type: 'assumed', event_id: null, description: 'receipt assumed 5 business days after the notice was mailed' },
  assumptions: ['Receipt assumed 5 business days after mailing (12 CFR 1006.34(b)(5)).'],
  counting: 'calendar_days',
  length: 30,
  status: 'open',
  days_remaining: 21,
  evidence: [],
};

const summary = (over: Record<string, unknown> = {}) => ({
  dispute_id: ID,
  type: 'debt_collection',
  collector_name: 'Apex Recovery Partners',
  debt_amount: 1842.5,
  account_number: '1234',
  status: 'active',
  category: 'action_required',
  letter_kind: 'validation_request',
  days_active: 3,
  days_elapsed: null,
  progress: 0,
  total_violations: 2,
  total_interactions: 0,
  urgency: 'high',
  warning: null,
  timeline_summary: { last_action: null },
  next_recommended_action: 'Send your letter',
  smart_action: {
    status: 'action_needed',
    urgency: 'high',
    message: 'Send your letter by certified mail.',
    action: 'track_letter',
    next_steps: ['Mail it'],
    legal_impact: 'Your rights depend on a written dispute.',
  },
  next_deadline: deadline,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const notEnough = { available: false, note: 'not enough data yet', sample_size: 1, min_sample: 5 };
const detail = (over: Record<string, unknown> = {}) => ({
  ...summary(),
  timeline: [
    {
      id: 'e1',
      type: 'letter_generated',
      date: '2026-11-20',
      description: 'Validation request written',
      method: null,
      tracking_number: null,
      notes: null,
      response_data: null,
      action: null,
      outcome: null,
      amount_saved: null,
      timestamp: '2026-11-20T10:00:00.000Z',
    },
  ],
  steps: [
    { step: 1, label: 'Letter sent', state: 'active' },
    { step: 2, label: 'Waiting for the response', state: 'pending' },
    { step: 3, label: 'Follow-up', state: 'pending' },
    { step: 4, label: 'Resolved', state: 'pending' },
  ],
  thirty_day_warning: false,
  deadlines: [deadline],
  deadline_alerts: [],
  findings: [],
  time_zone: 'America/Chicago',
  ai_insights: {
    typical_response_time: notEnough,
    settlement_tendency: notEnough,
    aggression_level: notEnough,
    recommended_approach: notEnough,
    item_removal_likelihood: notEnough,
  },
  success_prediction: notEnough,
  ...over,
});

const unified = (disputes: unknown[]) => ({
  success: true,
  active: [],
  action_required: disputes,
  waiting: [],
  victories: [],
  summary: { total_active: disputes.length, total_victories: 0, total_saved: 0, success_rate: null, insights: [] },
});

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/response-tracker', element: <TrackerPage /> },
      { path: '/response-tracker/:disputeId', element: <DisputeDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('response tracker', () => {
  it('lists each dispute once, in its most urgent section, with its next legal deadline and a link to its detail', async () => {
    mockApi({ 'GET /api/disputes/unified': () => json({ ...unified([summary()]), active: [summary()] }) });
    renderAt('/response-tracker');
    const section = await screen.findByRole('list', { name: 'Action required (1)' });
    const card = within(section).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Apex Recovery Partners' })).toHaveAttribute('href', `/response-tracker/${ID}`);
    expect(card).toHaveTextContent('Your validation period ends: Dec 14, 2026 (21 days left)');
    expect(card).toHaveTextContent('Next step: Record that you sent the letter');
    expect(screen.queryByRole('list', { name: /^Active/ })).not.toBeInTheDocument();
  });

  it('tracks a letter sent before DebtShield, entered by hand with its date, and opens its dispute (issue 27)', async () => {
    const api = mockApi({
      'GET /api/disputes/unified': () => json(unified([])),
      'POST /api/disputes/manual': () =>
        json({ success: true, message: 'Tracking information saved!', dispute_id: ID, event: { ...detail().timeline[0], id: 'e2', type: 'letter_sent' } }),
      [`GET /api/dispute/${ID}/status`]: () => json({ success: true, dispute: detail() }),
      [`GET /api/dispute/${ID}/contacts`]: () => json({ success: true, entries: [], findings: [], time_zone: 'America/Chicago' }),
      [`GET /api/dispute/${ID}/certified-mail`]: () =>
        json({ success: true, mail_mode: 'simulator', access: { purchased: false, letters_included: 0, letters_used: 0 }, mailing: null }),
    });
    const user = userEvent.setup();
    renderAt('/response-tracker');
    await user.click(await screen.findByText('Track a letter you sent before DebtShield'));
    await user.click(screen.getByRole('button', { name: 'Track this letter' }));
    expect(screen.getByText('Write the name of the collector you wrote to.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Collector you wrote to'), 'Midland Credit Management');
    fireEvent.change(screen.getByLabelText('Date you sent it'), { target: { value: '2026-11-02' } });
    await user.selectOptions(screen.getByLabelText('How you sent it'), 'regular_mail');
    await user.type(screen.getByLabelText('Tracking number'), '9400111899223344556600');
    await user.click(screen.getByRole('button', { name: 'Track this letter' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/disputes/manual')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/disputes/manual')[0]?.body).toMatchObject({
      collector_name: 'Midland Credit Management',
      letter_kind: 'validation_request',
      sent_date: '2026-11-02',
      method: 'regular_mail',
      tracking_number: '9400111899223344556600',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute with Apex Recovery Partners' })).toBeInTheDocument();
  });

  it('says there is nothing yet, and where a dispute starts, when there is none', async () => {
    mockApi({ 'GET /api/disputes/unified': () => json(unified([])) });
    renderAt('/response-tracker');
    expect(await screen.findByRole('heading', { name: 'No dispute yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a collection letter' })).toHaveAttribute('href', '/upload');
  });

  it('shows each clock with its statute, start and assumption, and records the letter as sent by certified mail', async () => {
    const api = mockApi({
      [`GET /api/dispute/${ID}/status`]: () => json({ success: true, dispute: detail() }),
      [`GET /api/dispute/${ID}/contacts`]: () => json({ success: true, entries: [], findings: [], time_zone: 'America/Chicago' }),
      [`GET /api/dispute/${ID}/certified-mail`]: () =>
        json({ success: true, mail_mode: 'simulator', access: { purchased: false, letters_included: 0, letters_used: 0 }, mailing: null }),
      'POST /api/responses': () =>
        json({
          success: true,
          message: 'Tracking information saved!',
          dispute_id: ID,
          event: { ...detail().timeline[0], id: 'e2', type: 'letter_sent', tracking_number: '9400111899223344556677' },
        }),
    });
    renderAt(`/response-tracker/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute with Apex Recovery Partners' })).toBeInTheDocument();
    const clocks = screen.getByRole('region', { name: 'Legal deadlines' });
    expect(clocks).toHaveTextContent('15 U.S.C. 1692g(a); 12 CFR 1006.34(b)(5)');
    expect(clocks).toHaveTextContent('Started Nov 9, 2026');
    expect(clocks).toHaveTextContent('Receipt assumed 5 business days after mailing');
    expect(screen.getByRole('region', { name: 'What other disputes with this collector show' })).toHaveTextContent(
      'Not enough data yet (1 tracked dispute; we need 5)',
    );

    // The four steps of spec 001 §4 (issue 27).
    const steps = screen.getByRole('region', { name: 'Where this dispute is' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);

    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '9400111899223344556677' } });
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'Mailed at the Main St. post office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/responses')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/responses')[0]?.body).toMatchObject({
      dispute_id: ID,
      method: 'certified_mail',
      tracking_number: '9400111899223344556677',
      notes: 'Mailed at the Main St. post office',
    });
    expect(await screen.findByText('Tracking information saved!')).toBeInTheDocument();
  });

  it("keeps a reply's original in the case file only when asked; lists it with its fingerprint, downloads it and deletes it after asking twice", async () => {
    const FILE = {
      id: 'f-1',
      file_name: 'reply 4444.pdf',
      mime_type: 'application/pdf',
      size_bytes: 48_213,
      sha256: 'ab'.repeat(32),
      created_at: '2026-11-20T15:00:00Z',
    };
    let kept = false;
    const api = mockApi({
      [`GET /api/dispute/${ID}/status`]: () => json({ success: true, dispute: detail() }),
      [`GET /api/dispute/${ID}/contacts`]: () => json({ success: true, entries: [], findings: [], time_zone: 'America/Chicago' }),
      [`GET /api/dispute/${ID}/certified-mail`]: () =>
        json({ success: true, mail_mode: 'simulator', access: { purchased: false, letters_included: 0, letters_used: 0 }, mailing: null }),
      [`GET /api/dispute/${ID}/case-files`]: () => json({ success: true, available: true, files: kept ? [FILE] : [] }),
      [`POST /api/dispute/${ID}/upload-response`]: () => {
        kept = true;
        return json({
          success: true,
          message: 'Response analyzed successfully! Check your next steps.',
          smart_action: {
            status: 'violation',
            urgency: 'critical',
            message: 'It kept collecting.',
            action: 'prepare_failure_notice',
            next_steps: [],
            legal_impact: '1692g(b)',
          },
          response_data: {
            verified: false,
            enclosed: [],
            amount_matches: null,
            creditor_matches: null,
            demands_payment: true,
            kept_collecting: true,
            new_violations: [],
            ocr_confidence: 0.9,
          },
          letter: null,
          event_id: 'e-9',
          kept_files: [FILE],
        });
      },
      [`DELETE /api/dispute/${ID}/case-files/f-1`]: () => {
        kept = false;
        return json({ success: true });
      },
    });
    renderAt(`/response-tracker/${ID}`);
    const panel = await screen.findByRole('region', { name: 'Your case file' });
    expect(panel).toHaveTextContent('No files kept yet');

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("The collector's reply"), new File(['%PDF-1.4'], 'reply.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('checkbox', { name: /Keep the original file in my case file/ }));
    // jsdom does not see files set by user-event as filling a required input: the form is submitted directly.
    fireEvent.submit(screen.getByRole('button', { name: 'Read the reply' }).closest('form')!);
    await waitFor(() => expect(api.callsTo('POST', `/api/dispute/${ID}/upload-response`)).toHaveLength(1));
    const form = api.callsTo('POST', `/api/dispute/${ID}/upload-response`)[0]!.body as FormData;
    expect(form.get('keep_in_case_file')).toBe('true');

    expect(await within(panel).findByText('reply 4444.pdf')).toBeInTheDocument();
    expect(panel).toHaveTextContent('ab'.repeat(32));
    expect(within(panel).getByRole('button', { name: 'Download reply 4444.pdf' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete reply 4444.pdf' }));
    expect(api.callsTo('DELETE', `/api/dispute/${ID}/case-files/f-1`)).toHaveLength(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete reply 4444.pdf for good' }));
    expect(await within(panel).findByText('reply 4444.pdf was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/dispute/${ID}/case-files/f-1`)).toHaveLength(1);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Download reply 4444.pdf' })).toBeNull());
  });

  it('does not offer "keep" when the server keeps no files', async () => {
    mockApi({
      [`GET /api/dispute/${ID}/status`]: () => json({ success: true, dispute: detail() }),
      [`GET /api/dispute/${ID}/case-files`]: () => json({ success: true, available: false, files: [] }),
    });
    renderAt(`/response-tracker/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Dispute with Apex Recovery Partners' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read the reply' })).toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: /Keep the original/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your case file' })).toBeNull();
  });

  it("the smart action's button writes its letter; once the collector answered, a counter-response is written with the offer the person chooses", async () => {
    const LETTER = {
      kind: 'continued_dispute',
      subject: 'Continued dispute: verification not provided',
      content: 'I continue to dispute this debt.',
      notes: [],
    };
    const failure = {
      status: 'violation',
      urgency: 'critical',
      message: 'The reply demands payment without verifying the debt.',
      action: 'prepare_failure_notice',
      next_steps: [],
      legal_impact: '15 U.S.C. 1692g(b)',
    };
    const api = mockApi({
      [`GET /api/dispute/${ID}/status`]: () => json({ success: true, dispute: detail({ smart_action: failure, total_interactions: 1 }) }),
      [`POST /api/dispute/${ID}/counter-response`]: () => json({ success: true, letter: LETTER }),
    });
    renderAt(`/response-tracker/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Dispute with Apex Recovery Partners' });
    fireEvent.click(screen.getByRole('button', { name: 'Write the notice of failure to validate' }));
    expect(await screen.findByRole('region', { name: 'Continued dispute: verification not provided' })).toHaveTextContent('I continue to dispute this debt.');
    expect(api.callsTo('POST', `/api/dispute/${ID}/counter-response`)[0]?.body).toEqual({ response_type: 'continued_dispute' });

    const answer = screen.getByRole('region', { name: 'Answer the collector' });
    fireEvent.click(within(answer).getByRole('radio', { name: /I want to offer a settlement/ }));
    fireEvent.click(within(answer).getByRole('button', { name: 'Write the letter' }));
    expect(await within(answer).findByText('Enter a percent above 0 and up to 100.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/dispute/${ID}/counter-response`)).toHaveLength(1);
    fireEvent.change(within(answer).getByLabelText('Your offer, as a percent of the balance'), { target: { value: '40' } });
    fireEvent.click(within(answer).getByRole('button', { name: 'Write the letter' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/dispute/${ID}/counter-response`)).toHaveLength(2));
    expect(api.callsTo('POST', `/api/dispute/${ID}/counter-response`)[1]?.body).toEqual({ response_type: 'settlement_offer', offer_percent: 40 });
    expect(await within(answer).findByRole('button', { name: 'Download the letter' })).toBeInTheDocument();
  });

  it('offers no counter-response before the collector answered, and celebrates what the person recorded', async () => {
    const resolved = {
      ...detail().timeline[0],
      id: 'e5',
      type: 'resolved',
      outcome: 'won',
      amount_saved: 1842.5,
    };
    const celebrate = {
      status: 'victory',
      urgency: 'normal',
      message: 'You recorded this dispute as won.',
      action: 'celebrate',
      next_steps: [],
      legal_impact: '',
    };
    mockApi({
      [`GET /api/dispute/${ID}/status`]: () =>
        json({ success: true, dispute: detail({ smart_action: celebrate, timeline: [...detail().timeline, resolved] }) }),
    });
    renderAt(`/response-tracker/${ID}`);
    expect(await screen.findByText('You recorded this dispute as won, saving $1,842.50 by your count.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answer the collector' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    mockApi({ 'GET /api/disputes/unified': () => json(unified([summary()])) });
    renderAt('/response-tracker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguimiento de respuestas' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Requiere acción (1)' })).toHaveTextContent('Siguiente paso: Registrar que envió la carta');
  });
});
