/** The analyzer's extract stage: uploads (PDF, photos, text) -> ExtractedDocument. */
export { extractDocument, type ExtractInput, type ExtractOptions, type ExtractProgress } from './extract-document';
export { ExtractError, isExtractError, type ExtractErrorCode } from './extract-error';
export { InflateAtOnce } from './inflate-at-once';
export {
  DEFAULT_EXTRACT_LIMITS,
  DEFAULT_PAGE_TIMEOUT_MS,
  MAX_DECODE_LONG_SIDE,
  MAX_FILE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_OCR_LONG_SIDE,
  MAX_PAGES,
  MAX_RENDER_PIXELS,
  MAX_TOTAL_BYTES,
  MIN_TEXT_LAYER_CHARS,
  PDF_RENDER_DPI,
  type ExtractLimits,
} from './extract-limits';
export type { ExtractResult, ExtractResultPage, LocatedWordBox, PageSize } from './extract-result';
export { findSpanishTraineddata, SPANISH_OCR_UNAVAILABLE, SPANISH_TRAINEDDATA_CANDIDATES } from './ocr-languages';
export {
  OcrPool,
  closeOcrPool,
  getOcrPool,
  getSpanishOcrPool,
  setOcrPoolSize,
  type OcrEngine,
  type OcrPoolOptions,
  type OcrPoolStats,
  type OcrResult,
} from './ocr-pool';
