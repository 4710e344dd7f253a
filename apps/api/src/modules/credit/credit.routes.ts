import {
  CREDIT_MESSAGES,
  CreditRepairGenerateRequestSchema,
  ErrorResponseSchema,
  GenerateCreditDisputesRequestSchema,
  GenerateCreditDisputesResponseSchema,
} from '@debtshield/contracts';
import { computeAccess } from '@debtshield/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { requestLang } from '../../platform/request-lang';
import { ErrorResponses } from '../../platform/responses';
import { loadAccountState } from '../accounts/accounts.repository';
import { creditDisputeLetters, fromCreditRepairRequest } from './credit-letters';

const Errors = { ...ErrorResponses, 401: ErrorResponseSchema, 402: ErrorResponseSchema } as const;
const isoToday = (): string => new Date().toISOString().slice(0, 10);

/**
 * The credit dispute generator (spec 001 §2.6, §7; issue 16): one bureau dispute per bureau chosen,
 * signed-in users whose plan includes credit help (canAccessCredit, decided when the request is
 * read). Nothing is stored (decision 016): the letters go back to the user and nowhere else.
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
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, letters: creditDisputeLetters(parsed.data, isoToday(), requestLang(request)), dispute_id: null };
    },
  );
};
