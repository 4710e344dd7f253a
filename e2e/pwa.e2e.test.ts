import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, signInThroughApi } from './browser';
import { signInInPage } from './users';

/** The development server (the same built app; its dev outbox signs a user in without mail). */
const baseUrl = inject('devBaseUrl');

/** Waits until the service worker is active and controls this page (it claims open pages when it activates). */
const waitForServiceWorker = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });

/** Every URL held in Cache Storage, read in the page as the browser keeps it. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

describe('installable and offline-ready (spec 001 §7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links an installable manifest with the icons the build drew', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetch(`${baseUrl}${href}`)).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const res = await fetch(`${baseUrl}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
    }
    expect(manifest.icons.filter((i) => i.src.endsWith('.png')).map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens offline from its cache, says so on a page that needs the API, and never caches an API answer', async () => {
    const { token, user } = await signInThroughApi(baseUrl, `pwa-${Date.now()}@example.com`);
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/`);
    expect(await waitForServiceWorker(page)).toBe(`${baseUrl}/sw.js`);

    // Signed in, a page that reads the API works online (its answers pass by the worker).
    await signInInPage(page, baseUrl, token, user);
    await gotoApp(page, `${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Hi, / }).waitFor();
    await page.locator('main section[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);

    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url === '/api' || url.startsWith('/api/'))).toEqual([]);

    await gotoApp(page, `${baseUrl}/`);
    await context.setOffline(true);
    // The home page renders from the cached shell.
    await page.reload();
    await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Got a letter from a debt collector?' }).waitFor();
    await page.getByText('You are offline').waitFor();
    // A page that needs the API says it is offline instead of staying blank.
    await page.goto(`${baseUrl}/dashboard`);
    await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: /^Hi, / }).waitFor();
    await page.getByText('You are offline').waitFor();
    // In Spanish too: the other language's catalogue is among the cached files.
    await page.evaluate(() => window.localStorage.setItem('language', 'es'));
    await page.reload();
    await page.getByText('Está sin conexión').waitFor();

    // Still nothing of the API in any cache after the offline visits.
    expect((await cachedUrls(page)).filter((url) => url === '/api' || url.startsWith('/api/'))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('page error'))).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });
});
