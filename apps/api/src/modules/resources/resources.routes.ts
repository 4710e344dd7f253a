import { computeSolStatus } from '@debtshield/analyzer';
import {
  ErrorResponseSchema,
  SolCheckRequestSchema,
  SolCheckResponseSchema,
  TemplateParamsSchema,
  TemplateResponseSchema,
  UserDocumentsResponseSchema,
  type TemplateSlug,
} from '@debtshield/contracts';
import { paymentOrders, userDocuments } from '@debtshield/db';
import { desc, eq } from 'drizzle-orm';
import {
  generateCeaseLetter,
  generateSettlementLetter,
  generateValidationRequest,
  generateViolationNotice,
  type ConsumerDetails,
  type Letter,
} from '@debtshield/letters';
import { computeAccess } from '@debtshield/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { requestLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { loadAccountState } from '../accounts/accounts.repository';
import { presentLetter } from '../letters/present-letter';
import { profileConsumer } from '../accounts/profile';

const isoToday = (): string => new Date().toISOString().slice(0, 10);

/**
 * The four templates: the product's own letters with every detail left as a marked blank, except the
 * person's name and address when their profile has them (issue 27).
 */
export const TEMPLATES: Record<TemplateSlug, (date: string, consumer?: ConsumerDetails) => Letter> = {
  validation: (date, consumer) => generateValidationRequest({ date, ...(consumer ? { consumer } : {}) }),
  cease: (date, consumer) => generateCeaseLetter({ date, ...(consumer ? { consumer } : {}) }),
  settlement: (date, consumer) => generateSettlementLetter({ date, ...(consumer ? { consumer } : {}) }),
  fdcpa: (date, consumer) => generateViolationNotice({ date, violations: [], ...(consumer ? { consumer } : {}) }),
};

/** Templates (plan: canAccessTemplates, decided when read) and the free tools of the dashboard. */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get(
    '/api/templates/:template',
    {
      schema: {
        tags: ['resources'],
        summary: 'A letter template with marked blanks (validation, cease, settlement, fdcpa); plans with templates only',
        params: TemplateParamsSchema,
        response: { 200: TemplateResponseSchema, ...ErrorResponses, 401: ErrorResponseSchema, 402: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const access = computeAccess(await loadAccountState(db, user.id));
      if (!access.canAccessTemplates) throw new AppError('payment_required', 'Templates are part of the monthly, lifetime and bundle plans.');
      void reply.header('Cache-Control', 'private, no-store');
      const slug = request.params.template;
      const consumer = await profileConsumer(db, user.id);
      return { success: true as const, template: { slug, letter: presentLetter(TEMPLATES[slug](isoToday(), consumer), true, requestLang(request)) } };
    },
  );

  app.get(
    '/api/user/documents',
    {
      schema: {
        tags: ['resources'],
        summary: 'The letters the signed-in user bought and keeps (a refunded one is listed without its text)',
        response: { 200: UserDocumentsResponseSchema, ...ErrorResponses, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .select({
          id: userDocuments.id,
          kind: userDocuments.kind,
          title: userDocuments.title,
          content: userDocuments.content,
          createdAt: userDocuments.createdAt,
          orderStatus: paymentOrders.status,
        })
        .from(userDocuments)
        .leftJoin(paymentOrders, eq(paymentOrders.id, userDocuments.orderId))
        .where(eq(userDocuments.userId, user.id))
        .orderBy(desc(userDocuments.createdAt))
        .limit(200);
      return {
        success: true as const,
        documents: rows.map((r) => {
          const stored = JSON.parse(r.content) as { subject: string; body: string; notes: string[] };
          return {
            id: r.id,
            kind: r.kind,
            title: r.title,
            created_at: r.createdAt.toISOString(),
            letter:
              r.orderStatus === 'refunded'
                ? null
                : { kind: r.kind, subject: stored.subject, content: stored.body, is_preview: false, notes: stored.notes, follow_up_date: null },
          };
        }),
      };
    },
  );

  app.post(
    '/api/tools/sol-check',
    {
      schema: {
        tags: ['resources'],
        summary: 'Statute of limitations check for a state and the dates the person knows (nothing is stored)',
        body: SolCheckRequestSchema,
        response: { 200: SolCheckResponseSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const sol = computeSolStatus({
        state: b.state,
        today: isoToday(),
        ...(b.last_payment_date ? { lastPaymentDate: b.last_payment_date } : {}),
        ...(b.charge_off_date ? { chargeOffDate: b.charge_off_date } : {}),
        ...(b.first_delinquency_date ? { firstDelinquencyDate: b.first_delinquency_date } : {}),
        ...(b.acknowledged_in_writing === undefined ? {} : { acknowledgedDebtInWriting: b.acknowledged_in_writing }),
      });
      void reply.header('Cache-Control', 'private, no-store');
      return {
        success: true as const,
        sol: {
          status: sol.status,
          state: sol.state,
          years: sol.years,
          runs_out_on: sol.runsOutOn ?? null,
          basis: sol.basis,
          question: sol.question?.text ?? null,
          notes: sol.notes,
          reporting_ends_on: sol.reportingEndsOn ?? null,
        },
      };
    },
  );
};
