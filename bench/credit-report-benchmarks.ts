import { closeOcrPool, extractDocument } from '@debtshield/analyzer';
import { findErrors, parseCreditReport } from '@debtshield/credit-reports';
import { generateReport } from '../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../packages/credit-reports/src/generate/render-report';
import { realSamples, runRealSample, SHARED_REAL_DIR } from '../packages/credit-reports/src/real-reports';
import type { Benchmark } from './benchmarks';

/** Peak resident memory of this process while `work` runs, sampled every 50 ms. */
const withPeakRss = async <T>(work: () => Promise<T>): Promise<{ value: T; peakMb: number }> => {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const value = await work();
    return { value, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1e6) };
  } finally {
    clearInterval(timer);
  }
};

/** Issue 25's targets for credit reports: a 60-page text report read in ≤ 10 s; the real 54-page TransUnion report read whole. */
export const creditReportBenchmarks: Benchmark[] = [
  {
    name: 'credit-report-text',
    target: { maxSeconds: 10, maxPeakMb: 1024 },
    run: async () => {
      // Twenty synthetic reports' pages one after the other: 60 pages with a text layer.
      const pages = Array.from({ length: 20 }, (_, i) => reportPages(generateReport('transunion', i)))
        .flat()
        .slice(0, 60);
      const bytes = await textPdf(pages);
      const started = performance.now();
      const { value, peakMb } = await withPeakRss(async () => {
        const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: 'report.pdf' }], { limits: { maxPages: 150 } });
        const report = parseCreditReport(doc.pages);
        findErrors([report]);
        return { pages: doc.pages.length, accounts: report.accounts.length };
      });
      return { seconds: Math.round((performance.now() - started) / 10) / 100, peakMb, ...value };
    },
    check: (r) => [
      ...((r.seconds ?? Infinity) > 10 ? [`${r.seconds} s > 10 s`] : []),
      ...((r.peakMb ?? Infinity) > 1024 ? [`peak ${r.peakMb} MB > 1 GB`] : []),
      ...(r.pages !== 60 ? [`${r.pages} pages read, 60 expected`] : []),
    ],
  },
  {
    name: 'credit-report-real',
    target: { tradelines: 30, findings: 0, maxPeakMb: 1024 },
    run: async () => {
      const sample = realSamples(SHARED_REAL_DIR, 'shared').find((s) => s.id === 'transunion-creditclarity-1');
      if (!sample) throw new Error(`the real TransUnion report is not in ${SHARED_REAL_DIR}`);
      const { value, peakMb } = await withPeakRss(() => runRealSample(sample));
      await closeOcrPool();
      return {
        seconds: Math.round(value.seconds * 10) / 10,
        peakMb,
        pages: value.pages,
        tradelines: value.score.found,
        fieldsRight: value.score.fieldsRight,
        fields: value.score.fields,
        findings: value.findings.length,
      };
    },
    check: (r) => [
      ...(r.tradelines !== 30 ? [`${r.tradelines} of 30 tradelines`] : []),
      ...(r.findings !== 0 ? [`${r.findings} findings on a report with no provable error`] : []),
      ...((r.peakMb ?? Infinity) > 1024 ? [`peak ${r.peakMb} MB > 1 GB`] : []),
    ],
  },
];
