import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, readImageHeader } from './decode-image';
import { ExtractError } from './extract-error';
import { makeBombPng, readFixture, renderLetterPng } from './test-helpers';

async function codeOf(p: Promise<unknown>): Promise<string> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractError);
  return (error as ExtractError).code;
}

describe('readImageHeader', () => {
  it('reads the size from the header of a 30000 x 30000 PNG bomb and refuses it before decoding', async () => {
    const bomb = makeBombPng(30000, 30000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    await expect(readImageHeader(bomb, { name: 'bomb.png' })).rejects.toMatchObject({
      code: 'image_too_large',
      message: expect.stringContaining('30000 x 30000'),
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts a normal photo', async () => {
    expect(await readImageHeader(readFixture('cfpb-model-form-b1-photo.jpg'))).toEqual({ format: 'jpeg', width: 2048, height: 2578 });
  });

  it('honours a lower cap', async () => {
    expect(await codeOf(readImageHeader(readFixture('cfpb-model-form-b1-photo.jpg'), { maxPixels: 1_000_000 }))).toBe('image_too_large');
  });
});

describe('decodeImage', () => {
  it('applies the EXIF orientation (a portrait phone photo stored sideways)', async () => {
    const upright = await renderLetterPng(['North South Group', 'P.O. Box 123456', 'Reference: 584-345'], {
      width: 900,
      height: 500,
      fontSize: 24,
      margin: 40,
    });
    // Orientation 6 means "turn 90 degrees clockwise to display": store the pixels turned the other way.
    const stored = await sharp(upright).rotate(-90).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(stored).metadata()).width).toBe(500);
    const gray = await decodeImage(stored);
    expect([gray.width, gray.height]).toEqual([900, 500]);
    expect([gray.originalWidth, gray.originalHeight]).toEqual([900, 500]);
    // The text is near the top-left once upright: the top-left quarter has ink, the bottom-right none.
    const ink = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (gray.data[y * gray.width + x]! < 100) n++;
      return n;
    };
    expect(ink(0, 0, 450, 120)).toBeGreaterThan(500);
    expect(ink(700, 400, 900, 500)).toBe(0);
  });

  it('reduces very long images while decoding and reports their original size', async () => {
    const wide = await sharp({ create: { width: 3000, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const gray = await decodeImage(wide, { maxLongSide: 1500 });
    expect([gray.width, gray.height, gray.originalWidth, gray.originalHeight]).toEqual([1500, 200, 3000, 400]);
  });

  it('turns transparency into white paper and returns one 8-bit channel', async () => {
    const rgba = await sharp({ create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const gray = await decodeImage(rgba);
    expect(gray.data.length).toBe(200);
    expect(Math.min(...gray.data)).toBe(255);
  });

  it('refuses truncated JPEG and PNG files as corrupt', async () => {
    const jpeg = readFixture('cfpb-model-form-b1-photo.jpg');
    expect(await codeOf(decodeImage(jpeg.subarray(0, jpeg.length >> 1)))).toBe('corrupt_file');
    const png = await renderLetterPng(undefined, { width: 400, height: 300, fontSize: 20, margin: 20 });
    expect(await codeOf(decodeImage(png.subarray(0, png.length >> 1)))).toBe('corrupt_file');
    expect(await codeOf(decodeImage(jpeg.subarray(0, 10)))).toBe('corrupt_file');
  });
});
