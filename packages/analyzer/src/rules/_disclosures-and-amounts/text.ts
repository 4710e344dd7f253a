import { globalOf, spanOf } from '../../text/find';
import type { Span } from '../../types';
import { matchesNothing, mayMatch, prunedFor, testPart } from '../../text/prefilter';
import { onForgetLetter } from '../../text/last-letter';
import { execAll } from '../../text/exec-all';

/**
 * Text helpers for the rules of legal-reference §1.2, §1.3 and §1.5. Every helper keeps offsets
 * into the original letter text, so evidence spans quote the letter exactly.
 */

/** Longest segment the rules scan as one unit (bounds the cost of gap patterns such as `[^.]{0,80}`). */
const MAX_SEGMENT = 800;

/**
 * The text lower-cased with typographic quotes, dashes and no-break spaces made plain, keeping
 * every offset: `fold(t).length === t.length`. Patterns run on the folded text; spans quote the original.
 */
let foldMemo: { text: string; folded: string } | undefined;
onForgetLetter(() => {
  foldMemo = undefined;
});

export const fold = (text: string): string => {
  if (foldMemo?.text === text) return foldMemo.folded;
  const folded = foldUncached(text);
  foldMemo = { text, folded };
  return folded;
};

const foldUncached = (text: string): string => {
  const lower = text.toLowerCase();
  const base =
    lower.length === text.length
      ? lower
      : Array.from({ length: text.length }, (_, i) => {
          const c = text.charAt(i).toLowerCase();
          return c.length === 1 ? c : text.charAt(i);
        }).join('');
  return base
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2007\u202f]/g, ' ');
};

/** `span` with surrounding white space removed. */
export const trimSpan = (text: string, start: number, end: number): Span => {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text.charAt(s))) s++;
  while (e > s && /\s/.test(text.charAt(e - 1))) e--;
  return spanOf(text, s, e);
};

/** Words before a full stop that do not end a sentence: titles, initials, address and company abbreviations. */
/** A quoter's spaced ellipsis between two words, the next in lower case ("paying . . . now"): words left out of one sentence. */
const SPACED_ELLIPSIS = /(?<=[\p{L}\d,])[ \t]+\.[ \t]+\.[ \t]+\.(?=[ \t]+[a-z])/gu;

/** The offsets of the stops of every spaced ellipsis inside a sentence. */
const spacedEllipsisDots = (text: string): ReadonlySet<number> => {
  const dots = new Set<number>();
  if (!text.includes('. . .')) return dots;
  for (const m of execAll(SPACED_ELLIPSIS, text)) {
    const at = m.index ?? 0;
    for (let k = 0; k < m[0].length; k++) if (m[0][k] === '.') dots.add(at + k);
  }
  return dots;
};

