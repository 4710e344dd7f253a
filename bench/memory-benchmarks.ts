import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { startServer, type Benchmark } from './benchmarks';

/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

/** A one-page PDF whose content stream expands to `inflated` bytes (about 1/1000 compressed). */
const bombPdf = (inflated: number): Buffer => {
  const content = deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 });
  const head =
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n';
  return Buffer.concat([
    Buffer.from(`${head}4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
};

/**
 * The real server (production start) idle, then under eight 300 KB PDFs that expand to 300 MB each,
 * sent at once, then after: resident memory in MB, sampled every 50 ms.
 */
export const memoryBenchmarks: Benchmark[] = [
  {
    name: 'api-memory',
    target: { maxIdleMb: 350, maxEmbeddedIdleMb: 350, maxPeakMb: 1024 },
    run: async () => {
      // Production runs on PostgreSQL (DATABASE_URL); `npm start`'s embedded PGlite (a WebAssembly
      // Postgres with a 16 MB buffer cache, its cluster made in a child process) is measured too
      // (embeddedIdleMb) and holds the same idle target.
      const server = await startServer({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
      try {
        await fetch(`${server.url}/`);
        await new Promise((r) => setTimeout(r, 3_000));
        const idle = rssMb(server.pid);
        const bomb = bombPdf(300 * 1024 * 1024);
        let peak = idle;
        const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
        const statuses = await Promise.all(
          Array.from({ length: 8 }, async () => {
            const form = new FormData();
            form.set('state', 'CA');
            form.set('file', new Blob([new Uint8Array(bomb)], { type: 'application/pdf' }), 'bomb.pdf');
            return (await fetch(`${server.url}/api/analyze-strategic`, { method: 'POST', body: form })).status;
          }),
        );
        await new Promise((r) => setTimeout(r, 5_000));
        clearInterval(sampler);
        const after = rssMb(server.pid);
        const embedded = await startServer();
        await fetch(`${embedded.url}/`);
        await new Promise((r) => setTimeout(r, 3_000));
        const embeddedIdle = rssMb(embedded.pid);
        await embedded.stop();
        return {
          idleMb: idle,
          peakMb: peak,
          afterMb: after,
          bombKb: Math.round(bomb.length / 1024),
          refused: statuses.filter((s) => s === 413).length,
          embeddedIdleMb: embeddedIdle,
        };
      } finally {
        await server.stop();
      }
    },
    check: (r) => [
      ...((r.idleMb ?? 0) > 350 ? [`idle ${r.idleMb} MB > 350`] : []),
      ...((r.embeddedIdleMb ?? 0) > 350 ? [`embedded idle ${r.embeddedIdleMb} MB > 350`] : []),
      ...((r.peakMb ?? 0) > 1024 ? [`peak ${r.peakMb} MB > 1024`] : []),
    ],
  },
];

/**
 * Four large phone photos sent at once (issue 24, item 8): each the letter photographed at 48 MP
 * (8000 × 6000 JPEG), the server as `npm start` runs it on the embedded database. Peak resident
 * memory while they are read (sampled every 50 ms), and the longest request.
 */
memoryBenchmarks.push({
  name: 'api-memory-photos',
  target: { maxPeakMb: 1024, maxRequestMs: 30_000 },
  run: async () => {
    const sharp = (await import('sharp')).default;
    const { renderScan } = await import('../packages/analyzer/scripts/render-fixtures');
    const [scan] = await renderScan(
      'North South Group\nP.O. Box 123456, Pasadena, CA 91111-2222\n\nWe are trying to collect a debt that you owe to Bank of Rockville.\nTotal amount of the debt now: $2,284.56\n\nIf you do not pay within 10 days we will take legal action against you.',
    );
    const photo = await sharp(scan!).resize(6000, 8000, { fit: 'fill' }).jpeg({ quality: 70 }).toBuffer();
    // The embedded database is made and migrated first: on a busy machine that alone can outlast the server's start-up wait.
    const { createDb } = await import('@debtshield/db');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-bench-photos-'));
    const db = await createDb({ dataDir: path.join(dataDir, 'pglite') });
    await db.migrate();
    await db.close();
    const server = await startServer({ DATA_DIR: dataDir, ANALYZE_RATE_LIMIT_MAX: '1000', ANONYMOUS_ANALYSIS_BUDGET_SECONDS: '100000' });
    try {
      await fetch(`${server.url}/`);
      await new Promise((r) => setTimeout(r, 2_000));
      const idle = rssMb(server.pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
      const results = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const form = new FormData();
          form.set('state', 'CA');
          form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo${i}.jpg`);
          const started = performance.now();
          const res = await fetch(`${server.url}/api/analyze-strategic`, { method: 'POST', body: form });
          await res.arrayBuffer();
          return { status: res.status, ms: performance.now() - started };
        }),
      );
      clearInterval(sampler);
      return {
        photoKb: Math.round(photo.length / 1024),
        idleMb: idle,
        peakMb: peak,
        maxRequestMs: Math.round(Math.max(...results.map((r) => r.ms))),
        answered200: results.filter((r) => r.status === 200).length,
        answered503: results.filter((r) => r.status === 503).length,
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  check: (r) => [
    ...((r.peakMb ?? 0) > 1024 ? [`peak ${r.peakMb} MB > 1024`] : []),
    ...((r.maxRequestMs ?? 0) > 30_000 ? [`a request took ${r.maxRequestMs} ms > 30000`] : []),
  ],
});
