import sharp, { type Sharp } from 'sharp';

/** An 8-bit, one-channel image in row-major order: the working format of the image pipeline. */
export type GrayImage = { data: Uint8Array; width: number; height: number };

/** An axis-aligned box in pixels: x0,y0 top-left, x1,y1 bottom-right (exclusive). */
export type Box = { x0: number; y0: number; x1: number; y1: number };

/** A sharp pipeline reading a GrayImage. */
export function sharpFromGray(image: GrayImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/** Runs a sharp pipeline to a GrayImage (first channel only, 8 bits). */
export async function toGray(pipeline: Sharp): Promise<GrayImage> {
  const { data, info } = await pipeline.extractChannel(0).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Resizes to exactly width x height (downscaling averages, upscaling interpolates). */
export function resizeGray(image: GrayImage, width: number, height: number): Promise<GrayImage> {
  if (width === image.width && height === image.height) return Promise.resolve(image);
  return toGray(sharpFromGray(image).resize(width, height, { fit: 'fill', kernel: width > image.width ? 'cubic' : 'lanczos3' }));
}

/** Histogram of an 8-bit image. */
export function histogram(data: Uint8Array): Uint32Array {
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]!]!++;
  return hist;
}

/** The value below which `fraction` of the pixels lie. */
export function percentile(hist: Uint32Array, fraction: number): number {
  let total = 0;
  for (let v = 0; v < 256; v++) total += hist[v]!;
  const target = total * fraction;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += hist[v]!;
    if (seen > target) return v;
  }
  return 255;
}

/** Otsu's threshold: the grey level that best separates the histogram into two classes. */
export function otsuThreshold(hist: Uint32Array): number {
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    total += hist[v]!;
    sum += v * hist[v]!;
  }
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    weightB += hist[v]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += v * hist[v]!;
    const meanB = sumB / weightB;
    const meanF = (sum - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) * (meanB - meanF);
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}
