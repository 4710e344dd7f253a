import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { photoOfLetter } from './letter-fixture';
import { launchBrowser, openPage, gotoApp } from './browser';

const baseUrl = inject('baseUrl');

type AnalyzeAnswer = {
  violations: { violations: unknown[]; hidden_count: number };
  total_violations: number;
  letter: { content: string; is_preview: boolean };
};

describe('from a phone photo of a letter to the results (anonymous visitor)', () => {
  let browser: Browser;
  let photo: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await photoOfLetter();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads the photo, reads it, and shows one violation with the quoted words and a blurred letter', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/upload`);
    await page.getByRole('button', { name: /Generate Full Response/ }).click();
    await page.getByRole('combobox', { name: 'Your state' }).selectOption('IL');
    await page.getByLabel('Take a photo of the letter').setInputFiles({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: photo });
    const analyzed = page.waitForResponse((r) => r.url().endsWith('/api/analyze-strategic') && r.request().method() === 'POST', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Analyze for Violations' }).click();
    // What the server sent, not only what the page shows: one violation, the count of the rest, the letter's first paragraph.
    const raw = await (await analyzed).text();
    const resultLine = raw
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type?: string; data?: AnalyzeAnswer })
      .find((l) => l.type === 'result');
    const answer = resultLine?.data ?? (JSON.parse(raw) as AnalyzeAnswer);
    expect(answer.violations.violations).toHaveLength(1);
    expect(answer.violations.hidden_count).toBeGreaterThan(0);
    expect(answer.total_violations).toBe(1 + answer.violations.hidden_count);
    expect(answer.letter.is_preview).toBe(true);
    expect(answer.letter.content.trim().split(/\n\s*\n/)).toHaveLength(1);
    expect(raw).not.toContain('return receipt requested');
    await page.waitForURL(/\/results$/, { timeout: 90_000 });

    // The email gate: View Results needs an @.
    const email = page.getByLabel('Email address');
    await email.fill('jordan');
    expect(await page.getByRole('button', { name: 'View Results' }).isDisabled()).toBe(true);
    await email.fill('jordan@example.com');
    await page.getByRole('button', { name: 'View Results' }).click();

    const body = page.locator('main');
    await body
      .getByText(/arrest/i)
      .first()
      .waitFor();
    const text = (await body.textContent()) ?? '';
    expect(text).toMatch(/Threat of arrest, jail or criminal prosecution/);
    expect(text).toMatch(/1692e/);
    expect(text).toMatch(/warrant issued for your arrest/);
    expect(text).toMatch(/more violations? detected/);
    expect(text).toContain('The full letter continues with legal citations and demands.');
    // The rest of the letter never reached the browser: no certified-mail line in the page.
    expect(text).not.toContain('Sent by certified mail, return receipt requested');
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});
