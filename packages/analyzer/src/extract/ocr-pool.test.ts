import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractError } from './extract-error';
import { OcrPool } from './ocr-pool';
import { renderLetterPng } from './test-helpers';

const text = (r: Awaited<ReturnType<OcrPool['recognize']>>) => r.paragraphs.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))).join('\n');

describe('OcrPool', () => {
  const pool = new OcrPool({ size: 1 });
  let image: Buffer;

  beforeAll(async () => {
    image = await renderLetterPng(['North South Group is a debt collector.', 'Total amount of the debt now: $ 2,284.56'], {
      width: 1100,
      height: 260,
      fontSize: 30,
      margin: 50,
    });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('is sized to the cores at most, and starts no worker before the first page', () => {
    expect(new OcrPool({ size: 64 }).size).toBe(os.availableParallelism());
    expect(new OcrPool().size).toBe(os.availableParallelism());
    expect(pool.size).toBe(1);
    expect(pool.stats).toEqual({ workers: 0, started: 0, replaced: 0, queued: 0 });
  });

  it('reads words with boxes and confidences from the local language data', { timeout: 30_000 }, async () => {
    const result = await pool.recognize(image, { timeoutMs: 20_000 });
    expect(text(result)).toContain('North South Group is a debt collector.');
    expect(text(result)).toContain('$ 2,284.56');
    const word = result.paragraphs[0]!.lines[0]!.words[0]!;
    expect(word.confidence).toBeGreaterThan(0.8);
    expect(word.confidence).toBeLessThanOrEqual(1);
    expect(word.bbox.x1).toBeGreaterThan(word.bbox.x0);
    expect(pool.stats).toMatchObject({ workers: 1, started: 1 });
  });

  it('terminates a worker that overruns the time limit, replaces it, and keeps serving', { timeout: 30_000 }, async () => {
    const started = performance.now();
    const error = await pool.recognize(image, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractError);
    expect((error as ExtractError).code).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1000); // rejected at the limit, not when the page finished
    expect(pool.stats).toMatchObject({ workers: 0, replaced: 1 });

    const again = await pool.recognize(image, { timeoutMs: 20_000 });
    expect(text(again)).toContain('debt collector');
    expect(pool.stats).toMatchObject({ workers: 1, started: 2, replaced: 1 });
  });

  it('queues pages beyond its size and answers them in turn', { timeout: 30_000 }, async () => {
    const results = await Promise.all([pool.recognize(image, { timeoutMs: 20_000 }), pool.recognize(image, { timeoutMs: 20_000 })]);
    expect(results.map((r) => text(r).includes('2,284.56'))).toEqual([true, true]);
    expect(pool.stats.workers).toBe(1);
  });

  it('refuses work once closed, and fails pages in progress at once', { timeout: 60_000 }, async () => {
    // "At once" is judged against the same page read by a second pool started beside it, not against a clock: on a loaded
    // machine both slow down alike, and a close that waited for the page in progress would fail only after that page is read.
    // A close that waited would take about as long as the reference's read; one that does not, the worker's start at most (it
    // ends a worker once started). A page of many lines makes the read long beside the start.
    const page = await renderLetterPng(
      Array.from({ length: 14 }, (_, i) => `Line ${i + 1}: North South Group is a debt collector. Total amount of the debt now: $ 2,284.56`),
      { width: 1700, height: 900, fontSize: 26, margin: 40 },
    );
    const started = performance.now();
    const reference = new OcrPool({ size: 1 });
    const referenceRead = reference.recognize(page, { timeoutMs: 40_000 }).then(() => performance.now() - started);
    const closing = new OcrPool({ size: 1 });
    const inProgress = expect(closing.recognize(page, { timeoutMs: 40_000 })).rejects.toThrow(/closed/);
    const queued = expect(closing.recognize(page, { timeoutMs: 40_000 })).rejects.toThrow(/closed/);
    await closing.close();
    await inProgress;
    await queued;
    const failedAfter = performance.now() - started;
    expect(failedAfter).toBeLessThan((await referenceRead) / 2);
    await reference.close();
    await expect(closing.recognize(image, { timeoutMs: 1000 })).rejects.toThrow(/closed/);
  });
});
