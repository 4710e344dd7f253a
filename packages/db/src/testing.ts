import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './create-db';

/**
 * Fresh databases for integration tests.
 * PGlite: initdb costs seconds, so one migrated template is dumped once and every test file
 * loads the dump (about half a second). PostgreSQL: one migrated template database, and every
 * test file gets `CREATE DATABASE … TEMPLATE` (a file copy on the server, fast).
 */

/** Migrates an in-memory PGlite and returns its dump. */
export const createPgliteTemplateDump = async (): Promise<Blob> => {
  const handle = await createDb({ memory: true });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
};

const withAdmin = async <T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const uniqueName = (prefix: string): string => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Creates and migrates a template database on the server of `baseUrl`; returns its name. */
export const createPostgresTemplate = async (baseUrl: string): Promise<string> => {
  const name = uniqueName('ds_tpl');
  await withAdmin(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const handle = await createDb({ databaseUrl: databaseUrl(baseUrl, name), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
};

export const dropPostgresDatabase = async (baseUrl: string, name: string): Promise<void> => {
  await withAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
};

/** A fresh database copied from the template; `close()` drops it. */
export const createPostgresTestDb = async (baseUrl: string, template: string): Promise<DbHandle & { url: string }> => {
  const name = uniqueName('ds_test');
  await withAdmin(baseUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = databaseUrl(baseUrl, name);
  const handle = await createDb({ databaseUrl: url, poolSize: 4 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(baseUrl, name);
    },
  };
};
