import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAxePage, runAxe } from './axe';
import { launchBrowser, openPage, signInThroughApi, chooseLanguage, gotoApp } from './browser';

const baseUrl = inject('baseUrl');
const devBaseUrl = inject('devBaseUrl');
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('the app shell in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the home page with no console errors, CSP violations or failed requests', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Got a letter from a debt collector?');
    await expect(page.getByText(/legal information, not legal advice/i).isVisible()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the route table: redirects, aliases and login guards', async () => {
    // The development server: /bundle opens the checkout, which a production server without PayPal
    // credentials refuses by design (503, covered by the payments integration tests).
    const { page, context, problems } = await openPage(browser);
    const cases: [string, string, string | null][] = [
      ['/bundle', '/payment?product=bundle&price=119', 'Choose your plan'],
      ['/no/such/page', '/', 'Got a letter from a debt collector?'],
      ['/products', '/products', 'Got a letter from a debt collector?'],
      ['/debt-analyzer', '/debt-analyzer', 'Check a collection letter'],
      ['/success', '/success', 'No payment to show'],
      ['/dashboard', '/login', 'Sign in'],
      ['/dashboard/violations', '/login', 'Sign in'],
      ['/response-tracker/123', '/login', 'Sign in'],
    ];
    for (const [from, to, heading] of cases) {
      await gotoApp(page, `${devBaseUrl}${from}`);
      await page.waitForURL((url) => pathOf(url.toString()) === to, { timeout: 5000 });
      expect(pathOf(page.url()), from).toBe(to);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 5000 });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a signed-in user into the dashboard, and drops a stored token the server no longer accepts', async () => {
    const { page, context } = await openPage(browser);
    const { token, user } = await signInThroughApi(devBaseUrl, 'shell-e2e@example.com');
    await gotoApp(page, `${devBaseUrl}/`);
    await page.evaluate(
      ([t, u]) => {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)] as const,
    );
    await gotoApp(page, `${devBaseUrl}/dashboard/tools`);
    expect(pathOf(page.url())).toBe('/dashboard/tools');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Tools');

    await page.evaluate(() => window.localStorage.setItem('token', 'a-token-the-server-never-issued'));
    await gotoApp(page, `${devBaseUrl}/dashboard/tools`);
    await page.waitForURL((url) => pathOf(url.toString()) === '/login', { timeout: 5000 });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('switches language, keeps it on reload, and sets the page language', async () => {
    const { page, context } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/`);
    await chooseLanguage(page, 'es');
    // The Spanish catalogue is fetched on the switch; the page changes when it is here.
    await page.getByRole('heading', { level: 1, name: '¿Recibió una carta de un cobrador de deudas?' }).waitFor();
    await page.reload();
    // After a reload the first render is already Spanish (the catalogue is fetched before it).
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('¿Recibió una carta de un cobrador de deudas?');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByText(/información legal, no asesoría legal/i).isVisible()).toBe(true);
    // Another page's own strings (a separate catalogue part) come in Spanish too, and back in English after a switch.
    await gotoApp(page, `${baseUrl}/faq`);
    await page.getByText('¿Qué hace DebtShield?').waitFor();
    await chooseLanguage(page, 'en');
    await page.getByText('What does DebtShield do?').waitFor();
    await context.close();
  });

  it('offers a skip link as the first stop of the keyboard', async () => {
    const { page, context } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Skip to main content');
    await context.close();
  });

  it('answers the API beside the app on the same port', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, database: 'pglite' });
    const missing = await fetch(`${baseUrl}/api/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('keeps the header on one row on a phone: the links and the language live in a menu sheet', async () => {
    const { page, context } = await openAxePage(browser, { viewport: { width: 360, height: 740 } });
    await gotoApp(page, `${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const header = await page.locator('header').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(70);
    expect(await page.locator('header').getByRole('link', { name: 'FAQ' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    // The sheet's code loads on this first tap.
    await sheet.waitFor();
    expect(await sheet.getByRole('link', { name: 'FAQ' }).isVisible()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Español' }).isVisible()).toBe(true);
    const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await sheet.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/faq$/);
    expect(await sheet.count()).toBe(0);
    await context.close();
  });

  it('opens the Radix sheet under the real CSP: no inline <style>, the page behind locked and hidden, no violation reported', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await gotoApp(page, `${baseUrl}/faq`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    const state = await page.evaluate(() => ({
      styleElements: document.querySelectorAll('style').length,
      adopted: document.adoptedStyleSheets.length,
      bodyOverflow: getComputedStyle(document.body).overflow,
      mainHidden: document.querySelector('main')?.closest('[aria-hidden="true"]') !== null,
    }));
    // react-remove-scroll's rules arrive as a constructed stylesheet (src/lib/csp-style-singleton.ts).
    expect(state).toEqual({ styleElements: 0, adopted: 1, bodyOverflow: 'hidden', mainHidden: true });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => [document.adoptedStyleSheets.length, getComputedStyle(document.body).overflow])).toEqual([0, 'visible']);
    expect(await page.getByRole('button', { name: 'Menu' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
