import type { IsoDate } from './types';

/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD') in UTC, so no time zone or daylight-saving
 * shift can move a deadline by a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export const isIsoDate = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
};

const toUtc = (date: IsoDate): Date => {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
};

const fromUtc = (d: Date): IsoDate => d.toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

/** Adds whole calendar months; the 31st becomes the last day of a shorter month. */
export const addMonths = (date: IsoDate, months: number): IsoDate => {
  const d = toUtc(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay))));
};

/** Adds whole years; 29 February becomes 28 February in a common year. */
export const addYears = (date: IsoDate, years: number): IsoDate => addMonths(date, years * 12);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);

/** 0 = Sunday .. 6 = Saturday. */
export const dayOfWeek = (date: IsoDate): number => toUtc(date).getUTCDay();

/** The later of two dates. */
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

/**
 * The formatter `toLocaleDateString('en-US', { … })` makes anew at every call, made once (the same locale and
 * options: the same text). Making one reads the locale's data: one call was 3.5% of an analysis's time (decision 256).
 */
let longDate: Intl.DateTimeFormat | undefined;

/**
 * The dates written so far and how they read: `format` costs some 20 µs a call, and an analysis writes the same few
 * dates again and again (decision 371). Bounded: emptied when it holds `MAX_LONG_DATES`. A date that is not one throws
 * as before and is not kept.
 */
const longDates = new Map<IsoDate, string>();
const MAX_LONG_DATES = 512;

/** '2025-03-09' -> 'March 9, 2025' (how letters write dates). */
export const formatLongDate = (date: IsoDate): string => {
  let text = longDates.get(date);
  if (text === undefined) {
    text = (longDate ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })).format(toUtc(date));
    if (longDates.size >= MAX_LONG_DATES) longDates.clear();
    longDates.set(date, text);
  }
  return text;
};

/** Today's date in UTC. */
export const todayIso = (): IsoDate => fromUtc(new Date());
