import { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { Piscina } from 'piscina';
import { AppError } from '../../platform/errors';
import type { WorkerOutcome, WorkerTask } from './analysis-worker';

/** A text-layer letter takes milliseconds; this long means a hostile or broken PDF: the worker is replaced. */
const TASK_TIMEOUT_MS = 30_000;
/** Tasks waiting for a worker at most; past that the main thread analyses (still correct, just not offloaded). */
const MAX_QUEUE = 256;

export type AnalysisPool = {
  readonly size: number;
  /** 'needs_main' when the letter needs OCR or is refused: the caller analyses it on the main thread. */
  run: (task: WorkerTask) => Promise<WorkerOutcome>;
  close: () => Promise<void>;
};

/**
 * Worker threads for the CPU-bound part of an analysis of a text-layer PDF (pdf.js and the rules,
 * ~15 ms a letter), so the event loop keeps serving requests and every core is used. OCR has its
 * own pool (tesseract.js workers) on the main thread's side; images never come here.
 */
/**
 * The analysis threads' young generation starts at V8's largest semi-space for them (16 MB: their
 * maxYoungGenerationSizeMb of 48 is three semi-spaces) instead of growing from 1 MB: an analysis
 * allocates a few MB of short-lived objects (pdf.js's text items, the rules' matches), which a small
 * young generation promotes and scavenges again and again. A process-wide V8 flag, read when an
 * isolate is created: the threads started from here on (the main thread's heap is already made).
 * Pages are committed as they are used; at most 32 MB more per busy thread (decision 095).
 */
const ANALYSIS_SEMI_SPACE_MB = 16;

export const createAnalysisPool = (threads: number, taskTimeoutMs: number = TASK_TIMEOUT_MS): AnalysisPool => {
  setFlagsFromString(`--min-semi-space-size=${ANALYSIS_SEMI_SPACE_MB}`);
  const piscina = new Piscina<WorkerTask, WorkerOutcome>({
    filename: new URL('./analysis-worker-entry.mjs', import.meta.url).href,
    // Started when analyses come, retired after 5 idle minutes: an idle server holds no worker (each costs
    // ~60 MB with pdf.js and the rules loaded); a busy one keeps them warm.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 5 * 60_000,
    maxQueue: MAX_QUEUE,
    // Our entry registers the TypeScript loader itself; inheriting the parent's loader flags would register it twice.
    // ANALYSIS_WORKER_NODE_ARGS: Node options for these threads alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
    // to profile them under a bench's load (bench/README.md).
    execArgv: (process.env.ANALYSIS_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 3 * ANALYSIS_SEMI_SPACE_MB },
    closeTimeout: 5_000,
  });
  return {
    size: threads,
    run: async (task) => {
      if (piscina.queueSize >= MAX_QUEUE) return { kind: 'needs_main' };
      // The time limit is a timer cleared with the task and an emitter piscina listens to ('abort'): an
      // AbortSignal.timeout per task cost more on this thread (the signal, and its timer left to fire later).
      const timeLimit = new EventEmitter();
      const timer = setTimeout(() => timeLimit.emit('abort'), taskTimeoutMs);
      try {
        return await piscina.run(task, { signal: timeLimit });
      } catch (error) {
        if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
          throw new AppError('invalid_input', 'Reading the letter took too long, so we stopped. Please try a photo or a simpler copy of the letter.');
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    // Lets the analyses in flight finish (graceful shutdown), within the pool's closeTimeout.
    close: () => piscina.close(),
  };
};
