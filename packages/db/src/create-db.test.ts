import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, MIGRATIONS_FOLDER } from './create-db';

/** The rows of a raw query's answer (both drivers answer `{ rows }`), checked rather than cast. */
const rowsOf = (result: unknown): unknown[] => {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  throw new Error('the answer has no rows');
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'ds-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createDb (embedded)', () => {
  it('finds the migrations through the package', () => {
    expect(existsSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });

  it('creates a new data folder (initdb in a child process), opens it with a 16 MB buffer cache, and keeps data across reopening', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await createDb({ dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.migrate();
    expect(rowsOf(await first.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: '16MB' }]);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await createDb({ dataDir });
    await second.migrate();
    expect(rowsOf(await second.db.execute(sql`select v from kept`))).toEqual([{ v: 'still here' }]);
    await second.close();
  }, 120_000);
});
