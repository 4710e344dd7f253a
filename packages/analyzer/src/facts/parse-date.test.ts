import { describe, expect, it } from 'vitest';
import { isoDate, monthNumber, parseDate } from './parse-date';

describe('parseDate', () => {
  it.each([
    ['January 2, 2017', '2017-01-02'],
    ['Jan. 2, 2017', '2017-01-02'],
    ['Jan 2 2017', '2017-01-02'],
    ['January 2nd, 2017', '2017-01-02'],
    ['Sept. 5, 2021', '2021-09-05'],
    ['2 January 2017', '2017-01-02'],
    ['02-Jan-2017', '2017-01-02'],
    ['01/02/2017', '2017-01-02'],
    ['1/2/17', '2017-01-02'],
    ['01-02-2017', '2017-01-02'],
    ['01.02.2017', '2017-01-02'],
    ['2017-01-02', '2017-01-02'],
    ['13/01/2017', '2017-01-13'],
    ['12/31/99', '1999-12-31'],
    ['2 de enero de 2017', '2017-01-02'],
    ['28 de agosto del 2020', '2020-08-28'],
    ['agosto 28, 2020', '2020-08-28'],
  ])('reads %s', (raw, iso) => expect(parseDate(raw)).toBe(iso));

  it.each([
    ['Ju1y 4, 2O17', '2017-07-04'],
    ['0ctober 3, 2020', '2020-10-03'],
    ['Jan uary 2, 2017', '2017-01-02'],
    ['Apri1 1, 2020', '2020-04-01'],
    ['January 2 ,2017', '2017-01-02'],
    ['1O/2/2017', '2017-10-02'],
  ])('reads OCR noise %s', (raw, iso) => expect(parseDate(raw)).toBe(iso));

  it.each(['February 30, 2017', '13/13/2017', 'Smarch 2, 2017', '2017', 'today', '99/99/99', 'January 2, 1776'])('refuses %s', (raw) =>
    expect(parseDate(raw)).toBeNull(),
  );

  it('knows month names and real calendar dates', () => {
    expect(monthNumber('Sept.')).toBe(9);
    expect(monthNumber('diciembre')).toBe(12);
    expect(monthNumber('enero de')).toBe(1);
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2023, 2, 29)).toBeNull();
  });
});
