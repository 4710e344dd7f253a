import { describe, expect, it } from 'vitest';
import type { RuleResult, SolStatus } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const expiredIn = (state: string): SolStatus => ({
  status: 'likely_expired',
  state,
  years: 6,
  runsOutOn: '2016-01-01',
  basis: 'Counted from the last payment date.',
  notes: [],
});

const OFFER = `We can offer you a discount of 45% if you pay $1,147.03 by June 15, 2025.
This communication is from a debt collector.`;

const CA_NOTICE = `The law limits how long you can be sued on a debt. Because of the age of your debt, Velocity Asset Holdings LLC will not sue you for it. If you do not pay the debt, Velocity Asset Holdings LLC may continue to report it to the credit reporting agencies as unpaid for as long as the law permits this reporting.
We can accept $1,092.42 as a settlement.`;

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('time_barred_state_disclosure_missing', () => {
  it('flags a West Virginia letter on a time-barred debt with no notice', () => {
    const r = flag(rule.check(makeContext(OFFER, { gates: { state: 'WV' }, sol: expiredIn('WV') })));
    expect(r.confidence).toBe('medium');
    expect(r.message).toMatch(/West Virginia/);
    expect(r.message).toMatch(/The law limits how long you can be sued on a debt/);
    expect(r.evidence[0]?.text).toContain('discount of 45%');
  });

  it('flags an incomplete California notice ("will not sue" without the prescribed opening), quoting what is there', () => {
    const text = `Because of the age of your debt, our client will not sue you for it.
We are authorized to accept $575.66 to settle this account.`;
    const r = flag(rule.check(makeContext(text, { gates: { state: 'CA' } })));
    expect(r.confidence).toBe('high');
    expect(r.message).toMatch(/only part of the notice California requires/);
    expect(r.message).toMatch(/The law limits how long you can be sued/);
    expect(r.evidence[0]?.text).toContain('will not sue you for it');
  });

  it('passes a complete California notice', () => {
    expect(rule.check(makeContext(CA_NOTICE, { gates: { state: 'CA' } })).status).toBe('pass');
  });

  it('reads the credit-reporting part of a California notice in other words and in Spanish; a notice without it is still incomplete', () => {
    const ca = (text: string) => rule.check(makeContext(`${text}\nWe can accept $400.00 to settle this account.`, { gates: { state: 'CA' } })).status;
    const opening = 'The law limits how long you can be sued on a debt. Because of the age of your debt, Sierra Note Holdings will not sue you for it.';
    expect(
      ca(`${opening} If you do not pay, Sierra Note Holdings may furnish information about it to consumer reporting agencies as unpaid while the law allows.`),
    ).toBe('pass');
    expect(ca(`${opening} Unpaid, the account may keep appearing on your credit report for as long as the law permits.`)).toBe('pass');
    expect(
      ca(
        'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, Sierra Note Holdings no le demandará por ella. Si no la paga, Sierra Note Holdings puede informarla o seguir informándola a los burós de crédito como no pagada mientras la ley lo permita.',
      ),
    ).toBe('pass');
    expect(ca(opening)).toBe('flag');
  });

  it('passes the New York DFS notice', () => {
    const text = `Your creditor or debt collector believes that the legal time limit (statute of limitations) for suing you to collect this debt may have expired.
If a creditor sues you to collect on this debt, you may be able to prevent the creditor from obtaining a judgment against you. To do so, you must tell the court that the statute of limitations has expired.
Even if the statute of limitations has expired, you may choose to make payments on the debt. You are not required to admit, acknowledge or promise to pay it.
You may call us to discuss a reduced payoff.`;
    expect(rule.check(makeContext(text, { gates: { state: 'NY' }, sol: expiredIn('NY') })).status).toBe('pass');
    // Without the consumer's choice (23 NYCRR 1.3; legal-reference §4.3) the notice is given in part (decision 156).
    const part = text.replace(/Even if[^\n]*\n/, '');
    const r = rule.check(makeContext(part, { gates: { state: 'NY' }, sol: expiredIn('NY') }));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/only part of the notice/);
  });

  it('is not applicable in a state without a notice requirement', () => {
    const r = rule.check(makeContext(OFFER, { gates: { state: 'FL' }, sol: expiredIn('FL') }));
    expect(r.status).toBe('not_applicable');
  });

  it('is not applicable to a California letter dated before 2019', () => {
    const r = rule.check(makeContext(OFFER, { gates: { state: 'CA', letterDate: '2018-05-01' }, sol: expiredIn('CA') }));
    expect(r.status).toBe('not_applicable');
  });

  // Decision 474 (open paraphrase P607): a letter read on a day before the state's notice became required was sent before it too.
  it('is not applicable to an undated California letter read before 2019, and applies to one read after', () => {
    expect(rule.check(makeContext(OFFER, { gates: { state: 'CA' }, sol: expiredIn('CA'), today: '2018-05-01' })).status).toBe('not_applicable');
    expect(rule.check(makeContext(OFFER, { gates: { state: 'CA' }, sol: expiredIn('CA'), today: '2019-05-01' })).status).toBe('flag');
  });

  it('still applies to an original creditor where the state rule binds creditors (California), not in New York', () => {
    const ca = rule.check(makeContext(OFFER, { gates: { state: 'CA', isDebtCollector: false }, sol: expiredIn('CA') }));
    expect(ca.status).toBe('flag');
    const ny = rule.check(makeContext(OFFER, { gates: { state: 'NY', isDebtCollector: false }, sol: expiredIn('NY') }));
    expect(ny.status).toBe('not_applicable');
  });

  it('reports unverified state wording with low confidence (Massachusetts)', () => {
    const r = flag(rule.check(makeContext(OFFER, { gates: { state: 'MA' }, sol: expiredIn('MA') })));
    expect(r.confidence).toBe('low');
    expect(r.message).toMatch(/not been verified/);
  });

  it('asks for the state when it is unknown', () => {
    const r = rule.check(makeContext(OFFER));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toContain('state');
  });

  it("asks for the last payment date in a listed state when the debt's age is unknown", () => {
    const r = rule.check(makeContext(OFFER, { gates: { state: 'CA' } }));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['lastPaymentDate', 'debtPastLimitationPeriod']);
  });

  it("flags a listed state's letter on the answer that the time limit has passed, and passes on no (decision 254)", () => {
    const r = flag(rule.check(makeContext(OFFER, { gates: { state: 'WV' }, answers: { state: 'WV', debtPastLimitationPeriod: true } })));
    expect(r.confidence).toBe('medium');
    expect(r.assumptions?.join(' ')).toMatch(/you answered that the time limit to sue on this debt has passed/);
    expect(rule.check(makeContext(OFFER, { gates: { state: 'WV' }, answers: { state: 'WV', debtPastLimitationPeriod: false } })).status).toBe('pass');
  });

  it('passes a debt within the limitations period', () => {
    const r = rule.check(makeContext(OFFER, { gates: { state: 'CA' }, answers: { state: 'CA', lastPaymentDate: '2024-01-01' } }));
    expect(r.status).toBe('pass');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
