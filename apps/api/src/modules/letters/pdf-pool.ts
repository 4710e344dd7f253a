import { Piscina } from 'piscina';
import { AppError } from '../../platform/errors';
import type { PdfTask } from './pdf-worker';
import { renderLetterPdf } from './render-letter-pdf';

/** A letter renders in tens of milliseconds; this long means a hostile input: the worker is replaced. */
export const PDF_TIMEOUT_MS = 10_000;

export type PdfRenderer = { render: (text: string, title: string) => Promise<Uint8Array>; close: () => Promise<void> };

const timedOut = (error: unknown): boolean => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * Letter PDFs are drawn off the event loop, on one worker thread started when the first PDF is asked
 * for and stopped after a minute without work (an idle server holds no thread for it), with a time
 * limit: the server keeps answering while a PDF is drawn, and a PDF that takes too long is refused.
 * `threads` 0 renders on the main thread (tests, ANALYSIS_WORKERS=0).
 */
export const createPdfRenderer = (threads: number): PdfRenderer => {
  if (threads === 0) return { render: (text, title) => renderLetterPdf(text, { title }), close: async () => undefined };
  const piscina = new Piscina<PdfTask, Uint8Array>({
    filename: new URL('./pdf-worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(threads, 2)),
    idleTimeout: 60_000,
    maxQueue: 64,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    closeTimeout: 5_000,
  });
  return {
    render: async (text, title) => {
      try {
        return await piscina.run({ text, title }, { signal: AbortSignal.timeout(PDF_TIMEOUT_MS) });
      } catch (error) {
        if (timedOut(error)) throw new AppError('invalid_input', 'This letter could not be made into a PDF in time. Please shorten it or download it as text.');
        if (error instanceof Error && /queue is full/i.test(error.message))
          throw new AppError('unavailable', 'Many letters are being prepared right now. Please try again in a moment.');
        throw error;
      }
    },
    close: () => piscina.close(),
  };
};
