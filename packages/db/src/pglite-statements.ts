import { MemoryFS, messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * Statements kept prepared at most; the least recently used is closed when one more is needed.
 * Drizzle writes the same text for the same query shape, so the app's statements fit many times
 * over; a shape that varies (`in (…)` lists of another length) only takes a slot in turn.
 */
export const MAX_PREPARED_STATEMENTS = 200;

type Statement = { name: string; paramTypes: number[] };

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** PGlite's own error, with the query it came from (as `PGlite.query` throws it). */
const withQuery = (error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown => {
  if (!(error instanceof messages.DatabaseError)) return error;
  return Object.assign(error, { query, params, queryOptions: options });
};

/**
 * What drizzle's PGlite driver calls (`query` and `transaction`), with `query` answered by named
 * statements the embedded database keeps prepared (decision 105).
 *
 * `PGlite.query` sends the extended protocol's messages one call into the database at a time
 * (parse, describe the statement, bind, describe the portal, execute, sync: six calls, each with its
 * own bookkeeping), parses and plans the text every time, and copies its table of ≈ 200 type parsers
 * for every result drizzle asks for (drizzle passes its own few). Here a text is parsed and described
 * once under a name; each run is bind, describe, execute and sync in one call, its results read with
 * the same parsers PGlite would use, looked up through a chain instead of copied.
 *
 * The same statements, parameters and answers: the parameter types are the ones the database inferred
 * for the text (as PGlite asks for each time), values are serialised by PGlite's own serialisers,
 * rows parsed by its parsers with the caller's first; errors are PGlite's `DatabaseError` with the
 * query attached. Runs take PGlite's transaction and query locks as `PGlite.query` does, so none
 * runs inside another caller's transaction. Queries inside a transaction are PGlite's own (drizzle
 * runs them through the transaction object), as are those that bring a blob or their own parameter types.
 */
export const preparedStatementClient = (client: PGlite): PGlite => {
  const statements = new Map<string, Statement>();
  /** Names of statements let go, closed at the start of the next run. */
  const toClose: string[] = [];
  let count = 0;
  /**
   * After each statement PGlite syncs its file system, under a lock of its own (a few promises a
   * statement, ≈ 1% of the analysis route's main thread, decision 126). The two file systems the app
   * opens write through as the database writes, a data folder's files (NodeFS) or memory (MemoryFS),
   * and their sync does nothing; any other file system (IndexedDB's) is synced as before.
   */
  const syncToFs = !(client.fs instanceof NodeFS || client.fs instanceof MemoryFS);

  const prepare = async (text: string): Promise<Statement> => {
    const name = `ds_${++count}`;
    const described = await client.execProtocol(
      concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the map's first entry is the one to let go.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { paramTypes } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(param) : (param as { toString: () => string }).toString();
    });
    const closing = toClose.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
    const { messages: answer } = await client.execProtocol(
      concat([
        ...closing,
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    // PGlite reads a result with its parsers overridden by the caller's: the same lookup, without a copy.
    const parsers: PGlite['parsers'] = options?.parsers ? Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers) : client.parsers;
    return parse.parseResults(answer, parsers, options?.rowMode ? { rowMode: options.rowMode } : undefined)[0] as Results<T>;
  };

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // A blob (COPY to or from a file) and parameter types given by the caller: PGlite's own path.
    if (options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
      }),
    );
  };

  return {
    query,
    transaction: (callback: Parameters<PGlite['transaction']>[0]) => client.transaction(callback),
  } as unknown as PGlite;
};
