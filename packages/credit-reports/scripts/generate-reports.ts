/**
 * Writes synthetic reports to a folder, for manual tries and for the API and e2e work that follows:
 * `<bureau>-<n>.pdf` (text layer), `<bureau>-<n>.truth.json` (ground truth with the planted errors
 * and the user's answers) and, with --scans, `<bureau>-<n>.scan.pdf` (photographed pages, no text
 * layer). Every name, address and number is made up; the same arguments always give the same files.
 *
 *   npx tsx packages/credit-reports/scripts/generate-reports.ts --out /tmp/reports [--reports 3] [--scans]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport } from '../src/generate/generate-report';
import { reportPages, scannedReport, textPdf } from '../src/generate/render-report';
import { BUREAUS } from '../src/types';

export type GenerateArgs = { out: string; reports: number; scans: boolean };

export const parseGenerateArgs = (argv: readonly string[]): GenerateArgs => {
  const args: Partial<GenerateArgs> = { reports: 3, scans: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') args.out = argv[++i];
    else if (argv[i] === '--reports') args.reports = Number(argv[++i]);
    else if (argv[i] === '--scans') args.scans = true;
  }
  if (!args.out || !Number.isInteger(args.reports) || args.reports! < 1) throw new Error('usage: --out DIR [--reports N] [--scans]');
  return args as GenerateArgs;
};

export const writeReports = async (args: GenerateArgs): Promise<string[]> => {
  mkdirSync(args.out, { recursive: true });
  const files: string[] = [];
  const write = (name: string, data: Uint8Array | string) => {
    writeFileSync(join(args.out, name), data);
    files.push(join(args.out, name));
  };
  for (const bureau of BUREAUS) {
    for (let i = 0; i < args.reports; i++) {
      const truth = generateReport(bureau, i);
      const pages = reportPages(truth);
      write(`${bureau}-${i}.pdf`, await textPdf(pages));
      write(`${bureau}-${i}.truth.json`, `${JSON.stringify(truth, null, 2)}\n`);
      if (args.scans) write(`${bureau}-${i}.scan.pdf`, (await scannedReport(pages, truth.seed)).pdf);
    }
  }
  return files;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  writeReports(parseGenerateArgs(process.argv.slice(2)))
    .then((files) => console.log(files.join('\n')))
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
