/**
 * Renders text letters to images and image-only PDFs, so OCR can be tested end to end:
 *
 * - **scan**: Letter size at 300 dpi (2550 x 3300), black DejaVu text on white, as a flatbed
 *   scanner gives it (PNG, grey);
 * - **photo**: the scan as a phone would see it: smaller, on a darker table, turned a few degrees,
 *   lit unevenly, slightly out of focus, with sensor noise, saved as JPEG at quality 70;
 * - **PDFs** with no text layer, one image per page (pdf-lib), of the scan and of the photo.
 *
 * Text is laid out with a per-character width table of the DejaVu fonts (long lines wrapped at word
 * boundaries, continuation lines indented as written), drawn in an SVG and rasterised by sharp
 * (librsvg, fontconfig). The font size shrinks (in half points) until each page of the letter fits
 * one sheet; past the minimum, lines flow onto more sheets. Everything is deterministic: the noise
 * comes from a seeded generator.
 *
 *   npx tsx packages/analyzer/scripts/render-fixtures.ts                      model form + 3 corpus letters -> a temp dir
 *   npx tsx packages/analyzer/scripts/render-fixtures.ts a.txt b.txt --out dir [--seed 7] [--font serif]
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
export const PACKAGE_DIR = resolve(here, '..');
export const MODEL_FORM_PATH = join(PACKAGE_DIR, 'test-fixtures/cfpb-model-form-b1.txt');
export const CORPUS_PATH = join(PACKAGE_DIR, 'corpus');

/** What the script renders without arguments: the model form and a few corpus letters. */
export const DEFAULT_FIXTURES: readonly string[] = [
  MODEL_FORM_PATH,
  join(CORPUS_PATH, 'threats-arrest-garnishment/letter.txt'),
  join(CORPUS_PATH, 'agency-reg-f-compliant/letter.txt'),
  join(CORPUS_PATH, 'time-barred-offer-no-disclosure/letter.txt'),
];

export type FontFamily = 'DejaVu Sans' | 'DejaVu Serif';

export type ScanOptions = {
  /** Default 'DejaVu Sans'. */
  fontFamily?: FontFamily;
  /** Largest size tried, in points (default 10). */
  fontSizePt?: number;
  /** Smallest size before lines flow onto another sheet (default 8). */
  minFontSizePt?: number;
  /** Baseline-to-baseline distance as a multiple of the font size (default 1.25). */
  lineHeight?: number;
  /** Page margin in inches (default 0.6). */
  marginIn?: number;
  /** Default 300. */
  dpi?: number;
};

export type PhotoOptions = {
  /** Seed of the noise (default 1). */
  seed?: number;
  /** Rotation in degrees, positive clockwise (default 3). */
  angle?: number;
  /** Output size as a share of the scan (default 0.8: a 2040 x 2640 sheet). */
  scale?: number;
  /** Gaussian blur sigma in output pixels (default 1.1). */
  blurSigma?: number;
  /** Standard deviation of the Gaussian noise, in 0..255 levels (default 7). */
  noiseSigma?: number;
  /** Darkening of the dimmest corner relative to the brightest, 0..1 (default 0.3). */
  lighting?: number;
  /** JPEG quality (default 70). */
  jpegQuality?: number;
  /** Table around the sheet, as a share of the sheet's width on each side (default 0.04). */
  border?: number;
};

export type LaidOutPage = { lines: string[]; fontSizePt: number };

export type RenderedFixture = {
  name: string;
  scans: Buffer[];
  photos: Buffer[];
  scanPdf: Uint8Array;
  photoPdf: Uint8Array;
  files: string[];
};

export const LETTER_WIDTH_IN = 8.5;
export const LETTER_HEIGHT_IN = 11;
const PDF_POINTS_PER_INCH = 72;

// ---------------------------------------------------------------------------------------------
// Layout

/** Advance widths of DejaVu Sans in em (Serif is ~4% wider: see `charWidthEm`). Unlisted: 0.62. */
const WIDTHS: ReadonlyArray<readonly [string, number]> = [
  [' ', 0.318],
  [".,:;'|!", 0.318],
  ['ijl', 0.278],
  ['f', 0.352],
  ['t', 0.392],
  ['r', 0.411],
  ['()[]{}', 0.39],
  ['-', 0.361],
  ['"', 0.46],
  ['/\\', 0.337],
  ['s', 0.521],
  ['cz', 0.55],
  ['kvxy', 0.592],
  ['0123456789$+=<>#*_~?', 0.636],
  ['m', 0.974],
  ['w', 0.818],
  ['%', 0.95],
  ['&@', 0.9],
  ['IJ', 0.295],
  ['ABCDEFGHKNOPQRSTUVXYZ', 0.76],
  ['L', 0.557],
  ['MW', 0.99],
];
const WIDTH_BY_CHAR = new Map<string, number>(WIDTHS.flatMap(([chars, w]) => [...chars].map((c) => [c, w] as const)));

