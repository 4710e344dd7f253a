import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeImageCodec } from '../testing/fake-image-codec';
import {
  downscaleTarget,
  fitLongSide,
  jpegName,
  KEEP_PHOTO_BYTES,
  MAX_PHOTO_LONG_SIDE,
  PHOTO_JPEG_QUALITY,
  preparePhoto,
  shouldReplace,
  type ImageCodec,
} from './downscale-image';

const MB = 1024 * 1024;

/** A file that reports `size` bytes without allocating them. */
const sized = (name: string, type: string, size: number, lastModified = 1_700_000_000_000): File => {
  const file = new File(['x'], name, { type, lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const jpg = (name: string, size: number) => sized(name, 'image/jpeg', size);

describe('the constants', () => {
  it('keep a US Letter page (11 in long) at 300 dpi', () => {
    expect(MAX_PHOTO_LONG_SIDE).toBe(3300);
    expect(KEEP_PHOTO_BYTES).toBe(1.5 * MB);
    expect(PHOTO_JPEG_QUALITY).toBe(0.85);
  });
});

describe('fitLongSide', () => {
  it.each([
    ['a 12 MP landscape photo', { width: 4032, height: 3024 }, { width: 3300, height: 2475 }],
    ['a 12 MP portrait photo', { width: 3024, height: 4032 }, { width: 2475, height: 3300 }],
    ['a 48 MP photo', { width: 8000, height: 6000 }, { width: 3300, height: 2475 }],
    ['a square photo', { width: 5000, height: 5000 }, { width: 3300, height: 3300 }],
    ['a long thin strip (the short side stays at least 1 px)', { width: 100_000, height: 10 }, { width: 3300, height: 1 }],
  ])('scales %s so its long side is 3300 px, keeping its shape', (_, size, expected) => {
    expect(fitLongSide(size)).toEqual(expected);
  });

  it('never scales up', () => {
    expect(fitLongSide({ width: 3300, height: 2550 })).toEqual({ width: 3300, height: 2550 });
    expect(fitLongSide({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('takes another limit', () => {
    expect(fitLongSide({ width: 2000, height: 1000 }, 1000)).toEqual({ width: 1000, height: 500 });
  });
});

describe('downscaleTarget (keep the original, or the size to re-encode at)', () => {
  it('keeps a photo that is already small in bytes and in pixels', () => {
    expect(downscaleTarget(KEEP_PHOTO_BYTES, { width: 3300, height: 2475 })).toBeNull();
    expect(downscaleTarget(300_000, { width: 1600, height: 1200 })).toBeNull();
  });

  it('scales a photo longer than 3300 px, however few bytes it has', () => {
    expect(downscaleTarget(900_000, { width: 4032, height: 3024 })).toEqual({ width: 3300, height: 2475 });
  });

  it('re-encodes at its own size a photo of a fine size but over 1.5 MB', () => {
    expect(downscaleTarget(KEEP_PHOTO_BYTES + 1, { width: 3000, height: 2000 })).toEqual({ width: 3000, height: 2000 });
  });

  it('scales a big phone photo', () => {
    expect(downscaleTarget(4 * MB, { width: 4032, height: 3024 })).toEqual({ width: 3300, height: 2475 });
  });
});

describe('shouldReplace', () => {
  it('replaces the original only with a smaller, non-empty JPEG', () => {
    expect(shouldReplace(4 * MB, 2 * MB)).toBe(true);
    expect(shouldReplace(2 * MB, 2 * MB)).toBe(false);
    expect(shouldReplace(2 * MB, 3 * MB)).toBe(false);
    expect(shouldReplace(2 * MB, 0)).toBe(false);
  });
});

describe('jpegName', () => {
  it.each([
    ['IMG_0001.jpg', 'IMG_0001.jpg'],
    ['scan.JPEG', 'scan.JPEG'],
    ['scan.png', 'scan.jpg'],
    ['page.one.PNG', 'page.one.jpg'],
    ['noextension', 'noextension.jpg'],
  ])('%s is uploaded as %s', (name, expected) => expect(jpegName(name)).toBe(expected));
});

describe('preparePhoto', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('downscales a 12 MB phone photo to a 3300 px JPEG at quality 0.85, keeping its name and date', async () => {
    const codec = fakeImageCodec({ photos: { 'phone.jpg': { width: 4032, height: 3024 } }, encodedBytes: () => 2 * MB });
    const original = jpg('phone.jpg', 12 * MB);
    const prepared = await preparePhoto(original, codec);
    expect(codec.encoded).toEqual([{ name: 'phone.jpg', size: { width: 3300, height: 2475 }, quality: 0.85 }]);
    expect(prepared).not.toBe(original);
    expect(prepared.size).toBe(2 * MB);
    expect(prepared.type).toBe('image/jpeg');
    expect(prepared.name).toBe('phone.jpg');
    expect(prepared.lastModified).toBe(original.lastModified);
    expect(codec.closed).toBe(1);
  });

  it('re-encodes a PNG as a .jpg file', async () => {
    const codec = fakeImageCodec({ photos: { 'scan.png': { width: 2550, height: 3300 } }, encodedBytes: () => MB });
    const prepared = await preparePhoto(sized('scan.png', 'image/png', 5 * MB), codec);
    expect(prepared.name).toBe('scan.jpg');
    expect(prepared.type).toBe('image/jpeg');
  });

  it('keeps a small photo without encoding it', async () => {
    const codec = fakeImageCodec();
    const original = jpg('small.jpg', 400_000);
    expect(await preparePhoto(original, codec)).toBe(original);
    expect(codec.decoded).toEqual(['small.jpg']);
    expect(codec.encoded).toEqual([]);
    expect(codec.closed).toBe(1);
  });

  it('keeps the original when the JPEG is not smaller (a PNG of a clean scan)', async () => {
    const codec = fakeImageCodec({ photos: { 'clean.png': { width: 4000, height: 3000 } }, encodedBytes: () => 2 * MB });
    const original = sized('clean.png', 'image/png', 2 * MB);
    expect(await preparePhoto(original, codec)).toBe(original);
    expect(codec.encoded).toHaveLength(1);
    expect(codec.closed).toBe(1);
  });

  it('never touches a PDF', async () => {
    const codec = fakeImageCodec();
    const original = sized('letter.pdf', 'application/pdf', 9 * MB);
    expect(await preparePhoto(original, codec)).toBe(original);
    expect(codec.decoded).toEqual([]);
  });

  it('keeps the original when the photo cannot be decoded (the server answers for it)', async () => {
    const codec = fakeImageCodec({ photos: { 'broken.jpg': 'corrupt' } });
    const original = jpg('broken.jpg', 4 * MB);
    expect(await preparePhoto(original, codec)).toBe(original);
  });

  it('keeps the original, and frees the decoded image, when encoding fails', async () => {
    const codec = fakeImageCodec({ photos: { 'phone.jpg': { width: 4032, height: 3024 } }, encodeFails: true });
    const original = jpg('phone.jpg', 4 * MB);
    expect(await preparePhoto(original, codec)).toBe(original);
    expect(codec.encoded).toHaveLength(1);
    expect(codec.closed).toBe(1);
  });

  it('keeps the original when decoding takes too long', async () => {
    vi.useFakeTimers();
    const never: ImageCodec = { decode: () => new Promise(() => undefined) };
    const original = jpg('slow.jpg', 4 * MB);
    const prepared = preparePhoto(original, never, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(prepared).resolves.toBe(original);
  });
});
