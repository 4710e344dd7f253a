import { describe, expect, it } from 'vitest';
import { paypalSchemaErrors } from '../../../test/fake-paypal';
import { centsToValue, createPayPalClient, valueToCents, type PayPalClient } from './client';
import { PayPalError } from './paypal-error';
import { createPayPalSimulator, type PayPalSimulator } from './simulator';

/** The real client against the simulator in process (no network: the unit tier). */
const setup = (options: { timeoutMs?: number; clientSecret?: string; now?: () => number } = {}): { sim: PayPalSimulator; client: PayPalClient } => {
  const sim = createPayPalSimulator({ clientId: 'unit-client', clientSecret: 'unit-secret-value', webhookId: 'WHUNIT01' });
  const client = createPayPalClient({
    baseUrl: 'https://api-m.sandbox.paypal.com',
    clientId: 'unit-client',
    clientSecret: options.clientSecret ?? 'unit-secret-value',
    timeoutMs: options.timeoutMs ?? 2_000,
    fetch: sim.fetch,
    ...(options.now ? { now: options.now } : {}),
  });
  return { sim, client };
};

const order = (requestId = 'req-1') => ({
  requestId,
  referenceId: 'lifetime',
  customId: '5b0c3f9e-7d7a-4a53-9a0e-0c8f5f0b7a11',
  description: 'DebtShield lifetime access',
  amount: { currency_code: 'USD', value: '89.00' },
});

const kindOf = async (promise: Promise<unknown>): Promise<PayPalError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PayPalError) return error;
    throw error;
  }
  throw new Error('expected a PayPalError');
};

