import { AnalyzeResponseSchema, ErrorResponseSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { THREATENING_LETTER, analyzeForm, letterPdf } from '../../../test/factories';
import { AppError } from '../../platform/errors';
import { createAnalysisPool } from './analysis-pool';

/** The same letter through the worker threads and on the main thread must give the same analysis. */
describe('analysis on worker threads', () => {
  let pooled: TestApp;
  let inline: TestApp;
  let pdf: Buffer;

  const analyze = (t: TestApp, bytes: Uint8Array, accept?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes }]),
      headers: accept ? { accept } : {},
    });

  beforeAll(async () => {
    [pooled, inline] = await Promise.all([
      buildTestApp({ ANALYSIS_WORKERS: 1, ANALYZE_RATE_LIMIT_MAX: 1000, JOBS_ENABLED: false }),
      buildTestApp({ ANALYSIS_WORKERS: 0, ANALYZE_RATE_LIMIT_MAX: 1000, JOBS_ENABLED: false }),
    ]);
    pdf = await letterPdf(THREATENING_LETTER);
  });
  afterAll(async () => {
    await Promise.all([pooled?.close(), inline?.close()]);
  });

  it('runs a text-layer letter on a worker and answers exactly what the main thread answers', async () => {
    expect(pooled.app.analysisPool?.size).toBe(1);
    expect(inline.app.analysisPool).toBeNull();
    const [a, b] = await Promise.all([analyze(pooled, pdf), analyze(inline, pdf)]);
    expect(a.statusCode).toBe(200);
    const fromWorker = AnalyzeResponseSchema.parse(a.json());
    const fromMain = AnalyzeResponseSchema.parse(b.json());
    const comparable = (r: typeof fromWorker) => ({ ...r, analysis_id: '', analysis_key: r.analysis_key ? 'a secret' : null });
    expect(comparable(fromWorker)).toEqual(comparable(fromMain));
    expect(fromWorker.violations.violation_count).toBeGreaterThan(1);
    expect(fromWorker.violations.violations).toHaveLength(1);
  });

  it('streams progress for a letter read on a worker', async () => {
    const res = await analyze(pooled, pdf, 'application/x-ndjson');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; stage?: string });
    expect(lines.filter((l) => l.type === 'progress').map((l) => l.stage)).toEqual(['reading', 'checking']);
    expect(lines.at(-1)?.type).toBe('result');
  });

  it('stops a letter that takes longer than the time limit with a message a person can act on, and reads it within a roomy one', async () => {
    const pool = createAnalysisPool(1, 1);
    const task = {
      files: [{ bytes: new Uint8Array(pdf), mimeType: 'application/pdf', name: 'letter.pdf' }],
      options: { state: 'IL', answers: {}, today: '2026-11-24', userLetterText: null },
    };
    try {
      const late = await pool.run(task).catch((error: unknown) => error);
      expect(late).toBeInstanceOf(AppError);
      expect((late as AppError).message).toMatch(/took too long/);
    } finally {
      await pool.close();
    }
    const roomy = createAnalysisPool(1, 60_000);
    try {
      expect((await roomy.run(task)).kind).toBe('done');
    } finally {
      await roomy.close();
    }
  });

  it('gives a broken PDF back to the main thread, which refuses it with the same message', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf\n%%EOF');
    const [a, b] = await Promise.all([analyze(pooled, broken), analyze(inline, broken)]);
    expect(a.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(a.json()).error).toBe(ErrorResponseSchema.parse(b.json()).error);
  });
});
