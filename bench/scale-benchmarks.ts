import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsOf } from '../apps/api/scripts/node-flags.mjs';
import autocannon from 'autocannon';
import pg from 'pg';
import { renderPhoto, renderScan } from '../packages/analyzer/scripts/render-fixtures';
import { makeTwoPagePdf } from './analyzer-benchmarks';
import { multipart, PHOTO_TEXT } from './api-benchmarks';
import type { Benchmark, BenchResult } from './benchmarks';

/**
 * Issue 29: readings as queue jobs on PostgreSQL. One API instance (JOBS_ENABLED=false, reading
 * jobs on) and worker processes of the built server on a fresh database:
 *   - a burst of photos with one worker, then with two: photos per second (burst size / wall time
 *     from the first upload to the last result) and the queue wait (pg-boss' started_on − created_on);
 *   - text-PDF analyses (autocannon, 4 connections, 10 s) against the API while a photo burst runs:
 *     p99 under 300 ms, because OCR no longer runs in the API process; and the control: the same
 *     with OCR in the API process (READING_JOBS=false).
 * Three runs; the medians are reported with the load average of the machine when each run began.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BURST = 8;
/** Three runs in fresh databases; SCALE_BENCH_RUNS=1 for a quick look at the direction on a busy machine. */
const RUNS = Math.max(1, Number(process.env.SCALE_BENCH_RUNS ?? 3) || 3);

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Proc = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