describe('PayPal client', () => {
  it('creates an order as PayPal documents it: intent CAPTURE, custom_id, amount, PayPal-Request-Id', async () => {
    const { sim, client } = setup();
    const created = await client.createOrder(order('our-order-id'));
    expect(created.status).toBe('CREATED');
    expect(created.id).toMatch(/^[A-Z0-9]{17}$/);
    const request = sim.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(request?.headers['paypal-request-id']).toBe('our-order-id');
    expect(request?.headers.authorization).toBe('Bearer [hidden]');
    expect(paypalSchemaErrors('orders', 'order_request', request?.body)).toEqual([]);
    expect(request?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'lifetime', custom_id: order().customId, description: 'DebtShield lifetime access', amount: { currency_code: 'USD', value: '89.00' } },
      ],
    });
  });

  it('asks for one token with Basic auth and reuses it until shortly before it expires', async () => {
    let clock = 1_000_000;
    const { sim, client } = setup({ now: () => clock });
    await client.createOrder(order('a'));
    await client.createOrder(order('b'));
    const tokenRequests = () => sim.requests.filter((r) => r.path === '/v1/oauth2/token');
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]?.headers.authorization).toBe('Basic [hidden]');
    expect(tokenRequests()[0]?.body).toBe('grant_type=client_credentials');
    clock += 32_400_000 - 30_000; // within the last minute of the token's 9 hours
    await client.createOrder(order('c'));
    expect(tokenRequests()).toHaveLength(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const { sim, client } = setup();
    await Promise.all([client.createOrder(order('a')), client.createOrder(order('b')), client.createOrder(order('c'))]);
    expect(sim.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('gets a new token once when PayPal answers 401', async () => {
    const { sim, client } = setup();
    await client.createOrder(order('a'));
    sim.expireTokens();
    await client.createOrder(order('b'));
    expect(sim.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(2);
  });

  it('captures only after approval, once; replays the same PayPal-Request-Id; reads the order', async () => {
    const { sim, client } = setup();
    const created = await client.createOrder(order());
    const notApproved = await kindOf(client.captureOrder(created.id, { requestId: 'cap-1' }));
    expect(notApproved.kind).toBe('not_approved');
    expect(notApproved.issue).toBe('ORDER_NOT_APPROVED');
    expect(notApproved.status).toBe(422);

    expect(sim.approve(created.id)).toBe(true);
    const captured = await client.captureOrder(created.id, { requestId: 'cap-1' });
    expect(captured.status).toBe('COMPLETED');
    const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '89.00' }, custom_id: order().customId });

    const replay = await client.captureOrder(created.id, { requestId: 'cap-1' });
    expect(replay.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);

    const second = await kindOf(client.captureOrder(created.id, { requestId: 'cap-2' }));
    expect(second.kind).toBe('already_captured');
    expect(second.issue).toBe('ORDER_ALREADY_CAPTURED');

    const read = await client.getOrder(created.id);
    expect(read.status).toBe('COMPLETED');
    expect(read.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);
  });

  it('reports a declined card as declined; the buyer can approve with another one', async () => {
    const { sim, client } = setup();
    const created = await client.createOrder(order());
    sim.decline(created.id);
    const declined = await kindOf(client.captureOrder(created.id, { requestId: 'cap' }));
    expect(declined.kind).toBe('declined');
    expect(declined.issue).toBe('INSTRUMENT_DECLINED');
    expect(declined.debugId).toMatch(/^[0-9a-f]+$/);
    sim.approve(created.id);
    expect((await client.captureOrder(created.id, { requestId: 'cap' })).status).toBe('COMPLETED');
  });

  it('replays a create with the same PayPal-Request-Id instead of making a second order', async () => {
    const { client } = setup();
    const first = await client.createOrder(order('same'));
    const again = await client.createOrder(order('same'));
    expect(again.id).toBe(first.id);
  });

  it('maps 5xx, a gateway page and a malformed body to upstream', async () => {
    const { sim, client } = setup();
    sim.failNext({ match: /orders$/ });
    const e500 = await kindOf(client.createOrder(order('a')));
    expect(e500).toMatchObject({ kind: 'upstream', status: 500, paypalName: 'INTERNAL_SERVER_ERROR' });
    sim.failNext({ match: /orders$/, status: 503 });
    expect(await kindOf(client.createOrder(order('b')))).toMatchObject({ kind: 'upstream', status: 503 });
    sim.failNext({ match: /orders$/, status: 502 });
    expect(await kindOf(client.createOrder(order('c')))).toMatchObject({ kind: 'upstream', status: 502 });
    sim.malformNext({ match: /orders$/ });
    expect((await kindOf(client.createOrder(order('d')))).kind).toBe('upstream');
    // And then it works again.
    expect((await client.createOrder(order('e'))).status).toBe('CREATED');
  });

  it('gives up after the timeout', async () => {
    const { sim, client } = setup({ timeoutMs: 50 });
    sim.hangNext({ match: /orders$/ });
    const started = Date.now();
    const error = await kindOf(client.createOrder(order()));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a wrong secret fails without the secret or a token in the error', async () => {
    const { sim, client } = setup({ clientSecret: 'wrong-secret-XYZ' });
    const error = await kindOf(client.createOrder(order()));
    expect(error.kind).toBe('upstream');
    expect(error.status).toBe(401);
    expect(error.paypalName).toBe('invalid_client');
    const text = `${error.message} ${JSON.stringify(error)}`;
    expect(text).not.toContain('wrong-secret-XYZ');
    for (const token of sim.issuedTokens) expect(text).not.toContain(token);
  });

  it('refuses ids that are not PayPal order ids without calling PayPal', async () => {
    const { sim, client } = setup();
    expect((await kindOf(client.getOrder('../../v1/oauth2/token'))).kind).toBe('not_found');
    expect(sim.requests).toHaveLength(0);
    // A well-formed id PayPal does not know: PayPal's 404.
    const unknown = await kindOf(client.getOrder('NOSUCHORDER123'));
    expect(unknown).toMatchObject({ kind: 'not_found', status: 404, paypalName: 'RESOURCE_NOT_FOUND' });
  });

  it("verifies webhook signatures with PayPal's verify call", async () => {
    const { sim, client } = setup();
    const created = await client.createOrder(order());
    sim.approve(created.id);
    await client.captureOrder(created.id, { requestId: 'c' });
    const signed = sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', created.id);
    const input = (event: Record<string, unknown>, headers = signed.headers, webhookId = 'WHUNIT01') => ({
      authAlgo: headers['paypal-auth-algo'] ?? '',
      certUrl: headers['paypal-cert-url'] ?? '',
      transmissionId: headers['paypal-transmission-id'] ?? '',
      transmissionSig: headers['paypal-transmission-sig'] ?? '',
      transmissionTime: headers['paypal-transmission-time'] ?? '',
      webhookId,
      event,
    });
    expect(await client.verifyWebhookSignature(input(signed.event))).toBe(true);
    expect(await client.verifyWebhookSignature(input({ ...signed.event, event_type: 'PAYMENT.CAPTURE.REFUNDED' }))).toBe(false);
    expect(await client.verifyWebhookSignature(input(signed.event, signed.headers, 'WHOTHER01'))).toBe(false);
    const request = sim.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(paypalSchemaErrors('webhooks', 'verify_webhook_signature', request?.body)).toEqual([]);
  });
});

describe('amounts', () => {
  it('formats cents as PayPal values and back', () => {
    expect(centsToValue(8900)).toBe('89.00');
    expect(centsToValue(3999)).toBe('39.99');
    expect(valueToCents('89.00')).toBe(8900);
    expect(valueToCents('89')).toBe(8900);
    expect(valueToCents('39.9')).toBe(3990);
    expect(valueToCents('1.001')).toBeUndefined();
    expect(valueToCents('-1.00')).toBeUndefined();
    expect(valueToCents('1e3')).toBeUndefined();
  });
});
