import {
  CancelOrderResponseSchema,
  CreateOrderResponseSchema,
  ErrorResponseSchema,
  PAYMENT_MESSAGES,
  PaymentConfigResponseSchema,
  PayPalWebhookResponseSchema,
  VerifyOrderResponseSchema,
} from '@debtshield/contracts';
import { FALLBACK_TIME_ZONE, formatLongDate, wallTime } from '@debtshield/clocks';
import { mailOutbox, paymentOrders, purchases, users, webhookEvents } from '@debtshield/db';
import { computeAccess } from '@debtshield/plans';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { FAKE_PAYPAL_CREDENTIALS, startFakePayPal, type FakePayPal } from '../../../test/fake-paypal';
import type { SignedWebhook } from '../../platform/paypal/simulator';
import { loadAccountState } from '../accounts/accounts.repository';

/**
 * Long enough for a first exchange on a busy machine (the fake checks each one against PayPal's
 * documents in this process), short enough for the tests of a PayPal that never answers.
 */
const PAYPAL_TIMEOUT_MS = 5_000;

let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `buyer${counter}.${Date.now()}@example.com`;
};

const expectError = (res: LightMyRequestResponse, status: number, code: string, text?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body.code).toBe(code);
  if (text !== undefined) expect(body.error).toBe(text);
  return body;
};

/** Requests, and what the database holds, for one app. */
const api = (t: () => TestApp) => {
  const inject = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    create: (body: Record<string, unknown>, token?: string) => inject('/api/payment/create-paypal-order', body, token),
    /** Creates an order as the checkout does once the buyer has read the credit-rights disclosure (products without credit help ignore it). */
    createOk: async (body: Record<string, unknown>, token?: string) => {
      const res = await inject('/api/payment/create-paypal-order', { credit_rights_acknowledged: true, ...body }, token);
      expect(res.statusCode, res.body).toBe(200);
      return CreateOrderResponseSchema.parse(res.json());
    },
    verify: (orderID: string, planType: string, token?: string) => inject('/api/payment/verify-paypal-order', { orderID, plan_type: planType }, token),
    verifyOk: async (orderID: string, planType: string, token?: string) => {
      const res = await inject('/api/payment/verify-paypal-order', { orderID, plan_type: planType }, token);
      expect(res.statusCode, res.body).toBe(200);
      return VerifyOrderResponseSchema.parse(res.json());
    },
    approveTest: (orderID: string, outcome: 'approve' | 'decline' = 'approve') => inject('/api/payment/test-checkout/approve', { orderID, outcome }),
    webhook: (signed: SignedWebhook, headers: Record<string, string> = signed.headers) =>
      inject('/api/payment/paypal-webhook', signed.event, undefined, headers),
    row: async (paypalOrderId: string) => {
      const [row] = await t().db.db.select().from(paymentOrders).where(eq(paymentOrders.paypalOrderId, paypalOrderId));
      return row;
    },
    purchasesOf: (paypalOrderId: string) => t().db.db.select().from(purchases).where(eq(purchases.orderId, paypalOrderId)),
    user: async (email: string) => {
      const [user] = await t().db.db.select().from(users).where(eq(users.email, email));
      return user;
    },
    mails: (email: string) => t().db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)),
  };
};

