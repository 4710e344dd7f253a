import {
  FEEDBACK_MESSAGES,
  FEEDBACK_PER_EMAIL,
  FEEDBACK_PER_IP,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  IMPLEMENTED_IDEAS_LIMIT,
  ImplementedIdeasResponseSchema,
} from '@debtshield/contracts';
import { redactText } from '@debtshield/analyzer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ErrorResponses } from '../../platform/responses';
import { feedbackInputError } from './feedback-input-error';
import { countRecentFeedback, insertFeedback, listImplementedIdeas } from './feedback.repository';
import { presentIdea } from './present-idea';

const tags = ['feedback'];

/**
 * The feedback page's form and its list of implemented ideas (spec 001 §2.10, §7). Feedback is
 * stored, never logged (text and email stay out of the logs), and limited per client address and
 * per email, counted in the database so the limit holds across instances.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post(
    '/api/feedback',
    {
      schema: {
        tags,
        summary: `Send an idea, improvement or issue (${FEEDBACK_PER_IP} an hour per client address, ${FEEDBACK_PER_EMAIL} per email)`,
        body: FeedbackRequestSchema,
        response: { 200: FeedbackResponseSchema, ...ErrorResponses },
      },
      // The spec's own words for a missing field, instead of the generic validation text.
      schemaErrorFormatter: (issues) => feedbackInputError(issues),
    },
    async (request) => {
      const { feedback, email, feedback_type: feedbackType } = request.body;
      const now = new Date();
      const ipHash = hashToken(request.ip);
      const recent = await countRecentFeedback(db, email, ipHash, now);
      if (recent.byIp >= FEEDBACK_PER_IP || recent.byEmail >= FEEDBACK_PER_EMAIL) throw new AppError('rate_limited', FEEDBACK_MESSAGES.tooMany);
      // Free text may hold an SSN or a card number: masked before it is stored (decision 023).
      await insertFeedback(db, { feedback: redactText(feedback), email, feedbackType, ipHash }, now);
      request.log.info({ feedbackType }, 'feedback stored');
      return { success: true as const };
    },
  );

  app.get(
    '/api/feedback/implemented',
    {
      schema: {
        tags,
        summary: `Ideas the team implemented, newest first (at most ${IMPLEMENTED_IDEAS_LIMIT}), credited by public name only`,
        response: { 200: ImplementedIdeasResponseSchema, ...ErrorResponses },
      },
    },
    async () => ({ success: true as const, implemented_ideas: (await listImplementedIdeas(db, IMPLEMENTED_IDEAS_LIMIT)).map(presentIdea) }),
  );
};
