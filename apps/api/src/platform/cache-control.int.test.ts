import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertUserWithSession } from '../../test/factories';
import { apiRoutes } from '../../test/route-table';

/** Personal JSON answers are never kept by a browser or a shared cache (issue 11). */
describe('Cache-Control on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is no-store on every GET of the API, signed in or not, whatever the answer (from the route table of Fastify, so new routes are covered)', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const gets = apiRoutes(t.app).filter((r) => r.method === 'GET' && r.url !== '/api/openapi.json');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const url = route.url.replace(/:[A-Za-z]+/g, (p) => (p === ':id' ? '00000000-0000-4000-8000-000000000000' : 'something'));
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(String(res.headers['cache-control']), `${url} ${res.statusCode}`).toMatch(/no-store/);
      }
    }
  });

  it('is no-store on POST answers that carry personal data too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'someone@example.com' } });
    expect(String(res.headers['cache-control'])).toMatch(/no-store/);
  });
});
