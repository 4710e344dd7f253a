import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { makeTwoPagePdf } from './analyzer-benchmarks';
import { renderPhoto, renderScan } from '../packages/analyzer/scripts/render-fixtures';
import { startServer, type Benchmark } from './benchmarks';

/** A multipart body for /api/analyze-strategic, built once (autocannon replays it). */
export const multipart = (bytes: Uint8Array, file = { name: 'letter.pdf', type: 'application/pdf' }): { body: Buffer; contentType: string } => {
  const boundary = `----debtshield${Date.now()}`;
  const head = (name: string, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${head('state')}\r\nMD\r\n`),
    Buffer.from(`${head('flow_type')}\r\ngenerate\r\n`),
    Buffer.from(`${head('file', `; filename="${file.name}"`)}Content-Type: ${file.type}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** One page as a phone photographs it: the model-form text rendered as a scan, then photographed. */
export const PHOTO_TEXT = `North South Group
P.O. Box 123456, Pasadena, CA 91111-2222

Person A
2323 Park Street, Bethesda, MD 20815

Reference: 4-345

North South Group is a debt collector. We are trying to collect a debt that you owe to Bank of Rockville.
We will use any information you give us to help collect the debt.

As of January 2, 2017, you owed: $2,234.56
You were charged this amount in interest: + $75.00
You were charged this amount in fees: + $25.00
You paid or were credited this amount toward the debt: - $50.00
Total amount of the debt now: $2,284.56

If you do not pay within 10 days we will take legal action against you.`;

/**
 * CPU time a process has used, in ms, from /proc (Linux): all its threads (the main thread, the
 * analysis threads, V8's compiler and GC helpers, libuv's pool), its main thread alone, and each
 * thread by id (to tell the analysis threads from V8's helpers over a run). Clock ticks of 10 ms
 * (CLK_TCK 100).
 */
export const processCpuMs = (pid: number): { all: number; main: number; threads: Map<string, number> } => {
  let all = 0;
  let main = 0;
  const threads = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    all += ms;
    threads.set(tid, ms);
    if (tid === String(pid)) main = ms;
  }
  return { all, main, threads };
};

/**
 * The CPU of the busiest `count` threads other than the main one between two readings: under the
 * bench's load those are the analysis threads (every thread is named "node", so they are told apart
 * by their work); the rest is V8's helper threads (garbage collection, compilation) and libuv's pool.
 */
export const busiestThreadsMs = (pid: number, before: Map<string, number>, after: Map<string, number>, count: number): number =>
  [...after]
    .filter(([tid]) => tid !== String(pid))
    .map(([tid, ms]) => ms - (before.get(tid) ?? 0))
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, ms) => sum + ms, 0);

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Upload → results for one phone photo, split by the NDJSON progress lines the server streams:
 * upload = request start → first 'reading' line (body received, file checked); OCR = → 'checking';
 * after OCR = → the result (rules, letter, storing, serialising; the lines often arrive in one
 * chunk, so this reads ~0: the rules' own cost is the analyzer-text figure). Loopback: upload is the floor.
 */
const timePhoto = async (url: string, body: Buffer, contentType: string) => {
  const started = performance.now();
  const res = await fetch(`${url}/api/analyze-strategic`, { method: 'POST', headers: { 'content-type': contentType, accept: 'application/x-ndjson' }, body });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffered = '';
  let reading = 0;
  let checking = 0;
  let done = 0;
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffered += decoder.decode(value, { stream: true });
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffered.slice(0, nl)) as { type: string; stage?: string };
      buffered = buffered.slice(nl + 1);
      const at = performance.now() - started;
      if (line.type === 'progress' && line.stage === 'reading' && !reading) reading = at;
      if (line.type === 'progress' && line.stage === 'checking') checking = at;
      if (line.type === 'result') done = at;
      if (line.type === 'error') throw new Error(JSON.stringify(line));
    }
  }
  return { totalMs: done, uploadMs: reading, ocrMs: checking - reading, afterOcrMs: done - checking };
};

/**
 * A server started as in production whose outgoing mail (SMTP_URL) reaches a catcher in this
 * process, and a signed-in caller: the sign-in code is read from the mail, as a person would.
 * Analyses are measured for a signed-in user, so the anonymous reading budget (429) never answers.
 */
/**
 * With BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres) the
 * server runs on a fresh database made there (and dropped after) instead of the embedded one, as
 * production should (README): the database's work then leaves the server's main thread.
 */
