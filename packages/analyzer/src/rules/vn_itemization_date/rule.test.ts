import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (table: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.

${table}

If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

const TABLE = `As of January 2, 2024, you owed: $2,234.56
Between January 2, 2024 and today:
You were charged this amount in interest: + $75.00
You were charged this amount in fees: + $25.00
You paid or were credited this amount toward the debt: - $50.00
Total amount of the debt now: $2,284.56`;

describe('vn_itemization_date', () => {
  it('passes the model table and a labelled reference date', () => {
    expect(checkNotice(rule, notice(TABLE)).status).toBe('pass');
    expect(
      checkNotice(rule, notice('Charge-off date: 10/31/2024\nCharge-off balance: $900.00\nInterest: $0.00\nFees: $0.00\nPayments: $0.00\nBalance due: $900.00'))
        .status,
    ).toBe('pass');
  });

  it('flags a breakdown with no date, quoting its first line', () => {
    const r = checkNotice(rule, notice('Principal: $900.00\nInterest: $10.00\nFees: $0.00\nPayments: $0.00\nBalance due: $910.00'));
    expect(r.status).toBe('flag');
    expect(quotes(r)[0]).toMatch(/^Principal: \$900\.00/);
  });

  it('flags two different itemization dates, quoting both lines', () => {
    const r = checkNotice(rule, notice(TABLE.replace('Between January 2, 2024', 'Between March 1, 2024')));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['As of January 2, 2024, you owed: $2,234.56', 'Between March 1, 2024 and today:']);
    if (r.status === 'flag') expect(r.message).toMatch(/January 2, 2024 and March 1, 2024/);
  });

  it('flags a notice with no itemization at all, and accepts a separate-page pointer', () => {
    expect(checkNotice(rule, notice('You owe $910.00.')).status).toBe('flag');
    expect(checkNotice(rule, notice('See the enclosed separate page for an itemization of the debt.')).status).toBe('pass');
  });

  it('does not apply before Regulation F', () => {
    expect(checkNotice(rule, notice('You owe $910.00.'), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
