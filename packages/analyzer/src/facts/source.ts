import { normalizeText, toOriginalSpan, type NormalizedText } from '../text/normalize';
import type { Span } from '../types';
import { execAll } from '../text/exec-all';

/** One line of the normalized text: offsets into `Source.norm.text`, `text` without the newline. */
export type Line = { start: number; end: number; text: string };

/**
 * A letter prepared for the fact finders: the original text, its normalized form (what the
 * finders match) and the normalized lines. Finders match `norm.text` and report spans of the
 * original through `span()`.
 */
export type Source = {
  /** The original text: every span indexes it. */
  text: string;
  norm: NormalizedText;
  lines: Line[];
  /** Cells of each line, computed on first use (see `cellsAt`). */
  cellCache?: Map<number, Line[]>;
  /** Results shared by several finders, computed on first use (see `memo`). */
  memoCache?: Map<string, unknown>;
};

/** A value computed once per source (finders share scans: amounts, itemization lines). */
export const memo = <T>(src: Source, key: string, compute: () => T): T => {
  src.memoCache ??= new Map();
  if (!src.memoCache.has(key)) src.memoCache.set(key, compute());
  return src.memoCache.get(key) as T;
};

const splitLines = (text: string): Line[] => {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, end, text: text.slice(start, end) });
    if (nl < 0) break;
    start = nl + 1;
  }
  return lines;
};

/**
 * Prepares a text once for all finders (finders also accept a plain string). `cleaned`, when
 * given, is the same text with noise blanked (same length): it is what gets matched, while spans
 * still quote `text`.
 */
export const toSource = (input: string | Source, cleaned?: string): Source => {
  if (typeof input !== 'string') return input;
  const base = cleaned !== undefined && cleaned.length === input.length ? cleaned : input;
  const norm = readingOrder({ ...normalizeText(base), original: input });
  return { text: input, norm, lines: splitLines(norm.text) };
};

/** Lines of text with their offsets, for the column view. */
const linesOf = (text: string): Line[] => splitLines(text);

/**
 * Two columns printed side by side come out of PDF text layers as interleaved lines ("You had a
 * credit card from      Call or write to us by"). This view puts each such paragraph in reading
 * order: its left column, then its right column. A paragraph (lines between blank lines) is split
 * at a character column where at least three lines, and half of its lines, have a cell of words
 * starting (a gap of 3+ spaces before it); cells of amounts alone (an itemization's values) do not
 * make a column. Every character keeps its map to the original, so spans stay exact.
 */
export const readingOrder = (norm: NormalizedText): NormalizedText => {
  const lines = linesOf(norm.text);
  type Piece = { start: number; end: number };
  const pieces: Piece[] = [];
  let changed = false;
  let i = 0;
  while (i < lines.length) {
    // A paragraph: consecutive non-blank lines.
    if (lines[i]!.text.trim() === '') {
      pieces.push({ start: lines[i]!.start, end: Math.min(norm.text.length, lines[i]!.end + 1) });
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && lines[j]!.text.trim() !== '' && j - i < 200) j++;
    const para = lines.slice(i, j);
    const split = columnOf(para);
    if (split === null) {
      pieces.push({ start: para[0]!.start, end: Math.min(norm.text.length, para[para.length - 1]!.end + 1) });
    } else {
      changed = true;
      const right: Piece[] = [];
      for (const line of para) {
        const at = rightCellStart(line, split);
        if (at === null) {
          pieces.push({ start: line.start, end: line.end }, NEWLINE);
          continue;
        }
        // Left part without its trailing spaces, right part to the end of the line.
        let leftEnd = line.start + at;
        while (leftEnd > line.start && norm.text[leftEnd - 1] === ' ') leftEnd--;
        if (leftEnd > line.start) pieces.push({ start: line.start, end: leftEnd }, NEWLINE);
        right.push({ start: line.start + at, end: line.end }, NEWLINE);
      }
      // A blank line between the two columns: they are separate flows of text.
      pieces.push(NEWLINE, ...right);
      // Keep the paragraph's own line break at its end, if any.
      const last = para[para.length - 1]!;
      if (last.end < norm.text.length) pieces.push({ start: last.end, end: last.end + 1 });
      if (pieces.length > 1 && pieces[pieces.length - 2] === NEWLINE && pieces[pieces.length - 1]!.start === last.end) pieces.splice(pieces.length - 2, 1);
    }
    i = j;
  }
  if (!changed) return norm;
  // Assemble the view; NEWLINE pieces are synthetic line breaks mapped to the break that follows.
  const parts: string[] = [];
  let length = 0;
  for (const p of pieces) length += p === NEWLINE ? 1 : p.end - p.start;
  const starts = new Uint32Array(length);
  const ends = new Uint32Array(length);
  let out = 0;
  let lastOrig = 0;
  for (const p of pieces) {
    if (p === NEWLINE) {
      parts.push('\n');
      starts[out] = lastOrig;
      ends[out] = lastOrig;
      out++;
      continue;
    }
    parts.push(norm.text.slice(p.start, p.end));
    for (let k = p.start; k < p.end; k++) {
      starts[out] = norm.starts[k]!;
      ends[out] = norm.ends[k]!;
      out++;
    }
    if (p.end > p.start) lastOrig = norm.ends[p.end - 1]!;
  }
  return { original: norm.original, text: parts.join(''), starts, ends };
};

