import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyses, createDb, purchases, sessions, users } from '@debtshield/db';
import { sql } from 'drizzle-orm';
import { intelColumns } from '../apps/api/src/modules/intel/product-intel';
import { startServer, type Benchmark } from './benchmarks';

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

/** As the server stores a session: the SHA-256 of a random token (platform/auth.ts). */
const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
const randomToken = (): string => randomBytes(32).toString('base64url');

const ANALYSES = Number(process.env.BENCH_INTEL_ANALYSES ?? 50_000);
const RULES = ['threat_arrest_or_criminal', 'vn_itemization_date', 'threat_violence', 'pay_to_pay_fee', 'amounts_contradictory', 'time_barred_suit_threat'];
/** Twenty collectors, the first with 40% of all analyses (the worst case: one big collector). */
const collectorOf = (i: number): string => (i % 5 < 2 ? 'Midland Credit Management, Inc.' : `Collector Number ${i % 19} LLC`);

/** A summary the size of a real one after its hour (history part: ≈ 1 KB). */
const summaryOf = (i: number) => {
  const findings = Array.from({ length: i % 4 }, (_, k) => {
    const id = RULES[(i + k) % RULES.length]!;
    return { id, title: `${id} title`, citation: '15 U.S.C. 1692e', kind: 'judgment', confidence: 'medium' };
  });
  return {
    facts: { amounts: [{ value: 1234.56 }], accountLast4: '1234' },
    findings,
    sol: { status: 'unknown', state: 'CA', years: null, runsOutOn: null, basis: '' },
    state: 'CA',
    strategy: 'validation',
    strategyTemplate: 'validation',
    successProbability: 50,
    collectorName: collectorOf(i),
    debtAmount: 1234.56,
    violationCount: findings.length,
    severityScore: 40,
    totalValue: 1000,
    letterDate: '2026-10-01',
  };
};

/**
 * Seeds a database with ANALYSES analyses by 2,000 users and one lifetime user to ask as; returns
 * that user's bearer token. PGlite: a data folder the server then opens; PostgreSQL: the URL.
 */
const seed = async (target: { dataDir: string } | { databaseUrl: string }): Promise<string> => {
  const handle = await createDb(target);
  await handle.migrate();
  const db = handle.db;
  await db.execute(sql`truncate users cascade`);
  const people = await db
    .insert(users)
    .values(Array.from({ length: 2_000 }, (_, i) => ({ email: `bench${i}@example.com`, planType: 'free' })))
    .returning({ id: users.id });
  for (let start = 0; start < ANALYSES; start += 1_000) {
    await db.insert(analyses).values(
      Array.from({ length: 1_000 }, (_, k) => {
        const i = start + k;
        const summary = summaryOf(i);
        return {
          userId: people[i % people.length]!.id,
          flowType: 'generate',
          state: 'CA',
          accessLevel: 'full',
          extraction: { method: 'text-layer', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
          summary,
          ...intelColumns(summary as never),
          letterDataPurgedAt: new Date(),
          createdAt: new Date(Date.now() - i * 60_000),
        };
      }),
    );
  }
  const [me] = await db.insert(users).values({ email: 'bench-intel@example.com', planType: 'lifetime' }).returning({ id: users.id });
  await db.insert(purchases).values({ userId: me!.id, name: 'debt_lifetime', amountCents: 0 });
  const token = randomToken();
  await db.insert(sessions).values({ userId: me!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  await handle.close();
  return token;
};

/** Ten intel calls at once while health is asked every 50 ms; the slowest call, the slowest health answer, the peak memory. */
const round = async (url: string, pid: number, token: string, names: string[]) => {
  let healthMax = 0;
  let healthFailed = 0;
  let peak = rssMb(pid);
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      healthMax = Math.max(healthMax, performance.now() - started);
      if (!ok) healthFailed += 1;
      peak = Math.max(peak, rssMb(pid));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    names.map(async (name) => {
      const res = await fetch(`${url}/api/collector-intel/${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { intel?: { product?: { analyses?: number } } };
      return { status: res.status, analyses: body.intel?.product?.analyses ?? 0 };
    }),
  );
  const wallMs = performance.now() - started;
  running = false;
  await health;
  return { wallMs: Math.round(wallMs), healthMaxMs: Math.round(healthMax), healthFailed, peakMb: peak, statuses };
};

export const intelBenchmarks: Benchmark[] = [
  {
    name: 'api-intel',
    target: { maxWallMs: 2_000, maxHealthMs: 2_000 },
    run: async () => {
      // BENCH_DATABASE_URL: on PostgreSQL (its `test` database is emptied); default the embedded PGlite.
      const databaseUrl = process.env.BENCH_DATABASE_URL;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-bench-intel-'));
      const seedStarted = performance.now();
      const token = await seed(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
      const seedMs = performance.now() - seedStarted;
      const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
      try {
        const idleMb = rssMb(server.pid);
        // One call first, as on a server that has been running (its code compiled, its connections open).
        await round(server.url, server.pid, token, ['Warm Up Collector']);
        // Cold: ten different collectors at once (nothing cached), the big one (20,000 analyses) among them.
        const cold = await round(server.url, server.pid, token, [
          'Midland Credit Management',
          ...Array.from({ length: 9 }, (_, i) => `Collector Number ${i} LLC`),
        ]);
        // Ten at once for the same collector, once cached and once more after a cold start of another.
        const same = await round(server.url, server.pid, token, Array(10).fill('Collector Number 12 LLC'));
        const warm = await round(server.url, server.pid, token, Array(10).fill('Midland Credit Management'));
        const big = cold.statuses[0]!;
        if (cold.statuses.some((s) => s.status !== 200) || big.analyses !== ANALYSES * 0.4)
          throw new Error(`unexpected answers ${JSON.stringify(cold.statuses)}`);
        return {
          analysesStored: ANALYSES,
          seedSeconds: Math.round(seedMs / 1000),
          coldWallMs: cold.wallMs,
          coldHealthMaxMs: cold.healthMaxMs,
          sameCollectorWallMs: same.wallMs,
          sameCollectorHealthMaxMs: same.healthMaxMs,
          warmWallMs: warm.wallMs,
          healthFailed: cold.healthFailed + same.healthFailed + warm.healthFailed,
          idleMb,
          peakMb: Math.max(cold.peakMb, same.peakMb, warm.peakMb),
        };
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    check: (r) => [
      ...((r.coldWallMs ?? 0) > 2_000 ? [`ten cold intel calls took ${r.coldWallMs} ms > 2000`] : []),
      ...((r.sameCollectorWallMs ?? 0) > 2_000 ? [`ten intel calls took ${r.sameCollectorWallMs} ms > 2000`] : []),
      ...((r.coldHealthMaxMs ?? 0) > 2_000 ? [`health took ${r.coldHealthMaxMs} ms`] : []),
      ...((r.healthFailed ?? 0) > 0 ? [`health failed ${r.healthFailed} times`] : []),
    ],
  },
];
