import { getRule } from '@debtshield/analyzer';
import { analyses, users } from '@debtshield/db';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/test-db';
import { insertUserWithSession } from '../../../test/factories';
import { insertAnalysis, updateAnalysisAnswers } from '../analysis/analysis.repository';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { collectorKey } from './collector-key';
import { backfillIntelColumns, createIntelCache, productIntel } from './product-intel';

type DbHandle = Awaited<ReturnType<typeof createTestDb>>;
type Stored = { userId: string | null; collectorName: string | null; findingIds: string[]; at: number };

/** The figures as the old code counted them, over every stored analysis in memory: the reference. */
const reference = (rows: readonly Stored[], key: string, minUsers = 5) => {
  const mine = rows.filter((r) => r.userId && r.collectorName && collectorKey(r.collectorName) === key);
  const users = new Set(mine.map((r) => r.userId));
  if (users.size < minUsers) return { enough_data: false, min_users: minUsers };
  const counts = new Map<string, number>();
  for (const r of mine) for (const id of new Set(r.findingIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const names = new Map<string, number>();
  for (const r of mine) names.set(r.collectorName!, (names.get(r.collectorName!) ?? 0) + 1);
  const name = [...names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  return {
    enough_data: true,
    collector_name: name,
    distinct_users: users.size,
    analyses: mine.length,
    letters_with_likely_violations: mine.filter((r) => r.findingIds.length > 0).length,
    top_findings: [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([rule_id, count]) => ({ rule_id, title: getRule(rule_id)?.meta.title ?? rule_id, count })),
    median_days_to_respond: null,
    responses_tracked: 0,
  };
};

const summaryOf = (collectorName: string | null, findingIds: string[]): AnalysisSummary =>
  ({
    facts: {},
    findings: findingIds.map((id) => ({ id, title: id, citation: 'x', kind: 'judgment', message: id, confidence: 'medium', evidence: [] })),
    sol: { status: 'unknown', state: 'CA', years: null, runsOutOn: null, basis: '' },
    state: 'CA',
    strategy: 'validation',
    strategyTemplate: 'validation',
    successProbability: 50,
    collectorName,
    debtAmount: null,
    violationCount: findingIds.length,
    severityScore: 0,
    totalValue: 0,
    letterDate: null,
  }) as unknown as AnalysisSummary;

const RULES = [
  'threat_arrest_or_criminal',
  'vn_itemization_date',
  'threat_violence',
  'pay_to_pay_fee',
  'amounts_contradictory',
  'time_barred_suit_threat',
  'repeated_calls',
];
const NAMES = [
  ['Midland Credit Management, Inc.', 'MIDLAND CREDIT MANAGEMENT INC', 'Midland Credit Management'],
  ['Portfolio Recovery Associates, LLC', 'PORTFOLIO RECOVERY ASSOCIATES'],
  ['Rare Collector LLC'],
];

describe('collector intel counted by the database (issue 24, item 2)', () => {
  let db: DbHandle;
  const stored: Stored[] = [];
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor(seed / 65_536) % n;
  };

  beforeAll(async () => {
    db = await createTestDb();
    const people: string[] = [];
    for (let i = 0; i < 12; i += 1) people.push((await insertUserWithSession(db)).userId);
    const base = Date.now() - 10_000_000;
    for (let i = 0; i < 240; i += 1) {
      const family = NAMES[rand(10) < 6 ? 0 : rand(10) < 8 ? 1 : 2]!;
      const collectorName = rand(20) === 0 ? null : family[rand(family.length)]!;
      // Rare Collector is analysed by three people only: below the minimum.
      const userId = rand(15) === 0 ? null : family === NAMES[2] ? people[rand(3)]! : people[rand(people.length)]!;
      const findingIds = Array.from({ length: rand(4) }, () => RULES[rand(RULES.length)]!);
      const at = base + i * 1_000;
      await insertAnalysis(db.db, {
        userId,
        flowType: 'generate',
        state: 'CA',
        accessLevel: 'full',
        textMasked: 'x',
        userLetterMasked: null,
        extraction: { method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
        answers: {},
        summary: summaryOf(collectorName, findingIds),
        now: new Date(at),
      });
      stored.push({ userId, collectorName, findingIds, at });
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives the same figures as counting every analysis in memory did, for every collector', async () => {
    for (const key of ['midland credit management', 'portfolio recovery associates', 'rare collector', 'nobody at all']) {
      expect(await productIntel(db.db, key), key).toEqual(reference(stored, key));
    }
    expect((await productIntel(db.db, 'midland credit management')).enough_data).toBe(true);
    expect((await productIntel(db.db, 'portfolio recovery associates')).enough_data).toBe(true);
    expect((await productIntel(db.db, 'rare collector')).enough_data).toBe(false);
    expect((await productIntel(db.db, '')).enough_data).toBe(false);
  });

  it('fills the columns of analyses stored before them, and follows an analysis whose answers changed its collector', async () => {
    await db.db.update(analyses).set({ collectorKey: null, findingIds: null });
    expect((await productIntel(db.db, 'midland credit management')).enough_data).toBe(false);
    while ((await backfillIntelColumns(db.db, 50)) > 0);
    expect(await db.db.select({ id: analyses.id }).from(analyses).where(isNull(analyses.collectorKey))).toEqual([]);
    expect(await productIntel(db.db, 'portfolio recovery associates')).toEqual(reference(stored, 'portfolio recovery associates'));

    const [first] = await db.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(sql`${analyses.collectorKey} = 'midland credit management' and ${analyses.userId} is not null`)
      .limit(1);
    await updateAnalysisAnswers(db.db, first!.id, {}, summaryOf('Rare Collector LLC', ['pay_to_pay_fee']));
    const moved = (await productIntel(db.db, 'midland credit management')) as { analyses: number };
    expect(moved.analyses).toBe((reference(stored, 'midland credit management') as { analyses: number }).analyses - 1);
  });

  it('follows an analysis attached to an account, and the analyses of a deleted account', async () => {
    const before = (await productIntel(db.db, 'portfolio recovery associates')) as { analyses: number; distinct_users: number };
    expect(before.analyses).toBeGreaterThan(0);
    const [anonymous] = await db.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(sql`${analyses.collectorKey} = 'portfolio recovery associates' and ${analyses.userId} is null`)
      .limit(1);
    const newcomer = await insertUserWithSession(db);
    await db.db
      .update(analyses)
      .set({ userId: newcomer.userId })
      .where(sql`${analyses.id} = ${anonymous!.id}`);
    expect(await productIntel(db.db, 'portfolio recovery associates')).toMatchObject({
      analyses: before.analyses + 1,
      distinct_users: before.distinct_users + 1,
    });
    await db.db.delete(users).where(sql`${users.id} = ${newcomer.userId}`);
    expect(await productIntel(db.db, 'portfolio recovery associates')).toMatchObject({ analyses: before.analyses, distinct_users: before.distinct_users });
  });
});

describe('the intel cache', () => {
  it('computes once for ten calls at once, again after its time, and never keeps a failure', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createIntelCache<number>({ ttlMs: 1_000, maxEntries: 2, now: () => clock });
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return calls;
    };
    expect(await Promise.all(Array.from({ length: 10 }, () => cache.get('a', compute)))).toEqual(Array(10).fill(1));
    expect(calls).toBe(1);
    clock = 999;
    expect(await cache.get('a', compute)).toBe(1);
    clock = 1_000;
    expect(await cache.get('a', compute)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', compute)).toBe(3);
    await cache.get('c', compute);
    await cache.get('d', compute);
    // Two collectors at most: 'a' and 'b' were dropped.
    expect(await cache.get('a', compute)).toBe(6);
  });
});
