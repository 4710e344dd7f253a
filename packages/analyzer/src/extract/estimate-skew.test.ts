import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analysePageLayout } from './analyse-page-layout';
import { estimateSkew } from './estimate-skew';
import { renderLetterPng, rotatePng } from './test-helpers';
import { toGray } from './gray-image';

/** Points along parallel lines y = y0 + x * tan(angle), with gaps like words. */
function linePoints(angleDeg: number, lines = 20): { xs: Float32Array; ys: Float32Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  const t = Math.tan((angleDeg * Math.PI) / 180);
  for (let l = 0; l < lines; l++) {
    for (let x = 0; x < 800; x++) {
      if (x % 60 > 48) continue; // word gaps
      for (let dy = 0; dy < 8; dy++) {
        xs.push(x);
        ys.push(40 + l * 30 + dy + x * t);
      }
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys) };
}

describe('estimateSkew', () => {
  it.each([0, 1.3, -2.7, 4.5])('finds %s degrees on synthetic lines of text', (angle) => {
    expect(estimateSkew(linePoints(angle))).toBeCloseTo(angle, 1);
  });

  it('returns 0 without enough ink', () => {
    expect(estimateSkew({ xs: new Float32Array(10), ys: new Float32Array(10) })).toBe(0);
  });
});

describe('analysePageLayout', () => {
  it.each([3, -2, 0.8])('measures the skew of a letter image turned %s degrees (sharp: positive is clockwise)', async (angle) => {
    const png = await rotatePng(await renderLetterPng(), angle);
    const layout = await analysePageLayout(await toGray(sharp(png).grayscale()));
    expect(Math.abs(layout.skewAngle - angle)).toBeLessThan(0.25);
    expect(layout.components).toBeGreaterThan(200);
  });

  it('measures letter height and finds the text region of a straight page', async () => {
    const png = await renderLetterPng(undefined, { width: 1700, height: 1100, fontSize: 30, margin: 110 });
    const gray = await toGray(sharp(png).grayscale());
    const layout = await analysePageLayout(gray);
    expect(Math.abs(layout.skewAngle)).toBeLessThan(0.1);
    // DejaVu Sans at 30 px: x-height 16 px, capitals 22 px; the median blob sits between.
    expect(layout.charHeight).toBeGreaterThan(13);
    expect(layout.charHeight).toBeLessThan(24);
    const region = layout.textRegion!;
    // Text starts 110 px from the left and top (the region is centred-relative and padded by ~4 letters).
    expect(region.x0 + 850).toBeGreaterThan(20);
    expect(region.x0 + 850).toBeLessThan(110);
    expect(region.y0 + 550).toBeLessThan(110);
    // The page's empty right and bottom parts are outside the region.
    expect(region.y1 + 550).toBeLessThan(1100);
  });

  it('reports no text on a blank page', async () => {
    const blank = await toGray(sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f4f4' } }).grayscale());
    const layout = await analysePageLayout(blank);
    expect(layout).toMatchObject({ skewAngle: 0, charHeight: undefined, textRegion: undefined });
  });
});
