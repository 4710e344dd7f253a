import { extractDocument, isExtractError } from '@debtshield/analyzer';
import { deriveAnalysis, type DeriveOptions, type DerivedAnalysis } from './derive-analysis';

/**
 * pdf.js inflates every compressed PDF stream through the global DecompressionStream when there
 * is one; in Node that is a web-stream wrapper around a zlib stream, and for the many small
 * streams of a letter it costs more than pdf.js's own inflate (a two-page letter: 8 ms against
 * 5.5 ms to read). This thread runs only pdf.js and the rules, so it goes without the global and
 * pdf.js uses its own decoder (the same one it falls back to for streams zlib refuses).
 */
(globalThis as { DecompressionStream?: unknown }).DecompressionStream = undefined;

export type WorkerFile = { bytes: Uint8Array; mimeType: string; name?: string };
export type WorkerTask = { files: WorkerFile[]; options: DeriveOptions };
/** 'needs_main': a page needs OCR (or the input is refused); the main thread redoes it with the OCR pool and its messages. */
export type WorkerOutcome = { kind: 'done'; derived: DerivedAnalysis } | { kind: 'needs_main' };

/**
 * Runs in a worker thread: text-layer PDFs are read and analysed here, off the event loop. Pages
 * that need OCR, and refusals (whose messages and codes the main thread maps), go back to the main
 * thread, which owns the OCR pool.
 */
export default async function analyzeInWorker(task: WorkerTask): Promise<WorkerOutcome> {
  let doc;
  try {
    doc = await extractDocument(task.files, { allowOcr: false });
  } catch (error) {
    if (isExtractError(error)) return { kind: 'needs_main' };
    throw error;
  }
  return { kind: 'done', derived: deriveAnalysis(doc, task.options) };
}
