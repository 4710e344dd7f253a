import { readFileSync } from 'node:fs';
import { AnalyzeResponseSchema, ErrorResponseSchema } from '@debtshield/contracts';
import { analyses, readings } from '@debtshield/db';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession } from '../../../test/factories';
import { purgeExpired } from '../../platform/jobs';
import { countHit } from '../../platform/rate-limit-store';

const PHOTO = readFileSync(new URL('../../../../../packages/analyzer/test-fixtures/cfpb-model-form-b1-photo.jpg', import.meta.url));

type Line = { type: string; stage?: string; analysis_id?: string; analysis_key?: string; data?: unknown; error?: string };
const linesOf = (body: string): Line[] =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

/**
 * Reading as jobs in one process (issue 29): with READING_JOBS on, a photo goes to the queue and the
 * same process takes it (the embedded database's shape), so the job code is the code of the worker
 * processes. Runs on PGlite and on PostgreSQL.
 */
/** OCR of a phone photo takes about a second on a quiet machine and tens of seconds on a shared, loaded one: a guard, not a target. */
const OCR_TIMEOUT_MS = 180_000;

describe('reading jobs in-process', () => {
  let t: TestApp;
  const analyze = (files: { name: string; type: string; bytes: Buffer }[], headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/analyze-strategic', payload: analyzeForm({ state: 'TX' }, files), headers });

  beforeAll(async () => {
    t = await buildTestApp({ READING_JOBS: true, JOBS_ENABLED: true, ANALYZE_RATE_LIMIT_MAX: 1000, CASE_FILE_KEY: 'a'.repeat(64) });
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'names the analysis at once, streams the worker’s progress, answers the stored analysis and keeps no upload',
    async () => {
      const res = await analyze([{ name: 'letter.jpg', type: 'image/jpeg', bytes: PHOTO }], { accept: 'application/x-ndjson' });
      expect(res.statusCode).toBe(200);
      const lines = linesOf(res.body);
      expect(lines[0]).toMatchObject({ type: 'queued' });
      const id = lines[0]?.analysis_id;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.type === 'progress' && l.stage === 'checking')).toBe(true);
      const result = AnalyzeResponseSchema.parse(lines.at(-1)?.data);
      expect(result.analysis_id).toBe(id);
      // The model form is compliant: read by OCR and not flagged.
      expect(result.total_violations).toBe(0);
      // Signed out: the browser's key, said in the first line and in the result, opens the analysis.
      expect(result.analysis_key).toBe(lines[0]?.analysis_key);
      const again = await t.app.inject({ method: 'GET', url: `/api/analysis/${id}`, headers: { 'x-analysis-key': String(result.analysis_key) } });
      expect(again.statusCode).toBe(200);
      // The upload left the database when the reading ended; the row keeps only its state, and goes within the hour.
      const [row] = await t.db.db
        .select()
        .from(readings)
        .where(eq(readings.id, String(id)));
      expect(row).toMatchObject({ status: 'done', payload: null });
      expect((await purgeExpired(t.app, new Date(Date.now() + 61 * 60_000))).readings).toBeGreaterThanOrEqual(1);
      expect(
        await t.db.db
          .select()
          .from(readings)
          .where(eq(readings.id, String(id))),
      ).toHaveLength(0);
      expect(
        await t.db.db
          .select({ id: analyses.id })
          .from(analyses)
          .where(eq(analyses.id, String(id))),
      ).toHaveLength(1);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'answers a signed-in user as the direct path does, and a refused photo with the same 400',
    async () => {
      const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
      const signedIn = await analyze([{ name: 'letter.jpg', type: 'image/jpeg', bytes: PHOTO }], { authorization: `Bearer ${token}` });
      expect(signedIn.statusCode).toBe(200);
      const body = AnalyzeResponseSchema.parse(signedIn.json());
      expect(body.analysis_key).toBeUndefined();
      expect(body.access.has_access).toBe(true);

      const broken = await analyze([{ name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('definitely not a jpeg') }]);
      expect([400, 415]).toContain(broken.statusCode);
      ErrorResponseSchema.parse(broken.json());
      const streamed = linesOf(
        (await analyze([{ name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('not a jpeg either') }], { accept: 'application/x-ndjson' })).body,
      );
      expect(streamed.at(-1)).toMatchObject({ type: 'error' });
      expect(await t.db.db.select({ id: readings.id }).from(readings).where(isNotNull(readings.payload))).toHaveLength(0);
    },
    OCR_TIMEOUT_MS,
  );

  it('counts rate-limit hits in the database without losing one to a race', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(t.db.db, 'test|race', 60_000)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // A window that ended starts again at one.
    expect((await countHit(t.db.db, 'test|race', 60_000, new Date(Date.now() + 61_000))).current).toBe(1);
  });
});
