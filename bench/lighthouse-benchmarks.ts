import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, type Benchmark, type BenchResult } from './benchmarks';

/**
 * The served app as a phone gets it: Lighthouse (its default mobile preset: a mid-range phone, slow
 * 4G, 4× CPU slowdown) in Debian's Chromium against the real server started as in production
 * (`npm start`'s built app, precompressed). Performance, accessibility, LCP and bytes per page.
 */
const PAGES = [
  { key: 'home', path: '/' },
  { key: 'upload', path: '/upload' },
  { key: 'results', path: '/results' },
] as const;

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

const audit = async (url: string): Promise<BenchResult> => {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      totalKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    };
  } finally {
    await chrome.kill();
  }
};

export const lighthouseBenchmarks: Benchmark[] = [
  {
    name: 'lighthouse',
    target: { minPerformanceHome: 95, minPerformanceUpload: 95, minAccessibilityHome: 100, minAccessibilityUpload: 100 },
    run: async () => {
      const server = await startServer();
      try {
        const out: BenchResult = {};
        for (const page of PAGES) {
          // A trace Lighthouse could not score reads as 0: measured again once before it counts.
          let r = await audit(`${server.url}${page.path}`);
          if (r.performance === 0) r = await audit(`${server.url}${page.path}`);
          for (const [k, v] of Object.entries(r)) out[`${page.key}_${k}`] = v;
        }
        return out;
      } finally {
        await server.stop();
      }
    },
    check: (r) => [
      ...((r.home_performance ?? 0) < 95 ? [`home performance ${r.home_performance} < 95`] : []),
      ...((r.upload_performance ?? 0) < 95 ? [`upload performance ${r.upload_performance} < 95`] : []),
      ...((r.home_accessibility ?? 0) < 100 ? [`home accessibility ${r.home_accessibility} < 100`] : []),
      ...((r.upload_accessibility ?? 0) < 100 ? [`upload accessibility ${r.upload_accessibility} < 100`] : []),
    ],
  },
];
