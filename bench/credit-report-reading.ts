/**
 * One credit report read in a process of its own, as the API's reading worker reads it (issue 25's
 * memory target is for the process that reads the report): the real 54-page TransUnion report
 * (`real`) or a 60-page text report (`text`). Bundled and run with plain Node by
 * `credit-report-benchmarks.ts`, as `npm start` runs the server, so the figure holds neither the bench's
 * other modules (Lighthouse, autocannon, pg) nor tsx's copies of the modules it loads. Prints one JSON line.
 */
import { closeOcrPool, extractDocument } from '@debtshield/analyzer';
import { findErrors, parseCreditReport } from '@debtshield/credit-reports';
import { generateReport } from '../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../packages/credit-reports/src/generate/render-report';
import { realSamples, runRealSample, SHARED_REAL_DIR } from '../packages/credit-reports/src/real-reports';

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => Math.round(bytes / 1e6);
/** The kernel's own peak (ru_maxrss, in kilobytes) and the 50 ms samples, in MB. */
const peaks = () => ({ peakMb: mb(Math.max(peak, process.memoryUsage().rss)), maxRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6) });

const which = process.argv[2];
let result: Record<string, number>;
if (which === 'text') {
  const pages = Array.from({ length: 20 }, (_, i) => reportPages(generateReport('transunion', i)))
    .flat()
    .slice(0, 60);
  const bytes = await textPdf(pages);
  const baseMb = mb(process.memoryUsage().rss);
  const started = performance.now();
  const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: 'report.pdf' }], { limits: { maxPages: 150 } });
  const report = parseCreditReport(doc.pages);
  findErrors([report]);
  result = { seconds: Math.round((performance.now() - started) / 10) / 100, baseMb, ...peaks(), pages: doc.pages.length, accounts: report.accounts.length };
} else {
  const sample = realSamples(SHARED_REAL_DIR, 'shared').find((s) => s.id === 'transunion-creditclarity-1');
  if (!sample) throw new Error(`the real TransUnion report is not in ${SHARED_REAL_DIR}`);
  const baseMb = mb(process.memoryUsage().rss);
  const run = await runRealSample(sample);
  result = {
    seconds: Math.round(run.seconds * 10) / 10,
    baseMb,
    ...peaks(),
    pages: run.pages,
    tradelines: run.score.found,
    fieldsRight: run.score.fieldsRight,
    fields: run.score.fields,
    findings: run.findings.length,
  };
}
clearInterval(sampler);
await closeOcrPool();
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
