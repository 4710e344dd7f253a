import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkPdfExpansion } from './check-pdf-expansion';
import { ExtractError, fileLabel } from './extract-error';
import { DEFAULT_PAGE_TIMEOUT_MS, MAX_IMAGE_PIXELS } from './extract-limits';
import { openLightPdf, type LightDocument } from './light-pdf/read-light-pdf';
import { withTimeout } from './with-timeout';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<PdfJs> | undefined;
let pdfjsDir: string | undefined;

/**
 * The legacy build bundles core-js, which on Node 20 replaces three natives process-wide with
 * slow JavaScript versions for spec corners no one here relies on (an array length over 2^32,
 * JSON.parse source text, JSON.rawJSON): Array.prototype.push, JSON.parse and JSON.stringify.
 * That made every push and every JSON call in the server (Fastify, the database driver, the rules)
 * several times slower. They are put back once pdf.js and its worker module have loaded; the
 * polyfills it adds for missing features (Promise.withResolvers, Set methods, …) stay.
 */
const withNativesKept = async <T>(load: () => Promise<T>): Promise<T> => {
  const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push');
  const parse = Object.getOwnPropertyDescriptor(JSON, 'parse');
  const stringify = Object.getOwnPropertyDescriptor(JSON, 'stringify');
  try {
    return await load();
  } finally {
    if (push) Object.defineProperty(Array.prototype, 'push', push);
    if (parse) Object.defineProperty(JSON, 'parse', parse);
    if (stringify) Object.defineProperty(JSON, 'stringify', stringify);
  }
};

/** pdf.js (legacy build: the modern one needs Node 22 features), loaded on first use. */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= withNativesKept(async () => {
    const require = createRequire(import.meta.url);
    pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
    // The minified builds of the same release: the readable ones name a source map that Node
    // (--enable-source-maps) and tsx load and keep with the module, 70 MB more resident memory in
    // production and 140 MB more under tsx, for stack traces inside pdf.js nobody reads.
    const pdfjs = (await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.min.mjs')).href)) as PdfJs;
    // In Node pdf.js parses in a "fake worker" on this thread. Load its module now (pdf.js uses
    // globalThis.pdfjsWorker when set) so its own polyfills run before the natives are put back,
    // and point workerSrc at the file rather than a relative import tools may rewrite.
    const workerUrl = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.min.mjs')).href;
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(workerUrl);
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  return pdfjsPromise;
}

let sharedWorker: InstanceType<PdfJs['PDFWorker']> | undefined;

/**
 * One pdf.js worker (in Node a "fake worker": pdf.js's parser on this thread, behind a message
 * port) serves every document this process opens. Without it pdf.js sets one up for each document
 * and tears it down with it: two message handlers, a handshake and a configuration message per
 * letter. Each document still has its own handler on the worker side, destroyed with the document
 * (pdf.js's viewer reuses its worker across documents the same way).
 */
function pdfWorker(pdfjs: PdfJs): InstanceType<PdfJs['PDFWorker']> {
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new pdfjs.PDFWorker({ verbosity: pdfjs.VerbosityLevel.ERRORS });
  return sharedWorker;
}

/** A local folder of the pdfjs-dist package, with the trailing slash pdf.js requires. */
function packageFolder(name: string): string {
  if (!pdfjsDir) throw new Error('pdf.js is not loaded');
  return path.join(pdfjsDir, name) + path.sep;
}

export type PdfHandle = {
  /**
   * The file as the light reader (light-pdf/) opened it: its pages' text items and image coverage,
   * read on demand (a page it declines goes to pdf.js alone); undefined when the whole file is read
   * with pdf.js.
   */
  light?: LightDocument;
  /** Why the light reader left the whole file to pdf.js (tests and profiling). */
  fallback?: string;
  /**
   * The file opened with pdf.js for reading text, without the standard fonts' glyph programs (see
   * openPdf): opened already when the light reader could not read the file, else on first use (a
   * page that needs OCR or a second look).
   */
  doc: () => Promise<PDFDocumentProxy>;
  numPages: number;
  name?: string;
  /**
   * The same file opened again with the standard fonts, for drawing pages (OCR of scans): opened
   * on first use only, destroyed with the handle.
   */
  renderDoc: () => Promise<PDFDocumentProxy>;
  destroy: () => Promise<void>;
};

const ENCRYPTED_MESSAGE = 'This PDF is password-protected. Please upload an unlocked copy or a photo of the letter.';

/** The end-of-file marker every complete PDF has near its end: without it the file was cut off. */
function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.length - 2048));
  return tail.includes('%%EOF');
}

/**
 * Opens a PDF: with the light reader (light-pdf/) when it can read the whole file, else with pdf.js
 * set up to touch nothing outside the package: fonts, CMaps, colour profiles and image decoders come
 * from pdfjs-dist's own folders, eval is off, nothing is fetched. Refuses with ExtractError:
 * 'encrypted_pdf' when a password is needed, 'corrupt_file' when the file is damaged or cut off (no
 * %%EOF), 'timeout' when parsing takes longer than timeoutMs; 'file_too_large' for a decompression
 * bomb, checked before either reader expands anything. `maxPages`: files with more pages go to
 * pdf.js, which counts them for the refusal.
 */
