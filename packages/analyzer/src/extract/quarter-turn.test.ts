import { describe, expect, it } from 'vitest';
import type { Box, GrayImage } from './gray-image';
import { turnGray, unturnBox, type QuarterTurn } from './quarter-turn';

/** A white width x height image with one black box. */
function withBlock(width: number, height: number, block: Box): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = block.y0; y < block.y1; y++) data.fill(0, y * width + block.x0, y * width + block.x1);
  return { data, width, height };
}

/** The box (exclusive ends) of the black pixels. */
function inkBox(image: GrayImage): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < image.data.length; i++) {
    if (image.data[i]! >= 128) continue;
    const x = i % image.width;
    const y = Math.floor(i / image.width);
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x + 1);
    box.y1 = Math.max(box.y1, y + 1);
  }
  return box;
}

describe('turnGray and unturnBox', () => {
  const block = { x0: 10, y0: 20, x1: 40, y1: 30 };
  const image = withBlock(120, 80, block);

  it.each([90, 180, 270] as QuarterTurn[])('maps a box of the image turned %s degrees back onto the original', async (turn) => {
    const turned = await turnGray(image, turn);
    expect([turned.width, turned.height]).toEqual(turn === 180 ? [120, 80] : [80, 120]);
    const seen = inkBox(turned);
    expect(seen).not.toEqual(block); // the turn did move the block
    expect(unturnBox(seen, turn, image.width, image.height)).toEqual(block);
  });

  it('turns clockwise: after 90 degrees the top-left corner is top-right', async () => {
    const turned = await turnGray(withBlock(120, 80, { x0: 0, y0: 0, x1: 5, y1: 5 }), 90);
    expect(inkBox(turned)).toEqual({ x0: 75, y0: 0, x1: 80, y1: 5 });
  });

  it('leaves the image and boxes alone at 0', async () => {
    expect(await turnGray(image, 0)).toBe(image);
    expect(unturnBox(block, 0, 120, 80)).toEqual(block);
  });
});
