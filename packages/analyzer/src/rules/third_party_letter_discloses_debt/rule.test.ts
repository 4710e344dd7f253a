import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const PLAIN =
  'Dear Linda Marsh:\n\nThe balance on your account remains unpaid. Please call us to make a payment.\nThis communication is from a debt collector.';

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('third_party_letter_discloses_debt', () => {
  it('flags a letter "To the Family of" the debtor that reveals the debt, quoting both', () => {
    const text =
      'To the Family of Gerald Pruitt\n604 Walnut Street\n\nDear Family Member:\n\nOur records show that Gerald Pruitt owes a past due balance of $3,482.19.';
    const r = flag(rule.check(makeContext(text)));
    expect(r.confidence).toBe('medium');
    expect(r.evidence.map((e) => e.text)).toEqual([
      'To the Family of Gerald Pruitt',
      'Our records show that Gerald Pruitt owes a past due balance of $3,482.19.',
    ]);
  });

  it("flags a letter telling an employer about an employee's debt", () => {
    const text = 'Attn: Human Resources\nYour employee, Mark Dunn, owes our client $2,400 and has ignored our letters. Please ask him to call us.';
    const r = flag(rule.check(makeContext(text)));
    expect(r.evidence.map((e) => e.text)).toEqual(['Attn: Human Resources', 'Your employee, Mark Dunn, owes our client $2,400 and has ignored our letters.']);
  });

  it('flags when the user says the letter was addressed to someone else', () => {
    const r = flag(rule.check(makeContext(PLAIN, { answers: { addressedToThirdParty: true } })));
    expect(r.confidence).toBe('high');
    expect(r.evidence[0]?.text).toContain('The balance on your account remains unpaid.');
  });

  it('passes a location request to a third party that does not mention a debt (1692b)', () => {
    const text = 'My name is Karen Lowe and I am trying to confirm the current home address of Thomas Whitaker. Please call me.';
    expect(rule.check(makeContext(text, { answers: { addressedToThirdParty: true } })).status).toBe('pass');
  });

  it('does not apply to a court garnishment order served on an employer', () => {
    const text = 'Attention: Payroll Department\nYou are served with this order of garnishment. Judgment debtor: Carla Benson owes $4,118.60.';
    expect(rule.check(makeContext(text)).status).toBe('not_applicable');
  });

  it("passes a letter to the estate's executor (comment 34(a)(1)-1)", () => {
    const text = 'To the Family of Gerald Pruitt, c/o Margaret Pruitt, Executor\nThe Estate of Gerald Pruitt owes $3,482.19.';
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it("passes a letter to the consumer's lawyer without asking", () => {
    const text = 'Re: Your client Linda Marsh\nEnclosed is an itemized statement of the balance owed.';
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it('asks when nothing in the letter shows who it was addressed to', () => {
    const r = rule.check(makeContext(PLAIN));
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['addressedToThirdParty']);
  });

  it('passes when the user says it was addressed to them', () => {
    expect(rule.check(makeContext(PLAIN, { answers: { addressedToThirdParty: false } })).status).toBe('pass');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
