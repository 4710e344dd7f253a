import { getRule } from '@debtshield/analyzer';
import { INTEL_MIN_DISTINCT_USERS, type CollectorIntel } from '@debtshield/contracts';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { collectorKey } from './collector-key';

type Row = { userId: string | null; summary: Partial<AnalysisSummary> };

/**
 * What DebtShield's own analyses say about one collector, across users: shown only when at least
 * INTEL_MIN_DISTINCT_USERS different people analysed its letters, so nobody can be singled out.
 * Median days to respond needs tracked replies (the response tracker); until then it is null.
 */
export const productIntel = (rows: readonly Row[], key: string, minUsers = INTEL_MIN_DISTINCT_USERS): CollectorIntel['product'] => {
  const mine = rows.filter((r) => r.userId && r.summary.collectorName && collectorKey(r.summary.collectorName) === key);
  const users = new Set(mine.map((r) => r.userId));
  if (users.size < minUsers) return { enough_data: false, min_users: minUsers };
  const counts = new Map<string, number>();
  for (const r of mine) for (const id of new Set((r.summary.findings ?? []).map((f) => f.id))) counts.set(id, (counts.get(id) ?? 0) + 1);
  const names = new Map<string, number>();
  for (const r of mine) names.set(r.summary.collectorName!, (names.get(r.summary.collectorName!) ?? 0) + 1);
  const name = [...names].sort((a, b) => b[1] - a[1])[0]![0];
  return {
    enough_data: true,
    collector_name: name,
    distinct_users: users.size,
    analyses: mine.length,
    letters_with_likely_violations: mine.filter((r) => (r.summary.findings ?? []).length > 0).length,
    top_findings: [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([rule_id, count]) => ({ rule_id, title: getRule(rule_id)?.meta.title ?? rule_id, count })),
    median_days_to_respond: null,
    responses_tracked: 0,
  };
};
