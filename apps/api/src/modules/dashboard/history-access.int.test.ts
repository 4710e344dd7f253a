import { CheckCombosResponseSchema, PowerLetterResponseSchema, UserStatsResponseSchema, UserViolationsResponseSchema } from '@debtshield/contracts';
import { analyses, purchases, type DbHandle } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { insertAnalysis } from '../analysis/analysis.repository';
import type { AnalysisSummary } from '../letters/letter-inputs';

// Issue 24, item 1: what a preview hides never leaves the server through the history, the combos or
// the power letter, in either language, also after a refund (decision 023).
const SHOWN = { id: 'vn_itemization_date', title: 'Itemization date missing', citation: '12 CFR 1006.34(c)(2)(vi)', quote: 'SHOWN-QUOTE' };
const HIDDEN = [
  { id: 'threat_arrest_or_criminal', title: 'Threat of arrest HIDDEN-A', citation: '15 U.S.C. 1692e(4) HIDDEN-CITE-A', quote: 'HIDDEN-QUOTE-A' },
  { id: 'credit_reporting_threat_misleading', title: 'Credit threat HIDDEN-B', citation: '15 U.S.C. 1692e(8) HIDDEN-CITE-B', quote: 'HIDDEN-QUOTE-B' },
];

const summaryOf = (findings: typeof HIDDEN): AnalysisSummary =>
  ({
    facts: {},
    findings: findings.map((f) => ({
      id: f.id,
      title: f.title,
      citation: f.citation,
      kind: 'judgment',
      message: `${f.title}: "${f.quote}"`,
      confidence: 'medium',
      evidence: [{ text: f.quote }],
    })),
    sol: { status: 'unknown', state: 'CA', years: null, runsOutOn: null, basis: '' },
    state: 'CA',
    strategy: 'validation',
    strategyTemplate: 'validation',
    successProbability: 50,
    collectorName: 'Apex Recovery Partners',
    debtAmount: null,
    violationCount: findings.length,
    severityScore: 80,
    totalValue: 0,
    letterDate: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
  }) as unknown as AnalysisSummary;

const addAnalysis = (db: DbHandle, userId: string, paidPurchaseId: string | null = null) =>
  insertAnalysis(db.db, {
    userId,
    flowType: 'generate',
    state: 'CA',
    accessLevel: paidPurchaseId ? 'full' : 'preview',
    textMasked: 'x',
    userLetterMasked: null,
    extraction: { method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
    answers: {},
    summary: summaryOf([SHOWN, ...HIDDEN]),
    now: new Date(),
    paidPurchaseId,
  });

const leaks = (body: string): string[] => HIDDEN.flatMap((h) => [h.title, h.citation, h.quote, h.id]).filter((s) => body.includes(s));

describe('the violation history decides access when it is read (issue 24, item 1)', () => {
  let t: TestApp;
  const get = (url: string, token: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
  const post = (url: string, payload: object, token: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every answer the history gives a person, in both languages, as one string. */
  const everything = async (token: string, analysisId: string): Promise<string> => {
    const out: string[] = [];
    const ids = [SHOWN, ...HIDDEN].map((f) => `${analysisId}:${f.id}`);
    for (const lang of ['en', 'es']) {
      out.push((await get('/api/user/violations/all', token, lang)).body);
      out.push((await get('/api/user/stats', token, lang)).body);
      out.push((await post('/api/violations/check-combos', { violations: [] }, token, lang)).body);
      out.push((await post('/api/violations/check-combos', { violations: ids }, token, lang)).body);
      out.push((await post('/api/violations/power-letter', { violation_ids: ids }, token, lang)).body);
      out.push((await post('/api/violations/power-letter', { violation_ids: ids, combo: 'threat_and_credit_pressure' }, token, lang)).body);
      out.push((await post('/api/violations/power-letter', { violation_ids: ids.slice(1) }, token, lang)).body);
    }
    return out.join('\n');
  };

  it('gives a free user the one finding the preview shows and a count of the rest, nothing more', async () => {
    const me = await insertUserWithSession(t.db);
    const id = await addAnalysis(t.db, me.userId);
    const all = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', me.token)).json());
    expect(all.violations.map((v) => v.type)).toEqual([SHOWN.id]);
    expect(all.hidden_count).toBe(2);
    const stats = UserStatsResponseSchema.parse((await get('/api/user/stats', me.token)).json());
    expect(stats.stats.violationsFound).toBe(3);
    // The hidden pair forms a pattern: it is not named.
    expect(CheckCombosResponseSchema.parse((await post('/api/violations/check-combos', { violations: [] }, me.token)).json()).combos).toEqual([]);
    // Asking for the hidden ones by id finds nothing of them.
    expect((await post('/api/violations/power-letter', { violation_ids: [`${id}:${HIDDEN[0]!.id}`] }, me.token)).statusCode).toBe(404);
    const letter = PowerLetterResponseSchema.parse(
      (await post('/api/violations/power-letter', { violation_ids: [SHOWN, ...HIDDEN].map((f) => `${id}:${f.id}`) }, me.token)).json(),
    );
    expect(letter.violations_cited).toBe(1);
    expect(leaks(await everything(me.token, id))).toEqual([]);
  });

  it('shows a single-scan buyer everything, and hides it again after the refund', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'single', purchases: [{ name: 'debt_scan' }], debtScansUsed: 1 });
    const [bought] = await t.db.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.userId, me.userId));
    const id = await addAnalysis(t.db, me.userId, bought!.id);
    const before = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', me.token)).json());
    expect(before.violations.map((v) => v.type).sort()).toEqual([SHOWN.id, ...HIDDEN.map((h) => h.id)].sort());
    expect(before.hidden_count).toBe(0);
    const combos = CheckCombosResponseSchema.parse((await post('/api/violations/check-combos', { violations: [] }, me.token)).json()).combos;
    expect(combos.map((c) => c.name)).toContain('threat_and_credit_pressure');

    await t.db.db.update(purchases).set({ refundedAt: new Date() }).where(eq(purchases.id, bought!.id));
    const after = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', me.token, 'es')).json());
    expect(after.violations.map((v) => v.type)).toEqual([SHOWN.id]);
    expect(leaks(await everything(me.token, id))).toEqual([]);
  });

  it('hides them once a monthly plan lapses (a cancellation), and never shows one user another user’s paid analysis', async () => {
    const me = await insertUserWithSession(t.db, {
      planType: 'monthly',
      purchases: [{ name: 'debt_monthly', purchasedAt: new Date(Date.now() - 40 * 86_400_000) }],
    });
    const id = await addAnalysis(t.db, me.userId);
    expect(leaks(await everything(me.token, id))).toEqual([]);
    const lifetime = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const mine = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', lifetime.token)).json());
    expect(mine.violations).toEqual([]);
    await t.db.db.update(analyses).set({ userId: lifetime.userId }).where(eq(analyses.id, id));
    const full = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', lifetime.token)).json());
    expect(full.violations).toHaveLength(3);
  });
});
