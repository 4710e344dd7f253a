import { intelCfpbCompanies, intelCfpbDataset, type Database } from '@debtshield/db';
import { eq, ilike } from 'drizzle-orm';
import type { CompanyAggregate } from './parse-cfpb-csv';

export type CfpbCompanyRow = typeof intelCfpbCompanies.$inferSelect;
export type CfpbDatasetRow = typeof intelCfpbDataset.$inferSelect;

/** What the companies were computed from (stored beside them, shown with them). */
export type CfpbDataset = {
  kind: 'sample' | 'import';
  source: string;
  complaints: number;
  dataFrom: string | null;
  dataThrough: string | null;
  version?: string | null;
};

const DATASET_ID = 'current';

/** The first and last date received over all companies: the date of the data. */
export const datasetSpan = (companies: Iterable<CompanyAggregate>): { complaints: number; dataFrom: string | null; dataThrough: string | null } => {
  let complaints = 0;
  let dataFrom: string | null = null;
  let dataThrough: string | null = null;
  for (const c of companies) {
    complaints += c.complaints;
    if (c.firstReceived && (!dataFrom || c.firstReceived < dataFrom)) dataFrom = c.firstReceived;
    if (c.lastReceived && (!dataThrough || c.lastReceived > dataThrough)) dataThrough = c.lastReceived;
  }
  return { complaints, dataFrom, dataThrough };
};

/**
 * Replaces the imported data whole, in one transaction (a failed import leaves the previous data),
 * with the record of what it was computed from.
 */
export const replaceCfpbCompanies = async (
  db: Database,
  companies: Iterable<CompanyAggregate>,
  importedAt: Date,
  dataset?: Omit<CfpbDataset, 'complaints' | 'dataFrom' | 'dataThrough'>,
): Promise<number> => {
  // Plain objects for the JSON columns (the counts are built without a prototype: a column value
  // such as "__proto__" stays a key); Object.fromEntries defines own properties only.
  const plain = (counts: Record<string, number> | undefined) => Object.fromEntries(Object.entries(counts ?? {}));
  const rows = [...companies].map((c) => ({
    ...c,
    issues: plain(c.issues),
    subIssues: plain(c.subIssues),
    responses: plain(c.responses),
    years: plain(c.years),
    importedAt,
  }));
  const span = datasetSpan(rows);
  await db.transaction(async (tx) => {
    await tx.delete(intelCfpbCompanies);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(intelCfpbCompanies).values(rows.slice(i, i + 500));
    await tx.delete(intelCfpbDataset);
    await tx.insert(intelCfpbDataset).values({
      id: DATASET_ID,
      kind: dataset?.kind ?? 'import',
      source: dataset?.source ?? 'CFPB Consumer Complaint Database (imported file)',
      version: dataset?.version ?? null,
      ...span,
      loadedAt: importedAt,
    });
  });
  return rows.length;
};

export const findCfpbDataset = async (db: Database): Promise<CfpbDatasetRow | undefined> => {
  const [row] = await db.select().from(intelCfpbDataset).where(eq(intelCfpbDataset.id, DATASET_ID)).limit(1);
  return row;
};

export const countCfpbCompanies = async (db: Database): Promise<number> =>
  (await db.select({ k: intelCfpbCompanies.companyKey }).from(intelCfpbCompanies).limit(1)).length;

export const findCfpbCompany = async (db: Database, key: string): Promise<CfpbCompanyRow | undefined> => {
  const [row] = await db.select().from(intelCfpbCompanies).where(eq(intelCfpbCompanies.companyKey, key)).limit(1);
  return row;
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Companies whose key contains the query's key, largest first. */
export const searchCfpbCompanies = async (db: Database, key: string, limit: number): Promise<CfpbCompanyRow[]> =>
  (
    await db
      .select()
      .from(intelCfpbCompanies)
      .where(ilike(intelCfpbCompanies.companyKey, `%${escapeLike(key)}%`))
      .limit(200)
  )
    .sort((a, b) => b.complaints - a.complaints)
    .slice(0, limit);
