import { buildCalendar, defaultTimeZoneForState, todayIn, type IsoDate } from '@debtshield/clocks';
import {
  CaliforniaAnswerRequestSchema,
  CaliforniaAnswerResponseSchema,
  ErrorResponseSchema,
  LawsuitAnsweredRequestSchema,
  LawsuitFactsSchema,
  LawsuitListResponseSchema,
  LawsuitParamsSchema,
  LawsuitPlanResponseSchema,
  LawsuitSaveResponseSchema,
  SERVICE_METHODS,
  TexasAnswerRequestSchema,
  TexasAnswerResponseSchema,
  type LawsuitFacts,
} from '@debtshield/contracts';
import { disputes, lawsuits, type Database } from '@debtshield/db';
import {
  AnswerDeadlineError,
  answerRulesFor,
  computeAnswerDeadline,
  countsFromMailing,
  draftCaliforniaGeneralDenial,
  draftTexasAnswer,
  possibleDefenses,
  type AnswerDeadline,
  type TexasCourt,
} from '@debtshield/lawsuits';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ErrorResponses } from '../../platform/responses';
import { insertEvent, userTimeZone } from '../disputes/disputes.repository';
import { gatherKnowledge } from './lawsuit-knowledge';
import {
  presentCaliforniaDraft,
  presentDeadline,
  presentDefense,
  presentExemptions,
  presentHelp,
  presentLawsuit,
  presentRule,
  presentTexasDraft,
} from './present-lawsuit';

/**
 * When the collector sues (issue 28, decisions 027 and 028). The plan (deadline, defenses, help,
 * exemptions) and the draft answers (California, Texas justice court) are open to everyone and store nothing: the deadline
 * is never behind a sign-in or a plan. Saving a lawsuit puts its answer date on the tracker's clocks
 * (a `lawsuit_served` event on the debt's dispute), so the reminders and the calendar file carry it.
 */

const LAWSUIT_LIST_LIMIT = 50;

const todayFor = async (db: Database, userId: string | null, state: string): Promise<IsoDate> =>
  todayIn(userId ? await userTimeZone(db, userId, state) : defaultTimeZoneForState(state));

const deadlineOf = (facts: LawsuitFacts, today: IsoDate): AnswerDeadline => {
  try {
    return computeAnswerDeadline({
      state: facts.state,
      level: facts.court_level,
      servedOn: facts.served_on,
      ...(facts.service_method ? { method: facts.service_method } : {}),
      dateOnPapers: facts.date_on_papers ?? null,
      mailedOn: facts.mailed_on ?? null,
      statedDays: facts.stated_days ?? null,
      today,
    });
  } catch (error) {
    if (error instanceof AnswerDeadlineError)
      throw new AppError(
        'invalid_input',
        error.code === 'served_in_future'
          ? 'served_on: the day you were served cannot be after today.'
          : error.code === 'mailed_after_service'
            ? 'mailed_on: the papers cannot have been mailed after the day they reached you.'
            : `served_on: ${error.message}`,
      );
    throw error;
  }
};

