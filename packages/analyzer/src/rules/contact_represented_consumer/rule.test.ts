import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const DIRECT = 'Dear Andre Thibodeaux:\n\nPlease call us to make a payment arrangement on this balance.';
const KNOWS =
  'Dear Andre Thibodeaux:\n\nWe have been advised that you are represented by an attorney regarding this account. Please call us to make a payment arrangement.';

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('contact_represented_consumer', () => {
  it('asks whether the collector knew of a lawyer', () => {
    const r = rule.check(makeContext(DIRECT));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['collectorKnowsAttorney']);
  });

  it("points at the letter's own acknowledgement of the lawyer when asking", () => {
    const r = rule.check(makeContext(KNOWS));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.evidence?.[0]?.text).toBe('We have been advised that you are represented by an attorney regarding this account.');
  });

  it('flags a letter to the consumer when the user says the collector knew, quoting the salutation', () => {
    const r = flag(rule.check(makeContext(DIRECT, { answers: { collectorKnowsAttorney: true } })));
    expect(r.confidence).toBe('medium');
    expect(r.evidence[0]?.text).toBe('Dear Andre Thibodeaux:');
    const strong = flag(rule.check(makeContext(KNOWS, { answers: { collectorKnowsAttorney: true } })));
    expect(strong.confidence).toBe('high');
  });

  it('passes a letter to the lawyer, or one the lawyer agreed to', () => {
    const toLawyer = 'Andre Thibodeaux\nc/o Marie Broussard, Esq.\n\nEnclosed is the statement your client requested.';
    expect(rule.check(makeContext(toLawyer, { answers: { collectorKnowsAttorney: true } })).status).toBe('pass');
    const consent = 'With the consent of your attorney, we are writing to you directly about a payment arrangement.';
    expect(rule.check(makeContext(consent, { answers: { collectorKnowsAttorney: true } })).status).toBe('pass');
  });

  it('does not read "if you are represented by an attorney" as knowledge', () => {
    const text = "If you are represented by an attorney, please tell us the attorney's name.";
    const r = rule.check(makeContext(text));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.evidence).toBeUndefined();
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
