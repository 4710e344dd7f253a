import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectQuarterTurn, findQuarterTurn, isSideways, MIN_COLUMN_STRUCTURE, SIDEWAYS_RATIO } from './detect-quarter-turn';
import { toGray } from './gray-image';
import { renderLetterPng } from './test-helpers';

type Mask = { data: Uint8Array; width: number; height: number };

/** Draws a line of text-like bars (words 8 px thick, 15-44 px long, 6 px apart) from (x, y) over `length` px. */
function drawLine(mask: Mask, x: number, y: number, length: number, vertical: boolean, seed: number): void {
  let at = 0;
  let s = seed;
  while (at < length) {
    s = (s * 1103515245 + 12345) >>> 0;
    const word = Math.min(15 + (s % 30), length - at);
    for (let a = at; a < at + word; a++) {
      for (let t = 0; t < 8; t++) {
        const px = vertical ? x + t : x + a;
        const py = vertical ? y + a : y + t;
        mask.data[py * mask.width + px] = 1;
      }
    }
    at += word + 6;
  }
}

/** A page of `lines` lines (pitch 16 px) in one or more columns; `vertical` lays the whole page a quarter turn. */
function page(options: { lines: number; columns?: number; vertical?: boolean; ragged?: boolean }): Mask {
  const size = 800;
  const mask: Mask = { data: new Uint8Array(size * size), width: size, height: size };
  const columns = options.columns ?? 1;
  const columnLength = Math.floor(640 / columns) - 20;
  for (let c = 0; c < columns; c++) {
    for (let l = 0; l < options.lines; l++) {
      const length = options.ragged ? columnLength - ((l * 37) % 200) : columnLength;
      const along = 80 + c * (columnLength + 20);
      const across = 80 + l * 16;
      if (options.vertical) drawLine(mask, size - across - 8, along, length, true, l * 7 + c);
      else drawLine(mask, along, across, length, false, l * 7 + c);
    }
  }
  return mask;
}

const judge = (m: Mask) => detectQuarterTurn(m.data, m.width, m.height);

describe('detectQuarterTurn', () => {
  it('leaves an upright page of text as it is, with far more line structure in its rows', () => {
    const d = judge(page({ lines: 35, ragged: true }));
    expect(d.turn).toBe(0);
    expect(d.rows).toBeGreaterThan(SIDEWAYS_RATIO * d.columns);
  });

  it('turns a page whose lines stand vertically', () => {
    const d = judge(page({ lines: 35, ragged: true, vertical: true }));
    expect(d.turn).toBe(90);
    expect(d.columns).toBeGreaterThan(SIDEWAYS_RATIO * d.rows);
  });

  it('leaves upright two- and three-column pages as they are', () => {
    expect(judge(page({ lines: 35, columns: 2 })).turn).toBe(0);
    expect(judge(page({ lines: 35, columns: 3, ragged: true })).turn).toBe(0);
  });

  it('does not judge a nearly empty page, whichever way its few words lie', () => {
    const upright = judge(page({ lines: 1, columns: 1 }));
    const sideways = judge(page({ lines: 1, columns: 1, vertical: true }));
    expect([upright.turn, sideways.turn]).toEqual([0, 0]);
    const blank = judge({ data: new Uint8Array(400 * 300), width: 400, height: 300 });
    expect(blank).toEqual({ rows: 0, columns: 0, components: 0, turn: 0 });
  });

  it('needs the columns to win by the whole ratio, not just to win', () => {
    expect(isSideways({ rows: 1, columns: SIDEWAYS_RATIO * 0.9, components: 500 })).toBe(false);
    expect(isSideways({ rows: 0.2, columns: MIN_COLUMN_STRUCTURE * 0.9, components: 500 })).toBe(false);
    expect(isSideways({ rows: 0.5, columns: 2, components: 500 })).toBe(true);
    expect(isSideways({ rows: 0.5, columns: 2, components: 10 })).toBe(false);
  });
});

describe('findQuarterTurn on a rendered letter', () => {
  it('finds the rendered letter upright, and sideways once turned either way', async () => {
    const png = await renderLetterPng();
    const at = async (degrees: number) => (await findQuarterTurn(await toGray(sharp(png).rotate(degrees).grayscale()))).turn;
    expect(await at(0)).toBe(0);
    expect(await at(180)).toBe(0);
    expect(await at(90)).toBe(90);
    expect(await at(270)).toBe(90);
  });
});
