import { createDb } from '@debtshield/db';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import { insertUserWithSession } from '../apps/api/test/factories';
import { makeTwoPagePdf } from '../bench/analyzer-benchmarks';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const db = await createDb({ dataDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'prof-')), 'pglite') });
await db.migrate();
const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'error', RATE_LIMIT_ENABLED: false, JOBS_ENABLED: false, ANALYSIS_WORKERS: Number(process.env.W ?? 2), NODE_ENV: 'production' }), db });
await app.ready();
const { token } = await insertUserWithSession(db);
const pdf = await makeTwoPagePdf();
const boundary = '----b';
const head = (name: string, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
const body = Buffer.concat([
  Buffer.from(`${head('state')}\r\nMD\r\n`),
  Buffer.from(`${head('flow_type')}\r\ngenerate\r\n`),
  Buffer.from(`${head('file', '; filename="letter.pdf"')}Content-Type: application/pdf\r\n\r\n`),
  Buffer.from(pdf),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const one = () => app.inject({ method: 'POST', url: '/api/analyze-strategic', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` }, payload: body });
for (let i = 0; i < 30; i++) await one();
const stats = new Map<string, { n: number; ms: number }>();
const client = (db.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown>; transaction: (...a: unknown[]) => Promise<unknown> } }).$client;
let measuring = false;
for (const m of ['query', 'exec', 'transaction'] as const) {
  const orig = (client as Record<string, (...a: unknown[]) => Promise<unknown>>)[m]!.bind(client);
  (client as Record<string, unknown>)[m] = async (...a: unknown[]) => {
    const t = performance.now();
    try { return await orig(...a); } finally {
      if (measuring) { const k = m + ' ' + String(typeof a[0] === 'string' ? a[0] : 'fn').replace(/\s+/g, ' ').slice(0, 90); const e = stats.get(k) ?? { n: 0, ms: 0 }; e.n++; e.ms += performance.now() - t; stats.set(k, e); }
    }
  };
}
const n = Number(process.env.N ?? 200);
measuring = true;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let status = 0;
const C = Number(process.env.C ?? 10);
await Promise.all(Array.from({ length: C }, async () => { for (let i = 0; i < n / C; i++) status = (await one()).statusCode; }));
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
for (const [k, v] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) console.log((v.n / n).toFixed(2), 'per req', (v.ms / v.n).toFixed(2), 'ms each', k);
console.log(JSON.stringify({ status, n, wallMsPerReq: +(wall / n).toFixed(2), cpuMsPerReq: +((cpu.user + cpu.system) / 1000 / n).toFixed(2) }));
await app.close();
await db.close();
