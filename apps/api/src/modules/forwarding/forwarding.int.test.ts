import { ForwardingAddressResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { forwardingId } from './forwarding-address';

const DOMAIN = 'mail.debtshield-test.example';

describe('GET /api/email-forwarding/address', () => {
  let t: TestApp;
  const get = async (token?: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/email-forwarding/address', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return ForwardingAddressResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000, INBOUND_EMAIL_DOMAIN: DOMAIN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a signed-in user their own address on the configured domain, the same every time', async () => {
    const { userId, token, email } = await insertUserWithSession(t.db);
    const first = await get(token);
    expect(first).toEqual({ success: true, address: `letters+${forwardingId(userId)}@${DOMAIN}`, domain: DOMAIN, receiving: false });
    expect(first.address).toMatch(new RegExp(`^letters\\+[a-z2-7]{10}@${DOMAIN.replace(/\./g, '\\.')}$`));
    // Nothing of the user's email or id shows in it.
    expect(first.address).not.toContain(email.split('@')[0] ?? email);
    expect(first.address).not.toContain(userId.slice(0, 8));
    expect(await get(token)).toEqual(first);
  });

  it('gives different users different addresses', async () => {
    const a = await insertUserWithSession(t.db);
    const b = await insertUserWithSession(t.db);
    const [addressA, addressB] = [(await get(a.token)).address, (await get(b.token)).address];
    expect(addressA).not.toBeNull();
    expect(addressB).not.toBeNull();
    expect(addressA).not.toBe(addressB);
  });

  it('answers a visitor (or a token the server does not know) without a 401: no address, the domain', async () => {
    expect(await get()).toEqual({ success: true, address: null, domain: DOMAIN, receiving: false });
    expect(await get('a-token-the-server-never-issued')).toEqual({ success: true, address: null, domain: DOMAIN, receiving: false });
  });
});

describe('the forwarding domain', () => {
  it('defaults to INBOUND_EMAIL_DOMAIN of the config', async () => {
    const t = await buildTestApp({ JOBS_ENABLED: false });
    try {
      const { token } = await insertUserWithSession(t.db);
      const res = await t.app.inject({ method: 'GET', url: '/api/email-forwarding/address', headers: { authorization: `Bearer ${token}` } });
      const body = ForwardingAddressResponseSchema.parse(res.json());
      expect(body.domain).toBe(t.app.config.INBOUND_EMAIL_DOMAIN);
      expect(body.address?.endsWith(`@${t.app.config.INBOUND_EMAIL_DOMAIN}`)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
