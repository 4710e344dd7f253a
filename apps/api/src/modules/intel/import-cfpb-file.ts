import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Database } from '@debtshield/db';
import { replaceCfpbCompanies } from './intel.repository';
import { createCfpbAggregator } from './parse-cfpb-csv';

export type ImportSummary = { companies: number; rowsRead: number; rowsCounted: number; rowsRejected: number };

/**
 * Imports the CFPB's complaints.csv (or a part of it): streamed, so the multi-gigabyte full file
 * needs memory for the per-company counts only; replaces the previous import (or the bundled
 * sample) in one transaction.
 */
export const importCfpbFile = async (db: Database, file: string, now = new Date()): Promise<ImportSummary> => {
  const aggregator = createCfpbAggregator();
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream) aggregator.push(chunk as string);
  const result = aggregator.end();
  const companies = await replaceCfpbCompanies(db, result.companies.values(), now, {
    kind: 'import',
    source: `CFPB Consumer Complaint Database, imported from ${path.basename(file)}`,
  });
  return { companies, rowsRead: result.rowsRead, rowsCounted: result.rowsCounted, rowsRejected: result.rowsRejected };
};
