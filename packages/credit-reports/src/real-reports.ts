/**
 * The real reports the reader is measured on: each a file (a PDF, or page images) with a truth file
 * beside it (`<id>.truth.json`). Two sets: the project's shared development set
 * (`shared/fixtures/credit-reports-real/`, three reports), and the reports this package gathered
 * (`fixtures/real/open/` and `fixtures/real/closed/`, provenance in each truth file). The closed
 * half is only measured: code is never changed against it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '@debtshield/analyzer';
import { findErrors } from './find/find-errors';
import { parseCreditReport, parseCreditReports } from './parse/parse-credit-report';
import { htmlReportPages } from './read/html-report';
import { scoreRealReports, type RealScore, type RealTruth } from './real-truth';
import type { CreditFinding, ParsedCreditReport } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The shared development set: `../shared` beside the repository (CREDIT_REAL_DIR overrides). */
export const SHARED_REAL_DIR = process.env.CREDIT_REAL_DIR ?? path.resolve(here, '../../../../shared/fixtures/credit-reports-real');
export const OPEN_REAL_DIR = path.resolve(here, '../fixtures/real/open');
export const CLOSED_REAL_DIR = path.resolve(here, '../fixtures/real/closed');

export type RealSample = { id: string; set: 'shared' | 'open' | 'closed'; truth: RealTruth; files: string[] };

/** The samples of a directory (none when it is not there). */
export const realSamples = (dir: string, set: RealSample['set']): RealSample[] => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const truth = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as RealTruth & { files?: string[] };
      const files = (truth.files ?? [truth.file]).map((name) => path.join(dir, name));
      return { id: truth.sample_id, set, truth, files };
    });
};

export type InputKind = 'PDF' | 'page images' | 'saved page';
export const inputKindOf = (sample: RealSample): InputKind =>
  sample.files.every((f) => f.endsWith('.pdf')) ? 'PDF' : sample.files.every((f) => /\.html?$/.test(f)) ? 'saved page' : 'page images';

export type RealRun = {
  sample: RealSample;
  /** The report read (the first bureau's, for a three-bureau report). */
  report: ParsedCreditReport;
  /** Every bureau's report read from the sample (one for a bureau's own report). */
  reports: ParsedCreditReport[];
  findings: CreditFinding[];
  score: RealScore;
  mustNotFlagHit: string[];
  seconds: number;
  pages: number;
};

/** The pages of a sample: a saved web page through its DOM (decision 038), else the extract stage. */
const samplePages = async (sample: RealSample) => {
  if (inputKindOf(sample) === 'saved page')
    return sample.files.flatMap((file) => htmlReportPages(readFileSync(file, 'utf8'))).map((p, index) => ({ ...p, index, words: [], offset: 0 }));
  const inputs = sample.files.map((file) => ({
    bytes: new Uint8Array(readFileSync(file)),
    mimeType: file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.png') ? 'image/png' : 'image/jpeg',
    name: path.basename(file),
  }));
  return (await extractDocument(inputs, { limits: { maxPages: 150 } })).pages;
};

/** Reads one real sample through the extract stage and the reader, runs the finders on the report's own date, scores it. */
export const runRealSample = async (sample: RealSample): Promise<RealRun> => {
  const t0 = performance.now();
  const pages = await samplePages(sample);
  // A bureau's own report is one report; a three-bureau report is one per bureau column, compared.
  const read = sample.truth.accounts_by_bureau ? parseCreditReports(pages) : [parseCreditReport(pages)];
  const { findings } = findErrors(read);
  const score = scoreRealReports(sample.truth, read, findings);
  // A finding on an account a must_not_flag item names (by its visible digits or its creditor).
  const mustNotFlagHit: string[] = [];
  const accounts = read.flatMap((r) => r.accounts);
  for (const f of findings) {
    for (const item of sample.truth.must_not_flag ?? []) {
      const target = item.target ?? '';
      const hit = accounts.some(
        (a) =>
          f.items.some((k) => k.endsWith(`:${a.id}`)) &&
          ((a.accountLast4 && target.includes(a.accountLast4.value)) || (target && target.includes(a.creditor.value))),
      );
      if (hit) mustNotFlagHit.push(`${f.kind}: ${item.tempting_rule}`);
    }
  }
  return { sample, report: read[0]!, reports: read, findings, score, mustNotFlagHit, seconds: (performance.now() - t0) / 1000, pages: pages.length };
};
