import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTextPdf } from '../packages/analyzer/src/extract/test-helpers';
import { openAxePage, runAxe, seriousViolations } from './axe';
import { chooseLanguage, gotoApp, launchBrowser } from './browser';
import { LETTER } from './letter-fixture';
import { callApi, paidUser, signInInPage } from './users';

/** The development server (test checkout, dev outbox). */
const baseUrl = inject('devBaseUrl');

/** The collector's reply: it demands payment and encloses nothing that verifies the debt. */
const REPLY = `Apex Recovery Partners
PO Box 4410
Tulsa, OK 74101

Re: Account ending 1234

We received your letter. The balance due is $1,842.50. Please remit payment in full within 10 days to avoid further collection activity.

Apex Recovery Partners`;

describe('the response tracker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it(
    'a paid user marks the letter sent by certified mail, sees the dispute with its clock, uploads a reply that demands payment without verifying and gets the smart action and its letter',
    { timeout: 180_000 },
    async () => {
      // A notice dated three days ago: the dispute is timely.
      const recent = new Date(Date.now() - 3 * 86_400_000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      const { token, user, analysisIds } = await paidUser(baseUrl, [LETTER.replace('March 3, 2025', recent)]);
      const generated = (await callApi(baseUrl, '/api/generate-letter', token, { analysis_id: analysisIds[0], letter_kind: 'validation_request' })) as {
        dispute_id: string;
      };
      const replyPdf = path.join(os.tmpdir(), `reply-${Date.now()}.pdf`);
      await writeFile(replyPdf, await makeTextPdf([REPLY.split('\n')]));

      for (const width of [390, 1280]) {
        const { page, context } = await openAxePage(browser, { viewport: { width, height: 900 } });
        try {
          await signInInPage(page, baseUrl, token, user);
          await gotoApp(page, `${baseUrl}/response-tracker`);
          await page.getByRole('heading', { level: 1, name: 'Response tracker' }).waitFor();
          const link = page.getByRole('link', { name: 'Apex Recovery Partners' }).first();
          await link.waitFor();
          expect(seriousViolations(await runAxe(page)), `${width}px tracker`).toEqual([]);
          if (width === 1280) {
            await chooseLanguage(page, 'es');
            await page.getByRole('heading', { level: 1, name: 'Seguimiento de respuestas' }).waitFor();
            expect(seriousViolations(await runAxe(page)), `${width}px tracker es`).toEqual([]);
            await chooseLanguage(page, 'en');
            continue;
          }
          await link.click();
          await page.getByRole('heading', { level: 1, name: 'Dispute with Apex Recovery Partners' }).waitFor();

          // Sent by certified mail with its tracking number: the clock starts from the law's day.
          await page.getByLabel('How you sent it').selectOption('certified_mail');
          await page.getByLabel('Tracking number').fill('9400111899223344556677');
          await page.getByRole('button', { name: 'Save' }).click();
          await page.getByText('Tracking information saved!').waitFor();
          const timeline = page.getByRole('region', { name: 'What happened' });
          await timeline.getByText(/Letter sent by certified mail/).waitFor();
          expect(await timeline.textContent()).toContain('9400111899223344556677');
          const clocks = page.getByRole('region', { name: 'Legal deadlines' });
          expect(await clocks.textContent()).toMatch(/1692g/);
          expect(await clocks.textContent()).toMatch(/Started [A-Z][a-z]{2} \d{1,2}, \d{4}/);

          // The collector's reply: read, judged as a reply, and the smart action with its letter.
          await page.getByLabel("The collector's reply").setInputFiles(replyPdf);
          await page.getByRole('button', { name: 'Read the reply' }).click();
          await page.getByText('Response analyzed successfully! Check your next steps.').waitFor({ timeout: 60_000 });
          const result = page.getByRole('status').filter({ hasText: 'Response analyzed successfully' });
          expect(await result.textContent()).toContain('It does not verify the debt.');
          expect(await result.textContent()).toContain('It asks you to pay.');
          const letter = result.getByRole('region');
          expect(await letter.textContent()).toMatch(/1692g\(b\)/);
          expect(seriousViolations(await runAxe(page)), `${width}px detail`).toEqual([]);
          await page.screenshot({ path: path.join(os.tmpdir(), `tracker-detail-${width}.png`), fullPage: true });
        } finally {
          await context.close();
        }
      }
      const status = (await callApi(baseUrl, `/api/dispute/${generated.dispute_id}/status`, token)) as { dispute: { timeline: { type: string }[] } };
      expect(status.dispute.timeline.map((e) => e.type)).toEqual(expect.arrayContaining(['letter_generated', 'letter_sent', 'reply_received']));
    },
  );
});
