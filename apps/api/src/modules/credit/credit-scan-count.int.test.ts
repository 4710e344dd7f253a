import { CREDIT_MESSAGES, CreditReportAnalysisSchema, UserStatsResponseSchema } from '@debtshield/contracts';
import { users } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../../../../../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../../../../../packages/credit-reports/src/generate/render-report';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';

// Issue 24, item 4: one $29 credit_single purchase reads one report; the read is used atomically.
describe('a credit_single purchase reads one report', () => {
  let t: TestApp;
  let reportPdf: Uint8Array;
  const analyze = (token: string, bytes: Uint8Array = reportPdf) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit-repair/analyze',
      payload: analyzeForm({}, [{ name: 'report.pdf', type: 'application/pdf', bytes }]),
      headers: { authorization: `Bearer ${token}` },
    });
  const used = async (userId: string) => (await t.db.db.select({ n: users.creditScansUsed }).from(users).where(eq(users.id, userId)))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    reportPdf = await textPdf(reportPages(generateReport('transunion', 0)));
  });
  afterAll(async () => t?.close());

  it('reads the first report, refuses the second with a 402 that says what to do, and counts it on the dashboard', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }] });
    // A file that is not a report uses nothing.
    const notReport = await analyze(me.token, await letterPdf('Dear customer, thank you for shopping with us.'));
    expect(notReport.statusCode).toBe(400);
    expect(await used(me.userId)).toBe(0);
    const first = await analyze(me.token);
    expect(first.statusCode, first.body).toBe(200);
    CreditReportAnalysisSchema.parse(first.json());
    expect(await used(me.userId)).toBe(1);
    const second = await analyze(me.token);
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({ code: 'payment_required', error: CREDIT_MESSAGES.scanUsed });
    const stats = UserStatsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: { authorization: `Bearer ${me.token}` } })).json(),
    );
    expect(stats.stats.creditScansRemaining).toBe(0);
  });

  it('reads one of three reports sent at once', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }] });
    const answers = await Promise.all([analyze(me.token), analyze(me.token), analyze(me.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402, 402]);
    expect(await used(me.userId)).toBe(1);
  });

  it('reads as many reports as were bought, and without end on a plan with unlimited reads', async () => {
    const two = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }, { name: 'credit_single' }] });
    expect((await analyze(two.token)).statusCode).toBe(200);
    expect((await analyze(two.token)).statusCode).toBe(200);
    expect((await analyze(two.token)).statusCode).toBe(402);
    const all = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
    for (let i = 0; i < 3; i += 1) expect((await analyze(all.token)).statusCode).toBe(200);
    expect(await used(all.userId)).toBe(0);
  });
});
