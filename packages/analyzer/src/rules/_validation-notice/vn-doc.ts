import { globalOf, spanOf } from '../../text/find';
import type { Span } from '../../types';
import { mayMatch } from '../../text/prefilter';
import { onForgetLetter } from '../../text/last-letter';
import { execAll } from '../../text/exec-all';
import { isSpace } from '../../text/chars';

/**
 * The letter text as the §1.1 rules read it: curly quotes and dashes straightened, soft hyphens
 * and end-of-line hyphenation ('veri-\nfication') removed, ligatures expanded. Every offset of the
 * normalised text maps back to the original, so evidence always quotes the letter's own words.
 */

/** A half-open range [start, end) in normalised coordinates. */
export type Range = { start: number; end: number };

export type VnDoc = {
  /** The original text (ctx.text). */
  source: string;
  /** The normalised text the patterns run on. */
  text: string;
  /** Original offset of each normalised character (length text.length + 1). */
  map: Int32Array;
  /** Sentences (and headings, bullets, table lines that end a clause), trimmed. */
  sentences: Range[];
  /** Lines, trimmed, empty ones left out. */
  lines: Range[];
  /** Values derived from the text, computed once and shared by the rules (see `memo`). */
  cache: Map<string, unknown>;
  /** Two-column blocks were read column by column, so `map` is not in increasing order. */
  reordered: boolean;
};

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00A0': ' ',
  '\t': ' ',
  '\r': ' ',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
};

const isLetter = (c: string | undefined): boolean => c !== undefined && /[A-Za-z]/.test(c);

/** Characters the normaliser rewrites, and end-of-line hyphens. */
const NEEDS_WORK = /[\u00AD\u2018\u2019\u201C\u201D\u2013\u2014\u2212\u00A0\t\r\uFB01\uFB02]|[A-Za-z]- *\n/;

// ---- layout: text laid out in two columns (a text layer or pdftotext -layout) is read column by column ----

/** A right-column cell starts after at least three spaces, at column 30 or further. */
const COLUMN_GAP = / {3,}(?=\S)/g;
const MIN_COLUMN = 30;
/** Rows with words on both sides of the same gap needed to treat a block as two columns. */
const MIN_COLUMN_ROWS = 3;

const words = (t: string): number => (t.match(/[A-Za-z]{2,}/g) ?? []).length;

type Segment = [start: number, end: number];

/**
 * The column of a block's right-hand cells, or undefined when the block is a single column: at
 * least three rows with words on both sides of a gap ending at the same column (30 or further),
 * two of them with a long right cell (prose or a prompt, not a table value).
 */
const columnOf = (source: string, rows: Segment[]): number | undefined => {
  const votes = new Map<number, { n: number; long: number }>();
  for (const [start, end] of rows) {
    const line = source.slice(start, end);
    for (const m of execAll(COLUMN_GAP, line)) {
      const col = (m.index ?? 0) + m[0].length;
      const left = line.slice(0, m.index).trim();
      const right = line.slice(col).trim();
      if (col < MIN_COLUMN || left.endsWith(':') || words(left) < 1 || words(right) < 2) continue;
      for (const c of [col - 1, col, col + 1]) {
        const v = votes.get(c) ?? { n: 0, long: 0 };
        votes.set(c, { n: v.n + 1, long: v.long + (right.length >= 30 ? 1 : 0) });
      }
    }
  }
  let best: number | undefined;
  let bestVotes = 0;
  for (const [col, v] of votes) {
    if (v.n < MIN_COLUMN_ROWS || v.long < 2) continue;
    if (v.n > bestVotes || (v.n === bestVotes && best !== undefined && col < best)) [best, bestVotes] = [col, v.n];
  }
  return best;
};

/** Where a row's right cell starts: the first character at or just after the column, after spaces. */
const cutOf = (line: string, col: number): number | undefined => {
  if (line.length <= col) return undefined;
  const from = col - 3;
  if (from < 1 || /\S/.test(line.slice(from, col - 1))) return undefined;
  const rel = line.slice(col - 1, col + 10).search(/\S/);
  return rel < 0 ? undefined : col - 1 + rel;
};

