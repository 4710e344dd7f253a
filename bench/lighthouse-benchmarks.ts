import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createHash, randomBytes } from 'node:crypto';
import { createDb, purchases, sessions, users } from '@debtshield/db';
import { makeTwoPagePdf } from './analyzer-benchmarks';
import { startServer, type Benchmark, type BenchResult } from './benchmarks';

/**
 * The served app as a phone gets it: Lighthouse (its default mobile preset: a mid-range phone, slow
 * 4G, 4× CPU slowdown) in Debian's Chromium against the real server started as in production
 * (`npm start`'s built app, precompressed). Performance, accessibility, LCP and bytes per page:
 * the two prerendered first pages, the results of a real analysis (a visitor's, as the upload page
 * stores it), and a lifetime member's dashboard and credit center (signed in through storage, as
 * the sign-in page leaves it). Each page is audited RUNS times; the median counts (issue 27).
 */
type Storage = Record<string, string>;
type Page = { key: string; path: string; storage?: 'visitorResults' | 'member' };
const ALL_PAGES: readonly Page[] = [
  { key: 'home', path: '/' },
  { key: 'upload', path: '/upload' },
  { key: 'results', path: '/results', storage: 'visitorResults' },
  { key: 'dashboard', path: '/dashboard', storage: 'member' },
  { key: 'credit', path: '/dashboard/credit', storage: 'member' },
];
/** LIGHTHOUSE_PAGES=results,credit audits only those pages (their keys); all five by default. */
const PAGES = process.env.LIGHTHOUSE_PAGES ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES?.split(',').includes(page.key)) : ALL_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** When set, each run's full report (lhr JSON) is written there, to read the audits behind a score. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
/**
 * When set, each run's artifacts (the trace and the network log Lighthouse scored) are saved under
 * <dir>/<page>-<run>, so Lighthouse's simulation of a page can be read node by node afterwards
 * (`lighthouse-simulation.ts`).
 */
const ARTIFACTS_DIR = process.env.LIGHTHOUSE_ARTIFACTS_DIR;
/** Lighthouse's resource summary: bytes over the wire by kind. */
type ResourceRow = { resourceType?: string; transferSize?: number; requestCount?: number };

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Writes local storage for the site in the launched browser (Lighthouse keeps it: disableStorageReset). */
const seedStorage = async (port: number, origin: string, storage: Storage): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((items) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } };
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, storage);
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
};

const audit = async (origin: string, page: Page, storage: Storage | undefined, run: number): Promise<BenchResult & { redirected: number }> => {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    if (storage) await seedStorage(chrome.port, origin, storage);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(storage),
      ...(ARTIFACTS_DIR ? { gatherMode: path.join(ARTIFACTS_DIR, `${page.key}-${run}`), auditMode: path.join(ARTIFACTS_DIR, `${page.key}-${run}`) } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      writeFileSync(path.join(JSON_DIR, `${page.key}-${run}.json`), JSON.stringify(lhr));
    }
    const resources = (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
    const script = resources.find((row) => row.resourceType === 'script');
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      totalKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
      // The structural part, which a busy machine does not change: JavaScript sent and the main thread's work (ms, scaled by the load).
      scriptRequests: script?.requestCount ?? 0,
      scriptKb: Math.round((script?.transferSize ?? 0) / 1024),
      bootupMs: Math.round(lhr.audits['bootup-time']?.numericValue ?? 0),
      mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
      redirected: new URL(lhr.finalDisplayedUrl).pathname === page.path ? 0 : 1,
    };
  } finally {
    await chrome.kill();
  }
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A data folder with a lifetime member and their session, made before the server opens it. */
const seedMember = async (): Promise<{ dataDir: string; token: string; user: { id: string; email: string; name: null } }> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-bench-lh-'));
  const handle = await createDb({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await handle.migrate();
    const email = `lighthouse-${Date.now()}@example.com`;
    const [user] = await handle.db.insert(users).values({ email, planType: 'lifetime' }).returning({ id: users.id });
    if (!user) throw new Error('no user');
    await handle.db.insert(purchases).values({ userId: user.id, name: 'debt_lifetime', amountCents: 0, purchasedAt: new Date() });
    // A session as sign-in makes one: the token's SHA-256 is stored (platform/auth).
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
    await handle.db.insert(sessions).values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 86_400_000) });
    return { dataDir, token, user: { id: user.id, email, name: null } };
  } finally {
    await handle.close();
  }
};

const analyse = async (url: string, token?: string): Promise<Record<string, unknown>> => {
  const form = new FormData();
  form.set('state', 'MD');
  form.set('file', new Blob([new Uint8Array(await makeTwoPagePdf())], { type: 'application/pdf' }), 'letter.pdf');
  const res = await fetch(`${url}/api/analyze-strategic`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  if (!res.ok) throw new Error(`analyze: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
};

export const lighthouseBenchmarks: Benchmark[] = [
  {
    name: 'lighthouse',
    target: { minPerformance: 95, minAccessibility: 100, maxResultsLcpMs: 2500 },
    run: async () => {
      const member = await seedMember();
      const server = await startServer({}, { dataDir: member.dataDir });
      try {
        // The member's letter (their dashboard lists it) and a visitor's, stored as the upload page stores it.
        await analyse(server.url, member.token);
        const visitor = await analyse(server.url);
        const storage: Record<NonNullable<Page['storage']>, Storage> = {
          visitorResults: { analysisResults: JSON.stringify({ ...visitor, timestamp: new Date().toISOString(), file_name: 'letter.pdf' }) },
          member: { token: member.token, user: JSON.stringify(member.user) },
        };
        const out: BenchResult = { loadAverage: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 };
        for (const page of PAGES) {
          const runs: BenchResult[] = [];
          for (let i = 0; i < RUNS; i++) {
            // A trace Lighthouse could not score reads as 0: measured again once before it counts.
            let r = await audit(server.url, page, page.storage && storage[page.storage], i + 1);
            if (r.performance === 0) r = await audit(server.url, page, page.storage && storage[page.storage], i + 1);
            runs.push(r);
          }
          for (const key of [
            'performance',
            'accessibility',
            'lcpMs',
            'tbtMs',
            'requests',
            'totalKb',
            'scriptRequests',
            'scriptKb',
            'bootupMs',
            'mainThreadMs',
          ] as const) {
            out[`${page.key}_${key}`] = median(runs.map((r) => Number(r[key] ?? 0)));
          }
          runs.forEach((r, i) => (out[`${page.key}_performance${i + 1}`] = Number(r.performance ?? 0)));
          // A page that sent the browser elsewhere (a login redirect) did not measure what it says.
          if (runs.some((r) => r.redirected)) out[`${page.key}_redirected`] = 1;
        }
        out.loadAverageAfter = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
        return out;
      } finally {
        await server.stop();
      }
    },
    check: (r) =>
      PAGES.flatMap((page) => [
        ...(Number(r[`${page.key}_performance`] ?? 0) < 95 ? [`${page.key} performance ${r[`${page.key}_performance`]} < 95`] : []),
        ...(Number(r[`${page.key}_accessibility`] ?? 0) < 100 ? [`${page.key} accessibility ${r[`${page.key}_accessibility`]} < 100`] : []),
        ...(r[`${page.key}_redirected`] ? [`${page.path} redirected elsewhere`] : []),
      ]).concat(Number(r.results_lcpMs ?? Infinity) > 2500 ? [`results LCP ${r.results_lcpMs} ms > 2500`] : []),
  },
];
