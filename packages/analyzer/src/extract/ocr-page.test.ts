import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import { findBlankCut, ocrPage } from './ocr-page';
import type { OcrEngine, OcrResult } from './ocr-pool';

/** A white page with dark bars (text lines) of 20 rows every 40 rows. */
function lines(width: number, height: number): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) if (y % 40 >= 10 && y % 40 < 30) data.fill(0, y * width + 10, y * width + width - 10);
  return { data, width, height };
}

describe('findBlankCut', () => {
  it('cuts in a blank band near the middle, never through a line', () => {
    const cut = findBlankCut(lines(100, 2000))!;
    expect(cut).toBeGreaterThan(900);
    expect(cut).toBeLessThan(1100);
    expect([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).toContain(cut % 40);
  });

  it('finds no cut on a page without blank rows', () => {
    expect(findBlankCut({ data: new Uint8Array(100 * 2000), width: 100, height: 2000 })).toBeUndefined();
  });
});

describe('ocrPage on an engine that splits pages', () => {
  it('reads the two halves and puts the lower half back in place', async () => {
    const calls: number[] = [];
    const engine: OcrEngine = {
      size: 2,
      splitPages: true,
      // The word read is the piece's height (from the PNG header): the order of the calls is not fixed.
      recognize: async (png): Promise<OcrResult> => {
        const height = Buffer.from(png).readUInt32BE(20);
        calls.push(height);
        const bbox = { x0: 10, y0: 10, x1: 90, y1: 30 };
        return { paragraphs: [{ lines: [{ bbox, words: [{ text: `h${height}`, confidence: 0.9, bbox }] }] }], confidence: 0.9, ms: 5 };
      },
    };
    const image = lines(1000, 2400);
    const cut = findBlankCut(image)!;
    const page = await ocrPage(image, { pool: engine, timeoutMs: 10_000, prepare: { deskew: false, crop: false, scale: false } });
    expect(calls).toHaveLength(2);
    expect(page.text).toBe(`h${cut}\n\nh${2400 - cut}`);
    expect(page.words[1]!.bbox.y0).toBeGreaterThan(1000);
  });
});
