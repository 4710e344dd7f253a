import { CATALOGUE, formatUsd } from '@debtshield/plans';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTextPdf } from '../packages/analyzer/src/extract/test-helpers';
import { gotoApp, launchBrowser, openPage, readLatestCode } from './browser';
import { LETTER } from './letter-fixture';
import { paidUser, signInInPage } from './users';

/** The development server: dev mail outbox and the PayPal test checkout. */
const baseUrl = inject('devBaseUrl');
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS;

describe('issue 27 at 390 px: "This week" first, the $29 credit plan bought from the home card, labelled right; no upsell to a lifetime member', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a first-time visitor uploads a letter, reads "This week" on the first screen, signs in, buys the $29 credit plan from the home card and finds it on the dashboard', async () => {
    const email = `journey-${Date.now()}@example.com`;
    const { page, problems } = await openPage(browser, { viewport: PHONE });

    // Upload a letter (a text PDF: no OCR wait) as a visitor.
    await gotoApp(page, `${baseUrl}/upload`);
    await page.getByRole('button', { name: /Generate Full Response/ }).click();
    await page.getByRole('combobox', { name: 'Your state' }).selectOption('IL');
    const pdf = Buffer.from(await makeTextPdf([LETTER.split('\n')]));
    await page.getByLabel('Take a photo of the letter').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Analyze for Violations' }).click();
    await page.waitForURL(/\/results$/, { timeout: 90_000 });
    // The email gate says why it asks.
    await page.getByText(/^Why we ask:/).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'View Results' }).click();

    // "This week" is on the first screen, its three steps in order, the arrest threat answered first.
    const week = page.getByRole('region', { name: 'This week' });
    await week.waitFor();
    const box = await week.boundingBox();
    expect(box && box.y < PHONE.height / 2).toBe(true);
    const firstStep = week.getByText('Dispute the debt in writing, by certified mail');
    const stepBox = await firstStep.boundingBox();
    expect(stepBox && stepBox.y + stepBox.height <= PHONE.height).toBe(true);
    // Its one action too (a visitor's: what unlocks the letter).
    const actionBox = await week.getByRole('button', { name: 'Get your full letter' }).boundingBox();
    expect(actionBox && actionBox.y + actionBox.height <= PHONE.height).toBe(true);
    expect(await week.getByRole('note').textContent()).toContain('Not paying a debt is not a crime.');
    expect(await week.getByRole('listitem').count()).toBe(3);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-390-en.png` });

    // Sign in with the emailed code.
    await gotoApp(page, `${baseUrl}/login`);
    await page.getByLabel('Email').first().fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('6-digit code').fill(await readLatestCode(baseUrl, email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });

    // The home page's "Credit dispute: one bureau" card leads to the $29 plan, keeping the chosen errors.
    await gotoApp(page, `${baseUrl}/`);
    await page.locator('a[data-product="credit_single"]').first().click();
    await page.waitForURL(/\/credit-disputes\?plan=single$/);
    await page.getByRole('checkbox', { name: 'An account I did not open' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const price = formatUsd(CATALOGUE.credit_single.priceCents);
    expect(await page.getByRole('radio', { name: new RegExp(`One Bureau · \\${price}`) }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Equifax' }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Jordan Example');
    await page.getByRole('textbox', { name: 'Street address' }).fill('77 Elm Street');
    await page.getByRole('textbox', { name: 'City, state and ZIP code' }).fill('Springfield, IL 62701');
    await page.getByRole('checkbox', { name: /I understand that these letters are legal information/ }).check();
    await page.getByRole('button', { name: `Continue to checkout (${price})` }).click();
    await page.waitForURL(/\/payment\?product=credit_single$/);
    // Why the pay button waits, then the box, then the $29 test checkout.
    await page.getByText(/The pay button appears once you tick the box above/).waitFor();
    await page.getByRole('checkbox', { name: /I have read “Consumer Credit File Rights/ }).check();
    await page.getByRole('button', { name: `Pay ${price} (test)` }).click();
    await page.waitForURL(/\/payment-success$/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Continue your credit dispute' }).click();
    await page.waitForURL(/\/credit-disputes\?step=2$/);
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Jordan Example');
    expect(await page.getByRole('checkbox', { name: 'Equifax' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate my letters' }).count()).toBe(1);

    // Labelled for what was bought, not "Free Tier".
    await gotoApp(page, `${baseUrl}/dashboard`);
    // On a phone the plan's line under the greeting (the sidebar's label is in the menu sheet).
    await page.getByText('Credit Dispute: your letter to one credit bureau.').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Free Tier');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390-en.png`, fullPage: true });
    expect(problems).toEqual([]);
  }, 240_000);

  it('a lifetime member sees no upsell where the access grid says Included', async () => {
    const member = await paidUser(baseUrl, []);
    const { page } = await openPage(browser, { viewport: PHONE });
    await signInInPage(page, baseUrl, member.token, member.user);
    await gotoApp(page, `${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Your access' }).waitFor();
    expect(await page.getByText('Included', { exact: true }).count()).toBe(4);
    expect(await page.getByRole('link', { name: /Bundle \$119/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Credit Disputes' }).count()).toBeGreaterThan(0);
    await gotoApp(page, `${baseUrl}/dashboard/letter-service`);
    await page.getByText('Included in your plan').waitFor();
    expect(await page.getByRole('link', { name: /Get this letter/ }).count()).toBe(0);
  }, 120_000);
});
