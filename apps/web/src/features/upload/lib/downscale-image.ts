import { extensionOf, isPhoto } from './validate-letter-files';

/**
 * Phone photos of a letter are shrunk in the browser before upload (issue 4): a 12 MP photo is
 * often 3–5 MB, so three pages passed the server's 10 MB total, and big photos are slow on mobile
 * data. The server OCRs photos after scaling them itself, so sending more pixels than OCR needs
 * only costs the user time and data.
 */

/** Resolution the letter keeps: Tesseract's guidance is that OCR works best at 300 dpi or more. */
export const OCR_DPI = 300;

/** The long side of a US Letter page (8.5 × 11 in). */
export const LETTER_LONG_SIDE_INCHES = 11;

/**
 * Longest side, in pixels, of a photo after downscaling: 11 in × 300 dpi = 3300 px, so a page that
 * fills the photo is still read at 300 dpi (10-point capitals about 30 px tall), and one taking
 * nine tenths of it, with a margin, at 270 dpi. A 12 MP phone photo (4032 × 3024) becomes 3300 × 2475, two
 * thirds of its pixels; a 48 MP one (8000 × 6000) a sixth. The server itself scales to 4800 px.
 */
export const MAX_PHOTO_LONG_SIDE = LETTER_LONG_SIDE_INCHES * OCR_DPI;

/**
 * A photo this small (in bytes), and no longer than MAX_PHOTO_LONG_SIDE, is sent as it is:
 * re-encoding it would save little and lose a little sharpness. Six such pages fit in 10 MB.
 */
export const KEEP_PHOTO_BYTES = 1.5 * 1024 * 1024;

/**
 * JPEG quality of a re-encoded photo: 0.85, a common "high quality" setting that keeps the edges
 * of small print clean for OCR. Cameras save at a higher quality (about 0.9–0.95), so the
 * re-encoding saves bytes on top of the scaling.
 */
export const PHOTO_JPEG_QUALITY = 0.85;

/** Time one photo may take to decode and re-encode before the original is sent instead. */
export const PREPARE_PHOTO_TIMEOUT_MS = 20_000;

export type ImageSize = { width: number; height: number };

/** A decoded photo, the right way up (EXIF orientation applied), at its shown size. */
export type DecodedImage = ImageSize & {
  /** The photo scaled to `size`, on white (a PNG's transparency), as a JPEG of this quality (0–1). */
  encodeJpeg: (size: ImageSize, quality: number) => Promise<Blob>;
  /** Frees the decoded pixels. */
  close: () => void;
};

/**
 * What turns a photo into pixels. The browser's (canvas) is in browser-image-codec.ts; tests
 * supply a fake, as jsdom has neither canvas nor createImageBitmap.
 */
export type ImageCodec = {
  /** Rejects when the file cannot be decoded (corrupt, or a format the browser cannot read). */
  decode: (file: Blob) => Promise<DecodedImage>;
};

/** `size` scaled down (never up) so that its long side is at most `maxLongSide`, keeping its shape. */
export const fitLongSide = ({ width, height }: ImageSize, maxLongSide = MAX_PHOTO_LONG_SIDE): ImageSize => {
  const longSide = Math.max(width, height);
  if (longSide <= maxLongSide) return { width, height };
  const short = (side: number) => Math.max(1, Math.round((side * maxLongSide) / longSide));
  return width >= height ? { width: maxLongSide, height: short(height) } : { width: short(width), height: maxLongSide };
};

/**
 * The size to re-encode a decoded photo at, or null to send the original: it is already small
 * (at most KEEP_PHOTO_BYTES and MAX_PHOTO_LONG_SIDE). A photo over KEEP_PHOTO_BYTES whose size is
 * fine is re-encoded at its own size (a camera's high JPEG quality, or a PNG of a photo).
 */
export const downscaleTarget = (bytes: number, size: ImageSize): ImageSize | null => {
  if (bytes <= KEEP_PHOTO_BYTES && Math.max(size.width, size.height) <= MAX_PHOTO_LONG_SIDE) return null;
  return fitLongSide(size);
};

/** The re-encoded photo replaces the original only when it is smaller (a PNG of a clean scan may not be). */
export const shouldReplace = (originalBytes: number, encodedBytes: number): boolean => encodedBytes > 0 && encodedBytes < originalBytes;

/** The name a re-encoded photo is uploaded under: the server takes the type from the extension. */
export const jpegName = (name: string): string => {
  const extension = extensionOf(name);
  if (extension === '.jpg' || extension === '.jpeg') return name;
  return `${extension === '' ? name : name.slice(0, -extension.length)}.jpg`;
};

const downscale = async (file: File, codec: ImageCodec): Promise<File> => {
  const image = await codec.decode(file);
  try {
    const target = downscaleTarget(file.size, image);
    if (!target) return file;
    const blob = await image.encodeJpeg(target, PHOTO_JPEG_QUALITY);
    if (!shouldReplace(file.size, blob.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    image.close();
  }
};

export type PreparePhotoOptions = { timeoutMs?: number };

/**
 * The file to upload for one chosen file: a photo downscaled and re-encoded when that makes it
 * smaller, else the file itself. Never fails: a photo that cannot be decoded or encoded (corrupt,
 * a format the browser cannot read, no canvas, too slow) is sent as it is and the server answers
 * for it; the user is not blocked here.
 */
export const preparePhoto = async (file: File, codec: ImageCodec, { timeoutMs = PREPARE_PHOTO_TIMEOUT_MS }: PreparePhotoOptions = {}): Promise<File> => {
  if (!isPhoto(file)) return file;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<File>((resolve) => {
    timer = setTimeout(() => resolve(file), timeoutMs);
  });
  try {
    // After a timeout the work goes on in the background; `downscale` still frees the image.
    return await Promise.race([downscale(file, codec).catch(() => file), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
