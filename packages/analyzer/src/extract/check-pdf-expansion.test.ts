import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdfExpansion } from './check-pdf-expansion';
import { makeTextPdf } from './test-helpers';
import { extractDocument } from './extract-document';
import { isExtractError } from './extract-error';

/**
 * A one-page PDF whose content is `streams` streams (one by default) of `inflated` bytes of spaces each,
 * Flate-compressed (about 1/1000 of that).
 */
const bombPdf = (inflated: number, streams = 1): Uint8Array => {
  const content = deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    size += buf.length;
  };
  push('%PDF-1.7\n');
  const obj = (n: number, body: Buffer | string) => {
    offsets[n] = size;
    push(`${n} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  };
  const contents = Array.from({ length: streams }, (_, i) => 4 + i);
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  obj(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contents.map((n) => `${n} 0 R`).join(' ')}] >>`);
  for (const n of contents)
    obj(n, Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]));
  const xref = size;
  const objects = [1, 2, 3, ...contents];
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${objects.map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
};

describe('checkPdfExpansion', () => {
  it('refuses a 300 KB PDF that expands to 300 MB, without expanding it', async () => {
    const pdf = bombPdf(300 * 1024 * 1024);
    expect(pdf.length).toBeLessThan(400 * 1024);
    // The process's ArrayBuffer memory is shared with the test files other threads run at the same time, so one
    // reading can include their buffers: the smallest growth of three checks is this check's own. Expanding the
    // stream would add about 300 MB to every one of them.
    const growth: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = process.memoryUsage().arrayBuffers;
      await expect(checkPdfExpansion(pdf, 'bomb.pdf')).rejects.toThrow(/expands to far more data than a letter holds/);
      growth.push(process.memoryUsage().arrayBuffers - before);
    }
    expect(Math.min(...growth)).toBeLessThan(16 * 1024 * 1024);
    const error = await extractDocument([{ bytes: pdf, mimeType: 'application/pdf', name: 'bomb.pdf' }]).catch((e: unknown) => e);
    expect(isExtractError(error) && error.code).toBe('file_too_large');
  });

  it('lets ordinary letters through', async () => {
    const pdf = await makeTextPdf([['Apex Recovery Partners', 'This is an attempt to collect a debt.']]);
    await expect(checkPdfExpansion(pdf)).resolves.toBeInstanceOf(Map);
    await expect(checkPdfExpansion(bombPdf(1024 * 1024))).resolves.toBeInstanceOf(Map);
  });

  it('counts small streams too (the first ones inflated at once, within a budget): forty of 8 MB each pass the total of 256 MB', async () => {
    const pdf = bombPdf(8 * 1024 * 1024, 40);
    expect(pdf.length).toBeLessThan(40 * 8.5 * 1024); // each stream is under 8 KB compressed
    await expect(checkPdfExpansion(pdf, 'many.pdf')).rejects.toThrow(/expands to far more data than a letter holds/);
    await expect(checkPdfExpansion(bombPdf(8 * 1024 * 1024, 30))).resolves.toBeInstanceOf(Map);
  });
});
