import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import { ExtractError } from './extract-error';
import { findSpanishTraineddata, spanishLangPath } from './ocr-languages';
import type { Box } from './gray-image';

export type OcrWord = { text: string; /** 0..1 */ confidence: number; bbox: Box };
export type OcrLine = { words: OcrWord[]; bbox: Box };
export type OcrParagraph = { lines: OcrLine[] };
export type OcrResult = {
  paragraphs: OcrParagraph[];
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
  /** Time in the engine, ms. */
  ms: number;
};

export type OcrPoolOptions = {
  /** Workers at most (default and maximum: os.availableParallelism()). */
  size?: number;
  /** Folder holding <lang>.traineddata.gz for each language (default: the @tesseract.js-data/eng package's 4.0.0_best_int). */
  langPath?: string;
  /** Tesseract languages, e.g. 'spa+eng' (default 'eng'). */
  langs?: string;
  /** Extra Tesseract parameters. */
  parameters?: Record<string, string>;
  /** Let a tall page be read as two halves by two workers at once (default true). */
  splitPages?: boolean;
};

export type OcrPoolStats = {
  /** Workers alive now. */
  workers: number;
  /** Workers started since the pool was made. */
  started: number;
  /** Workers terminated because a page timed out or the worker failed. */
  replaced: number;
  /** Jobs waiting for a worker. */
  queued: number;
};

/** What the extract stage needs of an OCR pool (an OcrPool, or a stand-in in tests). */
export type OcrEngine = {
  /** Pages read at once at most. */
  readonly size: number;
  /** Whether one page may be read as two pieces at once (see ocrPage); default no. */
  readonly splitPages?: boolean;
  recognize(image: Uint8Array, options: { timeoutMs: number }): Promise<OcrResult>;
};

type Job = {
  image: Uint8Array;
  timeoutMs: number;
  resolve: (result: OcrResult) => void;
  reject: (error: unknown) => void;
};

type Slot = {
  ready: Promise<Tesseract.Worker>;
  worker?: Tesseract.Worker;
  thread?: ThreadWorker;
  busy: boolean;
  dead: boolean;
  /** Fails the job in progress (thread crash). */
  fail?: (error: unknown) => void;
};

/** The language data shipped in the @tesseract.js-data/eng npm package: nothing is ever downloaded. */
export function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * A pool of tesseract.js workers (worker threads), at most one per core, started lazily on the
 * first page and kept for the next calls. Every page has a time limit: a worker that overruns it
 * is terminated and replaced by a fresh one, so a pathological image cannot hold the pool.
 * Idle workers do not keep the process alive; call close() (or closeOcrPool()) to end them.
 */
export class OcrPool implements OcrEngine {
  readonly size: number;
  readonly splitPages: boolean;
  private readonly langPath: string;
  private readonly langs: string;
  private readonly parameters: Record<string, string>;
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private closed = false;
  private started = 0;
  private replaced = 0;

  constructor(options: OcrPoolOptions = {}) {
    const cores = Math.max(1, os.availableParallelism());
    this.size = Math.max(1, Math.min(cores, Math.floor(options.size ?? cores)));
    this.splitPages = options.splitPages ?? true;
    this.langPath = options.langPath ?? defaultLangPath();
    this.langs = options.langs ?? 'eng';
    this.parameters = {
      // Images are prepared at about 300-dpi letter size; saying so stops Tesseract guessing (and warning).
      user_defined_dpi: '300',
      // Automatic page segmentation (as the tesseract CLI): keeps the columns of a two-column
      // notice apart. (tesseract.js defaults to one uniform block, which reads across columns.)
      tessedit_pageseg_mode: Tesseract.PSM.AUTO,
      // Tesseract's own diagnostics ('Detected 12 diacritics') would go to stdout from the worker.
      debug_file: '/dev/null',
      ...options.parameters,
    };
  }

  get stats(): OcrPoolStats {
    return { workers: this.slots.length, started: this.started, replaced: this.replaced, queued: this.queue.length };
  }

  /** Reads one image (PNG/JPEG bytes). Rejects with ExtractError 'timeout' after timeoutMs. */
  recognize(image: Uint8Array, options: { timeoutMs: number }): Promise<OcrResult> {
    if (this.closed) return Promise.reject(new Error('The OCR pool is closed.'));
    return new Promise<OcrResult>((resolve, reject) => {
      this.queue.push({ image, timeoutMs: options.timeoutMs, resolve, reject });
      this.pump();
    });
  }

