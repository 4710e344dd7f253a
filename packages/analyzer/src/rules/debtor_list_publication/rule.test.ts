import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('debtor_list_publication', () => {
  it('flags a published list of delinquent accounts with high confidence, quoting it', () => {
    const r = flag(rule.check(makeContext('Accounts that remain unpaid are added to our list of delinquent accounts, posted on our website.')));
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toContain('list of delinquent accounts');
  });

  it("flags threats to post the consumer's name online or publish it", () => {
    expect(flag(rule.check(makeContext('We will post your name on Facebook and our website.'))).confidence).toBe('high');
    expect(flag(rule.check(makeContext('WE WILL PUBLISH YOUR NAME IN THE LOCAL NEWSPAPER.'))).confidence).toBe('high');
  });

  it('flags a threat to tell the employer or neighbours about the refusal to pay (medium)', () => {
    const r = flag(rule.check(makeContext('We will notify your employer and your neighbors about your refusal to pay this debt.')));
    expect(r.confidence).toBe('medium');
  });

  it('does not flag credit reporting, employment verification, negations or court records', () => {
    const text = `We may report information about your account to credit bureaus.
We may contact your employer only to verify your employment.
We will never publish your name. If a court enters a judgment, it becomes a public record.`;
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it('does not treat online payment as posting', () => {
    expect(rule.check(makeContext('You can pay your account online at our website or share feedback online.')).status).toBe('pass');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
