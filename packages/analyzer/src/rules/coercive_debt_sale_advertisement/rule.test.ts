import { describe, expect, it } from 'vitest';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

describe('coercive_debt_sale_advertisement', () => {
  it('flags a threat to advertise or auction the debt, quoting it', () => {
    const r = rule.check(makeContext('Unless we receive payment by April 15, your debt will be advertised for sale in our online auction catalogue.'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toContain('your debt will be advertised for sale');
  });

  it('flags "sold to the highest bidder" and a "debt auction"', () => {
    expect(rule.check(makeContext('We will auction your account to the highest bidder.')).status).toBe('flag');
    expect(rule.check(makeContext('YOUR ACCOUNT IS SCHEDULED FOR OUR PUBLIC DEBT AUCTION.')).status).toBe('flag');
  });

  it('does not flag a neutral notice that the account may be sold, or a collateral auction', () => {
    const text = `Your vehicle was sold at public auction on February 20, 2025.
Your account may be sold or transferred to another company in the future.
We purchased your account from the original creditor.`;
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
