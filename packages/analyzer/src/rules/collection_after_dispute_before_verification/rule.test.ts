import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const DEMAND = 'Our records show that the balance above remains unpaid. Please remit payment in full or call us to set up a payment plan.';
const dated = { letterDate: '2024-06-20' };

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('collection_after_dispute_before_verification', () => {
  it('asks first for the dispute date', () => {
    const r = rule.check(makeContext(DEMAND, { gates: dated }));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['disputeSentDate']);
  });

  it('then asks whether verification came, quoting the demand', () => {
    const r = rule.check(makeContext(DEMAND, { gates: dated, answers: { disputeSentDate: '2024-05-10' } }));
    expect(r.status).toBe('needs_input');
    if (r.status !== 'needs_input') return;
    expect(r.questions.map((q) => q.id)).toEqual(['verificationReceived']);
    expect(r.evidence?.[0]?.text).toContain('Please remit payment in full');
  });

  it('flags a demand after a timely dispute with no verification', () => {
    const r = flag(rule.check(makeContext(DEMAND, { gates: dated, answers: { disputeSentDate: '2024-05-10', verificationReceived: false } })));
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toBe('Please remit payment in full or call us to set up a payment plan.');
    expect(r.message).toContain('May 10, 2024');
  });

  it('passes once verification was sent, or when the letter itself verifies', () => {
    expect(rule.check(makeContext(DEMAND, { gates: dated, answers: { disputeSentDate: '2024-05-10', verificationReceived: true } })).status).toBe('pass');
    const verifying = `In response to your dispute, enclosed are copies of the itemized statement. ${DEMAND}`;
    expect(rule.check(makeContext(verifying, { gates: dated, answers: { disputeSentDate: '2024-05-10', verificationReceived: false } })).status).toBe('pass');
  });

  it('passes a duplicative-dispute notice (1006.38(d)(2)(ii))', () => {
    const text = `Your letter is substantially the same as your earlier dispute, which we previously responded to. ${DEMAND}`;
    expect(rule.check(makeContext(text, { gates: dated, answers: { disputeSentDate: '2024-05-10', verificationReceived: false } })).status).toBe('pass');
  });

  it('passes a letter dated before or just after the dispute', () => {
    expect(rule.check(makeContext(DEMAND, { gates: dated, answers: { disputeSentDate: '2024-06-18', verificationReceived: false } })).status).toBe('pass');
    expect(rule.check(makeContext(DEMAND, { gates: dated, answers: { disputeSentDate: '2024-07-01', verificationReceived: false } })).status).toBe('pass');
  });

  it('treats an empty answer as "no dispute"', () => {
    expect(rule.check(makeContext(DEMAND, { gates: dated, answers: { disputeSentDate: '' } })).status).toBe('pass');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
