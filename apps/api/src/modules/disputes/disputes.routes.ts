import { analyzeDocument, createRedactor, redactText, type Lang } from '@debtshield/analyzer';
import { generateCounterResponse } from '@debtshield/letters';
import { todayIn, wallTime, zonedToInstant } from '@debtshield/clocks';
import {
  COMPLAINT_DRAFT_DEBT_ONLY,
  COUNTER_RESPONSE_NEEDS_INTERACTION,
  ComplaintDraftResponseSchema,
  ContactEntryRequestSchema,
  CounterResponseRequestSchema,
  CounterResponseResponseSchema,
  ContactLogResponseSchema,
  DisputeStatusResponseSchema,
  ErrorResponseSchema,
  KEEP_IN_CASE_FILE_FIELD,
  MyDisputesQuerySchema,
  MyDisputesResponseSchema,
  RESPONSE_ANALYZED_MESSAGE,
  UploadResponseResponseSchema,
  RecordDisputeEventRequestSchema,
  RecordDisputeEventResponseSchema,
  TRACKING_SAVED_MESSAGE,
  TrackManualLetterRequestSchema,
  TrackSentLetterRequestSchema,
  TrackSentLetterResponseSchema,
  UnifiedDisputesResponseSchema,
  type DisputeEvent,
  type DisputeSummary,
} from '@debtshield/contracts';
import { disputeEvents } from '@debtshield/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { computeAccess } from '@debtshield/plans';
import { requireUser } from '../../platform/auth';
import { loadAccountState } from '../accounts/accounts.repository';
import { AppError } from '../../platform/errors';
import { replyLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { extractLetter } from '../analysis/analyze-letter';
import { readLetterParts } from '../analysis/read-upload';
import { summarizeAnalysis } from '../letters/letter-inputs';
import { insertDispute } from '../letters/letters.repository';
import { profileConsumer } from '../accounts/profile';
import { keepInCaseFile, requireVault } from './case-files';
import { collectorOutcomes } from './collector-outcomes';
import { draftComplaint } from './complaint-draft';
import { judgeReply, replyAction } from './judge-reply';
import { deadlinesOf, presentDetail, presentEvent, presentSummary, type ViewInput } from './dispute-view';
import { localizeDetail, localizeSummary, localizeUnified, trackerText } from './tracker-texts';
import {
  collectorOutcomeRows,
  contactDate,
  findOwnDispute,
  insertContact,
  insertEvent,
  listContacts,
  listEvents,
  listOwnDisputes,
  checkTimeZone,
  rememberTimeZone,
  saveStatus,
  userTimeZone,
} from './disputes.repository';

const tags = ['disputes'];
const Errors = { ...ErrorResponses, 401: ErrorResponseSchema, 404: ErrorResponseSchema } as const;
const IdParams = z.object({ id: z.uuid({ error: 'this is not a dispute id' }) });
/** The masked text of a reply kept with its event: a long letter is kept up to this many characters. */
const MAX_KEPT_REPLY_CHARS = 100_000;
export const DISPUTE_NOT_FOUND = 'No dispute of yours has this id.';

/**
 * The response tracker (spec 001 §2.3, §4, §5, §7, §8; issue 15). Signed-in only; every query is
 * scoped to the signed-in owner, and another user's dispute answers 404 like a missing one.
 */
/** The tracker's sentences in the reader's language. */
const textIn = (request: Parameters<typeof replyLang>[0], reply: Parameters<typeof replyLang>[1]) => {
  const lang = replyLang(request, reply);
  return (text: string) => trackerText(text, lang);
};
const eventIn = (e: DisputeEvent, t: (text: string) => string): DisputeEvent => ({ ...e, description: t(e.description) });

export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });

  const ownDispute = async (userId: string, id: string) => {
    const dispute = await findOwnDispute(db, userId, id);
    if (!dispute) throw new AppError('not_found', DISPUTE_NOT_FOUND);
    return dispute;
  };

  const viewInputs = async (userId: string, list: Awaited<ReturnType<typeof listOwnDisputes>>, now = new Date()): Promise<ViewInput[]> => {
    const ids = list.map((d) => d.id);
    const [events, contacts] = await Promise.all([listEvents(db, ids), listContacts(db, ids)]);
    const zones = new Map<string | null, string>();
    const out: ViewInput[] = [];
    for (const d of list) {
      if (!zones.has(d.analysisState)) zones.set(d.analysisState, await userTimeZone(db, userId, d.analysisState));
      const timeZone = zones.get(d.analysisState)!;
      out.push({ dispute: d, events: events.get(d.id) ?? [], contacts: contacts.get(d.id) ?? [], today: todayIn(timeZone, now), timeZone, contactDate });
    }
    return out;
  };

  /** Re-derives and stores the status after a write (the list, the dashboard count and the reminders read it). */
  const refreshStatus = async (userId: string, id: string): Promise<void> => {
    const dispute = await ownDispute(userId, id);
    const [input] = await viewInputs(userId, [dispute]);
    await saveStatus(db, id, presentSummary(input!).status);
  };

  const sentDateCheck = (sentDate: string, today: string, opened: string) => {
    if (sentDate > today) throw new AppError('invalid_input', `sent_date: the date sent cannot be after today (${today}).`);
    if (sentDate < opened) throw new AppError('invalid_input', `sent_date: the date sent cannot be before the letter was generated (${opened}).`);
  };

  app.post(
    '/api/responses',
    {
      schema: {
        tags,
        summary: 'Mark a letter sent: date, method and tracking number (spec 001 §3 sent-letter tracking, §5)',
        body: TrackSentLetterRequestSchema,
        response: { 200: TrackSentLetterResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      checkTimeZone(body.time_zone);
      const dispute = await ownDispute(user.id, body.dispute_id);
      if (body.time_zone) await rememberTimeZone(db, user.id, body.time_zone);
      const timeZone = await userTimeZone(db, user.id, dispute.analysisState);
      sentDateCheck(body.sent_date, todayIn(timeZone), wallTime(dispute.createdAt, timeZone).date);
      const values = {
        occurredOn: body.sent_date,
        method: body.method,
        trackingNumber: body.tracking_number ? body.tracking_number.replace(/\s+/g, ' ').toUpperCase() : null,
        notes: body.notes ? redactText(body.notes) : null,
      };
      // One sent date per dispute: tracking it again corrects it.
      const [updated] = await db
        .update(disputeEvents)
        .set(values)
        .where(and(eq(disputeEvents.disputeId, dispute.id), eq(disputeEvents.type, 'letter_sent')))
        .returning();
      const event = updated
        ? { ...updated, data: (updated.data ?? {}) as Record<string, unknown> }
        : await insertEvent(db, { disputeId: dispute.id, type: 'letter_sent', ...values });
      await refreshStatus(user.id, dispute.id);
      const t = textIn(request, reply);
      return { success: true as const, message: t(TRACKING_SAVED_MESSAGE), dispute_id: dispute.id, event: eventIn(presentEvent(event), t) };
    },
  );

  /** How far back a letter sent before DebtShield may be entered (the FDCPA's own limit is one year; older letters still count for the record). */
  const OLDEST_MANUAL_YEARS = 10;

  app.post(
    '/api/disputes/manual',
    {
      schema: {
        tags,
        summary: 'Track a letter sent before DebtShield, entered by hand with its date: opens a dispute whose clocks run from that date',
        body: TrackManualLetterRequestSchema,
        response: { 200: TrackSentLetterResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      checkTimeZone(body.time_zone);
      if (body.time_zone) await rememberTimeZone(db, user.id, body.time_zone);
      const timeZone = await userTimeZone(db, user.id, null);
      const today = todayIn(timeZone);
      if (body.sent_date > today) throw new AppError('invalid_input', `sent_date: the date sent cannot be after today (${today}).`);
      const oldest = `${Number(today.slice(0, 4)) - OLDEST_MANUAL_YEARS}${today.slice(4)}`;
      if (body.sent_date < oldest) throw new AppError('invalid_input', `Use a date in the last ${OLDEST_MANUAL_YEARS} years (from ${oldest}).`);
      const id = await insertDispute(db, {
        userId: user.id,
        analysisId: null,
        collectorName: redactText(body.collector_name),
        debtAmount: null,
        accountLast4: null,
        letterKind: body.letter_kind,
        // The letter existed by the day it was sent: the dispute opens then, so its clocks run from it.
        now: zonedToInstant(body.sent_date, '12:00', timeZone),
      });
      const event = await insertEvent(db, {
        disputeId: id,
        type: 'letter_sent',
        occurredOn: body.sent_date,
        method: body.method,
        trackingNumber: body.tracking_number ? body.tracking_number.replace(/\s+/g, ' ').toUpperCase() : null,
        notes: body.notes ? redactText(body.notes) : null,
      });
      await refreshStatus(user.id, id);
      const t = textIn(request, reply);
      return { success: true as const, message: t(TRACKING_SAVED_MESSAGE), dispute_id: id, event: eventIn(presentEvent(event), t) };
    },
  );

  app.post(
    '/api/dispute/:id/events',
    {
      schema: {
        tags,
        summary: 'Record what happened next: delivered, reply received (verified or not), reply read, next action taken, resolved',
        params: IdParams,
        body: RecordDisputeEventRequestSchema,
        response: { 200: RecordDisputeEventResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const dispute = await ownDispute(user.id, request.params.id);
      const timeZone = await userTimeZone(db, user.id, dispute.analysisState);
      const today = todayIn(timeZone);
      if (body.date > today) throw new AppError('invalid_input', `date: the date cannot be after today (${today}).`);
      if (body.type === 'resolved' && !body.outcome)
        throw new AppError('invalid_input', 'outcome: say how the dispute ended (won, settled, lost or withdrawn).');
      if (body.type === 'next_action_taken' && !body.action) throw new AppError('invalid_input', 'action: say which next step you took.');
      if (body.amount_saved !== undefined && body.type !== 'resolved')
        throw new AppError('invalid_input', 'amount_saved: record an amount saved only when resolving.');
      const [events] = [(await listEvents(db, [dispute.id])).get(dispute.id) ?? []];
      const sent = events.find((e) => e.type === 'letter_sent');
      if ((body.type === 'letter_delivered' || body.type === 'reply_received') && !sent)
        throw new AppError('invalid_input', 'Record the date the letter was sent first.');
      if (sent && (body.type === 'letter_delivered' || body.type === 'reply_received') && body.date < sent.occurredOn)
        throw new AppError('invalid_input', `date: this cannot be before the letter was sent (${sent.occurredOn}).`);
      const data: Record<string, unknown> = {};
      if (body.type === 'reply_received' && body.verified !== undefined) data.verified = body.verified;
      if (body.type === 'next_action_taken') data.action = body.action;
      if (body.type === 'resolved') {
        data.outcome = body.outcome;
        if (body.amount_saved !== undefined) data.amount_saved_cents = Math.round(body.amount_saved * 100);
      }
      const event = await insertEvent(db, {
        disputeId: dispute.id,
        type: body.type,
        occurredOn: body.date,
        notes: body.notes ? redactText(body.notes) : null,
        data,
      });
      await refreshStatus(user.id, dispute.id);
      return { success: true as const, event: eventIn(presentEvent(event), textIn(request, reply)) };
    },
  );

  app.get(
    '/api/disputes/my-disputes',
    {
      schema: {
        tags,
        summary: "The signed-in user's disputes with status, progress, the next deadline and the smart action",
        querystring: MyDisputesQuerySchema,
        response: { 200: MyDisputesResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const inputs = await viewInputs(user.id, await listOwnDisputes(db, user.id));
      const lang = replyLang(request, reply);
      const disputes = inputs.map((i) => localizeSummary(presentSummary(i), lang)).filter((d) => !request.query.status || d.status === request.query.status);
      return { success: true as const, disputes };
    },
  );

  app.get(
    '/api/disputes/unified',
    {
      schema: {
        tags,
        summary: 'The unified tracker: action required, active, waiting, victories and the summary (spec 001 §3)',
        response: { 200: UnifiedDisputesResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const inputs = await viewInputs(user.id, await listOwnDisputes(db, user.id));
      const all = inputs.map((i) => presentSummary(i));
      const of = (category: DisputeSummary['category']) => all.filter((d) => d.category === category);
      const victories = of('victories');
      const resolved = all.filter((d) => d.status === 'resolved');
      const savedCents = inputs
        .filter((i) => victories.some((v) => v.dispute_id === i.dispute.id))
        .reduce((sum, i) => {
          const r = i.events.filter((e) => e.type === 'resolved').at(-1);
          return sum + (typeof r?.data.amount_saved_cents === 'number' ? r.data.amount_saved_cents : 0);
        }, 0);
      const actionRequired = of('action_required');
      const alerts = all.filter((d) => d.next_deadline && (d.next_deadline.days_remaining ?? 99) <= 5);
      const breaches = all.filter((d) => d.smart_action.status === 'violation');
      const insights = [
        ...(actionRequired.length
          ? [
              {
                type: 'action_required',
                icon: 'alert',
                message: `${actionRequired.length} dispute${actionRequired.length === 1 ? ' needs' : 's need'} your action.`,
              },
            ]
          : []),
        ...(alerts.length
          ? [
              {
                type: 'deadline',
                icon: 'clock',
                message: `${alerts.length} dispute${alerts.length === 1 ? ' has a deadline' : 's have deadlines'} within 5 days.`,
              },
            ]
          : []),
        ...(breaches.length
          ? [{ type: 'violation', icon: 'shield', message: `Likely violations recorded in ${breaches.length} dispute${breaches.length === 1 ? '' : 's'}.` }]
          : []),
      ];
      return localizeUnified(
        {
          success: true as const,
          active: all.filter((d) => d.status !== 'resolved'),
          action_required: actionRequired,
          waiting: of('waiting'),
          victories,
          summary: {
            total_active: all.filter((d) => d.status !== 'resolved').length,
            total_victories: victories.length,
            total_saved: savedCents / 100,
            success_rate: resolved.length ? Math.round((victories.length / resolved.length) * 100) : null,
            insights,
          },
        },
        replyLang(request, reply),
      );
    },
  );

  app.get(
    '/api/dispute/:id/status',
    {
      schema: {
        tags,
        summary: 'One dispute: timeline, legal clocks, warning, steps, alerts, contact-log findings, insights and the estimate',
        params: IdParams,
        response: { 200: DisputeStatusResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const dispute = await ownDispute(user.id, request.params.id);
      const [input] = await viewInputs(user.id, [dispute]);
      const outcomes = collectorOutcomes(await collectorOutcomeRows(db, dispute.collectorName));
      return { success: true as const, dispute: localizeDetail(presentDetail(input!, outcomes), replyLang(request, reply)) };
    },
  );

  const contactLog = async (userId: string, disputeId: string, lang: Lang) => {
    const dispute = await ownDispute(userId, disputeId);
    const [input] = await viewInputs(userId, [dispute]);
    const detail = presentDetail(input!, collectorOutcomes([]));
    return {
      success: true as const,
      time_zone: input!.timeZone,
      findings: detail.findings.map((f) => ({ ...f, summary: trackerText(f.summary, lang) })),
      entries: input!.contacts.map((c) => {
        const local = wallTime(c.at, c.timeZone);
        return {
          id: c.id,
          date: local.date,
          time: local.time,
          time_zone: c.timeZone,
          occurred_at: c.at.toISOString(),
          channel: c.channel,
          direction: c.direction,
          who: c.who,
          outcome: c.outcome ?? null,
          consent_to_call: c.consentToCall ?? false,
          notes: c.notes,
        };
      }),
    };
  };

  app.get(
    '/api/dispute/:id/contacts',
    {
      schema: {
        tags,
        summary: 'The contact log of a dispute with what the clocks engine finds in it',
        params: IdParams,
        response: { 200: ContactLogResponseSchema, ...Errors },
      },
    },
    async (request, reply) => contactLog(requireUser(request).id, request.params.id, replyLang(request, reply)),
  );

  app.post(
    '/api/dispute/:id/contacts',
    {
      schema: {
        tags,
        summary: 'Log a call or message (local date and time in the consumer\u2019s time zone); answers the log and its findings',
        params: IdParams,
        body: ContactEntryRequestSchema,
        response: { 200: ContactLogResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      checkTimeZone(body.time_zone);
      const dispute = await ownDispute(user.id, request.params.id);
      if (body.time_zone) await rememberTimeZone(db, user.id, body.time_zone);
      const timeZone = body.time_zone ?? (await userTimeZone(db, user.id, dispute.analysisState));
      const at = zonedToInstant(body.date, body.time, timeZone);
      if (at.getTime() > Date.now()) throw new AppError('invalid_input', 'date: a contact cannot be logged in the future.');
      await insertContact(db, {
        disputeId: dispute.id,
        occurredAt: at,
        timeZone,
        channel: body.channel,
        direction: body.direction,
        who: redactText(body.who),
        outcome: body.outcome ?? null,
        consentToCall: body.consent_to_call ?? false,
        notes: body.notes ? redactText(body.notes) : null,
      });
      await refreshStatus(user.id, dispute.id);
      return contactLog(user.id, dispute.id, replyLang(request, reply));
    },
  );

  /**
   * The collector's reply, read like a letter (extract: text layer or OCR; facts; rules) and judged as
   * a reply. The file is read in memory and dropped: the dispute keeps the judgment (derived facts),
   * and the original only when the user chose "keep in my case file" (encrypted, ./case-files.ts).
   */
  const uploadResponse = async (request: FastifyRequest<{ Params: { id: string } }>, httpReply: FastifyReply) => {
    const user = requireUser(request);
    const dispute = await ownDispute(user.id, request.params.id);
    const { files, fields } = await readLetterParts(request);
    const disputeType = fields.get('dispute_type');
    if (disputeType !== undefined && disputeType !== 'debt_collection' && disputeType !== 'credit_dispute')
      throw new AppError('invalid_input', 'dispute_type: use debt_collection or credit_dispute.');
    // "Keep in my case file": refused before anything is read when this server keeps no files.
    const keep = fields.get(KEEP_IN_CASE_FILE_FIELD) === 'true';
    const vault = keep ? requireVault(app.caseFileVault) : null;
    const timeZone = await userTimeZone(db, user.id, dispute.analysisState);
    const today = todayIn(timeZone);
    const received = fields.get('received_date')?.trim() || today;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(received) || received > today)
      throw new AppError('invalid_input', `received_date: use a date up to today (${today}), YYYY-MM-DD.`);
    const events = (await listEvents(db, [dispute.id])).get(dispute.id) ?? [];
    const sent = events.find((e) => e.type === 'letter_sent');
    const state = dispute.analysisState ?? 'CA';
    const doc = await extractLetter(files);
    const result = analyzeDocument(doc, { answers: { state, ...(sent ? { disputeSentDate: sent.occurredOn } : {}) }, today });
    const reply = summarizeAnalysis(result, state);
    const names = (facts: typeof reply.facts | null) =>
      [facts?.currentCreditor?.value, facts?.originalCreditor?.value].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    // The amount the reply claims: the analyzer's debt amount, else the one amount the reply states.
    const stated = [...new Set((reply.facts.amounts ?? []).map((a) => a.value))];
    const replyAmount = reply.debtAmount ?? (stated.length === 1 ? (stated[0] as number) : null);
    const judgment = judgeReply(
      { text: doc.text, amount: replyAmount, creditors: names(reply.facts), findings: reply.findings, ocrConfidence: doc.confidence },
      {
        amount: dispute.debtAmountCents === null ? null : dispute.debtAmountCents / 100,
        creditors: names(dispute.analysisFacts),
        letterKind: dispute.letterKind,
      },
      dispute.analysisFindingIds,
    );
    const { letter: letterKind, ...smartAction } = replyAction(judgment, reply.findings);
    // Kept by default: the judgment and the reply's text with SSNs and account numbers masked (the evidence a dispute needs for months).
    const { documentText } = createRedactor(doc.text, result.facts);
    const event = await insertEvent(db, {
      disputeId: dispute.id,
      type: 'reply_received',
      occurredOn: received,
      data: { ...judgment, masked_text: documentText.slice(0, MAX_KEPT_REPLY_CHARS) },
    });
    await insertEvent(db, { disputeId: dispute.id, type: 'reply_read', occurredOn: today, data: {} });
    const keptFiles = vault ? await keepInCaseFile(db, vault, { userId: user.id, disputeId: dispute.id, eventId: event.id }, files) : null;
    await refreshStatus(user.id, dispute.id);
    const letter =
      letterKind === 'continued_dispute'
        ? generateCounterResponse({
            responseType: 'continued_dispute',
            date: today,
            facts: dispute.analysisFacts ?? undefined,
            findings: [],
            state,
            ...(sent ? { previousLetterDate: sent.occurredOn } : {}),
            collectorResponseDate: received,
          })
        : null;
    const t = textIn(request, httpReply);
    return {
      success: true as const,
      message: t(RESPONSE_ANALYZED_MESSAGE),
      smart_action: { ...smartAction, message: t(smartAction.message), next_steps: smartAction.next_steps.map(t), legal_impact: t(smartAction.legal_impact) },
      response_data: judgment,
      letter: letter ? { kind: letter.kind, subject: letter.subject, content: letter.body } : null,
      event_id: event.id,
      ...(keptFiles ? { kept_files: keptFiles } : {}),
    };
  };
  for (const url of ['/api/dispute/:id/upload-response', '/api/dispute/:id/response'])
    app.post(
      url,
      {
        schema: {
          tags,
          summary: "Upload the collector's reply (pdf, jpg, jpeg, png): read, judged as a reply, and the smart action with its letter",
          params: IdParams,
          response: { 200: UploadResponseResponseSchema, ...Errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
        },
      },
      uploadResponse,
    );

  app.post(
    '/api/dispute/:id/counter-response',
    {
      schema: {
        tags,
        summary: 'A counter-response letter (continued dispute, settlement offer, cease and desist) once the collector answered',
        params: IdParams,
        body: CounterResponseRequestSchema,
        response: { 200: CounterResponseResponseSchema, ...Errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const dispute = await ownDispute(user.id, request.params.id);
      const [input] = await viewInputs(user.id, [dispute]);
      const summary = presentSummary(input!);
      if (summary.total_interactions === 0) throw new AppError('conflict', COUNTER_RESPONSE_NEEDS_INTERACTION);
      const sent = input!.events.find((e) => e.type === 'letter_sent');
      const reply = input!.events
        .filter((e) => e.type === 'reply_received')
        .sort((a, b) => (a.occurredOn < b.occurredOn ? -1 : 1))
        .at(-1);
      const consumer = await profileConsumer(db, user.id);
      const letter = generateCounterResponse({
        responseType: body.response_type,
        date: input!.today,
        ...(consumer ? { consumer } : {}),
        facts: dispute.analysisFacts ?? undefined,
        findings: [],
        state: dispute.analysisState ?? undefined,
        ...(sent ? { previousLetterDate: sent.occurredOn } : {}),
        ...(reply ? { collectorResponseDate: reply.occurredOn } : {}),
        ...(body.response_type === 'settlement_offer'
          ? { offer: { percent: body.offer_percent, amount: body.offer_amount }, ...(summary.debt_amount !== null ? { balance: summary.debt_amount } : {}) }
          : {}),
      });
      await insertEvent(db, { disputeId: dispute.id, type: 'next_action_taken', occurredOn: input!.today, data: { action: body.response_type } });
      await refreshStatus(user.id, dispute.id);
      // A letter DebtShield writes is part of the debt plans, here as on the results page and in the
      // power letter (decision 024): without debt access, the first paragraph only.
      const full = computeAccess(await loadAccountState(db, user.id)).canAccessDebt;
      return {
        success: true as const,
        letter: full
          ? { kind: letter.kind, subject: letter.subject, content: letter.body, notes: letter.notes, is_preview: false }
          : { kind: letter.kind, subject: letter.subject, content: letter.paragraphs[0] ?? '', notes: [], is_preview: true },
      };
    },
  );

  app.get(
    '/api/dispute/:id/complaint-draft',
    {
      schema: {
        tags,
        summary:
          'A CFPB complaint drafted from the dispute: product, issue and sub-issue as the CFPB names them, a dated narrative without account numbers, attachments',
        params: IdParams,
        response: { 200: ComplaintDraftResponseSchema, ...Errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const dispute = await ownDispute(user.id, request.params.id);
      if (dispute.type === 'credit_dispute') throw new AppError('conflict', COMPLAINT_DRAFT_DEBT_ONLY);
      const [input] = await viewInputs(user.id, [dispute]);
      const detail = presentDetail(input!, collectorOutcomes([]));
      const hints = (dispute.analysisFacts as { debtTypeHints?: { value?: unknown }[] } | null)?.debtTypeHints ?? [];
      const complaint = draftComplaint({
        collectorName: dispute.collectorName,
        debtType: typeof hints[0]?.value === 'string' ? hints[0].value : null,
        letterKind: dispute.letterKind,
        events: input!.events,
        deadlines: deadlinesOf(input!),
        findings: detail.findings,
      });
      return { success: true as const, complaint };
    },
  );
};
