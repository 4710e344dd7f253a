import { generatedFiles, type Database } from '@debtshield/db';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredText } from '../modules/analysis/analysis.repository';
import { purgeAnonymousCosts } from '../modules/analysis/anonymous-budget';
import { purgeLoginCodesAndOutbox } from '../modules/auth/auth.repository';
import { REMINDER_INTERVAL_MS, sendDueReminders } from '../modules/disputes/reminders';
import { backfillIntelColumns } from '../modules/intel/product-intel';
import { purgeUnmailedPreviews } from '../modules/mail/mail.repository';

/**
 * Every 5 minutes: letter text past its hour, expired downloads, expired sign-in codes (once out
 * of the rate-limit window) and dev-outbox mail older than a week go. Idempotent; safe on every
 * instance.
 */
export const PURGE_INTERVAL_MS = 5 * 60 * 1000;

export type PurgeCounts = { analyses: number; files: number; loginCodes: number; mail: number };

export const purgeExpired = async (app: FastifyInstance, now = new Date()): Promise<PurgeCounts> => {
  const analyses = await purgeExpiredText(app.db.db, now);
  const files = await app.db.db.delete(generatedFiles).where(lt(generatedFiles.expiresAt, now)).returning({ id: generatedFiles.id });
  const signIn = await purgeLoginCodesAndOutbox(app.db.db, now);
  await purgeAnonymousCosts(app.db.db, now);
  // Certified-mail previews never mailed (decision 023).
  const previews = await purgeUnmailedPreviews(app.db.db, now);
  if (app.db.kind === 'pglite' && (analyses > 0 || files.length > 0 || previews > 0)) await compactEmbeddedDb(app.db.db);
  return { analyses, files: files.length, ...signIn };
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
  await db.execute(sql`set wal_recycle = off`);
  await db.execute(sql`select pg_switch_wal()`);
  await db.execute(sql`checkpoint`);
};

export const registerJobs = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  let reminderTimer: NodeJS.Timeout | undefined;
  // Deadline reminders (issue 15): hourly, idempotent per deadline and reminder (reminders_sent), safe on every instance.
  const remind = () =>
    sendDueReminders(app)
      .then((run) => {
        if (run.sent || run.failed) app.log.info(run, 'deadline reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'deadline reminders failed'));
  const run = () =>
    purgeExpired(app)
      .then((counts) => {
        if (counts.analyses || counts.files || counts.loginCodes || counts.mail)
          app.log.info(counts, 'purged expired letter text, downloads, sign-in codes and outbox mail');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'purge failed'))
      // Collector intel's columns for analyses stored before them (decision 023): a few batches per run.
      .then(async () => {
        for (let i = 0; i < 50 && (await backfillIntelColumns(app.db.db)) > 0; i += 1);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'intel backfill failed'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, PURGE_INTERVAL_MS);
    timer.unref();
    void remind();
    reminderTimer = setInterval(remind, REMINDER_INTERVAL_MS);
    reminderTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (reminderTimer) clearInterval(reminderTimer);
  });
};
