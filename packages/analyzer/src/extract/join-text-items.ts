import { cleanWordText } from './assemble-ocr-text';
import type { LocatedWordBox } from './extract-result';

/** The fields of a pdf.js TextItem this function uses. */
export type TextItemLike = { str: string; transform: readonly number[]; width: number; hasEOL?: boolean };
/** The fields of a pdf.js PageViewport it uses (use scale 1 to get boxes in points). */
export type ViewportLike = { transform: readonly number[]; width: number; height: number };

export type JoinedText = { text: string; words: LocatedWordBox[] };

type Run = { str: string; x0: number; x1: number; baseline: number; size: number; order: number };
type Line = { runs: Run[]; baseline: number; size: number };

/** A space is inserted between two runs further apart than this share of the font size. */
const SPACE_GAP = 0.15;
/** Runs whose baselines differ by less than this share of the font size are on one line. */
const SAME_LINE = 0.5;
/** A gap between lines larger than this many typical line pitches starts a new paragraph. */
const PARAGRAPH_GAP = 1.5;
/** A gutter between two columns is at least this share of the font size wide (word gaps are ~0.3). */
const GUTTER_MIN = 1.5;
/** A gap between lines larger than this many typical pitches ends a block of columns. */
const BLOCK_GAP = 3;

function multiply(a: readonly number[], b: readonly number[]): number[] {
  const [a0 = 1, a1 = 0, a2 = 0, a3 = 1, a4 = 0, a5 = 0] = a;
  const [b0 = 1, b1 = 0, b2 = 0, b3 = 1, b4 = 0, b5 = 0] = b;
  return [a0 * b0 + a2 * b1, a1 * b0 + a3 * b1, a0 * b2 + a2 * b3, a1 * b2 + a3 * b3, a0 * b4 + a2 * b5 + a4, a1 * b4 + a3 * b5 + a5];
}

/**
 * Joins a PDF page's text items into the lines a reader sees. pdf.js gives text in content-stream
 * order, which is the order the producer happened to draw it in (often column by column, or a
 * letterhead last); here items are placed by their position instead: grouped into lines by
 * baseline, ordered left to right, with a space where there is a visible gap, and a blank line
 * where the vertical gap is clearly larger than the page's usual line pitch (a new paragraph).
 * Text drawn twice to fake bold is kept once. Items without usable positions fall back to stream
 * order, with `hasEOL` as the line break.
 *
 * Word boxes are in the viewport's units (points at scale 1), origin top-left of the page as shown.
 */
export function joinTextItems(items: readonly TextItemLike[], viewport: ViewportLike): JoinedText {
  const scale = Math.hypot(viewport.transform[0] ?? 1, viewport.transform[1] ?? 0) || 1;
  const runs: Run[] = [];
  let positioned = true;
  items.forEach((item, order) => {
    const str = item.str.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '').replace(/[\uFB00-\uFB06]/g, (c) => cleanWordText(c));
    if (str.trim() === '') return;
    const m = multiply(viewport.transform, item.transform);
    const size = Math.hypot(m[2]!, m[3]!);
    if (!(size > 0) || !Number.isFinite(m[4]!) || !Number.isFinite(m[5]!)) positioned = false;
    const width = Math.max(0, item.width * scale);
    runs.push({ str, x0: m[4]!, x1: m[4]! + width, baseline: m[5]!, size, order });
  });
  if (runs.length === 0) return { text: '', words: [] };
  if (!positioned) return joinInStreamOrder(items);

  runs.sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0 || a.order - b.order);
  const lines: Line[] = [];
  for (const run of runs) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(run.baseline - line.baseline) <= SAME_LINE * Math.max(run.size, line.size)) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else {
      lines.push({ runs: [run], baseline: run.baseline, size: run.size });
    }
  }

  // The usual distance between consecutive lines, to tell a paragraph break from a line break.
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i]!.baseline - lines[i - 1]!.baseline;
    if (gap < 2.5 * lines[i]!.size) gaps.push(gap);
  }
  gaps.sort((a, b) => a - b);
  const pitch = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : undefined;

  let text = '';
  const words: LocatedWordBox[] = [];
  let previous: Line | undefined;
  const emit = (line: Line, breakBefore?: string) => {
    if (previous) {
      const gap = line.baseline - previous.baseline;
      const typical = pitch ?? 1.2 * line.size;
      text += breakBefore ?? (gap > PARAGRAPH_GAP * typical || gap < 0 ? '\n\n' : '\n');
    }
    previous = line;
    const { str, x0s, x1s } = layoutLine(line);
    const lineStart = text.length;
    text += str;
    // Words as /\S+/g finds them, read by character code.
    for (let to = 0; to < str.length;) {
      if (isSpaceCode(str.charCodeAt(to))) {
        to++;
        continue;
      }
      const from = to;
      while (to < str.length && !isSpaceCode(str.charCodeAt(to))) to++;
      const top = line.baseline - 0.8 * line.size;
      words.push({
        text: str.slice(from, to),
        confidence: 1,
        bbox: { x0: round2(x0s[from]!), y0: round2(top), x1: round2(x1s[to - 1]!), y1: round2(line.baseline + 0.2 * line.size) },
        start: lineStart + from,
        end: lineStart + to,
      });
    }
  };
  // Two columns side by side (the CFPB's model notices, many agency letters) are read column by
  // column: a block of lines that share a clear vertical gutter gives its left column, then its right.
  for (const block of columnBlocks(lines, pitch)) {
    if (block.gutter === undefined) {
      emit(block.lines[0]!);
      continue;
    }
    const gutter = block.gutter;
    const side = (keep: (r: Run) => boolean): Line[] =>
      block.lines.flatMap((l) => {
        const runs = l.runs.filter(keep);
        return runs.length ? [{ runs, baseline: l.baseline, size: Math.max(...runs.map((r) => r.size)) }] : [];
      });
    const left = side((r) => r.x1 <= gutter);
    const right = side((r) => r.x1 > gutter);
    left.forEach((l) => emit(l));
    right.forEach((l, i) => emit(l, i === 0 ? '\n\n' : undefined));
  }
  return { text, words };
}

