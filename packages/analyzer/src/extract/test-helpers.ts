/**
 * Test inputs made at test time (nothing binary is committed besides the real photo fixture):
 * letter images rendered from SVG text with sharp, PDFs built with pdf-lib, and hand-made
 * hostile files (an encrypted PDF, a PNG header claiming 30000 x 30000 pixels).
 * Used by the tests of this folder only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-fixtures');

export function readFixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES_DIR, name));
}

/** Lines of a short collection letter (from the CFPB model form) used by the generated images and PDFs. */
export const LETTER_LINES = [
  'North South Group',
  'P.O. Box 123456, Pasadena, CA 91111-2222',
  'Reference: 584-345',
  '',
  'North South Group is a debt collector. We are trying to collect',
  'a debt that you owe to Bank of Rockville.',
  '',
  'As of January 2, 2017, you owed: $ 2,234.56',
  'Total amount of the debt now: $ 2,284.56',
  '',
  'How can you dispute the debt?',
  'Call or write to us by August 28, 2020, to dispute all or part of the debt.',
];

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export type RenderOptions = {
  width?: number;
  height?: number;
  fontSize?: number;
  fontFamily?: 'DejaVu Sans' | 'DejaVu Serif';
  margin?: number;
  lineHeight?: number;
};

/** A page image (PNG, white paper, black text) of the given lines, about 200 dpi by default. */
export async function renderLetterPng(lines: readonly string[] = LETTER_LINES, options: RenderOptions = {}): Promise<Buffer> {
  const { width = 1700, height = 1100, fontSize = 30, fontFamily = 'DejaVu Sans', margin = 110, lineHeight = 1.5 } = options;
  const texts = lines
    .map((line, i) =>
      line === ''
        ? ''
        : `<text x="${margin}" y="${margin + fontSize + i * fontSize * lineHeight}" font-family="${fontFamily}" font-size="${fontSize}" fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The image turned by `degrees` (positive: clockwise), corners filled with paper white. */
export function rotatePng(png: Buffer, degrees: number): Promise<Buffer> {
  return sharp(png).rotate(degrees, { background: '#ffffff' }).png().toBuffer();
}

/** A text PDF (pdf-lib, Helvetica, US letter), one array of lines per page. */
export async function makeTextPdf(pages: readonly (readonly string[])[], options: { fontSize?: number } = {}): Promise<Uint8Array> {
  const size = options.fontSize ?? 11;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => {
      if (line) page.drawText(line, { x: 72, y: 720 - i * size * 1.4, size, font });
    });
  }
  return doc.save();
}

/** A scanned page with a line of real text over it, as scanner software stamps ('Scanned by ...'). */
export type StampedScan = { png: Buffer; stamp: string };

/** A PDF whose pages are text lines (text layer), PNG images (a scan: no text layer), or stamped scans. */
export async function makeMixedPdf(pages: readonly (readonly string[] | Buffer | StampedScan)[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    const page = doc.addPage([612, 792]);
    const scan = Buffer.isBuffer(content) ? content : 'png' in content ? content.png : undefined;
    if (scan) {
      const image = await doc.embedPng(scan);
      const scale = 612 / image.width;
      page.drawImage(image, { x: 0, y: 792 - image.height * scale, width: 612, height: image.height * scale });
      if (!Buffer.isBuffer(content) && 'stamp' in content) page.drawText(content.stamp, { x: 36, y: 20, size: 7, font });
    } else {
      (content as readonly string[]).forEach((line, i) => {
        if (line) page.drawText(line, { x: 72, y: 720 - i * 15, size: 11, font });
      });
    }
  }
  return doc.save();
}

/** A PDF of `count` empty pages. */
export async function makeBlankPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([612, 792]);
  return doc.save();
}

/**
 * A minimal PDF with a Standard security handler (/Encrypt, RC4 40-bit) whose /U entry does not
 * match the empty password: readers must ask for a password. Built by hand with a correct xref.
 */
export function makeEncryptedPdf(): Uint8Array {
  const hex32 = (seed: number) => Array.from({ length: 32 }, (_, i) => ((seed * (i + 7) * 31) & 0xff).toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 720 Td (secret letter) Tj ET\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32(3)}> /U <${hex32(5)}> /P -44 >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${hex32(9).slice(0, 32)}> <${hex32(9).slice(0, 32)}>] >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming width x height grey pixels, with a few kilobytes of data: a decompression bomb. */
export function makeBombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const idat = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whitespace collapsed to single spaces, trimmed. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Levenshtein distance (two-row dynamic programming). */
export function levenshtein(a: string, b: string): number {
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

/** Character error rate of `ocr` against `truth`, whitespace collapsed in both. */
export function characterErrorRate(ocr: string, truth: string): number {
  const a = normalizeSpace(ocr);
  const b = normalizeSpace(truth);
  return levenshtein(a, b) / Math.max(1, b.length);
}
