import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadFingerprint } from './analyze-letter';

/** The fingerprint's definition: SHA-256 of each file's length, a colon and its bytes, in order. */
const expected = (files: Buffer[]): string => {
  const hash = createHash('sha256');
  for (const bytes of files) hash.update(`${bytes.byteLength}:`).update(bytes);
  return hash.digest('hex');
};

const filled = (size: number, seed: number): Buffer => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) % 251));

describe('uploadFingerprint', () => {
  it('is the same digest for a small upload (hashed at once) and a large one (on the thread pool)', async () => {
    for (const files of [[filled(5_000, 1)], [filled(5_000, 1), filled(3_000, 2)], [filled(300 * 1024, 3)], [filled(200 * 1024, 4), filled(200 * 1024, 5)]]) {
      await expect(uploadFingerprint(files.map((bytes) => ({ bytes })))).resolves.toBe(expected(files));
    }
  });

  it('tells files apart by their order and their boundaries, and has nothing to hash without files', async () => {
    const [a, b] = [filled(10, 1), filled(10, 2)];
    const one = await uploadFingerprint([{ bytes: a }, { bytes: b }]);
    expect(await uploadFingerprint([{ bytes: b }, { bytes: a }])).not.toBe(one);
    expect(await uploadFingerprint([{ bytes: Buffer.concat([a, b]) }])).not.toBe(one);
    expect(await uploadFingerprint([])).toBeNull();
  });
});
