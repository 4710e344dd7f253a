import type { IsoDate } from './types';
import { addDays, dayOfWeek } from './iso-date';

/**
 * Federal legal public holidays (5 U.S.C. 6103(a)) and business-day counting for the validation
 * period of 12 CFR 1006.34(b)(5) (legal-reference §1.1, `vn_end_date_too_early`).
 */

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): IsoDate => `${y}-${pad(m)}-${pad(d)}`;

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
const nthWeekday = (year: number, month: number, weekday: number, n: number): IsoDate => {
  if (n > 0) {
    const first = dayOfWeek(iso(year, month, 1));
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = dayOfWeek(iso(year, month, lastDate));
  return iso(year, month, lastDate - ((last - weekday + 7) % 7));
};

export type FederalHoliday = { date: IsoDate; name: string; observed: boolean };

/** The holidays of a year, with the weekday a weekend holiday is observed on (Saturday -> Friday, Sunday -> Monday). */
export const federalHolidays = (year: number): FederalHoliday[] => {
  const actual: { date: IsoDate; name: string }[] = [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...(year >= 2021 ? [{ date: iso(year, 6, 19), name: 'Juneteenth National Independence Day' }] : []),
    { date: iso(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: iso(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: iso(year, 12, 25), name: 'Christmas Day' },
  ];
  const out: FederalHoliday[] = [];
  for (const h of actual) {
    out.push({ ...h, observed: false });
    const dow = dayOfWeek(h.date);
    if (dow === 6) out.push({ date: addDays(h.date, -1), name: `${h.name} (observed)`, observed: true });
    if (dow === 0) out.push({ date: addDays(h.date, 1), name: `${h.name} (observed)`, observed: true });
  }
  return out;
};

export type BusinessDayOptions = {
  /** Count the weekday a weekend holiday is observed on as a holiday too (default true: the reference's conservative reading). */
  countObservedHolidays?: boolean;
};

const holidayCache = new Map<number, FederalHoliday[]>();
const holidaysOf = (year: number): FederalHoliday[] => {
  let list = holidayCache.get(year);
  if (!list) {
    list = federalHolidays(year);
    holidayCache.set(year, list);
  }
  return list;
};

export const isFederalHoliday = (date: IsoDate, options: BusinessDayOptions = {}): boolean => {
  const countObserved = options.countObservedHolidays ?? true;
  const year = Number(date.slice(0, 4));
  // 1 January on a Saturday is observed on 31 December of the year before.
  return [year, year + 1].some((y) => holidaysOf(y).some((h) => h.date === date && (countObserved || !h.observed)));
};

export const isBusinessDay = (date: IsoDate, options: BusinessDayOptions = {}): boolean => {
  const dow = dayOfWeek(date);
  return dow !== 0 && dow !== 6 && !isFederalHoliday(date, options);
};

/** The date `n` business days after `date` (not counting `date` itself). */
export const addBusinessDays = (date: IsoDate, n: number, options: BusinessDayOptions = {}): IsoDate => {
  let d = date;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (isBusinessDay(d, options)) left--;
  }
  return d;
};

/**
 * The earliest validation end date the law allows for a notice sent on `sentDate`
 * (legal-reference §1.1 `vn_end_date_too_early`): assumed receipt = 5 business days after sending,
 * then 30 calendar days. Using the letter date as the send date is conservative.
 */
export const earliestValidationEndDate = (sentDate: IsoDate, options: BusinessDayOptions = {}): { assumedReceipt: IsoDate; endDate: IsoDate } => {
  const assumedReceipt = addBusinessDays(sentDate, 5, options);
  return { assumedReceipt, endDate: addDays(assumedReceipt, 30) };
};
