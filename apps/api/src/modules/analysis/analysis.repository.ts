import { analyses, disputes, leads, preparedPerDatabase, type Database } from '@debtshield/db';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { intelColumns } from '../intel/product-intel';
import { storedSummary, type StoredSummary } from './derive-analysis';
import { historyAnswers, historySummary } from './history-summary';

/** How long letter text is kept for re-running an analysis: the FAQ promises uploads are gone within 1 hour. */
export const TEXT_RETENTION_MS = 60 * 60 * 1000;

export type StoredExtraction = {
  method: string;
  confidence: number;
  lowConfidence: boolean;
  warnings: string[];
  pages: { index: number; offset: number; method: 'text-layer' | 'ocr' | 'plain-text'; confidence: number }[];
};

export type AnalysisRow = typeof analyses.$inferSelect;

/**
 * The insert of one analysis, prepared once per database (decision 105): with the id promised to a
 * reading job, or the database's own. Every column is a placeholder, filled through the column's own
 * encoder as a value would be, but the summary, which comes as JSON text already (what the jsonb
 * column's encoder would have made of it); only text and uuid columns are ever null here, whose
 * encoders pass null through (a null jsonb placeholder would be stored as JSON null, not SQL NULL).
 */
const analysisInsert = (withId: boolean) =>
  preparedPerDatabase((db) =>
    db
      .insert(analyses)
      .values({
        ...(withId ? { id: sql.placeholder('id') } : {}),
        userId: sql.placeholder('userId'),
        flowType: sql.placeholder('flowType'),
        state: sql.placeholder('state'),
        accessLevel: sql.placeholder('accessLevel'),
        textMasked: sql.placeholder('textMasked'),
        userLetterMasked: sql.placeholder('userLetterMasked'),
        textExpiresAt: sql.placeholder('textExpiresAt'),
        extraction: sql.placeholder('extraction'),
        answers: sql.placeholder('answers'),
        // The summary's JSON text as it is (decision 126), not through the column's encoder.
        summary: sql`${sql.placeholder('summary')}`,
        collectorKey: sql.placeholder('collectorKey'),
        collectorName: sql.placeholder('collectorName'),
        findingIds: sql.placeholder('findingIds'),
        ownerKeyHash: sql.placeholder('ownerKeyHash'),
        paidPurchaseId: sql.placeholder('paidPurchaseId'),
        fileSha256: sql.placeholder('fileSha256'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning({ id: analyses.id })
      .prepare(withId ? 'insert_analysis_with_id' : 'insert_analysis'),
  );
const insertWithId = analysisInsert(true);
const insertWithoutId = analysisInsert(false);

export const insertAnalysis = async (
  db: Database,
  values: {
    /** Given when the id was promised before the letter was read (a reading job). */
    id?: string;
    userId: string | null;
    flowType: string;
    state: string;
    accessLevel: 'full' | 'preview';
    textMasked: string;
    userLetterMasked: string | null;
    extraction: StoredExtraction;
    answers: Record<string, unknown>;
    /** The summary, or (a new analysis) the form it is stored in: its JSON text and intel columns. */
    summary: AnalysisSummary | StoredSummary;
    now: Date;
    ownerKeyHash?: string | null;
    paidPurchaseId?: string | null;
    /** SHA-256 of the uploaded bytes (the same letter analysed again counts once). */
    fileSha256?: string | null;
  },
): Promise<string> => {
  const summary = 'json' in values.summary ? values.summary : storedSummary(values.summary);
  const row = {
    userId: values.userId,
    flowType: values.flowType,
    state: values.state,
    accessLevel: values.accessLevel,
    textMasked: values.textMasked,
    userLetterMasked: values.userLetterMasked,
    textExpiresAt: new Date(values.now.getTime() + TEXT_RETENTION_MS),
    extraction: values.extraction,
    answers: values.answers,
    summary: summary.json,
    ...summary.intel,
    ownerKeyHash: values.ownerKeyHash ?? null,
    paidPurchaseId: values.paidPurchaseId ?? null,
    fileSha256: values.fileSha256 ?? null,
    createdAt: values.now,
  };
  const [inserted] = await (values.id ? insertWithId(db).execute({ ...row, id: values.id }) : insertWithoutId(db).execute(row));
  if (!inserted) throw new Error('insert into analyses returned nothing');
  return inserted.id;
};

export const findAnalysis = async (db: Database, id: string): Promise<AnalysisRow | undefined> => {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
  return row;
};

export const updateAnalysisAnswers = async (db: Database, id: string, answers: Record<string, unknown>, summary: AnalysisSummary): Promise<void> => {
  await db
    .update(analyses)
    .set({ answers, summary, ...intelColumns(summary) })
    .where(eq(analyses.id, id));
};

/**
 * Attaches an analysis made before signing in to the account that proved it owns it (its secret is
 * cleared: from now on the account owns it). Only an unattached analysis is attached.
 */
export const attachAnalysis = async (db: Database, id: string, userId: string, paidPurchaseId: string | null): Promise<boolean> => {
  const rows = await db
    .update(analyses)
    .set({ userId, ownerKeyHash: null, ...(paidPurchaseId ? { paidPurchaseId, accessLevel: 'full' } : {}) })
    .where(and(eq(analyses.id, id), isNull(analyses.userId)))
    .returning({ id: analyses.id });
  return rows.length === 1;
};

export const markSavedToHistory = async (db: Database, id: string): Promise<void> => {
  await db.update(analyses).set({ savedToHistory: true }).where(eq(analyses.id, id));
};

/**
 * Past its hour an analysis keeps only what history needs: the letter text and the user's own letter
 * are cleared, and the summary and answers lose the letter's words, the consumer's name and address and
 * free text (history-summary.ts). Returns how many analyses were purged. Idempotent.
 */
export const purgeExpiredText = async (db: Database, now: Date): Promise<number> => {
  const due = await db
    .select({ id: analyses.id, summary: analyses.summary, answers: analyses.answers })
    .from(analyses)
    .where(and(isNotNull(analyses.textExpiresAt), lt(analyses.textExpiresAt, now), isNull(analyses.letterDataPurgedAt)))
    .limit(500);
  for (const row of due) {
    await db
      .update(analyses)
      .set({
        textMasked: null,
        userLetterMasked: null,
        summary: historySummary(row.summary as AnalysisSummary),
        answers: historyAnswers((row.answers ?? {}) as Record<string, unknown>),
        letterDataPurgedAt: now,
      })
      .where(eq(analyses.id, row.id));
  }
  return due.length;
};

export const insertLead = async (db: Database, lead: { email: string; strategy?: string; confidence?: number }): Promise<void> => {
  await db
    .insert(leads)
    .values({ email: lead.email, strategy: lead.strategy ?? null, confidence: lead.confidence === undefined ? null : Math.round(lead.confidence) });
};

export const listDisputes = async (db: Database, userId: string, status?: string) =>
  db
    .select()
    .from(disputes)
    .where(status ? and(eq(disputes.userId, userId), eq(disputes.status, status)) : eq(disputes.userId, userId))
    .orderBy(desc(disputes.createdAt))
    .limit(100);
