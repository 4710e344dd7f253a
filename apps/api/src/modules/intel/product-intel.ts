import { getRule } from '@debtshield/analyzer';
import { INTEL_MIN_DISTINCT_USERS, type CollectorIntel } from '@debtshield/contracts';
import { analyses, intelCollectorFindings, intelCollectorNames, intelCollectorUsers, type Database } from '@debtshield/db';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { intelColumns } from './collector-key';

export { intelColumns };

/**
 * Collector intel from DebtShield's own analyses (decision 023). Each stored analysis carries its
 * collector's key, printed name and distinct finding ids in columns; a trigger on `analyses`
 * (migration 0014) keeps per-collector counts in three small tables as analyses are stored, attached,
 * re-run or deleted. A call reads a handful of rows for one collector (at most one per user who
 * analysed it), never the analyses, and its answer is cached per collector for a few minutes.
 */

/**
 * Fills the intel columns of analyses stored before they existed, a batch at a time (the purge
 * job runs it until none is left); the trigger counts each as it is filled. Returns how many rows
 * it filled. Idempotent.
 */
export const backfillIntelColumns = async (db: Database, batch = 1_000): Promise<number> => {
  const rows = await db.select({ id: analyses.id, summary: analyses.summary }).from(analyses).where(isNull(analyses.collectorKey)).limit(batch);
  for (const row of rows) {
    await db
      .update(analyses)
      .set(intelColumns((row.summary ?? {}) as Partial<AnalysisSummary>))
      .where(eq(analyses.id, row.id));
  }
  return rows.length;
};

/**
 * What DebtShield's own analyses say about one collector, across users: shown only when at least
 * `minUsers` different people analysed its letters, so nobody can be singled out. Median days to
 * respond needs tracked replies (the response tracker); until then it is null.
 */
export const productIntel = async (db: Database, key: string, minUsers = INTEL_MIN_DISTINCT_USERS): Promise<CollectorIntel['product']> => {
  if (key === '') return { enough_data: false, min_users: minUsers };
  const [totals] = await db
    .select({
      users: sql<number>`count(*)::int`,
      analyses: sql<number>`coalesce(sum(${intelCollectorUsers.analyses}), 0)::int`,
      withFindings: sql<number>`coalesce(sum(${intelCollectorUsers.withFindings}), 0)::int`,
    })
    .from(intelCollectorUsers)
    .where(and(eq(intelCollectorUsers.collectorKey, key), gt(intelCollectorUsers.analyses, 0)));
  const users = totals?.users ?? 0;
  if (users < minUsers) return { enough_data: false, min_users: minUsers };
  const [findings, names] = await Promise.all([
    db
      .select({ ruleId: intelCollectorFindings.ruleId, n: intelCollectorFindings.analyses })
      .from(intelCollectorFindings)
      .where(and(eq(intelCollectorFindings.collectorKey, key), gt(intelCollectorFindings.analyses, 0)))
      .orderBy(desc(intelCollectorFindings.analyses), asc(intelCollectorFindings.ruleId))
      .limit(5),
    db
      .select({ name: intelCollectorNames.name })
      .from(intelCollectorNames)
      .where(and(eq(intelCollectorNames.collectorKey, key), gt(intelCollectorNames.analyses, 0)))
      .orderBy(desc(intelCollectorNames.analyses), asc(intelCollectorNames.name))
      .limit(1),
  ]);
  return {
    enough_data: true,
    collector_name: names[0]?.name ?? key,
    distinct_users: users,
    analyses: totals?.analyses ?? 0,
    letters_with_likely_violations: totals?.withFindings ?? 0,
    top_findings: findings.map(({ ruleId: id, n }) => ({ rule_id: id, title: getRule(id)?.meta.title ?? id, count: n })),
    median_days_to_respond: null,
    responses_tracked: 0,
  };
};

/**
 * Answers per collector kept for `ttlMs` (at most `maxEntries` collectors, the oldest dropped first);
 * calls for the same collector while one is being computed share it, so ten at once cost one.
 */
export const createIntelCache = <T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get: (key: string, compute: () => Promise<T>): Promise<T> => {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      entries.delete(key);
      const value = compute();
      entries.set(key, { at: now(), value });
      // A failure is not cached.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
};
