import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scannedReport } from '../packages/credit-reports/src/generate/render-report';
import { SHARED_REAL_DIR } from '../packages/credit-reports/src/real-reports';
import { HARBOR_TRANSUNION, harborExperian } from '../packages/credit-reports/src/test-helpers';
import { runAxe, seriousViolations } from './axe';
import { launchBrowser } from './browser';
import { creditUser, openCenter, reviewShown } from './credit-center-page';

// Issue 25: real reports through the credit center in Chromium. The real TransUnion report (54 pages,
// 7 of them read by OCR) shows its 30 accounts with their evidence and no finding; photographed pages
// of two bureaus' reports show a difference between the bureaus as a finding with both pages.
const baseUrl = inject('devBaseUrl');
const SHOTS = process.env.CREDIT_CENTER_SHOTS ?? path.join(os.tmpdir(), 'credit-center-shots');

describe('the credit center on real reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reads the real TransUnion report: its 30 accounts with their evidence, no false finding', { timeout: 600_000 }, async () => {
    const { token, user } = await creditUser(baseUrl, 'credit_all', 'real');
    const { page, context, problems } = await openCenter(browser, baseUrl, token, user);
    try {
      await page.getByLabel('Credit report file').setInputFiles(path.join(SHARED_REAL_DIR, 'transunion-creditclarity-1.pdf'));
      await page.getByRole('button', { name: 'Read my report' }).click();
      // The report is read as a job (decision 037): the page says how far it has gone, page by page.
      const progress = page.getByText(/^Reading page \d+ of 54$/);
      await progress.waitFor({ timeout: 240_000 });
      expect(await progress.getAttribute('aria-live')).toBe('polite');
      await reviewShown(page, 480_000);
      expect(await page.getByRole('heading', { name: '30 accounts' }).count()).toBe(1);
      const main = page.locator('main');
      const text = (await main.textContent()) ?? '';
      for (const creditor of ['CAPITAL ONE', 'CLIMB CREDIT', 'UPSTART-A/CRB', 'BANK OF AMERICA', 'FIRST NATIONAL CREDIT CA', 'WEBBANK/FINGERHUT'])
        expect(text).toContain(creditor);
      expect(text).toMatch(/Page \d+/);
      expect(await page.locator('[data-finding]').count()).toBe(0);
      expect(seriousViolations(await runAxe(page))).toEqual([]);
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, 'real-transunion-390-en.png'), fullPage: false });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('photographed pages of two bureaus’ reports: a difference between the bureaus is a finding with both pages', { timeout: 300_000 }, async () => {
    const { token, user } = await creditUser(baseUrl, 'credit_all', 'real');
    const photo = async (text: string, name: string, seed: number) => {
      const { images } = await scannedReport([text], seed);
      const file = path.join(os.tmpdir(), `${name}-${Date.now()}.jpg`);
      await writeFile(file, images[0]!);
      return file;
    };
    const experian = await photo(harborExperian('Collection account', '03/02/2020')[0]!, 'experian-page', 3);
    const transunion = await photo(HARBOR_TRANSUNION[0]!, 'transunion-page', 4);
    const { page, context, problems } = await openCenter(browser, baseUrl, token, user);
    try {
      for (const file of [experian, transunion]) {
        await page.getByLabel('Credit report file').setInputFiles(file);
        await page.getByRole('button', { name: 'Read my report' }).click();
        await reviewShown(page, 150_000);
      }
      const differs = page.locator('[data-finding="bureau_mismatch"]');
      await differs.first().waitFor({ timeout: 30_000 });
      const text = (await differs.first().textContent()) ?? '';
      expect(text).toMatch(/HARBOR BANK/);
      expect(text).toMatch(/experian/i);
      expect(text).toMatch(/transunion/i);
      expect(text.match(/Page \d+/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Why it might be innocent');
      expect(seriousViolations(await runAxe(page))).toEqual([]);
      await differs.first().screenshot({ path: path.join(SHOTS, 'bureau-difference-390-en.png') });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
