import { analyses, disputes, userViolations, type Database } from '@debtshield/db';
import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import { summaryAsOf } from '../analysis/history-summary';
import type { AnalysisSummary } from '../letters/letter-inputs';

/** The analyses of one user, newest first: what history, stats and violations are built from. */
export const listUserAnalysisSummaries = async (db: Database, userId: string, limit: number) =>
  db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      textExpiresAt: analyses.textExpiresAt,
      summary: analyses.summary,
      paidPurchaseId: analyses.paidPurchaseId,
      fileSha256: analyses.fileSha256,
    })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(limit)
    // Past its hour (even before the purge job runs) only the history part is read.
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        paidPurchaseId: r.paidPurchaseId,
        fileSha256: r.fileSha256,
        summary: summaryAsOf(r) as Partial<AnalysisSummary>,
      })),
    );

export const countUserAnalyses = async (db: Database, userId: string, since?: Date): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(analyses)
    .where(since ? and(eq(analyses.userId, userId), gte(analyses.createdAt, since)) : eq(analyses.userId, userId));
  return row?.n ?? 0;
};

export const countActiveDisputes = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(and(eq(disputes.userId, userId), ne(disputes.status, 'resolved')));
  return row?.n ?? 0;
};

export type UserViolationRow = typeof userViolations.$inferSelect;

export const listUserViolations = async (db: Database, userId: string): Promise<UserViolationRow[]> =>
  db.select().from(userViolations).where(eq(userViolations.userId, userId)).orderBy(desc(userViolations.createdAt)).limit(1_000);

export const insertUserViolation = async (
  db: Database,
  values: { userId: string; type: string; description: string; collectorName: string | null; occurredOn: string | null; hasEvidence: boolean },
): Promise<UserViolationRow> => {
  const [row] = await db.insert(userViolations).values(values).returning();
  if (!row) throw new Error('insert into user_violations returned nothing');
  return row;
};
