import { LOW_CONFIDENCE_THRESHOLD, PAGE_SEPARATOR, type ExtractionMethod } from '../types';
import { decodeImage, readImageHeader } from './decode-image';
import { decodeTextFile, detectFileType } from './detect-file-type';
import { ExtractError, fileLabel } from './extract-error';
import { DEFAULT_EXTRACT_LIMITS, MAX_DECODE_LONG_SIDE, type ExtractLimits } from './extract-limits';
import type { ExtractResult, ExtractResultPage, LocatedWordBox, PageSize } from './extract-result';
import { detectLanguage } from '../facts/detect-language';
import { SPANISH_OCR_UNAVAILABLE } from './ocr-languages';
import { getOcrPool, getSpanishOcrPool, type OcrEngine } from './ocr-pool';
import { ocrPage } from './ocr-page';
import { openPdf, type PdfHandle } from './open-pdf';
import { imagePixelBudget, type PixelBudget } from './pixel-budget';
import { isSpaceCode } from './join-text-items';
import { readPdfPage } from './read-pdf-page';

export type ExtractInput = { bytes: Uint8Array; mimeType: string; name?: string };

/** Sent before each page is read, in page order: 'reading page 2 of 3'. Pages are 1-based. */
export type ExtractProgress = { stage: 'reading'; page: number; pages: number };

export type ExtractOptions = {
  onProgress?: (progress: ExtractProgress) => void;
  /** Time limit per page, ms (default DEFAULT_PAGE_TIMEOUT_MS, 60 s). */
  pageTimeoutMs?: number;
  /** Overrides of the limits (tests, tuning); the defaults are the product's. */
  limits?: Partial<ExtractLimits>;
  /** OCR pool to use (default: the shared one of getOcrPool()). */
  ocrPool?: OcrEngine;
  /** Budget of photo pixels decoded and read at once (default: the process-wide imagePixelBudget()). */
  pixelBudget?: PixelBudget;
  /**
   * false: read text only (text files, PDF text layers) and throw ExtractError 'ocr_not_allowed'
   * where a page would need OCR. For callers off the main thread that leave OCR to the shared pool.
   */
  allowOcr?: boolean;
  /**
   * The language the person reads and writes ('es': also read Spanish when OCR runs, with Debian's
   * tesseract-ocr-spa data where it is installed; see ocr-languages.ts). Default 'en'.
   */
  lang?: 'en' | 'es';
  /** The pool that reads Spanish ('spa+eng'; default getSpanishOcrPool()); null: not installed here. */
  spanishOcrPool?: OcrEngine | null;
};

type PageTask =
  | { kind: 'text'; text: string; name?: string }
  | { kind: 'image'; bytes: Uint8Array; name?: string }
  | { kind: 'pdf'; handle: PdfHandle; pageNumber: number; name?: string };

type PageRead = {
  text: string;
  words: LocatedWordBox[];
  method: ExtractionMethod;
  confidence: number;
  size?: PageSize;
  skewAngle?: number;
  ocrMs?: number;
  rotation?: 90 | 180 | 270;
};

const MB = 1024 * 1024;

/**
 * Reads one letter from its uploads: several photos of one letter become one document, pages in
 * the order given; a PDF contributes its pages (text layer, or OCR for scanned pages); a text file
 * is one page. Everything is checked before any page is read (sizes, types, page count, image
 * dimensions), so hostile input fails fast with an ExtractError and never reaches a decoder.
 *
 * Low confidence is reported, never hidden: `lowConfidence` and a warning per hard page.
 */