  /** Terminates every worker; queued pages and pages in progress are rejected at once. */
  async close(): Promise<void> {
    this.closed = true;
    const queued = this.queue.splice(0);
    for (const job of queued) job.reject(new Error('The OCR pool was closed.'));
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.fail?.(new Error('The OCR pool was closed.'));
    await Promise.all(slots.map((slot) => this.terminate(slot)));
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = this.slots.find((s) => !s.busy && !s.dead);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      const job = this.queue.shift()!;
      void this.run(slot, job);
    }
  }

  private spawn(): Slot {
    this.started++;
    const slot: Slot = { busy: false, dead: false, ready: undefined as unknown as Promise<Tesseract.Worker> };
    slot.ready = (async () => {
      const worker = await Tesseract.createWorker(this.langs, Tesseract.OEM.LSTM_ONLY, {
        langPath: this.langPath,
        cacheMethod: 'none',
        gzip: true,
        logger: () => {},
        // Without an errorHandler tesseract.js rethrows worker errors from a message handler,
        // which no caller can catch: it would crash the process.
        errorHandler: () => {},
      }).catch((error: unknown) => {
        throw new Error(`The OCR engine could not start: ${String(error)}`);
      });
      const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
      slot.worker = worker;
      slot.thread = thread;
      if (slot.dead) {
        await worker.terminate();
        throw new Error('The OCR worker was stopped.');
      }
      thread?.on('error', (error) => this.onThreadDeath(slot, error));
      thread?.on('exit', () => this.onThreadDeath(slot, new Error('The OCR worker stopped unexpectedly.')));
      await worker.setParameters(this.parameters as Partial<Tesseract.WorkerParams>);
      return worker;
    })();
    // A failed start is reported through the job that waits for it; never unhandled.
    slot.ready.catch(() => {});
    this.slots.push(slot);
    return slot;
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    slot.busy = true;
    slot.thread?.ref();
    let settled = false;
    const finish = (error: unknown, result?: OcrResult) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      slot.fail = undefined;
      if (error === undefined) job.resolve(result!);
      else job.reject(error);
      return true;
    };
    const timer = setTimeout(() => {
      if (finish(new ExtractError('timeout', `OCR of one page took longer than ${Math.round(job.timeoutMs / 1000)} s and was stopped.`))) {
        this.retire(slot);
      }
    }, job.timeoutMs);
    slot.fail = (error) => finish(error);
    try {
      const worker = await slot.ready;
      if (settled) return;
      slot.thread?.ref();
      const started = performance.now();
      const { data } = await worker.recognize(
        Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength),
        {},
        {
          text: false,
          blocks: true,
        },
      );
      const result = toOcrResult(data, performance.now() - started);
      if (finish(undefined, result)) {
        slot.busy = false;
        slot.thread?.unref();
      }
    } catch (error) {
      if (finish(error instanceof Error ? error : new Error(`OCR failed: ${String(error)}`))) this.retire(slot);
    } finally {
      this.pump();
    }
  }

  private onThreadDeath(slot: Slot, error: unknown): void {
    if (slot.dead) return;
    slot.fail?.(error);
    this.retire(slot);
  }

  /** Takes a worker out of the pool for good (timed out, crashed, or failed); the next job starts a new one. */
  private retire(slot: Slot): void {
    if (slot.dead) return;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (!this.closed) this.replaced++;
    void this.terminate(slot);
    this.pump();
  }

  private async terminate(slot: Slot): Promise<void> {
    slot.dead = true;
    slot.busy = false;
    if (slot.worker) {
      await slot.worker.terminate().catch(() => {});
    } else {
      await slot.ready.then((w) => w.terminate()).catch(() => {});
    }
  }
}

function toOcrResult(page: Tesseract.Page, ms: number): OcrResult {
  const paragraphs: OcrParagraph[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const lines: OcrLine[] = [];
      for (const line of paragraph.lines) {
        const words: OcrWord[] = line.words.map((w) => ({
          text: w.text,
          confidence: Math.max(0, Math.min(1, w.confidence / 100)),
          bbox: { x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 },
        }));
        if (words.length > 0) lines.push({ words, bbox: { ...line.bbox } });
      }
      if (lines.length > 0) paragraphs.push({ lines });
    }
  }
  return { paragraphs, confidence: Math.max(0, Math.min(1, page.confidence / 100)), ms };
}

let shared: OcrPool | undefined;
let sharedSpanish: OcrPool | null | undefined;
let sharedSize: number | undefined;

/**
 * How many threads each process-wide pool may start (default: one per core). Takes effect for
 * pools created after the call: call it before the first reading (a worker process that leaves
 * cores to the API and the database beside it reads with fewer threads).
 */
export function setOcrPoolSize(size: number | undefined): void {
  sharedSize = size;
}

const sharedOptions = (): OcrPoolOptions => (sharedSize ? { size: sharedSize } : {});

/** The process-wide pool, created on first use. */
export function getOcrPool(): OcrPool {
  shared ??= new OcrPool(sharedOptions());
  return shared;
}

/**
 * The process-wide pool that reads Spanish and English ('spa+eng'), created on first use; null when
 * Debian's Spanish data is not installed (see ocr-languages.ts). Its workers start only when a page needs them.
 */
export function getSpanishOcrPool(): OcrPool | null {
  if (sharedSpanish !== undefined) return sharedSpanish;
  const spanishFile = findSpanishTraineddata();
  sharedSpanish =
    spanishFile === null ? null : new OcrPool({ ...sharedOptions(), langs: 'spa+eng', langPath: spanishLangPath(defaultLangPath(), spanishFile) });
  return sharedSpanish;
}

/** Terminates the process-wide pools' workers (for shutdown and test teardown). A later call creates new pools. */
export async function closeOcrPool(): Promise<void> {
  const pools = [shared, sharedSpanish];
  shared = undefined;
  sharedSpanish = undefined;
  await Promise.all(pools.map((pool) => pool?.close()));
}
