import { brotliDecompressSync, inflateRawSync, inflateSync, gunzipSync } from 'node:zlib';

/** pdf.js asks for 'deflate' (FlateDecode) and 'brotli' (BrotliDecode); the other formats of the Compression Streams standard are kept for completeness. */
const DECODERS: Record<string, (bytes: Uint8Array, options: { maxOutputLength: number }) => Buffer> = {
  deflate: inflateSync,
  'deflate-raw': inflateRawSync,
  gzip: gunzipSync,
  brotli: brotliDecompressSync,
};

/**
 * The most one stream may inflate to here. A letter's streams are checked before pdf.js opens the
 * file (check-pdf-expansion.ts); this bounds a stream that check did not inflate itself. Past it zlib
 * throws and pdf.js falls back to its own decoder, which reads it as before.
 */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * The part of the web's DecompressionStream that pdf.js uses (a writer that takes the compressed
 * bytes once and closes; an async-iterable readable), inflating at once with zlib's synchronous call.
 * pdf.js hands every compressed stream (FlateDecode, BrotliDecode) to DecompressionStream when the
 * global exists, and inflates with its own JavaScript decoder when it does not or when it fails.
 * Node's own DecompressionStream, a web stream over a zlib stream, cost more than pdf.js's decoder for
 * a letter's small streams (decision 074); this costs less than either (decision 095). Output is
 * zlib's: the same bytes as pdf.js's decoder for a valid stream; a damaged one fails here and pdf.js
 * decodes it as before.
 */
export class InflateAtOnce {
  readonly readable: AsyncIterable<Uint8Array>;
  readonly writable: { getWriter: () => { ready: Promise<void>; write: (chunk: Uint8Array) => Promise<void>; close: () => Promise<void> } };

  constructor(format: string) {
    const decode = DECODERS[format];
    if (!decode) throw new TypeError(`unsupported_compression_format:${format}`); // internal: pdf.js catches it
    const chunks: Uint8Array[] = [];
    let closed!: () => void;
    const whenClosed = new Promise<void>((resolve) => (closed = resolve));
    const ready = Promise.resolve();
    this.writable = {
      getWriter: () => ({
        ready,
        write: async (chunk) => {
          chunks.push(chunk);
        },
        close: async () => closed(),
      }),
    };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        await whenClosed;
        const input = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        const output = decode(input, { maxOutputLength: MAX_INFLATED_BYTES });
        yield new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
      },
    };
  }
}
