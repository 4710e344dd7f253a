import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('obscene_or_abusive_language', () => {
  it('flags profanity with high confidence and quotes the sentence', () => {
    const r = flag(rule.check(makeContext('Quit ignoring our damn calls and pay what you owe. Call today.')));
    expect(r.confidence).toBe('high');
    expect(r.evidence.map((e) => e.text)).toEqual(['Quit ignoring our damn calls and pay what you owe.']);
    expect(r.message).toContain('"damn"');
  });

  it('flags masked profanity and ALL CAPS', () => {
    expect(flag(rule.check(makeContext('PAY THIS F***ING BILL NOW.'))).confidence).toBe('high');
  });

  it('flags insults aimed at the reader as abuse (medium)', () => {
    const r = flag(rule.check(makeContext('You are a liar and a deadbeat, and people like you are the reason prices go up.')));
    expect(r.confidence).toBe('medium');
    expect(r.message).toMatch(/may violate/);
    expect(r.evidence).toHaveLength(1);
  });

  it('does not flag fraud-victim language, rights notices, or a person named Dick', () => {
    const text = `If you are a fraud victim or you are the victim of identity theft, tell us in writing.
Federal law prohibits debt collectors from using obscene or profane language or calling you a deadbeat.
Ask for Dick Hanley, Account Manager. Unpaid debts can be stressful.`;
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it('passes the word "Scunthorpe" and other innocent substrings', () => {
    expect(rule.check(makeContext('Our Scunthorpe office handles accounts; see our class schedule and assessment.')).status).toBe('pass');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
