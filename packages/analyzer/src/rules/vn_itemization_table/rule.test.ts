import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (table: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.

${table}

If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

const row = (interest: string, fees: string, payments: string): string =>
  `As of January 2, 2024, you owed: $2,234.56\nBetween January 2, 2024 and today:\nYou were charged this amount in interest: ${interest}\nYou were charged this amount in fees: ${fees}\nYou paid or were credited this amount toward the debt: ${payments}\nTotal amount of the debt now: $2,284.56`;

describe('vn_itemization_table', () => {
  it('accepts amounts, zeros and "none"', () => {
    expect(checkNotice(rule, notice(row('+ $75.00', '+ $25.00', '- $50.00'))).status).toBe('pass');
    expect(checkNotice(rule, notice(row('$0.00', 'none', '0'))).status).toBe('pass');
  });

  it('flags blank fields, quoting them', () => {
    const r = checkNotice(rule, notice(row('+ $', '+ $25.00', '-')));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['You were charged this amount in interest: + $', 'You paid or were credited this amount toward the debt: -']);
    if (r.status === 'flag') expect(r.message).toMatch(/leaves interest and payments and credits blank/);
  });

  it('flags a missing line', () => {
    const r = checkNotice(rule, notice(row('+ $75.00', '+ $25.00', '- $50.00').replace(/You were charged this amount in fees[^\n]*\n/, '')));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/has no line for fees/);
  });

  it('accepts an explicit statement in place of a line', () => {
    const text = notice(
      `${row('+ $75.00', '+ $25.00', '- $50.00').replace(/You were charged this amount in fees[^\n]*\n/, '')}\nNo fees have been added to your account.`,
    );
    expect(checkNotice(rule, text).status).toBe('pass');
  });

  it('reads a table split into a label column and a value column', () => {
    const split =
      'As of January 2, 2024, you owed: $100.00\nInterest:\nFees:\nPayments and credits:\n$0.00\n$0.00\n$0.00\nTotal amount of the debt now: $100.00';
    expect(checkNotice(rule, notice(split)).status).toBe('pass');
  });

  it('flags a notice with only a balance, and accepts a separate-page pointer', () => {
    const r = checkNotice(rule, notice('Balance due: $2,284.56'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/does not break down the debt/);
    expect(checkNotice(rule, notice('Balance due: $2,284.56\nSee the enclosed separate page for an itemization of the debt.')).status).toBe('pass');
    expect(checkNotice(rule, notice('Your mortgage periodic statement is enclosed.')).status).toBe('pass');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
