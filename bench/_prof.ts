import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { makeTwoPagePdf } from '/work/main/bench/analyzer-benchmarks';
const root = '/work/main';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-prof-'));
const port = 39123;
const child = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: process.env.PROF_DB ?? '', LOG_LEVEL: 'error', RATE_LIMIT_ENABLED: 'false' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) { if (await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false)) break; await new Promise((r) => setTimeout(r, 100)); }
const pdf = await makeTwoPagePdf();
const boundary = `----b${Date.now()}`;
const head = (name: string, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
const body = Buffer.concat([Buffer.from(`${head('state')}\r\nMD\r\n`), Buffer.from(`${head('flow_type')}\r\ngenerate\r\n`), Buffer.from(`${head('file', '; filename="letter.pdf"')}Content-Type: application/pdf\r\n\r\n`), Buffer.from(pdf), Buffer.from(`\r\n--${boundary}--\r\n`)]);
await autocannon({ url: `${url}/api/analyze-strategic`, method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, connections: 10, duration: 5 });
const r = await autocannon({ url: `${url}/api/analyze-strategic`, method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, connections: 10, duration: Number(process.env.DUR ?? 8) });
console.log(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }));
child.kill('SIGTERM');
await new Promise((res) => child.once('exit', res));
