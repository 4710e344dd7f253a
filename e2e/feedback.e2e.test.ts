import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAxePage, runAxe, seriousViolations, type AxeViolation } from './axe';
import { launchBrowser, openPage, signInThroughApi, chooseLanguage, gotoApp } from './browser';

const baseUrl = inject('baseUrl');
const devBaseUrl = inject('devBaseUrl');

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 740 };
const ADDRESS_PATTERN = /^letters\+[a-z2-7]{10}@inbound\.debtshield\.local$/;

/** Signs `email` in on `origin` by storing the token and user the way the login page does. */
const storeSession = async (page: Page, origin: string, email: string) => {
  const { token, user } = await signInThroughApi(origin, email);
  await gotoApp(page, `${origin}/`);
  await page.evaluate(
    ([t, u]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
};

const describeViolations = (violations: AxeViolation[]) => violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`);

/** Nothing wider than the viewport: no sideways scrolling at 360 px. */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('feedback and email forwarding in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('submits feedback: 200 with success, the success message, a cleared form; a missing field is refused before sending', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/feedback`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Help us build what you need');
    await page.waitForLoadState('networkidle');

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback') posts += 1;
    });
    const feedback = page.getByLabel('Your feedback', { exact: true });
    const email = page.getByLabel('Your email', { exact: true });
    const type = page.getByLabel('Type of feedback');
    const send = page.getByRole('button', { name: 'Send feedback' });

    await feedback.fill('The e2e journey would like a reminder before the 30-day deadline.');
    await send.click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please fill in all fields');
    expect(posts).toBe(0);

    await email.fill('E2E.Feedback@Example.com');
    await type.selectOption('improvement');
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/feedback'),
      send.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.request().postDataJSON()).toEqual({
      feedback: 'The e2e journey would like a reminder before the 30-day deadline.',
      email: 'e2e.feedback@example.com',
      feedback_type: 'improvement',
    });

    const success = page.getByText('Thank you! Your feedback was sent.');
    await success.waitFor({ state: 'visible' });
    expect(await feedback.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
    expect(await type.inputValue()).toBe('idea');
    // Shown for 5 seconds, then hidden.
    await success.waitFor({ state: 'detached', timeout: 7_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives a signed-in user their own forwarding address and copies it', async () => {
    const { page, context, problems } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: devBaseUrl });
    await storeSession(page, devBaseUrl, 'forwarding-e2e@example.com');
    await gotoApp(page, `${devBaseUrl}/email-forwarding`);
    const address = page.locator('code', { hasText: 'letters+' });
    await address.waitFor();
    const text = (await address.textContent()) ?? '';
    expect(text).toMatch(ADDRESS_PATTERN);

    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // The same address on the next visit.
    await page.reload();
    await address.waitFor();
    expect(await address.textContent()).toBe(text);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks a visitor to sign in for their forwarding address', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoApp(page, `${baseUrl}/email-forwarding`);
    await page.getByRole('link', { name: 'Sign in to get your address' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of [PHONE, NARROW]) {
    it(`has no serious or critical axe violations at ${viewport.width} px: /feedback (also with its alert, and in Spanish)`, async () => {
      const { page, context } = await openAxePage(browser, { viewport });
      await gotoApp(page, `${baseUrl}/feedback`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(describeViolations(seriousViolations(await runAxe(page)))).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Please fill in all fields').waitFor();
      expect(describeViolations(seriousViolations(await runAxe(page)))).toEqual([]);

      await chooseLanguage(page, 'es');
      await page.getByRole('heading', { level: 1, name: 'Ayúdenos a crear lo que necesita' }).waitFor();
      expect(describeViolations(seriousViolations(await runAxe(page)))).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });

    it(`has no serious or critical axe violations at ${viewport.width} px: /email-forwarding, signed out and signed in`, async () => {
      const { page, context } = await openAxePage(browser, { viewport });
      await gotoApp(page, `${baseUrl}/email-forwarding`);
      await page.getByRole('link', { name: 'Sign in to get your address' }).waitFor();
      expect(describeViolations(seriousViolations(await runAxe(page)))).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await storeSession(page, devBaseUrl, `forwarding-axe-${viewport.width}@example.com`);
      await gotoApp(page, `${devBaseUrl}/email-forwarding`);
      await page.locator('code', { hasText: 'letters+' }).waitFor();
      expect(describeViolations(seriousViolations(await runAxe(page)))).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
