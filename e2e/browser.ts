import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags that keep Debian's Chromium off the network it cannot reach here (tech notes §11). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });

export type WatchedPage = { page: Page; context: BrowserContext; problems: string[] };

/** A page in a fresh context that records console errors, page errors and failed requests. */
export const openPage = async (browser: Browser, options: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<WatchedPage> => {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 390, height: 844 }, locale: options.locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels the previous page's pending requests: that is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  return { page, context, problems };
};

/**
 * Opens a page of the app and waits until the app runs in it. `/` and `/upload` are readable from
 * their prerendered HTML before the app's code has arrived (apps/web/scripts/prerender.mjs), so a
 * test that acted at the load event could press a button nobody listens to yet; a person can too,
 * but a test must not depend on the race.
 */
export const gotoApp = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
};

/**
 * Signs in as `email` through the API of a server that has the dev outbox (NODE_ENV not
 * production): asks for a code, reads it from the outbox, verifies it. Returns the token and user.
 */
export const signInThroughApi = async (baseUrl: string, email: string): Promise<{ token: string; user: unknown }> => {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = await post('/api/auth/login', { email });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const code = await readLatestCode(baseUrl, email);
  const verified = await post('/api/auth/verify-code', { email, code });
  if (!verified.ok) throw new Error(`verify-code failed: ${verified.status} ${await verified.text()}`);
  return (await verified.json()) as { token: string; user: unknown };
};

/** The newest sign-in code mailed to `email`, from the dev outbox. */
export const readLatestCode = async (baseUrl: string, email: string): Promise<string> => {
  const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
  const code = /sign-in code is (\d{6})\./.exec(outbox.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code in the outbox for ${email}`);
  return code;
};

/**
 * Picks the language as a person would at any width: with the language toggle in the header (a
 * button naming the other language), or on a phone (one-row header) in the menu sheet, which is
 * then closed. Nothing to do when the page is already in that language.
 */
export const chooseLanguage = async (page: Page, code: 'en' | 'es'): Promise<void> => {
  if ((await page.locator('html').getAttribute('lang')) === code) return;
  const toggle = { name: code === 'en' ? 'English' : 'Español', exact: true };
  const inHeader = page.locator('header').getByRole('button', toggle).first();
  if (await inHeader.isVisible()) {
    await inHeader.click();
    await page.waitForFunction((lng) => document.documentElement.lang === lng, code);
    return;
  }
  await page.getByRole('button', { name: /^(Menu|Menú)$/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', toggle).click();
  await page.waitForFunction((lng) => document.documentElement.lang === lng, code);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
};
