import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderPhoto, renderScan } from '../packages/analyzer/scripts/render-fixtures';
import { openAxePage, runAxe, seriousViolations } from './axe';
import { chooseLanguage, gotoApp, launchBrowser, signInThroughApi } from './browser';
import { callApi, signInInPage } from './users';

/** The development server (dev outbox for signing in). */
const baseUrl = inject('devBaseUrl');

/** A California summons (Judicial Council form SUM-100's wording; parties invented), photographed as a phone would. */
const SUMMONS = readFileSync(path.join(import.meta.dirname, '../packages/analyzer/fixtures/court-papers/open/ca-sum-100-limited.txt'), 'utf8');

const daysAgo = (n: number): string => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('when the collector sues (issue 28)', () => {
  let browser: Browser;
  let photo: Buffer;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [scan] = await renderScan(SUMMONS);
    if (!scan) throw new Error('the summons did not render');
    photo = await renderPhoto(scan);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'a photographed summons: told from a letter, the deadline shown and added to the tracker, and a filled California answer, at 390 px',
    { timeout: 240_000 },
    async () => {
      const email = `sued-${Date.now()}@example.com`;
      const { token, user } = await signInThroughApi(baseUrl, email);
      const { page, context } = await openAxePage(browser, { viewport: { width: 390, height: 844 } });
      try {
        await signInInPage(page, baseUrl, token, user);
        await gotoApp(page, `${baseUrl}/upload`);
        await page.getByRole('button', { name: /Generate Full Response/ }).click();
        await page.getByRole('combobox', { name: 'Your state' }).selectOption('CA');
        await page.getByLabel('Take a photo of the letter').setInputFiles({ name: 'summons.jpg', mimeType: 'image/jpeg', buffer: photo });
        await page.getByRole('button', { name: 'Analyze for Violations' }).click();
        await page.waitForURL(/\/results/, { timeout: 120_000 });

        // The results say what the paper is, and that the deadline matters more than anything else.
        const notice = page.getByRole('region', { name: 'What you uploaded is a court paper' });
        await notice.waitFor({ timeout: 60_000 });
        expect(await notice.textContent()).toContain('This is a summons');
        expect(await notice.textContent()).toContain('The deadline to answer matters more than anything else');
        await notice.getByRole('link', { name: 'See your answer deadline' }).click();

        await page.getByRole('heading', { level: 1, name: 'When the collector sues' }).waitFor();
        const read = page.getByRole('region', { name: 'What you uploaded is a court paper' });
        expect(await read.textContent()).toContain('MIDLAND CREDIT MANAGEMENT');
        expect(await page.getByLabel('State where you were sued').inputValue()).toBe('CA');
        expect(seriousViolations(await runAxe(page)), '390px lawsuit form').toEqual([]);

        const served = daysAgo(3);
        await page.getByLabel(/Day the papers reached you/).fill(served);
        await page.getByRole('button', { name: 'Show my deadline' }).click();
        const due = page.getByTestId('answer-due');
        await due.waitFor();
        expect(await due.textContent()).toMatch(/\d{4}/);
        const deadline = page.getByRole('region', { name: 'Answer by' });
        expect(await deadline.textContent()).toContain('Cal. Code Civ. Proc. 412.20(a)(3)');
        expect(await deadline.textContent()).toContain('Verify this date with the court clerk');
        // Shown first: the deadline comes before the form and every other section.
        const order = await page.locator('main section h2').allTextContents();
        expect(order.indexOf('Answer by')).toBeLessThan(order.indexOf('Your deadline'));
        expect(order.indexOf('Answer by')).toBeLessThan(order.indexOf('What you may be able to raise'));

        await deadline.getByRole('button', { name: 'Add to my tracker with reminders' }).click();
        await deadline.getByText('Added to your tracker').waitFor();
        const saved = (await callApi(baseUrl, '/api/lawsuits', token)) as { lawsuits: { answer_due: string; dispute_id: string; served_on: string }[] };
        expect(saved.lawsuits).toHaveLength(1);
        expect(saved.lawsuits[0]!.served_on).toBe(served);
        const status = (await callApi(baseUrl, `/api/dispute/${saved.lawsuits[0]!.dispute_id}/status`, token)) as {
          dispute: { deadlines: { kind: string; due_date: string; status: string }[] };
        };
        expect(status.dispute.deadlines).toContainEqual(
          expect.objectContaining({ kind: 'lawsuit_answer_due', due_date: saved.lawsuits[0]!.answer_due, status: 'open' }),
        );

        // The answer on California's public form (PLD-050), filled from what the person entered.
        const answer = page.getByRole('region', { name: 'Answer the lawsuit' });
        await answer.getByLabel('Your full name, as on the summons').fill('Maria L. Gonzalez');
        await answer.getByLabel('Your mailing address').fill('81 Palm Ave, Riverside, CA 92501');
        await answer.getByLabel('County of the court').fill('Riverside');
        if (!(await answer.getByLabel('Case number').inputValue())) await answer.getByLabel('Case number').fill('CVRI2400871');
        await answer.getByRole('button', { name: 'Fill my answer' }).click();
        const items = answer.getByTestId('answer-items');
        await items.waitFor();
        const filled = (await items.textContent()) ?? '';
        expect(filled).toContain("Maria L. Gonzalez generally denies each and every allegation of plaintiff's complaint.");
        expect(filled).toContain('Riverside');
        expect(filled).toContain('MIDLAND CREDIT MANAGEMENT');
        expect(await answer.textContent()).toContain('POS-030');
        expect(await page.getByRole('region', { name: 'Get a lawyer or free legal help' }).textContent()).toContain('State Bar of California');
        expect(await page.getByRole('region', { name: 'If a judgment is entered' }).textContent()).toContain('31 CFR Part 212');
        expect(seriousViolations(await runAxe(page)), '390px lawsuit filled').toEqual([]);

        // Spanish, the same page.
        await chooseLanguage(page, 'es');
        await page.getByRole('heading', { level: 1, name: 'Cuando el cobrador lo demanda' }).waitFor();
        await page.getByRole('region', { name: 'Responda a más tardar el' }).waitFor();
        expect(seriousViolations(await runAxe(page)), '390px lawsuit es').toEqual([]);
        await chooseLanguage(page, 'en');
      } finally {
        await context.close();
      }
    },
  );

  it('is reached from the dashboard and reads well at 1280 px', { timeout: 120_000 }, async () => {
    const email = `dash-${Date.now()}@example.com`;
    const { token, user } = await signInThroughApi(baseUrl, email);
    const { page, context } = await openAxePage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await signInInPage(page, baseUrl, token, user);
      await gotoApp(page, `${baseUrl}/dashboard`);
      await page.getByRole('link', { name: 'Open the lawsuit guide' }).click();
      await page.getByRole('heading', { level: 1, name: 'When the collector sues' }).waitFor();
      await page.getByLabel('State where you were sued').selectOption('TX');
      await page.getByLabel(/Day the papers reached you/).fill(daysAgo(2));
      await page.getByRole('button', { name: 'Show my deadline' }).click();
      const deadline = page.getByRole('region', { name: 'Answer by' });
      await deadline.waitFor();
      expect(await deadline.textContent()).toContain('Tex. R. Civ. P. 502.5(a)');
      expect(await page.getByRole('region', { name: 'Answer the lawsuit' }).textContent()).toContain(
        'For a Texas justice court, a written answer can be a simple denial',
      );
      expect(seriousViolations(await runAxe(page)), '1280px lawsuit').toEqual([]);
      // A district-court suit: the Monday rule, and a Rule 92 answer with the court's caption (decision 064).
      await page.getByLabel(/^Higher trial court/).check();
      await page.getByRole('button', { name: 'Show my deadline' }).click();
      await page.getByRole('region', { name: 'Answer by' }).getByText('Rule: Tex. R. Civ. P. 99(b)').waitFor();
      const answer = page.getByRole('region', { name: 'Answer the lawsuit' });
      await answer.getByText('In a Texas county or district court, a written answer can be a general denial').waitFor();
      await answer.getByLabel('Your full name, as on the citation').fill('Dana K. Price');
      await answer.getByLabel('Your mailing address').fill('9 Oak Ln, Austin, TX 78701');
      await answer.getByLabel('County of the court').fill('Travis');
      await answer.getByLabel('District court number (on the citation, for example 101st)').fill('353');
      await answer.getByLabel('Plaintiff (who is suing you)').fill('Midland Credit Management, Inc.');
      await answer.getByLabel('Cause (case) number').fill('D-1-GN-26-001234');
      await answer.getByRole('button', { name: 'Fill my answer' }).click();
      const items = answer.getByTestId('answer-items');
      await items.waitFor();
      expect(await items.textContent()).toContain('In the District Court of Travis County, Texas, 353rd Judicial District');
      expect(await answer.textContent()).toContain('Each county sets and publishes its own court fees');
      expect(seriousViolations(await runAxe(page)), '1280px lawsuit district court answer').toEqual([]);
      await chooseLanguage(page, 'es');
      await page.getByRole('region', { name: 'Responda a más tardar el' }).waitFor();
      expect(seriousViolations(await runAxe(page)), '1280px lawsuit es').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