/** Source segments in reading order: two-column blocks become their left column, then their right column. */
const layoutSegments = (source: string): Segment[] | undefined => {
  if (!/\S {3,}\S/.test(source)) return undefined;
  const lines: Segment[] = [];
  let start = 0;
  for (let i = 0; i <= source.length; i++) {
    if (i === source.length || source[i] === '\n') {
      lines.push([start, i]);
      start = i + 1;
    }
  }
  const out: Segment[] = [];
  let changed = false;
  let k = 0;
  while (k < lines.length) {
    const blank = (seg: Segment): boolean => source.slice(seg[0], seg[1]).trim() === '';
    if (blank(lines[k] as Segment)) {
      out.push(lines[k] as Segment);
      k++;
      continue;
    }
    let j = k;
    while (j < lines.length && !blank(lines[j] as Segment)) j++;
    const block = lines.slice(k, j);
    const col = columnOf(source, block);
    if (col === undefined) out.push(...block);
    else {
      changed = true;
      const lefts: Segment[] = [];
      const rights: Segment[] = [];
      for (const [a, b] of block) {
        const line = source.slice(a, b);
        const indent = line.length - line.trimStart().length;
        const cut = cutOf(line, col);
        if (indent >= col - 2) rights.push([a + indent, b]);
        else if (cut !== undefined) {
          lefts.push([a, a + line.slice(0, cut).trimEnd().length]);
          rights.push([a + cut, b]);
        } else lefts.push([a, b]);
      }
      out.push(...lefts, ...rights);
    }
    k = j;
  }
  return changed ? out : undefined;
};

/** The source laid out in reading order, with each character's source offset. */
const layout = (source: string): { text: string; map: Int32Array | undefined } => {
  const segments = layoutSegments(source);
  if (!segments) return { text: source, map: undefined };
  const parts: string[] = [];
  const map: number[] = [];
  segments.forEach(([a, b], i) => {
    parts.push(source.slice(a, b));
    for (let x = a; x < b; x++) map.push(x);
    if (i < segments.length - 1) {
      parts.push('\n');
      map.push(b);
    }
  });
  map.push(source.length);
  return { text: parts.join(''), map: Int32Array.from(map) };
};

const normalizeText = (source: string): { text: string; map: Int32Array } => {
  if (!NEEDS_WORK.test(source)) {
    const map = new Int32Array(source.length + 1);
    for (let i = 0; i <= source.length; i++) map[i] = i;
    return { text: source, map };
  }
  const out: string[] = [];
  const map: number[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\u00AD') {
      i++;
      continue;
    }
    // 'veri-\n  fication' -> 'verification' (only between letters, the next one lower case).
    if (c === '-' && isLetter(source[i - 1])) {
      let j = i + 1;
      while (source[j] === ' ') j++;
      if (source[j] === '\n') {
        j++;
        while (source[j] === ' ') j++;
        const next = source[j];
        if (next !== undefined && /[a-z]/.test(next)) {
          i = j;
          continue;
        }
      }
    }
    const r = REPLACEMENTS[c] ?? c;
    for (const ch of r) {
      out.push(ch);
      map.push(i);
    }
    i++;
  }
  map.push(source.length);
  return { text: out.join(''), map: Int32Array.from(map) };
};

const ABBREVIATION =
  /(?:\b(?:inc|co|corp|ltd|llc|l\.l\.c|p\.o|p\.c|no|nos|st|ave|rd|blvd|ste|apt|mr|mrs|ms|dr|jr|sr|u\.s|u\.s\.c|c\.f\.r|sec|e\.g|i\.e|etc|vs|v|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|a\.m|p\.m|esq|dept|acct|ref|tel|ph|fl|pa|n\.a)|\b[a-z])$/i;

/** Characters that start a bullet or a checkbox line. */
const BULLET = /^[\s]*(?:[•·▪■□☐☑☒❑○●◦◻✓✔*>]|\[\s?[xX]?\s?\]|\(\s?\)|-\s)/;

const trimRange = (text: string, start: number, end: number): Range | undefined => {
  let s = start;
  let e = end;
  while (s < e && isSpace(text.charCodeAt(s))) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  return e > s ? { start: s, end: e } : undefined;
};

const splitLines = (text: string): Range[] => {
  const lines: Range[] = [];
  let start = 0;
  // Each line ends at the nearer of the next '\n' and the next '\f', each found by the engine's search (decision 452: not
  // by reading every code), or at the end of the text.
  let newline = text.indexOf('\n');
  let feed = text.indexOf('\f');
  for (;;) {
    const end = newline < 0 ? (feed < 0 ? text.length : feed) : feed < 0 || newline < feed ? newline : feed;
    const r = trimRange(text, start, end);
    if (r) lines.push(r);
    if (end === text.length) return lines;
    start = end + 1;
    if (end === newline) newline = text.indexOf('\n', start);
    else feed = text.indexOf('\f', start);
  }
};

/**
 * Sentence boundaries: '.', '!' or '?' followed by white space (not after a common abbreviation
 * such as 'Inc.' or 'P.O.'), a blank line or page break, a line ending in ':' or '?', and a line
 * that starts with a bullet or a checkbox.
 */
