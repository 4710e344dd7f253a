import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * axe-core in a real page. Our CSP allows no inline scripts, so axe is injected into a context
 * created with `bypassCSP: true` (see openAxePage); check CSP problems with openPage instead.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/** A page in a fresh context that lets axe's script in (CSP bypassed: use it for axe only). */
export const openAxePage = async (
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ page: Page; context: BrowserContext }> => {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 390, height: 844 }, locale: options.locale, bypassCSP: true });
  return { page: await context.newPage(), context };
};

/** Every axe violation of the page as it is now (WCAG 2.0–2.2 A and AA rules, plus best practices). */
export const runAxe = async (page: Page): Promise<AxeViolation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type AxeRun = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeRun> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
};

/** The violations a page must not have: serious or critical impact. */
export const seriousViolations = (violations: AxeViolation[]): AxeViolation[] => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
