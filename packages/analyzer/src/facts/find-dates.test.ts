import { describe, expect, it } from 'vitest';
import { findDates, scanDates } from './find-dates';

const kinds = (text: string) => findDates(text).map((d) => [d.value, d.kind]);

describe('findDates', () => {
  it('reads Spanish time-bar words before a year or a month and year (decision 174): charged off, no payment since, overdue since', () => {
    expect(kinds('Su cuenta fue cancelada como pérdida en 2008.')).toEqual([['2008-12-31', 'charge_off']]);
    expect(kinds('La cuenta fue castigada en marzo de 2009.')).toEqual([['2009-03-31', 'charge_off']]);
    expect(kinds('No hemos recibido ningún pago desde 2010.')).toEqual([['2010-12-31', 'last_payment']]);
    expect(kinds('Usted no ha pagado desde 2011.')).toEqual([['2011-12-31', 'last_payment']]);
    expect(kinds('Su cuenta está vencida desde 2012.')).toEqual([['2012-12-31', 'first_delinquency']]);
    // Not a time-bar date: a year named with no such words, or the account sold in a year.
    expect(kinds('Usted abrió la cuenta en 2008.')).toEqual([]);
    expect(kinds('Su cuenta castigada fue vendida en 2015.')).toEqual([]);
  });

  it('reads the model form: itemization date and validation end date, no letter date', () => {
    const text = [
      'As of January 2, 2017, you owed: $ 2,234.56',
      'Between January 2, 2017 and today:',
      'Call or write to us by August 28, 2020, to dispute all or part of the debt.',
      'If you write by August 28, 2020, we must stop collection until we send you that information.',
    ].join('\n');
    expect(kinds(text)).toEqual([
      ['2017-01-02', 'itemization'],
      ['2017-01-02', 'itemization'],
      ['2020-08-28', 'validation_end'],
      ['2020-08-28', 'validation_end'],
    ]);
  });

  it('finds the letter date in the letterhead, alone or labelled', () => {
    expect(kinds('ACME Collections\nMarch 3, 2025\n\nDear Jo Smith:\nYou owe money.')).toEqual([['2025-03-03', 'letter']]);
    expect(kinds('ACME Collections                     Date: 03/03/2025\nDear Jo:')).toEqual([['2025-03-03', 'letter']]);
    expect(kinds('Fecha: 3 de marzo de 2025')).toEqual([['2025-03-03', 'letter']]);
    // A date alone on a line of the body is not the letter date.
    expect(kinds('Dear Jo:\nWe wrote to you on\nMarch 3, 2025\nabout it.')[0]![1]).not.toBe('letter');
  });

  it('reads labels on the same line, on the line above, and in a table under a header row', () => {
    const text = [
      'Date of Last Payment: 11/02/2020',
      'Charge-off Date:',
      '01/31/2021',
      'Date of First Delinquency   Judgment Date   Date of Service',
      '06/01/2020                  09/09/2022      02/14/2017',
      'Account opened on 5/5/2015.',
    ].join('\n');
    expect(kinds(text)).toEqual([
      ['2020-11-02', 'last_payment'],
      ['2021-01-31', 'charge_off'],
      ['2020-06-01', 'first_delinquency'],
      ['2022-09-09', 'judgment'],
      ['2017-02-14', 'service'],
      ['2015-05-05', 'opened'],
    ]);
  });

  it('reads a label and its value separated by two or more spaces on one line (column-aligned block)', () => {
    const block = [
      'Original Creditor:      Pecos Valley Bank',
      'Current Owner:          Lone Star Capital Recovery, LLC',
      'Last Payment Date:      03/02/2019',
      'Charge-Off Date:        10/31/2019',
      'Date of Last Payment    04/18/2016',
    ].join('\n');
    expect(kinds(block)).toEqual([
      ['2019-03-02', 'last_payment'],
      ['2019-10-31', 'charge_off'],
      ['2016-04-18', 'last_payment'],
    ]);
    expect(findDates(block)[0]!.label).toBe('Last Payment Date:');
    expect(kinds('Current Owner:  Lone Star Capital Recovery, LLC\nLast Payment Date:  03/02/2019')).toEqual([['2019-03-02', 'last_payment']]);
    // A value row under a header row still takes its label from the header.
    expect(kinds('Account      Charge-off Date\n4417009922   01/31/2021')).toEqual([['2021-01-31', 'charge_off']]);
  });

  it('tells payment and settlement deadlines from the validation end date', () => {
    expect(kinds('Payment must be received by October 14, 2024.')).toEqual([['2024-10-14', 'payment_deadline']]);
    expect(kinds('If you pay $500 by June 1, 2024, we will settle your account.')).toEqual([['2024-06-01', 'settlement_deadline']]);
    expect(kinds('If you notify us in writing on or before\nOctober 30, 2023 that you dispute the debt, we will verify it.')).toEqual([
      ['2023-10-30', 'validation_end'],
    ]);
    expect(kinds('Llame o escríbanos antes del 20 de marzo de 2023 para disputar la deuda.')).toEqual([['2023-03-20', 'validation_end']]);
  });

  it('reads dates broken across lines and with OCR noise, with exact spans', () => {
    const text = 'As of Jan uary 15,\n2O22, you owed $5.00';
    const [d] = findDates(text);
    expect(d?.value).toBe('2022-01-15');
    expect(d?.span.text).toBe('Jan uary 15,\n2O22');
    expect(text.slice(d!.span.start, d!.span.end)).toBe(d!.span.text);
  });

  it('does not read phone numbers, amounts or account numbers as dates', () => {
    expect(scanDates('Call 1-800-123-4567 or 800-12-2020x, pay $1/2/17, ref 12-34-5678, SSN 123-45-6789')).toEqual([]);
  });

  it('is fast on hostile input', () => {
    const t = performance.now();
    findDates('January 2, 2017 '.repeat(12_000));
    findDates('\n'.repeat(200_000));
    expect(performance.now() - t).toBeLessThan(3000);
  });
});
