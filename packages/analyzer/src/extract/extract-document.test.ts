import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE_THRESHOLD, PAGE_SEPARATOR, type ExtractedDocument } from '../types';
import { extractDocument, type ExtractInput, type ExtractProgress } from './extract-document';
import { ExtractError } from './extract-error';
import { MAX_FILE_BYTES } from './extract-limits';
import type { ExtractResult } from './extract-result';
import { closeOcrPool, OcrPool, type OcrEngine, type OcrResult } from './ocr-pool';
import {
  characterErrorRate,
  LETTER_LINES,
  makeBlankPdf,
  makeBombPng,
  makeEncryptedPdf,
  makeMixedPdf,
  makeTextPdf,
  normalizeSpace,
  readFixture,
  renderLetterPng,
  rotatePng,
} from './test-helpers';

const pdf = (bytes: Uint8Array, name = 'letter.pdf'): ExtractInput => ({ bytes, mimeType: 'application/pdf', name });
const png = (bytes: Uint8Array, name = 'page.png'): ExtractInput => ({ bytes, mimeType: 'image/png', name });

async function failure(p: Promise<unknown>): Promise<ExtractError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractError);
  return error as ExtractError;
}

/** The contract every result must keep: pages joined by PAGE_SEPARATOR at their offsets, words located. */
function expectConsistent(doc: ExtractResult): void {
  expect(doc.text).toBe(doc.pages.map((p) => p.text).join(PAGE_SEPARATOR));
  doc.pages.forEach((page, i) => {
    expect(page.index).toBe(i);
    expect(doc.text.slice(page.offset, page.offset + page.text.length)).toBe(page.text);
    expect(page.text).not.toContain('\f');
    for (const w of page.words) {
      expect(page.text.slice(w.start, w.end)).toBe(w.text);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
  });
  const asContract: ExtractedDocument = doc;
  expect(asContract.confidence).toBeGreaterThanOrEqual(0);
}

afterAll(async () => {
  await closeOcrPool();
});

describe('extractDocument: text inputs (no OCR)', () => {
  it('reads a text file as one plain-text page', async () => {
    const bytes = new Uint8Array(Buffer.from('\uFEFFNorth South Group\r\nis a debt collector.\fPage two?', 'utf8'));
    const doc = await extractDocument([{ bytes, mimeType: 'text/plain', name: 'letter.txt' }]);
    expect(doc).toMatchObject({ method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [] });
    expect(doc.pages).toHaveLength(1);
    expect(doc.text).toBe('North South Group\nis a debt collector.\nPage two?');
    expectConsistent(doc);
  });

  it('reads a PDF text layer page by page, reporting progress', async () => {
    const pages = [LETTER_LINES, ['Page two: Total amount of the debt now: $ 2,284.56'], ['Page three of the letter, the last one.']];
    const events: ExtractProgress[] = [];
    const doc = await extractDocument([pdf(await makeTextPdf(pages))], { onProgress: (e) => events.push(e) });
    expect(events).toEqual([1, 2, 3].map((page) => ({ stage: 'reading', page, pages: 3 })));
    expect(doc.method).toBe('text-layer');
    expect(doc.confidence).toBe(1);
    expect(doc.pages.map((p) => p.method)).toEqual(['text-layer', 'text-layer', 'text-layer']);
    expect(doc.pages[0]!.text).toBe(
      [
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
      ].join('\n'),
    );
    expect(doc.pages[2]!.text).toBe('Page three of the letter, the last one.');
    expect(doc.pages[0]!.size).toEqual({ width: 612, height: 792, unit: 'pt' });
    expect(doc.pages[0]!.source).toBe('letter.pdf');
    const first = doc.pages[0]!.words[0]!;
    expect(first).toMatchObject({ text: 'North', start: 0, end: 5, confidence: 1 });
    expect(first.bbox.x0).toBeCloseTo(72, 0);
    expectConsistent(doc);
  });
});

describe('extractDocument: hostile or broken input fails fast with the right code', () => {
  const tiny = () => renderLetterPng(['tiny'], { width: 200, height: 100, fontSize: 20, margin: 10 });

  it.each([
    ['no file at all', async () => [] as ExtractInput[], 'no_text_found'],
    ['a zero-byte file', async () => [png(new Uint8Array(0))], 'corrupt_file'],
    ['a file over 10 MB', async () => [{ bytes: new Uint8Array(MAX_FILE_BYTES + 1), mimeType: 'image/jpeg' }], 'file_too_large'],
    ['files over 10 MB together', async () => [pdf(new Uint8Array(6 * 1024 * 1024)), pdf(new Uint8Array(6 * 1024 * 1024))], 'file_too_large'],
    ['a 500-page PDF', async () => [pdf(await makeBlankPdf(500))], 'too_many_pages'],
    [
      'a PDF of 15 pages plus 6 photos',
      async () => [pdf(await makeBlankPdf(15)), ...(await Promise.all(Array.from({ length: 6 }, tiny))).map((b) => png(b))],
      'too_many_pages',
    ],
    ['a 30000 x 30000 PNG', async () => [png(makeBombPng(30000, 30000))], 'image_too_large'],
    ['an encrypted PDF', async () => [pdf(makeEncryptedPdf())], 'encrypted_pdf'],
    ['a truncated PDF', async () => [pdf((await makeTextPdf([LETTER_LINES])).slice(0, 900))], 'corrupt_file'],
    ['a truncated JPEG', async () => [{ bytes: readFixture('cfpb-model-form-b1-photo.jpg').subarray(0, 100_000), mimeType: 'image/jpeg' }], 'corrupt_file'],
    ['a PDF that is not one', async () => [pdf(new Uint8Array(Buffer.from('<html>not a pdf</html>')))], 'corrupt_file'],
    ['a GIF', async () => [{ bytes: new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00')), mimeType: 'image/gif', name: 'x.gif' }], 'unsupported_type'],
    ['binary sent as text', async () => [{ bytes: new Uint8Array([1, 0, 2, 0]), mimeType: 'text/plain' }], 'unsupported_type'],
  ] as const)('%s', async (_label, make, code) => {
    const inputs = await make();
    const started = performance.now();
    const error = await failure(extractDocument(inputs));
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(20);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses 21 photos as too many pages without decoding them', async () => {
    const page = await tiny();
    const error = await failure(extractDocument(Array.from({ length: 21 }, (_, i) => png(page, `p${i}.png`))));
    expect(error.code).toBe('too_many_pages');
  });

  it('checks every file before reading any page: a bomb after a good photo fails before OCR starts', async () => {
    const events: ExtractProgress[] = [];
    const error = await failure(
      extractDocument([{ bytes: readFixture('cfpb-model-form-b1-photo.jpg'), mimeType: 'image/jpeg' }, png(makeBombPng(30000, 30000), 'bomb.png')], {
        onProgress: (e) => events.push(e),
      }),
    );
    expect(error).toMatchObject({ code: 'image_too_large', file: 'bomb.png' });
    expect(events).toEqual([]);
  });

  it('applies limits given in the options', async () => {
    const error = await failure(extractDocument([pdf(await makeTextPdf([['a'], ['b'], ['c']]))], { limits: { maxPages: 2 } }));
    expect(error.code).toBe('too_many_pages');
    expect(error.message).toContain('3 pages');
  });
});

/** A stand-in OCR engine: answers every page with the given words, so confidence handling is tested exactly. */
function fakeEngine(words: [string, number][]): OcrEngine {
  return {
    size: 1,
    recognize: async (): Promise<OcrResult> => ({
      confidence: 0.5,
      ms: 1,
      paragraphs: [
        {
          lines: [
            {
              bbox: { x0: 0, y0: 0, x1: 400, y1: 20 },
              words: words.map(([text, confidence], i) => ({ text, confidence, bbox: { x0: i * 50, y0: 0, x1: i * 50 + 40, y1: 20 } })),
            },
          ],
        },
      ],
    }),
  };
}

describe('extractDocument: confidence is reported, not hidden', () => {
  it('flags a hard page with a warning and weights the overall confidence by characters', async () => {
    const image = await renderLetterPng(['anything'], { width: 400, height: 200, fontSize: 30, margin: 40 });
    const doc = await extractDocument([{ bytes: new Uint8Array(Buffer.from('A clear typed page of text.')), mimeType: 'text/plain' }, png(image)], {
      ocrPool: fakeEngine([
        ['Tota1', 0.4],
        ['am0unt', 0.3],
      ]),
    });
    expect(doc.method).toBe('mixed');
    expect(doc.pages[1]).toMatchObject({ method: 'ocr', text: 'Tota1 am0unt', confidence: 0.345 });
    expect(doc.pages[1]!.confidence).toBeLessThan(LOW_CONFIDENCE_THRESHOLD);
    expect(doc.lowConfidence).toBe(true);
    expect(doc.warnings).toEqual(['Page 2 was hard to read (confidence 35%). Check the quoted words against your letter, or upload a sharper photo or scan.']);
    // 22 visible characters at 1, 11 at 0.345.
    expect(doc.confidence).toBeCloseTo((22 * 1 + 11 * 0.345) / 33, 3);
    expect(doc.pages[1]!.size).toEqual({ width: 400, height: 200, unit: 'px' });
    expectConsistent(doc);
  });

  it('warns about a page where nothing could be read, and refuses an upload with no text at all', async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const doc = await extractDocument([{ bytes: new Uint8Array(Buffer.from('Some text.')), mimeType: 'text/plain' }, png(blank)], {
      ocrPool: fakeEngine([]),
    });
    expect(doc.pages[1]!.text).toBe('');
    expect(doc.lowConfidence).toBe(true);
    expect(doc.warnings[0]).toMatch(/^Page 2: no text could be read/);
    expect((await failure(extractDocument([png(blank)], { ocrPool: fakeEngine([]) }))).code).toBe('no_text_found');
  });
});

describe('extractDocument with OCR', () => {
  let twoPhotos: ExtractInput[];

  beforeAll(async () => {
    // Photo 1: a portrait-style photo stored sideways with EXIF orientation 6.
    const part1 = await renderLetterPng(LETTER_LINES.slice(0, 6), { width: 1700, height: 700, fontSize: 30 });
    const exif = await sharp(part1).rotate(-90).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    // Photo 2: the rest, turned 3 degrees clockwise.
    const part2 = await rotatePng(await renderLetterPng(LETTER_LINES.slice(7), { width: 1700, height: 700, fontSize: 30 }), 3);
    twoPhotos = [
      { bytes: exif, mimeType: 'image/jpeg', name: 'photo-1.jpg' },
      { bytes: part2, mimeType: 'application/octet-stream', name: 'photo-2' },
    ];
  });

  it('makes several photos one document, in order: EXIF orientation applied, skew measured and corrected', { timeout: 60_000 }, async () => {
    const events: ExtractProgress[] = [];
    const doc = await extractDocument(twoPhotos, { onProgress: (e) => events.push(e) });
    expect(events.map((e) => `${e.page}/${e.pages}`)).toEqual(['1/2', '2/2']);
    expect(doc.method).toBe('ocr');
    expect(doc.pages.map((p) => p.source)).toEqual(['photo-1.jpg', 'photo-2']);
    const [p1, p2] = doc.pages.map((p) => normalizeSpace(p.text));
    expect(p1).toContain('North South Group is a debt collector. We are trying to collect');
    expect(p1).toContain('a debt that you owe to Bank of Rockville.');
    expect(p2).toContain('Total amount of the debt now: $ 2,284.56');
    expect(p2).toContain('How can you dispute the debt?');
    expect(doc.pages[0]!.size).toEqual({ width: 1700, height: 700, unit: 'px' });
    expect(Math.abs(doc.pages[0]!.skewAngle!)).toBeLessThan(0.2);
    expect(doc.pages[1]!.skewAngle).toBeGreaterThan(2.75);
    expect(doc.pages[1]!.skewAngle).toBeLessThan(3.25);
    expect(doc.confidence).toBeGreaterThan(0.85);
    expect(doc.lowConfidence).toBe(false);
    // Word boxes are in the source image's pixels: 'North' is near the top-left of photo 1.
    const north = doc.pages[0]!.words.find((w) => w.text === 'North')!;
    expect(north.bbox.x0).toBeGreaterThan(90);
    expect(north.bbox.x0).toBeLessThan(130);
    expect(north.bbox.y0).toBeLessThan(150);
    expectConsistent(doc);
  });

  it('reads a mixed PDF: text layer where there is one, OCR for scanned pages (also one with a stamp)', { timeout: 60_000 }, async () => {
    const scan = await renderLetterPng(LETTER_LINES, { width: 2550, height: 1700, fontSize: 46, margin: 200 });
    const stamped = await renderLetterPng(LETTER_LINES.slice(7), { width: 2550, height: 2600, fontSize: 46, margin: 200 });
    const doc = await extractDocument([
      pdf(
        await makeMixedPdf([
          ['Page one has a text layer.', 'Reference: 584-345'],
          scan,
          { png: stamped, stamp: 'Scanned with ExampleScan Pro 2.0 on 2024-05-01' },
        ]),
      ),
    ]);
    expect(doc.method).toBe('mixed');
    expect(doc.pages.map((p) => p.method)).toEqual(['text-layer', 'ocr', 'ocr']);
    expect(doc.pages[0]!.text).toBe('Page one has a text layer.\nReference: 584-345');
    const scanned = normalizeSpace(doc.pages[1]!.text);
    expect(scanned).toContain('North South Group is a debt collector.');
    expect(scanned).toContain('As of January 2, 2017, you owed: $ 2,234.56');
    expect(characterErrorRate(doc.pages[1]!.text, LETTER_LINES.join('\n'))).toBeLessThan(0.02);
    expect(normalizeSpace(doc.pages[2]!.text)).toContain('Total amount of the debt now: $ 2,284.56');
    // OCR boxes of a PDF page are in points, like its text layer.
    for (const w of doc.pages[1]!.words) {
      expect(w.bbox.x1).toBeLessThanOrEqual(612);
      expect(w.bbox.y1).toBeLessThanOrEqual(792);
    }
    expect(doc.pages[1]!.size).toEqual({ width: 612, height: 792, unit: 'pt' });
    expectConsistent(doc);
  });

  it('stops a page that overruns its time limit with a timeout error (and the pool recovers)', { timeout: 60_000 }, async () => {
    const pool = new OcrPool({ size: 1 });
    try {
      const page = await renderLetterPng(LETTER_LINES.slice(0, 3), { width: 1200, height: 300, fontSize: 30, margin: 40 });
      const error = await failure(extractDocument([png(page, 'slow.png')], { ocrPool: pool, pageTimeoutMs: 30 }));
      expect(error).toMatchObject({ code: 'timeout', file: 'slow.png' });
      expect(error.message).toMatch(/^Reading page 1 took longer than 0 seconds/);
      expect(pool.stats.replaced).toBe(1);
      const doc = await extractDocument([png(page)], { ocrPool: pool });
      expect(doc.text).toContain('North South Group');
    } finally {
      await pool.close();
    }
  });

  it('refuses a PDF with only a blank page as having no text', { timeout: 60_000 }, async () => {
    expect((await failure(extractDocument([pdf(await makeBlankPdf(1))]))).code).toBe('no_text_found');
  });

  it('reads the real phone photo of the CFPB model form', { timeout: 120_000 }, async () => {
    const truth = readFixture('cfpb-model-form-b1.txt').toString('utf8');
    const doc = await extractDocument([{ bytes: readFixture('cfpb-model-form-b1-photo.jpg'), mimeType: 'image/jpeg', name: 'photo.jpg' }]);
    const text = normalizeSpace(doc.text);
    for (const phrase of [
      'North South Group is a debt collector.',
      'We are trying to collect a debt that you owe to Bank of Rockville.',
      'Total amount of the debt now: $ 2,284.56',
      'How can you dispute the debt?',
      'As of January 2, 2017, you owed: $ 2,234.56',
      'You were charged this amount in interest: + $ 75.00',
      'You were charged this amount in fees: + $ 25.00',
      'You paid or were credited this amount toward the debt: - $ 50.00',
      'Call or write to us by August 28, 2020, to dispute all or part of the debt.',
      'Reference: 584-345',
    ]) {
      expect(text).toContain(phrase);
    }
    // Measured: CER 0.16% (the Spanish line's accents, which the English model lacks), confidence 0.945.
    expect(characterErrorRate(doc.text, truth)).toBeLessThan(0.02);
    expect(doc.confidence).toBeGreaterThan(0.85);
    expect(doc.lowConfidence).toBe(false);
    expect(doc.warnings).toEqual([]);
    expect(doc.pages[0]!.skewAngle).toBeGreaterThan(2);
    expect(doc.pages[0]!.skewAngle).toBeLessThan(4.5);
    for (const w of doc.pages[0]!.words) {
      expect(w.bbox.x1).toBeLessThanOrEqual(2048);
      expect(w.bbox.y1).toBeLessThanOrEqual(2578);
    }
    expectConsistent(doc);
  });
});
