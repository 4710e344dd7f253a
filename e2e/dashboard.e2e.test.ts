import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAxePage, runAxe } from './axe';
import { launchBrowser, openPage, signInThroughApi, gotoApp } from './browser';
import { LETTER } from './letter-fixture';
import { callApi, paidUser, signInInPage } from './users';

/** The development server: dev outbox and the test checkout make a paid user without a card. */
const baseUrl = inject('devBaseUrl');

const SECOND_LETTER = `Midland Credit Management, Inc.
PO Box 2011, Warren, MI 48090

October 1, 2026

Jordan Example
77 Elm Street
Springfield, IL 62701

Re: Account ending 9876. Balance due: $2,310.00

This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.

If you do not pay today we will report you to all three credit bureaus as a deadbeat and your credit will be ruined forever.

Midland Credit Management, Inc.`;

const api = (path: string, token: string, body?: unknown) => callApi(baseUrl, path, token, body);
const paidUserWithTwoLetters = () => paidUser(baseUrl, [LETTER, SECOND_LETTER]);
const signInPage = (page: Page, token: string, user: unknown) => signInInPage(page, baseUrl, token, user);

describe('the signed-in home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a paid user with two letters real figures, both analyses, filters and exports the violations, adds one, and writes the power letter', async () => {
    const { token, user } = await paidUserWithTwoLetters();
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInPage(page, token, user);
    await gotoApp(page, `${baseUrl}/dashboard`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 2, name: 'Recent Analyses' }).waitFor();
    const recent = main.locator('section', { has: page.getByRole('heading', { name: 'Recent Analyses' }) });
    await recent.getByText('Apex Recovery Partners').waitFor();
    await recent.getByText('Midland Credit Management, Inc.').waitFor();
    const stats = (await api('/api/user/stats', token)) as { stats: { totalAnalyses: number; violationsFound: number } };
    expect(stats.stats.totalAnalyses).toBe(2);
    const totals = main.locator('dl').first();
    expect(await totals.textContent()).toContain(`Total Analyses2`);
    expect(await totals.textContent()).toContain(`Violations Found${stats.stats.violationsFound}`);

    // Violations: filter by one collector, export, read the CSV back.
    await gotoApp(page, `${baseUrl}/dashboard/violations`);
    await main.getByRole('heading', { level: 2, name: 'Violation command center' }).waitFor();
    await main.getByLabel('Collector').selectOption('Apex Recovery Partners');
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('my_violations.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('"Collector"');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r.includes('"Apex Recovery Partners"'))).toBe(true);

    // Add a violation by the same collector: the threat and the credit pressure form a pattern.
    await main.getByRole('button', { name: 'Add a missing violation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Power Center: add a violation' });
    await dialog.getByLabel('What happened').selectOption('false_credit_reporting');
    await dialog.getByLabel('Describe it').fill('On March 10 the caller said it is already on my credit report.');
    await dialog.getByLabel('Collector (optional)').fill('Apex Recovery Partners');
    await dialog.getByLabel(/I have evidence/).check();
    await dialog.getByRole('button', { name: 'Add violation' }).click();
    await main.getByText('added by you').first().waitFor();
    await main.getByRole('link', { name: 'Write a Power Letter' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Your Power Letter' }).waitFor();
    await main
      .getByText(/the caller said it is already on my credit report/i)
      .first()
      .waitFor();
    expect(await main.textContent()).toContain('15 U.S.C. 1692k');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('meets a free user with the upgrade modal on a locked view, and every view is axe-clean at 390 and 1280 px', async () => {
    const email = `dashboard-free-${Date.now()}@example.com`;
    const { token, user } = await signInThroughApi(baseUrl, email);
    for (const width of [390, 1280]) {
      const { page, context } = await openAxePage(browser, { viewport: { width, height: 900 } });
      await signInPage(page, token, user);
      for (const view of ['', '/violations', '/credit', '/letter-service', '/dfy-service', '/templates', '/intel', '/tools', '/disputes']) {
        await gotoApp(page, `${baseUrl}/dashboard${view}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page
          .locator('main [aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious, `${width}px /dashboard${view}`).toEqual([]);
      }
      // A locked view opens the upgrade modal.
      await gotoApp(page, `${baseUrl}/dashboard`);
      if (width < 1024) await page.getByRole('button', { name: 'Dashboard menu' }).click();
      await page
        .getByRole('link', { name: /Collector Intel.*locked/ })
        .last()
        .click();
      const modal = page.getByRole('dialog', { name: 'Unlock this part of DebtShield' });
      await modal.waitFor();
      expect(await modal.textContent()).toContain('30-day money-back guarantee.');
      const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, `${width}px upgrade modal`).toEqual([]);
      await context.close();
    }
  });
});