type Block = { lines: Line[]; gutter?: number };

/** The horizontal stretches of a line free of text, between `from` and `to`. */
function freeIntervals(line: Line, from: number, to: number): [number, number][] {
  const runs = [...line.runs].sort((a, b) => a.x0 - b.x0);
  const out: [number, number][] = [];
  let x = from;
  for (const r of runs) {
    if (r.x0 > x) out.push([x, r.x0]);
    x = Math.max(x, r.x1);
  }
  if (to > x) out.push([x, to]);
  return out;
}

/** Words of two letters or more (prose, a name: not an amount, a box or a bullet). */
const wordCount = (runs: readonly Run[]): number =>
  runs
    .map((r) => r.str)
    .join(' ')
    .match(/\p{L}[\p{L}.'’-]+/gu)?.length ?? 0;

/** Text on one side of a gutter that reads as a column's line: two words, and not a label ("Account:"). */
const columnLike = (runs: readonly Run[]): boolean => runs.length > 0 && wordCount(runs) >= 2 && !/:\s*$/.test(runs.map((r) => r.str).join(' '));

/**
 * Groups lines into blocks: a block of columns is three lines or more that leave one vertical
 * gutter (at least GUTTER_MIN font sizes wide) free of text, with column-like text on both sides of
 * it in at least two lines each; every other line is a block of its own. A table of labels and
 * amounts is not columns (its right side is figures), nor a list of "Label: value" lines.
 */
function columnBlocks(lines: readonly Line[], pitch: number | undefined): Block[] {
  const minX = Math.min(...lines.flatMap((l) => l.runs.map((r) => r.x0)));
  const maxX = Math.max(...lines.flatMap((l) => l.runs.map((r) => r.x1)));
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const size = lines[i]!.size;
    // Gutter candidates: free stretches of this line strictly inside the page's text, wide enough.
    const candidates = freeIntervals(lines[i]!, minX, maxX).filter(([a, b]) => a > minX && b < maxX && b - a >= GUTTER_MIN * size);
    let best: { end: number; gutter: number } | undefined;
    for (const [a0, b0] of candidates) {
      let [a, b] = [a0, b0];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const gap = lines[j]!.baseline - lines[j - 1]!.baseline;
        if (gap > BLOCK_GAP * (pitch ?? 1.2 * size)) break;
        const hit = freeIntervals(lines[j]!, minX - 1, maxX + 1)
          .map(([c, d]): [number, number] => [Math.max(a, c), Math.min(b, d)])
          .find(([c, d]) => d - c >= GUTTER_MIN * size * 0.5);
        if (!hit) break;
        [a, b] = hit;
      }
      if (j - i < 3) continue;
      const gutter = (a + b) / 2;
      const group = lines.slice(i, j);
      const leftLines = group.filter((l) => columnLike(l.runs.filter((r) => r.x1 <= gutter))).length;
      const rightLines = group.filter((l) => columnLike(l.runs.filter((r) => r.x1 > gutter))).length;
      if (leftLines < 2 || rightLines < 2) continue;
      if (!best || j > best.end) best = { end: j, gutter };
    }
    if (best) {
      blocks.push({ lines: lines.slice(i, best.end), gutter: best.gutter });
      i = best.end;
    } else {
      blocks.push({ lines: [lines[i]!] });
      i++;
    }
  }
  return blocks;
}

