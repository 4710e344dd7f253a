import { addDays, addMonths } from '@debtshield/clocks';
import { describe, expect, it } from 'vitest';
import { dofdFromRemoval, monthsBetween, readDate, removalDateFor } from './dates';

describe('readDate', () => {
  it('reads the formats the bureaus print, with their precision', () => {
    expect(readDate('03/15/2015')).toEqual({ iso: '2015-03-15', precision: 'day' });
    expect(readDate('03/2027')).toEqual({ iso: '2027-03-01', precision: 'month' });
    expect(readDate('Mar 15, 2015')).toEqual({ iso: '2015-03-15', precision: 'day' });
    expect(readDate('Mar 2027')).toEqual({ iso: '2027-03-01', precision: 'month' });
    expect(readDate('September 2027')).toEqual({ iso: '2027-09-01', precision: 'month' });
  });

  it('refuses impossible or garbled dates rather than guessing', () => {
    expect(readDate('02/30/2020')).toBeUndefined();
    expect(readDate('13/2020')).toBeUndefined();
    expect(readDate('O3/15/2O15')).toBeUndefined();
    expect(readDate('Foo 2020')).toBeUndefined();
  });
});

describe('the 605(c) rule and its inverse', () => {
  it('puts the removal 7 years and 180 days after the DOFD', () => {
    expect(removalDateFor('2018-01-10')).toBe('2025-07-09');
  });

  it('recovers the DOFD from a printed removal month to within a month, for every day of two years', () => {
    for (let i = 0; i < 730; i++) {
      const dofd = addDays('2017-01-01', i);
      const printed = `${removalDateFor(dofd).slice(0, 7)}-01`;
      const inferred = dofdFromRemoval(printed);
      expect(Math.abs(monthsBetween(dofd, inferred))).toBeLessThanOrEqual(1);
    }
  });

  it('counts calendar months', () => {
    expect(monthsBetween('2020-01-31', '2020-02-01')).toBe(1);
    expect(monthsBetween(addMonths('2020-05-15', 14), '2020-05-15')).toBe(-14);
  });
});
