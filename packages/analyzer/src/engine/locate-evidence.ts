import type { ExtractedDocument, Span } from '../types';

/** A quoted span with where it sits: page (1 = first), line within the page (1 = first) and column (0-based). */
export type EvidenceQuote = Span & { page: number; line: number; column: number };

/** The page holding a document offset (pages are in order; offsets index ExtractedDocument.text). */
const pageAt = (doc: ExtractedDocument, offset: number): { index: number; offset: number } => {
  let found = { index: 0, offset: 0 };
  for (const p of doc.pages) {
    if (p.offset <= offset) found = { index: p.index, offset: p.offset };
    else break;
  }
  return found;
};

/**
 * Where the line breaks of a document's text are, found once per document (kept with it, no longer):
 * a report locates dozens of spans, and counting the breaks before each from its page's start read the
 * page again for every one.
 */
const breaksOf = new WeakMap<ExtractedDocument, { text: string; breaks: Int32Array }>();

const lineBreaks = (doc: ExtractedDocument): Int32Array => {
  const known = breaksOf.get(doc);
  if (known?.text === doc.text) return known.breaks;
  const found: number[] = [];
  for (let at = doc.text.indexOf('\n'); at !== -1; at = doc.text.indexOf('\n', at + 1)) found.push(at);
  const breaks = Int32Array.from(found);
  breaksOf.set(doc, { text: doc.text, breaks });
  return breaks;
};

/** How many of the sorted `breaks` come before `offset`. */
const breaksBefore = (breaks: Int32Array, offset: number): number => {
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (breaks[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The page (1 = first) a span starts on: `locateEvidence(doc, span).page`, without the line and column. */
export const pageOfSpan = (doc: ExtractedDocument, span: Span): number => pageAt(doc, span.start).index + 1;

export const locateEvidence = (doc: ExtractedDocument, span: Span): EvidenceQuote => {
  const page = pageAt(doc, span.start);
  if (span.start >= page.offset && span.start <= doc.text.length) {
    // The same as counting the breaks in the text from the page's start to the span's.
    const breaks = lineBreaks(doc);
    const first = breaksBefore(breaks, page.offset);
    const last = breaksBefore(breaks, span.start);
    const column = last > first ? span.start - (breaks[last - 1]! + 1) : span.start - page.offset;
    return { ...span, page: page.index + 1, line: 1 + last - first, column };
  }
  const before = doc.text.slice(page.offset, span.start);
  const lastBreak = before.lastIndexOf('\n');
  let line = 1;
  for (let i = 0; i < before.length; i++) if (before.charCodeAt(i) === 10) line++;
  return { ...span, page: page.index + 1, line, column: before.length - (lastBreak + 1) };
};

/** The full line of text a span starts on, and the span's columns within it (for a caret under the words). */
export const lineOf = (text: string, span: Span): { line: string; from: number; to: number } => {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const nl = text.indexOf('\n', span.start);
  const lineEnd = nl === -1 ? text.length : nl;
  const from = span.start - lineStart;
  return { line: text.slice(lineStart, lineEnd), from, to: Math.max(from + 1, Math.min(span.end, lineEnd) - lineStart) };
};
