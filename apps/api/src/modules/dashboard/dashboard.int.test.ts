import {
  CheckCombosResponseSchema,
  CollectorIntelResponseSchema,
  UserAddedViolationResponseSchema,
  UserAnalysesResponseSchema,
  UserStatsResponseSchema,
  UserViolationsResponseSchema,
} from '@debtshield/contracts';
import type { DbHandle } from '@debtshield/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { insertAnalysis } from '../analysis/analysis.repository';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { replaceCfpbCompanies } from '../intel/intel.repository';
import { aggregateCfpbCsv } from '../intel/parse-cfpb-csv';

const finding = (id: string, title: string, citation: string) => ({
  id,
  title,
  citation,
  kind: 'judgment' as const,
  message: `${title}.`,
  confidence: 'medium' as const,
  evidence: [{ text: 'quoted words' }],
});

const summary = (over: Partial<AnalysisSummary>): AnalysisSummary =>
  ({
    facts: {},
    findings: [],
    sol: { status: 'unknown', state: 'CA', years: null, runsOutOn: null, basis: '' },
    state: 'CA',
    strategy: 'validation',
    strategyTemplate: 'validation',
    successProbability: 50,
    collectorName: null,
    debtAmount: null,
    violationCount: 0,
    severityScore: 0,
    totalValue: 0,
    letterDate: null,
    ...over,
  }) as unknown as AnalysisSummary;

