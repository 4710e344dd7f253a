import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, gotoApp } from './browser';

const baseUrl = inject('baseUrl');

/*
 * `/` and `/upload` come as HTML rendered at build time (apps/web/scripts/prerender.mjs), so they
 * paint before any JavaScript runs; the app then takes that HTML over. Taken over, not replaced:
 * the heading the browser parsed is still the heading on the page once the app is running, and it
 * answers clicks.
 */
const MARK_PARSED_HEADING = () => {
  document.addEventListener('readystatechange', () => {
    // 'interactive': the HTML is parsed and no module script has run yet.
    if (document.readyState === 'interactive') (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('#root h1');
  });
};

describe('prerendered pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [
    { path: '/', locale: 'en-US', heading: 'Got a letter from a debt collector?' },
    { path: '/', locale: 'es-MX', heading: '¿Recibió una carta de un cobrador de deudas?' },
    { path: '/upload', locale: 'en-US', heading: 'Check a collection letter' },
    { path: '/upload', locale: 'es-MX', heading: 'Revise una carta de cobranza' },
  ];

  it.each(cases)('$path in $locale is in the HTML and is taken over by the app without being replaced', async ({ path, locale, heading }) => {
    const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': locale } })).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(heading);

    const { page, context, problems } = await openPage(browser, { locale });
    await page.addInitScript(MARK_PARSED_HEADING);
    await gotoApp(page, `${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
    const kept = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed !== null && parsed.isConnected && parsed === document.querySelector('#root h1');
    });
    expect(kept).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers clicks once taken over: the header link navigates inside the page', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoApp(page, `${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Check a letter' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Check a collection letter' }).waitFor();
    // Routed by the app: the document is the one loaded first (a full page load would have lost the mark).
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  /*
   * The other pages come with the shared frame (header, a busy main as tall as the screen, the
   * footer) in the visitor's language, and no session link: the HTML cannot know who is signed in
   * (decision 044). The app renders the page in its place.
   */
  it.each([
    { locale: 'en-US', lang: 'en', disclaimer: 'DebtShield gives legal information, not legal advice.', signIn: 'Sign in' },
    { locale: 'es-MX', lang: 'es', disclaimer: 'DebtShield ofrece información legal', signIn: 'Iniciar sesión' },
  ])('/results in $locale comes with the frame in its language, then the app replaces it', async ({ locale, lang, disclaimer, signIn }) => {
    const html = await (await fetch(`${baseUrl}/results`, { headers: { 'accept-language': locale } })).text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(disclaimer);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-prerendered');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).not.toContain('href="/login"');
    expect(root).not.toContain('href="/dashboard"');

    // Nothing stored: the app sends the visitor to the upload page, whose header names Sign in.
    const { page, context, problems } = await openPage(browser, { locale, viewport: { width: 1280, height: 800 } });
    await gotoApp(page, `${baseUrl}/results`);
    await page.waitForURL(`${baseUrl}/upload`);
    await page.getByRole('link', { name: signIn }).first().waitFor();
    await expect(page.locator('footer').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