/** Approximate advance width of a character in em (conservative: wrapping must never overflow). */
export const charWidthEm = (c: string, fontFamily: FontFamily = 'DejaVu Sans'): number =>
  (WIDTH_BY_CHAR.get(c) ?? 0.62) * (fontFamily === 'DejaVu Serif' ? 1.06 : 1.02);

export const textWidthEm = (s: string, fontFamily: FontFamily = 'DejaVu Sans'): number => [...s].reduce((sum, c) => sum + charWidthEm(c, fontFamily), 0);

/**
 * One source line as display lines no wider than `maxEm` ems: broken at spaces (a word longer than
 * a line is cut), continuation lines indented like the first.
 */
export const wrapLine = (line: string, maxEm: number, fontFamily: FontFamily = 'DejaVu Sans'): string[] => {
  const trimmed = line.replace(/\s+$/, '');
  if (textWidthEm(trimmed, fontFamily) <= maxEm) return [trimmed];
  const indent = /^\s*/.exec(trimmed)?.[0] ?? '';
  const words = trimmed.slice(indent.length).split(/ +/);
  const out: string[] = [];
  let current = indent;
  const fits = (s: string) => textWidthEm(s, fontFamily) <= maxEm;
  for (const word of words) {
    const candidate = current.trim() === '' ? current + word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current.trim() !== '') out.push(current);
    current = indent + word;
    while (!fits(current) && current.length > indent.length + 1) {
      let cut = current.length - 1;
      while (cut > indent.length + 1 && !fits(current.slice(0, cut))) cut--;
      out.push(current.slice(0, cut));
      current = indent + current.slice(cut);
    }
  }
  if (current.trim() !== '') out.push(current);
  return out;
};

const pagesOfText = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\f')
    .map((page) => page.replace(/^\n+|\s+$/g, '').split('\n'))
    .filter((lines) => lines.some((l) => l.trim() !== ''));

const geometry = (options: ScanOptions) => {
  const dpi = options.dpi ?? 300;
  const margin = (options.marginIn ?? 0.6) * dpi;
  return {
    dpi,
    margin,
    width: Math.round(LETTER_WIDTH_IN * dpi),
    height: Math.round(LETTER_HEIGHT_IN * dpi),
    lineHeight: options.lineHeight ?? 1.25,
    fontFamily: options.fontFamily ?? 'DejaVu Sans',
  };
};

/**
 * The sheets a text makes: each page of the text (form feeds) at the largest size from
 * `fontSizePt` down to `minFontSizePt` at which it fits one sheet, else flowed over several at the
 * minimum size.
 */
export const layoutText = (text: string, options: ScanOptions = {}): LaidOutPage[] => {
  const g = geometry(options);
  const maxPt = options.fontSizePt ?? 10;
  const minPt = Math.min(maxPt, options.minFontSizePt ?? 8);
  const usableWidth = g.width - 2 * g.margin;
  const usableHeight = g.height - 2 * g.margin;
  const sheets: LaidOutPage[] = [];
  for (const source of pagesOfText(text)) {
    let done = false;
    for (let pt = maxPt; pt >= minPt - 1e-9 && !done; pt -= 0.5) {
      const px = (pt / 72) * g.dpi;
      const lines = source.flatMap((l) => wrapLine(l, usableWidth / px, g.fontFamily));
      const perSheet = Math.max(1, Math.floor((usableHeight - px) / (px * g.lineHeight)) + 1);
      if (lines.length <= perSheet || pt - 0.5 < minPt - 1e-9) {
        for (let i = 0; i < lines.length; i += perSheet) sheets.push({ lines: lines.slice(i, i + perSheet), fontSizePt: pt });
        done = true;
      }
    }
  }
  return sheets;
};

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG of one sheet (white paper, near-black text, spaces kept). */
export const sheetSvg = (page: LaidOutPage, options: ScanOptions = {}): string => {
  const g = geometry(options);
  const px = (page.fontSizePt / 72) * g.dpi;
  const texts = page.lines
    .map((line, i) =>
      line.trim() === ''
        ? ''
        : `<text x="${g.margin.toFixed(1)}" y="${(g.margin + px + i * px * g.lineHeight).toFixed(1)}" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${g.width}" height="${g.height}" viewBox="0 0 ${g.width} ${g.height}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<g font-family="${g.fontFamily}" font-size="${px.toFixed(2)}" fill="#141414">`,
    texts,
    '</g></svg>',
  ].join('\n');
};

