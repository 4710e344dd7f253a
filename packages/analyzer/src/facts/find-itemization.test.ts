import { describe, expect, it } from 'vitest';
import { fieldOfLabel, findItemization, findLabelledBalances } from './find-itemization';

const values = (text: string) => Object.fromEntries(Object.entries(findItemization(text)).map(([k, v]) => [k, 'value' in v ? v.value : v.text]));

describe('findItemization', () => {
  it('reads the model form table', () => {
    const text = [
      'As of January 2, 2017, you owed: $ 2,234.56',
      'Between January 2, 2017 and today:',
      'You were charged this amount in interest: + $ 75.00',
      'You were charged this amount in fees: + $ 25.00',
      'You paid or were credited this amount toward the debt: - $ 50.00',
      'Total amount of the debt now: $ 2,284.56',
    ].join('\n');
    const it = findItemization(text);
    expect(values(text)).toEqual({ amountOnItemizationDate: 2234.56, interest: 75, fees: 25, paymentsAndCredits: 50, currentAmount: 2284.56 });
    expect(it.paymentsAndCredits?.span.text).toBe('- $ 50.00');
    expect(text.slice(it.currentAmount!.span.start, it.currentAmount!.span.end)).toBe('$ 2,284.56');
  });

  it('keeps a blank line as null, reads "none" as 0 and a value on the next line', () => {
    const text = 'As of Jan 5, 2022, you owed:\n$1,000.00\nInterest: $\nFees:          none\nPayments/Credits:\n-$25.00\nBalance Due: $975.00';
    const it = findItemization(text);
    expect(values(text)).toEqual({ amountOnItemizationDate: 1000, interest: null, fees: 0, paymentsAndCredits: 25, currentAmount: 975 });
    expect(it.interest?.span.text).toBe('Interest');
    expect(it.fees?.span.text).toBe('none');
  });

  it('reads "Balance due" with its amount on a following line: after blank OCR lines, under its cell, with a footnote mark', () => {
    expect(values('Balance due\n\n\n\n$1,250.00\nPlease pay.')).toEqual({ currentAmount: 1250 });
    expect(values('Account: 4321        Balance due\n                     $1,250.00\nPlease pay.')).toEqual({ currentAmount: 1250 });
    expect(values('Balance due\n$1,250.00*\n* includes interest')).toEqual({ currentAmount: 1250 });
    // Too far below (more than three blank lines), or a line that says more than the value: not read.
    expect(values('Balance due\n\n\n\n\n$1,250.00')).toEqual({});
    expect(values('Balance due\n$1,250.00 was paid by the insurer')).toEqual({});
  });

  it('reads "Balance as of [date]" as the amount on the itemization date', () => {
    expect(values('Itemization Date: 01/02/2017\nBalance as of 01/02/2017: $2,234.56\nCurrent Balance: $2,300.00')).toEqual({
      amountOnItemizationDate: 2234.56,
      currentAmount: 2300,
    });
  });

  it('gives no field when the line is absent, and ignores prose', () => {
    const text =
      'Balance Due: $975.00\nInterest will continue to accrue at 5% per year.\nWe do not charge fees for payments by mail.\nContact us about your payment options.';
    expect(values(text)).toEqual({ currentAmount: 975 });
  });

  it('reads a row of values under a header row', () => {
    const text = 'Interest     Fees      Payments and Credits     Total Balance\n$12.00       $0.00     $50.00                   $962.00';
    expect(values(text)).toEqual({ interest: 12, fees: 0, paymentsAndCredits: 50, currentAmount: 962 });
  });

  it('reads OCR noise and Spanish labels', () => {
    expect(
      values('As of Jan uary 15, 2022, you oweg:\n$1,234.S6\nYou were charged this arnount in interest: + $ l2.40\nTotal arnount of the debt now: $ 1,l96.96'),
    ).toEqual({
      amountOnItemizationDate: 1234.56,
      interest: 12.4,
      currentAmount: 1196.96,
    });
    expect(
      values(
        'Al 2 de enero de 2023, usted debía: $ 1,500.00\nSe le cobró esta cantidad en intereses: + $ 60.00\nSe le cobró esta cantidad en cargos: + $ 15.00\nUsted pagó o se le acreditó esta cantidad a la deuda: - $ 100.00\nCantidad total de la deuda ahora: $ 1,475.00',
      ),
    ).toEqual({ amountOnItemizationDate: 1500, interest: 60, fees: 15, paymentsAndCredits: 100, currentAmount: 1475 });
  });

  it('finds a pointer to an itemization on a separate page', () => {
    expect(findItemization('See the enclosed separate page for an itemization of the debt.').separatePageReference?.text).toBe(
      'See the enclosed separate page for an itemization',
    );
    expect(findItemization('An itemization of the debt is on the attached page.').separatePageReference).toBeDefined();
    expect(findItemization('Notice: See reverse side for important information.').separatePageReference).toBeUndefined();
  });

  it('classifies labels and lists every labelled balance', () => {
    expect(fieldOfLabel('Interest rate')).toBeNull();
    expect(fieldOfLabel('Credit card')).toBeNull();
    expect(fieldOfLabel('Payments')).toBe('paymentsAndCredits');
    expect(fieldOfLabel('3 monthly payments of')).toBeNull();
    expect(findLabelledBalances('Balance Due: $1,845.20\n---\nAmount Due: $1,954.20').map((b) => b.value)).toEqual([1845.2, 1954.2]);
  });
});
