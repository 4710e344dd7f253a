import { readFileSync } from 'node:fs';
import { createDb, type DbHandle } from '@debtshield/db';
import { createPostgresTestDb } from '@debtshield/db/testing';
import { inject } from 'vitest';

/** A fresh, migrated database for one test file: PGlite from the dump, or a PostgreSQL copy. */
export const createTestDb = async (): Promise<DbHandle> => {
  const target = inject('testDb');
  if (target.kind === 'postgres') return createPostgresTestDb(target.baseUrl, target.template);
  const dump = new Blob([readFileSync(target.dumpPath)]);
  return createDb({ memory: true, loadDataDir: dump });
};