describe('payments against PayPal (a fake PayPal over HTTP)', () => {
  let fake: FakePayPal;
  let t: TestApp;
  const a = api(() => t);

  /** create → the buyer approves at PayPal → the order id. */
  const createApproved = async (planType: string, email: string, extra: Record<string, unknown> = {}, token?: string) => {
    const created = await a.createOk({ plan_type: planType, email, ...extra }, token);
    expect(fake.sim.approve(created.orderID)).toBe(true);
    return created.orderID;
  };

  /** PayPal captures without us hearing back (our call timed out, the browser closed). */
  const captureAtPayPal = async (orderID: string) => {
    const res = await fake.sim.handle({
      method: 'POST',
      url: `/v2/checkout/orders/${orderID}/capture`,
      headers: { authorization: `Bearer ${await tokenAtFake()}` },
      body: '',
    });
    expect(res.status).toBe(201);
  };
  const tokenAtFake = async () => {
    const res = await fake.sim.handle({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: { authorization: `Basic ${Buffer.from(`${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    return (JSON.parse(res.body) as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    fake = await startFakePayPal();
    t = await buildTestApp({
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_CREDENTIALS.webhookId,
      PAYPAL_API_BASE: fake.url,
      PAYPAL_TIMEOUT_MS,
      PUBLIC_URL: 'https://debtshield.example',
    });
  });
  afterEach(() => {
    // Everything the API sent, and everything the fake answered, follows PayPal's OpenAPI documents.
    expect(fake.violations.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('tells the page to show the PayPal buttons, with the client id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(PaymentConfigResponseSchema.parse(res.json())).toEqual({
      success: true,
      mode: 'paypal',
      client_id: FAKE_PAYPAL_CREDENTIALS.clientId,
      currency: 'USD',
    });
  });

  it('sells lifetime: create → approve → verify records the purchase, creates the user with the plan, mails a receipt', async () => {
    const email = freshEmail();
    const created = await a.createOk({ plan_type: 'lifetime', email: `  ${email.toUpperCase()} ` });
    expect(created).toMatchObject({ success: true, amount: '89.00', currency: 'USD' });
    expect(created.order_id).toBe(created.orderID);
    const row = await a.row(created.orderID);
    expect(row).toMatchObject({ email, product: 'lifetime', amountCents: 8900, currency: 'USD', status: 'created', userId: null });
    // Our id rides in PayPal's custom_id; the amount is the catalogue's.
    expect(fake.sim.order(created.orderID)).toMatchObject({ customId: row?.id, amount: { currency_code: 'USD', value: '89.00' }, intent: 'CAPTURE' });

    fake.sim.approve(created.orderID);
    const verified = await a.verifyOk(created.orderID, 'lifetime');
    // Not signed in: the answer says nothing about the buyer (issue 11); the database says what was granted.
    expect(verified).toMatchObject({ success: true, product: 'lifetime', plan_type: null, order_id: created.orderID, email: null, already_processed: false });

    const completed = await a.row(created.orderID);
    expect(completed?.status).toBe('completed');
    expect(completed?.captureId).toBe(fake.sim.order(created.orderID)?.capture?.id);
    const user = await a.user(email);
    expect(user).toMatchObject({ planType: 'lifetime' });
    expect(completed?.userId).toBe(user?.id);
    const bought = await a.purchasesOf(created.orderID);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ userId: user?.id, name: 'debt_lifetime', amountCents: 8900, currency: 'USD', refundedAt: null });
    const access = computeAccess(await loadAccountState(t.db.db, user!.id));
    expect(access).toMatchObject({ hasDebtLifetime: true, canAccessDebt: true, canEnhance: true, isFreeTier: false });

    const [mail] = await a.mails(email);
    expect(mail?.subject).toContain('receipt');
    expect(mail?.text).toContain('DebtShield lifetime access');
    expect(mail?.text).toContain('$89.00 USD');
    expect(mail?.text).toContain(created.orderID);
    // A new buyer has no stored time zone: the date is the Eastern fallback's day, not UTC's.
    expect(mail?.text).toContain(`Date: ${formatLongDate(wallTime(new Date(), FALLBACK_TIME_ZONE).date)}`);
    expect(mail?.text).toContain('30-day money-back guarantee');
    expect(mail?.text).toContain('Sign in with this email at https://debtshield.example/login to use it');
  });

  it('charges the catalogue price whatever price the client sends', async () => {
    const lifetime = await a.createOk({ plan_type: 'debt', email: freshEmail(), price: 1 });
    expect(lifetime.amount).toBe('89.00');
    const monthly = await a.createOk({ plan_type: 'monthly', email: freshEmail(), price: '0.01' });
    expect(monthly.amount).toBe('39.99');
    const dfy = await a.createOk({ plan_type: 'dfy', email: freshEmail(), dfy_details: { letter_count: 2, authorized: true, price: 1 } });
    expect(dfy.amount).toBe('199.00');
    const sent = fake.sim.requests.filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders').slice(-3);
    expect(sent.map((r) => (r.body as { purchase_units: { amount: { value: string } }[] }).purchase_units[0]?.amount.value)).toEqual([
      '89.00',
      '39.99',
      '199.00',
    ]);
    expect(fake.sim.order(lifetime.orderID)?.amount.value).toBe('89.00');
  });

  it('grants nothing when the capture is for another amount, and does not try again', async () => {
    const email = freshEmail();
    const orderID = await createApproved('lifetime', email);
    fake.sim.overrideCapture(orderID, { amount: { currency_code: 'USD', value: '1.00' } });
    expectError(await a.verify(orderID, 'lifetime'), 402, 'payment_required', PAYMENT_MESSAGES.verifyFailed);
    expect((await a.row(orderID))?.status).toBe('failed');
    expect(await a.purchasesOf(orderID)).toHaveLength(0);
    expect(await a.user(email)).toBeUndefined();
    const captures = () => fake.sim.requests.filter((r) => r.path === `/v2/checkout/orders/${orderID}/capture`).length;
    const before = captures();
    expectError(await a.verify(orderID, 'lifetime'), 402, 'payment_required', PAYMENT_MESSAGES.verifyFailed);
    expect(captures()).toBe(before);
  });

  it('grants nothing when the capture is in another currency', async () => {
    const email = freshEmail();
    const orderID = await createApproved('scan', email);
    fake.sim.overrideCapture(orderID, { amount: { currency_code: 'EUR', value: '7.00' } });
    expectError(await a.verify(orderID, 'scan'), 402, 'payment_required', PAYMENT_MESSAGES.verifyFailed);
    expect(await a.user(email)).toBeUndefined();
  });

  it('answers a declined card with the declined text and grants nothing; another card then works', async () => {
    const email = freshEmail();
    const created = await a.createOk({ plan_type: 'bundle', email });
    fake.sim.decline(created.orderID);
    expectError(await a.verify(created.orderID, 'bundle'), 402, 'payment_required', PAYMENT_MESSAGES.declined);
    expect((await a.row(created.orderID))?.status).toBe('created');
    expect(await a.purchasesOf(created.orderID)).toHaveLength(0);
    expect(await a.user(email)).toBeUndefined();
    fake.sim.approve(created.orderID);
    expect((await a.verifyOk(created.orderID, 'bundle')).product).toBe('bundle');
    expect((await a.user(email))?.planType).toBe('bundle');
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const created = await a.createOk({ plan_type: 'lifetime', email: freshEmail() });
    expectError(await a.verify(created.orderID, 'lifetime'), 402, 'payment_required', PAYMENT_MESSAGES.verifyFailed);
    expect((await a.row(created.orderID))?.status).toBe('created');
  });

  it('answers 502 when PayPal fails (5xx, gateway page, garbage) on capture, and the order can be verified later', async () => {
    const email = freshEmail();
    const orderID = await createApproved('lifetime', email);
    for (const arrange of [
      () => fake.sim.failNext({ match: /\/capture$/ }),
      () => fake.sim.failNext({ match: /\/capture$/, status: 503 }),
      () => fake.sim.failNext({ match: /\/capture$/, status: 502 }),
      () => fake.sim.malformNext({ match: /\/capture$/ }),
    ]) {
      arrange();
      expectError(await a.verify(orderID, 'lifetime'), 502, 'upstream_failed', PAYMENT_MESSAGES.verifyFailed);
      expect((await a.row(orderID))?.status).toBe('created');
      expect(await a.user(email)).toBeUndefined();
    }
    expect((await a.verifyOk(orderID, 'lifetime')).already_processed).toBe(false);
    expect(await a.purchasesOf(orderID)).toHaveLength(1);
  });

  it('answers 502 when PayPal does not answer in time, and the order can be verified later', async () => {
    const orderID = await createApproved('monthly', freshEmail());
    fake.sim.hangNext({ match: /\/capture$/ });
    const started = Date.now();
    expectError(await a.verify(orderID, 'monthly'), 502, 'upstream_failed', PAYMENT_MESSAGES.verifyFailed);
    // Given up at the time limit, not held open by a PayPal that never answers.
    expect(Date.now() - started).toBeLessThan(3 * PAYPAL_TIMEOUT_MS);
    expect((await a.row(orderID))?.status).toBe('created');
    const verified = await a.verifyOk(orderID, 'monthly');
    expect(verified.product).toBe('monthly');
  });

  it('finishes an order PayPal captured while we were not listening (ORDER_ALREADY_CAPTURED → read the order)', async () => {
    const email = freshEmail();
    const orderID = await createApproved('credit_all', email);
    await captureAtPayPal(orderID);
    const verified = await a.verifyOk(orderID, 'credit');
    expect(verified).toMatchObject({ product: 'credit_all', plan_type: null, already_processed: false });
    expect(fake.sim.requests.some((r) => r.method === 'GET' && r.path === `/v2/checkout/orders/${orderID}`)).toBe(true);
  });

  it("answers 502 'Failed to create order' when PayPal fails or times out on create", async () => {
    const email = freshEmail();
    fake.sim.failNext({ match: /^POST \/v2\/checkout\/orders$/ });
    expectError(await a.create({ plan_type: 'lifetime', email, credit_rights_acknowledged: true }), 502, 'upstream_failed', PAYMENT_MESSAGES.createFailed);
    fake.sim.hangNext({ match: /^POST \/v2\/checkout\/orders$/ });
    expectError(await a.create({ plan_type: 'lifetime', email, credit_rights_acknowledged: true }), 502, 'upstream_failed', PAYMENT_MESSAGES.createFailed);
    const rows = await t.db.db.select().from(paymentOrders).where(eq(paymentOrders.email, email));
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
  });

  describe('credit help under the Credit Repair Organizations Act', () => {
    it('refuses a purchase that includes credit help until the buyer confirms reading the 1679c disclosure, and records when', async () => {
      for (const plan of ['credit_single', 'credit_all', 'bundle', 'lifetime', 'monthly']) {
        expectError(await a.create({ plan_type: plan, email: freshEmail() }), 400, 'invalid_input', PAYMENT_MESSAGES.creditRightsRequired);
        expectError(await a.create({ plan_type: plan, email: freshEmail(), credit_rights_acknowledged: false }), 400, 'invalid_input');
      }
      // A collection-letter product needs no credit disclosure.
      const scan = await a.createOk({ plan_type: 'scan', email: freshEmail(), credit_rights_acknowledged: undefined });
      expect((await a.row(scan.orderID))?.creditRightsAcknowledgedAt).toBeNull();
      const credit = await a.createOk({ plan_type: 'credit_all', email: freshEmail() });
      expect((await a.row(credit.orderID))?.creditRightsAcknowledgedAt).toBeInstanceOf(Date);
    });

    it('mails the contract, the notice of cancellation and the disclosure with the receipt, and tells the signed-in buyer until when to cancel', async () => {
      const buyer = await insertUserWithSession(t.db);
      // The buyer's stored zone dates the receipt: one whose day is not UTC's at this hour (UTC-11 before 11:00 UTC, UTC+14 from 10:00).
      const zone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
      await t.db.db.update(users).set({ timeZone: zone }).where(eq(users.id, buyer.userId));
      const orderID = await createApproved('credit_single', buyer.email, {}, buyer.token);
      const verified = await a.verifyOk(orderID, 'credit_single', buyer.token);
      expect(verified.credit_cancellation?.last_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(verified.credit_cancellation?.cancel_until ?? '')).toBeGreaterThan(Date.now() + 3 * 24 * 3600 * 1000);
      const [mail] = await a.mails(buyer.email);
      expect(mail?.text).toContain(`Date: ${formatLongDate(wallTime(new Date(), zone).date)}`);
      expect(mail?.text).toContain('15 U.S.C. 1679d');
      expect(mail?.text).toContain('Notice of Cancellation');
      expect(mail?.text).toContain(`before midnight on ${formatLongDate(verified.credit_cancellation!.last_day)}`);
      expect(mail?.text).toContain(`before midnight (Hawaii time) of ${formatLongDate(verified.credit_cancellation!.last_day)}:`);
      expect(mail?.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(mail?.text).toContain('Consumer Credit File Rights Under State and Federal Law');
      expect(mail?.text).toContain('cannot promise that any item will be removed');
      // Not for a purchase without credit help, nor for an anonymous verify.
      const scan = await createApproved('scan', buyer.email, {}, buyer.token);
      expect((await a.verifyOk(scan, 'scan', buyer.token)).credit_cancellation).toBeNull();
      expect((await a.verifyOk(orderID, 'credit_single')).credit_cancellation).toBeNull();
    });

    it('cancels within 3 business days: PayPal refunds the capture in full, access goes, and a second cancel or the refund webhook changes nothing', async () => {
      const buyer = await insertUserWithSession(t.db);
      const orderID = await createApproved('credit_all', buyer.email, {}, buyer.token);
      await a.verifyOk(orderID, 'credit_all', buyer.token);
      expect(computeAccess(await loadAccountState(t.db.db, buyer.userId)).canAccessCredit).toBe(true);

      const cancel = (token?: string) =>
        t.app.inject({ method: 'POST', url: '/api/payment/cancel', payload: { orderID }, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expectError(await cancel(), 401, 'unauthenticated');
      const stranger = await insertUserWithSession(t.db);
      expectError(await cancel(stranger.token), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);

      const res = await cancel(buyer.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(CancelOrderResponseSchema.parse(res.json()).message).toBe(PAYMENT_MESSAGES.cancelled);
      const refunds = fake.sim.requests.filter((r) => r.method === 'POST' && /^\/v2\/payments\/captures\/[A-Z0-9]+\/refund$/.test(r.path));
      expect(refunds).toHaveLength(1);
      expect((await a.row(orderID))?.status).toBe('refunded');
      expect(computeAccess(await loadAccountState(t.db.db, buyer.userId)).canAccessCredit).toBe(false);

      expect((await cancel(buyer.token)).statusCode).toBe(200);
      expect(fake.sim.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'))).toHaveLength(1);
      const webhook = await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.REFUNDED', orderID));
      expect(webhook.statusCode).toBe(200);
      expect((await a.row(orderID))?.status).toBe('refunded');
    });

    it('lets the buyer cancel, not the person whose email another account put on its order (issue 24, item 9; decision 024)', async () => {
      const buyer = await insertUserWithSession(t.db);
      const named = await insertUserWithSession(t.db);
      const cancel = (orderID: string, token: string) =>
        t.app.inject({ method: 'POST', url: '/api/payment/cancel', payload: { orderID }, headers: { authorization: `Bearer ${token}` } });
      const forSomeoneElse = await createApproved('credit_all', named.email, {}, buyer.token);
      await a.verifyOk(forSomeoneElse, 'credit_all', buyer.token);
      expectError(await cancel(forSomeoneElse, named.token), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);
      expect((await a.row(forSomeoneElse))?.status).toBe('completed');
      expect((await cancel(forSomeoneElse, buyer.token)).statusCode).toBe(200);
      // An order placed without an account: the account of its email is the buyer.
      const guest = await createApproved('credit_all', named.email);
      await a.verifyOk(guest, 'credit_all');
      expectError(await cancel(guest, buyer.token), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);
      expect((await cancel(guest, named.token)).statusCode).toBe(200);
    });

    it('refuses to cancel after the period, a purchase without credit help, and an unpaid order, each with its reason', async () => {
      const buyer = await insertUserWithSession(t.db);
      const cancel = (orderID: string) =>
        t.app.inject({ method: 'POST', url: '/api/payment/cancel', payload: { orderID }, headers: { authorization: `Bearer ${buyer.token}` } });
      const refundsAsked = () => fake.sim.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund')).length;
      const before = refundsAsked();

      const late = await createApproved('credit_single', buyer.email, {}, buyer.token);
      await a.verifyOk(late, 'credit_single', buyer.token);
      await t.db.db
        .update(paymentOrders)
        .set({ completedAt: new Date(Date.now() - 10 * 24 * 3600 * 1000) })
        .where(eq(paymentOrders.paypalOrderId, late));
      expectError(await cancel(late), 409, 'conflict', PAYMENT_MESSAGES.cancelPeriodOver);

      const scan = await createApproved('scan', buyer.email, {}, buyer.token);
      await a.verifyOk(scan, 'scan', buyer.token);
      expectError(await cancel(scan), 400, 'invalid_input', PAYMENT_MESSAGES.cancelNotCredit);

      const unpaid = await a.createOk({ plan_type: 'credit_single', email: buyer.email }, buyer.token);
      expectError(await cancel(unpaid.orderID), 409, 'conflict', PAYMENT_MESSAGES.cancelNotPaid);
      expect(refundsAsked()).toBe(before);
    });
  });

  it('verifying the same order twice grants once', async () => {
    const email = freshEmail();
    const orderID = await createApproved('lifetime', email);
    expect((await a.verifyOk(orderID, 'lifetime')).already_processed).toBe(false);
    const again = await a.verifyOk(orderID, 'lifetime');
    expect(again).toMatchObject({ already_processed: true, plan_type: null, email: null, product: 'lifetime' });
    expect(await a.purchasesOf(orderID)).toHaveLength(1);
    expect(await a.mails(email)).toHaveLength(1);
  });

  it('two verifications at once grant once', async () => {
    const email = freshEmail();
    const orderID = await createApproved('lifetime', email);
    const results = await Promise.all([a.verify(orderID, 'lifetime'), a.verify(orderID, 'lifetime'), a.verify(orderID, 'lifetime')]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const processed = results.map((res) => VerifyOrderResponseSchema.parse(res.json()).already_processed);
    expect(processed.filter((p) => !p)).toHaveLength(1);
    expect(await a.purchasesOf(orderID)).toHaveLength(1);
    expect(await a.mails(email)).toHaveLength(1);
  });

  it("refuses a signed-in person verifying someone else's order; the owner may", async () => {
    const owner = await insertUserWithSession(t.db);
    const other = await insertUserWithSession(t.db);
    const orderID = await createApproved('lifetime', owner.email, {}, owner.token);
    expectError(await a.verify(orderID, 'lifetime', other.token), 403, 'forbidden', PAYMENT_MESSAGES.otherPersonsOrder);
    expect((await a.row(orderID))?.status).toBe('created');
    expect((await a.user(other.email))?.planType).toBe('free');
    expect((await a.verifyOk(orderID, 'lifetime', owner.token)).plan_type).toBe('lifetime');
    expect((await a.row(orderID))?.userId).toBe(owner.userId);
  });

  it('a signed-in buyer may verify an order they placed for another email; the purchase goes to that email', async () => {
    const buyer = await insertUserWithSession(t.db);
    const recipient = freshEmail();
    const orderID = await createApproved('lifetime', recipient, {}, buyer.token);
    expect((await a.verifyOk(orderID, 'lifetime', buyer.token)).email).toBe(recipient);
    expect((await a.user(recipient))?.planType).toBe('lifetime');
    expect((await a.user(buyer.email))?.planType).toBe('free');
    expect((await a.purchasesOf(orderID))[0]?.userId).toBe((await a.user(recipient))?.id);
    expect((await a.verifyOk(orderID, 'lifetime', buyer.token)).already_processed).toBe(true);
  });

  it('answers 404 for an order we never created', async () => {
    expectError(await a.verify('9XY12345AB678901C', 'lifetime'), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);
  });

  it('refuses unknown plans, and a verification for another plan than the order', async () => {
    expectError(await a.create({ plan_type: 'platinum', email: freshEmail() }), 400, 'invalid_input', PAYMENT_MESSAGES.unknownPlan);
    expectError(await a.create({ plan_type: 'yearly', email: freshEmail() }), 400, 'invalid_input', PAYMENT_MESSAGES.unknownPlan);
    const orderID = await createApproved('scan', freshEmail());
    expectError(await a.verify(orderID, 'bundle'), 400, 'invalid_input', PAYMENT_MESSAGES.planMismatch);
    expectError(await a.verify(orderID, 'platinum'), 400, 'invalid_input', PAYMENT_MESSAGES.unknownPlan);
    expect((await a.row(orderID))?.status).toBe('created');
  });

  it('refuses done-for-you without authorization or with a bad letter count', async () => {
    for (const dfy of [undefined, null, { letter_count: 2 }, { letter_count: 2, authorized: false }]) {
      expectError(await a.create({ plan_type: 'dfy_service', email: freshEmail(), dfy_details: dfy }), 400, 'invalid_input', PAYMENT_MESSAGES.dfyAuthorization);
    }
    for (const count of [0, 11, 2.5]) {
      expectError(
        await a.create({ plan_type: 'dfy', email: freshEmail(), dfy_details: { letter_count: count, authorized: true } }),
        400,
        'invalid_input',
        PAYMENT_MESSAGES.dfyLetterCount,
      );
    }
  });

  it('stores a done-for-you order with its letter count, authorization and price', async () => {
    const email = freshEmail();
    const created = await a.createOk({ plan_type: 'dfy_service', email, dfy_details: { letter_count: 4, authorized: true, price: 1 } });
    expect(created.amount).toBe('349.00');
    expect(await a.row(created.orderID)).toMatchObject({ product: 'dfy_service', amountCents: 34900, dfyLetterCount: 4, dfyAuthorized: true });
    expect(fake.sim.order(created.orderID)?.description).toBe('DebtShield done-for-you service (4 letters)');
    fake.sim.approve(created.orderID);
    expect(await a.verifyOk(created.orderID, 'dfy')).toMatchObject({ product: 'dfy_service', plan_type: null });
    expect((await a.purchasesOf(created.orderID))[0]).toMatchObject({ name: 'dfy_service', amountCents: 34900 });
    const user = await a.user(email);
    expect(computeAccess(await loadAccountState(t.db.db, user!.id)).hasDfyService).toBe(true);
    const [mail] = await a.mails(email);
    expect(mail?.text).toContain('4 letters');
    expect(mail?.text).toContain('$349.00 USD');
    expect(mail?.text).toContain('on your behalf');
  });

  it('a second purchase never downgrades: lifetime, then monthly', async () => {
    const email = freshEmail();
    await a.verifyOk(await createApproved('lifetime', email), 'lifetime');
    const monthly = await a.verifyOk(await createApproved('monthly', email), 'monthly');
    expect(monthly.product).toBe('monthly');
    expect((await a.user(email))?.planType).toBe('lifetime');
  });

  describe('webhook', () => {
    it('refuses a bad or missing signature', async () => {
      const orderID = await createApproved('lifetime', freshEmail());
      await captureAtPayPal(orderID);
      const signed = fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID);
      const tampered: SignedWebhook = {
        headers: signed.headers,
        event: { ...signed.event, resource: { ...(signed.event.resource as object), amount: { currency_code: 'USD', value: '1.00' } } },
      };
      expectError(await a.webhook(tampered), 400, 'invalid_input', PAYMENT_MESSAGES.invalidSignature);
      expectError(
        await a.webhook(signed, { ...signed.headers, 'paypal-transmission-sig': '0'.repeat(64) }),
        400,
        'invalid_input',
        PAYMENT_MESSAGES.invalidSignature,
      );
      expectError(await a.webhook(signed, {}), 400, 'invalid_input', PAYMENT_MESSAGES.invalidSignature);
      // Signed for another webhook id (another PayPal app): not ours.
      expectError(
        await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID, { webhookId: 'WHSOMEONEELSE' })),
        400,
        'invalid_input',
        PAYMENT_MESSAGES.invalidSignature,
      );
      expect((await a.row(orderID))?.status).toBe('created');
    });

    it('grants an order whose browser never came back to verify; verify then finds it done', async () => {
      const email = freshEmail();
      const orderID = await createApproved('lifetime', email);
      await captureAtPayPal(orderID);
      const res = await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID));
      expect(PayPalWebhookResponseSchema.parse(res.json())).toEqual({ success: true, status: 'processed' });
      expect((await a.row(orderID))?.status).toBe('completed');
      expect((await a.user(email))?.planType).toBe('lifetime');
      expect(await a.purchasesOf(orderID)).toHaveLength(1);
      expect(await a.mails(email)).toHaveLength(1);
      expect((await a.verifyOk(orderID, 'lifetime')).already_processed).toBe(true);
      expect(await a.purchasesOf(orderID)).toHaveLength(1);
    });

    it('finds the order by the PayPal order id when custom_id is missing', async () => {
      const email = freshEmail();
      const orderID = await createApproved('scan', email);
      await captureAtPayPal(orderID);
      const res = await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID, { omitCustomId: true }));
      expect(res.json()).toEqual({ success: true, status: 'processed' });
      expect((await a.user(email))?.planType).toBe('single');
    });

    it('applies the same event once', async () => {
      const email = freshEmail();
      const orderID = await createApproved('bundle', email);
      await captureAtPayPal(orderID);
      const signed = fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID);
      expect((await a.webhook(signed)).json()).toEqual({ success: true, status: 'processed' });
      expect((await a.webhook(signed)).json()).toEqual({ success: true, status: 'duplicate' });
      expect(await a.purchasesOf(orderID)).toHaveLength(1);
      expect(await a.mails(email)).toHaveLength(1);
      const [event] = await t.db.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, String(signed.event.id)));
      expect(event?.eventType).toBe('PAYMENT.CAPTURE.COMPLETED');
    });

    it('grants nothing for a capture that does not match the order', async () => {
      const email = freshEmail();
      const orderID = await createApproved('lifetime', email);
      fake.sim.overrideCapture(orderID, { amount: { currency_code: 'USD', value: '8.90' } });
      await captureAtPayPal(orderID);
      expect((await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID))).json()).toEqual({ success: true, status: 'ignored' });
      expect((await a.row(orderID))?.status).toBe('failed');
      expect(await a.user(email)).toBeUndefined();
    });

    it('a refund takes back the access it granted', async () => {
      const email = freshEmail();
      const orderID = await createApproved('lifetime', email);
      await a.verifyOk(orderID, 'lifetime');
      const user = await a.user(email);
      expect(computeAccess(await loadAccountState(t.db.db, user!.id)).canAccessDebt).toBe(true);

      fake.sim.refund(orderID);
      const signed = fake.sim.webhookEvent('PAYMENT.CAPTURE.REFUNDED', orderID);
      expect((await a.webhook(signed)).json()).toEqual({ success: true, status: 'processed' });
      expect((await a.row(orderID))?.status).toBe('refunded');
      expect((await a.purchasesOf(orderID))[0]?.refundedAt).toBeInstanceOf(Date);
      expect((await a.user(email))?.planType).toBe('free');
      const access = computeAccess(await loadAccountState(t.db.db, user!.id));
      expect(access).toMatchObject({ canAccessDebt: false, hasDebtLifetime: false, isFreeTier: true, canEnhance: false });

      expect((await a.webhook(signed)).json()).toEqual({ success: true, status: 'duplicate' });
      // Verifying a refunded order does not grant it again.
      expectError(await a.verify(orderID, 'lifetime'), 402, 'payment_required', PAYMENT_MESSAGES.verifyFailed);
      expect((await a.user(email))?.planType).toBe('free');
    });

    it('a refund found through the capture link keeps what other purchases grant', async () => {
      const email = freshEmail();
      await a.verifyOk(await createApproved('credit_all', email), 'credit_all');
      const lifetime = await createApproved('lifetime', email);
      await a.verifyOk(lifetime, 'lifetime');
      expect((await a.user(email))?.planType).toBe('lifetime');
      fake.sim.refund(lifetime);
      expect((await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.REFUNDED', lifetime, { omitCustomId: true }))).json()).toEqual({
        success: true,
        status: 'processed',
      });
      expect((await a.user(email))?.planType).toBe('credit_all');
      const access = computeAccess(await loadAccountState(t.db.db, (await a.user(email))!.id));
      expect(access).toMatchObject({ canAccessCredit: true, hasDebtLifetime: false });
    });

    it('answers 200 to events it does not act on', async () => {
      const foreign = fake.sim.sign({
        id: 'WH-FOREIGN-1',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource_type: 'capture',
        resource: { id: 'CAPTUREELSEWHERE', status: 'COMPLETED', amount: { currency_code: 'USD', value: '5.00' }, custom_id: 'not-ours' },
      });
      expect((await a.webhook(foreign)).json()).toEqual({ success: true, status: 'ignored' });
      const other = fake.sim.sign({ id: 'WH-OTHER-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource_type: 'checkout-order', resource: { id: 'X' } });
      expect((await a.webhook(other)).json()).toEqual({ success: true, status: 'ignored' });
    });

    it('answers 502 when PayPal cannot verify the signature now (PayPal retries)', async () => {
      const orderID = await createApproved('lifetime', freshEmail());
      await captureAtPayPal(orderID);
      fake.sim.failNext({ match: /verify-webhook-signature$/ });
      expectError(await a.webhook(fake.sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', orderID)), 502, 'upstream_failed');
      expect((await a.row(orderID))?.status).toBe('created');
    });
  });

  it('has no test checkout in PayPal mode', async () => {
    const created = await a.createOk({ plan_type: 'lifetime', email: freshEmail() });
    expectError(await a.approveTest(created.orderID), 404, 'not_found');
  });

  it("allows PayPal's SDK origins in the CSP", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.paypalobjects\.com/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('never logs the client secret, an access token or a buyer email', async () => {
    const logs = t.logs.join('\n');
    expect(fake.sim.issuedTokens.length).toBeGreaterThan(0);
    expect(logs).not.toContain(FAKE_PAYPAL_CREDENTIALS.clientSecret);
    expect(logs).not.toContain(Buffer.from(`${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`).toString('base64'));
    for (const token of fake.sim.issuedTokens) expect(logs).not.toContain(token);
    expect(logs).not.toMatch(/buyer\d+\.\d+@example\.com/);
    expect(logs).toContain('receipt sent');
  });
});

describe('payments with the built-in simulator (no PayPal credentials)', () => {
  let t: TestApp;
  const a = api(() => t);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the page to show the labelled test checkout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.json()).toEqual({ success: true, mode: 'simulator', client_id: null, currency: 'USD' });
  });

  it('sells a plan offline: create → test checkout approve → verify', async () => {
    const email = freshEmail();
    const created = await a.createOk({ plan_type: 'lifetime', email });
    expect(created.orderID).toMatch(/^[A-Z0-9]{17}$/);
    expect((await a.approveTest(created.orderID)).json()).toEqual({ success: true });
    const verified = await a.verifyOk(created.orderID, 'lifetime');
    expect(verified).toMatchObject({ plan_type: null, email: null, already_processed: false });
    expect((await a.user(email))?.planType).toBe('lifetime');
    expect(await a.mails(email)).toHaveLength(1);
    expect((await a.verifyOk(created.orderID, 'lifetime')).already_processed).toBe(true);
  });

  it('the test card can decline', async () => {
    const email = freshEmail();
    const created = await a.createOk({ plan_type: 'monthly', email });
    await a.approveTest(created.orderID, 'decline');
    expectError(await a.verify(created.orderID, 'monthly'), 402, 'payment_required', PAYMENT_MESSAGES.declined);
    expect(await a.user(email)).toBeUndefined();
  });

  it('approves only orders we created', async () => {
    expectError(await a.approveTest('NOSUCHORDER0000001'), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);
  });

  it('a signed-in buyer is told the plan and email; an anonymous verify of the same order is told nothing about the buyer', async () => {
    const person = await insertUserWithSession(t.db);
    const created = await a.createOk({ plan_type: 'lifetime', email: person.email }, person.token);
    await a.approveTest(created.orderID);
    expect(await a.verifyOk(created.orderID, 'lifetime', person.token)).toMatchObject({ plan_type: 'lifetime', email: person.email });
    const stranger = await a.verifyOk(created.orderID, 'lifetime');
    expect(stranger).toMatchObject({ plan_type: null, email: null, already_processed: true });
    expect(JSON.stringify(stranger)).not.toContain(person.email);
  });

  it("refunds a test order through the simulator's signed webhook and the real handler, once", async () => {
    const email = freshEmail();
    const created = await a.createOk({ plan_type: 'lifetime', email });
    const refund = () => t.app.inject({ method: 'POST', url: '/api/payment/test-checkout/refund', payload: { orderID: created.orderID } });
    // Not captured yet: nothing to refund.
    expectError(await refund(), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);
    await a.approveTest(created.orderID);
    await a.verifyOk(created.orderID, 'lifetime');
    expect((await refund()).json()).toEqual({ success: true, status: 'processed' });
    expect((await a.row(created.orderID))?.status).toBe('refunded');
    expect((await a.user(email))?.planType).toBe('free');
    expectError(await refund(), 404, 'not_found', PAYMENT_MESSAGES.orderNotFound);
  });

  it("keeps the CSP 'self'-only", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain('paypal');
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('payments in production without PayPal credentials', () => {
  let t: TestApp;
  const a = api(() => t);

  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production', JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 on every payment route: no plans through the simulator', async () => {
    expectError(await a.create({ plan_type: 'lifetime', email: freshEmail() }), 503, 'unavailable', PAYMENT_MESSAGES.notConfigured);
    expectError(await t.app.inject({ method: 'GET', url: '/api/payment/config' }), 503, 'unavailable', PAYMENT_MESSAGES.notConfigured);
    expectError(await a.verify('9XY12345AB678901C', 'lifetime'), 503, 'unavailable', PAYMENT_MESSAGES.notConfigured);
    expectError(await a.approveTest('9XY12345AB678901C'), 503, 'unavailable', PAYMENT_MESSAGES.notConfigured);
    expectError(
      await a.webhook({ headers: {}, event: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' } }),
      503,
      'unavailable',
      PAYMENT_MESSAGES.notConfigured,
    );
    expect(await t.db.db.select().from(paymentOrders)).toHaveLength(0);
  });
});
