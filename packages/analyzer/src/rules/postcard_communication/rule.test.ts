import { describe, expect, it } from 'vitest';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const CARD = 'RAPID RESOLUTION SERVICES\nYour account is PAST DUE. Balance owed: $486.20. Call today.\nThis communication is from a debt collector.';

describe('postcard_communication', () => {
  it('flags a postcard and quotes the words that reveal the debt', () => {
    const r = rule.check(makeContext(CARD, { answers: { isPostcard: true } }));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toBe('Your account is PAST DUE.');
    expect(r.message).toMatch(/1692f\(7\)/);
  });

  it('passes a sealed letter', () => {
    expect(rule.check(makeContext(CARD, { answers: { isPostcard: false } })).status).toBe('pass');
  });

  it('asks when the user has not said', () => {
    const r = rule.check(makeContext(CARD));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['isPostcard']);
  });

  it('does not ask about a letter of more than two pages or an email', () => {
    expect(rule.check(makeContext('Page one\fPage two\fPage three')).status).toBe('not_applicable');
    expect(rule.check(makeContext(CARD, { answers: { deliveredElectronically: true } })).status).toBe('not_applicable');
  });

  it('is not applicable to the original creditor', () => {
    expect(rule.check(makeContext(CARD, { answers: { isPostcard: true }, gates: { isDebtCollector: false } })).status).toBe('not_applicable');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
