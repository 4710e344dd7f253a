import { describe, expect, it } from 'vitest';
import { addBusinessDays, earliestValidationEndDate, federalHolidays, isFederalHoliday } from './business-days';

describe('federal holidays (5 U.S.C. 6103(a))', () => {
  it('lists the eleven holidays of 2025 on their dates', () => {
    const actual = federalHolidays(2025).filter((h) => !h.observed);
    expect(actual.map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
  });

  it('has no Juneteenth before 2021', () => {
    expect(federalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
  });

  it('moves a Saturday holiday to Friday and a Sunday one to Monday, and can ignore those', () => {
    // 4 July 2026 is a Saturday; 1 January 2022 was a Saturday (observed 31 December 2021).
    expect(isFederalHoliday('2026-07-03')).toBe(true);
    expect(isFederalHoliday('2026-07-03', { countObservedHolidays: false })).toBe(false);
    expect(isFederalHoliday('2021-12-31')).toBe(true);
    // 25 December 2022 was a Sunday.
    expect(isFederalHoliday('2022-12-26')).toBe(true);
  });
});

describe('earliestValidationEndDate (legal-reference §1.1 worked examples)', () => {
  it('Mon 3 Mar 2025 -> received Mon 10 Mar -> end date at least 9 Apr 2025', () => {
    expect(earliestValidationEndDate('2025-03-03')).toEqual({ assumedReceipt: '2025-03-10', endDate: '2025-04-09' });
  });

  it('Mon 24 Nov 2025 (Thanksgiving 27 Nov) -> received Tue 2 Dec -> end date at least 1 Jan 2026', () => {
    expect(earliestValidationEndDate('2025-11-24')).toEqual({ assumedReceipt: '2025-12-02', endDate: '2026-01-01' });
  });

  it('skips weekends when counting business days', () => {
    expect(addBusinessDays('2025-03-07', 1)).toBe('2025-03-10');
  });
});
