/**
 * Limits of the extract stage. Everything a hostile or broken upload could use to exhaust memory,
 * CPU or time is capped here; `extractDocument` refuses input over a limit with an `ExtractError`.
 * Each limit can be overridden per call through `ExtractOptions.limits` (tests, tuning), but these
 * are the product's values.
 */

/** Largest accepted file: 10 MiB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Largest accepted upload (all files of one letter together): 10 MiB. */
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;

/** Most pages in one letter (PDF pages plus photos plus text files). */
export const MAX_PAGES = 20;

/**
 * Largest image, in pixels (width x height), checked from the file header before any decoding.
 * 50 MP admits every phone camera in use (48 MP is 8000 x 6000) and refuses decompression bombs
 * such as a 30000 x 30000 PNG of a few kilobytes (900 MP, 900 MB once decoded).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Photos longer than this (px) are reduced while decoding, to bound memory; letters stay large enough for OCR. */
export const MAX_DECODE_LONG_SIDE = 6000;

/** Time one page may take (OCR, or pdf.js reading it) before it is abandoned. */
export const DEFAULT_PAGE_TIMEOUT_MS = 60_000;

/** Resolution PDF pages without a text layer are rasterised at before OCR. */
export const PDF_RENDER_DPI = 300;

/** Most pixels of one rasterised PDF page (a US letter page at 300 dpi is 8.4 MP). */
export const MAX_RENDER_PIXELS = 20_000_000;

/** Longest side of the image handed to OCR, after scaling (a US legal page at 300 dpi is 4200). */
export const MAX_OCR_LONG_SIDE = 4800;

/** A PDF page whose text layer has fewer letters and digits than this is read by OCR instead. */
export const MIN_TEXT_LAYER_CHARS = 20;

export type ExtractLimits = {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxPages: number;
  maxImagePixels: number;
  pageTimeoutMs: number;
};

export const DEFAULT_EXTRACT_LIMITS: Readonly<ExtractLimits> = Object.freeze({
  maxFileBytes: MAX_FILE_BYTES,
  maxTotalBytes: MAX_TOTAL_BYTES,
  maxPages: MAX_PAGES,
  maxImagePixels: MAX_IMAGE_PIXELS,
  pageTimeoutMs: DEFAULT_PAGE_TIMEOUT_MS,
});

/**
 * A compressed stream of a PDF may not expand beyond this (a page's content or one scanned image is a
 * few megabytes): a 300 KB "zip bomb" that expands to 300 MB is refused before pdf.js reads it.
 */
export const MAX_INFLATED_STREAM_BYTES = 32 * 1024 * 1024;
/** All compressed streams of one PDF together (twenty scanned pages fit). */
export const MAX_INFLATED_TOTAL_BYTES = 256 * 1024 * 1024;
