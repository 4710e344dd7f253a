import { addBusinessDays as addFederalBusinessDays, earliestValidationEndDate } from '@debtshield/clocks';
import type { IsoDate } from '../../types';
import { type Range, type VnDoc, lineIndexAt, matchesIn } from './vn-doc';
import { MONTHS } from '../../facts/parse-date';
import { execAll } from '../../text/exec-all';
import { searcherIn } from '../../text/prefilter';

/** The salutation that ends the letterhead (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const SALUTATION = /^\s*(?:dear|estimad[oa]|re:|to whom)\b/im;

/**
 * Dates written in a letter ('March 3, 2025', '3 March 2025', '03/03/2025', '2025-03-03',
 * '3 de marzo de 2025'), and the business-day arithmetic of 12 CFR 1006.34(b)(5).
 */

export type FoundDate = Range & { iso: IsoDate };

/** Month name as written, with the usual OCR confusions (1 for l, 0 for o). */
const monthOf = (word: string): number | undefined => MONTHS.get(word.toLowerCase().replace(/1/g, 'l').replace(/0/g, 'o').replace(/\.$/, ''));

const pad = (n: number): string => String(n).padStart(2, '0');

const isoOf = (y: number, m: number, d: number): IsoDate | undefined => {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1950 || y > 2100) return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
};

const MONTH_DAY_YEAR = /\b([A-Za-z][A-Za-z01]{2,9}\.?)\s{0,3}(\d{1,2})(?:st|nd|rd|th)?\s{0,2},?\s{0,3}(\d{4})\b/g;
const DAY_MONTH_YEAR = /\b(\d{1,2})(?:st|nd|rd|th)?\s{1,3}(?:de\s+)?([A-Za-z][A-Za-z01]{2,9}\.?),?\s{1,3}(?:de(?:l)?\s+)?(\d{4})\b/g;
const NUMERIC = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

/** Every date in a piece of text, with offsets relative to `base`. */
export const parseDates = (text: string, base = 0): FoundDate[] => {
  const found: FoundDate[] = [];
  const push = (start: number, len: number, iso: IsoDate | undefined): void => {
    if (iso) found.push({ start: base + start, end: base + start + len, iso });
  };
  for (const m of execAll(MONTH_DAY_YEAR, text)) {
    const month = monthOf(m[1] ?? '');
    if (month) push(m.index ?? 0, m[0].length, isoOf(Number(m[3]), month, Number(m[2])));
  }
  for (const m of execAll(DAY_MONTH_YEAR, text)) {
    const month = monthOf(m[2] ?? '');
    if (month) push(m.index ?? 0, m[0].length, isoOf(Number(m[3]), month, Number(m[1])));
  }
  for (const m of execAll(NUMERIC, text)) {
    const y = Number(m[3]);
    const year = (m[3] ?? '').length === 2 ? 2000 + y : y;
    push(m.index ?? 0, m[0].length, isoOf(year, Number(m[1]), Number(m[2])));
  }
  for (const m of execAll(ISO, text)) push(m.index ?? 0, m[0].length, isoOf(Number(m[1]), Number(m[2]), Number(m[3])));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: FoundDate[] = [];
  for (const f of found) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) continue;
    out.push(f);
  }
  return out;
};

export const datesIn = (d: VnDoc, r: Range): FoundDate[] => parseDates(d.text.slice(r.start, r.end), r.start);

const LETTER_DATE_LABEL =
  /^(?:(?:letter|notice|mailing|mail|statement|print|issue)\s+)?(?:date|dated|fecha)(?:\s+of\s+(?:this\s+)?(?:letter|notice))?\s*[:#-]?\s*$/i;

/**
 * The letter's own date: a date labelled 'Date:' (not a due, end or charge-off date), or a date
 * standing alone on a line in the letterhead, before the salutation.
 */
export const findLetterDate = (d: VnDoc): FoundDate | undefined => {
  const salutation = matchesIn(d, SALUTATION)[0];
  const headerEnd = Math.min(salutation?.start ?? d.text.length, Math.max(1500, Math.floor(d.text.length * 0.3)));
  for (const line of d.lines) {
    if (line.start > d.text.length) break;
    const lineText = d.text.slice(line.start, line.end);
    if (!/\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}/.test(lineText)) continue;
    const dates = parseDates(lineText, line.start);
    const first = dates[0];
    if (!first) continue;
    const label = d.text.slice(line.start, first.start);
    const rest = d.text.slice(first.end, line.end);
    const labelled = LETTER_DATE_LABEL.test(label) && /^\s*$/.test(rest);
    const alone = /^\s*$/.test(label) && /^[\s.,]*$/.test(rest) && line.start < headerEnd;
    if (labelled || alone) return first;
  }
  return undefined;
};

