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

export const locateEvidence = (doc: ExtractedDocument, span: Span): EvidenceQuote => {
  const page = pageAt(doc, span.start);
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
