import { intelCfpbCompanies, type Database } from '@debtshield/db';
import { eq, ilike } from 'drizzle-orm';
import type { CompanyAggregate } from './parse-cfpb-csv';

export type CfpbCompanyRow = typeof intelCfpbCompanies.$inferSelect;

/** Replaces the imported data whole, in one transaction (a failed import leaves the previous data). */
export const replaceCfpbCompanies = async (db: Database, companies: Iterable<CompanyAggregate>, importedAt: Date): Promise<number> => {
  // Plain objects for the JSON columns (the counts are built without a prototype: a column value
  // such as "__proto__" stays a key); Object.fromEntries defines own properties only.
  const plain = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts));
  const rows = [...companies].map((c) => ({ ...c, issues: plain(c.issues), subIssues: plain(c.subIssues), responses: plain(c.responses), importedAt }));
  await db.transaction(async (tx) => {
    await tx.delete(intelCfpbCompanies);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(intelCfpbCompanies).values(rows.slice(i, i + 500));
  });
  return rows.length;
};

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
