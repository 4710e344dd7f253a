import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (table: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.

${table}

If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

describe('vn_amount_on_itemization_date', () => {
  it('passes "As of [date], you owed $X" and a charge-off balance', () => {
    expect(
      checkNotice(
        rule,
        notice('As of January 2, 2024, you owed: $ 2,234.56\nInterest: $0.00\nFees: $0.00\nPayments: $0.00\nTotal amount of the debt now: $2,234.56'),
      ).status,
    ).toBe('pass');
    expect(
      checkNotice(
        rule,
        notice('Charge-off date: 10/31/2024\nBalance at charge-off: $900.00\nInterest: $0.00\nFees: $0.00\nPayments: $0.00\nBalance due: $900.00'),
      ).status,
    ).toBe('pass');
  });

  it('reads an amount placed on the next line (split table columns)', () => {
    expect(
      checkNotice(
        rule,
        notice('As of January 2, 2024, you owed:\n$2,234.56\nInterest: $0.00\nFees: $0.00\nPayments: $0.00\nTotal amount of the debt now: $2,234.56'),
      ).status,
    ).toBe('pass');
  });

  it('flags a blank amount, quoting the line', () => {
    const r = checkNotice(
      rule,
      notice(
        'As of January 2, 2024, you owed:\nBetween January 2, 2024 and today:\nInterest: $0.00\nFees: $0.00\nPayments: $0.00\nTotal amount of the debt now: $2,234.56',
      ),
    );
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['As of January 2, 2024, you owed:']);
  });

  it('flags an itemization date without an amount, quoting the date line', () => {
    const r = checkNotice(
      rule,
      notice('Itemization date: January 2, 2024\nInterest: $10.00\nFees: $0.00\nPayments: $0.00\nTotal amount of the debt now: $2,244.56'),
    );
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['Itemization date: January 2, 2024']);
  });

  it('passes a separate-page pointer and does not apply before Regulation F', () => {
    expect(checkNotice(rule, notice('Please see the attached itemization page.')).status).toBe('pass');
    expect(checkNotice(rule, notice('You owe $900.'), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
