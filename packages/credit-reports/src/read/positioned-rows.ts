/**
 * A report page as positioned text: words (from a PDF text layer or OCR, each with its box) put
 * into rows by their height on the page, and each row cut into cells where the gap between two
 * words is a column's gap, not a space. Tesseract reads a right-hand column as a block of its own
 * and pdf.js gives text in drawing order; rows rebuilt from positions put a label and its value
 * back side by side. Every word keeps its offsets in the page text, so evidence points at the
 * page's own words. Pages without word boxes (plain text) fall back to their lines, cut into
 * cells at runs of two or more spaces.
 */
import type { ReportPage } from '../types';

export type PlacedWord = { text: string; start: number; end: number; confidence: number; x0: number; x1: number; y0: number; y1: number };
export type Cell = { words: PlacedWord[]; text: string; x0: number; x1: number };
export type Row = { page: number; pageRef: ReportPage; y: number; h: number; cells: Cell[]; text: string };

const cellOf = (words: PlacedWord[]): Cell => ({
  words,
  text: words.map((w) => w.text).join(' '),
  x0: words[0]!.x0,
  x1: words[words.length - 1]!.x1,
});

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Cuts a row's words (left to right) into cells at gaps wider than `gap`. */
const cellsOf = (words: PlacedWord[], gap: number): Cell[] => {
  const cells: Cell[] = [];
  let current: PlacedWord[] = [];
  for (const w of words) {
    const prev = current[current.length - 1];
    if (prev && w.x0 - prev.x1 > gap) {
      cells.push(cellOf(current));
      current = [];
    }
    current.push(w);
  }
  if (current.length) cells.push(cellOf(current));
  return cells;
};

const placedRows = (pageRef: ReportPage): Row[] | undefined => {
  const words = pageRef.words ?? [];
  if (words.length === 0 || words.some((w) => w.bbox === undefined || w.start === undefined || w.end === undefined)) return undefined;
  const tan = Math.tan(((pageRef.skewAngle ?? 0) * Math.PI) / 180);
  const placed: PlacedWord[] = [];
  for (const w of words) {
    const b = w.bbox!;
    const text = pageRef.text.slice(w.start!, w.end!);
    if (!text.trim()) continue;
    const shift = ((b.x0 + b.x1) / 2) * tan;
    placed.push({ text, start: w.start!, end: w.end!, confidence: w.confidence, x0: b.x0, x1: b.x1, y0: b.y0 - shift, y1: b.y1 - shift });
  }
  if (placed.length === 0) return [];
  const h = median(placed.map((p) => p.y1 - p.y0)) || 10;
  const tolerance = 0.5 * h;
  const groups: PlacedWord[][] = [];
  const centres: number[] = [];
  for (const w of [...placed].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2)) {
    const c = (w.y0 + w.y1) / 2;
    const last = groups.length - 1;
    if (last >= 0 && Math.abs(c - centres[last]!) <= tolerance) {
      groups[last]!.push(w);
      centres[last] = groups[last]!.reduce((s, p) => s + (p.y0 + p.y1) / 2, 0) / groups[last]!.length;
    } else {
      groups.push([w]);
      centres.push(c);
    }
  }
  return groups.map((g, i) => {
    g.sort((a, b) => a.x0 - b.x0);
    const rowH = median(g.map((p) => p.y1 - p.y0)) || h;
    const cells = cellsOf(g, 1.6 * rowH);
    return { page: pageRef.index + 1, pageRef, y: centres[i]!, h: rowH, cells, text: cells.map((c) => c.text).join('  ') };
  });
};

/** Lines of a page without boxes: each a row; cells at two or more spaces; positions in characters. */
const textRows = (pageRef: ReportPage): Row[] => {
  const rows: Row[] = [];
  let at = 0;
  // Confidence of a word: the least confident of the page's word records over it (the page's without).
  const known = (pageRef.words ?? []).filter((w) => w.start !== undefined && w.end !== undefined);
  const confidenceAt = (start: number, end: number): number => {
    const over = known.filter((w) => w.start! < end && start < w.end!);
    return over.length ? Math.min(...over.map((w) => w.confidence)) : pageRef.confidence;
  };
  pageRef.text.split('\n').forEach((line, i) => {
    const words: PlacedWord[] = [];
    for (const m of line.matchAll(/\S+/g)) {
      words.push({
        text: m[0],
        start: at + m.index,
        end: at + m.index + m[0].length,
        confidence: confidenceAt(at + m.index, at + m.index + m[0].length),
        x0: m.index,
        x1: m.index + m[0].length,
        y0: i,
        y1: i + 1,
      });
    }
    at += line.length + 1;
    if (words.length === 0) return;
    const cells = cellsOf(words, 1.5);
    rows.push({ page: pageRef.index + 1, pageRef, y: i + 0.5, h: 1, cells, text: cells.map((c) => c.text).join('  ') });
  });
  return rows;
};

/** A page's rows, top to bottom. */
export const rowsOf = (page: ReportPage): Row[] => placedRows(page) ?? textRows(page);

/** OCR confidence of some words: the least confident (the page's when none). */
export const wordsConfidence = (words: readonly PlacedWord[], page: ReportPage): number =>
  words.length ? Math.min(...words.map((w) => w.confidence)) : page.confidence;
