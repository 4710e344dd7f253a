import { anonymousAnalysisCosts } from '@debtshield/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';
import { purgeExpired } from '../../platform/jobs';

describe('a budget of reading time for analyses without signing in, per address', () => {
  let t: TestApp;
  let pdf: Uint8Array;
  const analyze = (remoteAddress: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: pdf }]),
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    pdf = new Uint8Array(await letterPdf(THREATENING_LETTER));
    // Two analyses' worth: each counts at least 2 seconds.
    t = await buildTestApp({ ANALYZE_RATE_LIMIT_MAX: 1000, JOBS_ENABLED: false, ANONYMOUS_ANALYSIS_BUDGET_SECONDS: 4 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the address with 429 and Retry-After once its hour of budget is spent; other addresses and signed-in users go on', async () => {
    expect((await analyze('198.51.100.20')).statusCode).toBe(200);
    expect((await analyze('198.51.100.20')).statusCode).toBe(200);
    const refused = await analyze('198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(refused.json().error).toMatch(/sign in, or try again in \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect((await analyze('198.51.100.21')).statusCode).toBe(200);
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    expect((await analyze('198.51.100.20', token)).statusCode).toBe(200);
    // No address is kept in clear.
    expect(JSON.stringify(await t.db.db.select().from(anonymousAnalysisCosts))).not.toContain('198.51.100');
  });

  it('frees the budget after the hour (the purge job forgets old costs)', async () => {
    await purgeExpired(t.app, new Date(Date.now() + 61 * 60_000));
    expect(await t.db.db.select().from(anonymousAnalysisCosts)).toHaveLength(0);
    expect((await analyze('198.51.100.20')).statusCode).toBe(200);
  });
});
