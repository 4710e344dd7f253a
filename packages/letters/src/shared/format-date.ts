import type { IsoDate } from '../inputs';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = (iso: string): { y: number; m: number; d: number } | undefined => {
  const match = ISO.exec(iso.trim());
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m, d };
};

/** True for a real calendar date written 'YYYY-MM-DD'. */
export const isIsoDate = (value: unknown): value is IsoDate => typeof value === 'string' && parts(value) !== undefined;

/** 'March 5, 2026', or undefined when the input is not a real ISO date. */
export const formatDate = (iso: string | undefined): string | undefined => {
  if (iso === undefined) return undefined;
  const p = parts(iso);
  if (!p) return undefined;
  return `${MONTHS[p.m - 1]} ${p.d}, ${p.y}`;
};

const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** Calendar arithmetic in UTC, so the result never depends on the machine's time zone. */
export const addDays = (iso: IsoDate, days: number): IsoDate | undefined => {
  const p = parts(iso);
  if (!p) return undefined;
  return toIso(new Date(Date.UTC(p.y, p.m - 1, p.d + days)));
};

/** Adds whole years; 29 February moves to 1 March in a common year. */
export const addYears = (iso: IsoDate, years: number): IsoDate | undefined => {
  const p = parts(iso);
  if (!p) return undefined;
  return toIso(new Date(Date.UTC(p.y + years, p.m - 1, p.d)));
};

/** The last day of a 'YYYY-MM' month (a conservative reading of a month-only date). */
export const endOfMonth = (yearMonth: string): IsoDate | undefined => {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth.trim());
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  if (m < 1 || m > 12) return undefined;
  return toIso(new Date(Date.UTC(y, m, 0)));
};

/** ISO dates compare as strings. */
export const isOnOrBefore = (a: IsoDate, b: IsoDate): boolean => a <= b;

/** 'June 2015' for '2015-06'; a full ISO date as formatDate; undefined otherwise. */
export const formatLooseDate = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const month = /^(\d{4})-(\d{2})$/.exec(trimmed);
  if (month) {
    const m = Number(month[2]);
    return m >= 1 && m <= 12 ? `${MONTHS[m - 1]} ${month[1]}` : undefined;
  }
  return formatDate(trimmed);
};

/** 'on March 5, 2017' but 'in May 2017'. */
export const onOrIn = (text: string): string => (/^[A-Z][a-z]+ \d{4}$/.test(text) ? `in ${text}` : `on ${text}`);
