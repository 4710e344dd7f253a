import { getRule } from '@debtshield/analyzer';
import { USER_VIOLATION_LAW, type UserViolationType, type ViolationHistoryItem } from '@debtshield/contracts';
import type { AnalysisSummary } from '../letters/letter-inputs';
import type { UserViolationRow } from './dashboard.repository';

/** Weight of an added violation (1–10), by the same scale as the analyzer's rules. */
const USER_VIOLATION_SEVERITY: Record<UserViolationType, number> = {
  calls_outside_hours: 6,
  workplace_contact: 6,
  third_party_disclosure: 8,
  abusive_language: 7,
  repeated_calls: 6,
  threat: 8,
  false_credit_reporting: 7,
  contact_after_cease: 8,
  contact_when_represented: 8,
  other: 5,
};

export const USER_VIOLATION_TITLES: Record<UserViolationType, string> = {
  calls_outside_hours: 'Contact at an inconvenient time (before 8 a.m. or after 9 p.m.)',
  workplace_contact: 'Contact at work after being told it is not allowed',
  third_party_disclosure: 'Your debt discussed with someone else',
  abusive_language: 'Obscene, profane or abusive language',
  repeated_calls: 'Repeated or continuous calls',
  threat: 'A threat of action that cannot or will not be taken',
  false_credit_reporting: 'False credit information, or a threat to report it',
  contact_after_cease: 'Contact after a written request to stop',
  contact_when_represented: 'Contact after learning you have a lawyer',
  other: 'Other conduct',
};

type StoredAnalysis = { id: string; createdAt: Date; summary: Partial<AnalysisSummary> };

/** Every likely violation of the user's analyses, one item per finding. */
export const analysisViolations = (rows: readonly StoredAnalysis[]): ViolationHistoryItem[] =>
  rows.flatMap((row) =>
    (row.summary.findings ?? []).map((f) => ({
      id: `${row.id}:${f.id}`,
      type: f.id,
      title: f.title,
      description: f.message ?? f.title,
      law: f.citation,
      collectorName: row.summary.collectorName ?? null,
      letterDate: row.summary.letterDate ?? null,
      date: row.createdAt.toISOString(),
      analysisId: row.id,
      severity: getRule(f.id)?.meta.severity ?? 5,
      confidence: f.confidence ?? null,
      hasEvidence: (f.evidence ?? []).length > 0,
      source: 'analysis' as const,
    })),
  );

export const userAddedViolation = (row: UserViolationRow): ViolationHistoryItem => {
  const type = row.type as UserViolationType;
  return {
    id: row.id,
    type,
    title: USER_VIOLATION_TITLES[type] ?? USER_VIOLATION_TITLES.other,
    description: row.description,
    law: USER_VIOLATION_LAW[type] ?? USER_VIOLATION_LAW.other,
    collectorName: row.collectorName,
    letterDate: row.occurredOn,
    date: row.createdAt.toISOString(),
    analysisId: null,
    severity: USER_VIOLATION_SEVERITY[type] ?? 5,
    confidence: null,
    hasEvidence: row.hasEvidence,
    source: 'user_added',
  };
};