export const lawsuitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post(
    '/api/lawsuits/plan',
    {
      schema: {
        tags: ['lawsuits'],
        summary: 'The answer deadline of a suit, the defenses that may apply, legal aid and lawyer referral, and garnishment exemptions (nothing is stored)',
        body: LawsuitFactsSchema,
        response: { 200: LawsuitPlanResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const facts = request.body;
      const userId = request.user?.id ?? null;
      const today = await todayFor(db, userId, facts.state);
      const deadline = deadlineOf(facts, today);
      const known = await gatherKnowledge(db, userId, facts, facts.served_on);
      const rules = answerRulesFor(facts.state)!;
      return {
        success: true as const,
        today,
        deadline: presentDeadline(deadline),
        rules: { general: presentRule(rules.general), limited: presentRule(rules.limited) },
        defenses: possibleDefenses(known.knowledge).map(presentDefense),
        known_from: { dispute_id: known.disputeId, analyses: known.analysesRead },
        help: presentHelp(facts.state),
        exemptions: presentExemptions(facts.state),
        answer_forms: ['CA' as const, 'TX' as const],
      };
    },
  );

  app.post(
    '/api/lawsuits/answer/california',
    {
      schema: {
        tags: ['lawsuits'],
        summary:
          "A draft of California's General Denial (Judicial Council form PLD-050) filled from what the person entered, with the filing steps and fees (nothing is stored)",
        body: CaliforniaAnswerRequestSchema,
        response: { 200: CaliforniaAnswerResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const draft = draftCaliforniaGeneralDenial({
        defendantName: b.defendant_name,
        defendantAddress: b.defendant_address,
        defendantPhone: b.defendant_phone ?? null,
        defendantEmail: b.defendant_email ?? null,
        county: b.county,
        courtAddress: b.court_address ?? null,
        plaintiff: b.plaintiff,
        caseNumber: b.case_number,
        limitedCivil: b.limited_civil,
        complaintVerified: b.complaint_verified,
        assignedClaim: b.assigned_claim,
        amountClaimedCents: b.amount_claimed == null ? null : Math.round(b.amount_claimed * 100),
        defenses: b.defenses.map((d) => ({ id: d.id, answerText: d.answer_text })),
        date: b.date,
      });
      return presentCaliforniaDraft(draft);
    },
  );

  app.post(
    '/api/lawsuits/answer/texas',
    {
      schema: {
        tags: ['lawsuits'],
        summary:
          'A draft written answer (general denial) for a Texas justice, county or district court, filled from what the person entered, with the filing steps and the fees as the courts publish them (nothing is stored)',
        body: TexasAnswerRequestSchema,
        response: { 200: TexasAnswerResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const court: TexasCourt =
        b.court_kind === 'district'
          ? { kind: 'district', districtNumber: b.court_number ?? '' }
          : b.court_kind === 'county'
            ? { kind: 'county', courtAtLawNumber: b.court_number || null }
            : { kind: 'justice', precinct: b.precinct ?? '', place: b.place || null };
      return presentTexasDraft(
        draftTexasAnswer({
          defendantName: b.defendant_name,
          defendantAddress: b.defendant_address,
          defendantPhone: b.defendant_phone ?? null,
          defendantEmail: b.defendant_email ?? null,
          county: b.county,
          court,
          plaintiff: b.plaintiff,
          plaintiffServiceAddress: b.plaintiff_service_address ?? null,
          caseNumber: b.case_number,
          serviceMethod: b.service_method ?? null,
          defenses: b.defenses.map((d) => ({ id: d.id, answerText: d.answer_text })),
          date: b.date,
        }),
      );
    },
  );

  app.post(
    '/api/lawsuits',
    {
      schema: {
        tags: ['lawsuits'],
        summary: "Keep a lawsuit: its answer date goes on the tracker's clocks (the debt's dispute, or a new one), with reminders and the calendar file",
        body: LawsuitFactsSchema,
        response: { 200: LawsuitSaveResponseSchema, ...ErrorResponses, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const facts = request.body;
      const today = await todayFor(db, user.id, facts.state);
      const deadline = deadlineOf(facts, today);
      if (deadline.dueDate === null)
        throw new AppError(
          'invalid_input',
          deadline.status === 'needs_mailing_date'
            ? 'mailed_on: this court counts from the day the papers were mailed (the postmark); enter it to keep the suit on your clocks.'
            : 'date_on_papers: this court sets the date on the papers (a return or hearing date); enter it to keep the suit on your clocks.',
        );
      const saved = await db.transaction(async (tx) => {
        let disputeId: string | null = null;
        if (facts.dispute_id) {
          const [own] = await tx
            .select({ id: disputes.id })
            .from(disputes)
            .where(and(eq(disputes.id, facts.dispute_id), eq(disputes.userId, user.id)))
            .limit(1);
          if (!own) throw new AppError('not_found', 'That dispute was not found.');
          disputeId = own.id;
        } else {
          const [created] = await tx
            .insert(disputes)
            .values({
              userId: user.id,
              type: 'debt_collection',
              collectorName: facts.plaintiff ?? null,
              letterKind: 'lawsuit',
              status: 'active',
              debtAmountCents: facts.amount_claimed == null ? null : Math.round(facts.amount_claimed * 100),
            })
            .returning({ id: disputes.id });
          disputeId = created!.id;
        }
        const [row] = await tx
          .insert(lawsuits)
          .values({
            userId: user.id,
            disputeId,
            analysisId: facts.analysis_id ?? null,
            state: facts.state,
            courtLevel: facts.court_level,
            servedOn: facts.served_on,
            serviceMethod: facts.service_method ?? null,
            dateOnPapers: facts.date_on_papers ?? null,
            answerDue: deadline.dueDate,
            citation: deadline.rule.citation,
            court: facts.court ?? null,
            caseNumber: facts.case_number ?? null,
            plaintiff: facts.plaintiff ?? null,
            amountClaimedCents: facts.amount_claimed == null ? null : Math.round(facts.amount_claimed * 100),
          })
          .returning();
        await insertEvent(tx as unknown as Database, {
          disputeId,
          type: 'lawsuit_served',
          occurredOn: facts.served_on,
          data: {
            lawsuit_id: row!.id,
            answer_due: deadline.dueDate,
            citation: deadline.rule.citation,
            length: deadline.length,
            // Decision 065: the day the count started (the mailing date where the rule counts from it), for the tracker's clock.
            counted_from: deadline.countedFrom,
            start_date: deadline.startDate,
            state: facts.state,
            court_level: facts.court_level,
          },
        });
        return row!;
      });
      return { success: true as const, lawsuit: presentLawsuit(saved) };
    },
  );

  app.get(
    '/api/lawsuits',
    {
      schema: {
        tags: ['lawsuits'],
        summary: "The signed-in person's lawsuits, newest first",
        response: { 200: LawsuitListResponseSchema, ...ErrorResponses, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db.select().from(lawsuits).where(eq(lawsuits.userId, user.id)).orderBy(desc(lawsuits.createdAt)).limit(LAWSUIT_LIST_LIMIT);
      return { success: true as const, lawsuits: rows.map(presentLawsuit) };
    },
  );

  const ownLawsuit = async (userId: string, id: string) => {
    const [row] = await db
      .select()
      .from(lawsuits)
      .where(and(eq(lawsuits.id, id), eq(lawsuits.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('not_found', 'That lawsuit was not found.');
    return row;
  };

  app.post(
    '/api/lawsuits/:id/answered',
    {
      schema: {
        tags: ['lawsuits'],
        summary: 'Record that the answer was filed (the clock is met when it was filed by the due date)',
        params: LawsuitParamsSchema,
        body: LawsuitAnsweredRequestSchema,
        response: { 200: LawsuitSaveResponseSchema, ...ErrorResponses, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await ownLawsuit(user.id, request.params.id);
      const answeredOn = request.body.answered_on;
      if (answeredOn < row.servedOn) throw new AppError('invalid_input', 'answered_on: the answer cannot come before the papers were served.');
      if (answeredOn > (await todayFor(db, user.id, row.state))) throw new AppError('invalid_input', 'answered_on: the date cannot be in the future.');
      const [updated] = await db.update(lawsuits).set({ answeredOn }).where(eq(lawsuits.id, row.id)).returning();
      if (row.disputeId) await insertEvent(db, { disputeId: row.disputeId, type: 'lawsuit_answered', occurredOn: answeredOn, data: { lawsuit_id: row.id } });
      return { success: true as const, lawsuit: presentLawsuit(updated!) };
    },
  );

  app.get(
    '/api/lawsuits/:id/calendar.ics',
    {
      schema: {
        tags: ['lawsuits'],
        summary: 'The answer date as a calendar file (iCalendar)',
        params: LawsuitParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar'), ...ErrorResponses, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await ownLawsuit(user.id, request.params.id);
      const rules = answerRulesFor(row.state);
      const rule = rules ? (row.courtLevel === 'general' ? rules.general : rules.limited) : null;
      const serviceMethod = SERVICE_METHODS.find((m) => m === row.serviceMethod);
      // Decision 065: say what the date was counted from where it is not the day of service.
      const countedFrom =
        rule && countsFromMailing(rule, serviceMethod) ? ' It was counted from the day the papers were mailed to you, not the day they arrived.' : '';
      const calendar = buildCalendar(row.answerDue ? [{ date: row.answerDue, label: 'Answer the lawsuit', source: row.citation }] : [], {
        uidPrefix: `lawsuit-${row.id}`,
        calendarName: 'DebtShield lawsuit deadline',
        summary: (c) => `${c.label}${row.plaintiff ? ` (${row.plaintiff})` : ''}${row.caseNumber ? `, case ${row.caseNumber}` : ''}`,
        description: (c) =>
          `${c.label}: file your answer with the court by this date.${countedFrom} Rule: ${c.source}. Verify the date with the court clerk. Legal information, not legal advice.`,
        today: await todayFor(db, user.id, row.state),
        keepPast: true,
      });
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'attachment; filename="lawsuit-deadline.ics"').send(calendar);
    },
  );
};