const ABBREVIATION = /(?:^|[\s(])(?:mr|mrs|ms|dr|st|no|inc|co|corp|ltd|jr|sr|ave|blvd|rd|apt|ste|vs|v|p\.o|u\.s|n\.a|e\.g|i\.e|[A-Z])$/i;

const SEGMENT_END = /[.!?](?=["')\]]?\s|["')\]]?$)|\n[ \t]*\n/g;

/**
 * A line break after a heading ('YOUR RIGHTS', 'Our information shows:', 'How can you dispute the
 * debt?') followed by a sentence-case line ends a segment; a broken line of running text does not.
 */
const isHeadingBreak = (text: string, segStart: number, nl: number): boolean => {
  const lineStart = Math.max(segStart, text.lastIndexOf('\n', nl - 1) + 1);
  const line = text.slice(lineStart, nl).trim();
  if (line.length === 0 || line.length > 80) return false;
  const next = text.slice(nl + 1, nl + 3);
  if (!/^[A-Z][a-z]/.test(next)) return false;
  return /[:?]$/.test(line) || (/[A-Z]/.test(line) && !/[a-z]/.test(line) && !/[.,;]$/.test(line));
};

/**
 * Sentence-like segments: split on . ! ? before white space and on blank lines; a segment longer than
 * MAX_SEGMENT is further split at line breaks (and, failing that, hard-cut), so a 200 KB blob of OCR
 * text without punctuation never becomes one giant unit.
 */
let segmentsMemo: { text: string; segs: readonly Span[] } | undefined;
onForgetLetter(() => {
  segmentsMemo = undefined;
});

/** Memoised on the last text: every rule of a run segments the same letter. Callers must not mutate the array. */
export const segments = (text: string): readonly Span[] => {
  if (segmentsMemo?.text === text) return segmentsMemo.segs;
  const segs = segmentsUncached(text);
  segmentsMemo = { text, segs };
  return segs;
};

const segmentsUncached = (text: string): Span[] => {
  const out: Span[] = [];
  // The first line break at or after the last one read (-1: none left). The ranges pushed come in order and do not
  // overlap, so each line break is found once, by the engine's search, not by reading every code (decision 452).
  let newline = text.indexOf('\n');
  const push = (from: number, to: number): void => {
    let start = from;
    if (newline >= 0 && newline < from) newline = text.indexOf('\n', from);
    for (; newline >= 0 && newline < to; newline = text.indexOf('\n', newline + 1)) {
      if (isHeadingBreak(text, start, newline)) {
        pushCapped(start, newline);
        start = newline + 1;
      }
    }
    pushCapped(start, to);
  };
  const pushCapped = (start: number, end: number): void => {
    if (end - start <= MAX_SEGMENT) {
      const s = trimSpan(text, start, end);
      if (s.end > s.start) out.push(s);
      return;
    }
    let from = start;
    while (from < end) {
      let cut = Math.min(end, from + MAX_SEGMENT);
      if (cut < end) {
        const nl = text.lastIndexOf('\n', cut);
        if (nl > from + MAX_SEGMENT / 4) cut = nl + 1;
      }
      const s = trimSpan(text, from, cut);
      if (s.end > s.start) out.push(s);
      from = cut;
    }
  };
  let start = 0;
  const spacedDots = spacedEllipsisDots(text);
  for (const m of execAll(SEGMENT_END, text)) {
    const at = m.index ?? 0;
    if (m[0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, at - 6), at))) continue;
    // An ellipsis inside a sentence ("could [...] a legal suit being filed") marks words left out, not its end.
    if (m[0] === '.' && text.slice(Math.max(0, at - 2), at) === '..' && /^\]?[ \t]+[a-z]/.test(text.slice(at + 1, at + 8))) continue;
    // The same ellipsis spaced as quoters print it ("by paying . . . now or making"), between two words: each of its stops
    // marks words left out, not the end of the sentence (decision 361).
    if (m[0] === '.' && spacedDots.has(at)) continue;
    // A quoter's bracketed ellipsis inside a line, between two words ("in writing [...] this office will", "IN WRITING [...]
    // THIS OFFICE WILL"), ends no sentence: words were left out of one (decision 328: a letter quoted in capitals reads as
    // the same letter in lower case). After a stop, or on a line of its own, it still parts two passages.
    if (
      m[0] === '.' &&
      text.slice(Math.max(0, at - 3), at) === '[..' &&
      /^\][ \t]+\p{L}/u.test(text.slice(at + 1, at + 5)) &&
      /[\p{L}\d,;][ \t]+$/u.test(text.slice(Math.max(0, at - 8), at - 3))
    )
      continue;
    const end = m[0].startsWith('\n') ? at : at + 1;
    push(start, end);
    start = at + m[0].length;
  }
  push(start, text.length);
  return out;
};

/** The segment containing `offset` (index into `segs`), or -1. */
export const segmentIndexAt = (segs: readonly Span[], offset: number): number => {
  let lo = 0;
  let hi = segs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segs[mid] as Span;
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
};

/** First match of `re` in `folded` between two offsets, as a span of the original text. */
export const matchIn = (text: string, folded: string, re: RegExp, start = 0, end = text.length): Span | undefined => {
  if (!mayMatch(re, folded)) return undefined;
  const pruned = prunedFor(re, folded);
  if (matchesNothing(pruned, re)) return undefined;
  const part = start === 0 && end === folded.length ? folded : folded.slice(start, end);
  const m = globalOf(pruned).exec(part);
  if (!m) return undefined;
  const s = start + m.index;
  return spanOf(text, s, s + m[0].length);
};

