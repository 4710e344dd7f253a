import { assembleOcrText } from './assemble-ocr-text';
import { ExtractError } from './extract-error';
import type { LocatedWordBox } from './extract-result';
import type { Box, GrayImage } from './gray-image';
import type { OcrEngine } from './ocr-pool';
import { prepareImageForOcr, type PrepareImageOptions } from './prepare-image-for-ocr';

export type OcrPageResult = {
  text: string;
  words: LocatedWordBox[];
  /** Character-weighted word confidence, 0..1. */
  confidence: number;
  skewAngle: number;
  /** Time in the OCR engine, ms. */
  ocrMs: number;
};

/**
 * Reads one page image: prepares it (deskew, lighting, crop, scale), runs it through the pool
 * with a time limit, and assembles text and word boxes. `mapBox` converts source-pixel boxes to
 * the page's units (e.g. pixels of a rasterised PDF page to points).
 */
export async function ocrPage(
  image: GrayImage,
  options: { pool: OcrEngine; timeoutMs: number; mapBox?: (box: Box) => Box; prepare?: PrepareImageOptions },
): Promise<OcrPageResult> {
  const prepared = await prepareImageForOcr(image, options.prepare);
  const result = await options.pool.recognize(prepared.png, { timeoutMs: options.timeoutMs }).catch((error: unknown) => {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError('corrupt_file', 'The text recognition engine could not read this page. Please try a clearer photo or scan.', {
      cause: error,
    });
  });
  const mapBox = options.mapBox;
  const assembled = assembleOcrText(result, (box) => {
    const source = prepared.toSource(box);
    return mapBox ? mapBox(source) : source;
  });
  return { ...assembled, skewAngle: prepared.skewAngle, ocrMs: Math.round(result.ms) };
}
