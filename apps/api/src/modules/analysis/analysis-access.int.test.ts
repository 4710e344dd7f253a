import { AnalyzeResponseSchema, GenerateLetterResponseSchema, ANALYSIS_KEY_HEADER } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';
import { FAKE_PAYPAL_CREDENTIALS, startFakePayPal, type FakePayPal } from '../../../test/fake-paypal';

/**
 * Access is decided when an analysis is read (issue 11): an analysis made before signing in belongs
 * to the browser holding its secret, joins the account that proves it, shows in full once paid for,
 * and falls back to a preview (with its downloads) when the payment is refunded.
 */
describe('GET /api/analysis/{id}: access decided when read', () => {
  let fake: FakePayPal;
  let t: TestApp;
  let pdf: Uint8Array;

  const analyze = async (token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: pdf }]),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return AnalyzeResponseSchema.parse(res.json());
  };
  const headers = (token?: string, key?: string | null) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(key ? { [ANALYSIS_KEY_HEADER]: key } : {}),
  });
  const read = (id: string, token?: string, key?: string | null) => t.app.inject({ method: 'GET', url: `/api/analysis/${id}`, headers: headers(token, key) });
  const claim = (id: string, token?: string, key?: string | null) =>
    t.app.inject({ method: 'POST', url: `/api/analysis/${id}/claim`, headers: headers(token, key) });
  const post = (url: string, payload: object, token?: string, key?: string | null) =>
    t.app.inject({ method: 'POST', url, payload, headers: headers(token, key) });
  const inject = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: headers(token) });

  /** Buys a product for this email in PayPal (the fake), returning the PayPal order id. */
  const buy = async (product: string, email: string, token?: string) => {
    const created = (await inject('/api/payment/create-paypal-order', { plan_type: product, email, credit_rights_acknowledged: true }, token)).json() as {
      orderID: string;
    };
    expect(fake.sim.approve(created.orderID)).toBe(true);
    expect((await inject('/api/payment/verify-paypal-order', { orderID: created.orderID, plan_type: product }, token)).statusCode).toBe(200);
    return created.orderID;
  };
  const refund = async (orderID: string) => {
    fake.sim.refund(orderID);
    const signed = fake.sim.webhookEvent('PAYMENT.CAPTURE.REFUNDED', orderID);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/paypal-webhook',
      payload: signed.event as Record<string, unknown>,
      headers: signed.headers,
    });
    expect(res.json()).toEqual({ success: true, status: 'processed' });
  };

  beforeAll(async () => {
    pdf = new Uint8Array(await letterPdf(THREATENING_LETTER));
    fake = await startFakePayPal();
    t = await buildTestApp({
      ANALYZE_RATE_LIMIT_MAX: 1000,
      RATE_LIMIT_MAX: 10_000,
      JOBS_ENABLED: false,
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_CREDENTIALS.webhookId,
      PAYPAL_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('belongs to the browser that made it: its secret, and nothing else, reads it', async () => {
    const made = await analyze();
    expect(made.analysis_key).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect((await read(made.analysis_id)).statusCode).toBe(404);
    expect((await read(made.analysis_id, undefined, 'not-the-secret')).statusCode).toBe(404);
    const someone = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    expect((await read(made.analysis_id, someone.token)).statusCode).toBe(404);
    const res = await read(made.analysis_id, undefined, made.analysis_key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const again = AnalyzeResponseSchema.parse(res.json());
    expect(again.analysis_key).toBeUndefined();
    expect(again.violations.hidden_count).toBeGreaterThan(0);
    expect(again.access.has_access).toBe(false);
  });

  it('after a purchase and sign-in the same analysis shows in full, without uploading again; a refund makes it a preview again, downloads included', async () => {
    const made = await analyze();
    expect(made.violations.hidden_count).toBeGreaterThan(0);
    const total = made.violations.violation_count;

    const person = await insertUserWithSession(t.db);
    const orderID = await buy('lifetime', person.email, person.token);

    const claimed = await claim(made.analysis_id, person.token, made.analysis_key);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const full = AnalyzeResponseSchema.parse(claimed.json());
    expect(full.violations.hidden_count).toBe(0);
    expect(full.violations.violations).toHaveLength(total);
    expect(full.letter.is_preview).toBe(false);
    // The account owns it now: the browser's secret alone no longer reads it, the account does.
    expect((await read(made.analysis_id, undefined, made.analysis_key)).statusCode).toBe(404);
    expect(AnalyzeResponseSchema.parse((await read(made.analysis_id, person.token)).json()).access.has_access).toBe(true);

    const letter = GenerateLetterResponseSchema.parse((await post('/api/generate-letter', { analysis_id: made.analysis_id }, person.token)).json());
    expect(letter.letter.is_preview).toBe(false);
    expect(letter.download_url).toMatch(/^\/api\/download\//);
    const download = () => t.app.inject({ method: 'GET', url: letter.download_url!, headers: headers(person.token) });
    expect((await download()).statusCode).toBe(200);

    await refund(orderID);
    const after = AnalyzeResponseSchema.parse((await read(made.analysis_id, person.token)).json());
    expect(after.violations.hidden_count).toBeGreaterThan(0);
    expect(after.letter.is_preview).toBe(true);
    expect(after.access.has_access).toBe(false);
    const revoked = await download();
    expect(revoked.statusCode).toBe(402);
    expect(revoked.json().code).toBe('payment_required');
    expect(
      GenerateLetterResponseSchema.parse((await post('/api/generate-letter', { analysis_id: made.analysis_id }, person.token)).json()).letter.is_preview,
    ).toBe(true);
  });

  it('a single scan bought after the analysis pays for it when it is attached, and its refund takes it back', async () => {
    const made = await analyze();
    const person = await insertUserWithSession(t.db);
    const orderID = await buy('scan', person.email, person.token);
    const full = AnalyzeResponseSchema.parse((await claim(made.analysis_id, person.token, made.analysis_key)).json());
    expect(full.access.has_access).toBe(true);
    expect(full.access.scans_remaining).toBe(0);
    // Claiming again changes nothing and uses nothing.
    expect(AnalyzeResponseSchema.parse((await claim(made.analysis_id, person.token, made.analysis_key)).json()).access.has_access).toBe(true);
    await refund(orderID);
    expect(AnalyzeResponseSchema.parse((await read(made.analysis_id, person.token)).json()).access.has_access).toBe(false);
  });

  it('an analysis a paid user made signed in follows the plan: full, then a preview after the refund', async () => {
    const person = await insertUserWithSession(t.db);
    const orderID = await buy('lifetime', person.email, person.token);
    const made = await analyze(person.token);
    expect(made.analysis_key).toBeUndefined();
    expect(made.access.has_access).toBe(true);
    await refund(orderID);
    const after = AnalyzeResponseSchema.parse((await read(made.analysis_id, person.token)).json());
    expect(after.access.has_access).toBe(false);
    expect(after.violations.hidden_count).toBeGreaterThan(0);
  });

  it('needs a session to attach, and the secret of that analysis', async () => {
    const made = await analyze();
    expect((await claim(made.analysis_id, undefined, made.analysis_key)).statusCode).toBe(401);
    const person = await insertUserWithSession(t.db);
    expect((await claim(made.analysis_id, person.token, 'wrong')).statusCode).toBe(404);
  });
});
