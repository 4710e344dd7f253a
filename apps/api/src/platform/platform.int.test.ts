import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorResponseSchema } from '@debtshield/contracts';
import { users } from '@debtshield/db';
import { count } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const expectError = (body: string, code: string) => {
  const parsed = ErrorResponseSchema.parse(JSON.parse(body));
  expect(parsed.code).toBe(code);
  expect(parsed.error.length).toBeGreaterThan(10);
  return parsed;
};

describe('API platform', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'ds-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>DebtShield</title><div id="root"></div>');
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.info(1)');
    mkdirSync(path.join(distDir, 'prerendered'));
    for (const [name, lng] of [
      ['home', 'en'],
      ['home', 'es'],
    ]) {
      writeFileSync(path.join(distDir, 'prerendered', `${name}.${lng}.html`), `<!doctype html><div id="root" data-lang="${lng}">${name} ${lng}</div>`);
    }
    writeFileSync(
      path.join(distDir, 'prerendered', 'manifest.json'),
      JSON.stringify({ '/': { en: 'prerendered/home.en.html', es: 'prerendered/home.es.html' } }),
    );
    // index.html with the chunks of a page named for preloading (apps/web/scripts/route-preloads.mjs).
    mkdirSync(path.join(distDir, 'routes'));
    for (const lng of ['en', 'es'])
      writeFileSync(path.join(distDir, 'routes', `dashboard.${lng}.html`), `<!doctype html><div id="root"></div>dashboard preloads ${lng}`);
    const dashboard = { en: 'routes/dashboard.en.html', es: 'routes/dashboard.es.html' };
    writeFileSync(path.join(distDir, 'routes', 'manifest.json'), JSON.stringify({ '/dashboard': dashboard, '/dashboard/*': dashboard }));
    t = await buildTestApp({ WEB_DIST_DIR: distDir }, (app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post('/api/test/echo', { schema: { body: z.object({ email: z.email(), note: z.string().max(10) }) } }, async (request) => ({
          success: true,
          email: request.body.email,
        }));
      app.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('starts on a fresh, migrated database', async () => {
    const [row] = await t.db.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
    await t.db.db.insert(users).values({ email: 'platform-test@example.com' });
  });

  it('answers unknown /api paths with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expectError(res.body, 'not_found');
  });

  it('serves the SPA for every other path, and assets with long caching', async () => {
    for (const url of ['/', '/dashboard', '/results?violations=1,2', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends a prerendered page for its exact path in the language the app will choose, else the shell', async () => {
    const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url, headers })).body;
    await expect(get('/')).resolves.toContain('home en');
    await expect(get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).resolves.toContain('home es');
    await expect(get('/', { 'accept-language': 'fr-FR,es;q=0.9' })).resolves.toContain('home en');
    // The language picked in the app (mirrored to a cookie) wins over the browser's.
    await expect(get('/', { 'accept-language': 'es', cookie: 'other=1; language=en' })).resolves.toContain('home en');
    await expect(get('/', { cookie: 'language=es' })).resolves.toContain('home es');
    // A query can change what the page shows, and other paths have no prerendered page: the shell.
    await expect(get('/?flow=generate')).resolves.toContain('<div id="root"></div>');
    await expect(get('/feedback', { cookie: 'language=es' })).resolves.toContain('<div id="root"></div>');
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a page that is not prerendered the shell naming its chunks, for its path and the paths under it, in the visitor’s language', async () => {
    const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    expect((await get('/dashboard')).body).toContain('dashboard preloads en');
    const credit = await get('/dashboard/credit', { cookie: 'language=es' });
    expect(credit.body).toContain('dashboard preloads es');
    expect(credit.headers['content-type']).toContain('text/html');
    expect(credit.headers['cache-control']).toBe('no-cache');
    expect(credit.headers.vary).toContain('Cookie');
    // Deeper, or beside it: the plain shell.
    expect((await get('/dashboard/credit/more')).body).not.toContain('dashboard preloads');
    expect((await get('/dashboardx')).body).not.toContain('dashboard preloads');
  });

  it('sets security headers with a CSP the SPA works under, and no CORS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'https://evil.example' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
  });

  it('validates input with a message naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', note: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(expectError(res.body, 'invalid_input').error).toContain('email');
  });

  it('refuses malformed JSON and oversized bodies in the error shape', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expectError(bad.body, 'invalid_input');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', note: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expectError(huge.body, 'payload_too_large');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(415);
    expectError(wrongType.body, 'unsupported_media_type');
  });

  it('hides internal error details from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = expectError(res.body, 'internal');
    expect(body.error).not.toContain('hunter2');
  });

  it('never logs tokens, emails or bodies', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?token=query-secret-123',
      headers: { authorization: 'Bearer header-secret-456', cookie: 'sid=cookie-secret-789' },
      payload: { email: 'jane.doe@example.com', note: 'private' },
    });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/test/echo');
    for (const secret of ['query-secret-123', 'header-secret-456', 'cookie-secret-789', 'jane.doe@example.com', 'private']) {
      expect(logs).not.toContain(secret);
    }
  });

  it('rate-limits the API (not health) with the error shape', async () => {
    const limitedApp = await buildTestApp({ RATE_LIMIT_MAX: 5 }, (app) => {
      app.get('/api/test/limited', async () => ({ success: true }));
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await limitedApp.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await limitedApp.app.inject({ method: 'GET', url: '/api/test/limited' });
      expect(expectError(limited.body, 'rate_limited').error).toMatch(/try again/);
      for (let i = 0; i < 8; i++) expect((await limitedApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limitedApp.close();
    }
  });
});
