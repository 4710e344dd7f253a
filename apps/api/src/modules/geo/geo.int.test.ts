import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { isPublicAddress } from './guess-state';

describe('GET /api/geo/state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('guesses the state of a US address from the offline database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/state', remoteAddress: '24.24.24.24' });
    expect(res.json()).toEqual({ success: true, state: 'NY' });
  });

  it('says nothing for private, loopback and foreign addresses', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '::1', '81.2.69.142']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/geo/state', remoteAddress });
      expect(res.json(), remoteAddress).toEqual({ success: true, state: null });
    }
  });

  it('classifies addresses', () => {
    expect(isPublicAddress('24.24.24.24')).toBe(true);
    expect(isPublicAddress('172.20.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('not an ip')).toBe(false);
  });
});
