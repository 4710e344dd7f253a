import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('threat_violence', () => {
  it('flags an explicit threat of physical harm with high confidence, quoting the sentence', () => {
    const r = flag(rule.check(makeContext('If we do not have your payment by Friday, you are going to get hurt. Call now.')));
    expect(r.confidence).toBe('high');
    expect(r.evidence.map((e) => e.text)).toEqual(['If we do not have your payment by Friday, you are going to get hurt.']);
  });

  it('flags threats to property ("burn down your house")', () => {
    expect(flag(rule.check(makeContext('Pay up or somebody might burn down your house.'))).confidence).toBe('high');
  });

  it('flags veiled intimidation as "may" with medium confidence', () => {
    const r = flag(rule.check(makeContext('We know where you live. Pay this balance by April 15 or you will regret it.')));
    expect(r.confidence).toBe('medium');
    expect(r.message).toMatch(/may/);
    expect(r.evidence.map((e) => e.text)).toEqual(['We know where you live.', 'Pay this balance by April 15 or you will regret it.']);
  });

  it('does not flag harm to credit, rights notices or negations', () => {
    const text = `Unpaid balances can hurt your credit and harm your credit score.
Federal law prohibits debt collectors from using or threatening violence.
They may not harass you by using threats of violence or arrest or by using obscene language.
We will never threaten you or harm you in any way. We have located your current address.`;
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it('is not applicable to the original creditor', () => {
    expect(rule.check(makeContext('you are going to get hurt', { gates: { isDebtCollector: false } })).status).toBe('not_applicable');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
