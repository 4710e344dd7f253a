import { randomUUID } from 'node:crypto';
import { redactDeep, type Lang } from '@debtshield/analyzer';
import type { AnalyzeResponse } from '@debtshield/contracts';
import { analyses, readings, users, type Database } from '@debtshield/db';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { hashToken, randomToken, type AuthUser } from '../../platform/auth';
import type { Vault } from '../../platform/case-file-vault';
import { AppError, toAppError } from '../../platform/errors';
import { QUEUE_NAMES } from '../../platform/queue/queue';
import { analyzeLetter, type AnalysisProgress } from './analyze-letter';
import { findAnalysis, TEXT_RETENTION_MS } from './analysis.repository';
import type { AnalyzeUpload, UploadedFile } from './read-upload';
import { presentStoredAnalysis } from './rerun-analysis';

/**
 * Reading as jobs (issue 29, decision 025): a letter that needs OCR (a photo or a scan) is read by
 * a queue job that any worker process takes, so OCR never runs in the API instance that received
 * it. The upload waits in `readings` (sealed with the case-file key when there is one), is deleted
 * the moment the reading ends, and the row itself within the hour (purgeReadings). The API follows
 * the row's progress and answers with the stored analysis, as the direct path does.
 */

export type ReadingJob = { readingId: string };

/** Photos need OCR; PDFs are read in the request (a text layer takes milliseconds). */
export const needsReadingJob = (upload: AnalyzeUpload): boolean => upload.files.some((f) => f.mimeType.startsWith('image/'));

export type StoredFile = { name: string; mimeType: string; bytes: string };
type StoredUpload = Omit<AnalyzeUpload, 'files' | 'userLetter'> & {
  files: StoredFile[];
  userLetter: StoredFile | null;
  lang: Lang;
  ownerKeyHash: string | null;
};

export const storeFile = (f: UploadedFile): StoredFile => ({ name: f.name, mimeType: f.mimeType, bytes: f.bytes.toString('base64') });
export const loadFile = (f: StoredFile): UploadedFile => ({ name: f.name, mimeType: f.mimeType, bytes: Buffer.from(f.bytes, 'base64') });

/** An upload waiting for its reading: sealed with the case-file key when there is one (also credit-report readings). */
export const sealPayload = <T>(vault: Vault | null, id: string, value: T): string => {
  const plain = Buffer.from(JSON.stringify(value), 'utf8');
  return JSON.stringify(vault ? { sealed: vault.seal(plain, `reading:${id}`) } : { plain: plain.toString('base64') });
};

export const openPayload = <T = StoredUpload>(vault: Vault | null, id: string, payload: string): T | null => {
  const stored = JSON.parse(payload) as { sealed?: Parameters<Vault['open']>[0]; plain?: string };
  const plain = stored.sealed ? (vault?.open(stored.sealed, `reading:${id}`) ?? null) : stored.plain ? Buffer.from(stored.plain, 'base64') : null;
  return plain ? (JSON.parse(plain.toString('utf8')) as T) : null;
};

/** Keeps the upload for a worker and queues its reading; answers the analysis' id (and, signed out, the browser's key) at once. */
export const queueReading = async ({
  db,
  boss,
  vault,
  upload,
  user,
  lang,
}: {
  db: Database;
  boss: PgBoss;
  vault: Vault | null;
  upload: AnalyzeUpload;
  user: AuthUser | null;
  lang: Lang;
}): Promise<{ analysisId: string; analysisKey: string | null }> => {
  const analysisId = randomUUID();
  const analysisKey = user ? null : randomToken();
  const stored: StoredUpload = {
    ...upload,
    // Free-text answers are masked before anything is stored, as the direct path does before it stores the analysis.
    answers: redactDeep(upload.answers),
    files: upload.files.map(storeFile),
    userLetter: upload.userLetter && storeFile(upload.userLetter),
    lang,
    ownerKeyHash: analysisKey ? hashToken(analysisKey) : null,
  };
  await db.insert(readings).values({ id: analysisId, userId: user?.id ?? null, status: 'queued', payload: sealPayload(vault, analysisId, stored) });
  const job: ReadingJob = { readingId: analysisId };
  await boss.send(QUEUE_NAMES.reading, job);
  return { analysisId, analysisKey };
};

