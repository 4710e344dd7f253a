import { Writable } from 'node:stream';
import type { DbHandle } from '@debtshield/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { createTestDb } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  db: DbHandle;
  /** Every log line the app wrote, raw. */
  logs: string[];
  close: () => Promise<void>;
};

/** The API in-process on a fresh database, with its logs captured. */
export const buildTestApp = async (
  overrides: Partial<Config> = {},
  /** Extra routes for a test, added before the app is ready. */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> => {
  const db = await createTestDb();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', ...overrides }),
    db,
    logStream,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    logs,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
};
