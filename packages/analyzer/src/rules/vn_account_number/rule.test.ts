import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (lines: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

${lines}

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank for your credit card.
If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

describe('vn_account_number', () => {
  it('accepts full, truncated and masked account numbers', () => {
    for (const line of [
      'Account number: 123-456-789',
      'Acct #: ****7350',
      'You had a credit card from Zed Bank with account number ending in 4417.',
      'ORIGINAL ACCOUNT NO. XXXX-XXXX-XXXX-0932',
      'Número de cuenta: 5521',
      'Número de cuenta: termina en 4471',
      'Account No.: ending in 4471',
    ])
      expect(checkNotice(rule, notice(line)).status, line).toBe('pass');
  });

  it("flags a notice with only the collector's reference number, quoting it", () => {
    const r = checkNotice(rule, notice('Our reference number: ABC-7781204'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['Our reference number: ABC-7781204']);
    if (r.status === 'flag') expect(r.message).toMatch(/own reference number/);
  });

  it('flags a notice with no number at all', () => {
    const r = checkNotice(rule, notice('Re: your Zed Bank credit card'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.confidence).toBe('high');
      expect(r.evidence).toEqual([]);
    }
  });

  it('uses the account numbers of the facts stage', () => {
    const span = { start: 0, end: 3, text: 'ABC' };
    const r = checkNotice(rule, notice('Re: your card'), { facts: { accountNumbers: [{ masked: '****4417', last4: '4417', kind: 'account', span }] } });
    expect(r.status).toBe('pass');
  });

  it('does not require a number a medical bill may never have had', () => {
    const text = notice('Re: emergency room services at County Hospital').replace('Zed Bank for your credit card', 'County Hospital for emergency services');
    expect(checkNotice(rule, text, { gates: { isConsumerFinancialProduct: null } }).status).toBe('pass');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
