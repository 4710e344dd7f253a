import { PowerLetterResponseSchema, SolCheckResponseSchema, TemplateResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';

describe('templates, tools and the power letter', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the four templates, with marked blanks, only to plans that include them', async () => {
    expect((await call('GET', '/api/templates/validation')).statusCode).toBe(401);
    const free = await insertUserWithSession(t.db);
    const refused = await call('GET', '/api/templates/validation', free.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).not.toContain('1692g');

    const paid = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    for (const [slug, words] of [
      ['validation', '1692g(b)'],
      ['cease', '1692c(c)'],
      ['settlement', '[OFFER AMOUNT]'],
      ['fdcpa', '[DESCRIBE WHAT HAPPENED, WITH THE DATE]'],
    ] as const) {
      const res = await call('GET', `/api/templates/${slug}`, paid.token);
      expect(res.statusCode, slug).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const { template } = TemplateResponseSchema.parse(res.json());
      expect(template.letter.content).toContain(words);
      expect(template.letter.content).toContain('[YOUR FULL NAME]');
      expect(template.letter.is_preview).toBe(false);
    }
    expect((await call('GET', '/api/templates/nope', paid.token)).statusCode).toBe(400);
  });

  it('checks the statute of limitations from a state and a date, for anyone, storing nothing', async () => {
    const res = await call('POST', '/api/tools/sol-check', undefined, { state: 'TX', last_payment_date: '2015-01-10' });
    expect(res.statusCode).toBe(200);
    const { sol } = SolCheckResponseSchema.parse(res.json());
    expect(sol).toMatchObject({ status: 'likely_expired', state: 'TX', years: 4, runs_out_on: '2019-01-10' });
    const unknown = SolCheckResponseSchema.parse((await call('POST', '/api/tools/sol-check', undefined, { state: 'CA' })).json()).sol;
    expect(unknown.status).toBe('unknown');
    expect(unknown.question).toMatch(/last make a payment/);
    expect((await call('POST', '/api/tools/sol-check', undefined, { state: 'XX' })).statusCode).toBe(400);
  });

  it("writes a power letter citing the user's own violations, with the pattern, and none of anyone else's", async () => {
    const me = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const add = async (type: string, description: string) =>
      (
        await call('POST', '/api/violations/user-added', me.token, {
          violation: { type, description, collector_name: 'Apex Recovery Partners', has_evidence: true },
        })
      ).json().violation.id as string;
    const a = await add('threat', 'The caller said I would be arrested on Friday.');
    const b = await add('false_credit_reporting', 'The caller said it is already on my credit report.');
    const res = await call('POST', '/api/violations/power-letter', me.token, { violation_ids: [a, b], combo: 'threat_and_credit_pressure' });
    expect(res.statusCode).toBe(200);
    const answer = PowerLetterResponseSchema.parse(res.json());
    expect(answer.violations_cited).toBe(2);
    expect(answer.combo?.name).toBe('threat_and_credit_pressure');
    expect(answer.letter.content).toContain('Apex Recovery Partners');
    expect(answer.letter.content).toContain('The caller said I would be arrested on Friday');
    expect(answer.letter.content).toContain('15 U.S.C. 1692e(8)');
    expect(answer.letter.content).toContain('a pattern: threats combined with credit-reporting pressure');

    const stranger = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    expect((await call('POST', '/api/violations/power-letter', stranger.token, { violation_ids: [a, b] })).statusCode).toBe(404);
    expect((await call('POST', '/api/violations/power-letter', undefined, { violation_ids: [a] })).statusCode).toBe(401);
  });

  it('gives a free user only the first paragraph of the power letter', async () => {
    const free = await insertUserWithSession(t.db);
    const added = await call('POST', '/api/violations/user-added', free.token, {
      violation: { type: 'repeated_calls', description: 'Eleven calls in one day.', has_evidence: true },
    });
    const id = added.json().violation.id as string;
    const answer = PowerLetterResponseSchema.parse((await call('POST', '/api/violations/power-letter', free.token, { violation_ids: [id] })).json());
    expect(answer.letter.is_preview).toBe(true);
    expect(answer.letter.content).not.toContain('1692k');
  });
});