// ---------------------------------------------------------------------------------------------
// Scans and photos

/** The letter as 300-dpi scanner PNGs (grey), one per sheet. */
export const renderScan = async (text: string, options: ScanOptions = {}): Promise<Buffer[]> => {
  const g = geometry(options);
  const sheets = layoutText(text, options);
  return Promise.all(
    sheets.map((page) =>
      sharp(Buffer.from(sheetSvg(page, options)), { density: 72 })
        .flatten({ background: '#ffffff' })
        .greyscale()
        .withMetadata({ density: g.dpi })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  );
};

/** Mulberry32: a small, fast, seeded 32-bit generator, uniform in [0, 1). */
export const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Standard normal samples from a uniform generator (Box-Muller, both values used). */
export const gaussian = (uniform: () => number): (() => number) => {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const s = spare;
      spare = undefined;
      return s;
    }
    let u = 0;
    while (u <= Number.EPSILON) u = uniform();
    const v = uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
};

/** Paper tint of a photo under warm indoor light (multipliers of R, G, B). */
const PAPER_TINT = [1, 0.97, 0.9] as const;
const TABLE_COLOUR = { r: 92, g: 78, b: 64 };
const NOISE_TABLE_SIZE = 1 << 16;

/**
 * A phone photo of a scanned sheet: scaled, unevenly lit (a linear fall-off from the top-left
 * corner plus a vignette), tinted, put on a table, turned, blurred, noised (seeded), JPEG.
 */
export const renderPhoto = async (scanPng: Buffer, options: PhotoOptions = {}): Promise<Buffer> => {
  const scale = options.scale ?? 0.8;
  const lighting = Math.min(0.9, Math.max(0, options.lighting ?? 0.3));
  const meta = await sharp(scanPng).metadata();
  const width = Math.max(1, Math.round((meta.width ?? 2550) * scale));
  const height = Math.max(1, Math.round((meta.height ?? 3300) * scale));

  // 1. Scale and light the sheet (RGB, 8 bit).
  const { data: grey } = await sharp(scanPng).greyscale().resize(width, height, { kernel: 'lanczos3' }).raw().toBuffer({ resolveWithObject: true });
  // light(x, y) = 1 - lighting * (a(x) + b(y)): a linear fall-off from the top-left corner (3/4)
  // plus a vignette (1/4), both separable, so two small tables do it.
  const halfDiag2 = (width * width + height * height) / 4;
  const along = (i: number, n: number) => (0.75 * i) / (width + height) + (0.25 * (i - n / 2) ** 2) / halfDiag2;
  const ax = Float64Array.from({ length: width }, (_, x) => along(x, width));
  const ay = Float64Array.from({ length: height }, (_, y) => along(y, height));
  const lit = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const v = grey[i]! * (1 - lighting * (ax[x]! + ay[y]!));
      lit[3 * i] = Math.round(v * PAPER_TINT[0]);
      lit[3 * i + 1] = Math.round(v * PAPER_TINT[1]);
      lit[3 * i + 2] = Math.round(v * PAPER_TINT[2]);
    }
  }

  // 2. On the table, turned, out of focus.
  const border = Math.round(width * (options.border ?? 0.04));
  const turned = await sharp(lit, { raw: { width, height, channels: 3 } })
    .extend({ top: border, bottom: border, left: border, right: border, background: TABLE_COLOUR })
    .rotate(options.angle ?? 3, { background: TABLE_COLOUR })
    .blur(Math.max(0.3, options.blurSigma ?? 1.1))
    .raw()
    .toBuffer({ resolveWithObject: true });

  // 3. Sensor noise (seeded: a table of normal samples, read in a seeded random order), then JPEG.
  const sigma = options.noiseSigma ?? 7;
  const uniform = mulberry32(options.seed ?? 1);
  const normal = gaussian(uniform);
  const table = Float32Array.from({ length: NOISE_TABLE_SIZE }, () => sigma * normal());
  const pixels = turned.data;
  for (let i = 0; i < pixels.length; i++) {
    const n = table[(uniform() * NOISE_TABLE_SIZE) | 0]!;
    const v = pixels[i]! + n;
    pixels[i] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  return sharp(pixels, { raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels } })
    .jpeg({ quality: options.jpegQuality ?? 70, chromaSubsampling: '4:2:0' })
    .toBuffer();
};

// ---------------------------------------------------------------------------------------------
// PDFs

