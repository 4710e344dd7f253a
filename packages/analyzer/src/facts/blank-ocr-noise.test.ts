import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../types';
import { blankOcrNoise } from './blank-ocr-noise';

const ocrDoc = (text: string, words: [string, number][]): ExtractedDocument => ({
  text,
  pages: [
    {
      index: 0,
      text,
      method: 'ocr',
      confidence: 0.8,
      offset: 0,
      words: words.map(([w, confidence]) => ({ text: w, confidence, bbox: { x0: 0, y0: 0, x1: 0, y1: 0 } })),
    },
  ],
  method: 'ocr',
  confidence: 0.8,
  lowConfidence: false,
  warnings: [],
});

describe('blankOcrNoise', () => {
  it('blanks short low-confidence words at the ends of lines, keeping the length', () => {
    const text = 'North South Group Si\nee 2323 Park Street 1A\nThe debt? 5 eh';
    const doc = ocrDoc(text, [
      ['North', 0.95],
      ['South', 0.95],
      ['Group', 0.95],
      ['Si', 0.35],
      ['ee', 0.2],
      ['2323', 0.96],
      ['Park', 0.96],
      ['Street', 0.96],
      ['1A', 0.09],
      ['The', 0.9],
      ['debt?', 0.2],
      ['5', 0.22],
      ['eh', 0.17],
    ]);
    const cleaned = blankOcrNoise(doc);
    expect(cleaned).toBe('North South Group   \n   2323 Park Street   \nThe debt?     ');
    expect(cleaned).toHaveLength(text.length);
  });

  it('leaves text layers and pages without words alone', () => {
    const doc = ocrDoc('a b', []);
    expect(blankOcrNoise(doc)).toBe('a b');
    expect(
      blankOcrNoise({
        ...doc,
        pages: [{ ...doc.pages[0]!, method: 'text-layer', words: [{ text: 'b', confidence: 0, bbox: { x0: 0, y0: 0, x1: 0, y1: 0 } }] }],
      }),
    ).toBe('a b');
  });
});
