import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fixtureName,
  gaussian,
  imageOnlyPdf,
  layoutText,
  MODEL_FORM_PATH,
  mulberry32,
  parseArgs,
  renderFixture,
  renderPhoto,
  renderScan,
  sheetSvg,
  textWidthEm,
  wrapLine,
} from './render-fixtures';

const SHORT_LETTER = [
  'Acme Recovery, Inc.',
  'PO Box 1',
  '',
  'Acme Recovery, Inc. is a debt collector. We are trying to collect a debt that you owe to Bank A.',
].join('\n');

describe('render-fixtures: layout', () => {
  it('wraps a long line at spaces, keeps its indent, and never exceeds the width', () => {
    const line = `   ${'word '.repeat(40).trim()}`;
    const wrapped = wrapLine(line, 30);
    expect(wrapped.length).toBeGreaterThan(1);
    for (const l of wrapped) {
      expect(l.startsWith('   w')).toBe(true);
      expect(textWidthEm(l)).toBeLessThanOrEqual(30);
    }
    expect(wrapped.join(' ').replace(/\s+/g, ' ').trim()).toBe(line.trim());
    expect(wrapLine('short', 30)).toEqual(['short']);
    expect(wrapLine('x'.repeat(100), 20).every((l) => textWidthEm(l) <= 20)).toBe(true);
  });

  it('fits the model form on one Letter sheet, shrinking the font as needed; splits at form feeds', () => {
    const model = layoutText(readFileSync(MODEL_FORM_PATH, 'utf8'));
    expect(model).toHaveLength(1);
    expect(model[0]!.fontSizePt).toBeGreaterThanOrEqual(8);
    expect(layoutText(SHORT_LETTER)).toEqual([{ lines: SHORT_LETTER.split('\n'), fontSizePt: 10 }]);
    expect(layoutText(`${SHORT_LETTER}\f${SHORT_LETTER}`)).toHaveLength(2);
    expect(layoutText('line\n'.repeat(200), { minFontSizePt: 10 }).length).toBeGreaterThan(1);
  });

  it('escapes XML and keeps spaces in the SVG', () => {
    const svg = sheetSvg({ lines: ['A & B <c>   $ 1.00'], fontSizePt: 10 });
    expect(svg).toContain('A &amp; B &lt;c&gt;   $ 1.00');
    expect(svg).toContain('xml:space="preserve"');
    expect(svg).toContain('width="2550" height="3300"');
  });

  it('names fixtures by file, and corpus letters by their case folder', () => {
    expect(fixtureName('/x/test-fixtures/cfpb-model-form-b1.txt')).toBe('cfpb-model-form-b1');
    expect(fixtureName('/x/corpus/threats-arrest-garnishment/letter.txt')).toBe('threats-arrest-garnishment');
  });

  it('parses its arguments', () => {
    expect(parseArgs(['a.txt', '--out', 'dir', '--seed', '5', '--font', 'serif'])).toEqual({
      files: ['a.txt'],
      outDir: 'dir',
      seed: 5,
      fontFamily: 'DejaVu Serif',
      help: false,
    });
    expect(() => parseArgs(['--seed', 'x'])).toThrow(/integer/);
    expect(() => parseArgs(['--out'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--font', 'comic'])).toThrow(/sans or serif/);
  });
});

describe('render-fixtures: noise', () => {
  it('is seeded: the same seed gives the same numbers, another seed others', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    expect(Array.from({ length: 5 }, c)).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('draws standard normal samples', () => {
    const normal = gaussian(mulberry32(7));
    const xs = Array.from({ length: 20000 }, normal);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
  });
});

describe('render-fixtures: images and PDFs', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('renders a 300-dpi Letter scan and a deterministic phone photo, and image-only PDFs', async () => {
    const [scan] = await renderScan(SHORT_LETTER);
    const meta = await sharp(scan!).metadata();
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 2550, 3300, 300]);

    const photo = await renderPhoto(scan!, { seed: 3, scale: 0.4 });
    expect(photo.equals(await renderPhoto(scan!, { seed: 3, scale: 0.4 }))).toBe(true);
    expect(photo.equals(await renderPhoto(scan!, { seed: 4, scale: 0.4 }))).toBe(false);
    const photoMeta = await sharp(photo).metadata();
    expect(photoMeta.format).toBe('jpeg');
    // Turned on a table: wider than the scaled sheet (1020 px), and not white at the corner.
    expect(photoMeta.width).toBeGreaterThan(1020);
    const corner = await sharp(photo).extract({ left: 0, top: 0, width: 8, height: 8 }).greyscale().raw().toBuffer();
    expect(Math.max(...corner)).toBeLessThan(160);

    const pdf = await PDFDocument.load(await imageOnlyPdf([scan!, photo]));
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    await expect(imageOnlyPdf([new Uint8Array([1, 2, 3])])).rejects.toThrow(/PNG and JPEG/);
  }, 60_000);

  it('writes a fixture to a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-fixtures-test-'));
    dirs.push(dir);
    const r = await renderFixture('short', SHORT_LETTER, { outDir: dir, photo: { scale: 0.3 } });
    expect(readdirSync(dir).sort()).toEqual(['short.photo.jpg', 'short.photo.pdf', 'short.scan.pdf', 'short.scan.png']);
    expect(r.files).toHaveLength(4);
  }, 60_000);
});
