import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_VIEWS, paths, templatePaths, toolPaths } from '../apps/web/src/config/paths';
import { openAxePage, runAxe, seriousViolations, type AxeViolation } from './axe';
import { gotoApp, launchBrowser, signInThroughApi } from './browser';
import { LETTER } from './letter-fixture';
import { analyzeLetter, paidUser, signInInPage } from './users';

/**
 * Issue 13's bar: axe finds no serious or critical violation on any page of the route table, at
 * 360, 390 and 1280 px, in English and Spanish, and with each dialog and sheet open. Public pages are
 * checked as a visitor, the rest as a signed-in paid user (a free one for the upgrade modal). One
 * browser; one page per language and kind of user, resized rather than reopened.
 */
const baseUrl = inject('devBaseUrl');
const WIDTHS = [360, 390, 1280] as const;
const LANGUAGES = [
  { code: 'en', locale: 'en-US' },
  { code: 'es', locale: 'es-US' },
] as const;
type Lang = (typeof LANGUAGES)[number]['code'];

/** A visible string of a feature's catalogue, as the page shows it in that language. */
const catalogue = (lang: Lang, feature: string, key: string): string => {
  const file = new URL(`../apps/web/src/features/${feature}/locales/${lang}.json`, import.meta.url);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`no string ${feature}:${key} in ${lang}`);
  return value;
};

/** Every route of apps/web/src/app/routes.tsx (by its key in paths.ts) and the addresses checked for it. */
const PUBLIC: Partial<Record<keyof typeof paths, string[]>> = {
  home: ['/'],
  products: ['/products'],
  homeAlias: ['/home'],
  oldHome: ['/old-home'],
  upload: ['/upload'],
  debtAnalyzer: ['/debt-analyzer'],
  results: ['/results'],
  payment: ['/payment', '/payment?product=dfy'],
  paymentProduct: ['/payment/lifetime'],
  paymentSuccess: ['/payment-success'],
  success: ['/success'],
  login: ['/login'],
  faq: ['/faq'],
  bundle: ['/bundle'],
  creditDisputes: ['/credit-disputes'],
  creditDisputesFollowUp: ['/credit-disputes/follow-up/1'],
  dfy: ['/dfy'],
  feedback: ['/feedback'],
  emailForwarding: ['/email-forwarding'],
  lawsuit: ['/lawsuit'],
};
/** As a paid user: the login-required routes, and the public ones that show an account's own data. */
const signedIn = (analysisId: string): Partial<Record<keyof typeof paths, string[]>> => ({
  home: ['/'],
  upload: ['/upload'],
  results: [`/results?analysis=${analysisId}`],
  paymentSuccess: ['/payment-success'],
  emailForwarding: ['/email-forwarding'],
  responseTracker: ['/response-tracker'],
  responseTrackerDetail: ['/response-tracker/1'],
  dashboard: ['/dashboard'],
  dashboardView: DASHBOARD_VIEWS.map((view) => `/dashboard/${view}`),
  creditDisputesFollowUp: ['/credit-disputes/follow-up/1'],
  template: Object.values(templatePaths),
  tool: Object.values(toolPaths),
});

/** Until the page has settled: the app running, its title, no loading placeholder, no entrance animation running (a skeleton's endless pulse is not waited for). */
const settle = async (page: Page) => {
  await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
};

const describeViolation = (where: string, v: AxeViolation) => `${where}: ${v.id} (${v.impact}) ${v.help} → ${v.targets.slice(0, 3).join(' | ')}`;

