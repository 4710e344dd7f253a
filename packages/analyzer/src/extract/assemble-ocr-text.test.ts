import { describe, expect, it } from 'vitest';
import { assembleOcrText, cleanWordText } from './assemble-ocr-text';
import type { OcrLine, OcrResult } from './ocr-pool';

function line(y: number, ...words: [string, number][]): OcrLine {
  let x = 10;
  return {
    bbox: { x0: 10, y0: y, x1: 500, y1: y + 20 },
    words: words.map(([text, confidence]) => {
      const w = { text, confidence, bbox: { x0: x, y0: y, x1: x + text.length * 10, y1: y + 20 } };
      x += text.length * 10 + 10;
      return w;
    }),
  };
}

describe('assembleOcrText', () => {
  it('joins words, lines and paragraphs by geometry, and locates every word', () => {
    const result: OcrResult = {
      confidence: 0.9,
      ms: 1,
      paragraphs: [
        { lines: [line(100, ['North', 0.96], ['South', 0.9]), line(130, ['P.O.', 0.9], ['Box', 0.8])] },
        // Tesseract split this into another paragraph, but it is the next line: no blank line.
        { lines: [line(160, ['Pasadena,', 0.9], ['CA', 0.9])] },
        // A real gap: a new paragraph.
        { lines: [line(250, ['Reference:', 0.95], ['584-345', 0.7])] },
      ],
    };
    const { text, words, confidence } = assembleOcrText(result);
    expect(text).toBe('North South\nP.O. Box\nPasadena, CA\n\nReference: 584-345');
    for (const w of words) expect(text.slice(w.start, w.end)).toBe(w.text);
    // Character-weighted: long confident words count more than short doubtful ones.
    const expected = (5 * 0.96 + 5 * 0.9 + 4 * 0.9 + 3 * 0.8 + 9 * 0.9 + 2 * 0.9 + 10 * 0.95 + 7 * 0.7) / 45;
    expect(confidence).toBeCloseTo(expected, 3);
  });

  it('maps boxes to the source image', () => {
    const result: OcrResult = { confidence: 1, ms: 1, paragraphs: [{ lines: [line(100, ['debt', 0.9])] }] };
    const { words } = assembleOcrText(result, (b) => ({ x0: b.x0 / 2, y0: b.y0 / 2, x1: b.x1 / 2, y1: b.y1 / 2 }));
    expect(words[0]!.bbox).toEqual({ x0: 5, y0: 50, x1: 25, y1: 60 });
  });

  it('drops symbol-only specks the engine doubts, reads a lone | as I, and keeps doubtful real words', () => {
    const result: OcrResult = {
      confidence: 0.5,
      ms: 1,
      paragraphs: [{ lines: [line(100, ['—', 0.1], ['|', 0.6], ['want', 0.9], ['to', 0.9], ['pay', 0.2], ['$', 0.4], ['==', 0.05])] }],
    };
    expect(assembleOcrText(result).text).toBe('I want to pay $');
  });

  it('returns empty text and zero confidence when nothing was read', () => {
    expect(assembleOcrText({ confidence: 0, ms: 1, paragraphs: [] })).toEqual({ text: '', words: [], confidence: 0 });
  });
});

describe('cleanWordText', () => {
  it('spells out ligatures and removes control characters (a form feed would split pages)', () => {
    expect(cleanWordText('\uFB01nal\f')).toBe('final');
  });
});
