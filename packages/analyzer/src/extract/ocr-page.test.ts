import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ExtractError } from './extract-error';
import type { Box, GrayImage } from './gray-image';
import { candidateTurns, findBlankCut, ocrPage } from './ocr-page';
import type { OcrEngine, OcrResult } from './ocr-pool';
import { turnGray } from './quarter-turn';

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

/** A 600 x 800 page with 16 lines of word-like bars in its top-left part only: which way up it lies shows. */
function cornerLetter(): GrayImage {
  const width = 600;
  const height = 800;
  const data = new Uint8Array(width * height).fill(255);
  for (let l = 0; l < 16; l++) {
    const y = 40 + l * 16;
    for (let x = 40; x < 300; x += 36) {
      const word = 18 + ((l * 7 + x) % 12);
      for (let dy = 0; dy < 8; dy++) data.fill(0, (y + dy) * width + x, (y + dy) * width + Math.min(300, x + word));
    }
  }
  return { data, width, height };
}

/** The box of the dark pixels. */
function inkBox(data: Uint8Array, width: number): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < data.length; i++) {
    if (data[i]! >= 128) continue;
    const x = i % width;
    const y = (i - x) / width;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x + 1);
    box.y1 = Math.max(box.y1, y + 1);
  }
  return box;
}

/**
 * Reads 'upright' confidently when the ink sits in the top-left quarter of the image it gets (as
 * cornerLetter does the right way up), and poorly otherwise; the one word's box is the ink's box.
 */
function orientationEngine(calls: string[]): OcrEngine {
  return {
    size: 1,
    recognize: async (png): Promise<OcrResult> => {
      const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      const bbox = inkBox(data, info.width);
      const upright = (bbox.x0 + bbox.x1) / 2 < info.width / 2 && (bbox.y0 + bbox.y1) / 2 < info.height / 2;
      calls.push(upright ? 'upright' : 'other');
      const word = { text: upright ? 'upright' : 'dn!ld', confidence: upright ? 0.9 : 0.3, bbox };
      return { paragraphs: [{ lines: [{ bbox, words: [word] }] }], confidence: word.confidence, ms: 5 };
    },
  };
}

describe('ocrPage on a page that lies the wrong way up', () => {
  const prepare = { deskew: false, crop: false, scale: false };
  const double = (b: Box): Box => ({ x0: 2 * b.x0, y0: 2 * b.y0, x1: 2 * b.x1, y1: 2 * b.y1 });

  it('reads an upright page once, unturned', async () => {
    const calls: string[] = [];
    const page = await ocrPage(cornerLetter(), { pool: orientationEngine(calls), timeoutMs: 10_000, prepare });
    expect(calls).toEqual(['upright']);
    expect(page.rotation).toBe(0);
  });

  it('reads an upside-down page again turned 180 degrees, and maps its boxes onto the image as given', async () => {
    const calls: string[] = [];
    const input = await turnGray(cornerLetter(), 180);
    const page = await ocrPage(input, { pool: orientationEngine(calls), timeoutMs: 10_000, prepare, mapBox: double });
    expect(calls).toEqual(['other', 'upright']);
    expect(page.rotation).toBe(180);
    expect(page.confidence).toBe(0.9);
    expect(page.words[0]!.bbox).toEqual(double(inkBox(input.data, input.width)));
  });

  it('turns a sideways page a quarter before reading, then the other way when that reads poorly', async () => {
    const calls: string[] = [];
    // The letter turned a quarter clockwise: it reads the right way up turned 270 degrees more.
    const input = await turnGray(cornerLetter(), 90);
    const page = await ocrPage(input, { pool: orientationEngine(calls), timeoutMs: 10_000, prepare, mapBox: double });
    expect(calls).toEqual(['other', 'upright']);
    expect(page.rotation).toBe(270);
    expect(page.words[0]!.bbox).toEqual(double(inkBox(input.data, input.width)));
  });

  it('keeps the first reading when the second look runs out of time', async () => {
    let n = 0;
    const engine: OcrEngine = {
      size: 1,
      recognize: async (png, options) => {
        if (n++ > 0) throw new ExtractError('timeout', `over ${options.timeoutMs} ms`);
        return orientationEngine([]).recognize(png, options);
      },
    };
    const page = await ocrPage(await turnGray(cornerLetter(), 180), { pool: engine, timeoutMs: 10_000, prepare });
    expect(n).toBe(2);
    expect(page.rotation).toBe(0);
    expect(page.confidence).toBe(0.3);
  });

  it("gives a second look only the time the page's limit has left", async () => {
    const limits: number[] = [];
    const engine: OcrEngine = {
      size: 1,
      recognize: async (png, options) => {
        limits.push(options.timeoutMs);
        await new Promise((resolve) => setTimeout(resolve, 150));
        return orientationEngine([]).recognize(png, options);
      },
    };
    await ocrPage(await turnGray(cornerLetter(), 180), { pool: engine, timeoutMs: 10_000, prepare });
    expect(limits).toHaveLength(2);
    expect(limits[0]).toBe(10_000);
    expect(limits[1]).toBeLessThanOrEqual(10_000 - 150);

    // A first reading that used the whole limit leaves no second look.
    limits.length = 0;
    await ocrPage(await turnGray(cornerLetter(), 180), { pool: engine, timeoutMs: 100, prepare });
    expect(limits).toEqual([100]);
  });
});

describe('candidateTurns', () => {
  it('tries sideways only on evidence that allows it', () => {
    expect(candidateTurns({ rows: 2, columns: 0.3, components: 900, turn: 0 })).toEqual([0, 180]);
    expect(candidateTurns({ rows: 0.3, columns: 2, components: 900, turn: 90 })).toEqual([90, 270]);
    expect(candidateTurns({ rows: 1, columns: 1.2, components: 900, turn: 0 })).toEqual([0, 180, 90, 270]);
    expect(candidateTurns({ rows: 0, columns: 0, components: 3, turn: 0 })).toEqual([0, 180]);
  });
});
