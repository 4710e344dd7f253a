import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATALOGUE, formatUsd } from '@debtshield/plans';
import { launchBrowser, openPage, readLatestCode, gotoApp } from './browser';
import { photoOfLetter } from './letter-fixture';

/** The development server: dev outbox, the test checkout and its refund. */
const baseUrl = inject('devBaseUrl');

describe('access is decided when the analysis is read (issue 11)', () => {
  let browser: Browser;
  let photo: Buffer;
  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await photoOfLetter();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor analyses a letter, buys lifetime, signs in and sees that same analysis in full without uploading again; a refund makes it a preview again', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const { page, context, problems } = await openPage(browser);
    const main = page.locator('main');

    // 1. Analysed as a visitor: a preview.
    await gotoApp(page, `${baseUrl}/upload`);
    await page.getByRole('button', { name: /Generate Full Response/ }).click();
    await page.getByRole('combobox', { name: 'Your state' }).selectOption('IL');
    await page.getByLabel('Take a photo of the letter').setInputFiles({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Analyze for Violations' }).click();
    await page.waitForURL(/\/results$/, { timeout: 90_000 });
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'View Results' }).click();
    await main
      .getByText(/more violations? detected/)
      .first()
      .waitFor();
    const analysisId = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('analysisResults') ?? '{}') as { analysis_id?: string }).analysis_id);
    expect(analysisId).toMatch(/^[0-9a-f-]{36}$/);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/analyze-strategic')) uploads += 1;
    });

    // 2. Checkout, then sign in from the success page: back to the same letter, in full.
    await gotoApp(page, `${baseUrl}/payment?product=lifetime`);
    const lifetime = formatUsd(CATALOGUE.lifetime.priceCents);
    await page.getByLabel('Your email').fill(email);
    // Lifetime includes credit help: the buyer reads the credit-rights disclosure first (15 U.S.C. 1679c).
    await page.getByRole('checkbox', { name: /I have read “Consumer Credit File Rights/ }).check();
    await page.getByRole('button', { name: `Pay ${lifetime} (test)` }).click();
    await page.waitForURL(/\/payment-success$/, { timeout: 30_000 });
    const orderID = await page.evaluate(() => window.sessionStorage.getItem('orderId'));
    expect(orderID).toBeTruthy();
    await main.getByText('After you sign in, your letter opens again with everything your plan includes.').waitFor();
    await page.getByRole('link', { name: `Sign in with ${email} to use your plan` }).click();
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').fill(await readLatestCode(baseUrl, email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/results$/, { timeout: 15_000 });
    await main
      .getByText(/Threat of arrest, jail or criminal prosecution/)
      .first()
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('main')?.textContent?.match(/more violations? detected/), undefined, { timeout: 15_000 });
    expect(await page.evaluate(() => (JSON.parse(window.localStorage.getItem('analysisResults') ?? '{}') as { analysis_id?: string }).analysis_id)).toBe(
      analysisId,
    );
    expect(uploads).toBe(0);

    // It is in the account's history now.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const history = (await (await fetch(`${baseUrl}/api/user/analyses`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      analyses: { id: string }[];
    };
    expect(history.analyses.map((a) => a.id)).toContain(analysisId);

    // 3. A refund: the same analysis is a preview again at the next read.
    const refund = await fetch(`${baseUrl}/api/payment/test-checkout/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderID }),
    });
    expect(await refund.json()).toEqual({ success: true, status: 'processed' });
    await page.reload();
    await main
      .getByText(/more violations? detected/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(uploads).toBe(0);

    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});
