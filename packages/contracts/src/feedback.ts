import { z } from 'zod';
import { EmailSchema } from './auth';
import { withThousandsSeparators } from './limits';

export const FEEDBACK_TYPES = ['idea', 'improvement', 'issue'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Longest feedback text accepted. */
export const FEEDBACK_MAX_LENGTH = 5_000;

/** Feedback one client address, or one email, may send within the window (counted in the database). */
export const FEEDBACK_RATE_WINDOW_MINUTES = 60;
export const FEEDBACK_PER_IP = 5;
export const FEEDBACK_PER_EMAIL = 5;

/** Implemented ideas listed at most. */
export const IMPLEMENTED_IDEAS_LIMIT = 20;
/** Who an implemented idea is credited to when its sender gave no public name (never the email). */
export const ANONYMOUS_IDEA_CREDIT = 'A DebtShield user';

/** The texts of the feedback calls (spec 001 §5, §8); the web shows `error` as the server sends it. */
export const FEEDBACK_MESSAGES = {
  missingFields: 'Please fill in all fields',
  tooLong: `Please keep your feedback under ${withThousandsSeparators(FEEDBACK_MAX_LENGTH)} characters.`,
  tooMany: 'You have sent a lot of feedback in the last hour. Thank you! Please try again later.',
  failed: 'Failed to submit feedback. Please try again.',
} as const;

/** POST /api/feedback (spec 001 §3, §5, §7): a missing or blank text or email reads 'Please fill in all fields'. */
export const FeedbackRequestSchema = z.object({
  feedback: z
    .string({ error: FEEDBACK_MESSAGES.missingFields })
    .trim()
    .min(1, FEEDBACK_MESSAGES.missingFields)
    .max(FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong),
  email: z.string({ error: FEEDBACK_MESSAGES.missingFields }).trim().min(1, FEEDBACK_MESSAGES.missingFields).pipe(EmailSchema),
  feedback_type: z.enum(FEEDBACK_TYPES).default('idea'),
});
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;
export const FeedbackResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/feedback/implemented: ideas the team shipped, credited by public name only. */
export const ImplementedIdeaSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  /** The day it was implemented, YYYY-MM-DD. */
  date: z.string(),
  feedback: z.string(),
  status: z.string(),
  impact_description: z.string().nullable(),
});
export type ImplementedIdea = z.infer<typeof ImplementedIdeaSchema>;
export const ImplementedIdeasResponseSchema = z.object({ success: z.literal(true), implemented_ideas: z.array(ImplementedIdeaSchema) });
