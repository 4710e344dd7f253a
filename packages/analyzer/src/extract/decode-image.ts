import sharp, { type Metadata } from 'sharp';
import { ExtractError, fileLabel } from './extract-error';
import { toGray, type GrayImage } from './gray-image';
import { MAX_DECODE_LONG_SIDE, MAX_IMAGE_PIXELS } from './extract-limits';

/** Stored size (before EXIF orientation) and the EXIF orientation tag (1-8) when present. */
export type ImageHeader = { format: string; width: number; height: number; orientation?: number };

/**
 * Reads an image's size from its header only (no pixel is decoded), and refuses one over the
 * pixel cap: a few kilobytes of PNG can claim 30000 x 30000 pixels, 900 MB once decoded.
 */
export async function readImageHeader(bytes: Uint8Array, options: { maxPixels?: number; name?: string } = {}): Promise<ImageHeader> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  let meta: Metadata;
  try {
    // limitInputPixels: false because metadata() itself refuses big images with a generic error;
    // the header is all it reads, and the cap is checked right below with a clear message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw corrupt(options.name, error);
  }
  const { width, height, format, orientation } = meta;
  if (!width || !height) throw corrupt(options.name);
  if (width * height > maxPixels) {
    throw new ExtractError(
      'image_too_large',
      `${fileLabel(options.name, true)} is ${width} x ${height} pixels, more than we can safely read ` +
        `(${Math.round(maxPixels / 1e6)} megapixels). Please resize it or take the photo at normal resolution.`,
      { file: options.name },
    );
  }
  const header: ImageHeader = { format: format ?? 'unknown', width, height };
  if (orientation !== undefined) header.orientation = orientation;
  return header;
}

export type DecodedImage = GrayImage & {
  /** Size of the image as shown (after EXIF orientation), before any reduction. */
  originalWidth: number;
  originalHeight: number;
};

/**
 * Decodes a JPEG or PNG into a grey image the right way up: the EXIF orientation is applied
 * (phones store portrait photos sideways with an orientation tag), transparency goes on white.
 * The pixel cap is enforced again by sharp's limitInputPixels while decoding. Images longer than
 * `maxLongSide` (default MAX_DECODE_LONG_SIDE) are reduced while decoding, to bound memory: a
 * 48-MP photo of a letter still has letters of 25 px and more at 6000 px.
 */
export async function decodeImage(bytes: Uint8Array, options: { maxPixels?: number; name?: string; maxLongSide?: number } = {}): Promise<DecodedImage> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const maxLongSide = options.maxLongSide ?? MAX_DECODE_LONG_SIDE;
  const header = await readImageHeader(bytes, options);
  const swapped = (header.orientation ?? 1) >= 5;
  const originalWidth = swapped ? header.height : header.width;
  const originalHeight = swapped ? header.width : header.height;
  try {
    let pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate().flatten({ background: '#ffffff' }).grayscale();
    if (Math.max(originalWidth, originalHeight) > maxLongSide) {
      pipeline = pipeline.resize(maxLongSide, maxLongSide, { fit: 'inside', withoutEnlargement: true });
    }
    return { ...(await toGray(pipeline)), originalWidth, originalHeight };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ExtractError('image_too_large', `${fileLabel(options.name, true)} has more pixels than we can safely read. Please resize it.`, {
        file: options.name,
        cause: error,
      });
    }
    throw corrupt(options.name, error);
  }
}

function corrupt(name: string | undefined, cause?: unknown): ExtractError {
  return new ExtractError(
    'corrupt_file',
    `We could not open ${fileLabel(name)}: the image seems damaged or incomplete. Please upload it again or take a new photo.`,
    { file: name, cause },
  );
}