const NEWLINE = { start: -1, end: -1 };

/** The character column where a paragraph's right column starts, or null. */
const columnOf = (para: Line[]): number | null => {
  if (para.length < 3) return null;
  const votes = new Map<number, { words: number; all: number }>();
  for (const line of para) {
    const cells = cellsOf(line);
    for (const cell of cells.slice(1)) {
      const col = cell.start - line.start;
      if (col < 20) continue;
      const v = votes.get(col) ?? { words: 0, all: 0 };
      v.all++;
      if (/[A-Za-z\u00c0-\u00ff]{2,}[^A-Za-z]+[A-Za-z\u00c0-\u00ff]{2,}/.test(cell.text)) v.words++;
      votes.set(col, v);
    }
  }
  let best: number | null = null;
  let bestWords = 0;
  for (const col of votes.keys()) {
    // Columns within two characters count together.
    let words = 0;
    let all = 0;
    for (let d = -2; d <= 2; d++) {
      const v = votes.get(col + d);
      if (v) {
        words += v.words;
        all += v.all;
      }
    }
    if (words >= 3 && all * 2 >= para.length && words * 10 >= all * 6 && words > bestWords) {
      best = col;
      bestWords = words;
    }
  }
  return best;
};

/** Offset within the line where its right column starts (a cell starting within two characters of `col`), or null. */
const rightCellStart = (line: Line, col: number): number | null => {
  for (const cell of cellsOf(line).slice(1)) {
    const at = cell.start - line.start;
    if (Math.abs(at - col) <= 2) return at;
  }
  return null;
};

/** The span of the original text for the normalized range [start, end), trimmed. */
export const span = (src: Source, start: number, end: number): Span => toOriginalSpan(src.norm, start, end);