const benchDatabase = async (): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> => {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { env: {}, drop: async () => undefined };
  const name = `bench_${Date.now()}_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

const startWithSignedInCaller = async (): Promise<{ url: string; pid: number; token: string; database: string; stop: () => Promise<void> }> => {
  const codes: string[] = [];
  const catcher = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        const code = /\b(\d{6})\b/.exec(text.replace(/=\r?\n/g, ''))?.[1];
        if (code) codes.push(code);
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => catcher.listen(0, '127.0.0.1', () => resolve((catcher.server.address() as { port: number }).port)));
  const database = await benchDatabase();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...database.env });
  const email = `bench-${Date.now()}@example.com`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/auth/login', { email });
  for (let i = 0; i < 100 && codes.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const code = codes[0];
  if (!code) throw new Error('no sign-in code was mailed');
  const { token } = (await post('/api/auth/verify-code', { email, code })) as { token: string };
  return {
    url: server.url,
    pid: server.pid,
    token,
    database: database.env.DATABASE_URL ? 'postgres' : 'embedded',
    stop: async () => {
      await server.stop();
      await new Promise<void>((resolve) => catcher.close(() => resolve()));
      await database.drop();
    },
  };
};

export const apiBenchmarks: Benchmark[] = [
  {
    name: 'api-photo',
    target: { maxTotalMs: 10_000 },
    run: async () => {
      const server = await startServer();
      try {
        const [scan] = await renderScan(PHOTO_TEXT);
        if (!scan) throw new Error('the page did not render');
        const photo = await renderPhoto(scan);
        const { body, contentType } = multipart(photo, { name: 'letter.jpg', type: 'image/jpeg' });
        await timePhoto(server.url, body, contentType); // warm-up: OCR workers load the model
        const runs = [];
        for (let i = 0; i < 5; i++) runs.push(await timePhoto(server.url, body, contentType));
        return {
          photoKB: Math.round(photo.length / 1024),
          totalMs: Math.round(median(runs.map((r) => r.totalMs))),
          uploadMs: Math.round(median(runs.map((r) => r.uploadMs))),
          ocrMs: Math.round(median(runs.map((r) => r.ocrMs))),
          afterOcrMs: Math.round(median(runs.map((r) => r.afterOcrMs))),
        };
      } finally {
        await server.stop();
      }
    },
    check: (r) => ((r.totalMs ?? Infinity) > 10_000 ? [`${r.totalMs} ms > 10 s`] : []),
  },
  {
    name: 'api-analyze',
    target: { minReqPerSec: 200, maxP99Ms: 300 },
    run: async () => {
      const server = await startWithSignedInCaller();
      try {
        const { body, contentType: type } = multipart(await makeTwoPagePdf());
        const headers = { 'content-type': type, authorization: `Bearer ${server.token}` };
        // Warm-up, not measured: worker threads load pdf.js and the rules, V8 compiles the hot paths. A server
        // that has run a while is what people reach: after 5 s V8's helper threads were still compiling the
        // analyzer for the first time (about 1.4 ms of CPU an analysis; 0.36 ms after 5,000 analyses, decision
        // 119), so the warm-up runs API_ANALYZE_WARMUP_SECONDS (30) — a few thousand analyses.
        await autocannon({
          url: `${server.url}/api/analyze-strategic`,
          method: 'POST',
          headers,
          body,
          connections: 10,
          duration: Number(process.env.API_ANALYZE_WARMUP_SECONDS ?? 30),
        });
        const cpuBefore = processCpuMs(server.pid);
        const result = await autocannon({
          url: `${server.url}/api/analyze-strategic`,
          method: 'POST',
          headers,
          body,
          connections: 10,
          duration: 10,
        });
        const cpuAfter = processCpuMs(server.pid);
        const analysisMs = busiestThreadsMs(server.pid, cpuBefore.threads, cpuAfter.threads, os.availableParallelism());
        const perAnalysis = (ms: number) => Math.round((ms / Math.max(1, result.requests.total)) * 10) / 10;
        return {
          // Measured for a signed-in caller (1): analyses, not the anonymous budget's 429s.
          signedIn: 1,
          /** 1: PostgreSQL (BENCH_DATABASE_URL); 0: the embedded PGlite. */
          postgres: server.database === 'postgres' ? 1 : 0,
          loadAverage: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
          reqPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
          requests: result.requests.total,
          // The server's CPU for one analysis (all threads; the main thread alone): what the machine's
          // load does not change much. 200 analyses/s on 2 cores needs cpuMsPerAnalysis < 10.
          cpuMsPerAnalysis: perAnalysis(cpuAfter.all - cpuBefore.all),
          mainThreadMsPerAnalysis: perAnalysis(cpuAfter.main - cpuBefore.main),
          // The analysis threads (ANALYSIS_WORKERS = cores), and what is left: V8's helper threads and libuv's pool.
          analysisThreadsMsPerAnalysis: perAnalysis(analysisMs),
          otherThreadsMsPerAnalysis: perAnalysis(cpuAfter.all - cpuBefore.all - (cpuAfter.main - cpuBefore.main) - analysisMs),
        };
      } finally {
        await server.stop();
      }
    },
    check: (r) => [
      ...((r.reqPerSec ?? 0) < 200 ? [`${r.reqPerSec} req/s < 200`] : []),
      ...((r.p99Ms ?? Infinity) > 300 ? [`p99 ${r.p99Ms} ms > 300 ms`] : []),
      ...((r.errors ?? 0) > 0 ? [`${r.errors} errors or non-2xx answers`] : []),
    ],
  },
];
