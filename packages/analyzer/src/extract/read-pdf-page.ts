import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractError } from './extract-error';
import { MAX_RENDER_PIXELS, MIN_TEXT_LAYER_CHARS, PDF_RENDER_DPI } from './extract-limits';
import type { LocatedWordBox, PageSize } from './extract-result';
import type { GrayImage } from './gray-image';
import { isSpaceCode, joinTextItems, type TextItemLike, type ViewportLike } from './join-text-items';
import type { OcrEngine } from './ocr-pool';
import { ocrPage } from './ocr-page';
import { transform } from './light-pdf/read-text-items';
import { loadPdfJs, type PdfHandle } from './open-pdf';
import { withTimeout } from './with-timeout';

/** A text layer this short, on a page mostly covered by an image, is probably a stamp on a scan: try OCR too. */
const SHORT_TEXT_LAYER_CHARS = 200;
/** Share of the page an image must cover for the page to count as a scan. */
const SCAN_COVERAGE = 0.5;

export type PdfPageRead = {
  text: string;
  words: LocatedWordBox[];
  method: 'text-layer' | 'ocr';
  confidence: number;
  size: PageSize;
  skewAngle?: number;
  ocrMs?: number;
};

type CanvasAndContext = {
  canvas: unknown;
  context: { getImageData: (x: number, y: number, w: number, h: number) => { data: Uint8ClampedArray } };
};
type CanvasFactory = { create: (w: number, h: number) => CanvasAndContext; destroy: (c: CanvasAndContext) => void };

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Letters and digits in the text (code points of Unicode's L and N categories), counted without a match array. */
export function countAlphanumerics(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) count++;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        if (LETTER_OR_DIGIT.test(text.slice(i, i + 2))) count++;
        i++;
        continue;
      }
    }
    if (LETTER_OR_DIGIT.test(text[i]!)) count++;
  }
  return count;
}

/** Characters that are not whitespace; of them, those of a font without a Unicode map; and the symbols prose rarely prints. */
function countVisible(text: string): { visible: number; unmapped: number; symbols: number } {
  let visible = 0;
  let unmapped = 0;
  let symbols = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpaceCode(c)) continue;
    visible++;
    if ((c >= 0xe000 && c <= 0xf8ff) || c === 0xfffd || (c >= 0x80 && c <= 0x9f)) unmapped++;
    else if (c < 0x80 && SYMBOL_CODES[c] === 1) symbols++;
  }
  return { visible, unmapped, symbols };
}

/** !"#%&'()*+<=>?@[\]^_`{|}~ by character code. */
const SYMBOL_CODES = (() => {
  const table = new Uint8Array(0x80);
  for (const ch of '!"#%&\'()*+<=>?@[\\]^_`{|}~') table[ch.charCodeAt(0)] = 1;
  return table;
})();

/** Text from a font without a usable Unicode map comes out as private-use or replacement characters. */
function isGarbled(text: string): boolean {
  const counts = countVisible(text);
  if (counts.visible === 0) return false;
  return counts.unmapped / counts.visible > 0.3 || looksUndecodable(text, counts);
}

/** Runs of two characters or more between whitespace. */
function countLongTokens(text: string): number {
  let tokens = 0;
  let length = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || isSpaceCode(text.charCodeAt(i))) {
      if (length >= 2) tokens++;
      length = 0;
    } else length++;
  }
  return tokens;
}

/**
 * A text layer whose glyph codes were mapped to the wrong (printable) characters, as a scanner's
 * OCR layer with a broken font map gives ('3?=@6;  :56;4<=  &?;9:'): most runs are not words and
 * the page is full of symbols that prose and forms rarely print. The symbols are counted first (one
 * pass over the characters): a page with few of them is read as words without testing each token.
 */
