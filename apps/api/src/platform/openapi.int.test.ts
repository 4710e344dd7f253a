import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apiRoutes } from '../../test/route-table';

describe('OpenAPI', () => {
  let t: TestApp;
  let apiRouteList: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    apiRouteList = apiRoutes(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at /api/openapi.json and lists every API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(apiRouteList.length).toBeGreaterThanOrEqual(2);
    for (const route of apiRouteList) {
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
