import type { Database } from './create-db';

/**
 * A drizzle query prepared once per database (or transaction) object instead of built again for
 * every run (decision 105): drizzle's query building, about half of a small query's cost on the
 * request's thread, is done once; each run fills the placeholders. The values still go to the
 * database at every run: nothing of an answer is kept.
 */
export const preparedPerDatabase = <Query>(build: (db: Database) => Query): ((db: Database) => Query) => {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
};
