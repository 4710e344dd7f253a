import { describe, expect, it } from 'vitest';
import type { RuleResult, SolStatus } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const expired: SolStatus = { status: 'likely_expired', state: 'KY', years: 5, runsOutOn: '2013-05-02', basis: 'counted from the last payment date', notes: [] };
const within: SolStatus = { status: 'within', state: 'KY', years: 5, runsOutOn: '2029-05-02', basis: 'counted from the last payment date', notes: [] };

const SETTLEMENT = `Rolling Asset Trust has placed your account with our office. We are pleased to offer you an opportunity to SETTLE this account for only $1,265.60, a savings of 70%.
This communication is from a debt collector.`;

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('time_barred_no_disclosure_federal', () => {
  it('flags the Pantoja wording ("we will not sue you" without saying the law bars suit), quoting it', () => {
    const text = `Because of the age of your debt, we will not sue you for it and we will not report it to any credit reporting agency.
Option 1: Pay $896.77 in one payment - a 50% savings!`;
    const r = flag(rule.check(makeContext(text, { gates: { state: 'IL' } })));
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toContain('Because of the age of your debt, we will not sue you');
    expect(r.evidence.some((e) => e.text.includes('Pay $896.77'))).toBe(true);
    expect(r.message).toMatch(/may violate/);
    expect(r.message).toMatch(/Pantoja/);
    expect(r.message).toMatch(/restart/);
  });

  it('flags a settlement offer on a debt the SOL status says is expired', () => {
    const r = flag(rule.check(makeContext(SETTLEMENT, { sol: expired, gates: { state: 'KY' } })));
    expect(r.confidence).toBe('medium');
    expect(r.evidence.map((e) => e.text).join(' ')).toContain('SETTLE this account');
    expect(r.message).toMatch(/Buchanan/);
  });

  it('passes in the 8th Circuit, where Freyermuth holds voluntary-payment requests lawful absent a threat', () => {
    const r = rule.check(makeContext(SETTLEMENT, { sol: { ...expired, state: 'MN' }, gates: { state: 'MN' } }));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/Freyermuth/);
  });

  it('reads the letter in its circuit: flagged where the circuit decided, also for a letter sent before (Harper), at low confidence where it has not', () => {
    const offer = (date: string) => `${date}\n\n${SETTLEMENT}`;
    const fl = (date: string) =>
      rule.check(
        makeContext(offer(date), { sol: { ...expired, state: 'FL' }, gates: { state: 'FL', letterDate: date.includes('2014') ? '2014-11-13' : '2020-05-01' } }),
      );
    // A letter of 2014 is judged by Holzman (11th Cir. 2019) too, at lower confidence: district courts had differed before it.
    const before = flag(fl('November 13, 2014'));
    expect(before.confidence).toBe('medium');
    expect(before.assumptions?.join(' ')).toMatch(/sent before the 11th Circuit decided.*Harper/);
    const after = flag(fl('May 1, 2020'));
    expect(after.message).toMatch(/Holzman/);
    const ny = flag(rule.check(makeContext(SETTLEMENT, { sol: { ...expired, state: 'NY' }, gates: { state: 'NY' } })));
    expect(ny.confidence).toBe('low');
    expect(ny.assumptions?.join(' ')).toMatch(/has not decided.*Freyermuth/);
  });

  it('passes a bare request for payment, without an offer, where no court of appeals reached one (3d Cir.: Huertas) or none has decided', () => {
    const bare = 'Your account has been placed with our office. Please remit the balance due of $1,265.60.\nThis communication is from a debt collector.';
    for (const state of ['NJ', 'NY', 'CA']) {
      const r = rule.check(makeContext(bare, { sol: { ...expired, state }, gates: { state } }));
      expect({ state, status: r.status }).toEqual({ state, status: 'pass' });
    }
    expect(rule.check(makeContext(bare, { sol: { ...expired, state: 'IL' }, gates: { state: 'IL' } })).status).toBe('flag');
    expect(rule.check(makeContext(SETTLEMENT, { sol: { ...expired, state: 'NJ' }, gates: { state: 'NJ' } })).status).toBe('flag');
  });

  it('reads "too old to be reported" as a time-barred debt where the state\'s period is shorter than seven years', () => {
    const text = `June 2, 2024\n\nThis debt is too old to be reported to the credit bureaus.\n${SETTLEMENT}`;
    const tx = flag(rule.check(makeContext(text, { gates: { state: 'TX', letterDate: '2024-06-02' } })));
    expect(tx.assumptions?.join(' ')).toMatch(/too old to be reported/);
    // Kentucky has a 15-year period for some obligations: the letter's words do not settle it.
    expect(rule.check(makeContext(text, { gates: { state: 'KY', letterDate: '2024-06-02' } })).status).not.toBe('flag');
  });

  it('passes when the letter says the law limits how long you can be sued (CA / WV notice)', () => {
    const text = `The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.
We can accept $1,092.42 as a settlement.`;
    // California: a payment does not revive a time-barred debt (CCP 360, 337(d)), so nothing more is owed.
    const r = rule.check(makeContext(text, { sol: { ...expired, state: 'CA' }, gates: { state: 'CA' } }));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/law limits how long/);
  });

  it('flags the law-bars sentence without a revival warning where a payment may revive the debt (Pantoja, Buchanan)', () => {
    const text = `The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.
We can accept $1,092.42 as a settlement.`;
    const r = flag(rule.check(makeContext(text, { sol: expired, gates: { state: 'KY' } })));
    expect(r.message).toMatch(/restart the time/);
    expect(r.message).toMatch(/Buchanan/);
    expect(r.evidence.map((e) => e.text).join(' ')).toContain('settlement');
    // The state unknown: whether a payment revives the debt is asked.
    const asked = rule.check(makeContext(text));
    expect(asked.status).toBe('needs_input');
    if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['state']);
  });

  it('passes a debt within the limitations period', () => {
    expect(rule.check(makeContext(SETTLEMENT, { sol: within })).status).toBe('pass');
  });

  it('passes a letter that does not ask for payment', () => {
    const text = 'Because of the age of your debt, we will not sue you. We are closing our file on this account.';
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it("asks for the dates when the debt's age is unknown", () => {
    const r = rule.check(makeContext(SETTLEMENT));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['state', 'lastPaymentDate', 'debtPastLimitationPeriod']);
  });

  it('flags on the answer that the time limit has passed, saying it rests on the answer; passes on no (decision 254)', () => {
    const gates = { state: 'IL' };
    const r = flag(rule.check(makeContext(SETTLEMENT, { gates, answers: { state: 'IL', debtPastLimitationPeriod: true } })));
    expect(r.assumptions?.join(' ')).toMatch(/you answered that the time limit to sue on this debt has passed/);
    expect(r.assumptions?.join(' ')).not.toMatch(/run out on/);
    expect(rule.check(makeContext(SETTLEMENT, { gates, answers: { state: 'IL', debtPastLimitationPeriod: false } })).status).toBe('pass');
    // The person's date wins over the answer.
    const dated = rule.check(makeContext(SETTLEMENT, { gates, answers: { state: 'IL', lastPaymentDate: '2024-01-01', debtPastLimitationPeriod: true } }));
    expect(dated.status).toBe('pass');
    if (dated.status === 'pass') expect(dated.assumptions?.join(' ')).toMatch(/a date is taken over the answer/);
  });

  it('does not mention revival as missing when the letter warns about it', () => {
    const text = `Because of the age of your debt, we will not sue you. If you make a payment, the time period for suing you may start over.
We can settle for $400.`;
    const r = flag(rule.check(makeContext(text)));
    expect(r.message).not.toMatch(/does not warn/);
  });

  it('is not applicable to the original creditor', () => {
    expect(rule.check(makeContext(SETTLEMENT, { sol: expired, gates: { isDebtCollector: false } })).status).toBe('not_applicable');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
