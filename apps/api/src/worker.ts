import { createDb } from '@debtshield/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, workerOcrThreads } from './config';
import { lowerProcessPriority } from './platform/process-priority';
import { closeOnSignals } from './platform/shutdown';

/**
 * `npm run worker`: a process that takes jobs from the queue (letters to read, the purge, reminders)
 * and serves nothing (decision 025). The same build and code as the server: it builds the app to
 * have its database, mail, vault and analysis pools, and never listens. Needs DATABASE_URL: the
 * embedded database belongs to the one server process, which runs its jobs itself. It lowers its
 * own CPU priority (WORKER_NICE) and reads with one OCR thread fewer than the machine has cores
 * (OCR_THREADS), so the API instances beside it answer first (decision 048).
 */
const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig({ ...process.env, JOBS_ENABLED: 'true' });
    // OCR leaves a core to the API instances and PostgreSQL beside it unless told otherwise (decision 048).
    config = { ...config, OCR_THREADS: config.OCR_THREADS ?? workerOcrThreads() };
    if (!config.DATABASE_URL)
      throw new ConfigError(['DATABASE_URL: a worker shares the PostgreSQL of the API instances (the embedded database runs its jobs in the server)']);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // First, before any OCR or analysis thread exists: the threads started later take this priority.
  const priority = config.WORKER_NICE > 0 ? lowerProcessPriority(config.WORKER_NICE) : null;

  const db = await createDb({ databaseUrl: config.DATABASE_URL });
  await db.migrate();
  const app = await buildApp({ config, db });
  // The database closes last, after the requests in flight, the queue and the pools (platform/shutdown.ts).
  closeOnSignals(app, config.SHUTDOWN_TIMEOUT_MS, 'worker shutting down', () => db.close());

  await app.ready();
  if (priority?.nice === null) app.log.warn({ err: priority.error, nice: config.WORKER_NICE }, 'worker could not lower its CPU priority');
  app.log.info({ database: db.kind, nice: priority?.nice ?? 0, ocrThreads: config.OCR_THREADS }, 'DebtShield worker is taking jobs');
};

main().catch((error: unknown) => {
  process.stderr.write(`DebtShield worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
