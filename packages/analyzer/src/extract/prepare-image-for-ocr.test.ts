import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toGray } from './gray-image';
import { prepareImageForOcr } from './prepare-image-for-ocr';
import { renderLetterPng } from './test-helpers';

/** A letter lying on a dark, textured table, turned 2 degrees clockwise: a crude phone photo. */
async function photoOnTable(): Promise<Buffer> {
  const page = await renderLetterPng(undefined, { width: 1300, height: 900, fontSize: 22, margin: 80 });
  const noise = Buffer.alloc(2000 * 1600);
  for (let i = 0; i < noise.length; i++) noise[i] = 70 + ((i * 2654435761) >>> 27); // 70..101, deterministic
  const table = await sharp(noise, { raw: { width: 2000, height: 1600, channels: 1 } })
    .png()
    .toBuffer();
  const composed = await sharp(table)
    .composite([{ input: page, left: 350, top: 350 }])
    .png()
    .toBuffer();
  return sharp(composed).rotate(2, { background: '#505050' }).png().toBuffer();
}

describe('prepareImageForOcr', () => {
  it('straightens, crops to the text, keeps grey levels, and maps boxes back to the source', async () => {
    const source = await toGray(sharp(await photoOnTable()).grayscale());
    const prepared = await prepareImageForOcr(source);
    expect(prepared.skewAngle).toBeGreaterThan(1.75);
    expect(prepared.skewAngle).toBeLessThan(2.25);
    // The crop holds the text block, not the table around the page.
    const cropWidth = prepared.crop.x1 - prepared.crop.x0;
    const cropHeight = prepared.crop.y1 - prepared.crop.y0;
    expect(cropWidth).toBeLessThan(1300);
    expect(cropWidth).toBeGreaterThan(800);
    expect(cropHeight).toBeLessThan(900);

    expect((await sharp(prepared.png).metadata()).channels).toBe(1);
    const { data, info } = await sharp(prepared.png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([prepared.width, prepared.height]);
    expect(new Set(data).size).toBeGreaterThan(32); // not binarised

    // The prepared image lies on the page in the source, which sits at 350..1650 x 350..1250 (turned 2 degrees).
    const whole = prepared.toSource({ x0: 0, y0: 0, x1: prepared.width, y1: prepared.height });
    const dx = (source.width - 2000) / 2;
    const dy = (source.height - 1600) / 2;
    expect(whole.x0).toBeGreaterThan(350 + dx - 60);
    expect(whole.x1).toBeLessThan(1650 + dx + 60);
    expect(whole.y0).toBeGreaterThan(350 + dy - 60);
    expect(whole.y1).toBeLessThan(1250 + dy + 60);
  });

  it('enlarges small text and leaves 300-dpi-sized text alone', async () => {
    const small = await toGray(sharp(await renderLetterPng(undefined, { width: 850, height: 550, fontSize: 14, margin: 40 })).grayscale());
    const enlarged = await prepareImageForOcr(small);
    expect(enlarged.charHeight).toBeLessThan(18);
    expect(enlarged.scale).toBeGreaterThan(1.3);
    const normal = await toGray(sharp(await renderLetterPng(undefined, { width: 2550, height: 1650, fontSize: 46, margin: 150 })).grayscale());
    expect((await prepareImageForOcr(normal)).scale).toBe(1);
  });

  it('keeps the whole image when there is no text to crop to', async () => {
    const blank = await toGray(sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).grayscale());
    const prepared = await prepareImageForOcr(blank);
    expect(prepared.crop).toEqual({ x0: 0, y0: 0, x1: 300, y1: 200 });
    expect(prepared.toSource({ x0: 10, y0: 20, x1: 30, y1: 40 })).toEqual({ x0: 10, y0: 20, x1: 30, y1: 40 });
  });
});
