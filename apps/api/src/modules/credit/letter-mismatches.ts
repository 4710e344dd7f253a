import type { Facts } from '@debtshield/analyzer';
import type { LetterReportMismatch } from '@debtshield/contracts';
import { crossCheckLetter, type CreditFinding, type ParsedCreditReport } from '@debtshield/credit-reports';
import { creditReports, type Database } from '@debtshield/db';
import { desc, eq } from 'drizzle-orm';

/**
 * The letter side of a disagreement between a collection letter and the person's own credit report
 * about the same debt (issue 16): shown with the letter's results and with the report. Computed when
 * either is read, so a report read after the letter (or a letter after the report) is compared too.
 */

/** What the credit_reports row keeps besides the page's view: the report as read (masked by the parser), to compare letters with later. */
export type StoredCreditReport = { parsed?: ParsedCreditReport };

const out = (f: CreditFinding): LetterReportMismatch[] => {
  const m = f.mismatch;
  if (f.side !== 'letter' || !m) return [];
  return [
    {
      field: m.field,
      bureau: m.bureau,
      account: m.account,
      letter: m.letter,
      letterValue: m.letterValue,
      letterWords: m.letterWords,
      reportValue: m.reportValue,
      evidence: { page: m.evidence.page, text: m.evidence.text },
      ...(m.inferred ? { inferred: m.inferred } : {}),
      section: f.section,
    },
  ];
};

/** The letter-side findings of one letter's facts against reports. */
export const letterSideMismatches = (letters: readonly { id: string; facts: Facts }[], reports: readonly ParsedCreditReport[]): LetterReportMismatch[] =>
  letters.flatMap((l) => crossCheckLetter(l.facts, reports, { id: l.id }).flatMap(out));

/** The person's reports as read, the newest of each bureau (an older report of the same bureau is superseded). */
export const latestReports = async (db: Database, userId: string): Promise<ParsedCreditReport[]> => {
  const rows = await db
    .select({ bureau: creditReports.bureau, analysis: creditReports.analysis })
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(desc(creditReports.createdAt))
    .limit(30);
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    const parsed = (r.analysis as StoredCreditReport).parsed;
    if (!parsed || !r.bureau || seen.has(r.bureau)) return [];
    seen.add(r.bureau);
    return [parsed];
  });
};

/**
 * For a letter's results: its disagreements with the owner's latest reports. `summary.facts` is the
 * analyzer's Facts, masked (letter-inputs.ts types it as the letters' narrower view).
 */
export const mismatchesForLetter = async (db: Database, userId: string, id: string, summary: { facts: unknown }): Promise<LetterReportMismatch[]> => {
  const reports = await latestReports(db, userId);
  return reports.length === 0 ? [] : letterSideMismatches([{ id, facts: summary.facts as Facts }], reports);
};
