import type { ExtractedDocument } from '../types';

/** Words at a line's edge under this confidence, and this short, are OCR specks (photo edges, shadows). */
const NOISE_CONFIDENCE = 0.5;
const NOISE_MAX_LENGTH = 4;

/**
 * The document text with OCR specks blanked out: short, low-confidence words at the start or end
 * of a line (what OCR reads from a photo's edges, shadows and background, like "Si", "hee", "1A" in
 * "North South Group Si"). Same length as `doc.text` (specks become spaces), so offsets stay
 * valid. Pages without word boxes (text layers, plain text) are unchanged. Words are located in
 * the page text in order; a word that cannot be located is left alone.
 */
export const blankOcrNoise = (doc: ExtractedDocument): string => {
  if (!doc.pages.some((p) => p.method === 'ocr' && p.words.length > 0)) return doc.text;
  const chars = doc.text.split('');
  let changed = false;
  for (const page of doc.pages) {
    if (page.method !== 'ocr' || page.words.length === 0) continue;
    // Locate each word in the page text.
    const located: { start: number; end: number; confidence: number }[] = [];
    let cursor = 0;
    for (const word of page.words) {
      const w = word.text.trim();
      if (w.length === 0) continue;
      const at = page.text.indexOf(w, cursor);
      if (at < 0 || at - cursor > 200) continue;
      located.push({ start: at, end: at + w.length, confidence: word.confidence });
      cursor = at + w.length;
    }
    // Group into lines and blank the specks at each line's two ends.
    let first = 0;
    for (let i = 0; i < located.length; i++) {
      const next = located[i + 1];
      const lineEnds = !next || page.text.slice(located[i]!.end, next.start).includes('\n');
      if (!lineEnds) continue;
      const line = located.slice(first, i + 1);
      const noisy = (w: { start: number; end: number; confidence: number }) => w.confidence < NOISE_CONFIDENCE && w.end - w.start <= NOISE_MAX_LENGTH;
      // Keep at least one word: a line of nothing but specks stays (it may be a short real line).
      let from = 0;
      while (from < line.length - 1 && noisy(line[from]!)) from++;
      let to = line.length - 1;
      while (to > from && noisy(line[to]!)) to--;
      const blank = [...line.slice(0, from), ...line.slice(to + 1)];
      for (const w of blank) {
        for (let k = w.start; k < w.end; k++) chars[page.offset + k] = ' ';
        changed = true;
      }
      first = i + 1;
    }
  }
  return changed ? chars.join('') : doc.text;
};
