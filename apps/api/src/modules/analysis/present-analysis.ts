import type { AnalyzeResponse, FlowType } from '@debtshield/contracts';
import type { AnalysisResult, Lang } from '@debtshield/analyzer';
import { createRedactor, localize, localizeCitation, toJsonReportCore } from '@debtshield/analyzer';

export type AccessLevel = 'full' | 'preview';

export type AccessBlock = AnalyzeResponse['access'];

type Report = {
  fields: AnalyzeResponse['fields'];
  findings: {
    id: string;
    title: string;
    citation: string;
    kind: 'objective' | 'judgment' | 'context';
    severity: number;
    value: number;
    confidence: 'high' | 'medium' | 'low';
    level: 'violation' | 'info';
    may_violate: boolean;
    evidence: { text: string; page: number; start: number; end: number }[];
    explanation: string;
    description: string;
    assumptions: string[];
  }[];
};

/**
 * The fields and findings of the analysis' JSON report, redacted (account numbers and SSNs masked in every
 * string): the rest of that report the API does not read, so it is not built.
 */
export const reportOf = (result: AnalysisResult): Report => {
  // One request builds the summary, the letter and the response from the same result: report it once.
  let report = reports.get(result);
  if (!report) {
    report = toJsonReportCore(result) as unknown as Report;
    reports.set(result, report);
  }
  return report;
};
const reports = new WeakMap<AnalysisResult, Report>();

export type PresentOptions = {
  analysisId: string;
  flowType: FlowType;
  level: AccessLevel;
  access: AccessBlock;
  letter: AnalyzeResponse['letter'];
  enhancement: AnalyzeResponse['enhancement'];
  disputeId: string | null;
  /** The browser's secret, returned once with an analysis made before signing in. */
  analysisKey?: string | null;
  /** Language of the sentences (Accept-Language); default English. */
  lang?: Lang;
  /** The owner's credit reports that disagree with this letter (shown with full access only). */
  creditMismatches?: AnalyzeResponse['credit_report_mismatches'];
};

/** The parts of the response of spec 000 §3 that do not depend on who asks: plain data (it crosses threads). */
export type AnalysisBody = Omit<AnalyzeResponse, 'success' | 'analysis_id' | 'flow_type' | 'letter' | 'enhancement' | 'dispute_id' | 'access'> & {
  /** For each of `assumptions`, the rules that made it: a preview keeps only those of the finding it shows. Never sent. */
  assumption_rules: string[][];
};

/** What the court-paper reader found (decision 027), its words masked like the rest; never withheld by access. */
export const presentCourtPaper = (result: AnalysisResult): NonNullable<AnalyzeResponse['court_paper']> => {
  const c = result.courtPaper;
  const { redact } = createRedactor(result.context.text, result.facts);
  const masked = (v: string | null): string | null => (v === null ? null : redact(v));
  return {
    is_court_paper: c.isCourtPaper,
    kinds: c.kinds,
    found: c.evidence.map((e) => e.part),
    missing: c.missing,
    claims_court_without_parts: c.claimsCourtWithoutParts,
    court: masked(c.court),
    case_number: masked(c.caseNumber),
    plaintiff: masked(c.plaintiff),
    defendant: masked(c.defendant),
    plaintiff_attorney: masked(c.plaintiffAttorney),
    stated_days_to_answer: c.statedDaysToAnswer,
    caption_state: c.captionState,
    court_level: c.courtLevel,
  };
};

