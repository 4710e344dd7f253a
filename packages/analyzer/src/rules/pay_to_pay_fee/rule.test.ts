import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const letter = (pay: string): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2023\n\nYour account has been placed with our office for collection. Balance: $742.50.\n\n${pay}\n\nThis communication is from a debt collector.`;

describe('pay_to_pay_fee', () => {
  it('flags a convenience fee for phone payments, quoting the sentence', () => {
    const r = check(rule, letter('A $4.95 convenience fee will be charged for each payment made by phone.'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['A $4.95 convenience fee will be charged for each payment made by phone.']);
    expect(r.confidence).toBe('medium');
  });

  it("flags a card surcharge set as a percentage, including a third-party processor's", () => {
    expect(check(rule, letter('Credit card payments are subject to a 3% processing fee charged by our payment processor.')).status).toBe('flag');
  });

  it('uses the answer about the agreement, and asks when the letter claims the agreement allows it', () => {
    const text = letter('Payments by phone carry a $5.00 convenience fee.');
    expect(check(rule, text, { answers: { contractAllowsPaymentFees: false } })).toMatchObject({ status: 'flag', confidence: 'high' });
    expect(check(rule, text, { answers: { contractAllowsPaymentFees: true } }).status).toBe('pass');
    const claimed = check(rule, letter('Payments by phone carry a $5.00 convenience fee as permitted by your agreement.'));
    expect(claimed.status).toBe('needs_input');
    if (claimed.status === 'needs_input') expect(claimed.questions[0]?.id).toBe('contractAllowsPaymentFees');
  });

  it('flags a fee for one method even when the same sentence offers another method free', () => {
    expect(check(rule, letter('Pay online at no cost, or by phone with a representative for a $5.00 fee.')).status).toBe('flag');
  });

  it('notes a free payment option without treating it as a safe harbour', () => {
    const r = check(rule, letter('Pay by mail at no charge. Online payments carry a $2.50 convenience fee.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.assumptions?.join(' ')).toMatch(/without the fee/);
  });

  it('does not flag no-fee statements, the consumer\'s own bank or carrier charges, or a balance next to "pay online"', () => {
    for (const pay of [
      'There is no fee to pay by phone or online.',
      'Your bank may charge a fee for card transactions.',
      'Pay online at acme.example or by phone; msg and data rates may apply.',
      'You can pay your balance of $742.50 online or by phone.',
      'Convenience fee: $0.00',
    ]) {
      expect(check(rule, letter(pay)).status, pay).toBe('pass');
    }
  });

  it('is not applicable to original creditors', () => {
    expect(check(rule, letter('A $4.95 convenience fee applies.'), { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
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
