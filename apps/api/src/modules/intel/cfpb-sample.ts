import { readFile } from 'node:fs/promises';
import type { Database } from '@debtshield/db';
import { z } from 'zod';
import { countCfpbCompanies, findCfpbDataset, replaceCfpbCompanies } from './intel.repository';

/** The bundled aggregates, in apps/api/data/cfpb-intel/ (README.md there says where they come from). */
export const SAMPLE_FILE = 'debt-collection-sample.json';

const counts = z.record(z.string(), z.number().int().nonnegative());
const CompanySchema = z.object({
  companyKey: z.string().min(1),
  companyName: z.string().min(1),
  complaints: z.number().int().positive(),
  timelyYes: z.number().int().nonnegative(),
  timelyKnown: z.number().int().nonnegative(),
  issues: counts,
  subIssues: counts,
  responses: counts,
  years: counts,
  firstReceived: z.string().nullable(),
  lastReceived: z.string().nullable(),
});
export const CfpbSampleSchema = z.object({
  version: z.string().min(1),
  source: z.string().min(1),
  complaints: z.number().int().nonnegative(),
  dataFrom: z.string().nullable(),
  dataThrough: z.string().nullable(),
  rows_read: z.number().int(),
  duplicates_removed: z.number().int(),
  rejected: z.number().int(),
  per_source: z.array(z.object({ repo: z.string(), rows_read: z.number().int(), debt_collection_counted: z.number().int() })),
  companies: z.array(CompanySchema),
});
export type CfpbSample = z.infer<typeof CfpbSampleSchema>;

export type SampleLoad = { loaded: false; reason: 'imported' | 'current' } | { loaded: true; companies: number; complaints: number };

/**
 * At start: a database without CFPB data (a fresh install), or holding an older bundled sample, gets
 * the bundled one. An operator's import (`npm run intel:import`) is never replaced. Data loaded
 * before the dataset was recorded (no record, some rows) counts as an import.
 */
export const loadCfpbSample = async (db: Database, file: string | URL, now = new Date()): Promise<SampleLoad> => {
  const current = await findCfpbDataset(db);
  if (current?.kind === 'import') return { loaded: false, reason: 'imported' };
  if (!current && (await countCfpbCompanies(db)) > 0) return { loaded: false, reason: 'imported' };
  const sample = CfpbSampleSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  if (current?.kind === 'sample' && current.version === sample.version) return { loaded: false, reason: 'current' };
  const companies = await replaceCfpbCompanies(db, sample.companies, now, { kind: 'sample', source: sample.source, version: sample.version });
  return { loaded: true, companies, complaints: sample.complaints };
};
