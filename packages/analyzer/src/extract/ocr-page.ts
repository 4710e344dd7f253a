import { assembleOcrText } from './assemble-ocr-text';
import { findQuarterTurn, type LineEvidence } from './detect-quarter-turn';
import { ExtractError } from './extract-error';
import type { LocatedWordBox } from './extract-result';
import type { Box, GrayImage } from './gray-image';
import type { OcrEngine, OcrResult } from './ocr-pool';
import { encodeGrayPng, prepareImageForOcr, type PrepareImageOptions } from './prepare-image-for-ocr';
import { turnGray, unturnBox, type QuarterTurn } from './quarter-turn';

/** Pages shorter than this (prepared pixels) are read in one piece. */
const MIN_SPLIT_HEIGHT = 1200;
/** A row is blank when no pixel is darker than this. */
const BLANK_ROW_MIN = 160;
/** Rows of blank paper needed to cut between two lines of text. */
const MIN_BLANK_RUN = 6;
/**
 * A reading at or above this confidence is kept without looking at the page any other way up.
 * Measured (character-weighted, Tesseract eng best_int): phone
 * photos and scans read the right way up at 0.69 (a blurred, noisy, dim half-size photo) to 0.96;
 * the same pages upside down, or sideways the way Tesseract does not turn by itself, at 0.21-0.35.
 * 0.6 is also the product's low-confidence line: any page that would be flagged gets a second look.
 */
export const GOOD_READING_CONFIDENCE = 0.6;

export type OcrOptions = { pool: OcrEngine; timeoutMs: number; mapBox?: (box: Box) => Box; prepare?: PrepareImageOptions };

export type OcrPageResult = {
  text: string;
  words: LocatedWordBox[];
  /** Character-weighted word confidence, 0..1. */
  confidence: number;
  skewAngle: number;
  /** Time in the OCR engine, ms (all readings, when the page was read more than one way up). */
  ocrMs: number;
  /** Clockwise turn applied to the image before reading (the page lay sideways or upside down); boxes are in the unturned image. */
  rotation: QuarterTurn;
};

/**
 * Reads one page image: prepares it (deskew, lighting, crop, scale), runs it through the pool
 * with a time limit, and assembles text and word boxes. `mapBox` converts source-pixel boxes to
 * the page's units (e.g. pixels of a rasterised PDF page to points).
 *
 * A photo of a letter lying on a table is often sideways or upside down (EXIF records how the
 * phone was held, not how the paper lay). A page whose lines stand vertically is turned a quarter
 * before reading (findQuarterTurn); a reading that comes out poor (under GOOD_READING_CONFIDENCE)
 * is tried again the other way up, and the more confident reading is kept. A page that reads well
 * the first time is read once. All the readings of a page share its time limit.
 */
export async function ocrPage(image: GrayImage, options: OcrOptions): Promise<OcrPageResult> {
  const started = performance.now();
  const evidence = await findQuarterTurn(image);
  const turns = candidateTurns(evidence);
  let best = await readTurned(image, turns[0]!, options);
  let ocrMs = best.ocrMs;
  for (const turn of turns.slice(1)) {
    if (readsWell(best)) break;
    // Second looks share the page's time limit: a page never takes longer than one reading may.
    const remainingMs = options.timeoutMs - (performance.now() - started);
    if (remainingMs <= 0) break;
    const other = await readTurned(image, turn, { ...options, timeoutMs: remainingMs }).catch((error: unknown) => {
      // A second look that runs out of time leaves the first reading standing.
      if (error instanceof ExtractError && error.code === 'timeout') return undefined;
      throw error;
    });
    if (!other) break;
    ocrMs += other.ocrMs;
    if (other.confidence > best.confidence) best = other;
  }
  return { ...best, ocrMs };
}

/**
 * The turns to read the page at, in order, until one reads well: a page whose lines stand
 * vertically is read a quarter turn clockwise, then the opposite way; any other page as it is,
 * then upside down, and, only when its columns show as much line structure as its rows (the
 * evidence could not rule sideways out), sideways both ways.
 */
export function candidateTurns(evidence: LineEvidence & { turn: 0 | 90 }): QuarterTurn[] {
  if (evidence.turn === 90) return [90, 270];
  return evidence.columns > 0 && evidence.columns >= evidence.rows ? [0, 180, 90, 270] : [0, 180];
}

