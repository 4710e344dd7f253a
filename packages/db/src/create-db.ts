import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { preparedStatementClient } from './pglite-statements';
import * as schema from './schema';

/** The database type every repository is written against: the same on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbKind = 'pglite' | 'postgres';

export type DbHandle = {
  db: Database;
  kind: DbKind;
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  /** Applies the migrations of packages/db/migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Plain SQL for libraries that bring their own statements (the job queue, pg-boss): with values
   * one parameterised statement; without, a script of several statements run as one (as
   * node-postgres' simple query does). Answers `{ rows }` of the last statement.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * Two instances started at once must not both apply a migration: a session-level advisory lock
 * (this number, arbitrary but fixed) makes the second wait and then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_200_029;

export type CreateDbOptions =
  /** PostgreSQL at this URL. */
  | { databaseUrl: string; poolSize?: number }
  /** Embedded PGlite persisted in this folder (created if missing). */
  | { dataDir: string }
  /** Embedded PGlite in memory, optionally loaded from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

// Found through the package rather than this file's place, so it holds in the server's bundle too.
export const MIGRATIONS_FOLDER = path.join(path.dirname(createRequire(import.meta.url).resolve('@debtshield/db/package.json')), 'migrations');

/**
 * PGlite's own start parameters with a smaller buffer cache: its default (128 MB of shared
 * buffers) grows the WebAssembly memory to about 290 MB once the cache fills; 16 MB keeps the
 * embedded database near 150 MB, plenty for one person's trial or a test.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creating a PGlite cluster runs initdb in the same WebAssembly instance, and the memory it
 * grows (about 800 MB) is never given back. A new data folder is therefore initialised in a
 * short-lived child process; this process opens the finished cluster.
 */
const initialiseDataDirInChild = async (dataDir: string): Promise<void> => {
  const script = `const { PGlite } = await import(process.argv[1]); const c = await PGlite.create(process.argv[2]); await c.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), dataDir], {
    timeout: 120_000,
  });
};

/** Opens the database the options name. PGlite by default; PostgreSQL when a URL is given. */
export const createDb = async (options: CreateDbOptions): Promise<DbHandle> => {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      executeSql: async (text, values) => {
        const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await initialiseDataDirInChild(options.dataDir);
    client = await PGlite.create({ dataDir: options.dataDir, startParams: PGLITE_START_PARAMS });
  } else {
    client = await PGlite.create({ startParams: PGLITE_START_PARAMS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  // Drizzle's queries, and the job queue's, run as statements kept prepared (decision 105); `$client` stays PGlite itself.
  const prepared = preparedStatementClient(client);
  const db = drizzlePglite({ client: prepared, schema });
  db.$client = client;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await prepared.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
  };
};
