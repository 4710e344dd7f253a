import { describe, expect, it } from 'vitest';
import { lineConfidence, linesOf } from './page-lines';

describe('linesOf', () => {
  // Tesseract gave the right-hand column after the rows it sits on.
  const text = 'Balance $10\nPast due $0\nCredit limit $500';
  const at = (word: string) => text.indexOf(word);
  const word = (w: string, x0: number, y0: number, confidence = 0.9) => ({
    confidence,
    start: at(w),
    end: at(w) + w.length,
    bbox: { x0, y0, x1: x0 + 10 * w.length, y1: y0 + 20 },
  });
  const words = [
    word('Balance', 0, 0),
    word('$10', 80, 0),
    word('Past', 0, 40),
    word('due', 50, 40),
    word('$0', 90, 40),
    word('Credit', 300, 2, 0.4),
    word('limit', 370, 2),
    word('$500', 430, 2),
  ];

  it('puts OCR words back on their rows by geometry, mapped to the page text', () => {
    const lines = linesOf([{ index: 0, text, confidence: 0.9, method: 'ocr', words }]);
    expect(lines.map((l) => l.text)).toEqual(['Balance $10 Credit limit $500', 'Past due $0']);
    const first = lines[0]!;
    const from = first.text.indexOf('$500');
    expect(text.slice(first.toPage(from), first.toPage(from + 4))).toBe('$500');
    expect(lineConfidence(first, first.text.indexOf('Credit'), first.text.length)).toBe(0.4);
    expect(lineConfidence(first, 0, 11)).toBe(0.9);
  });

  it('takes the skew out before grouping rows', () => {
    // Lines descending 2 degrees to the right: the word at x=430 sits 15 px lower.
    const skewed = words.map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 + w.bbox.x0 * 0.035, y1: w.bbox.y1 + w.bbox.x0 * 0.035 } }));
    const lines = linesOf([{ index: 0, text, confidence: 0.9, method: 'ocr', skewAngle: 2, words: skewed }]);
    expect(lines.map((l) => l.text)).toEqual(['Balance $10 Credit limit $500', 'Past due $0']);
  });

  it('keeps text-layer lines as they are', () => {
    const lines = linesOf([{ index: 1, text, confidence: 1, method: 'text-layer' }]);
    expect(lines.map((l) => [l.page, l.text, l.toPage(0)])).toEqual([
      [2, 'Balance $10', 0],
      [2, 'Past due $0', 12],
      [2, 'Credit limit $500', 24],
    ]);
  });
});
