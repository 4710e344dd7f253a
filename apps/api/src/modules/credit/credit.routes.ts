import {
  CREDIT_MESSAGES,
  CreditDisputeBureausResponseSchema,
  CreditRepairGenerateRequestSchema,
  ErrorResponseSchema,
  GenerateCreditDisputesRequestSchema,
  GenerateCreditDisputesResponseSchema,
} from '@debtshield/contracts';
import { computeAccess, UNLIMITED } from '@debtshield/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { requestLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { loadAccountState } from '../accounts/accounts.repository';
import { claimBureausOrRefuse, coveredBureaus } from './credit-bureaus.repository';
import { creditDisputeLetters, fromCreditRepairRequest } from './credit-letters';

const Errors = { ...ErrorResponses, 401: ErrorResponseSchema, 402: ErrorResponseSchema } as const;
const isoToday = (): string => new Date().toISOString().slice(0, 10);

/**
 * The credit dispute generator (spec 001 §2.6, §7; issue 16): one bureau dispute per bureau chosen,
 * signed-in users whose plan includes credit help (canAccessCredit, decided when the request is
 * read). A single-bureau plan writes to the bureaus it paid for (decision 043: the bureaus are
 * claimed under the user's row lock). The letters are not stored (decision 016): they go back to the
 * user and nowhere else.
 */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  const requireCreditAccess = async (userId: string): Promise<void> => {
    if (!computeAccess(await loadAccountState(db, userId)).canAccessCredit) throw new AppError('payment_required', CREDIT_MESSAGES.requiresPlan);
  };

  app.post(
    '/api/generate-credit-disputes',
    {
      schema: {
        tags: ['credit'],
        summary: 'Write a credit-report dispute letter for each bureau chosen (credit plans only; nothing stored)',
        body: GenerateCreditDisputesRequestSchema,
        response: { 200: GenerateCreditDisputesResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await requireCreditAccess(user.id);
      await claimBureausOrRefuse(db, user.id, request.body.bureaus);
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, letters: creditDisputeLetters(request.body, isoToday(), requestLang(request)), dispute_id: null };
    },
  );

  app.post(
    '/api/credit-repair/disputes/generate',
    {
      schema: {
        tags: ['credit'],
        summary: 'The same letters, read with the credit center’s names (selected_errors, bureau); credit plans only',
        body: CreditRepairGenerateRequestSchema,
        response: { 200: GenerateCreditDisputesResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await requireCreditAccess(user.id);
      const parsed = GenerateCreditDisputesRequestSchema.safeParse(fromCreditRepairRequest(request.body));
      if (!parsed.success) throw new AppError('invalid_input', parsed.error.issues[0]?.message ?? CREDIT_MESSAGES.generateFailed);
      await claimBureausOrRefuse(db, user.id, parsed.data.bureaus);
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, letters: creditDisputeLetters(parsed.data, isoToday(), requestLang(request)), dispute_id: null };
    },
  );

  app.get(
    '/api/credit/dispute-bureaus',
    {
      schema: {
        tags: ['credit'],
        summary: 'Which credit bureaus your plan lets dispute letters go to: how many were bought (null: all) and which are taken',
        response: { 200: CreditDisputeBureausResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const access = computeAccess(await loadAccountState(db, user.id));
      void reply.header('Cache-Control', 'private, no-store');
      if (access.creditDisputeBureausLimit === UNLIMITED) return { success: true as const, bureaus_paid: null, bureaus_covered: [] };
      return { success: true as const, bureaus_paid: access.creditDisputeBureausLimit, bureaus_covered: await coveredBureaus(db, user.id) };
    },
  );
};
