import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertUserWithSession } from '../../test/factories';
import { apiRoutes } from '../../test/route-table';

/**
 * 'Bad input gets a clear error and loses nothing': every API route in Fastify's own table (so a
 * route added later is covered without editing this file) is sent malformed and hostile requests,
 * signed out and signed in with a paid plan (so the handlers get past their access checks). No
 * answer may be a 5xx, and every refusal must be the error contract a person can read.
 */

type Attempt = { label: string; method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer };

const HUGE = 'A'.repeat(300_000);
/** The text fields the routes take, to carry characters no database stores. */
const TEXT_FIELDS = [
  'email',
  'feedback',
  'text',
  'letter_content',
  'description',
  'name',
  'code',
  'token',
  'state',
  'strategy',
  'content',
  'orderID',
  'plan_type',
  'collector',
];
const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Bodies that are not what any route expects, each with the content type it claims. */
const HOSTILE_BODIES: { label: string; contentType: string; payload: string | Buffer }[] = [
  { label: 'broken JSON', contentType: 'application/json', payload: '{"email": "a@b.c",' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'JSON number', contentType: 'application/json', payload: '42' },
  { label: 'JSON string', contentType: 'application/json', payload: '"x"' },
  { label: 'deeply nested JSON', contentType: 'application/json', payload: DEEP },
  {
    label: 'wrong types in every usual field',
    contentType: 'application/json',
    payload: JSON.stringify({
      email: 42,
      code: { $gt: '' },
      token: ['x'],
      state: 'ZZ',
      product: 'free-money',
      plan: null,
      order_id: 1,
      orderID: -1,
      amount: -5,
      letter_count: 1e9,
      analysis_id: 'not-a-uuid',
      dispute_id: '../../../etc/passwd',
      answers: 'yes',
      feedback: 7,
      type: 'drop table',
      violations: 'all',
      kind: '<script>',
      text: HUGE,
    }),
  },
  { label: 'prototype keys', contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":"a@b.c"}' },
  {
    label: 'huge string fields',
    contentType: 'application/json',
    payload: JSON.stringify({ email: `${HUGE}@example.com`, feedback: HUGE, text: HUGE, letter_text: HUGE }),
  },
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&state=CA' },
  {
    label: 'multipart without its boundary',
    contentType: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="state"\r\n\r\nCA\r\n--x--\r\n',
  },
  {
    label: 'multipart cut short',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 trunc',
  },
  { label: 'binary noise as JSON', contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x80, 0x81]) },
  {
    label: 'NUL characters in every usual field',
    contentType: 'application/json',
    payload: JSON.stringify(Object.fromEntries(TEXT_FIELDS.map((f) => [f, 'a\u0000b']))),
  },
  { label: 'lone surrogates in every usual field', contentType: 'application/json', payload: `{${TEXT_FIELDS.map((f) => `"${f}":"a\\ud800b"`).join(',')}}` },
  {
    label: 'amounts beyond a column',
    contentType: 'application/json',
    payload: JSON.stringify({
      amount: '99,999,999,999',
      collector_info: { name: 'X', amount: 1e12, original_amount: 1e12 },
      option: { percentage: 50, amount: 1e12 },
      letter_count: 99_999_999_999,
    }),
  },
  { label: 'deeply nested objects', contentType: 'application/json', payload: `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}` },
];

/** Values for a path parameter that no route can mean. */
const HOSTILE_PARAMS = ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(2_000), '00000000-0000-0000-0000-000000000000', '%E0%A4%A'];

const HOSTILE_QUERY = '?status=%3Cscript%3E&status=active&to=%00&plan[]=x&product=__proto__&limit=-1';

describe('hostile input on every API route', () => {
  let t: TestApp;
  let token: string;
  let routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: false });
    ({ token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'lifetime' }] }));
    routes = apiRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const attemptsFor = (route: { method: string; url: string }): Attempt[] => {
    const urls = route.url.includes(':') ? HOSTILE_PARAMS.map((p) => route.url.replace(/:\w+/g, p)) : [route.url];
    const attempts: Attempt[] = urls.map((url) => ({ label: 'as is', method: route.method, url: `${url}${HOSTILE_QUERY}` }));
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      for (const url of urls.slice(0, 2)) {
        for (const body of HOSTILE_BODIES)
          attempts.push({ label: body.label, method: route.method, url, headers: { 'content-type': body.contentType }, payload: body.payload });
      }
    }
    return attempts;
  };

  it('finds the routes to test', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.some((r) => r.url === '/api/analyze-strategic')).toBe(true);
  });

  for (const signedIn of [false, true]) {
    it(`never answers 5xx, and refuses in the error contract (${signedIn ? 'signed in, paid' : 'signed out'})`, { timeout: 240_000 }, async () => {
      const failures: string[] = [];
      let tried = 0;
      for (const route of routes) {
        for (const attempt of attemptsFor(route)) {
          tried += 1;
          const headers = { ...attempt.headers, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) };
          const res = await t.app.inject({ method: attempt.method as 'POST', url: attempt.url, headers, payload: attempt.payload });
          const where = `${attempt.method} ${route.url} [${attempt.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            const body = (() => {
              try {
                return res.json() as { success?: unknown; error?: unknown; code?: unknown };
              } catch {
                return undefined;
              }
            })();
            if (body?.success !== false || typeof body.error !== 'string' || body.error === '' || typeof body.code !== 'string')
              failures.push(`${where}: not the error contract: ${res.body.slice(0, 200)}`);
          }
        }
      }
      expect(tried).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    });
  }

  it('keeps a hostile body out of the logs', () => {
    const all = t.logs.join('\n');
    expect(all).not.toContain(HUGE.slice(0, 1_000));
    expect(all).not.toContain('isAdmin');
  });
});
