import type { DecodedImage, ImageCodec, ImageSize } from '../lib/downscale-image';

/** How a fake photo decodes: its size as shown, or 'corrupt' (decoding fails). */
export type FakePhoto = ImageSize | 'corrupt';

export type FakeImageCodecOptions = {
  /** By file name; a photo not listed is 1600 × 1200. */
  photos?: Record<string, FakePhoto>;
  /** Bytes of the JPEG a photo re-encodes to; by default as many as the original (so it is kept). */
  encodedBytes?: (file: Blob, size: ImageSize) => number;
  /** When set, the encoder fails (a browser without canvas or JPEG encoding). */
  encodeFails?: boolean;
  /** When set, each decode waits for `release()`: to see the page while photos are prepared. */
  hold?: boolean;
};

export type FakeImageCodec = ImageCodec & {
  /** Names of the files decoded, in order. */
  decoded: string[];
  /** Every JPEG encoding asked for. */
  encoded: Array<{ name: string; size: ImageSize; quality: number }>;
  /** How many decoded images were closed. */
  closed: number;
  /** Lets the held decodes go on (with `hold`). */
  release: () => void;
};

const DEFAULT_PHOTO: ImageSize = { width: 1600, height: 1200 };

/**
 * A stand-in for the browser's image codec (jsdom has no canvas or createImageBitmap). It never
 * allocates the source pixels; a re-encoded JPEG is a Blob of the asked-for number of bytes.
 */
export const fakeImageCodec = ({
  photos = {},
  encodedBytes = (file) => file.size,
  encodeFails = false,
  hold = false,
}: FakeImageCodecOptions = {}): FakeImageCodec => {
  let held: Array<() => void> = [];
  const codec: FakeImageCodec = {
    decoded: [],
    encoded: [],
    closed: 0,
    release: () => {
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
    decode: async (file) => {
      const name = file instanceof File ? file.name : 'blob';
      codec.decoded.push(name);
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      const photo = photos[name] ?? DEFAULT_PHOTO;
      if (photo === 'corrupt') throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
      const image: DecodedImage = {
        ...photo,
        encodeJpeg: async (size, quality) => {
          codec.encoded.push({ name, size, quality });
          if (encodeFails) throw new Error('No 2d canvas.');
          return new Blob([new Uint8Array(encodedBytes(file, size))], { type: 'image/jpeg' });
        },
        close: () => {
          codec.closed += 1;
        },
      };
      return image;
    },
  };
  return codec;
};
