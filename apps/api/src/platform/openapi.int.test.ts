import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apiRoutes } from '../../test/route-table';
import { isDevelopmentHelper } from './openapi';

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

  it('is public in production too, without the development helpers (issue 24, item 9; decision 024)', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', JOBS_ENABLED: false });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
      const doc = (await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
      const paths = Object.keys(doc.paths);
      expect(paths).toContain('/api/analyze-strategic');
      expect(paths.filter((p) => isDevelopmentHelper(p))).toEqual([]);
    } finally {
      await prod.close();
    }
    // Outside production they are listed (they serve this machine).
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => isDevelopmentHelper(p)).length).toBeGreaterThanOrEqual(3);
  });
});
