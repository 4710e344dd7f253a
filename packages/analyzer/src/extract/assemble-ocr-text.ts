import type { LocatedWordBox } from './extract-result';
import type { Box } from './gray-image';
import type { OcrResult } from './ocr-pool';

export type AssembledText = {
  text: string;
  words: LocatedWordBox[];
  /** Character-weighted mean word confidence, 0..1 (0 when no word was read). */
  confidence: number;
};

/** Typographic ligatures some fonts (and OCR models) produce, spelled out so searches match. */
const LIGATURES: Record<string, string> = { '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st' };

/** Replaces ligature characters and control characters (form feed separates pages, so it may not occur in a page). */
export function cleanWordText(text: string): string {
  return text
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .trim();
}

/** A word with no letter or digit that the engine itself doubts is a speck, an edge or a shadow. */
function isNoise(text: string, confidence: number): boolean {
  return confidence < 0.3 && !/[\p{L}\p{N}$%&@#]/u.test(text);
}

/** A gap between lines larger than this many typical line pitches starts a new paragraph. */
const PARAGRAPH_GAP = 1.5;

/**
 * Builds the page text from OCR output the way the letter is laid out: words joined by a space,
 * lines by a newline, and a blank line where the next line is clearly further down than the
 * page's usual line pitch, or back up (another column or block). Paragraph breaks are decided
 * from the geometry, as for PDF text layers, rather than from Tesseract's paragraph guesses (which
 * split every short address line). Every word keeps its box (mapped to source pixels by `mapBox`),
 * its confidence and its offsets in the text.
 *
 * Two conservative clean-ups: symbol-only specks the engine gives under 30% are dropped, and a
 * lone '|' (Tesseract's usual reading of a capital I) becomes 'I'.
 */
export function assembleOcrText(result: OcrResult, mapBox: (box: Box) => Box = (b) => b): AssembledText {
  type Kept = { text: string; confidence: number; bbox: Box };
  const lines: { words: Kept[]; bbox: Box }[] = [];
  for (const paragraph of result.paragraphs) {
    for (const line of paragraph.lines) {
      const kept = line.words.map((w) => ({ ...w, text: cleanWordText(w.text) })).filter((w) => w.text.length > 0 && !isNoise(w.text, w.confidence));
      kept.forEach((w, i) => {
        if (w.text === '|' && i + 1 < kept.length) w.text = 'I';
      });
      if (kept.length > 0) lines.push({ words: kept, bbox: line.bbox });
    }
  }

  const heights = lines.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const lineHeight = heights.length > 0 ? heights[Math.floor(heights.length / 2)]! : 0;
  const pitches: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const d = lines[i]!.bbox.y1 - lines[i - 1]!.bbox.y1;
    if (d > 0 && d < 3 * lineHeight) pitches.push(d);
  }
  pitches.sort((a, b) => a - b);
  const pitch = pitches.length > 0 ? pitches[Math.floor(pitches.length / 2)]! : 1.2 * lineHeight;

  let text = '';
  const words: LocatedWordBox[] = [];
  let weighted = 0;
  let chars = 0;
  lines.forEach((line, li) => {
    if (li > 0) {
      const d = line.bbox.y1 - lines[li - 1]!.bbox.y1;
      text += d <= 0 || d > PARAGRAPH_GAP * pitch ? '\n\n' : '\n';
    }
    line.words.forEach((w, wi) => {
      if (wi > 0) text += ' ';
      const start = text.length;
      text += w.text;
      words.push({ text: w.text, confidence: round3(w.confidence), bbox: mapBox(w.bbox), start, end: text.length });
      weighted += w.confidence * w.text.length;
      chars += w.text.length;
    });
  });
  return { text, words, confidence: chars > 0 ? round3(weighted / chars) : 0 };
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