/** Ends a reading: its state, and the upload deleted. */
export const finishReading = (db: Database, id: string, values: Partial<typeof readings.$inferInsert>) =>
  db
    .update(readings)
    .set({ ...values, payload: null, updatedAt: new Date() })
    .where(eq(readings.id, id));
const finish = finishReading;

/** Writes a reading's progress (page of pages, then the check) to its row, once per change, never over its end. */
export const readingProgressWriter = (db: Database, id: string) => {
  let last = '';
  // One write at a time, in the order the reading reported them: on a pool of connections (PostgreSQL)
  // writes sent together may land in any order, and a page read in microseconds (the light PDF reader)
  // would leave an earlier page recorded last.
  let written: Promise<unknown> = Promise.resolve();
  const write = (p: AnalysisProgress): void => {
    const values = p.stage === 'reading' ? { status: 'reading', page: p.page, pages: p.pages } : { status: 'checking' };
    const key = JSON.stringify(values);
    if (key === last) return;
    last = key;
    written = written.then(() =>
      db
        .update(readings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(readings.id, id), inArray(readings.status, ['queued', 'reading', 'checking'])))
        .catch(() => undefined),
    );
  };
  /** Resolves once every progress write sent so far has landed (before the reading's end is written). */
  const settled = (): Promise<unknown> => written;
  return Object.assign(write, { settled });
};

/**
 * A reading's failure: a refusal about the upload (a 4xx), or any failure on the last attempt, ends
 * the reading with its message (`failedMessage` for a failure of the machine) and answers true; any
 * other answers false, for the caller to throw and the queue to retry.
 */
export const endFailedReading = async (app: FastifyInstance, id: string, error: unknown, lastAttempt: boolean, failedMessage: string): Promise<boolean> => {
  const appError = toAppError(error);
  if (appError.statusCode < 500 || lastAttempt) {
    if (appError.statusCode >= 500) app.log.error({ err: appError.cause ?? appError }, 'reading failed');
    await finishReading(app.db.db, id, {
      status: 'failed',
      errorCode: appError.code,
      errorMessage: appError.statusCode >= 500 ? failedMessage : appError.message,
    });
    return true;
  }
  return false;
};

/**
 * The job: reads the letter and stores the analysis under its promised id. Taken again after a
 * worker died (the queue's expiry), it finds the analysis already stored, or reads the letter anew.
 * A refusal about the letter (unreadable, not a letter) ends the reading with that message; any
 * other failure is thrown for the queue to retry, and on the last attempt ends it as failed.
 */
export const runReading = async (app: FastifyInstance, job: ReadingJob, lastAttempt: boolean): Promise<'done' | 'failed' | 'gone'> => {
  const db = app.db.db;
  const [row] = await db.select().from(readings).where(eq(readings.id, job.readingId)).limit(1);
  if (!row || row.status === 'done' || row.status === 'failed') return 'gone';
  if ((await db.select({ id: analyses.id }).from(analyses).where(eq(analyses.id, row.id)).limit(1)).length > 0) {
    await finish(db, row.id, { status: 'done' });
    return 'done';
  }
  const stored = row.payload ? openPayload(app.caseFileVault, row.id, row.payload) : null;
  if (!stored) {
    // Sealed under another key: every process must be given the same CASE_FILE_KEY.
    app.log.error({ reading: row.id }, 'a waiting upload could not be opened (CASE_FILE_KEY differs between processes?)');
    await finish(db, row.id, {
      status: 'failed',
      errorCode: 'not_found',
      errorMessage: 'This upload could not be read again. Please upload the letter again.',
    });
    return 'failed';
  }
  const [owner] = row.userId ? await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId)) : [];
  const user: AuthUser | null = owner ?? null;
  await db.update(readings).set({ status: 'reading', updatedAt: new Date() }).where(eq(readings.id, row.id));
  const progress = readingProgressWriter(db, row.id);
  const { lang, ownerKeyHash, ...rest } = stored;
  const upload: AnalyzeUpload = { ...rest, files: rest.files.map(loadFile), userLetter: rest.userLetter && loadFile(rest.userLetter) };
  try {
    await analyzeLetter({ db, upload, user, pool: app.analysisPool, lang, onProgress: progress, reserved: { analysisId: row.id, ownerKeyHash } });
  } catch (error) {
    await progress.settled();
    if (await endFailedReading(app, row.id, error, lastAttempt, 'Failed to analyze letter')) return 'failed';
    throw error;
  }
  await progress.settled();
  await finish(db, row.id, { status: 'done' });
  return 'done';
};

