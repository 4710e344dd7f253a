import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { isLoopback } from './local-only';

describe('the development helpers answer this machine only', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Even trusting every proxy hop, X-Forwarded-For cannot make a remote caller local.
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000, TRUST_PROXY: 5 });
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
