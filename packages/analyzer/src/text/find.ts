import type { Span } from '../types';
import { matchesNothing, mayMatch, prunedFor } from './prefilter';
import { execAll } from './exec-all';
import { isSpace } from './chars';

/** The span of `text` between two offsets. */
export const spanOf = (text: string, start: number, end: number): Span => ({
  start,
  end,
  text: text.slice(start, end),
});

const globalForms = new WeakMap<RegExp, RegExp>();

/**
 * The cached global copy of `re` (made once per pattern), its `lastIndex` reset to 0: every search
 * starts from the beginning, whatever the last one left.
 */
export const globalOf = (re: RegExp): RegExp => {
  let g = globalForms.get(re);
  if (g === undefined) {
    g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    globalForms.set(re, g);
  }
  g.lastIndex = 0;
  return g;
};

/** Every match of `pattern` in `text` as spans. The pattern is used with the global flag. */
export const findAll = (text: string, pattern: RegExp): Span[] => {
  if (!mayMatch(pattern, text)) return [];
  const pruned = prunedFor(pattern, text);
  if (matchesNothing(pruned, pattern)) return [];
  const spans: Span[] = [];
  for (const m of execAll(globalOf(pruned), text)) {
    if (m[0].length === 0) continue;
    const start = m.index ?? 0;
    spans.push(spanOf(text, start, start + m[0].length));
  }
  return spans;
};

/** The first match of `pattern`, or undefined. */
export const findFirst = (text: string, pattern: RegExp): Span | undefined => findAll(text, pattern)[0];

const SENTENCE_END = /[.!?](?=\s|$)|\n\s*\n/g;

/** The sentence (or paragraph line) containing offset `index`, trimmed, as a span. */
export const sentenceAt = (text: string, index: number): Span => {
  let start = 0;
  let end = text.length;
  for (const m of execAll(SENTENCE_END, text)) {
    const at = m.index ?? 0;
    if (at < index) start = at + m[0].length;
    else {
      end = at + 1;
      break;
    }
  }
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return spanOf(text, start, end);
};

/** Sentences of the text as spans (split on . ! ? followed by space, and on blank lines). */
export const sentences = (text: string): Span[] => {
  const out: Span[] = [];
  let start = 0;
  const push = (s: number, e: number) => {
    while (s < e && isSpace(text.charCodeAt(s))) s++;
    while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
    if (e > s) out.push(spanOf(text, s, e));
  };
  for (const m of execAll(SENTENCE_END, text)) {
    const at = m.index ?? 0;
    push(start, at + (m[0].startsWith('\n') ? 0 : 1));
    start = at + m[0].length;
  }
  push(start, text.length);
  return out;
};
