import type { AnalysisSummary } from '../letters/letter-inputs';
import { TEXT_RETENTION_MS } from './analysis.repository';

/**
 * What an analysis keeps after its hour (the FAQ's promise: letters are deleted within 1 hour): what
 * the person's history needs — collector and creditors, amounts, dates, rule ids with their titles and
 * citations, masked account numbers (last 4) — and nothing of the letter's own words (quotes, the
 * spans facts were read from, explanations that quote them), nor the consumer's name and address.
 */
const strip = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'span' && key !== 'spans' && key !== 'evidence' && key !== 'consumer')
        .map(([key, v]) => [key, strip(v)]),
    );
  }
  return value;
};

export const historySummary = (summary: AnalysisSummary): AnalysisSummary => ({
  ...summary,
  facts: strip(summary.facts) as AnalysisSummary['facts'],
  findings: summary.findings.map((f) => ({
    id: f.id,
    title: f.title,
    citation: f.citation,
    kind: f.kind,
    ...(f.confidence ? { confidence: f.confidence } : {}),
    evidence: [],
  })),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A short choice (an option id, a state code), not text a person typed. */
const CHOICE = /^[A-Za-z_]{1,40}$/;

/** Answers after the hour: yes/no, numbers, dates and choices; free text (an envelope's words) goes. */
export const historyAnswers = (answers: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(answers).filter(
      ([, v]) => typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && (ISO_DATE.test(v) || CHOICE.test(v))),
    ),
  );

/** Whether an analysis's letter data is past its hour (read time: the purge job may not have run yet). */
export const letterDataExpired = (row: { createdAt: Date; textExpiresAt: Date | null }, now: Date = new Date()): boolean =>
  (row.textExpiresAt ?? new Date(row.createdAt.getTime() + TEXT_RETENTION_MS)).getTime() <= now.getTime();

/** The summary as it may be read now: whole within the hour, the history part after it. */
export const summaryAsOf = (row: { createdAt: Date; textExpiresAt: Date | null; summary: unknown }, now: Date = new Date()): AnalysisSummary =>
  letterDataExpired(row, now) ? historySummary(row.summary as AnalysisSummary) : (row.summary as AnalysisSummary);
