import { inflateSync } from 'node:zlib';
import { ExtractError, fileLabel } from './extract-error';
import { MAX_INFLATED_STREAM_BYTES, MAX_INFLATED_TOTAL_BYTES } from './extract-limits';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Measures how far the Flate-compressed streams of a PDF expand, one at a time and never beyond the
 * cap (zlib stops at `maxOutputLength`), before pdf.js parses the file: a decompression bomb costs
 * at most MAX_INFLATED_STREAM_BYTES of memory here, and is refused. Streams that are not Flate, or
 * that do not inflate cleanly, are left for pdf.js to judge.
 */
export const checkPdfExpansion = (bytes: Uint8Array, name?: string): void => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bomb = () =>
    new ExtractError(
      'file_too_large',
      `${fileLabel(name, true)} expands to far more data than a letter holds, so it was not opened. Please upload the letter as it came, or a photo of it.`,
      { file: name },
    );
  let total = 0;
  let at = buf.indexOf(STREAM);
  while (at !== -1) {
    const isKeyword = at > 0 && buf[at - 1] !== 0x64 /* not the end of "endstream" */;
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start += 1;
    if (buf[start] === 0x0a) start += 1;
    const end = buf.indexOf(END_STREAM, start);
    if (end === -1) break;
    if (isKeyword) {
      const dict = buf.subarray(Math.max(0, at - 1024), at).toString('latin1');
      const open = dict.lastIndexOf('<<');
      if (open !== -1 && /\/FlateDecode\b|\/Fl\b/.test(dict.slice(open))) {
        try {
          total += inflateSync(buf.subarray(start, end), { maxOutputLength: MAX_INFLATED_STREAM_BYTES }).length;
        } catch (error) {
          if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
          // Not a clean Flate stream (damaged, or predictors): pdf.js decides.
        }
        if (total > MAX_INFLATED_TOTAL_BYTES) throw bomb();
      }
    }
    at = buf.indexOf(STREAM, end + END_STREAM.length);
  }
};