/** Index of the line holding normalized offset `at`. */
export const lineIndexAt = (src: Source, at: number): number => {
  let lo = 0;
  let hi = src.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (src.lines[mid]!.start <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

/** A line with nothing but spaces, a page break or OCR specks. */
export const isBlankLine = (line: Line): boolean => !/[A-Za-z0-9$]/.test(line.text);

/** Index of the next non-blank line after `index` (within `maxSkip` blank lines), or -1. */
export const nextLineIndex = (src: Source, index: number, maxSkip = 1): number => {
  let skipped = 0;
  for (let i = index + 1; i < src.lines.length; i++) {
    if (!isBlankLine(src.lines[i]!)) return i;
    if (src.lines[i]!.text.includes('\f')) return -1;
    if (++skipped > maxSkip) return -1;
  }
  return -1;
};

/** Index of the previous non-blank line before `index` (within `maxSkip` blank lines), or -1. */
export const previousLineIndex = (src: Source, index: number, maxSkip = 1): number => {
  let skipped = 0;
  for (let i = index - 1; i >= 0; i--) {
    if (!isBlankLine(src.lines[i]!)) return i;
    if (src.lines[i]!.text.includes('\f')) return -1;
    if (++skipped > maxSkip) return -1;
  }
  return -1;
};

/**
 * The cells of a line: text runs separated by three or more spaces (two columns printed side by
 * side come out of PDFs and OCR that way). Offsets are normalized offsets; cell text is trimmed.
 */
export const cellsOf = (line: Line): Line[] => {
  const cells: Line[] = [];
  // Most lines have no gap of three spaces: the line from its first character is its one cell.
  if (!line.text.includes('   ')) {
    const first = line.text.search(/\S/);
    if (first < 0) return cells;
    const text = line.text.slice(first).trimEnd();
    const start = line.start + first;
    cells.push({ start, end: start + text.length, text });
    return cells;
  }
  const re = /\S(?:[^ ]| {1,2}(?! ))*/g;
  for (const m of execAll(re, line.text)) {
    const text = m[0].trimEnd();
    const start = line.start + (m.index ?? 0);
    cells.push({ start, end: start + text.length, text });
  }
  return cells;
};

/** Start and end of the sentence around [start, end): up to . ! ? or a blank line, 400 characters at most each way. */
export const sentenceBounds = (text: string, start: number, end: number): { start: number; end: number } => {
  let s = start;
  const minS = Math.max(0, start - 400);
  while (s > minS) {
    const c = text[s - 1]!;
    if ((c === '.' || c === '!' || c === '?') && /\s/.test(text[s] ?? ' ') && !isAbbreviationEnd(text, s - 1)) break;
    if (c === '\f') break;
    if (c === '\n') {
      let k = s - 2;
      while (k >= 0 && text[k] === ' ') k--;
      if (k < 0 || text[k] === '\n' || text[k] === '\f') break;
    }
    s--;
  }
  let e = end;
  const maxE = Math.min(text.length, end + 400);
  while (e < maxE) {
    const c = text[e]!;
    if ((c === '.' || c === '!' || c === '?') && /\s/.test(text[e + 1] ?? ' ') && !isAbbreviationEnd(text, e)) {
      e++;
      break;
    }
    if (c === '\f') break;
    if (c === '\n') {
      let k = e + 1;
      while (k < text.length && text[k] === ' ') k++;
      if (k >= text.length || text[k] === '\n' || text[k] === '\f') break;
    }
    e++;
  }
  return { start: s, end: e };
};

// "Jan." "P.O." "Inc." "No." "U.S." end with a dot but not a sentence.
const ABBREVIATIONS = new Set([
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'inc',
  'no',
  'co',
  'corp',
  'ltd',
  'st',
  'ave',
  'mr',
  'mrs',
  'ms',
  'dr',
  'p.o',
  'u.s',
  'n.a',
  'l.l.c',
  'p.c',
  'apt',
  'ste',
  'acct',
  'ref',
  'dept',
  'blvd',
  'rd',
  'vs',
  'etc',
  'llc',
]);

const isAbbreviationEnd = (text: string, dot: number): boolean => {
  let k = dot;
  while (k > 0 && dot - k < 8 && /[A-Za-z.]/.test(text[k - 1]!)) k--;
  const word = text.slice(k, dot).toLowerCase();
  if (word.length === 1) return true; // an initial: "John Q. Public", "P. O."
  return ABBREVIATIONS.has(word);
};

/**
 * A regex whose literal spaces match any run of whitespace, line breaks included (a phrase may be
 * broken across lines by OCR or a PDF). Spaces inside character classes are left alone.
 */
export const flex = (re: RegExp): RegExp => {
  // A pattern without state (no g / y flag) is made once; a stateful one is new for each caller.
  const stateless = !re.global && !re.sticky;
  const known = stateless ? flexed.get(re) : undefined;
  if (known !== undefined) return known;
  const made = flexOf(re);
  if (stateless) flexed.set(re, made);
  return made;
};

const flexed = new WeakMap<RegExp, RegExp>();

const flexOf = (re: RegExp): RegExp => {
  let out = '';
  let inClass = false;
  let escaped = false;
  const source = re.source;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (escaped) {
      out += c;
      escaped = false;
      continue;
    }
    if (c === '\\') escaped = true;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    if (c === ' ' && !inClass) {
      // A quantified space (" ?", " *", " {0,3}") keeps its quantifier on one whitespace character.
      out += /[?*+{]/.test(source[i + 1] ?? '') ? '\\s' : '\\s+';
      continue;
    }
    out += c;
  }
  return new RegExp(out, re.flags);
};

/** The cells of line `index`, memoized on the source. */
export const cellsAt = (src: Source, index: number): Line[] => {
  src.cellCache ??= new Map();
  let cells = src.cellCache.get(index);
  if (!cells) {
    cells = cellsOf(src.lines[index]!);
    src.cellCache.set(index, cells);
  }
  return cells;
};
