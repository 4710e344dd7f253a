import type { Span } from '../../types';
import { globalOf } from '../../text/find';
import { MATCHES_NOTHING, mayMatch, prunedFor } from '../../text/prefilter';
import { onForgetLetter } from '../../text/last-letter';
import { isSpace as isSpaceCode } from '../../text/chars';

/**
 * Light matching view of a letter for the §1.4 rules, with an exact map back to the original text.
 *
 * Only what cannot be handled by a pattern is changed, so the view stays the same length as the
 * letter almost everywhere: curly quotes become straight, a word hyphenated across a line break is
 * re-joined ("prosecu-\ntion"), and a 0 / 1 / | read inside a word becomes a letter ("crimina1").
 * Line breaks are kept (patterns use \s+ between words). The view and its sentences are computed
 * once per text and shared by all the rules of the section.
 */
export type View = {
  orig: string;
  text: string;
  /** map[i] = offset in `orig` of text[i]; map[text.length] = orig.length. */
  map: Uint32Array;
  /** Sentence starts and ends in `text` (computed on first use). */
  sentenceStarts?: Int32Array;
  sentenceEnds?: Int32Array;
};

const QUOTES: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u00a0': ' ' };

// As `/[A-Za-z\u00c0-\u017f]/`, `/[a-z\u00df-\u00ff]/` and `/[A-Za-z0-9\u00c0-\u017f]/` test one character, read on its code.
const letterCode = (x: number): boolean => (x >= 65 && x <= 90) || (x >= 97 && x <= 122) || (x >= 0xc0 && x <= 0x17f);
const isLetter = (c: string | undefined): boolean => c !== undefined && letterCode(c.charCodeAt(0));
const isLower = (c: string | undefined): boolean => {
  if (c === undefined) return false;
  const x = c.charCodeAt(0);
  return (x >= 97 && x <= 122) || (x >= 0xdf && x <= 0xff);
};
const isAlnum = (c: string | undefined): boolean => {
  if (c === undefined) return false;
  const x = c.charCodeAt(0);
  return letterCode(x) || (x >= 48 && x <= 57);
};
/** As `/[A-Za-z.]/` tests one character. */
const isLetterOrDot = (x: number): boolean => (x >= 65 && x <= 90) || (x >= 97 && x <= 122) || x === 46;

const digitAsLetter = (orig: string, i: number): string | undefined => {
  const c = orig[i];
  if (c !== '0' && c !== '1' && c !== '|') return undefined;
  const p1 = orig[i - 1];
  const p2 = orig[i - 2];
  const n1 = orig[i + 1];
  const n2 = orig[i + 2];
  const inWord = (isLetter(p1) && isLetter(n1)) || (isLetter(p1) && isLetter(p2) && !isAlnum(n1)) || (!isAlnum(p1) && isLetter(n1) && isLetter(n2));
  if (!inWord) return undefined;
  const upper = (p1 !== undefined && /[A-Z]/.test(p1)) || (n1 !== undefined && /[A-Z]/.test(n1) && !isLower(n2));
  const letter = c === '0' ? 'o' : 'l';
  return upper ? letter.toUpperCase() : letter;
};

let cached: View | undefined;
onForgetLetter(() => {
  cached = undefined;
});

/** Characters that may need an edit: typographic quotes and dashes, line-break hyphens, digits read in words. */
const CANDIDATE = /[\u2018\u2019\u201c\u201d\u2013\u2014\u00a0]|[-\u00ad][ \t]*\r?\n[ \t]*(?=[a-z\u00df-\u00ff])|[01|]/g;

type Edit = { at: number; length: number; text: string };