export async function openPdf(
  bytes: Uint8Array,
  options: { name?: string; timeoutMs?: number; maxPages?: number; /** false: pdf.js only (comparisons, tests). */ light?: boolean } = {},
): Promise<PdfHandle> {
  const { name } = options;
  const corrupt = (cause?: unknown) =>
    new ExtractError(
      'corrupt_file',
      `We could not open ${fileLabel(name)}: the PDF seems damaged or incomplete. ` + 'Please download or export it again, or upload a photo of the letter.',
      { file: name, cause },
    );
  if (!hasEofMarker(bytes)) throw corrupt();
  // A decompression bomb is refused before pdf.js or the light reader expands it.
  const inflated = await checkPdfExpansion(bytes, name);
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;

  // Most letters are simple text PDFs: the light reader gives pdf.js's text items for them in a
  // fraction of its time, and pdf.js is opened only if a page needs more (decision 102).
  const lightRead = options.light === false ? { fallback: 'light-reader-off' } : openLightPdf(bytes, { maxPages: options.maxPages, inflated });
  if ('doc' in lightRead) {
    let opened: Promise<PdfHandle> | undefined;
    const pdfjsHandle = () => (opened ??= openWithPdfJs(bytes, { name, timeoutMs, corrupt }));
    return {
      light: lightRead.doc,
      doc: async () => (await pdfjsHandle()).doc(),
      numPages: lightRead.doc.numPages,
      name,
      renderDoc: async () => (await pdfjsHandle()).renderDoc(),
      destroy: async () => {
        if (opened) await (await opened.catch(() => undefined))?.destroy();
      },
    };
  }
  const handle = await openWithPdfJs(bytes, { name, timeoutMs, corrupt });
  handle.fallback = lightRead.fallback;
  return handle;
}

async function openWithPdfJs(
  bytes: Uint8Array,
  { name, timeoutMs, corrupt }: { name?: string; timeoutMs: number; corrupt: (cause?: unknown) => ExtractError },
): Promise<PdfHandle> {
  const pdfjs = await loadPdfJs();
  /**
   * Text extraction does not need the glyph programs of the 14 standard fonts: their widths and
   * encodings are built into pdf.js, and the text (and its positions) is the same with or without
   * them (checked for every standard font). Loading and converting those font files is half the
   * cost of reading a text-layer PDF, so only the document used for drawing pages loads them.
   */
  const open = (withFonts: boolean) =>
    pdfjs.getDocument({
      // pdf.js may take ownership of the buffer; give it a copy.
      data: new Uint8Array(bytes),
      worker: pdfWorker(pdfjs),
      isEvalSupported: false,
      useWorkerFetch: false,
      useSystemFonts: false,
      disableFontFace: true,
      enableXfa: false,
      ...(withFonts ? { standardFontDataUrl: packageFolder('standard_fonts') } : {}),
      cMapUrl: packageFolder('cmaps'),
      cMapPacked: true,
      iccUrl: packageFolder('iccs'),
      wasmUrl: packageFolder('wasm'),
      // Images inside the PDF over the pixel cap are skipped rather than decoded.
      maxImageSize: MAX_IMAGE_PIXELS,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
  const task = open(false);
  let doc: PDFDocumentProxy;
  try {
    doc = await withTimeout(
      task.promise,
      timeoutMs,
      () =>
        new ExtractError('timeout', `Opening ${fileLabel(name)} took too long. Please try a smaller file or a photo of the letter.`, {
          file: name,
        }),
    );
  } catch (error) {
    await task.destroy().catch(() => {});
    if (error instanceof ExtractError) throw error;
    const errorName = error instanceof Error ? error.name : '';
    if (errorName === 'PasswordException') throw new ExtractError('encrypted_pdf', ENCRYPTED_MESSAGE, { file: name, cause: error });
    if (error instanceof Error && /encrypt/i.test(error.message)) {
      throw new ExtractError('encrypted_pdf', ENCRYPTED_MESSAGE, { file: name, cause: error });
    }
    throw corrupt(error);
  }
  if (doc.numPages < 1) {
    await task.destroy().catch(() => {});
    throw corrupt();
  }
  let renderTask: ReturnType<typeof open> | undefined;
  const renderDoc = async (): Promise<PDFDocumentProxy> => {
    renderTask ??= open(true);
    return withTimeout(
      renderTask.promise,
      timeoutMs,
      () => new ExtractError('timeout', `Opening ${fileLabel(name)} took too long. Please try a smaller file or a photo of the letter.`, { file: name }),
    );
  };
  const destroy = async () => {
    await Promise.all([task.destroy().catch(() => {}), renderTask?.destroy().catch(() => {})]);
  };
  return { doc: async () => doc, numPages: doc.numPages, name, renderDoc, destroy };
}
