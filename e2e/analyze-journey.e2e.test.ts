import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { photoOfLetter } from './letter-fixture';
import { launchBrowser, openPage, gotoApp } from './browser';

const baseUrl = inject('baseUrl');

type AnalyzeAnswer = {
  violations: { violations: unknown[]; hidden_count: number };
  total_violations: number;
  letter: { content: string; is_preview: boolean };
  fields: Record<string, { value: unknown } | { value: unknown }[]>;
};

/** The result of POST /api/analyze-strategic as the server sent it (a stream of lines, or one object). */
const answerOf = (raw: string): AnalyzeAnswer => {
  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const lines = raw
    .trim()
    .split('\n')
    .map((l) => parsed(l) as { type?: string; data?: AnalyzeAnswer } | undefined);
  const result = lines.find((l) => l?.type === 'result')?.data ?? (parsed(raw) as AnalyzeAnswer | undefined);
  // A stream that ends without a result says why (its last lines): show them rather than a parse error.
  if (!result || result.total_violations === undefined) throw new Error(`the analysis answer has no result: ${raw.slice(-600)}`);
  return result;
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
    const answer = answerOf(raw);
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

/** The CFPB's Spanish model validation notice (its PDF, text layer in two columns), the Spanish safe harbour (issue 26). */
const SPANISH_MODEL_PDF = readFileSync(new URL('../packages/analyzer/test-fixtures/cfpb-model-form-spanish.pdf', import.meta.url));

describe("the CFPB's Spanish model notice through /upload (anonymous visitor)", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('comes back clean, with every field of the notice read and the compliant result shown', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/upload`);
    await page.getByRole('button', { name: /Generate Full Response/ }).click();
    await page.getByRole('combobox', { name: 'Your state' }).selectOption('MD');
    await page.getByLabel('Choose a photo or PDF of the letter').setInputFiles({ name: 'aviso.pdf', mimeType: 'application/pdf', buffer: SPANISH_MODEL_PDF });
    const analyzed = page.waitForResponse((r) => r.url().endsWith('/api/analyze-strategic') && r.request().method() === 'POST', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Analyze for Violations' }).click();
    const answer = answerOf(await (await analyzed).text());
    expect(answer.total_violations).toBe(0);
    expect(answer.violations.violations).toEqual([]);
    const value = (key: string): unknown => {
      const field = answer.fields[key];
      return Array.isArray(field) ? field.map((f) => f.value) : field?.value;
    };
    expect(value('collector_name')).toBe('North South Group');
    expect(value('current_creditor')).toBe('Bank of Rockville');
    expect(value('itemization_date')).toBe('2017-01-02');
    expect(value('amount_on_itemization_date')).toBe(2234.56);
    expect(value('interest')).toBe(75);
    expect(value('fees')).toBe(25);
    expect(value('payments_and_credits')).toBe(50);
    expect(value('current_amount')).toBe(2284.56);
    expect(value('validation_end_date')).toBe('2020-08-28');
    expect((value('account_numbers') as { last4: string }[]).map((a) => a.last4)).toContain('6789');
    await page.waitForURL(/\/results$/, { timeout: 90_000 });

    await page.getByLabel('Email address').fill('persona@example.com');
    await page.getByRole('button', { name: 'View Results' }).click();
    const body = page.locator('main');
    await body.getByText('Letter Appears Legally Compliant').waitFor();
    const text = (await body.textContent()) ?? '';
    expect(text).not.toMatch(/[1-9]\d* violations? found/);
    // The notice's fields as the page shows them, for the person to check against the paper.
    const facts = body.getByRole('region', { name: 'What we read in your letter' });
    const factText = (await facts.textContent()) ?? '';
    for (const shown of [
      'North South Group',
      'Bank of Rockville',
      'ending in 6789',
      'January 2, 2017',
      '$2,234.56',
      '$75',
      '$25',
      '$50',
      '$2,284.56',
      'August 28, 2020',
    ])
      expect(factText).toContain(shown);
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});
