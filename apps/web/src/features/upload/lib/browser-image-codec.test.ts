import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserImageCodec } from './browser-image-codec';

/**
 * jsdom has no createImageBitmap, OffscreenCanvas or canvas drawing: these stand-ins record what
 * the codec asks of the browser. The real thing runs in Chromium in the e2e suite.
 */
type Call = [string, ...unknown[]];

const fakeContext = (calls: Call[]) => ({
  set fillStyle(value: string) {
    calls.push(['fillStyle', value]);
  },
  set imageSmoothingEnabled(value: boolean) {
    calls.push(['imageSmoothingEnabled', value]);
  },
  set imageSmoothingQuality(value: string) {
    calls.push(['imageSmoothingQuality', value]);
  },
  fillRect: (...args: unknown[]) => calls.push(['fillRect', ...args]),
  drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args]),
});

const fakeBitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });

const photo = new File(['jpeg bytes'], 'page.jpg', { type: 'image/jpeg' });

const installOffscreenCanvas = (calls: Call[], output: { type: string } = { type: 'image/jpeg' }, context = true) => {
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      calls.push(['new OffscreenCanvas', width, height]);
    }
    getContext(kind: string) {
      calls.push(['getContext', kind]);
      return context ? fakeContext(calls) : null;
    }
    convertToBlob(options: unknown) {
      calls.push(['convertToBlob', options]);
      return Promise.resolve(new Blob(['encoded'], output));
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
};

/** An <img> whose decode() succeeds with a size, or fails. */
const installImage = (calls: Call[], result: { width: number; height: number } | 'fails') => {
  class FakeImage {
    decoding = '';
    src = '';
    naturalWidth = 0;
    naturalHeight = 0;
    decode() {
      calls.push(['img.decode', this.src, this.decoding]);
      if (result === 'fails') return Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
      this.naturalWidth = result.width;
      this.naturalHeight = result.height;
      return Promise.resolve();
    }
  }
  vi.stubGlobal('Image', FakeImage);
};

describe('browserImageCodec', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  let urls: { created: string[]; revoked: string[] };

  beforeEach(() => {
    urls = { created: [], revoked: [] };
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:test/${urls.created.length + 1}`;
      urls.created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      urls.revoked.push(url);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it("decodes with createImageBitmap, the EXIF orientation applied ('from-image'), and frees the bitmap on close", async () => {
    const bitmap = fakeBitmap(3024, 4032);
    const create = vi.fn(() => Promise.resolve(bitmap));
    vi.stubGlobal('createImageBitmap', create);
    const image = await browserImageCodec.decode(photo);
    expect(create).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect([image.width, image.height]).toEqual([3024, 4032]);
    image.close();
    expect(bitmap.close).toHaveBeenCalledTimes(1);
  });

  it('encodes with an OffscreenCanvas: on white, smoothed, scaled to the size, as a JPEG of the quality', async () => {
    const calls: Call[] = [];
    const bitmap = fakeBitmap(4032, 3024);
    vi.stubGlobal('createImageBitmap', () => Promise.resolve(bitmap));
    installOffscreenCanvas(calls);
    const image = await browserImageCodec.decode(photo);
    const blob = await image.encodeJpeg({ width: 3300, height: 2475 }, 0.85);
    expect(blob.type).toBe('image/jpeg');
    expect(calls).toEqual([
      ['new OffscreenCanvas', 3300, 2475],
      ['getContext', '2d'],
      ['fillStyle', '#ffffff'],
      ['fillRect', 0, 0, 3300, 2475],
      ['imageSmoothingEnabled', true],
      ['imageSmoothingQuality', 'high'],
      ['drawImage', bitmap, 0, 0, 3300, 2475],
      ['convertToBlob', { type: 'image/jpeg', quality: 0.85 }],
    ]);
  });

  it('fails to encode when the browser hands back a PNG (it cannot write JPEG)', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.resolve(fakeBitmap(4032, 3024)));
    installOffscreenCanvas([], { type: 'image/png' });
    const image = await browserImageCodec.decode(photo);
    await expect(image.encodeJpeg({ width: 3300, height: 2475 }, 0.85)).rejects.toThrow('could not encode a JPEG');
  });

  it('falls back to an <img> element without createImageBitmap, and revokes its object URL on close', async () => {
    const calls: Call[] = [];
    installImage(calls, { width: 2000, height: 1500 });
    const image = await browserImageCodec.decode(photo);
    expect(calls).toEqual([['img.decode', 'blob:test/1', 'async']]);
    expect([image.width, image.height]).toEqual([2000, 1500]);
    expect(urls.revoked).toEqual([]);
    image.close();
    expect(urls.revoked).toEqual(['blob:test/1']);
  });

  it('falls back to an <img> element when createImageBitmap refuses (an older browser, or its options)', async () => {
    const calls: Call[] = [];
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new TypeError("The provided value 'from-image' is not a valid enum value")));
    installImage(calls, { width: 1200, height: 1600 });
    const image = await browserImageCodec.decode(photo);
    expect([image.width, image.height]).toEqual([1200, 1600]);
  });

  it('fails to decode a file neither can read, revoking the object URL', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('The source image cannot be decoded.', 'InvalidStateError')));
    installImage([], 'fails');
    await expect(browserImageCodec.decode(photo)).rejects.toThrow('cannot be decoded');
    expect(urls.revoked).toEqual(urls.created);
    expect(urls.created).toHaveLength(1);
  });

  it.each([
    ['without OffscreenCanvas', false],
    ['when OffscreenCanvas has no 2d context', true],
  ])('encodes with a <canvas> element and toBlob %s, then frees the canvas', async (_, offscreen) => {
    const calls: Call[] = [];
    const bitmap = fakeBitmap(4032, 3024);
    vi.stubGlobal('createImageBitmap', () => Promise.resolve(bitmap));
    if (offscreen) installOffscreenCanvas([], { type: 'image/jpeg' }, false);
    const canvases: HTMLCanvasElement[] = [];
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = createElement(tag);
      if (element instanceof HTMLCanvasElement) canvases.push(element);
      return element;
    });
    const getContext = function (this: HTMLCanvasElement) {
      calls.push(['canvas size', this.width, this.height]);
      return fakeContext(calls);
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(getContext as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback, type?: string, quality?: number) => {
      calls.push(['toBlob', type, quality]);
      callback(new Blob(['encoded'], { type: 'image/jpeg' }));
    });
    const image = await browserImageCodec.decode(photo);
    const blob = await image.encodeJpeg({ width: 2475, height: 3300 }, 0.85);
    expect(blob.type).toBe('image/jpeg');
    expect(calls).toEqual([
      ['canvas size', 2475, 3300],
      ['fillStyle', '#ffffff'],
      ['fillRect', 0, 0, 2475, 3300],
      ['imageSmoothingEnabled', true],
      ['imageSmoothingQuality', 'high'],
      ['drawImage', bitmap, 0, 0, 2475, 3300],
      ['toBlob', 'image/jpeg', 0.85],
    ]);
    expect(canvases).toHaveLength(1);
    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([0, 0]);
  });
});
