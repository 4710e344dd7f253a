import type { Browser, Page } from 'playwright-core';
import { openAxePage } from './axe';
import { gotoApp, signInThroughApi } from './browser';
import { callApi, signInInPage } from './users';

/** A user who bought a credit plan (the three bureaus, or the bundle: debt letters too) in the test checkout, after the 1679c disclosure. */
export const creditUser = async (baseUrl: string, plan: 'credit_all' | 'bundle' = 'credit_all', prefix = 'center') => {
  const api = (p: string, token: string, body?: unknown) => callApi(baseUrl, p, token, body);
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { token } = await signInThroughApi(baseUrl, email);
  const order = (await api('/api/payment/create-paypal-order', token, { plan_type: plan, email, credit_rights_acknowledged: true })) as {
    orderID: string;
  };
  await api('/api/payment/test-checkout/approve', token, { orderID: order.orderID });
  await api('/api/payment/verify-paypal-order', token, { orderID: order.orderID, plan_type: plan });
  const profile = (await api('/api/user/profile', token)) as { user: unknown };
  return { token, user: profile.user };
};

/** A phone-sized page (axe loaded) signed in as the user, on the credit repair center; page errors collected. */
export const openCenter = async (browser: Browser, baseUrl: string, token: string, user: unknown) => {
  const { page, context } = await openAxePage(browser, { viewport: { width: 390, height: 844 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await signInInPage(page, baseUrl, token, user);
  await gotoApp(page, `${baseUrl}/dashboard/credit`);
  await page.getByRole('heading', { level: 2, name: 'Credit repair center' }).waitFor();
  return { page, context, problems };
};

/**
 * Waits until the center shows what the report says: its heading, then the review under it. The review is a part the
 * page loads when it is first needed (`lazyPart`), so on a busy machine the heading can stand for a moment over "Loading…":
 * what the review holds is read only once its findings heading is there.
 */
export const reviewShown = async (page: Page, timeout: number): Promise<void> => {
  await page.getByRole('heading', { level: 3, name: 'What your report says' }).waitFor({ timeout });
  await page.getByRole('heading', { level: 3, name: /possible errors? found$/ }).waitFor({ timeout: 30_000 });
};
