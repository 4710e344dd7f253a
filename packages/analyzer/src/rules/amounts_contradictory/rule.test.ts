import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2023\n\nYour account has been placed with our office for collection.\n${body}\n\nThis communication is from a debt collector.`;

describe('amounts_contradictory', () => {
  it('flags two different current balances and quotes both', () => {
    const r = check(rule, letter('Our records show a current balance of $1,482.19.\n\nDETACH AND RETURN\nBalance Due: $1,824.19'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['current balance of $1,482.19', 'Balance Due: $1,824.19']);
    expect(r.message).toMatch(/\$1,482\.19 vs \$1,824\.19/);
  });

  it('is high confidence when the same label carries two amounts', () => {
    const r = check(rule, letter('Balance Due: $500.00\nBalance Due: $550.00'));
    expect(r.status === 'flag' && r.confidence).toBe('high');
  });

  it('reads an amount on the line after its label', () => {
    expect(check(rule, letter('Total amount due:\n$700.00\nCurrent balance: $650.00')).status).toBe('flag');
  });

  it('does not compare history, parts, offers or instalments with the balance', () => {
    for (const body of [
      'As of January 2, 2023, you owed: $2,234.56\nTotal amount of the debt now: $2,284.56',
      'Balance at charge-off: $1,900.00\nCurrent balance: $1,988.41',
      'Current balance: $1,988.41\nWe will accept $795.36 to settle the balance in full.\nSettlement amount due: $795.36',
      'Total balance: $1,200.00\nMonthly payment amount due: $100.00 under your payment plan.',
      'Principal balance: $900.00\nCollection fee: $100.00\nBalance due: $1,000.00',
      'Current balance: $1,000.00\nBalance due: $1,000.00',
      'Amount owed: $420.00\nCollection costs: $126.00\nBalance due: $546.00',
      'Amount due: $3,310.02\nTo settle the balance. We will accept $1,324.00 as settlement.',
    ]) {
      expect(check(rule, letter(body)).status, body).toBe('pass');
    }
  });

  it('does not compare the balances of several accounts', () => {
    expect(check(rule, letter('Account ending 1111 balance: $300.00\nAccount ending 2222 balance: $450.00')).status).toBe('pass');
  });

  it("uses the facts stage's current amount", () => {
    const text = letter('Amount due: $900.00');
    const span = { start: 0, end: 4, text: text.slice(0, 4) };
    expect(check(rule, text, { facts: { itemization: { currentAmount: { value: 950, span } } } }).status).toBe('flag');
    expect(check(rule, text, { facts: { itemization: { currentAmount: { value: 900, span } } } }).status).toBe('pass');
  });

  it('is not applicable to original creditors', () => {
    expect(check(rule, letter('Balance Due: $500.00\nBalance Due: $550.00'), { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
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
