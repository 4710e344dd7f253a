/**
 * @debtshield/analyzer: reads a debt-collection letter and finds likely FDCPA / Regulation F
 * violations, with the words that prove them. Everything here is pure except the extract stage.
 *
 *   const doc = await extractDocument([{ bytes, mimeType: 'application/pdf', name: 'letter.pdf' }]);
 *   const result = analyzeDocument(doc, { answers: { state: 'CA' } });
 *   await closeOcrPool(); // when the process is done with OCR
 */

// Analysis
export {
  analyzeDocument,
  analyzeText,
  buildContext,
  documentFromText,
  DISCLAIMER,
  type Analysis,
  type AnalysisAssumption,
  type AnalysisFinding,
  type AnalysisQuestion,
  type AnalysisResult,
  type AnalysisScore,
  type AnalyzeOptions,
  type ExtractionSummary,
  type RuleError,
  type RuleRun,
} from './engine/analyze';
/** Drops what the readers keep of the last letter (analyzeDocument does it when it ends; a caller of buildContext alone calls it). */
export { forgetLastLetter } from './text/last-letter';
export { deriveGates, describeGates, REG_F_EFFECTIVE_DATE } from './engine/gates';
export { MODEL_FORM_THRESHOLD, scoreModelForm, type ModelFormScore } from './engine/model-form-score';
export { MODEL_FORM_REASON, MODEL_FORM_VALUE_CHECKS, safeHarbourOf } from './engine/run-rule';
export { addBusinessDays, earliestValidationEndDate, federalHolidays, isFederalHoliday } from '@debtshield/clocks';
export { type EvidenceQuote } from './engine/locate-evidence';

// Language (src/i18n): every sentence for a person in English (source) or Spanish
export { CATALOGUES, createLocalizer, langFrom, LANGS, localize, localizeCitation, spanishDates, type Lang } from './i18n/localize';
export { localizeResult } from './i18n/localize-result';
export { EN, type MessageKey } from './i18n/en';
export { ES } from './i18n/es';

// Output
export { toJsonReport, toJsonReportCore, type JsonReportCore } from './engine/to-json-report';
export { caretLines, formatTextReport } from './engine/format-text-report';
export { createRedactor, maskNumber, redactDeep, redactText, type Redactor } from './engine/redact-text';

// Extraction (the only IO)
export {
  closeOcrPool,
  ExtractError,
  extractDocument,
  InflateAtOnce,
  isExtractError,
  setOcrPoolSize,
  type ExtractErrorCode,
  type ExtractInput,
  type ExtractOptions,
  type ExtractResult,
} from './extract';

// Statute of limitations
export { computeSolStatus, SOL_QUESTIONS, type SolInput } from './sol/compute-sol-status';
export { DC_RANGE, getSolYears, isStateCode, SOL_TABLE, SOL_YEARS_BY_STATE, STATE_ENTRIES, STATE_NAMES, type SolYears, type StateCode } from './sol/sol-table';
export { GENERAL_SOL_CAVEATS, STATE_SOL_NOTES, type StateSolNote } from './sol/state-sol-notes';
export { DEFAULT_REVIVAL, FEDERAL_TIME_BARRED_RULES, REVIVAL_RULES, REVIVAL_WARNING, revivalRulesFor, type RevivalRule } from './sol/revival-rules';
export {
  hasRecognizedTimeBarredDisclosure,
  TIME_BARRED_DISCLOSURE_RULES,
  timeBarredDisclosureRulesFor,
  type TimeBarredDisclosureRule,
} from './sol/time-barred-disclosures';
export { REPORTING_PERIOD_NOTE, reportingPeriodEnd } from './sol/reporting-period';

// Score, strategy, deadlines
export { computeDeadlines, type Deadline, type DeadlineKind } from './score/compute-deadlines';
export { computeUrgency, type Urgency, type UrgencyLevel, type UrgencyMessage } from './score/compute-urgency';
export { DEFAULT_STRATEGY, DEFAULT_SUCCESS_PROBABILITY, recommendStrategy, STRATEGIES, type Strategy, type StrategyTemplate } from './score/recommend-strategy';
export { CONFIDENCE_WEIGHT, KIND_WEIGHT, severityScore, SEVERITY_SCALE } from './score/severity-score';
export { settlementOptions, type SettlementOption } from './score/settlement-options';
export { DEFAULT_VIOLATION_VALUE, FDCPA_STATUTORY_DAMAGES_CAP, totalValue } from './score/total-value';

// Rules
export { getRule, RULES } from './rules/registry';
export { RULE_IDS, RULE_IDS_BY_SECTION, type RuleId, type RuleSection } from './rules/rule-ids';

// Contracts
export * from './types';

// Court papers (decision 027): a summons, complaint, motion or judgment is told from a letter
export {
  classifyCourtPaper,
  COURT_PAPER_RULE_IDS,
  type CourtPaperEvidence,
  type CourtPaperKind,
  type CourtPaperPart,
  type CourtPaperReading,
} from './court-papers';
