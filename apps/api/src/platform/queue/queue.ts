import type { DbHandle } from '@debtshield/db';
import PgBoss from 'pg-boss';

/**
 * The job queue (decision 025): pg-boss on the app's own database, through the database handle's
 * `executeSql`, so the same queue runs on PostgreSQL (shared by every instance and worker) and on
 * the embedded PGlite (one process). Its tables live in their own schema, created and migrated by
 * pg-boss itself at start.
 */
export const QUEUE_SCHEMA = 'pgboss';

/** Every queue the app uses, with how its jobs are retried and how long one may run. */
export const QUEUE_NAMES = { purge: 'purge', reminders: 'reminders', reading: 'reading', creditReading: 'credit-reading' } as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

export type QueueSettings = {
  /** How long a reading may run before its worker counts as gone (READING_JOB_TIMEOUT_SECONDS). */
  readingTimeoutSeconds: number;
};

const queueOptions = (settings: QueueSettings): Record<QueueName, PgBoss.Queue> => ({
  // Scheduled work: retried with backoff (10 s, 20 s, 40 s …) a few times, then left failed and logged; the next slot runs it anew.
  purge: { name: QUEUE_NAMES.purge, retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  reminders: { name: QUEUE_NAMES.reminders, retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
  // A reading whose worker died (or that failed for a reason of the machine) is taken again twice, soon.
  reading: { name: QUEUE_NAMES.reading, retryLimit: 2, retryDelay: 1, retryBackoff: true, expireInSeconds: settings.readingTimeoutSeconds },
  // A credit report (up to 150 pages, some by OCR) is read page by page by a worker, retried as a letter's reading is.
  'credit-reading': {
    name: QUEUE_NAMES.creditReading,
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: settings.readingTimeoutSeconds,
  },
});

/** Opens pg-boss on the app's database and makes sure its queues exist with today's settings. */
export const startQueue = async (db: DbHandle, settings: QueueSettings, onError: (error: Error) => void): Promise<PgBoss> => {
  const open = () => {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => db.executeSql(text, values) },
      schema: QUEUE_SCHEMA,
      // Our own scheduler enqueues the scheduled jobs (schedule.ts); pg-boss' cron is not used.
      schedule: false,
      supervise: true,
      // How often expired jobs (a worker killed mid-job) are handed back: well within a reading's own limit.
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(settings.readingTimeoutSeconds / 5))),
      // Completed jobs hold no upload (a reading's files live in the readings table); kept a day for inspection.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 1,
    });
    boss.on('error', onError);
    return boss;
  };
  // Processes starting at once on an empty database race to create pg-boss' schema (its lock does not
  // cover CREATE SCHEMA): the loser fails and, tried again with a new instance, finds the schema made.
  let boss = open();
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.start();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      boss = open();
    }
  }
  // Processes starting at once on an empty database also race to create the queues (each a partition of
  // pg-boss' job table): one may fail on the other's row or be chosen as a deadlock victim. Whatever
  // failed is tried again after a short random wait, when the other's queue is there to be updated.
  for (let attempt = 1; ; attempt++) {
    try {
      for (const options of Object.values(queueOptions(settings))) {
        if (await boss.getQueue(options.name)) await boss.updateQueue(options.name, options);
        else await boss.createQueue(options.name, options);
      }
      break;
    } catch (error) {
      if (attempt >= 6) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.floor(Math.random() * 300)));
    }
  }
  return boss;
};

/**
 * A heartbeat for a running job: pg-boss 10 fails a job whose `started_on + expire_in` has passed
 * (its worker counts as gone) and has no heartbeat of its own, so a long honest reading would be
 * taken from a live worker. Moving `started_on` forward every third of the limit keeps a live
 * worker's job; a killed worker stops beating and its job is handed on one limit later. Answers the
 * function that stops the beat. (pg-boss 11+ has `heartbeatSeconds`; decision 025.)
 */
export const keepJobAlive = (db: DbHandle, queue: QueueName, jobId: string, limitSeconds: number, onError: (error: unknown) => void): (() => void) => {
  const timer = setInterval(
    () => {
      db.executeSql(`UPDATE ${QUEUE_SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active'`, [queue, jobId]).catch(onError);
    },
    Math.max(1000, Math.floor((limitSeconds * 1000) / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
};
