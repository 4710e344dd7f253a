import { CreditDisputeBureausResponseSchema, GenerateCreditDisputesResponseSchema } from '@debtshield/contracts';
import { creditDisputeBureaus } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';

const request = (bureaus: string[]) => ({
  disputes: [{ id: 'accounts_balance', category: 'accounts', text: 'The balance reported is wrong' }],
  bureaus,
  user_info: { name: 'Jordan Rivers', address: '12 Elm Street', city_state_zip: 'Columbus, OH 43004' },
  legal_notice_accepted: true,
});

// Issue 27 / decision 043: the $29 "Credit dispute: one bureau" plan writes dispute letters to one
// bureau, decided by the server when the letters are asked for, and held when they are asked for at
// once (the user's row is locked as for the mail quota; on PostgreSQL the requests run side by side).
describe('a single-bureau plan writes to one bureau', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  const generate = (token: string, bureaus: string[]) => post('/api/generate-credit-disputes', token, request(bureaus));
  const bureausOf = async (token: string) =>
    CreditDisputeBureausResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/credit/dispute-bureaus', headers: { authorization: `Bearer ${token}` } })).json(),
    );
  const claimed = async (userId: string) =>
    (await t.db.db.select({ bureau: creditDisputeBureaus.bureau }).from(creditDisputeBureaus).where(eq(creditDisputeBureaus.userId, userId))).map(
      (r) => r.bureau,
    );
  const single = () => insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }] });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 100_000 });
  });
  afterAll(async () => t?.close());

  it('writes to the first bureau again, refuses a second with a 402 naming the plan and what would allow it', async () => {
    const me = await single();
    expect(await bureausOf(me.token)).toEqual({ success: true, bureaus_paid: 1, bureaus_covered: [] });
    const first = await generate(me.token, ['experian']);
    expect(first.statusCode, first.body).toBe(200);
    expect(Object.keys(GenerateCreditDisputesResponseSchema.parse(first.json()).letters)).toEqual(['experian']);
    // The same bureau again (a corrected letter) is what was paid for.
    expect((await generate(me.token, ['experian'])).statusCode).toBe(200);
    const second = await generate(me.token, ['equifax']);
    expect(second.statusCode).toBe(402);
    const { code, error } = second.json() as { code: string; error: string };
    expect(code).toBe('payment_required');
    expect(error).toContain('"Credit dispute: one bureau" plan ($29)');
    expect(error).toContain('Experian');
    expect(error).toContain('A letter to Equifax needs the "Credit dispute: all 3 bureaus" plan ($49)');
    expect(error).toContain('/payment?product=credit');
    // Through the credit center's name for the generator, too.
    const { bureaus: _none, ...withoutBureaus } = request([]);
    expect((await post('/api/credit-repair/disputes/generate', me.token, { ...withoutBureaus, bureau: 'transunion' })).statusCode).toBe(402);
    expect(await bureausOf(me.token)).toEqual({ success: true, bureaus_paid: 1, bureaus_covered: ['experian'] });
  });

  it('refuses two bureaus in one request and claims none', async () => {
    const me = await single();
    const both = await generate(me.token, ['equifax', 'transunion']);
    expect(both.statusCode).toBe(402);
    expect(both.json().error).toContain('Choose one bureau');
    expect(await claimed(me.userId)).toEqual([]);
    expect((await generate(me.token, ['transunion'])).statusCode).toBe(200);
  });

  it('covers one bureau of three asked for at once, in each of 10 trials', async () => {
    for (let i = 0; i < 10; i += 1) {
      const me = await single();
      const answers = await Promise.all([generate(me.token, ['equifax']), generate(me.token, ['experian']), generate(me.token, ['transunion'])]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402, 402]);
      const won = answers.find((a) => a.statusCode === 200)!;
      expect(await claimed(me.userId)).toEqual(Object.keys(GenerateCreditDisputesResponseSchema.parse(won.json()).letters));
    }
  });

  it('covers as many bureaus as were bought, and all three with a plan that includes them (no claim kept)', async () => {
    const two = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }, { name: 'credit_single' }] });
    expect((await generate(two.token, ['equifax', 'experian'])).statusCode).toBe(200);
    const third = await generate(two.token, ['transunion']);
    expect(third.statusCode).toBe(402);
    expect(third.json().error).toContain('Your 2 "Credit dispute: one bureau" purchases');
    for (const planType of ['credit_all', 'lifetime', 'bundle']) {
      const all = await insertUserWithSession(t.db, { planType, purchases: [{ name: planType === 'lifetime' ? 'debt_lifetime' : planType }] });
      expect((await generate(all.token, ['equifax', 'experian', 'transunion'])).statusCode, planType).toBe(200);
      expect((await generate(all.token, ['experian'])).statusCode, planType).toBe(200);
      expect(await claimed(all.userId)).toEqual([]);
      expect(await bureausOf(all.token)).toEqual({ success: true, bureaus_paid: null, bureaus_covered: [] });
    }
  });
});
