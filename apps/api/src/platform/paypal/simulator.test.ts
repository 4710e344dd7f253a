import { describe, expect, it } from 'vitest';
import { paypalSchemaErrors } from '../../../test/fake-paypal';
import { createPayPalSimulator, type PayPalSimulator, type SimulatorResponse } from './simulator';

/** Talks to the simulator core directly, as PayPal's documents describe the calls. */
const harness = async (signingKey?: Uint8Array) => {
  const sim = createPayPalSimulator({ clientId: 'id', clientSecret: 'secret', webhookId: 'WHSIM01', ...(signingKey ? { signingKey } : {}) });
  const token = JSON.parse(
    (
      await sim.handle({
        method: 'POST',
        url: '/v1/oauth2/token',
        headers: { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).body,
  ) as { access_token: string };
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    sim.handle({
      method,
      url,
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { sim, call };
};

const bodyOf = (response: SimulatorResponse): Record<string, unknown> => JSON.parse(response.body) as Record<string, unknown>;

const ORDER_REQUEST = {
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'lifetime',
      custom_id: '0c8b7f4e-3b7a-4f0e-9a51-1b2c3d4e5f60',
      description: 'DebtShield lifetime access',
      amount: { currency_code: 'USD', value: '89.00' },
    },
  ],
};

const createApproved = async (sim: PayPalSimulator, call: Awaited<ReturnType<typeof harness>>['call']) => {
  const created = bodyOf(await call('POST', '/v2/checkout/orders', ORDER_REQUEST, { prefer: 'return=representation' }));
  sim.approve(String(created.id));
  return String(created.id);
};

describe('PayPal simulator speaks Orders v2', () => {
  it('answers create, get and capture in the shape of the `order` schema', async () => {
    const { sim, call } = await harness();
    const full = await call('POST', '/v2/checkout/orders', ORDER_REQUEST, { prefer: 'return=representation' });
    expect(full.status).toBe(201);
    expect(paypalSchemaErrors('orders', 'order', bodyOf(full))).toEqual([]);
    expect(bodyOf(full)).toMatchObject({
      status: 'CREATED',
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: ORDER_REQUEST.purchase_units[0]?.custom_id, amount: { value: '89.00' } }],
    });
    const id = String(bodyOf(full).id);

    const minimal = bodyOf(await call('POST', '/v2/checkout/orders', ORDER_REQUEST));
    expect(Object.keys(minimal).sort()).toEqual(['id', 'links', 'status']);
    expect((minimal.links as { rel: string }[]).map((l) => l.rel)).toContain('approve');

    const got = await call('GET', `/v2/checkout/orders/${id}`);
    expect(got.status).toBe(200);
    expect(paypalSchemaErrors('orders', 'order', bodyOf(got))).toEqual([]);

    sim.approve(id);
    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, undefined, { prefer: 'return=representation' });
    expect(captured.status).toBe(201);
    expect(paypalSchemaErrors('orders', 'order', bodyOf(captured))).toEqual([]);
    expect(bodyOf(captured)).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', final_capture: true }] } }],
    });
  });

  it("answers capture errors with PayPal's names, issues and descriptions", async () => {
    const { sim, call } = await harness();
    const id = String(bodyOf(await call('POST', '/v2/checkout/orders', ORDER_REQUEST)).id);
    const cases: [() => void, string][] = [
      [() => undefined, 'ORDER_NOT_APPROVED'],
      [() => sim.decline(id), 'INSTRUMENT_DECLINED'],
    ];
    for (const [arrange, issue] of cases) {
      arrange();
      const res = await call('POST', `/v2/checkout/orders/${id}/capture`);
      expect(res.status).toBe(422);
      expect(bodyOf(res)).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
      expect(paypalSchemaErrors('orders', ['error_422', 'orders.capture-422'], bodyOf(res))).toEqual([]);
    }
    sim.approve(id);
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`)).status).toBe(201);
    const again = await call('POST', `/v2/checkout/orders/${id}/capture`);
    expect(bodyOf(again)).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    expect(paypalSchemaErrors('orders', ['error_422', 'orders.capture-422'], bodyOf(again))).toEqual([]);

    const missing = await call('GET', '/v2/checkout/orders/NOSUCHORDER');
    expect(missing.status).toBe(404);
    expect(paypalSchemaErrors('orders', ['error_404', '404'], bodyOf(missing))).toEqual([]);
  });

  it('replays a capture with the same PayPal-Request-Id (200, same capture), not a failure', async () => {
    const { sim, call } = await harness();
    const id = await createApproved(sim, call);
    const first = await call('POST', `/v2/checkout/orders/${id}/capture`, undefined, { 'paypal-request-id': 'k1', prefer: 'return=representation' });
    const second = await call('POST', `/v2/checkout/orders/${id}/capture`, undefined, { 'paypal-request-id': 'k1', prefer: 'return=representation' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it('validates create requests like PayPal does', async () => {
    const { call } = await harness();
    const unit = ORDER_REQUEST.purchase_units[0]!;
    const cases: [unknown, number, string][] = [
      ['{"intent": ', 400, 'MALFORMED_REQUEST_JSON'],
      [{ purchase_units: [unit] }, 400, 'MISSING_REQUIRED_PARAMETER'],
      [{ intent: 'SELL', purchase_units: [unit] }, 400, 'INVALID_PARAMETER_VALUE'],
      [{ intent: 'CAPTURE', purchase_units: [] }, 400, 'INVALID_ARRAY_MIN_ITEMS'],
      [{ intent: 'CAPTURE', purchase_units: [{ ...unit, amount: { currency_code: 'USD', value: '89.001' } }] }, 422, 'DECIMAL_PRECISION'],
      [{ intent: 'CAPTURE', purchase_units: [{ ...unit, amount: { currency_code: 'USD', value: '0.00' } }] }, 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [{ intent: 'CAPTURE', purchase_units: [{ ...unit, amount: { currency_code: 'usd', value: '1.00' } }] }, 422, 'INVALID_CURRENCY_CODE'],
      [{ intent: 'CAPTURE', purchase_units: [{ ...unit, custom_id: 'x'.repeat(128) }] }, 400, 'INVALID_STRING_LENGTH'],
    ];
    for (const [body, status, issue] of cases) {
      const res = await call('POST', '/v2/checkout/orders', body);
      expect(res.status, issue).toBe(status);
      expect(bodyOf(res).details, issue).toMatchObject([{ issue }]);
      expect(paypalSchemaErrors('orders', status === 400 ? ['error_400', '400'] : ['error_422', '422'], bodyOf(res)), issue).toEqual([]);
    }
  });

  it('requires a valid token and valid client credentials', async () => {
    const { sim } = await harness();
    const noToken = await sim.handle({ method: 'GET', url: '/v2/checkout/orders/ABC', headers: {}, body: '' });
    expect(noToken.status).toBe(401);
    expect(paypalSchemaErrors('orders', 'error_401', bodyOf(noToken))).toEqual([]);
    const badClient = await sim.handle({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: { authorization: `Basic ${Buffer.from('id:nope').toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(badClient.status).toBe(401);
    expect(bodyOf(badClient)).toMatchObject({ error: 'invalid_client' });
  });

  it('signs webhook events in the shape of Webhooks v1 `event`, with Payments v2 resources', async () => {
    const { sim, call } = await harness();
    const id = await createApproved(sim, call);
    await call('POST', `/v2/checkout/orders/${id}/capture`);
    const completed = sim.webhookEvent('PAYMENT.CAPTURE.COMPLETED', id);
    expect(paypalSchemaErrors('webhooks', 'event', completed.event)).toEqual([]);
    expect(paypalSchemaErrors('payments', 'capture-2', completed.event.resource)).toEqual([]);
    expect(completed.event.resource).toMatchObject({
      status: 'COMPLETED',
      custom_id: ORDER_REQUEST.purchase_units[0]?.custom_id,
      supplementary_data: { related_ids: { order_id: id } },
    });
    expect(Object.keys(completed.headers).sort()).toEqual([
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ]);

    sim.refund(id);
    const refunded = sim.webhookEvent('PAYMENT.CAPTURE.REFUNDED', id);
    expect(paypalSchemaErrors('webhooks', 'event', refunded.event)).toEqual([]);
    expect(paypalSchemaErrors('payments', 'refund', refunded.event.resource)).toEqual([]);
    expect(sim.order(id)?.capture?.status).toBe('REFUNDED');

    const verify = async (event: Record<string, unknown>, headers: Record<string, string>, webhookId = 'WHSIM01') => {
      const request = {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: event,
      };
      expect(paypalSchemaErrors('webhooks', 'verify_webhook_signature', request)).toEqual([]);
      const res = await call('POST', '/v1/notifications/verify-webhook-signature', request);
      expect(paypalSchemaErrors('webhooks', 'verify_webhook_signature_response', bodyOf(res))).toEqual([]);
      return bodyOf(res).verification_status;
    };
    expect(await verify(completed.event, completed.headers)).toBe('SUCCESS');
    expect(await verify(refunded.event, refunded.headers)).toBe('SUCCESS');
    expect(await verify(refunded.event, completed.headers)).toBe('FAILURE');
    expect(await verify({ ...completed.event, id: 'WH-OTHER' }, completed.headers)).toBe('FAILURE');
    expect(await verify(completed.event, completed.headers, 'WHSOMEONEELSE')).toBe('FAILURE');
    const foreign = createPayPalSimulator({ webhookId: 'WHSIM01' }).sign(completed.event);
    expect(await verify(completed.event, foreign.headers)).toBe('FAILURE');
  });

  it('verifies an event another simulator signed with the same signing key (one per app instance), and no other', async () => {
    const key = Buffer.alloc(32, 7);
    const receiving = await harness(key);
    const sending = createPayPalSimulator({ webhookId: 'WHSIM01', signingKey: key });
    const other = createPayPalSimulator({ webhookId: 'WHSIM01', signingKey: Buffer.alloc(32, 8) });
    const event = { id: 'WH-1A2B3C4D5E6F7G8H9-0J1K2L3M4N5O6P7Q8', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: '3C679366HH908993F' } };
    const verify = async (headers: Record<string, string>) =>
      bodyOf(
        await receiving.call('POST', '/v1/notifications/verify-webhook-signature', {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: 'WHSIM01',
          webhook_event: event,
        }),
      ).verification_status;
    expect(await verify(sending.sign(event).headers)).toBe('SUCCESS');
    expect(await verify(other.sign(event).headers)).toBe('FAILURE');
    expect(() => createPayPalSimulator({ signingKey: Buffer.alloc(16) })).toThrow(/32 bytes/);
  });
});
