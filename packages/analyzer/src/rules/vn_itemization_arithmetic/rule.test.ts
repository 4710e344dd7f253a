import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (table: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.

${table}

If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

const table = (total: string, payments = '- $ 50.00'): string => `As of January 2, 2024, you owed: $ 2,234.56
Between January 2, 2024 and today:
You were charged this amount in interest: + $ 75.00
You were charged this amount in fees: + $ 25.00
You paid or were credited this amount toward the debt: ${payments}
Total amount of the debt now: ${total}`;

describe('vn_itemization_arithmetic', () => {
  it('passes an itemization that adds up (payments shown with or without a sign)', () => {
    expect(checkNotice(rule, notice(table('$ 2,284.56'))).status).toBe('pass');
    expect(checkNotice(rule, notice(table('$2,284.56', '($50.00)'))).status).toBe('pass');
    expect(checkNotice(rule, notice(table('$2,284.56', '50.00'))).status).toBe('pass');
  });

  it('flags a total that does not match, quoting the five lines and the difference', () => {
    const r = checkNotice(rule, notice(table('$ 2,384.56')));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toHaveLength(5);
    expect(quotes(r)[4]).toBe('Total amount of the debt now: $ 2,384.56');
    if (r.status === 'flag') expect(r.message).toMatch(/= \$2,284\.56, but the notice states the current amount as \$2,384\.56, a difference of \$100\.00/);
  });

  it('tolerates a cent of rounding', () => {
    expect(checkNotice(rule, notice(table('$ 2,284.57'))).status).toBe('pass');
  });

  it('reads OCR noise in amounts', () => {
    expect(checkNotice(rule, notice(table('$ 2,284.S6'))).status).toBe('pass');
  });

  it('still applies before Regulation F and under the model-form safe harbour', () => {
    expect(checkNotice(rule, notice(table('$ 2,384.56')), { gates: { isRegF: false } }).status).toBe('flag');
    expect(checkNotice(rule, notice(table('$ 2,384.56')), { gates: { followsModelForm: true } }).status).toBe('flag');
  });

  it('does not add up an incomplete itemization', () => {
    expect(checkNotice(rule, notice('Balance: $500.00')).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);

describe('vn_itemization_arithmetic with extra rows', () => {
  it('adds every row of the itemization before flagging', () => {
    const text = notice(
      'As of January 2, 2024, you owed: $1,000.00\nBetween January 2, 2024 and today:\nInterest: $10.00\nLate fees: $25.00\nCourt costs: $50.00\nPayments and credits: $0.00\nTotal amount of the debt now: $1,085.00',
    );
    expect(checkNotice(rule, text).status).toBe('pass');
  });
});
