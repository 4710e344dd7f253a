import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { factAt, makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const DEMAND =
  'May 20, 2025\n\nWe are able to offer you a one-time settlement of $931.45 if you pay by June 15, 2025.\nThis communication is from a debt collector.';
const dated = { letterDate: '2025-05-20' };

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('contact_after_cease_or_refusal', () => {
  it('asks whether and when the user sent a request to stop', () => {
    const r = rule.check(makeContext(DEMAND, { gates: dated }));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['ceaseLetterSentDate']);
  });

  it('flags a payment demand dated well after the request, quoting it', () => {
    const r = flag(rule.check(makeContext(DEMAND, { gates: dated, answers: { ceaseLetterSentDate: '2025-04-02' } })));
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toBe('We are able to offer you a one-time settlement of $931.45 if you pay by June 15, 2025.');
    expect(r.message).toContain('April 2, 2025');
  });

  it("uses the facts' letter date when the gate has none", () => {
    const ctx = makeContext(DEMAND, { answers: { ceaseLetterSentDate: '2025-04-02' }, facts: { letterDate: factAt(DEMAND, 'May 20, 2025', '2025-05-20') } });
    expect(rule.check(ctx).status).toBe('flag');
  });

  it('passes a letter that may have crossed the request in the mail', () => {
    expect(rule.check(makeContext(DEMAND, { gates: dated, answers: { ceaseLetterSentDate: '2025-05-17' } })).status).toBe('pass');
  });

  it('passes the permitted termination notice and remedy notice', () => {
    const text =
      'As you requested, we will no longer contact you and are ceasing collection on this account. Our client may pursue remedies it ordinarily uses.';
    expect(rule.check(makeContext(text, { gates: dated, answers: { ceaseLetterSentDate: '2025-04-02' } })).status).toBe('pass');
  });

  it('treats an empty answer as "no request sent"', () => {
    expect(rule.check(makeContext(DEMAND, { gates: dated, answers: { ceaseLetterSentDate: '' } })).status).toBe('pass');
  });

  it('asks when the letter arrived if it is undated, then decides', () => {
    const undated = 'We are able to offer you a settlement of $931.45.';
    const r = rule.check(makeContext(undated, { answers: { ceaseLetterSentDate: '2025-04-02' } }));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['receivedDate']);
    expect(rule.check(makeContext(undated, { answers: { ceaseLetterSentDate: '2025-04-02', receivedDate: '2025-05-23' } })).status).toBe('flag');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
