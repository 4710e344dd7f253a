import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const letter = (lines: string): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2023\n\nYour account has been placed with our office for collection.\n\n${lines}\n\nThis communication is from a debt collector.`;

describe('unauthorized_fees_or_interest', () => {
  it('flags a collection fee with an amount, quoting the label and amount', () => {
    const r = check(rule, letter('Principal: $900.00\nCollection fee: $225.00\nTotal due: $1,125.00'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['Collection fee: $225.00']);
    expect(r.confidence).toBe('medium');
    expect(r.assumptions?.join(' ')).toMatch(/does not expressly allow/);
  });

  it('flags a percentage fee even without an amount', () => {
    const r = check(rule, letter('A 33% collection fee has been added to your balance.'));
    expect(quotes(r)).toEqual(['33% collection fee']);
  });

  it('flags court costs when nothing shows a lawsuit, and not when there is one', () => {
    expect(check(rule, letter('Court costs: $285.00')).status).toBe('flag');
    expect(check(rule, letter('Court costs: $285.00\nCase No. 2019-CV-1102, judgment entered March 1, 2019.')).status).toBe('pass');
    expect(check(rule, letter('Court costs: $285.00'), { answers: { lawsuitFiled: true } }).status).toBe('pass');
  });

  it('uses the answer about the agreement', () => {
    const text = letter('Collection fee: $225.00');
    expect(check(rule, text, { answers: { contractAllowsCollectionFees: false } })).toMatchObject({ status: 'flag', confidence: 'high' });
    expect(check(rule, text, { answers: { contractAllowsCollectionFees: true } }).status).toBe('pass');
    const pct = check(rule, letter('Collection fee (25% of balance): $250.00'), { answers: { contractAllowsCollectionFees: true } });
    expect(pct).toMatchObject({ status: 'flag', confidence: 'low' });
  });

  it('asks when the letter says the agreement allows the fee, or for attorney fees without a judgment', () => {
    const claimed = check(rule, letter('Collection costs as permitted by your agreement: $150.00'));
    expect(claimed.status).toBe('needs_input');
    if (claimed.status === 'needs_input') expect(claimed.questions.map((q) => q.id)).toEqual(['contractAllowsCollectionFees']);
    expect(check(rule, letter("Attorney's fees: $400.00")).status).toBe('needs_input');
    expect(check(rule, letter("Attorney's fees awarded in the judgment: $400.00")).status).toBe('pass');
  });

  it('asks rather than flags a flat service charge on a returned check (state law often allows it)', () => {
    expect(
      check(rule, letter('Your check to Main Street Market was returned for insufficient funds.\nCheck amount: $42.00\nService charge: $20.00')).status,
    ).toBe('needs_input');
  });

  it('does not flag zero or absent fees, ordinary itemization fees, payment-method fees or pre-placement late fees', () => {
    for (const lines of [
      'Collection costs: $0.00',
      'Collection fee: none',
      'No collection fees have been added to your account.',
      'You were charged this amount in fees: + $25.00',
      'A $3.95 processing fee applies to payments made by phone.',
      'Late fees charged by the original creditor: $70.00',
      'Collection costs may be added to your balance of $1,234.00 if permitted.',
    ]) {
      expect(check(rule, letter(lines)).status, lines).toBe('pass');
    }
    expect(check(rule, letter('Late fees added since placement: $70.00')).status).toBe('needs_input');
  });

  it('leaves to pay_to_pay_fee only the way-of-paying fees that rule reads (decision 201)', () => {
    // pay_to_pay_fee reads this one (a fee under $100 in the sentence that names the way of paying): not a fee added here.
    expect(check(rule, letter('Principal: $900.00\nTotal due: $900.00\nProcessing fee: $3.50 for payments through our online portal')).status).toBe('pass');
    // A $150.00 processing fee is no price of a way of paying that pay_to_pay_fee reads: it is judged here, not dropped by both.
    const r = check(rule, letter('Principal: $900.00\nProcessing fee: $150.00 (online portal)\nTotal due: $1,050.00'));
    expect(r.status).toBe('flag');
  });

  it('is not applicable to original creditors and business debts', () => {
    const text = letter('Collection fee: $225.00');
    expect(check(rule, text, { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isConsumerDebt: false } }).status).toBe('not_applicable');
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});
