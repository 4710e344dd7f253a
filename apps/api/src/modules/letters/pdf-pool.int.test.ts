import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';

describe('letter PDFs on a worker thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, ANALYSIS_WORKERS: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws the PDF off the event loop: the server keeps answering while a long letter renders', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const pdf = t.app.inject({
      method: 'POST',
      url: '/api/generate-pdf',
      payload: { content: `${'word '.repeat(9_000)}${'x'.repeat(4_000)}` },
      headers: { authorization: `Bearer ${token}` },
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const res = await pdf;
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
