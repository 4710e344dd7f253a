import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAxePage, runAxe, seriousViolations } from './axe';
import { gotoApp, launchBrowser, openPage, signInThroughApi } from './browser';
import { callApi, signInInPage } from './users';

/** The development server: dev outbox and the test checkout make a paid user without a card. */
const baseUrl = inject('devBaseUrl');

const api = (path: string, token: string, body?: unknown) => callApi(baseUrl, path, token, body);

/** A user who bought the three-bureau credit plan in the test checkout (after the 1679c disclosure). */
const creditUser = async () => {
  const email = `credit-${Date.now()}@example.com`;
  const { token } = await signInThroughApi(baseUrl, email);
  const order = (await api('/api/payment/create-paypal-order', token, { plan_type: 'credit_all', email, credit_rights_acknowledged: true })) as {
    orderID: string;
  };
  await api('/api/payment/test-checkout/approve', token, { orderID: order.orderID });
  await api('/api/payment/verify-paypal-order', token, { orderID: order.orderID, plan_type: 'credit_all' });
  const profile = (await api('/api/user/profile', token)) as { user: unknown };
  return { token, user: profile.user };
};

const signInPage = (page: Page, token: string, user: unknown) => signInInPage(page, baseUrl, token, user);

describe('the credit dispute generator at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('takes a credit user from two errors and two bureaus to downloaded letters', async () => {
    const { token, user } = await creditUser();
    // CSP bypassed for axe's script only; page errors are still recorded.
    const { page, context } = await openAxePage(browser, { viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    try {
      await signInPage(page, token, user);
      await gotoApp(page, `${baseUrl}/credit-disputes`);
      await page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Choose the errors' }).waitFor();
      await page.getByRole('checkbox', { name: 'An account I did not open' }).check();
      await page.getByRole('checkbox', { name: 'The balance is wrong' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Bureaus and your details' }).waitFor();
      await page.getByRole('checkbox', { name: 'Equifax' }).check();
      await page.getByRole('checkbox', { name: 'Experian' }).check();
      await page.getByRole('textbox', { name: 'Full name' }).fill('Jordan Example');
      await page.getByRole('textbox', { name: 'Street address' }).fill('77 Elm Street');
      await page.getByRole('textbox', { name: 'City, state and ZIP code' }).fill('Springfield, IL 62701');
      await page.getByRole('textbox', { name: /Last 4 digits/ }).fill('6789');
      await page.getByRole('checkbox', { name: /I understand that these letters are legal information/ }).check();
      expect(seriousViolations(await runAxe(page))).toEqual([]);
      await page.getByRole('button', { name: 'Generate my letters' }).click();

      await page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Your letters' }).waitFor();
      const equifax = page.getByRole('region', { name: 'Equifax' });
      expect(await equifax.textContent()).toContain('P.O. Box 740256');
      expect(await page.getByRole('region', { name: 'Experian' }).textContent()).toContain('Allen, TX 75013');
      expect(await page.getByRole('region', { name: 'TransUnion' }).count()).toBe(0);

      const [text] = await Promise.all([page.waitForEvent('download'), equifax.getByRole('button', { name: 'Download Equifax letter (.txt)' }).click()]);
      expect(text.suggestedFilename()).toMatch(/^equifax-dispute-\d{4}-\d{2}-\d{2}\.txt$/);
      const letter = await readFile(await text.path(), 'utf8');
      expect(letter).toContain('Jordan Example');
      expect(letter).toContain('XXX-XX-6789');
      expect(letter).toContain('1681c-2');

      const [pdf] = await Promise.all([page.waitForEvent('download'), equifax.getByRole('button', { name: 'Download Equifax letter (PDF)' }).click()]);
      expect(pdf.suggestedFilename()).toMatch(/^equifax-dispute-\d{4}-\d{2}-\d{2}\.pdf$/);
      expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
      expect(seriousViolations(await runAxe(page))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers a signed-in user without credit access the choice of the two credit plans, keeping the page (issue 27)', async () => {
    const email = `nocredit-${Date.now()}@example.com`;
    const { token, user } = await signInThroughApi(baseUrl, email);
    const { page, context } = await openPage(browser);
    try {
      await signInPage(page, token, user);
      await gotoApp(page, `${baseUrl}/credit-disputes`);
      await page.getByRole('checkbox', { name: 'An account I did not open' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('group', { name: 'Choose your credit plan' }).waitFor();
      expect(page.url()).toMatch(/\/credit-disputes\?step=2$/);
    } finally {
      await context.close();
    }
  });
});
