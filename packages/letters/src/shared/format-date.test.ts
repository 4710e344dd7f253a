import { describe, expect, it } from 'vitest';
import { addDays, addYears, endOfMonth, formatDate, formatLooseDate, isIsoDate } from './format-date';
import { formatMoney, roundCents } from './format-money';

describe('dates', () => {
  it('formats only real ISO dates', () => {
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDate('2026-02-30')).toBeUndefined();
    expect(formatDate('03/05/2026')).toBeUndefined();
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(formatLooseDate('2017-05')).toBe('May 2017');
  });

  it("adds days and years in UTC, whatever the machine's time zone", () => {
    expect(addDays('2026-03-05', 30)).toBe('2026-04-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addYears('2024-02-29', 7)).toBe('2031-03-01');
    expect(endOfMonth('2024-02')).toBe('2024-02-29');
    expect(addDays('nope', 1)).toBeUndefined();
  });
});

describe('money', () => {
  it('formats USD with cents and thousands separators', () => {
    expect(formatMoney(3912.4)).toBe('$3,912.40');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-1)).toBeUndefined();
    expect(formatMoney(Number.NaN)).toBeUndefined();
    expect(roundCents(3912.4 * 0.4)).toBe(1564.96);
  });
});