const splitSentences = (text: string, lines: Range[]): Range[] => {
  const cuts = new Set<number>();
  // The stops ('.', '!', '?') in order, each kind found by the engine's search (decision 452: not by reading every code),
  // each followed by white space or the end; `isSpace` is `\s`.
  let stop = text.indexOf('.');
  let bang = text.indexOf('!');
  let ask = text.indexOf('?');
  for (;;) {
    // The nearest of the three (-1 read as past the end).
    let i = stop < 0 ? text.length : stop;
    if (bang >= 0 && bang < i) i = bang;
    if (ask >= 0 && ask < i) i = ask;
    if (i === text.length) break;
    const c = text.charCodeAt(i);
    if (c === 46) stop = text.indexOf('.', i + 1);
    else if (c === 33) bang = text.indexOf('!', i + 1);
    else ask = text.indexOf('?', i + 1);
    if (i + 1 === text.length || isSpace(text.charCodeAt(i + 1))) {
      if (c === 46) {
        const before = text.slice(Math.max(0, i - 8), i);
        if (ABBREVIATION.test(before)) continue;
      }
      cuts.add(i + 1);
    }
  }
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as Range;
    const next = lines[k + 1];
    const last = text[line.end - 1];
    if (last === ':' || last === '?') cuts.add(line.end);
    if (BULLET.test(text.slice(line.start, Math.min(line.end, line.start + 4)))) cuts.add(line.start);
    // A blank line or a page break between two lines ends the sentence.
    if (next && /\n[ ]*[\n\f]|\f/.test(text.slice(line.end, next.start))) cuts.add(line.end);
    // A table row ending in an amount ('... you owed: $2,234.56') ends its clause.
    if (/\$\s*[\d,.]+\s*$|\b\d+\.\d{2}\s*$/.test(text.slice(Math.max(line.start, line.end - 24), line.end))) cuts.add(line.end);
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const out: Range[] = [];
  let start = 0;
  for (const cut of sorted) {
    const r = trimRange(text, start, cut);
    if (r) out.push(r);
    start = cut;
  }
  const tail = trimRange(text, start, text.length);
  if (tail) out.push(tail);
  return out;
};

let cache: VnDoc | undefined;
onForgetLetter(() => {
  cache = undefined;
});

/** The normalised view of a text, built anew (not kept: a view of part of a letter must not push the letter's own out). */
export const buildVnDoc = (source: string): VnDoc => {
  const laid = layout(source);
  const normalized = normalizeText(laid.text);
  const text = normalized.text;
  const map = laid.map ? normalized.map.map((i) => (laid.map as Int32Array)[i] ?? source.length) : normalized.map;
  const lines = splitLines(text);
  return { source, text, map, sentences: splitSentences(text, lines), lines, cache: new Map(), reordered: laid.map !== undefined };
};

/** The normalised view of a letter (the last one is kept, so the 26 rules share one pass). */
export const vnDoc = (source: string): VnDoc => {
  if (cache && cache.source === source) return cache;
  cache = buildVnDoc(source);
  return cache;
};

/** A value derived from the letter, computed once per letter and shared by the rules. */
export const memo = <T>(d: VnDoc, key: string, compute: () => T): T => {
  if (d.cache.has(key)) return d.cache.get(key) as T;
  const value = compute();
  d.cache.set(key, value);
  return value;
};

/** The original-text span of a normalised range. */
export const toSpan = (d: VnDoc, r: Range): Span => {
  let start = d.map[r.start] ?? d.source.length;
  let end = r.end > r.start ? (d.map[r.end - 1] ?? d.source.length - 1) + 1 : start;
  if (d.reordered && r.end > r.start) {
    // A range read across a column: quote from its first to its last original character.
    for (let i = r.start; i < r.end; i++) {
      const o = d.map[i] ?? start;
      if (o < start) start = o;
      if (o + 1 > end) end = o + 1;
    }
  }
  return spanOf(d.source, start, end);
};