const isPng = (b: Uint8Array): boolean => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8;

/** An image-only PDF (no text layer): one Letter page per image, the image fitted and centred. */
export const imageOnlyPdf = async (images: readonly Uint8Array[]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setCreator('DebtShield render-fixtures');
  doc.setProducer('pdf-lib');
  const fixed = new Date(Date.UTC(2025, 0, 1));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const pageWidth = LETTER_WIDTH_IN * PDF_POINTS_PER_INCH;
  const pageHeight = LETTER_HEIGHT_IN * PDF_POINTS_PER_INCH;
  for (const bytes of images) {
    if (!isPng(bytes) && !isJpeg(bytes)) throw new Error('imageOnlyPdf: only PNG and JPEG images');
    const image = isPng(bytes) ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    const fit = Math.min(pageWidth / image.width, pageHeight / image.height);
    const w = image.width * fit;
    const h = image.height * fit;
    doc.addPage([pageWidth, pageHeight]).drawImage(image, { x: (pageWidth - w) / 2, y: (pageHeight - h) / 2, width: w, height: h });
  }
  return doc.save({ useObjectStreams: false });
};

// ---------------------------------------------------------------------------------------------
// Fixtures

/** A readable file name for a fixture path: corpus letters by their case folder. */
export const fixtureName = (path: string): string => {
  const file = basename(path).replace(/\.txt$/i, '');
  return file === 'letter' ? basename(dirname(path)) : file;
};

/** Renders one text to scans, photos and both PDFs; writes them to `outDir` when given. */
export const renderFixture = async (
  name: string,
  text: string,
  options: { outDir?: string; scan?: ScanOptions; photo?: PhotoOptions } = {},
): Promise<RenderedFixture> => {
  const scans = await renderScan(text, options.scan);
  const photos = await Promise.all(scans.map((png, i) => renderPhoto(png, { ...options.photo, seed: (options.photo?.seed ?? 1) + i })));
  const [scanPdf, photoPdf] = await Promise.all([imageOnlyPdf(scans), imageOnlyPdf(photos)]);
  const files: string[] = [];
  if (options.outDir) {
    mkdirSync(options.outDir, { recursive: true });
    const write = (file: string, bytes: Uint8Array) => {
      const path = join(options.outDir as string, file);
      writeFileSync(path, bytes);
      files.push(path);
    };
    const suffix = (i: number) => (scans.length > 1 ? `-p${i + 1}` : '');
    scans.forEach((png, i) => write(`${name}.scan${suffix(i)}.png`, png));
    photos.forEach((jpg, i) => write(`${name}.photo${suffix(i)}.jpg`, jpg));
    write(`${name}.scan.pdf`, scanPdf);
    write(`${name}.photo.pdf`, photoPdf);
  }
  return { name, scans, photos, scanPdf, photoPdf, files };
};

export type CliArgs = { files: string[]; outDir?: string; seed: number; fontFamily: FontFamily; help: boolean };

export const parseArgs = (argv: readonly string[]): CliArgs => {
  const args: CliArgs = { files: [], seed: 1, fontFamily: 'DejaVu Sans', help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--out') args.outDir = value();
    else if (a === '--seed') {
      const n = Number(value());
      if (!Number.isInteger(n)) throw new Error('--seed takes an integer');
      args.seed = n;
    } else if (a === '--font') {
      const f = value().toLowerCase();
      if (f !== 'sans' && f !== 'serif') throw new Error('--font is sans or serif');
      args.fontFamily = f === 'serif' ? 'DejaVu Serif' : 'DejaVu Sans';
    } else if (a === '--help' || a === '-h') args.help = true;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else args.files.push(a);
  }
  return args;
};

const USAGE = 'usage: render-fixtures.ts [file.txt ...] [--out DIR] [--seed N] [--font sans|serif]\n';

const main = async (): Promise<number> => {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const files = args.files.length ? args.files.map((f) => resolve(f)) : [...DEFAULT_FIXTURES];
  const outDir = args.outDir ? resolve(args.outDir) : mkdtempSync(join(tmpdir(), 'debtshield-renders-'));
  for (const file of files) {
    const started = performance.now();
    const r = await renderFixture(fixtureName(file), readFileSync(file, 'utf8'), {
      outDir,
      scan: { fontFamily: args.fontFamily },
      photo: { seed: args.seed },
    });
    process.stdout.write(`${r.name}: ${r.scans.length} page(s), ${Math.round(performance.now() - started)} ms\n${r.files.map((f) => `  ${f}`).join('\n')}\n`);
  }
  process.stdout.write(`written to ${outDir}\n`);
  return 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