/** Every finding, score, field and date of an analysis, redacted; access is applied by presentAnalysis. */
export const analysisBody = (result: AnalysisResult): AnalysisBody => {
  const report = reportOf(result);
  const violations = report.findings.map((f) => ({
    id: f.id,
    type: f.id,
    violation_type: f.title,
    title: f.title,
    legal_basis: f.citation,
    description: f.description,
    explanation: f.explanation,
    kind: f.kind,
    confidence: f.confidence,
    may_violate: f.may_violate,
    level: f.level,
    severity: f.severity,
    statutory_damages: f.value,
    value: f.value,
    evidence: f.evidence.map(({ text, page, start, end }) => ({ text, page, start, end })),
    assumptions: f.assumptions,
  }));
  const { strategy, score, urgency, sol } = result;
  return {
    strategic_analysis: {
      recommended_strategy: strategy.recommendedStrategy,
      success_probability: strategy.successProbability,
      success_probability_is_estimate: true,
      success_probability_basis: strategy.successProbabilityBasis,
      strategy_explanation: strategy.explanation,
      urgency_level: urgency.level,
      settlement_options: strategy.settlementOptions.map((o) => ({ percentage: o.percentage, amount: o.amount, savings: o.savings })),
      current_collector: strategy.currentCollector ?? null,
      debt_amount: strategy.debtAmount ?? null,
    },
    violations: {
      violation_count: violations.length,
      severity_score: score.severity,
      total_value: score.totalValue,
      violations,
      hidden_count: 0,
    },
    total_violations: violations.length,
    total_value: score.totalValue,
    urgency: urgency.messages.map((m) => ({ level: m.level, message: m.message })),
    fields: report.fields,
    sol: {
      status: sol.status,
      state: sol.state,
      years: sol.years,
      runs_out_on: sol.runsOutOn ?? null,
      basis: sol.basis,
      question: sol.question?.text ?? null,
      notes: sol.notes,
      from_answer: sol.fromAnswer === true,
      from_letter: sol.fromLetter === true,
    },
    deadlines: result.deadlines.map((d) => ({ date: d.date, label: d.label, source: d.source, kind: d.kind })),
    questions: result.questions.map((q) => ({ id: String(q.id), text: q.text, type: q.type })),
    assumptions: result.assumptions.map((a) => a.text),
    assumption_rules: result.assumptions.map((a) => a.ruleIds),
    extraction: {
      method: result.extraction.method,
      pages: result.extraction.pages,
      confidence: result.extraction.confidence,
      low_confidence: result.extraction.lowConfidence,
      warnings: result.extraction.warnings,
    },
    disclaimer: result.disclaimer,
    ...(result.courtPaper.isCourtPaper || result.courtPaper.claimsCourtWithoutParts ? { court_paper: presentCourtPaper(result) } : {}),
    threatens_arrest: violations.some((v) => v.id === 'threat_arrest_or_criminal'),
  };
};

/**
 * The body in `lang`: every sentence the analyzer wrote for a person, through the analyzer's catalogues.
 * Words quoted from the letter (evidence, fields), ids, the cited sources and numbers are left as they are; a
 * citation's own words ("comments … to …") are in `lang` too (decision 251). The
 * stored analysis is language-neutral (masked text and answers, re-run on read), so one analysis can be
 * read in either language.
 */
export const localizeBody = (body: AnalysisBody, lang: Lang): AnalysisBody => {
  if (lang === 'en') return body;
  const t = (text: string): string => localize(text, lang);
  const { strategic_analysis: strategy, violations, sol } = body;
  return {
    ...body,
    strategic_analysis: {
      ...strategy,
      ...(strategy.success_probability_basis !== undefined ? { success_probability_basis: t(strategy.success_probability_basis) } : {}),
      strategy_explanation: t(strategy.strategy_explanation),
    },
    violations: {
      ...violations,
      violations: violations.violations.map((v) => ({
        ...v,
        violation_type: t(v.violation_type),
        legal_basis: localizeCitation(v.legal_basis, lang),
        title: t(v.title),
        description: t(v.description),
        explanation: t(v.explanation),
        assumptions: v.assumptions.map(t),
      })),
    },
    urgency: body.urgency.map((u) => ({ ...u, message: t(u.message) })),
    sol: { ...sol, basis: t(sol.basis), question: sol.question === null ? null : t(sol.question), notes: sol.notes.map(t) },
    deadlines: body.deadlines.map((d) => ({ ...d, label: t(d.label), source: t(d.source) })),
    questions: body.questions.map((q) => ({ ...q, text: t(q.text) })),
    assumptions: body.assumptions.map(t),
    extraction: { ...body.extraction, warnings: body.extraction.warnings.map(t) },
    disclaimer: t(body.disclaimer),
  };
};

/**
 * Builds the response of spec 000 §3 from an analysis. What the access level does not pay for is
 * left out here, on the server: a preview carries the first violation only (and the count of the
 * rest) and the first paragraph of the letter.
 */
export const presentAnalysis = (english: AnalysisBody, options: PresentOptions): AnalyzeResponse => {
  const lang = options.lang ?? 'en';
  const { assumption_rules: assumptionRules, ...body } = localizeBody(english, lang);
  const all = body.violations.violations;
  const shown = options.level === 'full' ? all : all.slice(0, 1);
  // A preview is built from the finding it shows: the assumptions of hidden findings would quote their words.
  const shownIds = new Set(shown.map((v) => v.id));
  const assumptions =
    options.level === 'full' ? body.assumptions : body.assumptions.filter((_, i) => (assumptionRules[i] ?? []).some((id) => shownIds.has(id)));
  return {
    success: true,
    analysis_id: options.analysisId,
    ...(options.analysisKey ? { analysis_key: options.analysisKey } : {}),
    flow_type: options.flowType,
    ...body,
    violations: { ...body.violations, violations: shown, hidden_count: all.length - shown.length },
    assumptions,
    letter: options.letter,
    enhancement: options.enhancement,
    dispute_id: options.disputeId,
    access: options.access,
    language: lang,
    ...(options.level === 'full' && options.creditMismatches?.length ? { credit_report_mismatches: options.creditMismatches } : {}),
  };
};