/** The normalised offset of an original offset (first normalised character at or after it). */
export const fromOriginal = (d: VnDoc, offset: number): number => {
  if (d.reordered) {
    // The first normalised character whose original offset is at or after `offset`, nearest first.
    let best = d.text.length;
    let bestOffset = Number.POSITIVE_INFINITY;
    for (let i = 0; i < d.map.length - 1; i++) {
      const o = d.map[i] as number;
      if (o >= offset && o < bestOffset) [best, bestOffset] = [i, o];
    }
    return best;
  }
  let lo = 0;
  let hi = d.map.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((d.map[mid] as number) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export const textOf = (d: VnDoc, r: Range): string => d.text.slice(r.start, r.end);

const SINGLE = new WeakMap<RegExp, RegExp>();

// `globalOf` (text/find): the cached global copy of a pattern, reset. A global regex keeps
// `lastIndex` between searches (and `matchAll` starts its copy from there), so every search starts
// from a reset one and every long search resets it when done: a search stopped early must not make
// the next one skip matches.

/** Every match of the global `g` in `s`, from the start of `s` whatever `g.lastIndex` was. */
const allMatches = (s: string, g: RegExp): RegExpExecArray[] => {
  g.lastIndex = 0;
  const out = [...execAll(g, s)];
  g.lastIndex = 0;
  return out;
};

const singleOf = (re: RegExp): RegExp => {
  let one = SINGLE.get(re);
  if (!one) {
    one = new RegExp(re.source, re.flags.replace('g', ''));
    SINGLE.set(re, one);
  }
  one.lastIndex = 0;
  return one;
};

/** Ranges shorter than this (sentences, lines) are searched as a copy: a miss then stops at the range's end. */
const SMALL_RANGE = 4096;

/**
 * Every match of `re` inside range `r` (whole text when omitted), in normalised coordinates.
 * A long range is searched in place from `r.start` (no copy); a match running past `r.end` is retried
 * on the range alone.
 */
export const matchesIn = (d: VnDoc, re: RegExp, r?: Range): Range[] => {
  if (!mayMatch(re, d.text)) return [];
  const g = globalOf(re);
  const start = r?.start ?? 0;
  const end = r?.end ?? d.text.length;
  const out: Range[] = [];
  if (end - start < SMALL_RANGE) {
    for (const m of allMatches(d.text.slice(start, end), g))
      if (m[0].length > 0) out.push({ start: start + (m.index ?? 0), end: start + (m.index ?? 0) + m[0].length });
    return out;
  }
  g.lastIndex = start;
  let m: RegExpExecArray | null;
  while ((m = g.exec(d.text)) !== null) {
    if (m.index >= end) break;
    if (m[0].length === 0) {
      g.lastIndex = m.index + 1;
      continue;
    }
    const mEnd = m.index + m[0].length;
    if (mEnd > end) {
      // Confined to the range, the pattern may still match (a shorter alternative).
      const tail = d.text.slice(m.index, end);
      const at = m.index;
      for (const t of allMatches(tail, g)) if (t[0].length > 0) out.push({ start: at + (t.index ?? 0), end: at + (t.index ?? 0) + t[0].length });
      break;
    }
    out.push({ start: m.index, end: mEnd });
  }
  g.lastIndex = 0;
  return out;
};

export const firstIn = (d: VnDoc, re: RegExp, r?: Range): Range | undefined => (mayMatch(re, d.text) ? searchIn(d, re, r) : undefined);

/**
 * `firstIn` for a pattern the filter already let through on `d.text` (`mayMatch`, the same answer for every range of
 * it): a loop over the sentences asks the filter once per pattern, not once per sentence (decision 412).
 */
export const searchIn = (d: VnDoc, re: RegExp, r?: Range): Range | undefined => {
  const start = r?.start ?? 0;
  const end = r?.end ?? d.text.length;
  if (end - start < SMALL_RANGE) {
    const m = singleOf(re).exec(d.text.slice(start, end));
    return m && m[0].length > 0 ? { start: start + m.index, end: start + m.index + m[0].length } : undefined;
  }
  const g = globalOf(re);
  g.lastIndex = start;
  const m = g.exec(d.text);
  g.lastIndex = 0;
  if (!m || m.index >= end) return undefined;
  if (m[0].length === 0) return matchesIn(d, re, r)[0];
  if (m.index + m[0].length <= end) return { start: m.index, end: m.index + m[0].length };
  const tail = singleOf(re).exec(d.text.slice(m.index, end));
  return tail && tail[0].length > 0 ? { start: m.index + tail.index, end: m.index + tail.index + tail[0].length } : undefined;
};

export const anyIn = (d: VnDoc, patterns: readonly RegExp[], r?: Range): boolean => patterns.some((p) => firstIn(d, p, r) !== undefined);

/** Index of the sentence containing normalised offset `at` (or the nearest one before it). */
export const sentenceIndexAt = (d: VnDoc, at: number): number => {
  let lo = 0;
  let hi = d.sentences.length - 1;
  let best = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = d.sentences[mid] as Range;
    if (s.start <= at) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
};

/** Index of the line containing normalised offset `at` (or the nearest one before it). */
export const lineIndexAt = (d: VnDoc, at: number): number => {
  let lo = 0;
  let hi = d.lines.length - 1;
  let best = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = d.lines[mid] as Range;
    if (s.start <= at) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
};

/** True when a blank line or page break separates the two offsets. */
export const paragraphBreakBetween = (d: VnDoc, from: number, to: number): boolean =>
  /\n[ ]*[\n\f]|\f/.test(d.text.slice(Math.min(from, to), Math.max(from, to)));

/** The sentence at index i joined with the one before it when both sit in the same paragraph. */
export const withPrevious = (d: VnDoc, i: number): Range => {
  const s = d.sentences[i] as Range;
  const prev = d.sentences[i - 1];
  if (prev && !paragraphBreakBetween(d, prev.end, s.start)) return { start: prev.start, end: s.end };
  return s;
};
