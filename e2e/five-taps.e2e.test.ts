import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { extractDocument } from '@debtshield/analyzer';
import { gotoApp, launchBrowser, openPage } from './browser';
import { photoOfLetter } from './letter-fixture';
import { paidUser, signInInPage } from './users';

/** The development server: the test checkout and the dev outbox make a paid user without a card. */
const baseUrl = inject('devBaseUrl');

/*
 * Issue 13: on a 390 px phone, a paid user goes from the home page to a downloaded letter PDF in at
 * most 5 taps, and the results' first screen already holds the action. Each `tap` is one touch of
 * the screen (choosing the photo in the phone's picker counts as one).
 */
describe('a paid user on a phone, from / to the letter PDF', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes at most 5 taps, and the download is on the first screen of the results', async () => {
    const { token, user } = await paidUser(baseUrl, []);
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await signInInPage(page, baseUrl, token, user);
    // A returning user: the state chosen on an earlier visit is remembered.
    await page.evaluate(() => window.localStorage.setItem('userState', 'TX'));
    await gotoApp(page, `${baseUrl}/`);

    let taps = 0;
    const tap = async (action: () => Promise<unknown>) => {
      taps += 1;
      await action();
    };

    await tap(() => page.getByRole('link', { name: 'Start free' }).first().click());
    await page.getByRole('heading', { level: 1, name: 'Check a collection letter' }).waitFor();
    const photo = await photoOfLetter();
    await tap(async () => {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Browse Files' }).click()]);
      await chooser.setFiles({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: photo });
    });
    await tap(() => page.getByRole('button', { name: 'Analyze for Violations' }).click());
    await page.waitForURL(/\/results$/, { timeout: 90_000 });

    const action = page.getByRole('region', { name: 'This week' }).getByRole('button', { name: 'Download your letter (PDF)' });
    await action.waitFor({ timeout: 15_000 });
    const box = await action.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);

    let downloaded: Buffer | null = null;
    await tap(async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), action.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      downloaded = await readFile((await download.path()) ?? '');
    });
    expect(taps).toBeLessThanOrEqual(5);
    const letter = await extractDocument([{ bytes: new Uint8Array(downloaded ?? Buffer.alloc(0)), mimeType: 'application/pdf' }]);
    expect(letter.text).toContain('Apex Recovery Partners');
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});
