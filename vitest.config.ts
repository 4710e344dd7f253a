import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One runner for every tier. `scripts/test.mjs` picks the projects of a tier:
 *   unit        pure code of every package and the API (no database, no network)
 *   web         React components in jsdom
 *   integration the API in-process on a fresh database per test file (PGlite, or PostgreSQL
 *               when TEST_DATABASE_URL is set)
 *   e2e         the built app served by the API, driven by Chromium through playwright-core
 *   scale       two API instances and worker processes of the built server on one PostgreSQL
 *               (TEST_DATABASE_URL; issue 29)
 */
export default defineConfig({
  test: {
    // One test worker per core (Vitest's default leaves one core to itself, which on the 2-core
    // machines CI runs on meant one worker and an idle core).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts', 'packages/*/corpus/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Pure code with no module mocks: test files of one worker share loaded modules (the rules,
          // pdf.js, the OCR pool) instead of loading them again per file, about 40% of the tier's CPU.
          isolate: false,
          // Two files at once on two cores, beside OCR threads: a guard against a hang, not a target.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // A journey through several screens takes ~1 s alone and several on a loaded machine; a guard, not a target.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/api/src/**/*.int.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'scale',
          environment: 'node',
          include: ['apps/api/test/scale/**/*.scale.test.ts'],
          // Real processes, real OCR on a shared machine, and a worker's job handed on only after its time limit: guards, not targets.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
