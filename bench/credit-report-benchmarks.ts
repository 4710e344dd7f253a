import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_REAL_DIR } from '../packages/credit-reports/src/real-reports';
import type { Benchmark } from './benchmarks';
import { creditReportPhotosBenchmark } from './credit-report-photos';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'bench/dist');
/** The esbuild the API is built with (apps/api's own dependency). */
const { build } = createRequire(path.join(root, 'apps/api/package.json'))('esbuild') as typeof import('esbuild');

/**
 * Reads one report in a process of its own (`credit-report-reading.ts`), bundled as the API is
 * (`apps/api/scripts/build.mjs`: our packages inside, other packages left to Node) and run with
 * `node --enable-source-maps` as `npm start` runs the server: its memory is the reading's, in the
 * way production reads it.
 */
const readInItsOwnProcess = async (which: 'real' | 'text'): Promise<Record<string, number>> => {
  await build({
    absWorkingDir: root,
    entryPoints: [{ in: 'bench/credit-report-reading.ts', out: 'credit-report-reading' }],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@debtshield/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  const child = spawnSync(process.execPath, ['--enable-source-maps', path.join(outdir, 'credit-report-reading.mjs'), which], {
    encoding: 'utf8',
    // The bundle's own folder is not the package's: the real reports' folder is given.
    env: { ...process.env, CREDIT_REAL_DIR: SHARED_REAL_DIR },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`the reading failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
};

/** Issue 25's targets for credit reports: a 60-page text report read in ≤ 10 s; the real 54-page TransUnion report read whole. */
export const creditReportBenchmarks: Benchmark[] = [
  {
    name: 'credit-report-text',
    target: { maxSeconds: 10, maxPeakMb: 1024 },
    run: () => readInItsOwnProcess('text'),
    check: (r) => [
      ...((r.seconds ?? Infinity) > 10 ? [`${r.seconds} s > 10 s`] : []),
      ...((r.maxRssMb ?? Infinity) > 1024 ? [`peak ${r.maxRssMb} MB > 1 GB`] : []),
      ...(r.pages !== 60 ? [`${r.pages} pages read, 60 expected`] : []),
    ],
  },
  {
    name: 'credit-report-real',
    target: { tradelines: 30, findings: 0, maxPeakMb: 1024 },
    run: () => readInItsOwnProcess('real'),
    check: (r) => [
      ...(r.tradelines !== 30 ? [`${r.tradelines} of 30 tradelines`] : []),
      ...(r.findings !== 0 ? [`${r.findings} findings on a report with no provable error`] : []),
      ...((r.maxRssMb ?? Infinity) > 1024 ? [`peak ${r.maxRssMb} MB > 1 GB`] : []),
    ],
  },
  creditReportPhotosBenchmark,
];
