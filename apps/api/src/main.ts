import { createDb } from '@debtshield/db';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeOnSignals } from './platform/shutdown';
import { loadCfpbSample, SAMPLE_FILE } from './modules/intel/cfpb-sample';

/** Reads the config, opens and migrates the database, serves web + API on one port. */
const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const db = config.DATABASE_URL ? await createDb({ databaseUrl: config.DATABASE_URL }) : await createDb({ dataDir: path.join(config.DATA_DIR, 'pglite') });
  await db.migrate();

  const app = await buildApp({ config, db });
  // The database closes last, after the requests in flight, the queue and the pools (platform/shutdown.ts).
  closeOnSignals(app, config.SHUTDOWN_TIMEOUT_MS, 'shutting down', () => db.close());

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: db.kind }, 'DebtShield is serving');

  // Collector intel on a fresh install: the bundled CFPB aggregates (apps/api/data/cfpb-intel/README.md),
  // loaded once the server answers (a few seconds on the embedded database; intel shows "no public
  // data" until then). A failure is logged, never fatal.
  loadCfpbSample(db.db, new URL(`../data/cfpb-intel/${SAMPLE_FILE}`, import.meta.url)).then(
    (sample) => {
      if (sample.loaded) app.log.info({ companies: sample.companies, complaints: sample.complaints }, 'loaded the bundled CFPB complaint sample');
    },
    (error: unknown) => app.log.error({ err: error }, 'could not load the bundled CFPB complaint sample'),
  );
};

main().catch((error: unknown) => {
  process.stderr.write(`DebtShield failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
