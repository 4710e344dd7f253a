import { reportingPeriodEnd } from '@debtshield/analyzer';
import { addDays, addYears, formatLongDate, isIsoDate, type IsoDate } from '@debtshield/clocks';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date read from a report, with the precision printed. */
export type ReadDate = { iso: IsoDate; precision: 'day' | 'month' };

/**
 * Reads the date formats the bureaus print: 03/15/2015, 03/2015, Mar 15, 2015, Mar 2015, March 2015.
 * Anything else (or an impossible date) is undefined: the caller asks rather than guesses.
 */
export const readDate = (raw: string): ReadDate | undefined => {
  const s = raw.trim().replace(/\s+/g, ' ');
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) {
    const iso = `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
    return isIsoDate(iso) ? { iso, precision: 'day' } : undefined;
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) {
    const iso = `${m[2]}-${pad(Number(m[1]))}-01`;
    return isIsoDate(iso) ? { iso, precision: 'month' } : undefined;
  }
  m = /^([A-Za-z]{3,9})\.? (?:(\d{1,2}), )?(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.findIndex((name) => m![1]!.slice(0, 3).toLowerCase() === name.toLowerCase());
    if (month < 0) return undefined;
    const iso = `${m[3]}-${pad(month + 1)}-${m[2] ? pad(Number(m[2])) : '01'}`;
    return isIsoDate(iso) ? { iso, precision: m[2] ? 'day' : 'month' } : undefined;
  }
  return undefined;
};

const MONTH_WORDS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * A month in a sentence a person reads: 'March 2019' for '2019-03' or '2019-03-15', never ISO (decision 255); the
 * credit center's Spanish writes it 'marzo de 2019'. Anything else is returned as it was.
 */
export const monthWords = (value: string): string => {
  const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  const name = m ? MONTH_WORDS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : value;
};

/** A day in a sentence a person reads: 'March 15, 2019' for '2019-03-15' (decision 255); anything else as it was. */
export const dayWords = (value: string): string => (isIsoDate(value) ? formatLongDate(value) : value);

/** 'YYYY-MM' of a date. */
export const monthOf = (iso: IsoDate): string => iso.slice(0, 7);

/** Whole months from a to b (b later: positive), by calendar month only. */
export const monthsBetween = (a: IsoDate, b: IsoDate): number =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + (Number(b.slice(5, 7)) - Number(a.slice(5, 7)));

/** When an item with this DOFD leaves the report: 7 years after DOFD + 180 days (FCRA 605(a)(4), (c)(1)). */
export const removalDateFor = (dofd: IsoDate): IsoDate => reportingPeriodEnd(dofd);

/**
 * The DOFD that a printed removal month implies: the 605(c) rule inverted (removal - 7 years - 180
 * days), from the middle of the removal month, so the answer is within about a month either way.
 */
export const dofdFromRemoval = (removal: IsoDate): IsoDate => addDays(addYears(`${removal.slice(0, 7)}-15`, -7), -180);

export const INFERRED_DOFD_NOTE =
  'Not printed by this bureau: inferred from the removal date it prints (removal = first delinquency + 180 days + 7 years, FCRA 605(c)), to within about a month.';

export const formatUs = (iso: IsoDate): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
export const formatUsMonth = (iso: IsoDate): string => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const formatNamed = (iso: IsoDate): string => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
export const formatNamedMonth = (iso: IsoDate): string => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
