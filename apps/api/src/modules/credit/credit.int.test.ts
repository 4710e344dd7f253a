import { CREDIT_MESSAGES, GenerateCreditDisputesResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';

const valid = {
  disputes: [
    {
      id: 'fraud_account',
      category: 'fraud',
      text: 'This account was opened without my knowledge or permission',
      creditor: 'Apex Bank',
      account_number: '4111222233334444',
    },
    { id: 'accounts_balance', category: 'accounts', text: 'The balance reported is wrong' },
  ],
  bureaus: ['equifax', 'transunion'],
  user_info: {
    name: 'Jordan Rivers',
    address: '12 Elm Street',
    city_state_zip: 'Columbus, OH 43004',
    ssn_last4: '6789',
    customization: { hardshipReason: 'job loss', specificErrors: 'The balance is $500 too high' },
  },
  legal_notice_accepted: true,
} as const;

describe('credit dispute generator', () => {
  let t: TestApp;
  const post = (url: string, token: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for sign-in, then for a credit plan, with the payment path', async () => {
    expect((await post('/api/generate-credit-disputes', undefined, valid)).statusCode).toBe(401);
    const free = await insertUserWithSession(t.db);
    const refused = await post('/api/generate-credit-disputes', free.token, valid);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ success: false, code: 'payment_required', error: CREDIT_MESSAGES.requiresPlan });
    expect(refused.body).toContain('/payment?product=credit');
    // A debt-only plan does not include credit help.
    const debt = await insertUserWithSession(t.db, { planType: 'single', purchases: [{ name: 'debt_scan' }] });
    expect((await post('/api/credit-repair/disputes/generate', debt.token, valid)).statusCode).toBe(402);
  });

  it('writes one letter per bureau chosen, to its address, with the SSN and account masked', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
    const res = await post('/api/generate-credit-disputes', me.token, valid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { letters, dispute_id } = GenerateCreditDisputesResponseSchema.parse(res.json());
    expect(dispute_id).toBeNull();
    expect(Object.keys(letters).sort()).toEqual(['equifax', 'transunion']);
    expect(letters.equifax?.bureau_address).toEqual(['Equifax Information Services LLC', 'P.O. Box 740256', 'Atlanta, GA 30374-0256']);
    expect(letters.transunion?.bureau_address[0]).toBe('TransUnion Consumer Solutions');
    expect(letters.equifax?.file_name).toMatch(/^equifax-dispute-\d{4}-\d{2}-\d{2}\.txt$/);
    const content = letters.equifax?.content ?? '';
    expect(content).toContain('Jordan Rivers');
    expect(content).toContain('Columbus, OH 43004');
    expect(content).toContain('XXX-XX-6789');
    expect(content).toContain('Apex Bank, account ending in 4444');
    expect(res.body).not.toContain('4111222233334444');
    // Fraud items ask for the identity-theft block; the letter cites the reinvestigation duty.
    expect(content).toContain('1681c-2');
    expect(content).toContain('1681i');
    expect(content).toContain('the loss of my job');
    expect(letters.transunion?.content).toContain('TransUnion');
  });

  it('refuses bad input with the texts of spec 001 §5', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'bundle', purchases: [{ name: 'bundle' }] });
    const cases: [object, string][] = [
      [{ ...valid, disputes: [] }, CREDIT_MESSAGES.noErrors],
      [{ ...valid, bureaus: [] }, CREDIT_MESSAGES.noBureau],
      [{ ...valid, user_info: { ...valid.user_info, name: '  ' } }, CREDIT_MESSAGES.missingInfo],
      [{ ...valid, user_info: { ...valid.user_info, city_state_zip: '' } }, CREDIT_MESSAGES.missingInfo],
      [{ ...valid, user_info: { ...valid.user_info, ssn_last4: '123-45-6789' } }, CREDIT_MESSAGES.ssnLast4],
      [{ ...valid, user_info: { ...valid.user_info, ssn_last4: '12345' } }, CREDIT_MESSAGES.ssnLast4],
      [{ ...valid, legal_notice_accepted: false }, CREDIT_MESSAGES.legalNotice],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/generate-credit-disputes', me.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toContain(message);
      expect(res.body).not.toContain('123-45-6789');
    }
    expect((await post('/api/generate-credit-disputes', me.token, { ...valid, bureaus: ['innovis'] })).statusCode).toBe(400);
  });

  it('answers the credit center’s call with the same letters, reading its names', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }] });
    const { disputes, bureaus: _bureaus, ...rest } = valid;
    const res = await post('/api/credit-repair/disputes/generate', me.token, {
      ...rest,
      selected_errors: disputes,
      bureau: 'experian',
      user_customization: { tone: 'aggressive', include_legal_citations: true },
    });
    expect(res.statusCode).toBe(200);
    const { letters } = GenerateCreditDisputesResponseSchema.parse(res.json());
    expect(Object.keys(letters)).toEqual(['experian']);
    expect(letters.experian?.bureau_address).toEqual(['Experian', 'P.O. Box 4500', 'Allen, TX 75013']);
    const bad = await post('/api/credit-repair/disputes/generate', me.token, { ...rest, selected_errors: disputes });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(CREDIT_MESSAGES.noBureau);
  });
});