export function looksUndecodable(text: string, counts: { visible: number; symbols: number } = countVisible(text)): boolean {
  // The symbols are counted already; the tokens take another pass.
  if (!(counts.symbols / counts.visible > 0.12)) return false;
  if (countLongTokens(text) < 8) return false;
  const tokens = text.split(/\s+/).filter((t) => t.length >= 2);
  const wordLike = tokens.filter((t) => /^[("'$]?[\p{L}\p{N}][\p{L}\p{N}'’.,:;/&*#-]*[)"'.,:;%]?$/u.test(t)).length;
  return wordLike / tokens.length < 0.5;
}

/**
 * Reads page `pageNumber` (1-based) of an open PDF: its text layer when it has a meaningful one,
 * otherwise the page rasterised at 300 dpi and read by OCR. A text layer that is empty or garbled
 * (fonts without a Unicode map) is replaced by OCR. One with fewer than 20 letters and digits, or
 * under 200 on a page mostly covered by an image (a scan with a stamp or a header), is compared
 * with OCR of the page and the reading with more letters and digits is kept.
 */
export async function readPdfPage(
  handle: PdfHandle,
  pageNumber: number,
  options: { pool: OcrEngine; timeoutMs: number; dpi?: number; allowOcr?: boolean },
): Promise<PdfPageRead> {
  const timeout = (what: string) => () =>
    new ExtractError('timeout', `${what} page ${pageNumber} of the PDF took too long. Please try a photo or a simpler copy of the letter.`, {
      file: handle.name,
    });
  const corrupt = (cause: unknown) =>
    new ExtractError(
      'corrupt_file',
      `Page ${pageNumber} of the PDF is damaged and could not be read. Please download or export it again, or upload a photo of the letter.`,
      { file: handle.name, cause },
    );

  // The light reader's items (light-pdf/), when it reads the page: pdf.js is not needed unless the
  // page needs OCR or a comparison with it.
  const lightRead = handle.light?.page(pageNumber);
  if (lightRead && 'page' in lightRead) {
    const light = lightRead.page;
    const judged = judgeTextLayer(light.items, light.viewport);
    if (judged.enough(light.imageCoverage)) return judged.result;
  }

  let page: PDFPageProxy;
  try {
    const doc = await handle.doc();
    page = await withTimeout(doc.getPage(pageNumber), options.timeoutMs, timeout('Opening'));
  } catch (error) {
    throw error instanceof ExtractError ? error : corrupt(error);
  }
  try {
    const viewport = page.getViewport({ scale: 1 });
    let content;
    try {
      content = await withTimeout(page.getTextContent(), options.timeoutMs, timeout('Reading the text of'));
    } catch (error) {
      throw error instanceof ExtractError ? error : corrupt(error);
    }
    const items: TextItemLike[] = [];
    for (const item of content.items) if ('str' in item) items.push(item);
    const judged = judgeTextLayer(items, viewport);
    const { result: textLayerResult, layerChars, mustOcr, size } = judged;
    if (judged.enough(0)) {
      if (layerChars >= SHORT_TEXT_LAYER_CHARS) return textLayerResult;
      const coverage = await withTimeout(imageCoverage(page), options.timeoutMs, timeout('Reading')).catch(() => 0);
      if (judged.enough(coverage)) return textLayerResult;
    }

    if (options.allowOcr === false) throw new ExtractError('ocr_not_allowed', `Page ${pageNumber} of the PDF needs OCR.`, { file: handle.name });
    let rendered: { image: GrayImage; pixelsPerPoint: number };
    try {
      const renderDoc = await handle.renderDoc();
      const renderPage = await withTimeout(renderDoc.getPage(pageNumber), options.timeoutMs, timeout('Opening'));
      try {
        rendered = await renderPdfPage(renderDoc, renderPage, { dpi: options.dpi ?? PDF_RENDER_DPI, timeoutMs: options.timeoutMs, name: handle.name });
      } finally {
        renderPage.cleanup();
      }
    } catch (error) {
      throw error instanceof ExtractError ? error : corrupt(error);
    }
    const k = rendered.pixelsPerPoint;
    const ocr = await ocrPage(rendered.image, {
      pool: options.pool,
      timeoutMs: options.timeoutMs,
      mapBox: (b) => ({ x0: round2(b.x0 / k), y0: round2(b.y0 / k), x1: round2(b.x1 / k), y1: round2(b.y1 / k) }),
    });
    if (!mustOcr && countAlphanumerics(ocr.text) <= layerChars) return textLayerResult;
    return { text: ocr.text, words: ocr.words, method: 'ocr', confidence: ocr.confidence, size, skewAngle: ocr.skewAngle, ocrMs: ocr.ocrMs };
  } finally {
    page.cleanup();
  }
}

/**
 * A page's text layer and whether it is enough on its own. No text, or unreadable text: OCR decides.
 * Little text (a stamp on a scan, or a page whose text was drawn as outlines): OCR too, and the
 * reading with more letters and digits wins; under SHORT_TEXT_LAYER_CHARS that is only when images
 * cover most of the page (`enough(coverage)`).
 */
function judgeTextLayer(
  items: readonly TextItemLike[],
  viewport: ViewportLike,
): { result: PdfPageRead; layerChars: number; mustOcr: boolean; size: PageSize; enough: (coverage: number) => boolean } {
  const size: PageSize = { width: round2(viewport.width), height: round2(viewport.height), unit: 'pt' };
  const layer = joinTextItems(items, viewport);
  const layerChars = countAlphanumerics(layer.text);
  const mustOcr = layerChars === 0 || isGarbled(layer.text);
  return {
    result: { text: layer.text, words: layer.words, method: 'text-layer', confidence: 1, size },
    layerChars,
    mustOcr,
    size,
    enough: (coverage) => !mustOcr && (layerChars >= SHORT_TEXT_LAYER_CHARS || (layerChars >= MIN_TEXT_LAYER_CHARS && coverage < SCAN_COVERAGE)),
  };
}

/**
 * Rasterises a page with pdf.js and @napi-rs/canvas at `dpi` (300 by default), fewer if the page is
 * so large that it would exceed MAX_RENDER_PIXELS, and returns it grey on white.
 */
export async function renderPdfPage(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
  options: { dpi: number; timeoutMs: number; name?: string },
): Promise<{ image: GrayImage; pixelsPerPoint: number }> {
  const base = page.getViewport({ scale: 1 });
  let scale = options.dpi / 72;
  const area = base.width * base.height * scale * scale;
  if (area > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / area);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const factory = doc.canvasFactory as CanvasFactory;
  const target = factory.create(width, height);
  try {
    // The canvas types are the DOM's; in Node they are @napi-rs/canvas objects from pdf.js's own factory.
    const params = { canvas: target.canvas, canvasContext: target.context, viewport, background: '#ffffff' };
    const task = page.render(params as unknown as Parameters<PDFPageProxy['render']>[0]);
    await withTimeout(task.promise, options.timeoutMs, () => {
      task.cancel();
      return new ExtractError('timeout', `Drawing page ${page.pageNumber} of the PDF took too long. Please try a photo of the letter.`, {
        file: options.name,
      });
    });
    const rgba = target.context.getImageData(0, 0, width, height).data;
    const gray = new Uint8Array(width * height);
    for (let i = 0, j = 0; i < gray.length; i++, j += 4) {
      const lum = 0.299 * rgba[j]! + 0.587 * rgba[j + 1]! + 0.114 * rgba[j + 2]!;
      const a = rgba[j + 3]! / 255;
      gray[i] = Math.round(lum * a + 255 * (1 - a));
    }
    return { image: { data: gray, width, height }, pixelsPerPoint: scale };
  } finally {
    factory.destroy(target);
  }
}

/**
 * Share of the page (0..1) painted by images, from the page's operator list: each image fills the
 * unit square under the current transformation matrix, which is tracked through save/restore,
 * transform and form XObjects.
 */
export async function imageCoverage(page: PDFPageProxy): Promise<number> {
  const { OPS } = await loadPdfJs();
  const list = await page.getOperatorList();
  const [vx0 = 0, vy0 = 0, vx1 = 0, vy1 = 0] = page.view;
  const pageArea = Math.abs((vx1 - vx0) * (vy1 - vy0));
  if (!(pageArea > 0)) return 0;
  let ctm = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  let covered = 0;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform && args) ctm = transform(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0];
      if (Array.isArray(matrix) && matrix.length === 6) ctm = transform(ctm, matrix as number[]);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      covered += Math.abs(ctm[0]! * ctm[3]! - ctm[1]! * ctm[2]!);
    }
  }
  return Math.min(1, covered / pageArea);
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
