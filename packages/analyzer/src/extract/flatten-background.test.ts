import { describe, expect, it } from 'vitest';
import { flattenBackground, maxFilter, stretchContrast } from './flatten-background';
import type { GrayImage } from './gray-image';

/** Paper lit from the left (brightness 240 falling to 150), with dark 'text' bars every 40 rows. */
function unevenPage(): GrayImage {
  const width = 600;
  const height = 400;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper = 240 - (90 * x) / width;
      const ink = y % 40 >= 10 && y % 40 < 18 && x % 30 < 20;
      data[y * width + x] = Math.round(ink ? paper * 0.3 : paper);
    }
  }
  return { data, width, height };
}

describe('flattenBackground', () => {
  it('makes unevenly lit paper white everywhere while text stays dark (no hard threshold)', async () => {
    const flat = await flattenBackground(unevenPage());
    const at = (x: number, y: number) => flat.data[y * flat.width + x]!;
    // Paper on the bright and the shaded side.
    expect(at(50, 30)).toBeGreaterThan(235);
    expect(at(550, 30)).toBeGreaterThan(235);
    // Ink on both sides is dark.
    expect(at(45, 12)).toBeLessThan(80);
    expect(at(545, 12)).toBeLessThan(80);
    // Grey levels survive: not a two-valued image.
    expect(new Set(flat.data).size).toBeGreaterThan(10);
  });
});

describe('maxFilter / stretchContrast', () => {
  it('max filter spreads bright values by the radius', () => {
    const data = new Uint8Array(25);
    data[12] = 200;
    const out = maxFilter({ data, width: 5, height: 5 }, 1);
    expect(out.data[6]).toBe(200);
    expect(out.data[0]).toBe(0);
  });

  it('stretches faint ink to black and leaves white alone', () => {
    const data = new Uint8Array(1000).fill(255);
    for (let i = 0; i < 100; i++) data[i] = 120;
    stretchContrast(data);
    expect(data[0]).toBe(0);
    expect(data[999]).toBe(255);
  });
});
