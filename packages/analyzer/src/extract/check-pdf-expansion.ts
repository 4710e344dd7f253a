import { createInflate, inflateSync } from 'node:zlib';
import { ExtractError, fileLabel } from './extract-error';
import { MAX_INFLATED_STREAM_BYTES, MAX_INFLATED_TOTAL_BYTES } from './extract-limits';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Deflate cannot expand a stream more than about 1032 times (a 258-byte match in no less than 2 bits),
 * so a compressed stream up to this size expands to at most ~8 MB: small enough to inflate in one
 * synchronous call, which for the few kilobytes of a text page's content costs a tenth of a zlib
 * stream (its events and a trip to libuv's thread pool each). Larger streams are counted as they
 * inflate, 64 KB at a time (inflatedSize).
 */
const SYNC_INFLATE_MAX_COMPRESSED_BYTES = 8 * 1024;
/**
 * Inflated at once per PDF before every further stream goes the streaming way: a file of many small
 * streams that each expand far (a bomb in pieces) holds the thread for at most this plus one stream
 * (≈ 10 MB of inflating, about 15 ms) when it is checked on the event loop's thread.
 */
const SYNC_INFLATE_BUDGET_BYTES = 2 * 1024 * 1024;

/**
 * Streams the check inflated at once, by the offset where their data starts: what each inflated to
 * and how many compressed bytes that took (what came after the end of the Flate data, such as an end
 * of line before "endstream", is not read). The light reader takes a stream from here rather than
 * inflating it a second time (decision 116). Only for the one file, dropped with it.
 */
export type InflatedStreams = Map<number, { data: Buffer; consumed: number }>;

/** inflatedSize for a small stream (see SYNC_INFLATE_MAX_COMPRESSED_BYTES): the same answers, at once, and the data. */
const inflateAtOnce = (data: Buffer, cap: number): { data: Buffer; consumed: number } | number | null => {
  try {
    // With `info`, zlib gives its engine too, which counts the compressed bytes it read.
    const { buffer, engine } = inflateSync(data, { maxOutputLength: cap + 1, info: true }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
    return { data: buffer, consumed: engine.bytesWritten };
  } catch (error) {
    // Past the cap (which the ratio above rules out for these sizes, kept as a guard) or not clean Flate data.
    return error instanceof RangeError ? cap + 1 : null;
  }
};

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
 * Gives the small streams it inflated at once, for the light reader.
 */
export const checkPdfExpansion = async (bytes: Uint8Array, name?: string): Promise<InflatedStreams> => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bomb = () =>
    new ExtractError(
      'file_too_large',
      `${fileLabel(name, true)} expands to far more data than a letter holds, so it was not opened. Please upload the letter as it came, or a photo of it.`,
      { file: name },
    );
  let total = 0;
  let inflatedAtOnce = 0;
  const inflated: InflatedStreams = new Map();
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
        const data = buf.subarray(start, end);
        const atOnce = data.length <= SYNC_INFLATE_MAX_COMPRESSED_BYTES && inflatedAtOnce < SYNC_INFLATE_BUDGET_BYTES;
        let size: number | null;
        if (atOnce) {
          const once = inflateAtOnce(data, MAX_INFLATED_STREAM_BYTES);
          if (once !== null && typeof once === 'object') {
            size = once.data.length;
            inflated.set(start, once);
          } else size = once;
          inflatedAtOnce += size ?? 0;
        } else size = await inflatedSize(data, MAX_INFLATED_STREAM_BYTES);
        if (size !== null) {
          if (size > MAX_INFLATED_STREAM_BYTES) throw bomb();
          total += size;
          if (total > MAX_INFLATED_TOTAL_BYTES) throw bomb();
        }
      }
    }
    at = buf.indexOf(STREAM, end + END_STREAM.length);
  }
  return inflated;
};
