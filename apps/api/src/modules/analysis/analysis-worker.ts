import { extractDocument, InflateAtOnce, isExtractError } from '@debtshield/analyzer';
import { deriveAnalysis, forStoring, type DeriveOptions, type NewAnalysis } from './derive-analysis';

/**
 * Most letters are read by the analyzer's light PDF reader and never reach pdf.js here (decision
 * 102). For the others, pdf.js inflates every compressed stream it can through the global
 * DecompressionStream. In Node that is a web stream over a zlib stream, which for the many small streams of a letter costs more
 * than pdf.js's own JavaScript decoder (a two-page letter: 8 ms against 5.5 ms to read, decision 074);
 * without the global pdf.js threw and caught a TypeError per stream before decoding it itself. This
 * thread runs only pdf.js and the rules, so its global is one that inflates with zlib's synchronous
 * call (decision 095); a stream zlib refuses is decoded by pdf.js as before.
 */
(globalThis as { DecompressionStream?: unknown }).DecompressionStream = InflateAtOnce;

export type WorkerFile = { bytes: Uint8Array; mimeType: string; name?: string };
export type WorkerTask = { files: WorkerFile[]; options: DeriveOptions };
/** 'needs_main': a page needs OCR (or the input is refused); the main thread redoes it with the OCR pool and its messages. */
export type WorkerOutcome = { kind: 'done'; derived: NewAnalysis } | { kind: 'needs_main' };

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
  return { kind: 'done', derived: forStoring(deriveAnalysis(doc, task.options)) };
}