/** Confidence is 0 when no word was read, so an empty reading gets its second look too. */
function readsWell(page: OcrPageResult): boolean {
  return page.confidence >= GOOD_READING_CONFIDENCE;
}

/** Reads the image turned clockwise by `turn`; boxes come back in the unturned image's pixels, then through mapBox. */
export async function readTurned(image: GrayImage, turn: QuarterTurn, options: OcrOptions): Promise<OcrPageResult> {
  const turned = await turnGray(image, turn);
  const prepared = await prepareImageForOcr(turned, options.prepare);
  const result = await recognizePage(prepared.png, prepared.gray, options).catch((error: unknown) => {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError('corrupt_file', 'The text recognition engine could not read this page. Please try a clearer photo or scan.', {
      cause: error,
    });
  });
  const mapBox = options.mapBox;
  const assembled = assembleOcrText(result, (box) => {
    const source = unturnBox(prepared.toSource(box), turn, image.width, image.height);
    return mapBox ? mapBox(source) : source;
  });
  return { ...assembled, skewAngle: prepared.skewAngle, ocrMs: Math.round(result.ms), rotation: turn };
}

/**
 * Reads the prepared page. With an engine that allows it (`splitPages`, more than one worker), a
 * tall page is cut in two across a full-width band of blank paper near its middle and the halves
 * are read at once by two workers: the page takes about half the time when workers are free. The
 * cut never crosses a line of text, and, being full-width, never cuts a column in two.
 */
async function recognizePage(png: Buffer, gray: GrayImage, options: { pool: OcrEngine; timeoutMs: number }): Promise<OcrResult> {
  const pool = options.pool;
  const cut = pool.splitPages && pool.size >= 2 && gray.height >= MIN_SPLIT_HEIGHT ? findBlankCut(gray) : undefined;
  if (cut === undefined) return pool.recognize(png, { timeoutMs: options.timeoutMs });
  const top: GrayImage = { data: gray.data.subarray(0, cut * gray.width), width: gray.width, height: cut };
  const bottom: GrayImage = { data: gray.data.subarray(cut * gray.width), width: gray.width, height: gray.height - cut };
  const [a, b] = await Promise.all([top, bottom].map(async (half) => pool.recognize(await encodeGrayPng(half), { timeoutMs: options.timeoutMs })));
  const shift = (box: Box): Box => ({ x0: box.x0, y0: box.y0 + cut, x1: box.x1, y1: box.y1 + cut });
  const lower = b!.paragraphs.map((p) => ({
    lines: p.lines.map((l) => ({ bbox: shift(l.bbox), words: l.words.map((w) => ({ ...w, bbox: shift(w.bbox) })) })),
  }));
  const words = (r: OcrResult) => r.paragraphs.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words.length, 0), 0);
  const na = words(a!);
  const nb = words(b!);
  return {
    paragraphs: [...a!.paragraphs, ...lower],
    confidence: na + nb > 0 ? (a!.confidence * na + b!.confidence * nb) / (na + nb) : Math.min(a!.confidence, b!.confidence),
    ms: Math.max(a!.ms, b!.ms),
  };
}

/** The middle of the blank band (full-width rows with no ink) nearest the page's middle, within its middle 40%. */
export function findBlankCut(image: GrayImage): number | undefined {
  const { width, height, data } = image;
  const from = Math.floor(height * 0.3);
  const to = Math.ceil(height * 0.7);
  let best: number | undefined;
  let runStart = -1;
  const consider = (start: number, end: number) => {
    if (end - start < MIN_BLANK_RUN) return;
    const mid = Math.floor((start + end) / 2);
    if (best === undefined || Math.abs(mid - height / 2) < Math.abs(best - height / 2)) best = mid;
  };
  for (let y = from; y < to; y++) {
    const row = data.subarray(y * width, (y + 1) * width);
    let blank = true;
    for (let x = 0; x < width; x++) {
      if (row[x]! < BLANK_ROW_MIN) {
        blank = false;
        break;
      }
    }
    if (blank) {
      if (runStart < 0) runStart = y;
    } else if (runStart >= 0) {
      consider(runStart, y);
      runStart = -1;
    }
  }
  if (runStart >= 0) consider(runStart, to);
  return best;
}
