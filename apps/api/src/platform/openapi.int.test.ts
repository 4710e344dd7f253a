import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('OpenAPI', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // Every route the app has, from Fastify's own table.
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /[└├]── (\/\S*) \(([A-Z, ]+)\)/.exec(line);
      if (match?.[1] && match[2]) for (const method of match[2].split(', ')) routes.push({ method, url: match[1] });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at /api/openapi.json and lists every API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of apiRoutes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openApiPath], `${route.method} ${route.url}`).toBeDefined();
      expect(doc.paths[openApiPath]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
