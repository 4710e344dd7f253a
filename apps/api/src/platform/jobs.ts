import { availableParallelism } from 'node:os';
import { generatedFiles, type Database } from '@debtshield/db';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { readingJobsOn } from '../config';
import { purgeExpiredText } from '../modules/analysis/analysis.repository';
import { purgeAnonymousCosts } from '../modules/analysis/anonymous-budget';
import { purgeReadings, runReading, type ReadingJob } from '../modules/analysis/reading-jobs';
import { InProcessReadings, runCreditReading, type CreditReadingJob } from '../modules/credit/credit-readings';
import { purgeLoginCodesAndOutbox } from '../modules/auth/auth.repository';
import { sendDueReminders } from '../modules/disputes/reminders';
import { backfillIntelColumns } from '../modules/intel/product-intel';
import { purgeUnmailedPreviews } from '../modules/mail/mail.repository';
import { keepJobAlive, QUEUE_NAMES, startQueue, type QueueName } from './queue/queue';
import { enqueueDueSlots, schedulerClock, tickMs } from './queue/schedule';
import { purgeRateLimitCounters } from './rate-limit-store';

export { PURGE_INTERVAL_MS } from './queue/schedule';

export type PurgeCounts = { analyses: number; files: number; loginCodes: number; mail: number; readings: number };

/**
 * The purge (every 5 minutes, a queue job that runs once across every instance): letter text past
 * its hour, uploads waiting for a reading past their hour, expired downloads, expired sign-in codes
 * (once out of the rate-limit window), dev-outbox mail older than a week, old rate-limit counters.
 * Idempotent.
 */
export const purgeExpired = async (app: FastifyInstance, now = new Date()): Promise<PurgeCounts> => {
  const analyses = await purgeExpiredText(app.db.db, now);
  const files = await app.db.db.delete(generatedFiles).where(lt(generatedFiles.expiresAt, now)).returning({ id: generatedFiles.id });
  const signIn = await purgeLoginCodesAndOutbox(app.db.db, now);
  await purgeAnonymousCosts(app.db.db, now);
  const readings = await purgeReadings(app.db.db, now);
  await purgeRateLimitCounters(app.db.db, now);
  // Certified-mail previews never mailed (decision 023).
  const previews = await purgeUnmailedPreviews(app.db.db, now);
  if (app.db.kind === 'pglite' && (analyses > 0 || files.length > 0 || previews > 0 || readings > 0)) await compactEmbeddedDb(app.db.db);
  // Collector intel's columns for analyses stored before them (decision 023): a few batches per run.
  for (let i = 0; i < 50 && (await backfillIntelColumns(app.db.db)) > 0; i += 1);
  return { analyses, files: files.length, ...signIn, readings };
};

/**
 * The embedded database keeps deleted rows' bytes in its files (the tables and the write-ahead log)
 * until they are rewritten: after a purge the tables that held letter text are rewritten (VACUUM
 * FULL) and the log moves to a new segment with the old one removed, not recycled, so purged text
 * leaves the disk (decision 023). PostgreSQL servers are left to their own vacuum and backups.
 */
export const compactEmbeddedDb = async (db: Database): Promise<void> => {
  await db.execute(sql`vacuum full analyses`);
  await db.execute(sql`vacuum full generated_files`);
  await db.execute(sql`vacuum full certified_mailings`);
  await db.execute(sql`vacuum full readings`);
  await db.execute(sql`set wal_recycle = off`);
  await db.execute(sql`select pg_switch_wal()`);
  await db.execute(sql`checkpoint`);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue once the app is ready (null before, and when this process neither takes jobs nor queues readings). */
    jobQueue: { boss: PgBoss | null };
  }
}

