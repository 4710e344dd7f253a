import type { Address, ExtractedDocument, Fact, Span } from '../types';
import type { AnalysisResult } from './analyze';
import { pageOfSpan } from './locate-evidence';
import { createRedactor, redactDeep } from './redact-text';

/**
 * The analysis as one JSON object (CLI `--json`, issue 3 'The output'): the AnalysisResult without
 * the raw document and rule functions, with the keys (fields, severity_score,
 * success_probability, extraction) and the spec's blocks (strategic_analysis, violations, urgency,
 * spec 000 §3). Every string is passed through redactText: no full account number leaves.
 */

type Evidence = { text: string; page: number; start: number; end: number };
type Field = { value: unknown; evidence: Evidence | null };

/** Evidence text is read from the redacted document text (same offsets), never from the raw letter. */
const evidenceOf = (doc: ExtractedDocument, redactedText: string, span: Span | undefined): Evidence | null => {
  if (!span || span.end <= span.start) return null;
  // Only the page is reported: not the line and column locateEvidence works out with it.
  return { text: redactedText.slice(span.start, span.end), page: pageOfSpan(doc, span), start: span.start, end: span.end };
};

const buildFields = (result: AnalysisResult, redactedText: string): Record<string, Field | Field[]> => {
  const doc = result.context.doc;
  const evidence = (span: Span | undefined): Evidence | null => evidenceOf(doc, redactedText, span);
  const f = result.facts;
  const out: Record<string, Field | Field[]> = {};
  const put = <T>(key: string, fact: Fact<T> | undefined): void => {
    if (fact) out[key] = { value: fact.value, evidence: evidence(fact.span) };
  };
  const putAddress = (key: string, address: Address | undefined): void => {
    if (address) out[key] = { value: address.lines, evidence: evidence(address.span) };
  };
  put('collector_name', f.collector?.name);
  putAddress('collector_address', f.collector?.address);
  put('collector_phone', f.collector?.phone);
  put('collector_website', f.collector?.website);
  put('current_creditor', f.currentCreditor);
  put('original_creditor', f.originalCreditor);
  put('itemization_date_creditor', f.itemizationDateCreditor);
  out.account_numbers = f.accountNumbers.map((a) => ({ value: { masked: a.masked, last4: a.last4, kind: a.kind }, evidence: evidence(a.span) }));
  put('consumer_name', f.consumer?.name);
  putAddress('consumer_address', f.consumer?.address);
  put('letter_date', f.letterDate);
  put('itemization_date', f.itemizationDate);
  put('amount_on_itemization_date', f.itemization.amountOnItemizationDate);
  put('interest', f.itemization.interest);
  put('fees', f.itemization.fees);
  put('payments_and_credits', f.itemization.paymentsAndCredits);
  put('current_amount', f.itemization.currentAmount);
  if (f.itemization.separatePageReference) out.itemization_on_separate_page = { value: true, evidence: evidence(f.itemization.separatePageReference) };
  put('validation_end_date', f.validationEndDate);
  out.settlement_offers = f.settlementOffers.map((o) => ({
    value: { amount: o.amount?.value ?? null, percent: o.percent?.value ?? null, deadline: o.deadline?.value ?? null },
    evidence: evidence(o.span),
  }));
  out.language = { value: f.language, evidence: null };
  out.debt_types = f.debtTypeHints.map((h) => ({ value: h.value, evidence: evidence(h.span) }));
  put('last_payment_date', f.lastPaymentDate);
  put('charge_off_date', f.chargeOffDate);
  put('first_delinquency_date', f.firstDelinquencyDate);
  out.amounts = f.amounts.map((a) => ({ value: a.value, evidence: evidence(a.span) }));
  if (f.balances) out.balances = f.balances.map((b) => ({ value: b.value, evidence: evidence(b.span) }));
  if (f.paymentDeadlines) out.payment_deadlines = f.paymentDeadlines.map((d) => ({ value: d.value, evidence: evidence(d.span) }));
  return out;
};

/** What of the JSON report a caller that presents the analysis itself reads: its fields and findings, redacted as `toJsonReport` has them. */
export type JsonReportCore = { fields: Record<string, Field | Field[]>; findings: ReturnType<typeof findingsOf> };

const findingsOf = (result: AnalysisResult, documentText: string) =>
  result.findings.map((f) => ({
    id: f.id,
    title: f.title,
    citation: f.citation,
    kind: f.kind,
    section: f.section,
    severity: f.severity,
    value: f.value,
    confidence: f.confidence,
    level: f.level,
    may_violate: f.mayViolate,
    headline: f.headline,
    evidence: f.evidence.map((e) => ({ text: documentText.slice(e.start, e.end), page: e.page, start: e.start, end: e.end, line: e.line, column: e.column })),
    explanation: f.message,
    description: f.description,
    assumptions: f.assumptions,
  }));

/**
 * The report's fields and findings alone, redacted (the API presents the rest from the result: the rules'
 * statuses, gates and the other blocks of `toJsonReport` it would build and mask only to drop them).
 * Each string masked as in `toJsonReport`, so the two read the same.
 */
export const toJsonReportCore = (result: AnalysisResult): JsonReportCore => {
  const { documentText, redact } = createRedactor(result.context.text, result.facts);
  return redactDeep({ fields: buildFields(result, documentText), findings: findingsOf(result, documentText) }, redact);
};

export const toJsonReport = (result: AnalysisResult): Record<string, unknown> => {
  const { strategy, score, urgency } = result;
  const { documentText, redact } = createRedactor(result.context.text, result.facts);
  const findings = findingsOf(result, documentText);
  const report = {
    today: result.today,
    fields: buildFields(result, documentText),
    findings,
    sol: result.sol,
    severity_score: score.severity,
    strategy: strategy.recommendedStrategy,
    success_probability: strategy.successProbability,
    success_probability_is_estimate: true,
    success_probability_basis: strategy.successProbabilityBasis,
    deadlines: result.deadlines,
    questions: result.questions,
    extraction: result.extraction,
    total_value: score.totalValue,
    total_value_note: score.valueNote,
    urgency: urgency.messages,
    strategic_analysis: {
      recommended_strategy: strategy.recommendedStrategy,
      success_probability: strategy.successProbability,
      strategy_explanation: strategy.explanation,
      urgency_level: urgency.level,
      settlement_options: strategy.settlementOptions,
      ...(strategy.settlementNote ? { settlement_note: strategy.settlementNote } : {}),
      current_collector: strategy.currentCollector ?? null,
      debt_amount: strategy.debtAmount ?? null,
    },
    violations: {
      violation_count: findings.filter((f) => f.level === 'violation').length,
      severity_score: score.severity,
      total_value: score.totalValue,
      violations: findings.map((f) => ({ type: f.id, value: f.value, description: f.explanation, legal_basis: f.citation })),
    },
    assumptions: result.assumptions,
    gates: result.gates,
    gate_notes: result.gateNotes,
    rules: result.runs.map((r) => ({
      id: r.rule.meta.id,
      status: r.result.status,
      ...(r.result.status === 'not_applicable' ? { reason: r.result.reason } : {}),
      ...(r.error ? { error: r.error } : {}),
    })),
    errors: result.errors,
    disclaimer: result.disclaimer,
  };
  return redactDeep(report, redact);
};
