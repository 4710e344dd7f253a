import { afterAll, describe, expect, it } from 'vitest';
import { ExtractError } from './extract-error';
import { openPdf, type PdfHandle } from './open-pdf';
import { imageCoverage } from './read-pdf-page';
import { LETTER_LINES, makeBlankPdf, makeEncryptedPdf, makeMixedPdf, makeTextPdf, renderLetterPng } from './test-helpers';

const handles: PdfHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.destroy()));
});

async function open(bytes: Uint8Array): Promise<PdfHandle> {
  const handle = await openPdf(bytes, { name: 'letter.pdf' });
  handles.push(handle);
  return handle;
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractError);
  return (error as ExtractError).code;
}

describe('openPdf', () => {
  it('opens a PDF and counts its pages', async () => {
    const handle = await open(await makeTextPdf([LETTER_LINES, LETTER_LINES, ['end']]));
    expect(handle.numPages).toBe(3);
  });

  it('refuses a password-protected PDF with an actionable message', async () => {
    const error = await openPdf(makeEncryptedPdf(), { name: 'locked.pdf' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractError);
    expect(error).toMatchObject({
      code: 'encrypted_pdf',
      message: 'This PDF is password-protected. Please upload an unlocked copy or a photo of the letter.',
      file: 'locked.pdf',
    });
  });

  it('refuses truncated and garbled PDFs as corrupt, fast', async () => {
    const pdf = await makeTextPdf([LETTER_LINES, LETTER_LINES]);
    const started = performance.now();
    expect(await codeOf(openPdf(pdf.slice(0, pdf.length >> 1)))).toBe('corrupt_file');
    expect(await codeOf(openPdf(pdf.slice(0, pdf.length - 20)))).toBe('corrupt_file');
    expect(await codeOf(openPdf(new Uint8Array(Buffer.from(`%PDF-1.7\n${'garbage '.repeat(500)}\n%%EOF\n`))))).toBe('corrupt_file');
    const scrambled = new Uint8Array(pdf);
    for (let i = 200; i < scrambled.length - 400; i++) scrambled[i] = (i * 7) & 0xff;
    expect(await codeOf(openPdf(scrambled))).toBe('corrupt_file');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('opens a 500-page PDF quickly, so the page limit can refuse it', async () => {
    // The first open of a large file in a process pays the reader's own warm-up (about a second alone, several on a loaded
    // machine); what is guarded here is that opening does not walk the pages, so the second open is timed.
    const bytes = await makeBlankPdf(500);
    await open(bytes.slice());
    const started = performance.now();
    const handle = await open(bytes);
    expect(handle.numPages).toBe(500);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('imageCoverage', () => {
  it('tells a scanned page (one image over the page) from a text page', async () => {
    const scan = await renderLetterPng(undefined, { width: 850, height: 1100, fontSize: 16, margin: 60 });
    const handle = await open(await makeMixedPdf([LETTER_LINES, scan]));
    expect(await imageCoverage(await (await handle.doc()).getPage(1))).toBe(0);
    expect(await imageCoverage(await (await handle.doc()).getPage(2))).toBeGreaterThan(0.95);
  });
});