/** What a worker process does with each job; the same code on every process that takes jobs. */
const registerWorkers = async (app: FastifyInstance, boss: PgBoss): Promise<void> => {
  /** A failure is logged here and thrown for the queue to retry with backoff. */
  const logged = (what: string, run: () => Promise<void>) => async (): Promise<void> => {
    try {
      await run();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed; the queue retries it`);
      throw error;
    }
  };
  await boss.work(
    QUEUE_NAMES.purge,
    logged('purge', async () => {
      const counts = await purgeExpired(app);
      if (Object.values(counts).some(Boolean)) app.log.info(counts, 'purged expired letter text, uploads, downloads, sign-in codes and outbox mail');
    }),
  );
  // Deadline reminders (issue 15): idempotent per deadline and reminder (reminders_sent).
  await boss.work(
    QUEUE_NAMES.reminders,
    logged('deadline reminders', async () => {
      const run = await sendDueReminders(app);
      if (run.sent || run.failed) app.log.info(run, 'deadline reminders');
    }),
  );
  /** A reading's job, its heartbeat beating while it runs (a long honest reading keeps its worker). */
  const reader =
    <T extends object>(queue: QueueName, run: (data: T, lastAttempt: boolean) => Promise<string>) =>
    async ([job]: PgBoss.JobWithMetadata<T>[]): Promise<void> => {
      if (!job) return;
      const stopBeat = keepJobAlive(app.db, queue, job.id, app.config.READING_JOB_TIMEOUT_SECONDS, (error) =>
        app.log.warn({ err: error }, `${queue} job heartbeat failed`),
      );
      try {
        const outcome = await run(job.data, job.retryCount >= job.retryLimit);
        app.log.info({ outcome, retry: job.retryCount }, `${queue} job`);
      } finally {
        stopBeat();
      }
    };
  const options = { pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
  // Readings: as many at once as the OCR pool has threads (OCR_THREADS; unset: one per core).
  const readers = app.config.OCR_THREADS ?? Math.max(1, availableParallelism());
  for (let i = 0; i < readers; i++)
    await boss.work<ReadingJob>(
      QUEUE_NAMES.reading,
      options,
      reader<ReadingJob>(QUEUE_NAMES.reading, (data, last) => runReading(app, data, last)),
    );
  // Credit reports (issue 25): one at a time per process; a report's pages are read one after another.
  await boss.work<CreditReadingJob>(
    QUEUE_NAMES.creditReading,
    options,
    reader<CreditReadingJob>(QUEUE_NAMES.creditReading, (data, last) => runCreditReading(app, data, last)),
  );
};

/**
 * The queue and the scheduler (decision 025). Every process with the queue enqueues the current
 * slot of each schedule (the slot's job id is fixed, so one job per slot however many enqueue);
 * processes with JOBS_ENABLED (and `npm run worker`) take the jobs.
 */
export const registerJobs = (app: FastifyInstance): void => {
  const holder: { boss: PgBoss | null } = { boss: null };
  app.decorate('jobQueue', holder);
  // With no queue (the embedded default), credit reports are read by this process after the request answers.
  const inProcess = new InProcessReadings((error) => app.log.error({ err: error }, 'credit report reading failed'));
  app.decorate('creditReadingsInProcess', inProcess);
  app.addHook('onClose', () => inProcess.settle());
  const config = app.config;
  const takesJobs = config.JOBS_ENABLED;
  if (!takesJobs && !readingJobsOn(config)) return;
  let ticker: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const boss = await startQueue(app.db, { readingTimeoutSeconds: config.READING_JOB_TIMEOUT_SECONDS }, (error) =>
      app.log.error({ err: error }, 'job queue error'),
    );
    holder.boss = boss;
    if (takesJobs) await registerWorkers(app, boss);
    const clock = schedulerClock(config);
    const tick = () => enqueueDueSlots(boss, clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'scheduling jobs failed'));
    await tick();
    ticker = setInterval(() => void tick(), tickMs(clock));
    ticker.unref();
  });
  app.addHook('onClose', async () => {
    if (ticker) clearInterval(ticker);
    // Jobs in flight finish (or are handed to another worker once their time runs out).
    await holder.boss?.stop({ graceful: true, wait: true, timeout: Math.max(1000, config.SHUTDOWN_TIMEOUT_MS - 1000) });
    holder.boss = null;
  });
};
