import { createDb } from '@debtshield/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeOnSignals } from './platform/shutdown';

/**
 * `npm run worker`: a process that takes jobs from the queue (letters to read, the purge, reminders)
 * and serves nothing (decision 025). The same build and code as the server: it builds the app to
 * have its database, mail, vault and analysis pools, and never listens. Needs DATABASE_URL: the
 * embedded database belongs to the one server process, which runs its jobs itself.
 */
const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig({ ...process.env, JOBS_ENABLED: 'true' });
    if (!config.DATABASE_URL)
      throw new ConfigError(['DATABASE_URL: a worker shares the PostgreSQL of the API instances (the embedded database runs its jobs in the server)']);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const db = await createDb({ databaseUrl: config.DATABASE_URL });
  await db.migrate();
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => {
    await db.close();
  });

  closeOnSignals(app, config.SHUTDOWN_TIMEOUT_MS, 'worker shutting down');

  await app.ready();
  app.log.info({ database: db.kind }, 'DebtShield worker is taking jobs');
};

main().catch((error: unknown) => {
  process.stderr.write(`DebtShield worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
