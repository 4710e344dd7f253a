import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsOf } from '../apps/api/scripts/node-flags.mjs';

export type BenchResult = Record<string, number>;
export type Benchmark = {
  name: string;
  target: Record<string, number>;
  run: () => Promise<BenchResult>;
  check: (result: BenchResult) => string[];
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

let serverBuilt = false;

/** Starts the real server (as `npm start` does: the built JavaScript) with a temporary database; returns its URL and a stop function. */
export const startServer = async (
  extraEnv: Record<string, string> = {},
  /** A data folder prepared beforehand (removed at stop like the temporary one). */
  options: { dataDir?: string } = {},
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> => {
  if (!serverBuilt) {
    const built = spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
    serverBuilt = true;
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'ds-bench-'));
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: Node options for the server alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to
  // profile its main thread under a bench's load (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // With the options `npm start` runs it with (apps/api/package.json; decision 118).
  const child = spawn(process.execPath, [...nodeFlagsOf('start'), ...nodeArgs, path.join(root, 'apps/api/dist/main.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      RATE_LIMIT_ENABLED: 'false',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to two minutes: a machine shared with other work starts the server slowly; a benchmark of a server that never answered measures nothing.
  let healthy = false;
  for (let i = 0; i < 1200 && !healthy; i++) {
    healthy =
      (await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)) === true;
    if (!healthy) await new Promise((r) => setTimeout(r, 100));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(`the server did not answer /api/health within 120 s`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A bounded closed-loop load: `connections` keep-alive clients for `seconds`, loopback only. */
const load = async (url: string, connections: number, seconds: number): Promise<BenchResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    reqPerSec: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  };
};

import { analyzerBenchmarks } from './analyzer-benchmarks';
import { apiBenchmarks } from './api-benchmarks';
import { intelBenchmarks } from './intel-benchmarks';
import { creditReportBenchmarks } from './credit-report-benchmarks';
import { lighthouseBenchmarks } from './lighthouse-benchmarks';
import { memoryBenchmarks } from './memory-benchmarks';
import { scaleBenchmarks } from './scale-benchmarks';
import { webBundleBenchmarks } from './web-bundle-benchmarks';

export const benchmarks: Benchmark[] = [
  ...analyzerBenchmarks,
  ...creditReportBenchmarks,
  ...apiBenchmarks,
  ...webBundleBenchmarks,
  ...lighthouseBenchmarks,
  ...memoryBenchmarks,
  ...intelBenchmarks,
  ...scaleBenchmarks,
  {
    name: 'api-health',
    target: { minReqPerSec: 1000, maxP99Ms: 100 },
    run: async () => {
      const server = await startServer();
      try {
        return await load(`${server.url}/api/health`, 20, 5);
      } finally {
        await server.stop();
      }
    },
    check: (r) => [
      ...((r.reqPerSec ?? 0) < 1000 ? [`reqPerSec ${r.reqPerSec} < 1000`] : []),
      ...((r.p99Ms ?? Infinity) > 100 ? [`p99Ms ${r.p99Ms} > 100`] : []),
      ...((r.errors ?? 0) > 0 ? [`${r.errors} errors`] : []),
    ],
  },
];
