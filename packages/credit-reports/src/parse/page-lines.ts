/**
 * The lines of a report's pages. Text layers keep the extract stage's lines. OCR pages are put back
 * together from the word boxes by geometry (the skew the extract stage measured taken out), because
 * Tesseract's page segmentation reads a right-hand column as a block of its own, after the rows it
 * belongs to: "Account type" would otherwise land in the next account. Every character of a line
 * maps back to its offset in the page text, so evidence still points at the page's own words.
 */
import type { ReportPage } from '../types';

export type Line = {
  /** 1-based page number. */
  page: number;
  text: string;
  pageRef: ReportPage;
  /** Offset in the page text of a position in this line (positions up to text.length). */
  toPage: (i: number) => number;
  /** Words of a rebuilt line, in line positions (absent for text lines: the page's words are used). */
  words?: Array<{ start: number; end: number; confidence: number }>;
};

const textLines = (pageRef: ReportPage): Line[] => {
  const out: Line[] = [];
  let at = 0;
  for (const text of pageRef.text.split('\n')) {
    const start = at;
    out.push({ page: pageRef.index + 1, text, pageRef, toPage: (i) => start + i });
    at += text.length + 1;
  }
  return out;
};

type Placed = { start: number; end: number; confidence: number; text: string; x: number; y: number; h: number };

const rebuiltLines = (pageRef: ReportPage): Line[] | undefined => {
  const words = pageRef.words ?? [];
  if (words.length === 0 || words.some((w) => w.bbox === undefined || w.start === undefined || w.end === undefined)) return undefined;
  const tan = Math.tan(((pageRef.skewAngle ?? 0) * Math.PI) / 180);
  const placed: Placed[] = words.map((w) => {
    const b = w.bbox!;
    const cx = (b.x0 + b.x1) / 2;
    return {
      start: w.start!,
      end: w.end!,
      confidence: w.confidence,
      text: pageRef.text.slice(w.start!, w.end!),
      x: b.x0,
      y: (b.y0 + b.y1) / 2 - cx * tan,
      h: b.y1 - b.y0,
    };
  });
  const heights = placed.map((p) => p.h).sort((a, b) => a - b);
  const tolerance = 0.5 * (heights[Math.floor(heights.length / 2)] ?? 10);
  const rows: Placed[][] = [];
  for (const w of [...placed].sort((a, b) => a.y - b.y)) {
    const row = rows[rows.length - 1];
    const mean = row && row.reduce((s, p) => s + p.y, 0) / row.length;
    if (row && Math.abs(w.y - mean!) <= tolerance) row.push(w);
    else rows.push([w]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    const map: number[] = [];
    const lineWords: NonNullable<Line['words']> = [];
    for (const w of row) {
      if (text) {
        map.push(map[map.length - 1]! + 1);
        text += ' ';
      }
      lineWords.push({ start: text.length, end: text.length + w.text.length, confidence: w.confidence });
      for (let i = 0; i < w.text.length; i++) map.push(w.start + i);
      text += w.text;
    }
    map.push((map[map.length - 1] ?? 0) + 1);
    return { page: pageRef.index + 1, text, pageRef, toPage: (i: number) => map[Math.min(i, map.length - 1)]!, words: lineWords };
  });
};

/** The lines of all pages, in reading order. */
export const linesOf = (pages: readonly ReportPage[]): Line[] => pages.flatMap((p) => (p.method === 'ocr' ? (rebuiltLines(p) ?? textLines(p)) : textLines(p)));

/** OCR confidence of a part of a line: its least confident word (the page's confidence without words). */
export const lineConfidence = (line: Line, start: number, end: number): number => {
  if (line.words) {
    const inside = line.words.filter((w) => w.start < end && start < w.end);
    return inside.length ? Math.min(...inside.map((w) => w.confidence)) : line.pageRef.confidence;
  }
  const from = line.toPage(start);
  const to = line.toPage(end);
  const words = (line.pageRef.words ?? []).filter((w) => w.start !== undefined && w.end !== undefined && w.start < to && from < w.end);
  return words.length ? Math.min(...words.map((w) => w.confidence)) : line.pageRef.confidence;
};
