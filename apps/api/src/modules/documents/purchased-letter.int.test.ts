import { UserDocumentsResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf, THREATENING_LETTER } from '../../../test/factories';

describe('a $7 letter, once bought, is written and kept in the documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, ANALYZE_RATE_LIMIT_MAX: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const documents = async (token: string) =>
    UserDocumentsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/user/documents', headers: { authorization: `Bearer ${token}` } })).json())
      .documents;

  it('writes the chosen letter from the latest analysis (collector, account tail; no words of the letter), lists it, and hides its text after a refund', async () => {
    const person = await insertUserWithSession(t.db);
    const pdf = new Uint8Array(await letterPdf(THREATENING_LETTER));
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'l.pdf', type: 'application/pdf', bytes: pdf }]),
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(analysed.statusCode).toBe(200);

    const created = (await post('/api/payment/create-paypal-order', { plan_type: 'letter', email: person.email, template: 'cease' }, person.token)).json() as {
      orderID: string;
      amount: string;
    };
    expect(created.amount).toBe('7.00');
    await post('/api/payment/test-checkout/approve', { orderID: created.orderID });
    expect((await post('/api/payment/verify-paypal-order', { orderID: created.orderID, plan_type: 'letter' }, person.token)).statusCode).toBe(200);

    const [doc] = await documents(person.token);
    expect(doc?.title).toBe('Cease and desist');
    expect(doc?.letter?.content).toContain('Request to cease communication');
    expect(doc?.letter?.content).toContain('Apex Recovery Partners');
    expect(doc?.letter?.content).toContain('1234');
    expect(doc?.letter?.content).not.toContain('4485123412341234');
    expect(doc?.letter?.content).not.toContain('warrant issued');
    // Nobody else sees it.
    const other = await insertUserWithSession(t.db);
    expect(await documents(other.token)).toEqual([]);

    expect((await post('/api/payment/test-checkout/refund', { orderID: created.orderID })).json()).toMatchObject({ status: 'processed' });
    const [after] = await documents(person.token);
    expect(after?.title).toBe('Cease and desist');
    expect(after?.letter).toBeNull();
  });

  it('is the letter with marked blanks for a buyer with no analysis', async () => {
    const person = await insertUserWithSession(t.db);
    const created = (
      await post('/api/payment/create-paypal-order', { plan_type: 'letter', email: person.email, template: 'validation' }, person.token)
    ).json() as { orderID: string };
    await post('/api/payment/test-checkout/approve', { orderID: created.orderID });
    await post('/api/payment/verify-paypal-order', { orderID: created.orderID, plan_type: 'letter' }, person.token);
    const [doc] = await documents(person.token);
    expect(doc?.letter?.content).toContain('[COLLECTOR NAME]');
  });
});
