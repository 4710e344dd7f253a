import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateReport } from '../packages/credit-reports/src/generate/generate-report';
import { reportPages, scannedReport, textPdf } from '../packages/credit-reports/src/generate/render-report';
import { GRANITE_LETTER } from '../packages/credit-reports/src/test-helpers';
import { runAxe, seriousViolations } from './axe';
import { chooseLanguage, gotoApp, launchBrowser, openPage, signInThroughApi } from './browser';
import { creditUser, openCenter, reviewShown } from './credit-center-page';
import { analyzeLetter, signInInPage } from './users';

/** The development server: dev outbox and the test checkout make a paid user without a card. */
const baseUrl = inject('devBaseUrl');

/** Screenshots of the center at a phone's and a desktop's width, in English and Spanish (looked at by hand). */
const SHOTS = process.env.CREDIT_CENTER_SHOTS ?? path.join(os.tmpdir(), 'credit-center-shots');

/** A synthetic TransUnion report (no real person) as a text PDF: planted a duplicate, an obsolete collection, a balance on a paid account and an unauthorised inquiry. */
const transUnionReport = async (): Promise<string> => {
  const truth = generateReport('transunion', 0);
  const file = path.join(os.tmpdir(), `transunion-${Date.now()}.pdf`);
  await writeFile(file, await textPdf(reportPages(truth)));
  return file;
};

/** The same synthetic TransUnion report photographed: skewed, blurred, noisy JPEG pages in an image-only PDF (read by OCR). */
const scannedTransUnionReport = async (): Promise<string> => {
  const truth = generateReport('transunion', 0);
  const file = path.join(os.tmpdir(), `transunion-scan-${Date.now()}.pdf`);
  await writeFile(file, (await scannedReport(reportPages(truth), truth.seed)).pdf);
  return file;
};

const shoot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

