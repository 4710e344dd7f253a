// npm run intel:build-sample -- <folder of the source files>
// Rebuilds apps/api/data/cfpb-intel/debt-collection-sample.json, the CFPB complaint aggregates a fresh
// install loads at start, from the public copies listed in sources.json (each checked by sha256).
// Only counts are written: no narrative, no ZIP code, no complaint ID leaves this script.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { datasetSpan } from '../src/modules/intel/intel.repository';
import { createCfpbAggregator } from '../src/modules/intel/parse-cfpb-csv';
import { SAMPLE_FILE, type CfpbSample } from '../src/modules/intel/cfpb-sample';

type Source = { repo: string; commit: string; committed: string; path: string; sha256: string; local: string };

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: npm run intel:build-sample -- <folder holding the files named in sources.json>\n');
  process.exit(2);
}
const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'data', 'cfpb-intel');
const { sources } = JSON.parse(readFileSync(path.join(dataDir, 'sources.json'), 'utf8')) as { sources: Source[] };

const aggregator = createCfpbAggregator({ dedupe: true });
const perSource: { repo: string; rows_read: number; debt_collection_counted: number }[] = [];
let before = { read: 0, counted: 0 };
for (const [i, source] of sources.entries()) {
  const bytes = readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), dir, source.local));
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== source.sha256) throw new Error(`${source.local}: sha256 ${sha}, sources.json says ${source.sha256}`);
  let text = bytes.toString('utf8');
  // A copy cut at a size limit ends in the middle of a record: that record is left out.
  if (!text.endsWith('\n')) text = text.slice(0, text.lastIndexOf('\n') + 1);
  if (i > 0) aggregator.nextFile();
  aggregator.push(text);
  const snapshot = peek(aggregator);
  perSource.push({ repo: source.repo, rows_read: snapshot.read - before.read, debt_collection_counted: snapshot.counted - before.counted });
  before = snapshot;
}
const result = aggregator.end();

function peek(a: ReturnType<typeof createCfpbAggregator>): { read: number; counted: number } {
  const s = a.stats();
  return { read: s.rowsRead, counted: s.rowsCounted };
}

const companies = [...result.companies.values()].sort((a, b) => b.complaints - a.complaints || a.companyKey.localeCompare(b.companyKey));
const span = datasetSpan(companies);
const sample: CfpbSample = {
  version: createHash('sha256')
    .update(sources.map((s) => s.sha256).join(','))
    .digest('hex')
    .slice(0, 16),
  source: `A sample of ${span.complaints.toLocaleString('en-US')} debt-collection complaints from ${sources.length} public copies of the CFPB Consumer Complaint Database (not the whole database)`,
  ...span,
  rows_read: result.rowsRead,
  duplicates_removed: result.rowsDuplicate,
  rejected: result.rowsRejected,
  per_source: perSource,
  companies,
};
writeFileSync(path.join(dataDir, SAMPLE_FILE), `${JSON.stringify(sample)}\n`);
process.stdout.write(
  `${companies.length} companies, ${span.complaints} complaints (${span.dataFrom} to ${span.dataThrough}); ${result.rowsDuplicate} duplicates removed, ${result.rowsRejected} rejected\n`,
);
