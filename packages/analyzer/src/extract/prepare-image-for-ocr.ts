import { analysePageLayout, type PageLayout } from './analyse-page-layout';
import { MAX_OCR_LONG_SIDE } from './extract-limits';
import { flattenBackground } from './flatten-background';
import { sharpFromGray, toGray, type Box, type GrayImage } from './gray-image';

/**
 * Letter size for OCR, as the median height of the text's connected components (about the
 * x-height plus some ascenders: 8-pt serif text at 300 dpi measures 21 px, 11-pt about 28 px).
 * Measured (CER against the truth, Tesseract automatic page segmentation, which keeps columns
 * apart): the model-form phone photo, letters 14.7 px, reads at 1.6% as is and 0.40% enlarged to
 * 19-22 px; the same photo at 70% (10.3 px) at 7.5% as is and 0.28% enlarged; a synthetic phone
 * photo (13.6 px) at 2.3% and 0.12-0.24%. Below 18 px Tesseract's layout analysis starts merging
 * lines and dropping words, so text under 18 px is enlarged to 20 px; text over 48 px (a close-up)
 * is reduced to 32 px, which only saves time.
 */
const MIN_CHAR_HEIGHT = 18;
const UPSCALE_TO = 20;
const MAX_CHAR_HEIGHT = 48;
const DOWNSCALE_TO = 32;
/** Smallest skew worth a rotation (rotating resamples the whole page). */
const MIN_SKEW_TO_CORRECT = 0.1;

export type PrepareImageOptions = {
  /** Straighten tilted text (default true). */
  deskew?: boolean;
  /** Crop to the region holding text, dropping table tops, page edges and shadows (default true). */
  crop?: boolean;
  /** Scale so letters have an OCR-friendly size (default true). */
  scale?: boolean;
  /** Longest side of the result (default MAX_OCR_LONG_SIDE). */
  maxLongSide?: number;
};

export type PreparedImage = {
  /** The image OCR reads: grey PNG (not binarised). */
  png: Buffer;
  /** The same image as grey pixels. */
  gray: GrayImage;
  width: number;
  height: number;
  /** Estimated skew in degrees (positive: lines descend to the right); the image was rotated by its negative. */
  skewAngle: number;
  /** Factor applied after deskewing and cropping. */
  scale: number;
  /** Median letter height in source pixels, when text was found. */
  charHeight: number | undefined;
  /** The crop, in the deskewed image's pixels. */
  crop: Box;
  sourceWidth: number;
  sourceHeight: number;
  /** Maps a box of the prepared image back to the source image's pixels. */
  toSource: (box: Box) => Box;
};

/**
 * Turns a grey page image (a photo, a scan, a rasterised PDF page) into what OCR reads best:
 * straightened (projection-profile deskew), lighting evened out and contrast stretched, cropped to
 * the text, scaled so the letters are about 300-dpi size. Grey levels are kept: Tesseract's own
 * binarisation does better than a hard threshold here.
 */
export async function prepareImageForOcr(image: GrayImage, options: PrepareImageOptions = {}): Promise<PreparedImage> {
  const layout: PageLayout = await analysePageLayout(image);
  const angle = options.deskew !== false && Math.abs(layout.skewAngle) >= MIN_SKEW_TO_CORRECT ? layout.skewAngle : 0;
  const rotated = angle === 0 ? image : await toGray(sharpFromGray(image).rotate(-angle, { background: { r: 255, g: 255, b: 255 } }));
  const flat = await flattenBackground(rotated);

  const cx = rotated.width / 2;
  const cy = rotated.height / 2;
  let crop: Box = { x0: 0, y0: 0, x1: rotated.width, y1: rotated.height };
  if (options.crop !== false && layout.textRegion) {
    const r = layout.textRegion;
    const box = {
      x0: Math.max(0, Math.floor(cx + r.x0)),
      y0: Math.max(0, Math.floor(cy + r.y0)),
      x1: Math.min(rotated.width, Math.ceil(cx + r.x1)),
      y1: Math.min(rotated.height, Math.ceil(cy + r.y1)),
    };
    if (box.x1 - box.x0 >= 32 && box.y1 - box.y0 >= 32) crop = box;
  }
  const cropWidth = crop.x1 - crop.x0;
  const cropHeight = crop.y1 - crop.y0;

  let scale = 1;
  if (options.scale !== false && layout.charHeight !== undefined) {
    if (layout.charHeight < MIN_CHAR_HEIGHT) scale = UPSCALE_TO / layout.charHeight;
    else if (layout.charHeight > MAX_CHAR_HEIGHT) scale = DOWNSCALE_TO / layout.charHeight;
  }
  const maxLongSide = options.maxLongSide ?? MAX_OCR_LONG_SIDE;
  scale = Math.min(scale, maxLongSide / Math.max(cropWidth, cropHeight));
  const width = Math.max(1, Math.round(cropWidth * scale));
  const height = Math.max(1, Math.round(cropHeight * scale));

  let pipeline = sharpFromGray(flat);
  if (cropWidth !== flat.width || cropHeight !== flat.height) {
    pipeline = pipeline.extract({ left: crop.x0, top: crop.y0, width: cropWidth, height: cropHeight });
  }
  if (width !== cropWidth || height !== cropHeight) {
    pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: scale > 1 ? 'cubic' : 'lanczos3' });
  }
  const gray = await toGray(pipeline);
  const png = await encodeGrayPng(gray);

  const sourceWidth = image.width;
  const sourceHeight = image.height;
  const t = (angle * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const toSource = (box: Box): Box => {
    const corners = [
      [box.x0, box.y0],
      [box.x1, box.y0],
      [box.x0, box.y1],
      [box.x1, box.y1],
    ] as const;
    const out: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const [px, py] of corners) {
      // Undo the scale and the crop, then the rotation by -angle about the centre.
      const x = px / scale + crop.x0 - cx;
      const y = py / scale + crop.y0 - cy;
      const sx = x * cos - y * sin + sourceWidth / 2;
      const sy = x * sin + y * cos + sourceHeight / 2;
      out.x0 = Math.min(out.x0, sx);
      out.y0 = Math.min(out.y0, sy);
      out.x1 = Math.max(out.x1, sx);
      out.y1 = Math.max(out.y1, sy);
    }
    return {
      x0: clamp(Math.round(out.x0), 0, sourceWidth),
      y0: clamp(Math.round(out.y0), 0, sourceHeight),
      x1: clamp(Math.round(out.x1), 0, sourceWidth),
      y1: clamp(Math.round(out.y1), 0, sourceHeight),
    };
  };

  return {
    png,
    gray,
    width,
    height,
    skewAngle: layout.skewAngle,
    scale,
    charHeight: layout.charHeight,
    crop,
    sourceWidth,
    sourceHeight,
    toSource,
  };
}

/** A grey PNG as OCR reads it: fast compression (the engine's decoder pays for every byte level). */
export function encodeGrayPng(image: GrayImage): Promise<Buffer> {
  return sharpFromGray(image).toColourspace('b-w').png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
