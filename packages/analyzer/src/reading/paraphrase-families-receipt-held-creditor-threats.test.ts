/**
 * Paraphrase families (session 17, the paraphrase instrument) for kinds of sentence the readers missed when a
 * development court letter was reworded: a dispute that must already be HELD by the collector within the thirty
 * days ("has been received at this office", "we must have your notice … in our office"), with a payment beside it
 * named in other words (15 U.S.C. 1692g(a)(3)-(4); Jacobson v. Healthcare Financial Services, 2d Cir. 2008).
 * Variants are written from the law's categories, never copied from a paraphrase; each family has lawful near
 * misses. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { statuteNotice } from './test-letters';

const TODAY = '2025-06-12';

const flags = (ruleId: string, text: string, answers: UserAnswers = {}, today = TODAY): boolean => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

// ---------------------------------------------------------------------------------------------
// A dispute the collector must hold within the thirty days: perfect passive, the deadline first, possession.

describe('dispute_conditions_added: a dispute that must have been received, or be held in the office, within the thirty days', () => {
  const id = 'dispute_conditions_added';
  const variants = [
    'Further collection steps will be recommended unless, within thirty days, your dispute has been received by this office.',
    'If, within 30 days, your written dispute has not been received at our office, we will treat the balance as valid.',
    'We must have your notice of dispute at our office within 30 days, or the debt will be assumed valid.',
    'Your written dispute must be in our office within thirty (30) days, otherwise we will consider the balance valid.',
    'We need to have your payment, or a letter saying you dispute the balance, in our office within 30 days.',
    'Unless your payment or your letter disputing this account is received at our office within 30 days, we will proceed.',
    'Debemos tener su disputa en nuestra oficina dentro de los 30 días; de lo contrario asumiremos que la deuda es válida.',
  ];
  it('flags each', () => {
    expect(variants.filter((s) => !flags(id, statuteNotice(s), { state: 'NY' }))).toEqual([]);
  });
  it('does not flag what happens once a dispute is held, a payment alone, or a dispute that need only be sent in time', () => {
    const nearMisses = [
      'Once your dispute has been received at our office, we will suspend collection until we mail you verification.',
      'We must have your payment in our office within 30 days to honor the reduced balance.',
      'A dispute mailed within thirty days is timely, even if it has not been received at our office by then.',
      'If you have already paid, we must have a copy of your receipt in our office so that we can update the account.',
    ];
    expect(nearMisses.filter((s) => flags(id, statuteNotice(s), { state: 'NY' }))).toEqual([]);
  });
});
