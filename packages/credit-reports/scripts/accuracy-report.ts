/**
 * `npm run credit:report`: generates synthetic reports of each bureau (text PDFs, and photographed
 * scans read by OCR), parses them, runs the error finders, and prints field-level precision and
 * recall per bureau and input, errors found vs planted, and findings on accounts that are right.
 *
 *   npm run credit:report                     3 reports per bureau as text PDFs, 1 per bureau as scans
 *   npm run credit:report -- --reports 6 --scans 2 [--verbose]
 */
import { closeOcrPool, extractDocument } from '@debtshield/analyzer';
import { addCounts, emptyCounts, precision, recall, scoreErrors, scoreParse, type Counts } from '../src/accuracy';
import { generateReport } from '../src/generate/generate-report';
import { reportPages, scannedReport, textPdf } from '../src/generate/render-report';
import { parseCreditReport } from '../src/parse/parse-credit-report';
import { BUREAUS, type Bureau } from '../src/types';

export type Row = {
  bureau: Bureau;
  input: 'text PDF' | 'scan';
  reports: number;
  pages: number;
  fields: Counts;
  planted: number;
  found: number;
  falseFindings: number;
  onCorrect: number;
  questions: number;
  seconds: number;
};

export type RunOptions = { reports: number; scans: number; verbose: boolean; log?: (line: string) => void };

export const parseArgs = (argv: readonly string[]): RunOptions => {
  const opt: RunOptions = { reports: 3, scans: 1, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--reports') opt.reports = Number(argv[++i]);
    else if (argv[i] === '--scans') opt.scans = Number(argv[++i]);
    else if (argv[i] === '--verbose') opt.verbose = true;
  }
  if (!Number.isInteger(opt.reports) || opt.reports < 1 || !Number.isInteger(opt.scans) || opt.scans < 0)
    throw new Error('usage: --reports N (>= 1) --scans N (>= 0)');
  return opt;
};

export const run = async (opt: RunOptions): Promise<Row[]> => {
  const log = opt.log ?? (() => {});
  const rows: Row[] = [];
  for (const bureau of BUREAUS) {
    for (const input of ['text PDF', 'scan'] as const) {
      const n = input === 'scan' ? opt.scans : opt.reports;
      if (n === 0) continue;
      const row: Row = {
        bureau,
        input,
        reports: n,
        pages: 0,
        fields: emptyCounts(),
        planted: 0,
        found: 0,
        falseFindings: 0,
        onCorrect: 0,
        questions: 0,
        seconds: 0,
      };
      const t0 = performance.now();
      for (let i = 0; i < n; i++) {
        const truth = generateReport(bureau, i);
        const pages = reportPages(truth);
        const bytes = input === 'text PDF' ? await textPdf(pages) : (await scannedReport(pages, truth.seed)).pdf;
        const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: `${bureau}-${i}.pdf` }]);
        const parsed = parseCreditReport(doc.pages);
        const fields = scoreParse(truth, parsed);
        const errors = scoreErrors(truth, parsed);
        row.pages += doc.pages.length;
        row.fields = addCounts(row.fields, fields.counts);
        row.planted += errors.planted;
        row.found += errors.found;
        row.falseFindings += errors.falseFindings.length;
        row.onCorrect += errors.findingsOnCorrectAccounts.length;
        row.questions += parsed.questions.length;
        if (opt.verbose) {
          for (const m of fields.misses) log(`  ${bureau} ${input} #${i} field: ${m}`);
          for (const m of errors.missed) log(`  ${bureau} ${input} #${i} missed error: ${m}`);
          for (const f of errors.falseFindings) log(`  ${bureau} ${input} #${i} false finding: ${f.kind} ${f.summary}`);
          for (const q of parsed.questions) log(`  ${bureau} ${input} #${i} question: ${q.question}`);
        }
      }
      row.seconds = (performance.now() - t0) / 1000;
      rows.push(row);
      log(formatRow(row));
    }
  }
  return rows;
};

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export const HEADER =
  'bureau      input     reports pages  fields  precision recall  errors found/planted  false findings  on correct accounts  questions  seconds';

export const formatRow = (r: Row): string =>
  [
    r.bureau.padEnd(11),
    r.input.padEnd(9),
    String(r.reports).padStart(7),
    String(r.pages).padStart(5),
    String(r.fields.tp + r.fields.fn).padStart(7),
    pct(precision(r.fields)).padStart(10),
    pct(recall(r.fields)).padStart(7),
    `${r.found}/${r.planted}`.padStart(21),
    String(r.falseFindings).padStart(15),
    String(r.onCorrect).padStart(20),
    String(r.questions).padStart(10),
    r.seconds.toFixed(1).padStart(8),
  ].join(' ');

const main = async () => {
  const opt = parseArgs(process.argv.slice(2));
  console.log('Synthetic credit reports: field-level precision/recall, errors found vs planted (user answers from the ground truth)');
  console.log(HEADER);
  const rows = await run({ ...opt, log: (l) => console.log(l) });
  const total = rows.reduce((c, r) => addCounts(c, r.fields), emptyCounts());
  console.log(
    `all: precision ${pct(precision(total))}, recall ${pct(recall(total))}; errors found ${rows.reduce((s, r) => s + r.found, 0)}/${rows.reduce((s, r) => s + r.planted, 0)}; ` +
      `false findings ${rows.reduce((s, r) => s + r.falseFindings, 0)}; findings on correct accounts ${rows.reduce((s, r) => s + r.onCorrect, 0)}`,
  );
  await closeOcrPool();
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
