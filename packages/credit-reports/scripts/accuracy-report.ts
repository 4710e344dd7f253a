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
import type { TruthReport } from '../src/generate/generate-report';
import { threeBureauHtml, threeBureauRows, variantOf, variedPdf, variedRows, variedTexts } from '../src/generate/vary-layout';
import { htmlReportPages } from '../src/read/html-report';
import { parseCreditReports } from '../src/parse/parse-credit-report';
import { CLOSED_REAL_DIR, inputKindOf, OPEN_REAL_DIR, realSamples, runRealSample, SHARED_REAL_DIR, type RealRun } from '../src/real-reports';
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

export type RunOptions = { reports: number; scans: number; verbose: boolean; real?: 'with' | 'only' | 'none'; log?: (line: string) => void };

export const parseArgs = (argv: readonly string[]): RunOptions => {
  const opt: RunOptions = { reports: 3, scans: 1, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--reports') opt.reports = Number(argv[++i]);
    else if (argv[i] === '--scans') opt.scans = Number(argv[++i]);
    else if (argv[i] === '--verbose') opt.verbose = true;
    else if (argv[i] === '--real-only') opt.real = 'only';
    else if (argv[i] === '--no-real') opt.real = 'none';
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
        // Its prints carry no inquiries and no personal data: the errors planted there cannot be found in them.
        const printed = { ...truth, planted: truth.planted.filter((e) => e.kind !== 'inquiry_unauthorised' && e.kind !== 'personal_info_wrong') };
        const errors = scoreErrors(printed, parsed);
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

export const REAL_HEADER =
  'set     bureau      input        sample                         pages  tradelines  fields right  key fields  findings  must_not_flag hit  seconds';

export const formatRealRow = (r: RealRun): string =>
  [
    r.sample.set.padEnd(7),
    r.sample.truth.bureau.toLowerCase().padEnd(11),
    inputKindOf(r.sample).padEnd(12),
    r.sample.id.padEnd(30),
    String(r.pages).padStart(5),
    `${r.score.found}/${r.score.tradelines}`.padStart(11),
    `${r.score.fieldsRight}/${r.score.fields}`.padStart(13),
    `${r.score.keyRight}/${r.score.keyFields}`.padStart(11),
    `${r.findings.length}${r.score.falseFindings ? ` (${r.score.falseFindings} false)` : ''}`.padStart(9),
    String(r.mustNotFlagHit.length).padStart(18),
    r.seconds.toFixed(1).padStart(8),
  ].join(' ');

/** Real reports: the shared development set, the gathered open half and the closed half, each per sample; then totals per set, bureau and input. */
export const runReal = async (verbose: boolean, log: (line: string) => void): Promise<RealRun[]> => {
  const samples = [...realSamples(SHARED_REAL_DIR, 'shared'), ...realSamples(OPEN_REAL_DIR, 'open'), ...realSamples(CLOSED_REAL_DIR, 'closed')];
  const runs: RealRun[] = [];
  log(
    'Real credit reports (nobody on the team made these layouts): tradelines found, fields as printed, the six key fields, findings (false ones: those the truth file does not list)',
  );
  log(REAL_HEADER);
  for (const sample of samples) {
    const r = await runRealSample(sample);
    runs.push(r);
    log(formatRealRow(r));
    if (verbose) for (const m of r.score.misses) log(`    ${r.sample.id}: ${m}`);
  }
  const groups = new Map<string, RealRun[]>();
  for (const r of runs)
    for (const key of [
      `${r.sample.set === 'closed' ? 'closed' : 'open'} all`,
      `${r.sample.set === 'closed' ? 'closed' : 'open'} ${r.sample.truth.bureau.toLowerCase()} ${inputKindOf(r.sample)}`,
    ])
      groups.set(key, [...(groups.get(key) ?? []), r]);
  for (const [key, rs] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const sum = (f: (r: RealRun) => number) => rs.reduce((s, r) => s + f(r), 0);
    const share = (a: number, b: number) => (b === 0 ? '-' : pct(a / b));
    log(
      `  ${key.padEnd(32)} tradelines ${share(
        sum((r) => r.score.found),
        sum((r) => r.score.tradelines),
      )} (${sum((r) => r.score.found)}/${sum((r) => r.score.tradelines)}), ` +
        `fields ${share(
          sum((r) => r.score.fieldsRight),
          sum((r) => r.score.fields),
        )}, key fields ${share(
          sum((r) => r.score.keyRight),
          sum((r) => r.score.keyFields),
        )}, ` +
        `findings ${sum((r) => r.findings.length)} (false ${sum((r) => r.score.falseFindings)}), must_not_flag hit ${sum((r) => r.mustNotFlagHit.length)}`,
    );
  }
  return runs;
};

/** The second generator's truth as scored: its prints carry the tradelines only (no personal data, inquiries or records). */
const tradelinesOnly = (t: TruthReport, noGrid = false): TruthReport => ({
  ...t,
  personal: { ...t.personal, names: [], addresses: [], employers: [], ssnLast4: undefined as unknown as string, birthYear: undefined as unknown as number },
  inquiries: [],
  publicRecords: [],
  ...(noGrid ? { accounts: t.accounts.map((a) => ({ ...a, history: [] })) } : {}),
});

export type VariedRow = {
  bureau: Bureau;
  input: string;
  reports: number;
  fields: Counts;
  planted: number;
  found: number;
  falseFindings: number;
  seconds: number;
};

/**
 * The second generator (generate/vary-layout.ts): layouts varied on purpose (wording, order, arrangement,
 * fonts, page breaks), as text PDFs and as photographed scans, and three-bureau tables (printed to PDF, and
 * saved as a web page); per bureau and input.
 */
export const runVaried = async (reports: number, scans: number, log: (line: string) => void, verbose = false): Promise<VariedRow[]> => {
  const rows: VariedRow[] = [];
  log('Synthetic reports in varied layouts (second generator, no table shared with the reader): tradeline fields, errors found vs planted');
  log('bureau      input                 reports  fields  precision recall  errors found/planted  false findings  seconds');
  for (const bureau of BUREAUS) {
    for (const input of ['text PDF', 'scan', 'three-bureau PDF', 'three-bureau HTML'] as const) {
      const n = input === 'scan' ? scans : reports;
      if (n === 0) continue;
      const row: VariedRow = { bureau, input, reports: n, fields: emptyCounts(), planted: 0, found: 0, falseFindings: 0, seconds: 0 };
      const t0 = performance.now();
      for (let i = 0; i < n; i++) {
        const truth = generateReport(bureau, 100 + i);
        const v = variantOf(i + BUREAUS.indexOf(bureau));
        if (input === 'three-bureau PDF' || input === 'three-bureau HTML') {
          // A monitoring report as printed to PDF, or as the web page saved from the browser (read-report's HTML reader).
          const pages =
            input === 'three-bureau HTML'
              ? htmlReportPages(threeBureauHtml(truth, v))
              : (
                  await extractDocument([
                    { bytes: await variedPdf(threeBureauRows(truth, v), v, 7.5), mimeType: 'application/pdf', name: `three-bureau-${i}.pdf` },
                  ])
                ).pages;
          const mine = parseCreditReports(pages).find((r) => r.bureau?.value === bureau);
          if (mine) row.fields = addCounts(row.fields, scoreParse(tradelinesOnly(truth, true), mine).counts);
          else row.fields = addCounts(row.fields, { tp: 0, fp: 0, fn: truth.accounts.length });
          continue;
        }
        const pages = variedRows(truth, v);
        const bytes = input === 'text PDF' ? await variedPdf(pages, v) : (await scannedReport(variedTexts(pages), truth.seed)).pdf;
        const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: `${bureau}-${i}.pdf` }]);
        const parsed = parseCreditReport(doc.pages);
        const fields = scoreParse(tradelinesOnly(truth), parsed);
        row.fields = addCounts(row.fields, fields.counts);
        // Its prints carry no inquiries and no personal data: the errors planted there cannot be found in them.
        const printed = { ...truth, planted: truth.planted.filter((e) => e.kind !== 'inquiry_unauthorised' && e.kind !== 'personal_info_wrong') };
        const errors = scoreErrors(printed, parsed);
        row.planted += errors.planted;
        row.found += errors.found;
        row.falseFindings += errors.falseFindings.length;
        if (verbose) {
          for (const m of fields.misses) log(`  ${bureau} varied ${input} #${i} field: ${m}`);
          for (const m of errors.missed) log(`  ${bureau} varied ${input} #${i} missed error: ${m}`);
          for (const f of errors.falseFindings) log(`  ${bureau} varied ${input} #${i} false finding: ${f.kind} ${f.summary}`);
        }
      }
      row.seconds = (performance.now() - t0) / 1000;
      rows.push(row);
      log(
        [
          bureau.padEnd(11),
          input.padEnd(21),
          String(n).padStart(7),
          String(row.fields.tp + row.fields.fn).padStart(7),
          pct(precision(row.fields)).padStart(10),
          pct(recall(row.fields)).padStart(7),
          (input.startsWith('three-bureau') ? '-' : `${row.found}/${row.planted}`).padStart(21),
          (input.startsWith('three-bureau') ? '-' : String(row.falseFindings)).padStart(15),
          row.seconds.toFixed(1).padStart(8),
        ].join(' '),
      );
    }
  }
  return rows;
};

const main = async () => {
  const opt = parseArgs(process.argv.slice(2));
  if (opt.real !== 'none') {
    await runReal(opt.verbose, (l) => console.log(l));
    console.log('');
  }
  if (opt.real === 'only') {
    await closeOcrPool();
    return;
  }
  await runVaried(opt.reports, opt.scans, (l) => console.log(l), opt.verbose);
  console.log('');
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
