import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteTemplateDump, createPostgresTemplate, dropPostgresDatabase } from '@debtshield/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; baseUrl: string; template: string };
  }
}

/**
 * Builds one migrated template per run; every test file copies it (see test/test-db.ts).
 * DS_TEST_DB=postgres (set by scripts/test.mjs with TEST_DATABASE_URL) runs on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.DS_TEST_DB === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('DS_TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await createPostgresTemplate(baseUrl);
    project.provide('testDb', { kind: 'postgres', baseUrl, template });
    return async () => {
      await dropPostgresDatabase(baseUrl, template);
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ds-pglite-'));
  const dumpPath = path.join(dir, 'template.tar');
  const dump = await createPgliteTemplateDump();
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