describe('the credit repair center', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it(
    'reads a synthetic TransUnion report, disputes two planted errors with two bureaus, downloads the letters, records "verified" and gets the method-of-verification letter',
    { timeout: 240_000 },
    async () => {
      const { token, user } = await creditUser(baseUrl);
      const report = await transUnionReport();
      const { page, context, problems } = await openCenter(browser, baseUrl, token, user);
      try {
        await page.getByRole('heading', { level: 2, name: 'Credit repair center' }).waitFor();
        await shoot(page, 'center-empty-390-en');

        await page.getByLabel('Credit report file').setInputFiles(report);
        await page.getByRole('button', { name: 'Read my report' }).click();
        await reviewShown(page, 60_000);

        // The accounts read, and the planted errors with their evidence (page and printed words) and the FCRA section.
        expect(await page.getByRole('heading', { name: /\d+ accounts/ }).count()).toBe(1);
        const main = page.locator('main');
        expect(await main.textContent()).toContain('SUMMIT CARD SERVICES');
        const obsolete = page.locator('[data-finding="obsolete"]').first();
        const paidOff = page.locator('[data-finding="balance_after_payoff"]').first();
        expect(await obsolete.textContent()).toMatch(/605\(a\)/);
        expect(await obsolete.textContent()).toMatch(/Page \d+:/);
        expect(await paidOff.textContent()).toMatch(/623\(a\)\(2\)/);
        expect(await paidOff.textContent()).toMatch(/Page \d+:/);
        expect(await main.textContent()).not.toMatch(/%|success rate|points/i);
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await shoot(page, 'center-review-390-en');

        await obsolete.getByRole('checkbox').check();
        await paidOff.getByRole('checkbox').check();
        await page.getByRole('checkbox', { name: 'TransUnion', exact: true }).check();
        await page.getByRole('checkbox', { name: 'Equifax', exact: true }).check();
        await page.getByRole('textbox', { name: 'Full name' }).fill('Riley A Samplewood');
        await page.getByRole('textbox', { name: 'Street address' }).fill('3385 Cedar Ln');
        await page.getByRole('textbox', { name: 'City, state and ZIP code' }).fill('Springfield IL 62701');
        await page.getByRole('checkbox', { name: /I understand that these letters are legal information/ }).check();
        await page.getByRole('button', { name: 'Write my letters' }).click();
        await page.getByRole('heading', { name: /letters are ready/ }).waitFor({ timeout: 30_000 });

        for (const bureau of ['TransUnion', 'Equifax']) {
          const [text] = await Promise.all([
            page.waitForEvent('download'),
            page
              .getByRole('button', { name: `Download the text for ${bureau}` })
              .first()
              .click(),
          ]);
          const letter = await readFile(await text.path(), 'utf8');
          expect(letter).toContain('Riley A Samplewood');
          expect(letter).toMatch(/1681/);
          const [pdf] = await Promise.all([
            page.waitForEvent('download'),
            page
              .getByRole('button', { name: `Download the PDF for ${bureau}` })
              .first()
              .click(),
          ]);
          expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
          expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
        }
        await shoot(page, 'center-letters-390-en');

        // The disputes, each bureau with its clock; TransUnion answers "verified": the next letter is drafted.
        await page.getByRole('tab', { name: 'Disputes' }).click();
        await page.getByRole('button', { name: 'Record the answer of TransUnion' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Record the answer of TransUnion' });
        await dialog.getByRole('radio', { name: /^Verified/ }).check();
        await dialog.getByRole('button', { name: 'Save the answer' }).click();
        await dialog.getByRole('heading', { name: /Method-of-verification request/ }).waitFor({ timeout: 30_000 });
        expect(await dialog.textContent()).toMatch(/611\(a\)\(7\)|1681i\(a\)\(7\)/);
        const [mov] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the text for TransUnion' }).click()]);
        expect(await readFile(await mov.path(), 'utf8')).toMatch(/1681i\(a\)\(7\)|611\(a\)\(7\)/);
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        expect(problems).toEqual([]);

        // The screenshots: 390 px and 1280 px, English and Spanish.
        await shoot(page, 'center-disputes-390-en');
        await page.setViewportSize({ width: 1280, height: 900 });
        await shoot(page, 'center-disputes-1280-en');
        await chooseLanguage(page, 'es');
        await page.getByRole('tab', { name: 'Disputas' }).waitFor();
        await shoot(page, 'center-disputes-1280-es');
        await page.setViewportSize({ width: 390, height: 844 });
        await shoot(page, 'center-disputes-390-es');
        await page.getByRole('tab', { name: 'Resumen' }).click();
        await shoot(page, 'center-overview-390-es');
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a photographed report read through the page; a collection letter that disagrees with it shows the difference with the report and with the letter',
    { timeout: 300_000 },
    async () => {
      const { token, user } = await creditUser(baseUrl, 'bundle');
      const letter = await analyzeLetter(baseUrl, GRANITE_LETTER, token);
      const scan = await scannedTransUnionReport();
      const { page, context, problems } = await openCenter(browser, baseUrl, token, user);
      try {
        await page.getByLabel('Credit report file').setInputFiles(scan);
        await page.getByRole('button', { name: 'Read my report' }).click();
        await reviewShown(page, 150_000);
        // Read by OCR: the accounts, and the collection the letter is about.
        const main = page.locator('main');
        expect(await main.textContent()).toContain('GRANITE PORTFOLIO SERVICES');
        // The report side is an error to dispute; the letter side is shown apart, with both values and the law.
        expect(await page.locator('[data-finding="letter_mismatch"]').count()).toBe(1);
        const reportSide = page.getByRole('region', { name: 'A collection letter you analysed disagrees with this report' });
        expect(await reportSide.textContent()).toContain('Amount owed');
        expect(await reportSide.textContent()).toContain('$3,836');
        expect(await reportSide.textContent()).toContain('$3,336');
        expect(await reportSide.textContent()).toMatch(/1692e\(2\)\(A\)/);
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await shoot(page, 'center-scan-mismatch-390-en');

        // The letter's results, opened from the history: the same disagreement, from the letter's side.
        await gotoApp(page, `${baseUrl}/results?analysis=${letter.analysis_id}`);
        const letterSide = page.getByRole('region', { name: 'This letter and your credit report disagree' });
        await letterSide.waitFor({ timeout: 30_000 });
        expect(await letterSide.textContent()).toContain('Your TransUnion report says: $3,336');
        expect(await letterSide.textContent()).toContain('The letter says: $3,836');
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await letterSide.screenshot({ path: path.join(SHOTS, 'results-mismatch-390-en.png') });
        await chooseLanguage(page, 'es');
        await page.getByRole('region', { name: 'Esta carta y su informe de crédito no coinciden' }).waitFor();
        await page.setViewportSize({ width: 1280, height: 900 });
        await page
          .getByRole('region', { name: 'Esta carta y su informe de crédito no coinciden' })
          .screenshot({ path: path.join(SHOTS, 'results-mismatch-1280-es.png') });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('sends a signed-in user without credit access to /payment?product=credit', async () => {
    const email = `nocredit-center-${Date.now()}@example.com`;
    const { token, user } = await signInThroughApi(baseUrl, email);
    const { page, context } = await openPage(browser);
    try {
      await signInInPage(page, baseUrl, token, user);
      await gotoApp(page, `${baseUrl}/dashboard/credit`);
      await page.waitForURL(/\/payment\?product=credit$/);
    } finally {
      await context.close();
    }
  });
});