/**
 * How long a waiting request lets a reading stand still before it gives up: a dead worker's job is
 * handed back after the job's time limit (and the queue's next check), then read again from the start.
 */
export const readingStallMs = (timeoutSeconds: number): number => (timeoutSeconds * 2 + 60) * 1000;

/** How often the API instance holding the request looks at the reading's row. */
const FOLLOW_EVERY_MS = 250;

/**
 * Follows a queued reading until it ends: progress as the worker writes it, then the analysis as
 * the caller may see it (or the reading's refusal as an AppError). Gives up when nothing has moved
 * for `stallMs` (no worker took it, or every attempt died).
 */
export const followReading = async ({
  db,
  id,
  user,
  lang,
  analysisKey,
  disputeId,
  stallMs,
  onProgress,
  onStarted,
  signal,
}: {
  db: Database;
  id: string;
  user: AuthUser | null;
  lang: Lang;
  analysisKey: string | null;
  disputeId: string | null;
  stallMs: number;
  onProgress?: (p: AnalysisProgress) => void;
  /** Once, when a worker has taken the reading (it left the queue). */
  onStarted?: () => void;
  signal?: AbortSignal;
}): Promise<AnalyzeResponse> => {
  let seen = '';
  let movedAt = Date.now();
  let checked = false;
  for (;;) {
    if (signal?.aborted) throw new AppError('invalid_input', 'The analysis was cancelled.');
    const [row] = await db
      .select({ status: readings.status, page: readings.page, pages: readings.pages, errorCode: readings.errorCode, errorMessage: readings.errorMessage })
      .from(readings)
      .where(eq(readings.id, id))
      .limit(1);
    if (!row) throw new AppError('not_found', 'This upload could not be read again. Please upload the letter again.');
    if (row.status === 'done') {
      // The row is looked at every quarter second: a short check between two looks is still said, as the direct path says it.
      if (!checked) onProgress?.({ stage: 'checking' });
      const analysis = await findAnalysis(db, id);
      if (!analysis) throw new AppError('internal', 'Failed to analyze letter');
      return presentStoredAnalysis({ db, row: analysis, user, lang, analysisKey, disputeId });
    }
    if (row.status === 'failed') {
      const code = (row.errorCode ?? 'internal') as AppError['code'];
      throw new AppError(code, row.errorMessage ?? 'Failed to analyze letter');
    }
    const key = `${row.status}:${row.page}:${row.pages}`;
    if (row.status !== 'queued' && (seen === '' || seen.startsWith('queued'))) onStarted?.();
    if (key !== seen) {
      seen = key;
      movedAt = Date.now();
      if (row.status === 'reading' && row.pages > 0) onProgress?.({ stage: 'reading', page: row.page, pages: row.pages });
      if (row.status === 'checking') {
        checked = true;
        onProgress?.({ stage: 'checking' });
      }
    } else if (Date.now() - movedAt > stallMs) {
      throw new AppError('internal', 'Failed to analyze letter');
    }
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
  }
};

/** Readings past their hour go whatever their state; with them any upload a dead reading left behind. */
export const purgeReadings = async (db: Database, now: Date): Promise<number> => {
  const gone = await db
    .delete(readings)
    .where(lt(readings.createdAt, new Date(now.getTime() - TEXT_RETENTION_MS)))
    .returning({ id: readings.id });
  return gone.length;
};
