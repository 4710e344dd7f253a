import { brotliCompressSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InflateAtOnce } from './inflate-at-once';

/** Drives it the way pdf.js does (asyncGetBytesFromDecompressionStream): write once, close, read all. */
const decompress = async (format: string, bytes: Uint8Array): Promise<Uint8Array> => {
  const { readable, writable } = new InflateAtOnce(format);
  const writer = writable.getWriter();
  await writer.ready;
  void writer
    .write(bytes)
    .then(async () => {
      await writer.ready;
      await writer.close();
    })
    .catch(() => {});
  const parts: Uint8Array[] = [];
  for await (const part of readable) parts.push(part);
  return Buffer.concat(parts);
};

describe('InflateAtOnce', () => {
  const text = Buffer.from('BT /F1 11 Tf 54 740 Td (North South Group is a debt collector.) Tj ET\n'.repeat(50));

  it('inflates a FlateDecode (zlib) stream and a BrotliDecode stream to the original bytes', async () => {
    expect(Buffer.from(await decompress('deflate', deflateSync(text)))).toEqual(text);
    expect(Buffer.from(await decompress('brotli', brotliCompressSync(text)))).toEqual(text);
  });

  it('fails on a damaged or cut-off stream, so pdf.js decodes it with its own decoder', async () => {
    const cut = deflateSync(text).subarray(0, 40);
    await expect(decompress('deflate', cut)).rejects.toThrow();
  });

  it('refuses a format it does not know when constructed, as the web API does', () => {
    expect(() => new InflateAtOnce('lzw')).toThrow(TypeError);
  });
});
