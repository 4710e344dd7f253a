import type { IsoDate } from '../../types';

/** Small calendar helpers on 'YYYY-MM-DD' dates (UTC, so no time-zone drift). */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const isIso = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
};

const toMs = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toMs(to) - toMs(from)) / DAY_MS);

export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(toMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Adds whole years; 29 February becomes 28 February in a common year. */
export const addYears = (date: IsoDate, years: number): IsoDate => {
  const d = new Date(toMs(date));
  const y = d.getUTCFullYear() + years;
  const m = d.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay))).toISOString().slice(0, 10);
};

/** '2025-03-09' -> 'March 9, 2025'. */
export const longDate = (date: IsoDate): string =>
  new Date(toMs(date)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
