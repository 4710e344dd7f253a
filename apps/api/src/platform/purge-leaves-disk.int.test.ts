import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@debtshield/db';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { insertAnalysis } from '../modules/analysis/analysis.repository';
import type { AnalysisSummary } from '../modules/letters/letter-inputs';
import { purgeExpired } from './jobs';

const HOUR = 3_600_000;
const MARKER = 'WARRANTFORYOURARRESTMARKER';

/** Files under a folder that contain the bytes. */
const filesWith = (dir: string, needle: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesWith(file, needle);
    return readFileSync(file).includes(needle) ? [path.relative(dir, file)] : [];
  });

// Issue 24, item 8: the embedded database (PGlite, `npm start`'s default) keeps deleted bytes in its
// files until they are rewritten; after the purge job the letter text is in none of its files. This
// reads the database's own files, so it runs on PGlite only (a PostgreSQL server's files are not ours
// to read; decision 023 leaves them to the server's own vacuum).
describe.skipIf(process.env.DS_TEST_DB === 'postgres')('purged letter text leaves the embedded database’s files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ds-purge-disk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is gone from the tables and the write-ahead log after the purge job', async () => {
    const db = await createDb({ dataDir: dir });
    await db.migrate();
    const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false, LOG_LEVEL: 'silent' }), db });
    await app.ready();
    const text = Array.from({ length: 120 }, (_, i) => `${MARKER} line ${i}: a warrant will be issued unless you pay today.`).join('\n');
    const long = new Date(Date.now() - 2 * HOUR);
    for (let i = 0; i < 5; i += 1) {
      await insertAnalysis(db.db, {
        userId: null,
        flowType: 'generate',
        state: 'CA',
        accessLevel: 'preview',
        textMasked: i % 2 ? text : text.slice(0, 900),
        userLetterMasked: null,
        extraction: { method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
        answers: {},
        summary: { findings: [], collectorName: 'Apex' } as unknown as AnalysisSummary,
        now: long,
      });
    }
    expect((await purgeExpired(app, new Date())).analyses).toBe(5);
    await app.close();
    await db.close();
    expect(filesWith(dir, MARKER)).toEqual([]);
    // A fresh cluster on disk (initdb in a child process, then the migrations) takes a while on a busy machine.
  }, 180_000);
});
