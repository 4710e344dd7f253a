import type { Page } from 'playwright-core';
import { makeTextPdf } from '../packages/analyzer/src/extract/test-helpers';
import { gotoApp, signInThroughApi } from './browser';

/** Calls the API as a signed-in user (GET without a body, POST with one); throws on an error answer. */
export const callApi = async (baseUrl: string, path: string, token: string, body?: unknown): Promise<Record<string, unknown>> => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** Analyses `text` as a text PDF (state IL), as a visitor or as the user of `token`; returns the API's answer as the upload page stores it. */
export const analyzeLetter = async (baseUrl: string, text: string, token?: string): Promise<{ analysis_id: string } & Record<string, unknown>> => {
  const form = new FormData();
  form.set('state', 'IL');
  form.set('file', new Blob([new Uint8Array(await makeTextPdf([text.split('\n')]))], { type: 'application/pdf' }), 'letter.pdf');
  const res = await fetch(`${baseUrl}/api/analyze-strategic`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  if (!res.ok) throw new Error(`analyze: ${res.status} ${await res.text()}`);
  return (await res.json()) as { analysis_id: string } & Record<string, unknown>;
};

/**
 * A user who bought lifetime in the test checkout (a development server: dev outbox and simulator)
 * and analysed `letters` (as text PDFs, state IL), signed in through the API.
 */
export const paidUser = async (baseUrl: string, letters: readonly string[]) => {
  const email = `paid-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { token, user } = await signInThroughApi(baseUrl, email);
  const api = (path: string, body?: unknown) => callApi(baseUrl, path, token, body);
  const order = (await api('/api/payment/create-paypal-order', { plan_type: 'lifetime', email, credit_rights_acknowledged: true })) as { orderID: string };
  await api('/api/payment/test-checkout/approve', { orderID: order.orderID });
  await api('/api/payment/verify-paypal-order', { orderID: order.orderID, plan_type: 'lifetime' });
  const analysisIds: string[] = [];
  for (const text of letters) analysisIds.push((await analyzeLetter(baseUrl, text, token)).analysis_id);
  const profile = (await api('/api/user/profile')) as { user: unknown };
  return { token, user: profile.user ?? user, email, analysisIds };
};

/** Signs the browser in as that user: the token and user in storage, as the sign-in page leaves them. */
export const signInInPage = async (page: Page, baseUrl: string, token: string, user: unknown): Promise<void> => {
  await gotoApp(page, `${baseUrl}/`);
  await page.evaluate(
    ([t, u]) => {
      window.localStorage.setItem('token', t as string);
      window.localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
};
