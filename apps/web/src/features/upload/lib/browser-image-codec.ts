import type { DecodedImage, ImageCodec, ImageSize } from './downscale-image';

/** A photo decoded by the browser: an ImageBitmap, or an <img> element when that is unavailable. */
type Source = ImageBitmap | HTMLImageElement;

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const draw = (context: Context2d, source: Source, { width, height }: ImageSize) => {
  // JPEG has no transparency: a PNG's transparent parts go on white (as the server does), not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
};

/** A browser that cannot write JPEG hands back a PNG instead: not what is wanted here. */
const requireJpeg = (blob: Blob | null): Blob => {
  if (!blob || blob.type !== 'image/jpeg') throw new Error('The browser could not encode a JPEG.');
  return blob;
};

/** OffscreenCanvas.convertToBlob, or null when there is no OffscreenCanvas with a 2d context. */
const encodeOffscreen = async (source: Source, size: ImageSize, quality: number): Promise<Blob | null> => {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(size.width, size.height);
  // Some browsers had OffscreenCanvas before its 2d context: then a <canvas> element is used.
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, source, size);
  return requireJpeg(await canvas.convertToBlob({ type: 'image/jpeg', quality }));
};

const encodeElement = async (source: Source, size: ImageSize, quality: number): Promise<Blob> => {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser has no 2d canvas.');
    draw(context, source, size);
    return requireJpeg(await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)));
  } finally {
    // Frees the canvas's memory at once (mobile Safari caps the memory of all canvases together).
    canvas.width = 0;
    canvas.height = 0;
  }
};

const decoded = (source: Source, width: number, height: number, close: () => void): DecodedImage => ({
  width,
  height,
  encodeJpeg: async (size, quality) => (await encodeOffscreen(source, size, quality)) ?? encodeElement(source, size, quality),
  close,
});

/**
 * createImageBitmap with imageOrientation 'from-image' turns a phone photo stored sideways (EXIF
 * orientation 5–8) the right way up, so the re-encoded JPEG, which keeps no EXIF, is upright.
 */
const decodeAsBitmap = async (file: Blob): Promise<DecodedImage> => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return decoded(bitmap, bitmap.width, bitmap.height, () => bitmap.close());
};

/**
 * Browsers without createImageBitmap (or refusing its options): an <img> element. Browsers apply
 * the EXIF orientation to images by default (CSS image-orientation: from-image), both to the
 * natural size and when the image is drawn on a canvas.
 */
const decodeAsElement = async (file: Blob): Promise<DecodedImage> => {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('The image has no pixels.');
    return decoded(image, image.naturalWidth, image.naturalHeight, () => URL.revokeObjectURL(url));
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
};

/** The browser's codec: createImageBitmap (else <img>) to decode; OffscreenCanvas (else <canvas>) to encode. */
export const browserImageCodec: ImageCodec = {
  decode: async (file) => {
    if (typeof createImageBitmap === 'function') {
      try {
        return await decodeAsBitmap(file);
      } catch {
        // A browser that refuses the options, or cannot decode this file: the element may still.
      }
    }
    return decodeAsElement(file);
  },
};
