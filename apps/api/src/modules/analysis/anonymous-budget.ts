import { anonymousAnalysisCosts, type Database } from '@debtshield/db';
import { and, eq, gt, lt, min, sum } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

export const BUDGET_WINDOW_MS = 60 * 60 * 1000;
/** Every analysis costs at least this much of the budget (a text PDF takes milliseconds; the count still matters). */
export const MIN_COST_MS = 2_000;

export const budgetMessage = (retryAfterSeconds: number): string =>
  `You have checked many letters in the last hour without signing in. Please sign in, or try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

/**
 * Analyses by visitors who are not signed in are limited per client address by the reading time they
 * cost (OCR of a noise image can hold a worker a minute): at most `budgetSeconds` per hour. Refused with
 * 429 and Retry-After when spent; signed-in users are limited by their plan instead.
 */
export const checkAnonymousBudget = async (db: Database, ipHash: string, budgetSeconds: number, now: Date): Promise<void> => {
  const since = new Date(now.getTime() - BUDGET_WINDOW_MS);
  const [row] = await db
    .select({ spent: sum(anonymousAnalysisCosts.costMs), oldest: min(anonymousAnalysisCosts.createdAt) })
    .from(anonymousAnalysisCosts)
    .where(and(eq(anonymousAnalysisCosts.ipHash, ipHash), gt(anonymousAnalysisCosts.createdAt, since)));
  const spent = Number(row?.spent ?? 0);
  if (spent < budgetSeconds * 1000) return;
  const oldest = row?.oldest ? new Date(row.oldest) : now;
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + BUDGET_WINDOW_MS - now.getTime()) / 1000));
  throw new AppError('rate_limited', budgetMessage(retryAfter), { retryAfterSeconds: retryAfter });
};

export const recordAnonymousCost = async (db: Database, ipHash: string, costMs: number, now: Date): Promise<void> => {
  await db.insert(anonymousAnalysisCosts).values({ ipHash, costMs: Math.max(MIN_COST_MS, Math.min(Math.round(costMs), 3_600_000)), createdAt: now });
};

export const purgeAnonymousCosts = async (db: Database, now: Date): Promise<number> =>
  (
    await db
      .delete(anonymousAnalysisCosts)
      .where(lt(anonymousAnalysisCosts.createdAt, new Date(now.getTime() - BUDGET_WINDOW_MS)))
      .returning({ id: anonymousAnalysisCosts.id })
  ).length;