const start = (entry: 'main' | 'worker', env: Record<string, string>): Proc => {
  const child = spawn(process.execPath, [...nodeFlagsOf(entry === 'main' ? 'start' : 'worker'), path.join(root, 'apps/api/dist', `${entry}.mjs`)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  return {
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** One photo analysis through the API, to its result (the API follows the worker's reading). */
const analyzePhoto = async (url: string, body: Buffer, contentType: string): Promise<void> => {
  const res = await fetch(`${url}/api/analyze-strategic`, { method: 'POST', headers: { 'content-type': contentType }, body });
  if (!res.ok) throw new Error(`photo analysis: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};

const oneRun = async (photo: { body: Buffer; contentType: string }, pdf: { body: Buffer; contentType: string }): Promise<BenchResult> => {
  const load1 = os.loadavg()[0] ?? 0;
  const dbName = `ds_bench_scale_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-bench-scale-'));
  const env = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    // The bench is one anonymous address sending dozens of photos: more than a visitor's hour of reading.
    ANONYMOUS_ANALYSIS_BUDGET_SECONDS: '1000000',
    READING_JOBS: 'true',
    CASE_FILE_KEY: randomBytes(32).toString('hex'),
  };
  const port = await freePort();
  const api = start('main', { ...env, PORT: String(port), JOBS_ENABLED: 'false' });
  const workers: Proc[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    await until('the API', async () => (await fetch(`${apiUrl}/api/health`).catch(() => null))?.ok === true);
    await db.connect();
    const addWorker = async () => {
      const w = start('worker', env);
      workers.push(w);
      await until('a worker', () => w.output().includes('DebtShield worker is taking jobs'));
    };
    const burst = async (): Promise<{ perSecond: number; waitMedianMs: number; waitMaxMs: number }> => {
      const { rows: before } = await db.query<{ n: string }>("select count(*) as n from pgboss.job where name = 'reading'");
      const started = performance.now();
      await Promise.all(Array.from({ length: BURST }, () => analyzePhoto(apiUrl, photo.body, photo.contentType)));
      const seconds = (performance.now() - started) / 1000;
      const { rows } = await db.query<{ wait_ms: number }>(
        "select extract(epoch from (started_on - created_on)) * 1000 as wait_ms from pgboss.job where name = 'reading' order by created_on desc limit $1",
        [BURST],
      );
      if (Number(before[0]?.n ?? 0) + BURST < rows.length) throw new Error('unexpected jobs');
      const waits = rows.map((r) => Number(r.wait_ms));
      return { perSecond: BURST / seconds, waitMedianMs: median(waits), waitMaxMs: Math.max(...waits) };
    };

    await addWorker();
    await analyzePhoto(apiUrl, photo.body, photo.contentType); // warm-up: the worker's OCR threads load the model
    const one = await burst();
    await addWorker();
    await Promise.all([analyzePhoto(apiUrl, photo.body, photo.contentType), analyzePhoto(apiUrl, photo.body, photo.contentType)]);
    const two = await burst();

    /** Text PDFs (autocannon) against `base` while a burst of photos is read; warm first (not measured): the API's analysis threads start with the first text PDF. */
    const pdfDuringBurst = async (base: string) => {
      for (let i = 0; i < 4; i++)
        await (await fetch(`${base}/api/analyze-strategic`, { method: 'POST', headers: { 'content-type': pdf.contentType }, body: pdf.body })).arrayBuffer();
      const photos = Promise.all(Array.from({ length: BURST }, () => analyzePhoto(base, photo.body, photo.contentType)));
      await new Promise((r) => setTimeout(r, 2000));
      const result = await autocannon({
        url: `${base}/api/analyze-strategic`,
        method: 'POST',
        headers: { 'content-type': pdf.contentType },
        body: pdf.body,
        connections: 4,
        duration: 10,
        timeout: 30,
      });
      await photos;
      return result;
    };
    // OCR in worker processes: the API only queues photos and follows them.
    const pdfLoad = await pdfDuringBurst(apiUrl);
    // The control, on the same machine a minute later: OCR in the API process (READING_JOBS=false), workers stopped.
    await Promise.all(workers.map((w) => w.stop()));
    const inlinePort = await freePort();
    const inline = start('main', { ...env, PORT: String(inlinePort), JOBS_ENABLED: 'false', READING_JOBS: 'false' });
    workers.push(inline);
    const inlineUrl = `http://127.0.0.1:${inlinePort}`;
    await until('the inline API', async () => (await fetch(`${inlineUrl}/api/health`).catch(() => null))?.ok === true);
    await analyzePhoto(inlineUrl, photo.body, photo.contentType); // its OCR threads load the model
    const inlineLoad = await pdfDuringBurst(inlineUrl);
    return {
      load1: Number(load1.toFixed(2)),
      photosPerSecOneWorker: Number(one.perSecond.toFixed(3)),
      photosPerSecTwoWorkers: Number(two.perSecond.toFixed(3)),
      queueWaitMedianMsOneWorker: Math.round(one.waitMedianMs),
      queueWaitMaxMsOneWorker: Math.round(one.waitMaxMs),
      queueWaitMedianMsTwoWorkers: Math.round(two.waitMedianMs),
      queueWaitMaxMsTwoWorkers: Math.round(two.waitMaxMs),
      pdfDuringBurstReqPerSec: Math.round(pdfLoad.requests.average),
      pdfDuringBurstP50Ms: pdfLoad.latency.p50,
      pdfDuringBurstP99Ms: pdfLoad.latency.p99,
      pdfDuringBurstErrors: pdfLoad.errors + pdfLoad.non2xx,
      inlineOcrPdfReqPerSec: Math.round(inlineLoad.requests.average),
      inlineOcrPdfP50Ms: inlineLoad.latency.p50,
      inlineOcrPdfP99Ms: inlineLoad.latency.p99,
      inlineOcrPdfErrors: inlineLoad.errors + inlineLoad.non2xx,
    };
  } finally {
    await db.end().catch(() => undefined);
    await Promise.allSettled([api.stop(), ...workers.map((w) => w.stop())]);
    const drop = new pg.Client({ connectionString: BASE_URL });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await drop.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const scaleBenchmarks: Benchmark[] = [
  {
    name: 'scale-readings',
    target: { maxPdfP99MsDuringPhotoBurst: 300 },
    run: async () => {
      const built = spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')], { encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
      const [scan] = await renderScan(PHOTO_TEXT);
      if (!scan) throw new Error('the page did not render');
      const photo = multipart(await renderPhoto(scan), { name: 'letter.jpg', type: 'image/jpeg' });
      const pdf = multipart(await makeTwoPagePdf());
      const runs: BenchResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await oneRun(photo, pdf);
        process.stderr.write(`scale-readings run ${i + 1}: ${JSON.stringify(run)}\n`);
        runs.push(run);
      }
      const keys = Object.keys(runs[0] ?? {});
      return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] ?? 0))]));
    },
    check: (r) => ((r.pdfDuringBurstP99Ms ?? Infinity) > 300 ? [`text-PDF p99 ${r.pdfDuringBurstP99Ms} ms during a photo burst > 300 ms`] : []),
  },
];
