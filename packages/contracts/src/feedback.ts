import { z } from 'zod';
import { EmailSchema } from './auth';

export const FEEDBACK_TYPES = ['idea', 'improvement', 'issue'] as const;

/** POST /api/feedback (spec 001 §3, §5, §7). */
export const FeedbackRequestSchema = z.object({
  feedback: z.string().trim().min(1, 'Please fill in all fields').max(5_000),
  email: EmailSchema,
  feedback_type: z.enum(FEEDBACK_TYPES).default('idea'),
});
export const FeedbackResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/feedback/implemented: ideas the team shipped, credited by public name only. */
export const ImplementedIdeaSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  date: z.string(),
  feedback: z.string(),
  status: z.string(),
  impact_description: z.string().nullable(),
});
export const ImplementedIdeasResponseSchema = z.object({ success: z.literal(true), implemented_ideas: z.array(ImplementedIdeaSchema) });
