import { randomUUID } from 'node:crypto';
import type { Facts, Lang } from '@debtshield/analyzer';
import { CREDIT_MESSAGES, type CreditReading, type CreditReportAnalysis } from '@debtshield/contracts';
import { readBureauAddress, type ParsedCreditReport } from '@debtshield/credit-reports';
import { analyses, creditReports, readings, type Database } from '@debtshield/db';
import { computeAccess, UNLIMITED } from '@debtshield/plans';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { QUEUE_NAMES } from '../../platform/queue/queue';
import { consumeCreditScan, loadAccountState } from '../accounts/accounts.repository';
import {
  endFailedReading,
  finishReading,
  loadFile,
  openPayload,
  readingProgressWriter,
  sealPayload,
  storeFile,
  type StoredFile,
} from '../analysis/reading-jobs';
import type { AnalysisProgress } from '../analysis/analyze-letter';
import type { UploadedFile } from '../analysis/read-upload';
import { presentReport } from './credit-center';
import { localizeReport } from './credit-texts';
import { latestReports } from './letter-mismatches';
import { extractReport, readReport, REPORT_MESSAGES } from './read-report-upload';

/**
 * Reading a credit report as a job (issue 25, decision 037): a report runs to 150 pages, some read by
 * OCR, so the request that takes it answers at once with a reading id; a worker (or, on the embedded
 * database with no queue, this process in the background) reads it page by page, writing pages done
 * and pages in all to the reading's row, and stores the report under the reading's id. The upload
 * waits in `readings` as a letter's does (sealed with the case-file key when there is one), is
 * deleted the moment the reading ends, and the row within the hour (purgeReadings).
 */

export type CreditReadingJob = { creditReadingId: string };

type StoredReportUpload = { kind: 'credit_report'; files: StoredFile[]; state: string | null };

type Presented = Omit<CreditReportAnalysis, 'success' | 'reportId'>;

/** The same stages as a letter's reading. */
export type ReportProgress = AnalysisProgress;

/** A credit_single purchase pays for one report read (issue 24): refused before reading when none is left. */
export const requireScanLeft = async (db: Database, userId: string): Promise<void> => {
  const access = computeAccess(await loadAccountState(db, userId));
  if (access.creditScansLimit !== UNLIMITED && access.remainingCreditScans <= 0) throw new AppError('payment_required', CREDIT_MESSAGES.scanUsed);
};

/**
 * Reads the report in the upload, compares it with the person's letters and other bureaus' reports,
 * uses a counted read (atomically: two uploads at once use one) and stores it, under `reportId` when
 * given. The file is read in memory and never kept; what was read is stored for its owner, masked.
 */
export const readAndStoreReport = async ({
  db,
  userId,
  files,
  state,
  reportId,
  onProgress,
}: {
  db: Database;
  userId: string;
  files: UploadedFile[];
  state: string | null;
  reportId?: string;
  onProgress?: (p: ReportProgress) => void;
}): Promise<{ reportId: string; presented: Presented }> => {
  const doc = await extractReport(files, (page, pages) => onProgress?.({ stage: 'reading', page, pages }));
  onProgress?.({ stage: 'checking' });
  const { alongside, ...report } = readReport(doc.pages);
  const bureau = report.bureau.value;
  // The collection letters this person analysed, to cross-check the same debts.
  const letters = await db
    .select({ id: analyses.id, summary: analyses.summary })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt))
    .limit(20);
  const withFacts = letters.flatMap((l) => {
    const facts = (l.summary as { facts?: Facts } | null)?.facts;
    return facts ? [{ id: l.id, facts }] : [];
  });
  const access = computeAccess(await loadAccountState(db, userId));
  if (access.creditScansLimit !== UNLIMITED && !(await consumeCreditScan(db, userId, access.creditScansLimit)))
    throw new AppError('payment_required', CREDIT_MESSAGES.scanUsed);
  // The person's latest report from each other bureau (as read and stored), to compare the same accounts.
  const others = new Map<string, ParsedCreditReport>(alongside.flatMap((r) => (r.bureau ? [[r.bureau.value, r] as const] : [])));
  for (const parsed of await latestReports(db, userId)) {
    const other = parsed.bureau?.value;
    if (other && other !== bureau && !others.has(other)) others.set(other, parsed);
  }
  const usState = state && /^[A-Z]{2}$/.test(state) ? state : undefined;
  const printed = readBureauAddress(doc.pages);
  const presented = { ...presentReport(report, bureau, withFacts, [...others.values()], usState), ...(printed ? { bureauAddress: printed } : {}) };
  const [row] = await db
    .insert(creditReports)
    // The page's view, and the report as read (masked by the parser) to compare with letters analysed later.
    .values({ ...(reportId ? { id: reportId } : {}), userId, bureau, reportDate: presented.reportDate ?? null, analysis: { ...presented, parsed: report } })
    .returning({ id: creditReports.id });
  return { reportId: row!.id, presented };
};

