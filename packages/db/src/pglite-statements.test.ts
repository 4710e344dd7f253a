import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGLITE_START_PARAMS } from './create-db';
import { MAX_PREPARED_STATEMENTS, preparedStatementClient } from './pglite-statements';

let client: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  client = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  prepared = preparedStatementClient(client);
  await client.exec(`create table t (id serial primary key, name text unique, at timestamptz, doc jsonb, tags text[], n integer)`);
}, 120_000);
afterAll(() => client.close());

/** Drizzle's options for a select: rows as arrays, timestamps and dates kept as text. */
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMP]: (v) => v, [types.TIMESTAMPTZ]: (v) => v, [types.DATE]: (v) => v, [types.INTERVAL]: (v) => v },
};

const preparedCount = async (): Promise<number> =>
  Number((await client.query<{ n: string }>(`select count(*)::text as n from pg_prepared_statements`)).rows[0]?.n);

describe('preparedStatementClient', () => {
  it('answers every query as PGlite.query does, the first time and from the prepared statement', async () => {
    const insert = `insert into t (name, at, doc, tags, n) values ($1, $2, $3, $4, $5) returning id, name, at, doc, tags, n`;
    const row = ['a', new Date('2026-11-24T08:00:00Z'), { k: [1, 'two', null] }, ['x', 'y z'], 7];
    const first = await prepared.query(insert, row, drizzleOptions);
    const second = await prepared.query(insert, ['b', ...row.slice(1)], drizzleOptions);
    const plain = await client.query(insert, ['c', ...row.slice(1)], drizzleOptions);
    for (const result of [first, second]) {
      // Ids and names differ; everything else is the same.
      expect({ ...result, rows: result.rows.map((r) => (r as unknown[]).slice(2)) }).toEqual({
        ...plain,
        rows: plain.rows.map((r) => (r as unknown[]).slice(2)),
      });
    }
    expect((second.rows[0] as unknown[])[2]).toBe((plain.rows[0] as unknown[])[2]); // the timestamp as text, as drizzle asked

    const select = `select name, at, doc, tags, n, n * 2 as twice from t where name = any($1) order by name`;
    for (const options of [drizzleOptions, undefined, { rowMode: 'object' as const }]) {
      for (let i = 0; i < 2; i++)
        expect(await prepared.query(select, [['a', 'c', 'none']], options)).toEqual(await client.query(select, [['a', 'c', 'none']], options));
    }
    const update = `update t set n = n + $1 where n = $2`;
    const updated = await prepared.query(update, [1, 7]);
    expect(updated).toEqual({ rows: [], fields: [], command: 'UPDATE', affectedRows: 3, rowCount: 3 });
    expect(await prepared.query(update, [1, 7])).toEqual(await client.query(update, [1, 7]));
  });

  it("rejects with PGlite's DatabaseError, the query attached, and goes on answering", async () => {
    await prepared.query(`insert into t (name) values ($1)`, ['dup']);
    const duplicate = await prepared.query(`insert into t (name) values ($1)`, ['dup']).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', query: `insert into t (name) values ($1)`, params: ['dup'] });
    const broken = await prepared.query(`selec 1`).catch((e: unknown) => e);
    expect(broken).toMatchObject({ code: '42601', query: 'selec 1' });
    expect((await prepared.query<{ n: number }>(`select $1::int as n`, [5])).rows).toEqual([{ n: 5 }]);
  });

  it('keeps at most its number of statements prepared, closing the least recently used, and still answers them', async () => {
    const before = await preparedCount();
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 10; i++) {
      expect((await prepared.query<{ v: number }>(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    }
    // The last of the closings is sent with the next run.
    await prepared.query(`select 1 as one`);
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect(before).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect((await prepared.query<{ v: number }>(`select $1::int + 0 as v`, [41])).rows).toEqual([{ v: 41 }]);
  });

  it('never runs inside a transaction another caller has open', async () => {
    let release = () => undefined as void;
    let opened = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inserted = new Promise<void>((resolve) => (opened = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into t (name) values ('inside')`);
        opened();
        await held;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await inserted;
    const during = prepared.query<{ n: number }>(`select count(*)::int as n from t where name = $1`, ['inside']);
    release();
    expect(await transaction).toBe('rolled back');
    expect((await during).rows).toEqual([{ n: 0 }]);
  });

  it('does not sync a file system that writes through (memory, a data folder), and syncs any other', async () => {
    const sync = vi.spyOn(client, 'syncToFs');
    try {
      await prepared.query(`insert into t (name) values ($1)`, ['written through']);
      expect(sync).not.toHaveBeenCalled();
      // A file system of another kind (IndexedDB's in a browser) is synced after every statement, as PGlite does.
      const own = client.fs;
      const synced = vi.fn(async () => undefined);
      client.fs = { syncToFs: synced } as unknown as PGlite['fs'];
      try {
        await preparedStatementClient(client).query(`insert into t (name) values ($1)`, ['synced']);
      } finally {
        client.fs = own;
      }
      expect(sync).toHaveBeenCalled();
      expect(synced).toHaveBeenCalled();
    } finally {
      sync.mockRestore();
    }
  });
});
