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

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });

export type WatchedPage = { page: Page; context: BrowserContext; problems: string[] };

/** A page in a fresh context that records console errors, page errors and failed requests. */
export const openPage = async (browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<WatchedPage> => {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 390, height: 844 } });
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