describe('axe on every page, at three widths, in English and Spanish, dialogs open', () => {
  let browser: Browser;
  const serious: string[] = [];
  const other = new Set<string>();

  /** Runs axe at the page's current state; `where` names it in the report. */
  const check = async (page: Page, where: string) => {
    const violations = await runAxe(page);
    for (const v of seriousViolations(violations)) serious.push(describeViolation(where, v));
    for (const v of violations.filter((v) => !seriousViolations([v]).length)) other.add(`${v.id} (${v.impact}) ${where.replace(/ \d+px/, '')}`);
  };

  /** Each address at each width (resized in place), checked in `lang`. */
  const sweep = async (page: Page, lang: Lang, who: string, routes: Partial<Record<string, string[]>>) => {
    for (const url of Object.values(routes).flat()) {
      if (!url) continue;
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoApp(page, `${baseUrl}${url}`);
      await settle(page);
      expect(await page.locator('html').getAttribute('lang'), url).toBe(lang);
      // A signed-in page checked as the sign-in form would prove nothing.
      if (who !== 'visitor') expect(new URL(page.url()).pathname, url).not.toBe('/login');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 1024 ? 800 : 900 });
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
        );
        await check(page, `${lang} ${width}px ${who} ${url}`);
      }
    }
  };

  /** Opens a dialog with `open` at each width where the page offers it, checks with it open, closes it. */
  const withDialog = async (page: Page, lang: Lang, url: string, name: string, widths: readonly number[], open: (page: Page) => Promise<void>) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 1024 ? 800 : 900 });
      await gotoApp(page, `${baseUrl}${url}`);
      await settle(page);
      await open(page);
      await page.getByRole('dialog').waitFor();
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      );
      await check(page, `${lang} ${width}px ${url} with ${name} open`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  };

  const headerMenu = (page: Page) =>
    page
      .locator('header')
      .getByRole('button', { name: /^(Menu|Menú)$/ })
      .click();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    serious.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    if (other.size > 0) console.info(`axe: moderate and minor findings (not failing):\n${[...other].sort().join('\n')}`);
    other.clear();
  });

  it('lists an address for every route of the route table', () => {
    const covered = new Set([...Object.keys(PUBLIC), ...Object.keys(signedIn('x'))]);
    expect(Object.keys(paths).filter((key) => !covered.has(key))).toEqual([]);
  });

  for (const { code: lang, locale } of LANGUAGES) {
    it(`public pages, as a visitor, in ${lang}, with the header's menu sheet and the payment page's letters dialog`, { timeout: 600_000 }, async () => {
      const { page, context } = await openAxePage(browser, { locale });
      await sweep(page, lang, 'visitor', PUBLIC);
      await withDialog(page, lang, '/', 'the menu sheet', [360, 390], headerMenu);
      await withDialog(page, lang, '/dfy', 'the authorisation dialog', WIDTHS, (p) => p.getByRole('button', { name: catalogue(lang, 'dfy', 'start') }).click());
      await context.close();
      expect(serious).toEqual([]);
    });

    it(`a visitor's results preview, in ${lang}, with its unlock dialog`, { timeout: 300_000 }, async () => {
      const analysis = await analyzeLetter(baseUrl, LETTER);
      const { page, context } = await openAxePage(browser, { locale });
      await gotoApp(page, `${baseUrl}/`);
      await page.evaluate((stored) => window.localStorage.setItem('analysisResults', JSON.stringify(stored)), analysis);
      // First the email gate (a visitor who has not given an email yet).
      await sweep(page, lang, 'visitor (email gate)', { results: ['/results'] });
      await page.evaluate(() => window.sessionStorage.setItem('userEmail', 'visitor@example.com'));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 1024 ? 800 : 900 });
        await gotoApp(page, `${baseUrl}/results`);
        // Then the preview, and its unlock dialog.
        await settle(page);
        await page
          .getByRole('button', { name: catalogue(lang, 'results', 'violations.unlock'), exact: true })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
        );
        await check(page, `${lang} ${width}px visitor /results (preview) with the unlock dialog open`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await settle(page);
        await check(page, `${lang} ${width}px visitor /results (preview)`);
      }
      await context.close();
      expect(serious).toEqual([]);
    });

    it(`signed-in pages, as a paid user, in ${lang}, with the menu sheets and the dashboard's dialogs`, { timeout: 600_000 }, async () => {
      const user = await paidUser(baseUrl, [LETTER]);
      const { page, context } = await openAxePage(browser, { locale });
      await signInInPage(page, baseUrl, user.token, user.user);
      await sweep(page, lang, 'paid user', signedIn(user.analysisIds[0] ?? ''));
      await withDialog(page, lang, '/dashboard', 'the menu sheet', [360, 390], headerMenu);
      await withDialog(page, lang, '/dashboard', 'the dashboard menu', [360, 390], (p) =>
        p.getByRole('button', { name: catalogue(lang, 'dashboard', 'nav.open') }).click(),
      );
      await withDialog(page, lang, '/dashboard/violations', 'the add-a-violation dialog', WIDTHS, (p) =>
        p.getByRole('button', { name: catalogue(lang, 'dashboard', 'power.open') }).click(),
      );
      await withDialog(page, lang, '/payment?product=dfy', "the payment page's letters dialog", WIDTHS, (p) =>
        p.getByRole('button', { name: catalogue(lang, 'payment', 'dfy.choose') }).click(),
      );
      await context.close();
      expect(serious).toEqual([]);
    });

    it(`the upgrade modal, as a free user, in ${lang}`, { timeout: 300_000 }, async () => {
      const { token, user } = await signInThroughApi(baseUrl, `axe-free-${lang}-${Date.now()}@example.com`);
      const { page, context } = await openAxePage(browser, { locale });
      await signInInPage(page, baseUrl, token, user);
      const locked = new RegExp(catalogue(lang, 'dashboard', 'nav.locked'));
      await withDialog(page, lang, '/dashboard', 'the upgrade modal', WIDTHS, async (p) => {
        if ((p.viewportSize()?.width ?? 0) < 1024) await p.getByRole('button', { name: catalogue(lang, 'dashboard', 'nav.open') }).click();
        await p.getByRole('link', { name: locked }).last().click();
      });
      await context.close();
      expect(serious).toEqual([]);
    });
  }
});
