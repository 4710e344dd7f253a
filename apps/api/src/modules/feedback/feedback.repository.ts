import { FEEDBACK_RATE_WINDOW_MINUTES, type FeedbackType } from '@debtshield/contracts';
import { feedback, type Database } from '@debtshield/db';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';

const MINUTE_MS = 60 * 1000;

export type FeedbackRow = typeof feedback.$inferSelect;

/** How much feedback this client address, and this email, sent within the rate window. */
export const countRecentFeedback = async (db: Database, email: string, ipHash: string, now: Date): Promise<{ byEmail: number; byIp: number }> => {
  const since = new Date(now.getTime() - FEEDBACK_RATE_WINDOW_MINUTES * MINUTE_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.email, email), gt(feedback.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.ipHash, ipHash), gt(feedback.createdAt, since)));
  return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
};

/** Stores one piece of feedback as 'new' (the team reviews it; nothing is public until implemented). */
export const insertFeedback = async (
  db: Database,
  input: { feedback: string; email: string; feedbackType: FeedbackType; ipHash: string },
  now: Date,
): Promise<{ id: string }> => {
  const [row] = await db
    .insert(feedback)
    .values({ feedback: input.feedback, email: input.email, feedbackType: input.feedbackType, ipHash: input.ipHash, createdAt: now })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row;
};

/** Implemented ideas, newest implemented first. Selects no email: it cannot leak what it never reads. */
export const listImplementedIdeas = async (db: Database, limit: number) =>
  db
    .select({
      id: feedback.id,
      feedback: feedback.feedback,
      status: feedback.status,
      publicName: feedback.publicName,
      impactDescription: feedback.impactDescription,
      implementedAt: feedback.implementedAt,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.status, 'implemented'))
    .orderBy(sql`${feedback.implementedAt} desc nulls last`, desc(feedback.createdAt))
    .limit(limit);

export type ImplementedIdeaRow = Awaited<ReturnType<typeof listImplementedIdeas>>[number];
