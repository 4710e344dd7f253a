import { histogram, percentile, resizeGray, sharpFromGray, toGray, type GrayImage } from './gray-image';

/** Cells along the long side of the grid the paper brightness is estimated on. */
const GRID_LONG_SIDE = 128;
/** Radius, in cells, of the max filter that removes the (dark) text from the estimate. */
const MAX_FILTER_RADIUS = 2;
/** A background darker than this is not divided by (that would blow noise up into fake ink). */
const BACKGROUND_FLOOR = 48;

/**
 * The paper's brightness at every pixel, without the text: the image is shrunk to a coarse grid,
 * each cell takes the brightest value around it (text is dark, so it disappears), the result is
 * smoothed and enlarged back. Shadows, vignetting and the grey of a scanner bed remain; ink does not.
 */
export async function estimateBackground(image: GrayImage): Promise<GrayImage> {
  const long = Math.max(image.width, image.height);
  const factor = Math.min(1, GRID_LONG_SIDE / long);
  const gw = Math.max(1, Math.round(image.width * factor));
  const gh = Math.max(1, Math.round(image.height * factor));
  const grid = await resizeGray(image, gw, gh);
  const maxed = maxFilter(grid, MAX_FILTER_RADIUS);
  const smooth = gw >= 3 && gh >= 3 ? await toGray(sharpFromGray(maxed).blur(1.5)) : maxed;
  return resizeGray(smooth, image.width, image.height);
}

/**
 * Evens out lighting and stretches contrast: every pixel is divided by the paper brightness
 * around it (so the paper becomes white everywhere and ink keeps its contrast), then the levels
 * are stretched so the darkest ink is black. This is contrast normalisation, not binarisation:
 * grey levels are kept for the OCR engine's own thresholding.
 */
export async function flattenBackground(image: GrayImage): Promise<GrayImage> {
  const background = await estimateBackground(image);
  const src = image.data;
  const bg = background.data;
  const out = new Uint8Array(src.length);
  for (let i = 0; i < src.length; i++) {
    const b = Math.max(bg[i]!, BACKGROUND_FLOOR);
    const v = (src[i]! * 255) / b;
    out[i] = v >= 255 ? 255 : v;
  }
  stretchContrast(out);
  return { data: out, width: image.width, height: image.height };
}

/** Stretches levels in place so that the darkest 0.5% of the pixels become black; white stays white. */
export function stretchContrast(data: Uint8Array): void {
  const low = percentile(histogram(data), 0.005);
  if (low <= 24 || low >= 224) return;
  const scale = 255 / (255 - low);
  for (let i = 0; i < data.length; i++) {
    const v = (data[i]! - low) * scale;
    data[i] = v <= 0 ? 0 : v >= 255 ? 255 : v;
  }
}

/** Square max filter (grey dilation) with the given radius, separable: rows then columns. */
export function maxFilter(image: GrayImage, radius: number): GrayImage {
  const { width, height, data } = image;
  const tmp = new Uint8Array(data.length);
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let m = 0;
      const from = Math.max(0, x - radius);
      const to = Math.min(width - 1, x + radius);
      for (let k = from; k <= to; k++) if (data[row + k]! > m) m = data[row + k]!;
      tmp[row + x] = m;
    }
  }
  for (let y = 0; y < height; y++) {
    const from = Math.max(0, y - radius);
    const to = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = from; k <= to; k++) if (tmp[k * width + x]! > m) m = tmp[k * width + x]!;
      out[y * width + x] = m;
    }
  }
  return { data: out, width, height };
}