const addAnalysis = (db: DbHandle, userId: string | null, s: AnalysisSummary, now = new Date(), fileSha256: string | null = null) =>
  insertAnalysis(db.db, {
    fileSha256,
    userId,
    flowType: 'generate',
    state: 'CA',
    accessLevel: 'full',
    textMasked: 'x',
    userLetterMasked: null,
    extraction: { method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
    answers: {},
    summary: s,
    now,
  });

const recent = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the signed-in home: stats, analyses, violations, combos (owner only)', () => {
  let t: TestApp;
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a letter analysed several times once (same file, or same collector, account and date) in Violations Found and the lists (issue 27)', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const letter = summary({
      collectorName: 'Apex Recovery LLC',
      letterDate: recent(20),
      facts: { accountNumbers: [{ masked: '****4321', last4: '4321' }] } as unknown as AnalysisSummary['facts'],
      findings: [
        finding('vn_end_date_missing', 'No validation end date', '12 CFR 1006.34(c)(3)(ii)'),
        finding('overshadow_payment_deadline', 'Overshadowing', '15 U.S.C. 1692g(b)'),
      ],
      violationCount: 2,
    });
    // The same file three times, then a new photo of it (other bytes, same collector, account and date), then another letter.
    for (let i = 0; i < 3; i++) await addAnalysis(t.db, me.userId, letter, new Date(Date.now() - (10 - i) * 60_000), 'a'.repeat(64));
    await addAnalysis(t.db, me.userId, summary({ ...letter, collectorName: 'APEX RECOVERY, L.L.C.' }), new Date(Date.now() - 5 * 60_000), 'b'.repeat(64));
    await addAnalysis(t.db, me.userId, summary({ ...letter, letterDate: recent(3) }), new Date(Date.now() - 60_000), 'c'.repeat(64));
    const stats = UserStatsResponseSchema.parse((await get('/api/user/stats', me.token)).json());
    expect(stats.stats.totalAnalyses).toBe(5);
    expect(stats.stats.violationsFound).toBe(4);
    const violations = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', me.token)).json()).violations;
    expect(violations).toHaveLength(4);
    const analyses = UserAnalysesResponseSchema.parse((await get('/api/user/analyses', me.token)).json()).analyses;
    expect(analyses).toHaveLength(2);
  });

  it('refuses every endpoint without a session (401 in the error contract)', async () => {
    for (const url of ['/api/user/stats', '/api/user/analyses', '/api/user/violations/all', '/api/collector-intel/midland']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'unauthenticated' });
    }
    const valid = { violation: { type: 'threat', description: 'They said I would be arrested', has_evidence: true } };
    expect((await post('/api/violations/user-added', valid)).statusCode).toBe(401);
    expect((await post('/api/violations/check-combos', { violations: [] })).statusCode).toBe(401);
  });

  it("shows a paid user with two analysed letters their own figures, and nobody else's", async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const other = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    await addAnalysis(
      t.db,
      me.userId,
      summary({
        collectorName: 'Apex Recovery Partners',
        letterDate: recent(20),
        violationCount: 2,
        severityScore: 82,
        findings: [
          finding('threat_arrest_or_criminal', 'Threat of arrest', '15 U.S.C. 1692e(4)'),
          finding('credit_reporting_threat_misleading', 'Credit threat', '15 U.S.C. 1692e(8)'),
        ] as never,
      }),
      new Date(Date.now() - 60_000),
    );
    await addAnalysis(
      t.db,
      me.userId,
      summary({
        collectorName: 'Midland Credit Management, Inc.',
        letterDate: recent(500),
        violationCount: 1,
        severityScore: 45,
        findings: [finding('vn_itemization_date', 'Itemization date missing', '12 CFR 1006.34(c)(2)(vi)')] as never,
      }),
    );
    await addAnalysis(
      t.db,
      other.userId,
      summary({
        collectorName: 'Someone Else LLC',
        violationCount: 3,
        severityScore: 90,
        findings: [finding('threat_violence', 'Violence', '1692d(1)')] as never,
      }),
    );

    const answer = UserStatsResponseSchema.parse((await get('/api/user/stats', me.token)).json());
    expect(answer.access).toMatchObject({ planLabel: 'lifetime', canAccessDebt: true, canAccessIntel: true, hasBundle: false });
    // Lifetime opens credit too (spec 001 §6), with its scans still to use: the info alert of §4, no upsell.
    expect(answer.alerts.map((a) => a.kind)).toEqual(['info']);
    const stats = answer.stats;
    expect(stats.totalAnalyses).toBe(2);
    expect(stats.violationsFound).toBe(3);
    // $1,000 for Apex (20 days ago); Midland's letter is past the one-year limit.
    expect(stats.potentialValue).toEqual({ statutoryMaxUsd: 1000, collectorsWithinLimit: 1, collectorsPastLimit: 1, undatedCollectors: 0 });
    expect(stats.creditErrorsFound).toBe(0);
    expect(stats.totalSavingsUsd).toBe(0);

    const res = await get('/api/user/analyses', me.token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = UserAnalysesResponseSchema.parse(res.json());
    expect(list.stats).toEqual({ total: 2, today: 2 });
    expect(list.analyses.map((a) => [a.collector_name, a.violations_count, a.severity])).toEqual([
      ['Midland Credit Management, Inc.', 1, 'medium'],
      ['Apex Recovery Partners', 2, 'high'],
    ]);
    expect(JSON.stringify(list)).not.toContain('Someone Else');

    const violations = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', me.token)).json()).violations;
    expect(violations.map((v) => v.type).sort()).toEqual(['credit_reporting_threat_misleading', 'threat_arrest_or_criminal', 'vn_itemization_date']);
    expect(violations.every((v) => v.source === 'analysis' && v.analysisId !== null)).toBe(true);
  });

  it('adds a violation (masked, labelled as added by the user), asks to confirm one without evidence, and finds the combo with a letter finding', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    await addAnalysis(
      t.db,
      me.userId,
      summary({
        collectorName: 'Apex Recovery Partners',
        letterDate: recent(5),
        findings: [finding('threat_arrest_or_criminal', 'Threat of arrest', '15 U.S.C. 1692e(4)')] as never,
      }),
    );

    const missing = await post('/api/violations/user-added', { violation: { type: 'threat', description: '   ' } }, me.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Please fill in all required fields');

    const unconfirmed = await post(
      '/api/violations/user-added',
      { violation: { type: 'false_credit_reporting', description: 'Said they reported it already' } },
      me.token,
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error).toBe('Without evidence, this violation may be harder to prove. Continue anyway?');

    const added = await post(
      '/api/violations/user-added',
      {
        violation: {
          type: 'false_credit_reporting',
          description: 'On the phone they read my SSN 123-45-6789 and account 4111111111111111 and said it is on my report',
          collector_name: 'APEX RECOVERY PARTNERS, LLC',
          date: recent(3),
          confirmed_without_evidence: true,
        },
      },
      me.token,
    );
    expect(added.statusCode).toBe(200);
    const violation = UserAddedViolationResponseSchema.parse(added.json()).violation;
    expect(violation.source).toBe('user_added');
    expect(violation.description).not.toContain('123-45-6789');
    expect(violation.description).not.toContain('4111111111111111');
    expect(violation.law).toContain('1692e(8)');

    const all = UserViolationsResponseSchema.parse((await get('/api/user/violations/all', me.token)).json()).violations;
    expect(all.map((v) => v.source).sort()).toEqual(['analysis', 'user_added']);

    const combos = CheckCombosResponseSchema.parse((await post('/api/violations/check-combos', { violations: all.map((v) => v.id) }, me.token)).json());
    expect(combos.combo?.name).toBe('threat_and_credit_pressure');
    expect(combos.combo?.violation_ids.sort()).toEqual(all.map((v) => v.id).sort());

    // In Spanish: the titles of what was added and of the pattern; the person's own words kept as written.
    const es = { authorization: `Bearer ${me.token}`, 'accept-language': 'es' };
    const allEs = UserViolationsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/user/violations/all', headers: es })).json()).violations;
    const addedEs = allEs.find((v) => v.source === 'user_added')!;
    expect(addedEs.title).toBe('Información de crédito falsa, o la amenaza de informarla');
    expect(addedEs.description).toBe(violation.description);
    const combosEs = CheckCombosResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/violations/check-combos', payload: { violations: all.map((v) => v.id) }, headers: es })).json(),
    );
    expect(combosEs.combo?.title).toBe('Amenazas junto con presión sobre su informe de crédito');
    expect(combosEs.combo?.message).toMatch(/^El mismo cobrador lo amenazó/);

    // Another user's ids match nothing of theirs.
    const stranger = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const theirs = CheckCombosResponseSchema.parse((await post('/api/violations/check-combos', { violations: all.map((v) => v.id) }, stranger.token)).json());
    expect(theirs).toEqual({ success: true, combos: [], combo: null });
  });
});

