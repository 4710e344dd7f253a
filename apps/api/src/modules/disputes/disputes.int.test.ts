import { addDays, formatLongDate, todayIn } from '@debtshield/clocks';
import {
  ComplaintDraftResponseSchema,
  ContactLogResponseSchema,
  CounterResponseResponseSchema,
  DisputeStatusResponseSchema,
  MyDisputesResponseSchema,
  RecordDisputeEventResponseSchema,
  TrackSentLetterResponseSchema,
  UnifiedDisputesResponseSchema,
  UploadResponseResponseSchema,
} from '@debtshield/contracts';
import { disputeEvents, disputes, users, type DbHandle } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { insertAnalysis } from '../analysis/analysis.repository';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { insertDispute } from '../letters/letters.repository';

const TZ = 'America/Chicago';
const today = () => todayIn(TZ);
const ago = (days: number) => addDays(today(), -days);

/** A dispute as generating a letter opens it, `openedDaysAgo` days ago, answering a notice dated `noticeDaysAgo` days ago. */
const openDispute = async (
  db: DbHandle,
  userId: string,
  options: { openedDaysAgo: number; noticeDaysAgo?: number; collector?: string; letterKind?: string; state?: string; facts?: object } = { openedDaysAgo: 10 },
): Promise<string> => {
  const summary = {
    facts: options.facts ?? {},
    findings: [],
    sol: { status: 'unknown', state: options.state ?? 'IL', years: null, runsOutOn: null, basis: '' },
    state: options.state ?? 'IL',
    strategy: 'validation',
    strategyTemplate: 'validation',
    successProbability: 50,
    collectorName: options.collector ?? 'Apex Recovery Partners',
    debtAmount: 1842.5,
    violationCount: 2,
    severityScore: 60,
    totalValue: 0,
    letterDate: options.noticeDaysAgo === undefined ? null : ago(options.noticeDaysAgo),
  } as unknown as AnalysisSummary;
  const opened = new Date(`${ago(options.openedDaysAgo)}T18:00:00Z`);
  const analysisId = await insertAnalysis(db.db, {
    userId,
    flowType: 'generate',
    state: options.state ?? 'IL',
    accessLevel: 'full',
    textMasked: 'x',
    userLetterMasked: null,
    extraction: { method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
    answers: {},
    summary,
    now: opened,
  });
  const id = await insertDispute(db.db, {
    userId,
    analysisId,
    collectorName: options.collector ?? 'Apex Recovery Partners',
    debtAmount: 1842.5,
    accountLast4: '1234',
    letterKind: options.letterKind ?? 'validation_request',
    now: opened,
  });
  await db.db.update(disputes).set({ createdAt: opened }).where(eq(disputes.id, id));
  return id;
};

describe('the response tracker API (owner only)', () => {
  let t: TestApp;
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (url: string, payload: unknown, token?: string) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every endpoint without a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/responses'],
      ['GET', '/api/disputes/my-disputes'],
      ['GET', '/api/disputes/unified'],
      ['GET', `/api/dispute/${id}/status`],
      ['GET', `/api/dispute/${id}/contacts`],
    ] as const) {
      const res = method === 'GET' ? await get(url) : await post(url, { dispute_id: id, sent_date: '2025-01-01' });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'unauthenticated' });
    }
    expect((await post(`/api/dispute/${id}/contacts`, { date: '2025-01-01', time: '10:00', channel: 'call', who: 'x' })).statusCode).toBe(401);
    expect((await post(`/api/dispute/${id}/events`, { type: 'reply_read', date: '2025-01-01' })).statusCode).toBe(401);
  });

  it("answers 404 for another user's dispute on every endpoint, and never lists it", async () => {
    const owner = await insertUserWithSession(t.db);
    const other = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, owner.userId, { openedDaysAgo: 5 });
    const notFound = [
      await get(`/api/dispute/${id}/status`, other.token),
      await get(`/api/dispute/${id}/contacts`, other.token),
      await get(`/api/dispute/${id}/complaint-draft`, other.token),
      await post(`/api/dispute/${id}/contacts`, { date: ago(1), time: '10:00', channel: 'call', who: 'Apex' }, other.token),
      await post(`/api/dispute/${id}/events`, { type: 'reply_read', date: ago(1) }, other.token),
      await post('/api/responses', { dispute_id: id, sent_date: ago(1) }, other.token),
    ];
    for (const res of notFound) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    expect(MyDisputesResponseSchema.parse((await get('/api/disputes/my-disputes', other.token)).json()).disputes).toEqual([]);
    const unified = UnifiedDisputesResponseSchema.parse((await get('/api/disputes/unified', other.token)).json());
    expect(unified.active).toEqual([]);
    expect(unified.summary).toMatchObject({ total_active: 0, total_victories: 0, total_saved: 0, success_rate: null });
    // Nothing was written to the owner's dispute.
    const events = await t.db.db.select().from(disputeEvents).where(eq(disputeEvents.disputeId, id));
    expect(events.map((e) => e.type)).toEqual(['letter_generated']);
    expect((await get('/api/dispute/not-a-uuid/status', owner.token)).statusCode).toBe(400);
  });

  it('marks a letter sent (§5 validation, §8 message) and starts the clocks from the recorded dates', async () => {
    const me = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, me.userId, { openedDaysAgo: 12, noticeDaysAgo: 20 });

    // A letter just generated waits for the user: send it and record it.
    let status = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(status).toMatchObject({ status: 'awaiting_user_action', category: 'action_required', days_elapsed: null, progress: 0, account_number: '****1234' });
    expect(status.smart_action.action).toBe('track_letter');
    expect(status.timeline.map((e) => e.type)).toEqual(['letter_generated']);
    expect(status.deadlines.map((d) => d.kind)).toEqual(['validation_period_end']);
    expect(status.deadlines[0]).toMatchObject({ status: 'open', citation: '15 U.S.C. 1692g(a); 12 CFR 1006.34(b)(5)', start_date: expect.any(String) });

    const missing = await post('/api/responses', { dispute_id: id }, me.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('sent_date');
    for (const bad of [
      { sent_date: addDays(today(), 1) },
      { sent_date: ago(13) },
      { sent_date: '2025-02-30' },
      { sent_date: ago(8), method: 'pigeon' },
      { sent_date: ago(8), tracking_number: '<script>' },
      { sent_date: ago(8), time_zone: 'Mars/Olympus' },
    ]) {
      const res = await post('/api/responses', { dispute_id: id, ...bad }, me.token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }

    const sent = await post(
      '/api/responses',
      {
        dispute_id: id,
        sent_date: ago(8),
        tracking_number: '9407 1000 0000 0000 0000 00',
        notes: 'Mailed at the post office; my SSN 123-45-6789 is not in it',
        time_zone: TZ,
      },
      me.token,
    );
    expect(sent.statusCode).toBe(200);
    const body = TrackSentLetterResponseSchema.parse(sent.json());
    expect(body.message).toBe('Tracking information saved!');
    expect(body.event).toMatchObject({ type: 'letter_sent', date: ago(8), method: 'certified_mail', tracking_number: '9407 1000 0000 0000 0000 00' });
    expect(body.event.notes).not.toContain('123-45-6789');
    const [user] = await t.db.db.select().from(users).where(eq(users.id, me.userId));
    expect(user?.timeZone).toBe(TZ);

    // Recording it again corrects the one sent date instead of adding a second.
    await post('/api/responses', { dispute_id: id, sent_date: ago(8), method: 'certified_mail', tracking_number: '9407 1000 0000 0000 0000 00' }, me.token);
    expect(
      await post('/api/dispute/' + id + '/events', { type: 'letter_delivered', date: ago(6) }, me.token).then(
        (r) => RecordDisputeEventResponseSchema.parse(r.json()).event.type,
      ),
    ).toBe('letter_delivered');

    status = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(status.timeline.map((e) => e.type)).toEqual(['letter_generated', 'letter_sent', 'letter_delivered']);
    expect(status).toMatchObject({ status: 'active', category: 'waiting', days_elapsed: 8, progress: 27, thirty_day_warning: false, time_zone: TZ });
    expect(status.smart_action.action).toBe('wait');
    expect(status.steps.map((s) => s.state)).toEqual(['done', 'pending', 'pending', 'pending']);
    const validation = status.deadlines.find((d) => d.kind === 'validation_period_end');
    expect(validation?.status).toBe('met');
    const pause = status.deadlines.find((d) => d.kind === 'collection_paused_until_verification');
    expect(pause).toMatchObject({ status: 'watching', due_date: null, start_date: ago(6), citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)' });
    expect(pause?.started_by.type).toBe('dispute_delivered');
    expect(status.ai_insights.typical_response_time).toEqual({ available: false, note: 'not enough data yet', sample_size: 0, min_sample: 5 });
    expect(status.success_prediction).toMatchObject({ available: false, note: 'not enough data yet' });

    // A call from the collector after it received the dispute: the watch is breached, with the log entry as evidence.
    const logged = await post(
      `/api/dispute/${id}/contacts`,
      { date: ago(2), time: '22:30', channel: 'call', who: 'Apex Recovery', outcome: 'no_answer' },
      me.token,
    );
    expect(logged.statusCode).toBe(200);
    const log = ContactLogResponseSchema.parse(logged.json());
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ date: ago(2), time: '22:30', time_zone: TZ, channel: 'call', direction: 'from_collector' });
    expect(log.findings.map((f) => f.kind).sort()).toEqual(['call_before_8_after_9', 'collection_during_dispute']);
    expect(log.findings.every((f) => f.evidence[0] === log.entries[0]!.id)).toBe(true);

    status = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(status.deadlines.find((d) => d.kind === 'collection_paused_until_verification')).toMatchObject({
      status: 'breached',
      evidence: [`contact:${log.entries[0]!.id}`],
    });
    expect(status).toMatchObject({ status: 'awaiting_user_action', category: 'action_required', urgency: 'critical', total_interactions: 1 });
    expect(status.smart_action).toMatchObject({ status: 'violation', action: 'prepare_failure_notice' });
    expect(status.warning).toMatch(/before verification/);
    expect(status.total_violations).toBe(2 + 1 + 1);
    const [row] = await t.db.db.select().from(disputes).where(eq(disputes.id, id));
    expect(row?.status).toBe('awaiting_user_action');

    expect(GetContacts(await get(`/api/dispute/${id}/contacts`, me.token)).entries).toHaveLength(1);

    // The complaint the file_complaints action drafts: the CFPB's names, a dated narrative, no account number.
    const draft = ComplaintDraftResponseSchema.parse((await get(`/api/dispute/${id}/complaint-draft`, me.token)).json()).complaint;
    expect(draft).toMatchObject({
      company: 'Apex Recovery Partners',
      product: 'Debt collection',
      sub_product: 'I do not know',
      issue: 'Written notification about debt',
      sub_issue: "Didn't receive enough information to verify debt",
    });
    expect(draft.narrative).toContain(
      `On ${formatLongDate(ago(8))} I sent Apex Recovery Partners a written dispute of the debt and a request for verification by certified mail`,
    );
    expect(draft.narrative).toContain(`It was delivered on ${formatLongDate(ago(6))}.`);
    expect(draft.narrative).toContain('1692g(b)');
    expect(draft.narrative).not.toMatch(/1234|6789/);
    expect(draft.attachments).toContain('Your contact log (calls and messages with dates and times)');
  });

  it("reads the collector's reply, judges it as a reply and answers with the smart action and its letter", async () => {
    const me = await insertUserWithSession(t.db);
    const other = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, me.userId, { openedDaysAgo: 30, facts: { currentCreditor: { value: 'Northwind Bank' } } });
    await post('/api/responses', { dispute_id: id, sent_date: ago(25), time_zone: TZ }, me.token);
    await post(`/api/dispute/${id}/events`, { type: 'letter_delivered', date: ago(21) }, me.token);
    const upload = async (text: string, token: string | undefined, url = `/api/dispute/${id}/upload-response`, name = 'reply.pdf', type = 'application/pdf') =>
      t.app.inject({
        method: 'POST',
        url,
        payload: analyzeForm({ dispute_type: 'debt_collection' }, [
          { name, type, bytes: name.endsWith('.pdf') ? await letterPdf(text) : new TextEncoder().encode(text) },
        ]),
        headers: auth(token),
      });
    const demand = `Apex Recovery Partners\nPO Box 4410\nTulsa, OK 74101\n\nRe: Account ending 1234\n\nWe received your letter. The balance due is $1,842.50. Please remit payment in full within 10 days to avoid further collection activity.\n\nApex Recovery Partners`;

    expect((await upload(demand, undefined)).statusCode).toBe(401);
    expect((await upload(demand, other.token)).statusCode).toBe(404);
    const wrongType = await upload(demand, me.token, undefined, 'reply.txt', 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe('Please upload an image (JPG, PNG) or PDF file');

    const res = await upload(demand, me.token);
    expect(res.statusCode).toBe(200);
    const body = UploadResponseResponseSchema.parse(res.json());
    expect(body.message).toBe('Response analyzed successfully! Check your next steps.');
    expect(body.response_data).toMatchObject({ verified: false, demands_payment: true, kept_collecting: true, amount_matches: true });
    expect(body.response_data.ocr_confidence).toBeGreaterThan(0);
    expect(body.smart_action).toMatchObject({ status: 'violation', action: 'prepare_failure_notice', urgency: 'critical' });
    expect(body.smart_action.legal_impact).toContain('1692g(b)');
    expect(body.letter?.kind).toBe('continued_dispute');
    expect(body.letter?.content).toContain('does not verify the debt');

    const detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(detail.timeline.map((e) => e.type)).toEqual(['letter_generated', 'letter_sent', 'letter_delivered', 'reply_received', 'reply_read']);
    expect(detail.timeline.find((e) => e.type === 'reply_received')?.response_data).toMatchObject({ verified: false, new_violations: expect.any(Array) });
    expect(detail.deadlines.find((d) => d.kind === 'collection_paused_until_verification')).toMatchObject({ status: 'breached', evidence: [body.event_id] });
    expect(detail.smart_action.action).toBe('prepare_failure_notice');
    expect(detail.total_interactions).toBe(1);

    const verified = await upload(
      `Apex Recovery Partners\n\nIn response to your dispute, enclosed please find verification of the debt: copies of the monthly statements, the signed credit agreement with Northwind Bank and an itemization. Creditor: Northwind Bank. The current balance is $1,842.50.\n\nApex Recovery Partners`,
      me.token,
      `/api/dispute/${id}/response`,
    );
    const judged = UploadResponseResponseSchema.parse(verified.json());
    expect(judged.response_data).toMatchObject({ verified: true, kept_collecting: false, amount_matches: true });
    expect(judged.response_data.enclosed).toEqual(expect.arrayContaining(['account statements', 'the signed agreement', 'an itemization']));
    expect(['wait', 'file_complaints']).toContain(judged.smart_action.action);
  });

  it('tracks a letter sent before DebtShield, entered by hand with its date, with its notes; the clocks run from that date (issue 27)', async () => {
    const me = await insertUserWithSession(t.db);
    // Dates are the person's calendar (TZ, sent as the browser sends it): a new user's default zone is
    // Eastern, whose day differs from Chicago's between 05:00 and 06:00 UTC.
    for (const bad of [
      { collector_name: 'Apex', sent_date: addDays(today(), 1), time_zone: TZ },
      { collector_name: '', sent_date: ago(10), time_zone: TZ },
      { collector_name: 'Apex', sent_date: '2001-01-01', time_zone: TZ },
    ]) {
      const res = await post('/api/disputes/manual', bad, me.token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post('/api/disputes/manual', { collector_name: 'Apex', sent_date: ago(10) })).statusCode).toBe(401);
    const res = await post(
      '/api/disputes/manual',
      {
        collector_name: 'Midland Credit Management',
        letter_kind: 'validation_request',
        sent_date: ago(10),
        time_zone: TZ,
        tracking_number: '9407 1000',
        notes: 'Sent from the post office on Main St.',
      },
      me.token,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().dispute_id as string;
    const status = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(status.collector_name).toBe('Midland Credit Management');
    expect(status.days_elapsed).toBe(10);
    const sent = status.timeline.find((e) => e.type === 'letter_sent')!;
    expect(sent).toMatchObject({ date: ago(10), notes: 'Sent from the post office on Main St.', tracking_number: '9407 1000' });
    expect(status.steps.map((s) => s.state)).toEqual(['done', 'pending', 'pending', 'pending']);
  });

  it('writes counter-responses only once the collector answered, for the owner only', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const other = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, me.userId, { openedDaysAgo: 20 });
    await post('/api/responses', { dispute_id: id, sent_date: ago(15), time_zone: TZ }, me.token);
    const url = `/api/dispute/${id}/counter-response`;
    expect((await post(url, { response_type: 'continued_dispute' })).statusCode).toBe(401);
    expect((await post(url, { response_type: 'continued_dispute' }, other.token)).statusCode).toBe(404);
    const early = await post(url, { response_type: 'continued_dispute' }, me.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'conflict', error: expect.stringContaining('record its reply') });

    await post(`/api/dispute/${id}/events`, { type: 'reply_received', date: ago(3), verified: false }, me.token);
    expect((await post(url, { response_type: 'surrender' }, me.token)).statusCode).toBe(400);
    for (const [type, words] of [
      ['continued_dispute', 'does not verify the debt'],
      ['cease_desist', 'written dispute'],
      ['settlement_offer', '40%'],
    ] as const) {
      const res = await post(url, { response_type: type, ...(type === 'settlement_offer' ? { offer_percent: 40 } : {}) }, me.token);
      expect(res.statusCode, type).toBe(200);
      const letter = CounterResponseResponseSchema.parse(res.json()).letter;
      expect(letter.kind).toBe(type);
      expect(letter.content, type).toContain(words);
      expect(letter.is_preview).toBe(false);
    }
    const detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(detail.timeline.filter((e) => e.type === 'next_action_taken').map((e) => e.action)).toEqual([
      'continued_dispute',
      'cease_desist',
      'settlement_offer',
    ]);
  });

  it('gives a free user the first paragraph of a counter-response, never the whole letter (issue 24, item 9; decision 024)', async () => {
    const free = await insertUserWithSession(t.db);
    const paid = await insertUserWithSession(t.db, { planType: 'single', purchases: [{ name: 'debt_scan' }], debtScansUsed: 1 });
    const letters: Record<string, { content: string; is_preview?: boolean | undefined; notes: string[] }> = {};
    for (const [name, who] of [
      ['free', free],
      ['paid', paid],
    ] as const) {
      const id = await openDispute(t.db, who.userId, { openedDaysAgo: 20 });
      await post('/api/responses', { dispute_id: id, sent_date: ago(15), time_zone: TZ }, who.token);
      await post(`/api/dispute/${id}/events`, { type: 'reply_received', date: ago(3), verified: false }, who.token);
      const res = await post(`/api/dispute/${id}/counter-response`, { response_type: 'continued_dispute' }, who.token);
      expect(res.statusCode).toBe(200);
      letters[name] = CounterResponseResponseSchema.parse(res.json()).letter;
    }
    expect(letters.paid!.is_preview).toBe(false);
    expect(letters.paid!.content).toContain('does not verify the debt');
    expect(letters.free!.is_preview).toBe(true);
    expect(letters.free!.notes).toEqual([]);
    expect(letters.free!.content.length).toBeGreaterThan(20);
    expect(letters.paid!.content).toContain(letters.free!.content);
    expect(letters.free!.content.length).toBeLessThan(letters.paid!.content.length / 2);
  });

  it('refuses bad contact-log input with a clear 400', async () => {
    const me = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, me.userId, { openedDaysAgo: 3 });
    for (const bad of [
      { date: ago(1), time: '25:00', channel: 'call', who: 'Apex' },
      { date: ago(1), time: '10:00', channel: 'carrier pigeon', who: 'Apex' },
      { date: ago(1), time: '10:00', channel: 'call', who: '' },
      { date: ago(1), time: '10:00', channel: 'text', who: 'Apex', outcome: 'conversation' },
      { date: addDays(today(), 2), time: '10:00', channel: 'call', who: 'Apex' },
      { date: ago(1), time: '10:00', channel: 'call', who: 'Apex', time_zone: 'Nowhere/Land' },
    ]) {
      const res = await post(`/api/dispute/${id}/contacts`, bad, me.token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });

  it('shows the 30-day warning on days 26 to 29 after sending, and the steps of spec §4', async () => {
    const me = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, me.userId, { openedDaysAgo: 40 });
    await post('/api/responses', { dispute_id: id, sent_date: ago(27), method: 'regular_mail', time_zone: TZ }, me.token);
    const status = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(status).toMatchObject({ days_elapsed: 27, progress: 90, thirty_day_warning: true, days_active: 40 });
    expect(status.warning).toBe('Day 27 of 30 since you sent your letter.');
    expect(status.steps.map((s) => s.state)).toEqual(['done', 'active', 'pending', 'pending']);
  });

  it('records replies and outcomes; victories and the total saved count only what the user recorded', async () => {
    const me = await insertUserWithSession(t.db);
    const won = await openDispute(t.db, me.userId, { openedDaysAgo: 50, collector: 'Won Collector LLC' });
    const waiting = await openDispute(t.db, me.userId, { openedDaysAgo: 10, collector: 'Waiting Collector' });
    await post('/api/responses', { dispute_id: won, sent_date: ago(45), time_zone: TZ }, me.token);
    await post('/api/responses', { dispute_id: waiting, sent_date: ago(5) }, me.token);

    expect((await post(`/api/dispute/${won}/events`, { type: 'reply_received', date: ago(46) }, me.token)).statusCode).toBe(400);
    expect((await post(`/api/dispute/${won}/events`, { type: 'resolved', date: ago(1) }, me.token)).json().error).toContain('outcome');
    expect((await post(`/api/dispute/${won}/events`, { type: 'reply_read', date: ago(1), amount_saved: 5 }, me.token)).statusCode).toBe(400);
    expect((await post(`/api/dispute/${won}/events`, { type: 'reply_received', date: ago(20), verified: false }, me.token)).statusCode).toBe(200);
    let detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${won}/status`, me.token)).json()).dispute;
    expect(detail.smart_action.action).toBe('prepare_failure_notice');
    expect(detail.timeline.find((e) => e.type === 'reply_received')?.response_data).toEqual({ verified: false });
    expect((await post(`/api/dispute/${won}/events`, { type: 'resolved', date: ago(1), outcome: 'won', amount_saved: 1842.5 }, me.token)).statusCode).toBe(200);
    detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${won}/status`, me.token)).json()).dispute;
    expect(detail).toMatchObject({ status: 'resolved', category: 'victories' });
    expect(detail.smart_action).toMatchObject({ status: 'victory', action: 'celebrate' });
    expect(detail.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);

    const unified = UnifiedDisputesResponseSchema.parse((await get('/api/disputes/unified', me.token)).json());
    expect(unified.victories.map((d) => d.dispute_id)).toEqual([won]);
    expect(unified.waiting.map((d) => d.dispute_id)).toEqual([waiting]);
    expect(unified.active.map((d) => d.dispute_id)).toEqual([waiting]);
    expect(unified.summary).toMatchObject({ total_active: 1, total_victories: 1, total_saved: 1842.5, success_rate: 100 });

    const resolvedOnly = MyDisputesResponseSchema.parse((await get('/api/disputes/my-disputes?status=resolved', me.token)).json());
    expect(resolvedOnly.disputes.map((d) => d.dispute_id)).toEqual([won]);
    expect((await get('/api/disputes/my-disputes?status=closed', me.token)).statusCode).toBe(400);
  });

  it('shows insights and an estimate with its formula only above the minimum sample of tracked outcomes', async () => {
    const collector = 'Sample Size Recovery, Inc.';
    const owners = [];
    for (let i = 0; i < 5; i++) {
      const u = await insertUserWithSession(t.db);
      const id = await openDispute(t.db, u.userId, { openedDaysAgo: 60, collector: i % 2 ? 'SAMPLE SIZE RECOVERY' : collector });
      await post('/api/responses', { dispute_id: id, sent_date: ago(50), time_zone: TZ }, u.token);
      await post(`/api/dispute/${id}/events`, { type: 'reply_received', date: ago(50 - 10 - i), verified: true }, u.token);
      await post(`/api/dispute/${id}/events`, { type: 'resolved', date: ago(5), outcome: i < 3 ? 'won' : 'lost' }, u.token);
      owners.push(u);
    }
    const me = await insertUserWithSession(t.db);
    const mine = await openDispute(t.db, me.userId, { openedDaysAgo: 3, collector });
    const detail = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${mine}/status`, me.token)).json()).dispute;
    expect(detail.success_prediction).toEqual({
      available: true,
      label: 'estimate',
      percent: 60,
      formula: 'victories ÷ resolved disputes with this collector tracked in DebtShield = 3 ÷ 5',
      sample_size: 5,
    });
    expect(detail.ai_insights.typical_response_time).toMatchObject({ available: true, value: '12 days', sample_size: 5 });
    expect(detail.ai_insights.settlement_tendency).toMatchObject({ available: true, value: '0%' });
    expect(detail.ai_insights.item_removal_likelihood).toMatchObject({ available: false, note: 'not enough data yet' });
  });

  it("answers in the reader's language (Accept-Language): the timeline, the clocks, the smart action and the tracker's messages", async () => {
    const me = await insertUserWithSession(t.db);
    const id = await openDispute(t.db, me.userId, { openedDaysAgo: 10, noticeDaysAgo: 12 });
    const es = { ...auth(me.token), 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/responses',
      payload: { dispute_id: id, sent_date: ago(6), time_zone: TZ, method: 'certified_mail' },
      headers: es,
    });
    expect(TrackSentLetterResponseSchema.parse(saved.json()).message).toBe('¡Información de seguimiento guardada!');
    const res = await t.app.inject({ method: 'GET', url: `/api/dispute/${id}/status`, headers: es });
    expect(res.headers['content-language']).toBe('es');
    expect(res.headers.vary).toContain('Accept-Language');
    const detail = DisputeStatusResponseSchema.parse(res.json()).dispute;
    expect(detail.timeline.map((e) => e.description)).toContain('Carta enviada por correo certificado');
    expect(detail.smart_action.message).toBe('Ningún plazo obliga al cobrador a responder, pero hasta que envíe la verificación debe dejar de cobrar.');
    const pause = detail.deadlines.find((d) => d.kind === 'collection_paused_until_verification')!;
    expect(pause.started_by.description).toBe('usted envió su carta al cobrador');
    expect(pause.assumptions.join(' ')).toContain('se supone que el cobrador la recibió 5 días hábiles después del envío');
    expect(pause.citation).toBe('15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)');
    // Without the header: English, as stored.
    const en = DisputeStatusResponseSchema.parse((await get(`/api/dispute/${id}/status`, me.token)).json()).dispute;
    expect(en.smart_action.message).toBe('No deadline binds the collector to answer, but until it mails verification it must stop collecting.');
    const unified = UnifiedDisputesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/disputes/unified', headers: es })).json());
    expect([...unified.active, ...unified.action_required].map((d) => d.smart_action.message)).toContain(detail.smart_action.message);
  });
});

const GetContacts = (res: { json: () => unknown }) => ContactLogResponseSchema.parse(res.json());