/** The matching view of `orig` (cached for the last text seen). Linear; no work where nothing changes. */
export const viewOf = (orig: string): View => {
  if (cached !== undefined && cached.orig === orig) return cached;
  const edits: Edit[] = [];
  CANDIDATE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CANDIDATE.exec(orig)) !== null) {
    const c = m[0];
    const at = m.index;
    if (c.length > 1) {
      if (isLetter(orig[at - 1])) edits.push({ at, length: c.length, text: '' });
    } else if (QUOTES[c] !== undefined) edits.push({ at, length: 1, text: QUOTES[c]! });
    else {
      const letter = digitAsLetter(orig, at);
      if (letter !== undefined) edits.push({ at, length: 1, text: letter });
    }
  }
  const length = edits.reduce((n, e) => n + e.text.length - e.length, orig.length);
  const map = new Uint32Array(length + 1);
  const parts: string[] = [];
  let from = 0;
  let out = 0;
  for (const e of edits) {
    parts.push(orig.slice(from, e.at), e.text);
    for (let k = from; k < e.at; k++) map[out++] = k;
    for (let k = 0; k < e.text.length; k++) map[out++] = e.at;
    from = e.at + e.length;
  }
  parts.push(orig.slice(from));
  for (let k = from; k < orig.length; k++) map[out++] = k;
  map[out] = orig.length;
  cached = { orig, text: edits.length === 0 ? orig : parts.join(''), map };
  return cached;
};

/** The original span for view range [start, end), trimmed of whitespace. */
export const spanOfView = (v: View, start: number, end: number): Span => {
  let s = v.map[Math.max(0, Math.min(start, v.text.length))]!;
  let e = end > start ? v.map[Math.min(end - 1, v.text.length - 1)]! + 1 : s;
  while (s < e && isSpaceCode(v.orig.charCodeAt(s))) s++;
  while (e > s && isSpaceCode(v.orig.charCodeAt(e - 1))) e--;
  return { start: s, end: e, text: v.orig.slice(s, e) };
};

export type Hit = { start: number; end: number; match: RegExpExecArray };

/** Every match of `re` in the view (global flag added). Offsets are view offsets. */
export const hits = (v: View, re: RegExp): Hit[] => {
  if (!mayMatch(re, v.text)) return [];
  const pruned = prunedFor(re, v.text);
  // Every alternative needs a word the text lacks: the pattern that matches nothing, not scanned (decision 164).
  if (pruned.source === MATCHES_NOTHING) return [];
  const g = globalOf(pruned);
  const out: Hit[] = [];
  let m: RegExpExecArray | null;
  while ((m = g.exec(v.text)) !== null) {
    if (m[0].length === 0) {
      g.lastIndex++;
      continue;
    }
    out.push({ start: m.index, end: m.index + m[0].length, match: m });
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Sentences.

const ABBREVIATIONS = new Set(
  'mr mrs ms dr inc co corp ltd no nos st ave jr sr esq vs v u.s u.s.c p.o e.g i.e llc p.c p.a n.a dept approx acct ref tel fla cal ill mass sec par ch cir f.3d f.2d supp'.split(
    ' ',
  ),
);

/** Is the '.' at `at` the end of an abbreviation or an initial ("N.", "Inc.", "U.S.C.")? */
const isAbbreviation = (text: string, at: number): boolean => {
  let s = at;
  while (s > 0 && isLetterOrDot(text.charCodeAt(s - 1))) s--;
  const word = text.slice(s, at).toLowerCase();
  if (word.length === 1) return true;
  return ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/\.$/, ''));
};

