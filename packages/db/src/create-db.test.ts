import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, MIGRATIONS_FOLDER } from './create-db';

/** What both drivers answer for a query: its rows. */
type Rows<T> = { rows: T[] };

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
    const buffers = (await first.db.execute(sql`show shared_buffers`)) as unknown as Rows<{ shared_buffers: string }>;
    expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await createDb({ dataDir });
    await second.migrate();
    const rows = (await second.db.execute(sql`select v from kept`)) as unknown as Rows<{ v: string }>;
    expect(rows.rows.map((r) => r.v)).toEqual(['still here']);
    await second.close();
  }, 120_000);
});
