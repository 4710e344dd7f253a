import type { RuleKind } from '../types';

/**
 * Severity 0–100 from the findings (issue 3 §5; formula also in packages/analyzer/README.md):
 *
 *   weight(f) = severity(f) × KIND_WEIGHT[kind] × CONFIDENCE_WEIGHT[confidence] × LEVEL_WEIGHT[level]
 *   score     = round(100 × (1 − exp(−Σ weight / SCALE)))
 *
 * Diminishing returns: each finding adds less as the total grows, and the score never reaches 100.
 * With SCALE = 20: one certain objective finding of severity 8 scores 33, three score 70, a single
 * technical one (severity 2) scores 10.
 */

export const KIND_WEIGHT: Readonly<Record<RuleKind, number>> = {
  /** A required element missing or a number wrong: high precision. */
  objective: 1,
  /** Decided with the user's own facts. */
  context: 0.8,
  /** How the least sophisticated consumer would read it: 'may violate'. */
  judgment: 0.6,
};

export const CONFIDENCE_WEIGHT: Readonly<Record<'high' | 'medium' | 'low', number>> = { high: 1, medium: 0.7, low: 0.4 };

/** 'info' findings: the sender may not be a debt collector, or the debt may not be a consumer debt. */
export const LEVEL_WEIGHT: Readonly<Record<'violation' | 'info', number>> = { violation: 1, info: 0.25 };

export const SEVERITY_SCALE = 20;

export type ScoredFinding = {
  severity: number;
  kind: RuleKind;
  confidence: 'high' | 'medium' | 'low';
  level: 'violation' | 'info';
};

export const findingWeight = (f: ScoredFinding): number =>
  Math.min(10, Math.max(0, f.severity)) * KIND_WEIGHT[f.kind] * CONFIDENCE_WEIGHT[f.confidence] * LEVEL_WEIGHT[f.level];

export const severityScore = (findings: readonly ScoredFinding[]): number => {
  const total = findings.reduce((sum, f) => sum + findingWeight(f), 0);
  return Math.round(100 * (1 - Math.exp(-total / SEVERITY_SCALE)));
};