describe('GET /api/collector-intel/{collector}', () => {
  let t: TestApp;
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    const csv = [
      'complaint_id,date_received,product,sub_product,issue,sub_issue,state,company,company_response,narrative,timely_response',
      '1,2024-03-01,Debt collection,x,Attempts to collect debt not owed,Debt is not yours,CA,"Midland Credit Management, Inc.",Closed with explanation,,Yes',
      '2,2024-04-01,Debt collection,x,Written notification about debt,,CA,MIDLAND CREDIT MANAGEMENT INC,Closed with explanation,,No',
      '3,2024-04-02,Debt collection,x,Took or threatened to take negative or legal action,,CA,Rare Collector LLC,Closed,,Yes',
    ].join('\n');
    await replaceCfpbCompanies(t.db.db, aggregateCfpbCsv(csv).companies.values(), new Date('2026-11-01T00:00:00Z'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for plans that include intel: a free user gets 402', async () => {
    const free = await insertUserWithSession(t.db);
    const res = await get('/api/collector-intel/midland', free.token);
    expect(res.statusCode).toBe(402);
  });

  it('gives the CFPB figures with the date of the data, and "not enough data" from our own analyses below the minimum of users', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    await addAnalysis(
      t.db,
      me.userId,
      summary({ collectorName: 'Rare Collector LLC', findings: [finding('threat_violence', 'Violence', '1692d(1)')] as never }),
    );
    const intel = CollectorIntelResponseSchema.parse((await get('/api/collector-intel/Midland%20Credit%20Management', me.token)).json()).intel;
    expect(intel.cfpb).toMatchObject({
      company: 'Midland Credit Management, Inc.',
      complaints: 2,
      timely_response_rate: 0.5,
      imported_at: '2026-11-01T00:00:00.000Z',
    });
    expect(intel.cfpb?.top_issues).toEqual([
      { issue: 'Attempts to collect debt not owed', count: 1 },
      { issue: 'Written notification about debt', count: 1 },
    ]);
    expect(intel.product).toEqual({ enough_data: false, min_users: 5 });

    const rare = CollectorIntelResponseSchema.parse((await get('/api/collector-intel/rare%20collector', me.token)).json()).intel;
    expect(rare.product.enough_data).toBe(false);
  });

  it('shows our own figures once enough different people analysed that collector, never who they are', async () => {
    const users = await Promise.all(
      Array.from({ length: 5 }, () => insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] })),
    );
    for (const [i, u] of users.entries()) {
      await addAnalysis(
        t.db,
        u.userId,
        summary({
          collectorName: i % 2 ? 'Busy Collector, LLC' : 'BUSY COLLECTOR LLC',
          findings: (i < 3 ? [finding('threat_arrest_or_criminal', 'Threat of arrest', '1692e(4)')] : []) as never,
        }),
      );
    }
    const intel = CollectorIntelResponseSchema.parse((await get('/api/collector-intel/busy%20collector', users[0]!.token)).json()).intel;
    expect(intel.product).toMatchObject({ enough_data: true, distinct_users: 5, analyses: 5, letters_with_likely_violations: 3, median_days_to_respond: null });
    if (!intel.product.enough_data) throw new Error('expected data');
    expect(intel.product.top_findings[0]).toMatchObject({ rule_id: 'threat_arrest_or_criminal', count: 3 });
    expect(JSON.stringify(intel)).not.toMatch(/person\d+/);
  });
});

describe('npm run intel:import (importCfpbFile)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports the sample file, replaces a previous import whole, and keeps no narrative', async () => {
    const { importCfpbFile } = await import('../intel/import-cfpb-file');
    const { intelCfpbCompanies } = await import('@debtshield/db');
    const file = new URL('../intel/testing/debt_collection_complaints.csv', import.meta.url).pathname;
    const first = await importCfpbFile(t.db.db, file, new Date('2026-01-01T00:00:00Z'));
    expect(first.rowsCounted).toBe(56);
    const again = await importCfpbFile(t.db.db, file, new Date('2026-02-01T00:00:00Z'));
    expect(again.companies).toBe(first.companies);
    const rows = await t.db.db.select().from(intelCfpbCompanies);
    expect(rows).toHaveLength(first.companies);
    expect(rows.reduce((n, r) => n + r.complaints, 0)).toBe(56);
    expect(rows.every((r) => r.importedAt.toISOString() === '2026-02-01T00:00:00.000Z')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('vehicle away');
  });
});