/** JavaScript's \s (WhiteSpace and LineTerminator), by character code: read once per character of every line. */
export function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * A line's string, left to right, with each character's horizontal extent (x0s[i], x1s[i]): two
 * arrays of numbers rather than an object per character, the most a page's reading allocated. The
 * string is put together from the runs' own strings, whitespace runs collapsed in place, rather than
 * a character at a time. The arrays are shared by every line (lineX0s, lineX1s): their first
 * `str.length` entries are this line's, valid until the next line is laid out.
 */
function layoutLine(line: Line): { str: string; x0s: Float64Array; x1s: Float64Array } {
  const runs = line.runs.length > 1 ? [...line.runs].sort((a, b) => a.x0 - b.x0 || a.order - b.order) : line.runs;
  let room = 0;
  for (const run of runs) room += run.str.length + 1;
  if (room > lineX0s.length) {
    lineX0s = new Float64Array(Math.max(room, 2 * lineX0s.length));
    lineX1s = new Float64Array(lineX0s.length);
  }
  const x0s = lineX0s;
  const x1s = lineX1s;
  const pieces: string[] = [];
  let n = 0;
  let lastCode = -1;
  let prev: Run | undefined;
  for (const run of runs) {
    if (prev && run.str === prev.str && Math.abs(run.x0 - prev.x0) < 0.2 * run.size) continue; // fake bold
    if (prev) {
      const gap = run.x0 - prev.x1;
      if (gap > SPACE_GAP * Math.max(run.size, prev.size) && !(n > 0 && isSpaceCode(lastCode)) && !isSpaceCode(run.str.charCodeAt(0))) {
        pieces.push(' ');
        x0s[n] = prev.x1;
        x1s[n] = run.x0;
        n++;
        lastCode = 0x20;
      }
    }
    const advance = (run.x1 - run.x0) / run.str.length;
    pieces.push(run.str);
    for (let i = 0; i < run.str.length; i++) {
      x0s[n] = run.x0 + i * advance;
      x1s[n] = run.x0 + (i + 1) * advance;
      n++;
    }
    if (run.str.length > 0) lastCode = run.str.charCodeAt(run.str.length - 1);
    prev = run;
  }
  const str = pieces.length === 1 ? pieces[0]! : pieces.join('');
  // Collapse runs of whitespace to one space (keeping the extents aligned, moved down in place), and trim.
  const kept: string[] = [];
  let out = 0;
  let from = 0; // start of the stretch of `str` kept as it is
  let lastIsSpace = true; // nothing yet: a leading space is dropped
  for (let i = 0; i < n; i++) {
    const c = str.charCodeAt(i);
    const space = isSpaceCode(c);
    if (space && (lastIsSpace || c !== 0x20)) {
      if (i > from) kept.push(str.slice(from, i));
      from = i + 1;
      if (lastIsSpace) continue;
      kept.push(' ');
    }
    x0s[out] = x0s[i]!;
    x1s[out] = x1s[i]!;
    out++;
    lastIsSpace = space;
  }
  if (n > from) kept.push(str.slice(from, n));
  let outStr = kept.length === 1 ? kept[0]! : kept.join('');
  if (lastIsSpace && out > 0) {
    outStr = outStr.slice(0, -1);
    out--;
  }
  return { str: outStr, x0s, x1s };
}

/**
 * The extents layoutLine writes, one pair of arrays for every line (each line's are read before the
 * next is laid out), grown as a longer line needs: not two new arrays per line.
 */
let lineX0s = new Float64Array(256);
let lineX1s = new Float64Array(256);

/** Stream order, for items without usable positions: hasEOL ends a line. No word boxes (positions are unknown). */
function joinInStreamOrder(items: readonly TextItemLike[]): JoinedText {
  let text = '';
  for (const item of items) {
    text += item.str.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
    if (item.hasEOL) text += '\n';
  }
  text = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, words: [] };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
