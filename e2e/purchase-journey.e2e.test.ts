import { readFile } from 'node:fs/promises';
import { extractDocument } from '@debtshield/analyzer';
import { CATALOGUE, formatUsd } from '@debtshield/plans';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { photoOfLetter } from './letter-fixture';
import { launchBrowser, openPage, readLatestCode, gotoApp } from './browser';

/** The development server: dev mail outbox and the PayPal test checkout (production refuses both). */
const baseUrl = inject('devBaseUrl');

describe('a new visitor buys lifetime, signs in with the emailed code, and gets the full analysis and letter', () => {
  let browser: Browser;
  let photo: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await photoOfLetter();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pays in the test checkout, signs in, analyses a photo, and downloads a readable PDF letter', async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const { page, context, problems } = await openPage(browser);

    // Checkout: the catalogue's price, not the query's.
    await gotoApp(page, `${baseUrl}/payment?product=lifetime&price=1`);
    const lifetime = formatUsd(CATALOGUE.lifetime.priceCents);
    await page.getByText(lifetime, { exact: true }).first().waitFor();
    expect(await page.locator('main').textContent()).not.toContain('$1 ');
    await page.getByLabel('Your email').fill(email);
    // Lifetime includes credit help: the buyer reads the credit-rights disclosure first (15 U.S.C. 1679c).
    await page.getByRole('checkbox', { name: /I have read “Consumer Credit File Rights/ }).check();
    await page.getByRole('button', { name: `Pay ${lifetime} (test)` }).click();
    await page.waitForURL(/\/payment-success$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(`We emailed your receipt to ${email}`);

    // Sign in with the emailed code.
    await page.getByRole('link', { name: `Sign in with ${email} to use your plan` }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    await page.getByLabel('6-digit code').fill(await readLatestCode(baseUrl, email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });

    // The server grants full access: every violation, no email gate, no blur.
    await gotoApp(page, `${baseUrl}/upload`);
    await page.getByRole('combobox', { name: 'Your state' }).selectOption('IL');
    await page.getByLabel('Take a photo of the letter').setInputFiles({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Analyze for Violations' }).click();
    await page.waitForURL(/\/results$/, { timeout: 90_000 });
    const main = page.locator('main');
    // The quoted words are in the finding's card (it opens for them).
    await main
      .getByText(/warrant issued for your arrest/)
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });
    const text = (await main.textContent()) ?? '';
    expect(text).toMatch(/Threat of arrest, jail or criminal prosecution/);
    expect(text).not.toMatch(/more violations? detected/);
    expect(text).not.toContain('The full letter continues with legal citations and demands.');

    // The response letter, as a PDF whose text can be read back: the one download, in "This week" (issue 27).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'This week' }).getByRole('button', { name: 'Download your letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path()) ?? '');
    const letter = await extractDocument([{ bytes: new Uint8Array(pdf), mimeType: 'application/pdf' }]);
    expect(letter.text).toContain('Apex Recovery Partners');
    expect(letter.text).toContain('Sent by certified mail, return receipt requested');
    expect(letter.text).not.toMatch(/\b\d{12,16}\b/);

    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});
