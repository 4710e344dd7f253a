import { feedback, userViolations } from '@debtshield/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertUserWithSession } from '../../test/factories';
import { INPUT_MESSAGES, MAX_INPUT_DEPTH } from './input-guard';

describe('what no route can store is refused before any route runs, with a clear 400 and nothing stored', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    ({ token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] }));
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: string | object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

  it('refuses a NUL character or half a surrogate pair in any text, and stores nothing', async () => {
    for (const res of [
      await post('/api/feedback', { feedback: 'a\u0000b', email: 'x@example.com' }),
      await post('/api/feedback', '{"feedback":"broken \\ud800 text","email":"y@example.com"}'),
      await post('/api/violations/user-added', { violation: { type: 'threat', description: 'x\u0000y', has_evidence: true } }),
      await post('/api/violations/user-added', '{"violation":{"type":"threat","description":"\\udc00 alone","has_evidence":true}}'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, error: INPUT_MESSAGES.brokenText, code: 'invalid_input' });
    }
    expect(await t.db.db.select().from(feedback)).toHaveLength(0);
    expect(await t.db.db.select().from(userViolations)).toHaveLength(0);
    // A whole surrogate pair (an emoji) is text like any other.
    expect(
      (await post('/api/violations/user-added', { violation: { type: 'threat', description: 'They laughed 😀 at me', has_evidence: true } })).statusCode,
    ).toBe(200);
  });

  it('refuses nesting deeper than any contract needs', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const res = await post('/api/payment/paypal-webhook', nested(MAX_INPUT_DEPTH + 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INPUT_MESSAGES.tooDeep);
  });

  it('refuses amounts beyond what a column holds (text or number) with the limit in words', async () => {
    for (const amount of ['99,999,999,999', 1e12]) {
      const res = await post('/api/generate-letter', { collector_info: { name: 'Apex', amount } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(/Amounts must be between \$0 and \$10,000,000/);
    }
  });
});
