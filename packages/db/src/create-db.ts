import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
};

export type CreateDbOptions =
  /** PostgreSQL at this URL. */
  | { databaseUrl: string; poolSize?: number }
  /** Embedded PGlite persisted in this folder (created if missing). */
  | { dataDir: string }
  /** Embedded PGlite in memory, optionally loaded from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

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
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};
