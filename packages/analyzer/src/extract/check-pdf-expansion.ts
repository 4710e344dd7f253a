import { createInflate } from 'node:zlib';
import { ExtractError, fileLabel } from './extract-error';
import { MAX_INFLATED_STREAM_BYTES, MAX_INFLATED_TOTAL_BYTES } from './extract-limits';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * How many bytes a Flate stream expands to, counted as it inflates and thrown away (64 KB at a time):
 * stops as soon as `cap` is passed. Null when the data is not a clean Flate stream.
 */
const inflatedSize = (data: Buffer, cap: number): Promise<number | null> =>
  new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let size = 0;
    let done = false;
    const finish = (value: number | null) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) finish(size);
    });
    inflate.on('end', () => finish(size));
    inflate.on('error', () => finish(null));
    inflate.end(data);
  });

/**
 * Measures how far the Flate-compressed streams of a PDF expand, one at a time, before pdf.js parses
 * the file: nothing expanded is kept, so a decompression bomb costs almost no memory here, and it is
 * refused. Streams that are not Flate, or do not inflate cleanly, are left for pdf.js to judge.
 */
export const checkPdfExpansion = async (bytes: Uint8Array, name?: string): Promise<void> => {
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
    const isKeyword = at > 0 && buf[at - 1] !== 0x64; /* not the end of "endstream" */
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start += 1;
    if (buf[start] === 0x0a) start += 1;
    const end = buf.indexOf(END_STREAM, start);
    if (end === -1) break;
    if (isKeyword) {
      const dict = buf.subarray(Math.max(0, at - 1024), at).toString('latin1');
      const open = dict.lastIndexOf('<<');
      if (open !== -1 && /\/FlateDecode\b|\/Fl\b/.test(dict.slice(open))) {
        const size = await inflatedSize(buf.subarray(start, end), MAX_INFLATED_STREAM_BYTES);
        if (size !== null) {
          if (size > MAX_INFLATED_STREAM_BYTES) throw bomb();
          total += size;
          if (total > MAX_INFLATED_TOTAL_BYTES) throw bomb();
        }
      }
    }
    at = buf.indexOf(STREAM, end + END_STREAM.length);
  }
};