const END_DATE_CUE =
  /(?:\bby|\bbefore|\bon or before|\bno later than|\buntil|\bthrough|\bends? on|\bexpires? on|\bend date:?|\bdeadline:?|a m[aá]s tardar(?: el)?|\bantes del?|\bhasta el)\s*$/i;
// Decision 389: "of" names a thing by its date ("your letter of October 3, 2025", "your dispute of …"), never a day to act by.
const NOT_END_DATE_CUE = /(?:\bas of|\bsince|\bfrom|\bbetween|\bdated|\bopened|\bcharged[- ]off|\bon|\bof|\bdel?)\s*$/i;

/** Dates the letter gives as the end of the validation period, inside the rights statements. */
export const endDatesIn = (d: VnDoc, statements: Range[]): FoundDate[] => {
  const out: FoundDate[] = [];
  const seen = new Set<number>();
  for (const r of statements) {
    for (const f of datesIn(d, r)) {
      if (seen.has(f.start)) continue;
      const before = d.text.slice(Math.max(r.start, f.start - 30), f.start);
      if (END_DATE_CUE.test(before) || !NOT_END_DATE_CUE.test(before)) {
        seen.add(f.start);
        out.push(f);
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
};

const END_DATE_LABEL =
  /\b(?:validation\s+(?:period\s+)?end\s+date|validation\s+(?:deadline|date)|dispute\s+(?:deadline|end\s+date|by\s+date)|end\s+of\s+(?:the\s+)?validation\s+period|respond\s+by|fecha\s+l[ií]mite)\s*(?:is\s+)?[:-]?\s*$/i;

/** A word every line with an end date's label holds. */
const DATE_LINE = /\bdate\b|\bdeadline\b|\bperiod\b|\brespond\s+by\b|\bfecha\b/i;

/** End dates given as a label ('Validation End Date: 04/14/2025'), which the statements may refer to. */
export const labelledEndDates = (d: VnDoc): FoundDate[] => {
  const out: FoundDate[] = [];
  // Asked of the whole text once: a text that cannot hold the words holds no line with them.
  const dateLine = searcherIn(DATE_LINE, d.text);
  if (dateLine === undefined) return out;
  for (const line of d.lines) {
    const lineText = d.text.slice(line.start, line.end);
    if (!dateLine.test(lineText)) continue;
    for (const f of parseDates(lineText, line.start)) if (END_DATE_LABEL.test(d.text.slice(Math.max(line.start, f.start - 60), f.start))) out.push(f);
  }
  return out;
};

/** A statement that points to the labelled end date ('by the validation end date shown above'). */
export const REFERS_TO_END_DATE =
  /\b(?:validation\s+)?end\s+date\b|\bvalidation\s+(?:deadline|date)\b|\bdispute\s+deadline\b|\bthe\s+date\s+(?:above|below|shown|listed|stated|indicated)\b|\bfecha\s+l[ií]mite\b/i;

/** The line of a date (for quoting it). */
export const lineOf = (d: VnDoc, at: number): Range => {
  const i = lineIndexAt(d, at);
  const line = d.lines[i];
  if (!line) return { start: at, end: at };
  // An offset in the white space between two lines belongs to the next line.
  const next = d.lines[i + 1];
  return at >= line.end && next ? next : line;
};

// ---- calendar arithmetic (UTC, so no time zone can move a day) ----
// These accept any date Date.parse reads ('2025-02-30' counts as 2 March), as the rules always
// have: a malformed answer (`priorPhoneContactDate`) must not make a rule throw, which the strict
// helpers of engine/iso-date would. Holidays and business days are the engine's
// (engine/business-days), given the date as Date.parse reads it.

const DAY_MS = 86_400_000;
const toTime = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);
const fromTime = (t: number): IsoDate => new Date(t).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromTime(toTime(date) + days * DAY_MS);
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** Adds `n` days that are not Saturdays, Sundays or legal public holidays (5 U.S.C. 6103(a)). */
export const addBusinessDays = (date: IsoDate, n: number, countObserved: boolean): IsoDate =>
  addFederalBusinessDays(addDays(date, 0), n, { countObservedHolidays: countObserved });

/**
 * The earliest lawful validation end date for a notice sent on `sendDate` (12 CFR 1006.34(b)(5)):
 * assumed receipt 5 business days later, plus 30 calendar days.
 */
export const earliestEndDate = (sendDate: IsoDate, countObserved = true): { receipt: IsoDate; end: IsoDate } => {
  const { assumedReceipt, endDate } = earliestValidationEndDate(addDays(sendDate, 0), { countObservedHolidays: countObserved });
  return { receipt: assumedReceipt, end: endDate };
};

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'April 9, 2025'. */
export const formatDate = (date: IsoDate): string => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