const LINE_CONTINUES = /[,;:&(/-]$|\b(?:and|or|of|the|to|a|an|for|by|in|on|at|with|your|our|y|de|la|el|que)$/i;

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f' || c === '\u00a0';
const BOUNDARY_CANDIDATE = /[.!?]|\n/g;

const computeSentences = (v: View): void => {
  const t = v.text;
  const starts: number[] = [];
  const ends: number[] = [];
  let start = 0;
  const push = (s: number, e: number) => {
    while (s < e && isSpace(t[s])) s++;
    while (e > s && isSpace(t[e - 1])) e--;
    if (e > s) {
      starts.push(s);
      ends.push(e);
    }
  };
  let lineStart = 0;
  BOUNDARY_CANDIDATE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BOUNDARY_CANDIDATE.exec(t)) !== null) {
    const i = m.index;
    const c = m[0];
    if (c !== '\n') {
      let j = i + 1;
      while (t[j] === '"' || t[j] === "'" || t[j] === ')') j++;
      const next = t[j];
      if (next !== undefined && !isSpace(next)) continue;
      let k = j;
      while (k < t.length && isSpace(t[k])) k++;
      if (isLower(t[k])) continue;
      if (c === '.' && isAbbreviation(t, i) && t[k] !== undefined && !t.slice(j, k).includes('\n')) continue;
      push(start, j);
      start = j;
      continue;
    }
    const line = t.slice(lineStart, i).trim();
    lineStart = i + 1;
    let k = i + 1;
    let blank = false;
    while (k < t.length && isSpace(t[k])) {
      if (t[k] === '\n' || t[k] === '\f') blank = true;
      k++;
    }
    // A blank line, or a short line that does not run on (a heading, a table row, an address line).
    const heading = line.length > 0 && line.length <= 60 && !LINE_CONTINUES.test(line) && !isLower(t[k]);
    if (blank || heading) {
      push(start, i);
      start = i + 1;
    }
  }
  push(start, t.length);
  v.sentenceStarts = Int32Array.from(starts);
  v.sentenceEnds = Int32Array.from(ends);
};

export type Range = { start: number; end: number };

const MAX_SENTENCE = 420;

/** The sentence of the view containing view offset `at` (view offsets), capped around `at` for run-on text. */
export const sentenceRange = (v: View, at: number): Range => {
  if (!v.sentenceStarts || !v.sentenceEnds) computeSentences(v);
  const starts = v.sentenceStarts!;
  const ends = v.sentenceEnds!;
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  let s = found >= 0 ? starts[found]! : 0;
  let e = found >= 0 ? ends[found]! : Math.min(v.text.length, at + 1);
  if (e < at) e = Math.min(v.text.length, at + 1);
  if (e - s > MAX_SENTENCE) {
    s = Math.max(s, at - MAX_SENTENCE / 2);
    e = Math.min(e, at + MAX_SENTENCE / 2);
    while (s > 0 && s < at && !isSpaceCode(v.text.charCodeAt(s - 1))) s++;
    while (e < v.text.length && e > at && !isSpaceCode(v.text.charCodeAt(e))) e--;
  }
  return { start: s, end: e };
};

/** The sentence text around view offset `at`, and where it starts. */
export const sentenceAround = (v: View, at: number): { range: Range; text: string } => {
  const range = sentenceRange(v, at);
  return { range, text: v.text.slice(range.start, range.end) };
};

/** The sentence containing view offset `at`, as an original-text span (the evidence to quote). */
export const sentenceSpan = (v: View, at: number): Span => {
  const r = sentenceRange(v, at);
  return spanOfView(v, r.start, r.end);
};

/** Distinct, non-overlapping spans in document order (the first of overlapping spans is kept). */
export const uniqueSpans = (spans: readonly Span[]): Span[] => {
  const out: Span[] = [];
  let lastEnd = -1;
  for (const s of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (s.text.length === 0 || s.start < lastEnd) continue;
    out.push(s);
    lastEnd = s.end;
  }
  return out;
};

/** A match with its sentence: `at` is the match's offset inside `sentence`. */
export type Found = { hit: Hit; sentence: string; range: Range; at: number };

/** Every match of `re` with the sentence around it. */
export const findWithSentence = (v: View, re: RegExp): Found[] =>
  hits(v, re).map((hit) => {
    const { range, text } = sentenceAround(v, hit.start);
    return { hit, sentence: text, range, at: hit.start - range.start };
  });

/** The evidence span (original text) of a found sentence. */
export const foundSpan = (v: View, f: Found): Span => spanOfView(v, f.range.start, f.range.end);

/** The view offset of an original offset (the view differs from the original only where it re-joins words). */
export const viewOffset = (v: View, origOffset: number): number => {
  let lo = 0;
  let hi = v.text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v.map[mid]! < origOffset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
