import { spanOf } from '../../text/find';
import type { IsoDate, RuleContext, Span } from '../../types';
import { fold, segmentIndexAt, segments } from './text';
import { MONTHS } from '../../facts/parse-date';
import { execAll } from '../../text/exec-all';

/** Calendar dates written in a letter (English and Spanish month names, US numeric forms), with their spans. */

export type DateHit = { iso: IsoDate; span: Span };

/** A month name, allowing the OCR confusions 1/l and 0/o ('Ju1y', 'Oct0ber'). */
const monthOf = (word: string): number | undefined => MONTHS.get(word.replace(/1/g, 'l').replace(/0/g, 'o'));

const pad = (n: number): string => String(n).padStart(2, '0');

const toIso = (y: number, m: number, d: number): IsoDate | undefined => {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1950 || y > 2100) return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 ? `${y}-${pad(m)}-${pad(d)}` : undefined;
};

const year4 = (y: string): number => (y.length === 2 ? (Number(y) < 70 ? 2000 + Number(y) : 1900 + Number(y)) : Number(y));

const NAMED_MDY = /\b([a-z][a-z01]{2,9})\.?\s{1,3}(\d{1,2})(?:st|nd|rd|th)?\s{0,2},?\s{0,3}((?:19|20)\d{2})\b/g;
const NAMED_DMY = /\b(\d{1,2})(?:st|nd|rd|th)?\s{1,3}(?:de\s{1,3})?([a-z][a-z01]{2,9})\.?,?\s{1,3}(?:de\s{1,3}|del\s{1,3})?((?:19|20)\d{2})\b/g;
const NUMERIC_MDY = /\b(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2}|\d{2})\b/g;
const ISO = /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g;

/** Every date in the text, in order of appearance (overlaps removed). */
export const findDates = (text: string, folded: string = fold(text)): DateHit[] => {
  const hits: DateHit[] = [];
  const add = (iso: IsoDate | undefined, start: number, len: number): void => {
    if (iso) hits.push({ iso, span: spanOf(text, start, start + len) });
  };
  for (const m of execAll(NAMED_MDY, folded)) {
    const month = monthOf(m[1] ?? '');
    if (month) add(toIso(Number(m[3]), month, Number(m[2])), m.index ?? 0, m[0].length);
  }
  for (const m of execAll(NAMED_DMY, folded)) {
    const month = monthOf(m[2] ?? '');
    if (month) add(toIso(Number(m[3]), month, Number(m[1])), m.index ?? 0, m[0].length);
  }
  for (const m of execAll(NUMERIC_MDY, folded)) add(toIso(year4(m[3] ?? ''), Number(m[1]), Number(m[2])), m.index ?? 0, m[0].length);
  for (const m of execAll(ISO, folded)) add(toIso(Number(m[1]), Number(m[2]), Number(m[3])), m.index ?? 0, m[0].length);
  hits.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const out: DateHit[] = [];
  for (const h of hits) {
    const last = out[out.length - 1];
    if (last && h.span.start < last.span.end) continue;
    out.push(h);
  }
  return out;
};

const LETTER_DATE_LABEL = /(?:^|\n)[ \t]*(?:letter\s+date|date(?:d)?|fecha)\s*[:.]?[ \t]*$/;

/**
 * The letter's date: the facts stage's, else the gate's, else a date that stands alone on a line (or
 * after 'Date:') in the first part of the letter. Undefined when none is found.
 */
export const letterDateOf = (ctx: RuleContext, folded: string = fold(ctx.text)): DateHit | undefined => {
  if (ctx.facts.letterDate) return { iso: ctx.facts.letterDate.value, span: ctx.facts.letterDate.span };
  // Nine rules ask for the letter's date: read once per analysis (kept with its context, no longer).
  let known = letterDates.get(ctx);
  if (!known) letterDates.set(ctx, (known = new Map()));
  if (!known.has(folded)) known.set(folded, readLetterDate(ctx, folded));
  return known.get(folded);
};

const letterDates = new WeakMap<RuleContext, Map<string, DateHit | undefined>>();

const readLetterDate = (ctx: RuleContext, folded: string): DateHit | undefined => {
  const head = Math.min(ctx.text.length, 2000);
  for (const d of findDates(ctx.text.slice(0, head), folded.slice(0, head))) {
    const lineStart = ctx.text.lastIndexOf('\n', d.span.start - 1) + 1;
    const nl = ctx.text.indexOf('\n', d.span.end);
    const before = folded.slice(lineStart, d.span.start);
    const after = folded.slice(d.span.end, nl < 0 ? ctx.text.length : nl).trim();
    const alone = before.trim() === '' || LETTER_DATE_LABEL.test(`\n${before}`) || /^[a-z .]{2,30},\s*$/.test(before.trim() + ' ');
    if (alone && (after === '' || after.length < 4)) return d;
  }
  if (ctx.gates.letterDate) return { iso: ctx.gates.letterDate, span: spanOf(ctx.text, 0, 0) };
  return undefined;
};

const END_DATE_LEAD =
  /\b(?:by|before|on or before|no later than|not later than|until|through|antes del?|a m[aá]s tardar el|para el)\s{1,3}(?:[a-z]+,\s{0,2})?$/;
/**
 * A sentence about the consumer's rights: a dispute, the original creditor, verification, or the debt assumed valid ("we will
 * assume this debt is valid", "our information is correct"). "Assume" alone is not one: "If you do not respond by March 10,
 * we will assume you do not intend to pay" is a deadline to answer, not the period's end (decision 326).
 */
const END_DATE_CONTEXT =
  /\b(?:disput|original creditor|verif|acreedor original|impugn)|\bassum\w*\b[^.;]{0,60}?\b(?:valid\w*|correct|accurate|owe[ds]?|owing)\b/;

/**
 * The validation end date: the facts stage's, else the first date that a dispute or original-creditor
 * sentence gives as a limit ('Call or write to us by August 28, 2020, to dispute…').
 */
export const validationEndDateOf = (ctx: RuleContext, folded: string = fold(ctx.text)): DateHit | undefined => {
  if (ctx.facts.validationEndDate) return { iso: ctx.facts.validationEndDate.value, span: ctx.facts.validationEndDate.span };
  const segs = segments(ctx.text);
  for (const d of findDates(ctx.text, folded)) {
    const lead = folded.slice(Math.max(0, d.span.start - 30), d.span.start);
    if (!END_DATE_LEAD.test(lead)) continue;
    const i = segmentIndexAt(segs, d.span.start);
    const seg = segs[i];
    if (seg && END_DATE_CONTEXT.test(folded.slice(seg.start, seg.end))) return d;
  }
  return undefined;
};
