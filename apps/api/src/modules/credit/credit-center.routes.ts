import { redactText, type Lang } from '@debtshield/analyzer';
import { formatLongDate, todayIn, type IsoDate } from '@debtshield/clocks';
import {
  CREDIT_MESSAGES,
  CreateCreditCenterDisputeRequestSchema,
  CreateCreditCenterDisputeResponseSchema,
  CreditCenterResponseSchema,
  CreditFollowUpResponseSchema,
  CreditReadingSchema,
  CreditReadingStartedSchema,
  CreditReportAnalysisSchema,
  ErrorResponseSchema,
  FileDisclosureRequestSchema,
  FileDisclosureResponseSchema,
  RecordCreditMailedRequestSchema,
  RecordCreditResponseRequestSchema,
  RecordCreditResponseResponseSchema,
  type CreditCenterLetter,
  type CreditReportAnalysis,
} from '@debtshield/contracts';
import { creditCenterDisputes, creditReports } from '@debtshield/db';
import { BUREAU_NAMES, generateFileDisclosureRequest, type ConsumerDetails, type CreditDisputeItem, type PrintedBureauAddress } from '@debtshield/letters';
import { computeAccess } from '@debtshield/plans';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { replyLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { localizeCreditDispute, trackerText } from '../disputes/tracker-texts';
import { letterNoteText } from '../letters/letter-notes-texts';
import { localizeReport } from './credit-texts';
import { REPORT_MESSAGES, REPORT_MORE_TYPES } from './read-report-upload';
import { loadAccountState } from '../accounts/accounts.repository';
import { creditReadingState, readAndStoreReport, requireScanLeft, startCreditReading } from './credit-readings';
import { claimBureausOrRefuse } from './credit-bureaus.repository';
import { readLetterParts } from '../analysis/read-upload';
import { checkTimeZone, rememberTimeZone, userTimeZone } from '../disputes/disputes.repository';
import { DisputeRefused, letterOut, nextStep, planDispute, presentDispute, type StoredDispute, type StoredRecipient } from './credit-center';

const Errors = { ...ErrorResponses, 401: ErrorResponseSchema, 402: ErrorResponseSchema } as const;
const tags = ['credit'];
const IdParams = z.object({ id: z.uuid('This is not a dispute of yours.') });

const NOT_FOUND = 'We could not find this dispute in your account.';

type DisputeRow = typeof creditCenterDisputes.$inferSelect;
type StoredFindings = { disputeItems: CreditDisputeItem[]; printedAddress?: PrintedBureauAddress & { bureau: string } };

const stored = (row: DisputeRow): StoredDispute => ({
  id: row.id,
  createdAt: row.createdAt,
  sentOn: row.sentOn,
  summary: row.summary,
  items: row.items as string[],
  recipients: row.recipients as StoredRecipient[],
});

/**
 * The credit repair center (spec 001 §2.5, §2.7; issue 16; decision 019), for signed-in users whose
 * plan includes credit help, decided when each request is read: read a report (the file is read in
 * memory and never kept; what was read is stored for its owner, masked by the parser), dispute
 * findings with the bureaus and furnishers, record each answer and get the next letter.
 */

/** A letter's notes in the reader's language (the letter itself stays English: it goes to a bureau or a furnisher). */
const notesIn = (letter: CreditCenterLetter, lang: Lang): CreditCenterLetter => ({ ...letter, notes: letter.notes.map((n) => letterNoteText(n, lang)) });

export const creditCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  const creditUser = async (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (!computeAccess(await loadAccountState(db, user.id)).canAccessCredit) throw new AppError('payment_required', CREDIT_MESSAGES.requiresPlan);
    return user;
  };
  /**
   * Today on the person's calendar: the zone their browser sent with the date (checked, and remembered
   * when none is stored yet, as the tracker does), else the one stored, else the fallback.
   */
  const today = async (userId: string, timeZone?: string): Promise<IsoDate> => {
    checkTimeZone(timeZone);
    if (timeZone) {
      await rememberTimeZone(db, userId, timeZone);
      return todayIn(timeZone);
    }
    return todayIn(await userTimeZone(db, userId, null));
  };

  const ownDispute = async (userId: string, id: string): Promise<DisputeRow> => {
    const [row] = await db
      .select()
      .from(creditCenterDisputes)
      .where(and(eq(creditCenterDisputes.id, id), eq(creditCenterDisputes.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    return row;
  };

  app.post(
    '/api/credit-repair/analyze',
    {
      schema: {
        tags,
        summary: 'Read a credit report (PDF, jpg, png): every item with its evidence, the errors found and what only you can confirm',
        consumes: ['multipart/form-data'],
        response: { 200: CreditReportAnalysisSchema, ...Errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      // A credit_single purchase pays for one report read (issue 24, item 4): refused before reading
      // when none is left, and used atomically once a report was read (two uploads at once use one).
      await requireScanLeft(db, user.id);
      const { files, fields } = await readLetterParts(request, REPORT_MORE_TYPES);
      const { reportId, presented } = await readAndStoreReport({ db, userId: user.id, files, state: fields.get('state') ?? null });
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, reportId, ...localizeReport(presented, replyLang(request, reply)) };
    },
  );

  app.post(
    '/api/credit-repair/readings',
    {
      schema: {
        tags,
        summary: 'Start reading a credit report (PDF, jpg, png): answers at once with the reading’s id; follow it page by page at GET …/readings/:id',
        consumes: ['multipart/form-data'],
        response: { 202: CreditReadingStartedSchema, ...Errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      // Refused at once when no read is left; the read is used when the report has been read (the job).
      await requireScanLeft(db, user.id);
      const { files, fields } = await readLetterParts(request, REPORT_MORE_TYPES);
      if (files.length === 0) throw new AppError('invalid_input', REPORT_MESSAGES.empty);
      const readingId = await startCreditReading(app, user, files, fields.get('state') ?? null);
      void reply.code(202).header('Cache-Control', 'private, no-store');
      return { success: true as const, readingId };
    },
  );

  app.get(
    '/api/credit-repair/readings/:id',
    {
      schema: {
        tags,
        summary: 'A report being read: pages read of pages in all; then the report (as POST /analyze answers) or why it could not be read',
        params: z.object({ id: z.uuid('This is not a reading of yours.') }),
        response: { 200: CreditReadingSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      void reply.header('Cache-Control', 'private, no-store');
      return creditReadingState(db, user.id, request.params.id, replyLang(request, reply));
    },
  );

  app.get(
    '/api/credit-repair/center',
    {
      schema: {
        tags,
        summary: 'The credit repair center: your disputes with their clocks, and counts of your own reports and letters',
        response: { 200: CreditCenterResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      const date = await today(user.id);
      const rows = await db.select().from(creditCenterDisputes).where(eq(creditCenterDisputes.userId, user.id)).orderBy(desc(creditCenterDisputes.createdAt));
      const reports = await db.select({ analysis: creditReports.analysis }).from(creditReports).where(eq(creditReports.userId, user.id));
      const [reportCount] = await db.select({ n: count() }).from(creditReports).where(eq(creditReports.userId, user.id));
      void reply.header('Cache-Control', 'private, no-store');
      return {
        success: true as const,
        disputes: rows.map((r) => localizeCreditDispute(presentDispute(stored(r), date), replyLang(request, reply))),
        reportsRead: reportCount?.n ?? 0,
        findingsFound: reports.reduce((n, r) => n + ((r.analysis as { findings?: unknown[] }).findings?.length ?? 0), 0),
        lettersMade: rows.reduce((n, r) => n + (r.letters as unknown[]).length, 0),
      };
    },
  );

  app.post(
    '/api/credit-repair/disputes',
    {
      schema: {
        tags,
        summary: 'Dispute findings of a report you uploaded with the bureaus chosen (and the furnisher): one letter per recipient',
        body: CreateCreditCenterDisputeRequestSchema,
        response: { 200: CreateCreditCenterDisputeResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      // What the person typed (name, address, answers) may hold an SSN or a card number: masked before
      // the dispute, its letters and its stored details are made from it (decision 023).
      const typed = request.body;
      const body = {
        ...typed,
        userInfo: {
          ...typed.userInfo,
          name: redactText(typed.userInfo.name),
          address: redactText(typed.userInfo.address),
          cityStateZip: redactText(typed.userInfo.cityStateZip),
        },
        answers: Object.fromEntries(Object.entries(typed.answers).map(([k, v]) => [k, redactText(v)])),
      };
      const [report] = await db
        .select()
        .from(creditReports)
        .where(and(eq(creditReports.id, body.reportId), eq(creditReports.userId, user.id)))
        .limit(1);
      if (!report) throw new AppError('not_found', 'We could not find this report in your account. Upload it again.');
      const date = await today(user.id);
      let plan;
      try {
        plan = planDispute(report.analysis as Omit<CreditReportAnalysis, 'success'>, body, date);
      } catch (error) {
        if (error instanceof DisputeRefused) throw new AppError('invalid_input', error.message);
        throw error;
      }
      // A single-bureau plan writes to the bureaus it paid for (decision 043); the furnisher is not a bureau.
      await claimBureausOrRefuse(db, user.id, body.bureaus);
      const [row] = await db
        .insert(creditCenterDisputes)
        .values({
          userId: user.id,
          reportId: report.id,
          summary: plan.summary,
          items: plan.items,
          findings: { chosen: plan.findings, disputeItems: plan.disputeItems, ...(plan.printedAddress ? { printedAddress: plan.printedAddress } : {}) },
          consumer: plan.consumer,
          recipients: plan.recipients,
          letters: plan.letters,
          sentOn: date,
        })
        .returning({ id: creditCenterDisputes.id });
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, disputeId: row!.id, letters: plan.letters.map((l) => notesIn(l, replyLang(request, reply))) };
    },
  );

  app.post(
    '/api/credit-repair/disputes/:id/mailed',
    {
      schema: {
        tags,
        summary: 'Record that the letter to a bureau (or the furnisher) was mailed, and when: its 30-day clock starts from it',
        params: IdParams,
        body: RecordCreditMailedRequestSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      const row = await ownDispute(user.id, request.params.id);
      const body = request.body;
      const date = await today(user.id, body.time_zone);
      if (body.date > date) throw new AppError('invalid_input', `date: use a date up to today (${date}).`);
      if (body.date < row.sentOn) throw new AppError('invalid_input', `date: this cannot be before the letter was sent (${row.sentOn}).`);
      const recipients = row.recipients as StoredRecipient[];
      const target = recipients.find((r) => r.recipient === body.recipient);
      if (!target) throw new AppError('invalid_input', `This dispute went to ${recipients.map((r) => r.recipientName).join(', ')}.`);
      const updated = recipients.map((r) => (r === target ? { ...r, mailedOn: body.date } : r));
      await db.update(creditCenterDisputes).set({ recipients: updated }).where(eq(creditCenterDisputes.id, row.id));
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const };
    },
  );

  app.post(
    '/api/credit-repair/disputes/:id/responses',
    {
      schema: {
        tags,
        summary: "Record a bureau's (or furnisher's) answer: deleted, updated, verified, frivolous, no response, reinserted — and get the next letter",
        params: IdParams,
        body: RecordCreditResponseRequestSchema,
        response: { 200: RecordCreditResponseResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      const row = await ownDispute(user.id, request.params.id);
      const body = request.body;
      const date = await today(user.id, body.time_zone);
      if (body.date > date) throw new AppError('invalid_input', `date: use a date up to today (${date}).`);
      if (body.date < row.sentOn) throw new AppError('invalid_input', `date: the answer cannot come before the dispute was written (${row.sentOn}).`);
      const recipients = row.recipients as StoredRecipient[];
      const target = recipients.find((r) => r.recipient === body.recipient);
      if (!target) throw new AppError('invalid_input', `recipient: this dispute went to ${recipients.map((r) => r.recipientName).join(', ')}.`);
      const updated = recipients.map((r) =>
        // The bureau's answer as the person copied it may quote a full SSN or account number: masked before it is stored.
        r === target ? { ...r, response: body.response, respondedOn: body.date, ...(body.details ? { details: redactText(body.details) } : {}) } : r,
      );
      const { disputeItems, printedAddress } = row.findings as StoredFindings;
      const step = nextStep(target, body.response, {
        ...(printedAddress && target.bureau === printedAddress.bureau ? { printedAddress } : {}),
        date,
        sentOn: row.sentOn,
        answeredOn: body.date,
        consumer: row.consumer as ConsumerDetails,
        items: disputeItems,
      });
      const letters = step.letter ? [...(row.letters as CreditCenterLetter[]), step.letter] : (row.letters as CreditCenterLetter[]);
      await db.update(creditCenterDisputes).set({ recipients: updated, letters }).where(eq(creditCenterDisputes.id, row.id));
      void reply.header('Cache-Control', 'private, no-store');
      const lang = replyLang(request, reply);
      return { success: true as const, message: trackerText(step.message, lang), letter: step.letter && notesIn(step.letter, lang) };
    },
  );

  app.post(
    '/api/credit-repair/letters/file-disclosure',
    {
      schema: {
        tags,
        summary: "Write the FCRA 609 request for a bureau's whole file (it shows the file; it deletes nothing); nothing stored",
        body: FileDisclosureRequestSchema,
        response: { 200: FileDisclosureResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      const { bureau, userInfo } = request.body;
      const date = await today(user.id);
      const consumer: ConsumerDetails = {
        name: userInfo.name,
        addressLines: [userInfo.address, userInfo.cityStateZip],
        ...(userInfo.ssnLast4 ? { ssnLast4: userInfo.ssnLast4 } : {}),
      };
      const letter = generateFileDisclosureRequest({ bureau, date, consumer });
      void reply.header('Cache-Control', 'private, no-store');
      return {
        success: true as const,
        letter: notesIn(letterOut(bureau, BUREAU_NAMES[bureau], letter, letter.bureauAddress, date), replyLang(request, reply)),
      };
    },
  );

  app.get(
    '/api/credit-repair/disputes/:id/follow-up',
    {
      schema: {
        tags,
        summary: 'The follow-up check of a dispute: where each recipient stands and the next letter, when one is due',
        params: IdParams,
        response: { 200: CreditFollowUpResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = await creditUser(request);
      const row = await ownDispute(user.id, request.params.id);
      const date = await today(user.id);
      const lang = replyLang(request, reply);
      const dispute = localizeCreditDispute(presentDispute(stored(row), date), lang);
      const recipients = row.recipients as StoredRecipient[];
      const { disputeItems, printedAddress } = row.findings as StoredFindings;
      // The first recipient whose answer (or silence past its clock) calls for a letter.
      const due = recipients.find(
        (r, i) =>
          r.response === 'verified' || r.response === 'frivolous' || r.response === 'reinserted' || (!r.response && dispute.recipients[i]?.clock?.overdue),
      );
      void reply.header('Cache-Control', 'private, no-store');
      if (!due) {
        const open = dispute.recipients.filter((r) => !r.response);
        return {
          success: true as const,
          dispute,
          letter: null,
          message: trackerText(
            open.length
              ? `Nothing to send yet: ${open.map((r) => `${r.recipientName} has until ${r.clock?.due ? formatLongDate(r.clock.due) : 'its deadline'}`).join('; ')}.`
              : 'Every recipient has answered. Check your reports for the changes they describe.',
            lang,
          ),
        };
      }
      const step = nextStep(due, due.response ?? 'no_response', {
        ...(printedAddress && due.bureau === printedAddress.bureau ? { printedAddress } : {}),
        date,
        sentOn: row.sentOn,
        answeredOn: due.respondedOn ?? date,
        consumer: row.consumer as ConsumerDetails,
        items: disputeItems,
      });
      return { success: true as const, dispute, message: trackerText(step.message, lang), letter: step.letter && notesIn(step.letter, lang) };
    },
  );
};
