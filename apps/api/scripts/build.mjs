#!/usr/bin/env node
// Builds the server for production: one ES module bundle per entry (the server, the queue worker
// process of `npm run worker` and the two worker-thread entries) in apps/api/dist, so `npm start` runs plain JavaScript instead of
// transpiling TypeScript at start (tsx costs ~100 MB of memory and seconds of start-up).
//   node apps/api/scripts/build.mjs
// The workspace packages (@debtshield/*, TypeScript sources) are bundled in; every other package
// stays an import of node_modules, resolved at run time as in development.
// Every output is flat in dist/, one level under apps/api like src/'s top files, so the paths the
// sources compute from import.meta.url (../package.json, the repository root, the worker entries
// './analysis-worker-entry.mjs' and './pdf-worker-entry.mjs') are the same in the bundle.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');

/** Bare imports other than our workspace packages are left to Node's resolution. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@debtshield/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: apiDir,
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/worker.ts', out: 'worker' },
    { in: 'src/modules/analysis/analysis-worker.ts', out: 'analysis-worker-entry' },
    { in: 'src/modules/letters/pdf-worker.ts', out: 'pdf-worker-entry' },
  ],
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalDependencies],
});
console.info(`api: built ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`);
