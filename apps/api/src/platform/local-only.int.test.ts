import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { isLoopback } from './local-only';

describe('the development helpers answer this machine only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hides the outbox and the test checkout from another machine, whatever it claims', async () => {
    const remote = { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', ...remote })).statusCode).toBe(404);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/create-paypal-order',
        payload: { plan_type: 'lifetime', email: 'local@example.com', credit_rights_acknowledged: true },
      })
    ).json() as { orderID: string };
    const approveRemote = await t.app.inject({ method: 'POST', url: '/api/payment/test-checkout/approve', payload: { orderID: created.orderID }, ...remote });
    expect(approveRemote.statusCode).toBe(404);
    const refundRemote = await t.app.inject({ method: 'POST', url: '/api/payment/test-checkout/refund', payload: { orderID: created.orderID }, ...remote });
    expect(refundRemote.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/test-checkout/approve', payload: { orderID: created.orderID } })).statusCode).toBe(200);
  });

  it('refuses a request that came through a proxy, even from 127.0.0.1 (issue 24, item 5)', async () => {
    const order = async () =>
      (
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/payment/create-paypal-order',
            payload: { plan_type: 'lifetime', email: 'proxied@example.com', credit_rights_acknowledged: true },
          })
        ).json() as { orderID: string }
      ).orderID;
    const helpers = async (app: TestApp['app'], headers: Record<string, string>) => {
      const id = await order();
      return [
        (await app.inject({ method: 'GET', url: '/api/dev/outbox', headers })).statusCode,
        (await app.inject({ method: 'POST', url: '/api/payment/test-checkout/approve', payload: { orderID: id }, headers })).statusCode,
        (await app.inject({ method: 'POST', url: '/api/payment/test-checkout/refund', payload: { orderID: id }, headers })).statusCode,
        (await app.inject({ method: 'POST', url: '/api/dev/lob/advance', payload: { hours: 1 }, headers })).statusCode,
      ];
    };
    // A proxy on this machine connects from 127.0.0.1 and says who it passes on.
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=198.51.100.4;proto=https' },
      { 'x-real-ip': '198.51.100.4' },
      { 'x-forwarded-proto': 'https' },
      { via: '1.1 nginx' },
    ]) {
      expect(await helpers(t.app, headers), JSON.stringify(headers)).toEqual([404, 404, 404, 404]);
    }
    // A server configured behind a proxy (TRUST_PROXY) has no development helpers, even for a bare local request.
    const behind = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000, TRUST_PROXY: 1 });
    try {
      expect(await helpers(behind.app, {})).toEqual([404, 404, 404, 404]);
    } finally {
      await behind.close();
    }
    // At the machine itself, without a proxy, they answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/lob/advance', payload: { hours: 1 } })).statusCode).toBe(200);
  });

  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '', undefined].some((a) => isLoopback(a))).toBe(false);
  });

  it('takes the client address from X-Forwarded-For only across the trusted hops', async () => {
    const hop = await buildTestApp({ JOBS_ENABLED: false, TRUST_PROXY: 1 }, (app) => {
      app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    });
    try {
      const res = await hop.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
      });
      // One proxy trusted (10.1.1.1): the address it saw is the client's, not the first one claimed.
      expect(res.json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await hop.close();
    }
  });
});