/** Keeps the upload for its reading and hands the reading to a worker, or to this process when there is no queue. */
export const startCreditReading = async (app: FastifyInstance, user: AuthUser, files: UploadedFile[], state: string | null): Promise<string> => {
  const db = app.db.db;
  const id = randomUUID();
  const stored: StoredReportUpload = { kind: 'credit_report', files: files.map(storeFile), state };
  await db.insert(readings).values({ id, userId: user.id, status: 'queued', payload: sealPayload(app.caseFileVault, id, stored) });
  const job: CreditReadingJob = { creditReadingId: id };
  const boss = app.jobQueue.boss;
  if (boss) await boss.send(QUEUE_NAMES.creditReading, job);
  else app.creditReadingsInProcess.run(() => runCreditReading(app, job, true));
  return id;
};

/**
 * The job: reads the report page by page, recording progress, and stores it under the reading's id.
 * Taken again after a worker died, it finds the report stored, or reads it anew. A refusal about the
 * file (not a report, too many pages, a password) ends the reading with that message; any other
 * failure is thrown for the queue to retry, and on the last attempt ends it with a clear message.
 */
export const runCreditReading = async (app: FastifyInstance, job: CreditReadingJob, lastAttempt: boolean): Promise<'done' | 'failed' | 'gone'> => {
  const db = app.db.db;
  const [row] = await db.select().from(readings).where(eq(readings.id, job.creditReadingId)).limit(1);
  if (!row || row.status === 'done' || row.status === 'failed') return 'gone';
  if ((await db.select({ id: creditReports.id }).from(creditReports).where(eq(creditReports.id, row.id)).limit(1)).length > 0) {
    await finishReading(db, row.id, { status: 'done' });
    return 'done';
  }
  const stored = row.payload ? openPayload<StoredReportUpload>(app.caseFileVault, row.id, row.payload) : null;
  if (!stored || stored.kind !== 'credit_report' || !row.userId) {
    app.log.error({ reading: row.id }, 'a waiting report could not be opened (CASE_FILE_KEY differs between processes?)');
    await finishReading(db, row.id, { status: 'failed', errorCode: 'not_found', errorMessage: REPORT_MESSAGES.lost });
    return 'failed';
  }
  await db.update(readings).set({ status: 'reading', updatedAt: new Date() }).where(eq(readings.id, row.id));
  const progress = readingProgressWriter(db, row.id);
  try {
    await readAndStoreReport({ db, userId: row.userId, files: stored.files.map(loadFile), state: stored.state, reportId: row.id, onProgress: progress });
  } catch (error) {
    await progress.settled();
    if (await endFailedReading(app, row.id, error, lastAttempt, REPORT_MESSAGES.failed)) return 'failed';
    throw error;
  }
  await progress.settled();
  await finishReading(db, row.id, { status: 'done' });
  return 'done';
};

/** Where the caller's reading stands; once done, the report as the page shows it, in the caller's language. */
export const creditReadingState = async (db: Database, userId: string, id: string, lang: Lang): Promise<CreditReading> => {
  const [row] = await db
    .select({ status: readings.status, page: readings.page, pages: readings.pages, errorCode: readings.errorCode, errorMessage: readings.errorMessage })
    .from(readings)
    .where(and(eq(readings.id, id), eq(readings.userId, userId)))
    .limit(1);
  const [report] = await db
    .select({ analysis: creditReports.analysis })
    .from(creditReports)
    .where(and(eq(creditReports.id, id), eq(creditReports.userId, userId)))
    .limit(1);
  if (report) {
    const { parsed: _parsed, ...presented } = report.analysis as Presented & { parsed?: unknown };
    return { success: true, status: 'done', report: { success: true, reportId: id, ...localizeReport(presented, lang) } };
  }
  if (!row) throw new AppError('not_found', REPORT_MESSAGES.readingGone);
  if (row.status === 'failed')
    return { success: true, status: 'failed', error: { code: row.errorCode ?? 'internal', message: row.errorMessage ?? REPORT_MESSAGES.failed } };
  // Done with no report: the reading ended as another kind of reading (a letter's), not the caller's report.
  if (row.status === 'done') throw new AppError('not_found', REPORT_MESSAGES.readingGone);
  const status = row.status === 'reading' || row.status === 'checking' ? row.status : 'queued';
  return { success: true, status, page: row.page, pages: row.pages };
};

/** Readings this process runs itself (no queue): followed so a shutdown waits for them. */
export class InProcessReadings {
  private readonly running = new Set<Promise<unknown>>();
  constructor(private readonly onError: (error: unknown) => void) {}
  run(task: () => Promise<unknown>): void {
    // Started on the next turn: the request that took the upload answers first.
    const p: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }
  async settle(): Promise<void> {
    await Promise.all([...this.running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Credit-report readings run by this process when it has no job queue (the embedded default). */
    creditReadingsInProcess: InProcessReadings;
  }
}