/** Every match of `re` in `folded` between two offsets, as spans of the original text. */
export const matchesIn = (text: string, folded: string, re: RegExp, start = 0, end = text.length): Span[] => {
  if (!mayMatch(re, folded)) return [];
  const pruned = prunedFor(re, folded);
  if (matchesNothing(pruned, re)) return [];
  const part = folded.slice(start, end);
  const out: Span[] = [];
  for (const m of execAll(globalOf(pruned), part)) {
    if (m[0].length === 0) continue;
    const s = start + (m.index ?? 0);
    out.push(spanOf(text, s, s + m[0].length));
  }
  return out;
};

/**
 * The last segment's folded text cut out, for the next test of the same segment: readers test several patterns on
 * each segment in turn, and six in ten of the cuts were the one just made (decision 256). Forgotten with the letter.
 */
let lastCut: { folded: string; start: number; end: number; text: string } | undefined;
onForgetLetter(() => {
  lastCut = undefined;
});

const cutOf = (folded: string, seg: Span): string => {
  const last = lastCut;
  if (last !== undefined && last.start === seg.start && last.end === seg.end && last.folded === folded) return last.text;
  const text = folded.slice(seg.start, seg.end);
  lastCut = { folded, start: seg.start, end: seg.end, text };
  return text;
};

/** Does the folded text of a segment match? */
export const segTest = (folded: string, seg: Span, re: RegExp): boolean => testPart(re, folded, cutOf(folded, seg));

/** Start of the line containing `pos`, looking back at most `max` characters (bounded: no O(n) scans per match). */
export const lineStartNear = (text: string, pos: number, max = 200): number => {
  const floor = Math.max(0, pos - max);
  for (let i = pos - 1; i >= floor; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return floor;
};

/** Offset of the line break ending the line at `pos` (or `pos + max`, or the text's end). */
export const lineEndNear = (text: string, pos: number, max = 200): number => {
  const limit = Math.min(text.length, pos + max);
  for (let i = pos; i < limit; i++) if (text.charCodeAt(i) === 10) return i;
  return limit;
};

/** A line of a drawn table: it opens with a cell border ("│ Mail │ …", "| Mail | …"). */
const TABLE_LINE = /^[ \t]*[|\u2502\u2503]/;
/** A table line whose first cell is blank: the cells of the row above, wrapped onto another line. */
const CONTINUES_ROW = /^[ \t]*[|\u2502\u2503][ \t]*[|\u2502\u2503]/;

/**
 * The lines of a drawn table's row that holds the line from `lineStart` to `lineEnd` (decision 198): a cell wrapped over
 * two or more lines leaves the first cell of the lines after the first blank ("│ Automated phone line │ (card; a $3.50 │"
 * then "│                      │ processing fee will be added) │"), so what one cell says is read with the row it belongs
 * to. Undefined for a line that is not a table's. Bounded: a row of at most six lines.
 */
export const wrappedTableRow = (text: string, lineStart: number, lineEnd: number): { start: number; end: number } | undefined => {
  const startOf = (pos: number): number => text.lastIndexOf('\n', pos - 1) + 1;
  const endOf = (pos: number): number => {
    const nl = text.indexOf('\n', pos);
    return nl < 0 ? text.length : nl;
  };
  let start = startOf(lineStart);
  let end = endOf(lineEnd > lineStart ? lineEnd - 1 : lineStart);
  if (!TABLE_LINE.test(text.slice(start, end))) return undefined;
  for (let n = 0; n < 5 && start > 0 && CONTINUES_ROW.test(text.slice(start, endOf(start))); n++) {
    const above = startOf(start - 1);
    if (!TABLE_LINE.test(text.slice(above, start - 1))) break;
    start = above;
  }
  for (let n = 0; n < 5 && end < text.length; n++) {
    const below = endOf(end + 1);
    if (!CONTINUES_ROW.test(text.slice(end + 1, below))) break;
    end = below;
  }
  return { start, end };
};

/** Quote a span for a message: collapse white space and cut long quotes. */
export const quote = (span: Span, max = 160): string => {
  const flat = span.text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
