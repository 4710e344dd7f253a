import type { AnalysisResult } from '@debtshield/analyzer';
import { createRedactor, redactDeep } from '@debtshield/analyzer';
import type { LetterFacts, LetterFinding, LetterSol } from '@debtshield/letters';
import { reportOf } from '../analysis/present-analysis';

/** What a stored analysis keeps to write letters later: facts, findings and SOL, all redacted. */
export type AnalysisSummary = {
  facts: LetterFacts;
  findings: LetterFinding[];
  sol: LetterSol;
  state: string;
  strategy: string;
  strategyTemplate: string;
  successProbability: number;
  collectorName: string | null;
  debtAmount: number | null;
  violationCount: number;
  severityScore: number;
  totalValue: number;
  letterDate: string | null;
  /** The upload was a court paper (decision 027), not a collector's letter. Absent on analyses stored before. */
  courtPaper?: boolean;
};

export const summarizeAnalysis = (result: AnalysisResult, state: string): AnalysisSummary => {
  const { redact } = createRedactor(result.context.text, result.facts);
  const report = reportOf(result);
  const facts = redactDeep(result.facts, redact) as unknown as LetterFacts;
  return {
    facts,
    findings: report.findings.map((f) => ({
      id: f.id,
      title: f.title,
      citation: f.citation,
      kind: f.kind,
      message: f.explanation,
      confidence: f.confidence,
      evidence: f.evidence.map((e) => ({ text: e.text })),
    })),
    sol: { status: result.sol.status, state: result.sol.state, years: result.sol.years, runsOutOn: result.sol.runsOutOn, basis: result.sol.basis },
    state,
    strategy: result.strategy.recommendedStrategy,
    strategyTemplate: result.strategy.template,
    successProbability: result.strategy.successProbability,
    collectorName: result.strategy.currentCollector ?? result.facts.collector?.name.value ?? null,
    debtAmount: result.strategy.debtAmount ?? null,
    violationCount: report.findings.length,
    severityScore: result.score.severity,
    totalValue: result.score.totalValue,
    letterDate: result.facts.letterDate?.value ?? null,
    ...(result.courtPaper.isCourtPaper ? { courtPaper: true } : {}),
  };
};