export async function extractDocument(inputs: readonly ExtractInput[], options: ExtractOptions = {}): Promise<ExtractResult> {
  const limits: ExtractLimits = {
    ...DEFAULT_EXTRACT_LIMITS,
    ...options.limits,
    pageTimeoutMs: options.pageTimeoutMs ?? options.limits?.pageTimeoutMs ?? DEFAULT_EXTRACT_LIMITS.pageTimeoutMs,
  };
  if (inputs.length === 0) {
    throw new ExtractError('no_text_found', 'No file was received. Please upload a photo, scan or PDF of the letter.');
  }

  let total = 0;
  for (const input of inputs) {
    const size = input.bytes.byteLength;
    if (size === 0) {
      throw new ExtractError('corrupt_file', `${fileLabel(input.name, true)} is empty (0 bytes). Please upload it again.`, { file: input.name });
    }
    if (size > limits.maxFileBytes) {
      throw new ExtractError(
        'file_too_large',
        `${fileLabel(input.name, true)} is ${(size / MB).toFixed(1)} MB; the limit is ${formatMb(limits.maxFileBytes)} per file. ` +
          'Please upload a smaller photo or scan (for example at a lower resolution).',
        { file: input.name },
      );
    }
    total += size;
  }
  if (total > limits.maxTotalBytes) {
    throw new ExtractError(
      'file_too_large',
      `Together the files are ${(total / MB).toFixed(1)} MB; the limit is ${formatMb(limits.maxTotalBytes)} for one letter. ` +
        'Please upload smaller photos or fewer pages.',
    );
  }

  const handles: PdfHandle[] = [];
  try {
    const tasks: PageTask[] = [];
    const tooMany = () =>
      new ExtractError(
        'too_many_pages',
        `This letter has more than ${limits.maxPages} pages, the most we read at once. Please upload only the pages of the collection letter.`,
      );
    for (const input of inputs) {
      const type = detectFileType(input.bytes, input.mimeType, input.name);
      if (type === 'pdf') {
        const handle = await openPdf(input.bytes, { name: input.name, timeoutMs: limits.pageTimeoutMs, maxPages: limits.maxPages });
        handles.push(handle);
        if (handle.numPages > limits.maxPages) {
          throw new ExtractError(
            'too_many_pages',
            `${fileLabel(input.name, true)} has ${handle.numPages} pages; we read at most ${limits.maxPages} pages per letter. ` +
              'Please upload only the pages of the collection letter.',
            { file: input.name },
          );
        }
        if (tasks.length + handle.numPages > limits.maxPages) throw tooMany();
        for (let p = 1; p <= handle.numPages; p++) tasks.push({ kind: 'pdf', handle, pageNumber: p, name: input.name });
      } else if (type === 'text') {
        tasks.push({ kind: 'text', text: decodeTextFile(input.bytes, input.name), name: input.name });
      } else {
        await readImageHeader(input.bytes, { maxPixels: limits.maxImagePixels, name: input.name });
        tasks.push({ kind: 'image', bytes: input.bytes, name: input.name });
      }
      if (tasks.length > limits.maxPages) throw tooMany();
    }

    const allowOcr = options.allowOcr ?? true;
    const pool = allowOcr ? (options.ocrPool ?? getOcrPool()) : NO_OCR;
    const budget = options.pixelBudget ?? imagePixelBudget();
    // The Spanish pool is looked for only when a page needs it (it gzips the data once per process).
    let spanishPool: OcrEngine | null | undefined = allowOcr ? options.spanishOcrPool : null;
    const spanish = (): OcrEngine | null => (spanishPool === undefined ? (spanishPool = getSpanishOcrPool()) : spanishPool);
    let spanishUnavailable = false;
    /**
     * A page read by OCR in the person's language: with the Spanish pool at once when they read Spanish;
     * otherwise in English, and again with the Spanish pool when what was read is Spanish.
     */
    const readPage = async (task: PageTask, index: number): Promise<PageRead> => {
      const first = options.lang === 'es' && task.kind !== 'text' ? (spanish() ?? pool) : pool;
      const read = await readTask(task, index, first, limits, allowOcr, budget);
      if (read.method !== 'ocr' || first !== pool) return read;
      if (options.lang !== 'es' && detectLanguage(read.text) !== 'es') return read;
      const again = spanish();
      if (again === null) {
        spanishUnavailable = true;
        return read;
      }
      return readTask(task, index, again, limits, allowOcr, budget);
    };
    const reads: PageRead[] = new Array<PageRead>(tasks.length);
    let next = 0;
    let failure: { error: unknown } | undefined;
    const lane = async () => {
      while (next < tasks.length && failure === undefined) {
        const index = next++;
        options.onProgress?.({ stage: 'reading', page: index + 1, pages: tasks.length });
        try {
          reads[index] = await readPage(tasks[index]!, index);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    // As many pages in flight as the pool has workers: OCR of one overlaps the preparation of the next.
    await Promise.all(Array.from({ length: Math.max(1, Math.min(pool.size, tasks.length)) }, lane));
    if (failure) throw failure.error;

    return assemble(reads, tasks, spanishUnavailable ? [SPANISH_OCR_UNAVAILABLE] : []);
  } finally {
    await Promise.all(handles.map((h) => h.destroy()));
  }
}

const ocrNotAllowed = (): ExtractError => new ExtractError('ocr_not_allowed', 'This page needs OCR, which this caller does not run.');

/** Stands in for the pool when OCR is not allowed: one lane, and any OCR request is refused. */
const NO_OCR: OcrEngine = { size: 1, recognize: () => Promise.reject(ocrNotAllowed()) };

async function readTask(task: PageTask, index: number, pool: OcrEngine, limits: ExtractLimits, allowOcr: boolean, budget: PixelBudget): Promise<PageRead> {
  try {
    if (task.kind === 'text') {
      return { text: normalizePlainText(task.text), words: [], method: 'plain-text', confidence: 1 };
    }
    if (task.kind === 'pdf') {
      return await readPdfPage(task.handle, task.pageNumber, { pool, timeoutMs: limits.pageTimeoutMs, allowOcr });
    }
    if (!allowOcr) throw ocrNotAllowed();
    // Decoded and read only while its pixels fit in the process-wide budget (pixel-budget.ts).
    const header = await readImageHeader(task.bytes, { maxPixels: limits.maxImagePixels, name: task.name });
    const release = await budget.acquire(decodedPixels(header.width, header.height));
    try {
      return await readImage(task, pool, limits);
    } finally {
      release();
    }
  } catch (error) {
    if (error instanceof ExtractError && error.code === 'timeout') {
      throw new ExtractError(
        'timeout',
        `Reading page ${index + 1} took longer than ${Math.round(limits.pageTimeoutMs / 1000)} seconds, so we stopped. ` +
          'Please try a sharper photo or a cleaner scan of that page.',
        { file: task.name, cause: error },
      );
    }
    if (error instanceof ExtractError && error.file === undefined && task.name !== undefined) {
      throw new ExtractError(error.code, error.message, { file: task.name, cause: error.cause });
    }
    throw error;
  }
}

/** Pixels a photo holds once decoded (reduced to MAX_DECODE_LONG_SIDE on its long side). */
const decodedPixels = (width: number, height: number): number => {
  const scale = Math.min(1, MAX_DECODE_LONG_SIDE / Math.max(1, width, height));
  return Math.ceil(width * scale) * Math.ceil(height * scale);
};

async function readImage(task: Extract<PageTask, { kind: 'image' }>, pool: OcrEngine, limits: ExtractLimits): Promise<PageRead> {
  const image = await decodeImage(task.bytes, { maxPixels: limits.maxImagePixels, name: task.name });
  // Boxes in the pixels of the image as shown, even if it was reduced while decoding.
  const k = image.originalWidth / image.width;
  const ocr = await ocrPage(image, {
    pool,
    timeoutMs: limits.pageTimeoutMs,
    mapBox: k === 1 ? undefined : (b) => ({ x0: Math.round(b.x0 * k), y0: Math.round(b.y0 * k), x1: Math.round(b.x1 * k), y1: Math.round(b.y1 * k) }),
  });
  return {
    text: ocr.text,
    words: ocr.words,
    method: 'ocr',
    confidence: ocr.confidence,
    size: { width: image.originalWidth, height: image.originalHeight, unit: 'px' },
    skewAngle: ocr.skewAngle,
    ocrMs: ocr.ocrMs,
    ...(ocr.rotation === 0 ? {} : { rotation: ocr.rotation }),
  };
}

/** The characters that are not whitespace (`text.replace(/\s/g, '').length`, without the copy). */
function countNonSpace(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (!isSpaceCode(text.charCodeAt(i))) count++;
  return count;
}

function assemble(reads: PageRead[], tasks: PageTask[], notes: readonly string[]): ExtractResult {
  const pages: ExtractResultPage[] = [];
  const warnings: string[] = [...notes];
  let text = '';
  let weighted = 0;
  let chars = 0;
  reads.forEach((read, index) => {
    if (index > 0) text += PAGE_SEPARATOR;
    const page: ExtractResultPage = {
      index,
      text: read.text,
      method: read.method,
      confidence: read.confidence,
      words: read.words,
      offset: text.length,
    };
    if (read.size) page.size = read.size;
    const source = tasks[index]!.name;
    if (source !== undefined) page.source = source;
    if (read.skewAngle !== undefined) page.skewAngle = read.skewAngle;
    if (read.ocrMs !== undefined) page.ocrMs = read.ocrMs;
    if (read.rotation !== undefined) page.rotation = read.rotation;
    pages.push(page);
    text += read.text;

    const visible = countNonSpace(read.text);
    weighted += read.confidence * visible;
    chars += visible;
    if (visible === 0) {
      warnings.push(`Page ${index + 1}: no text could be read. If it is not blank, please retake the photo in good light, flat and in focus.`);
    } else if (read.confidence < LOW_CONFIDENCE_THRESHOLD) {
      warnings.push(
        `Page ${index + 1} was hard to read (confidence ${Math.round(read.confidence * 100)}%). ` +
          'Check the quoted words against your letter, or upload a sharper photo or scan.',
      );
    }
  });
  if (chars === 0) {
    throw new ExtractError(
      'no_text_found',
      'We could not find any text in this upload. If it is a photo, please retake it in good light with the whole letter flat and in focus.',
    );
  }
  const methods = new Set(pages.map((p) => p.method));
  return {
    text,
    pages,
    method: methods.size === 1 ? pages[0]!.method : 'mixed',
    confidence: Math.round((weighted / chars) * 1000) / 1000,
    lowConfidence: pages.some((p) => p.confidence < LOW_CONFIDENCE_THRESHOLD),
    warnings,
  };
}

/** Line ends to \n; form feeds (which separate pages in the document text) and control characters out. */
function normalizePlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, '');
}

function formatMb(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
