import { extractFacts } from '../facts/extract-facts';
import { RULES } from '../rules/registry';
import { QUESTIONS } from '../rules/_shared/questions';
import { timeBarSentenceInLetter } from '../rules/_conduct-and-time-bar/time-bar';
import { type Deadline, computeDeadlines } from '../score/compute-deadlines';
import { type Urgency, computeUrgency } from '../score/compute-urgency';
import { type Strategy, recommendStrategy } from '../score/recommend-strategy';
import { findingWeight, severityScore } from '../score/severity-score';
import { totalValue } from '../score/total-value';
import { computeSolStatus, earliestOf } from '../sol/compute-sol-status';
import {
  PAGE_SEPARATOR,
  type ExtractedDocument,
  type ExtractionMethod,
  type Facts,
  type Gates,
  type IsoDate,
  type Question,
  type Rule,
  type RuleContext,
  type RuleMeta,
  type SolStatus,
  type Span,
  type UserAnswers,
} from '../types';
import { deriveGates, describeGates } from './gates';
import { todayIso } from '@debtshield/clocks';
import { type Lang } from '../i18n/localize';
import { localizeResult } from '../i18n/localize-result';
import { type EvidenceQuote, locateEvidence } from './locate-evidence';
import { type RuleRun, runRule } from './run-rule';
import { releaseTexts } from '../text/prefilter';
import { readingText } from '../text/reading-text';
import { classifyCourtPaper, COURT_PAPER_RULE_IDS, type CourtPaperReading } from '../court-papers';
import { forgetLastLetter } from '../text/last-letter';

export type { RuleRun } from './run-rule';

export type AnalyzeOptions = {
  answers?: UserAnswers;
  today?: IsoDate;
  rules?: readonly Rule[];
  /** Language of every sentence written for a person (src/i18n); quotes from the letter stay as written. Default 'en'. */
  lang?: Lang;
  /** The language the person reads, when it differs from `lang` (the API analyses in English and localizes later). Default `lang`. */
  readerLang?: Lang;
};

/** A likely violation, ready to show: the rule, the words of the letter that prove it, and how sure we are. */
export type AnalysisFinding = RuleMeta & {
  status: 'flag';
  message: string;
  confidence: 'high' | 'medium' | 'low';
  evidence: EvidenceQuote[];
  assumptions: string[];
  /** Judgment and context checks, and low-confidence ones, are phrased 'may violate' (legal-reference §0.3). */
  mayViolate: boolean;
  /** 'info' when the FDCPA may not apply (original creditor, business debt: legal-reference §0.2). */
  level: 'violation' | 'info';
  /** One line for the user, e.g. 'May violate 15 U.S.C. 1692e(5): …'. */
  headline: string;
};

export type AnalysisQuestion = Question & { askedBy: string[] };

export type AnalysisAssumption = { text: string; ruleIds: string[] };

export type RuleError = { ruleId: string; message: string };

export type ExtractionSummary = {
  method: ExtractionMethod | 'mixed';
  pages: number;
  confidence: number;
  lowConfidence: boolean;
  warnings: string[];
};

export type AnalysisScore = {
  /** 0..100 (src/score/severity-score.ts). */
  severity: number;
  /** Statutory damages the findings could support, capped at $1,000 per action (15 U.S.C. 1692k). */
  totalValue: number;
  valueCap: number;
  valueNote: string;
};

export type AnalysisResult = {
  /** What the rules saw (document, facts, gates, answers, today). */
  context: RuleContext;
  /** Every rule's result, in catalogue order. */
  runs: RuleRun[];
  today: IsoDate;
  findings: AnalysisFinding[];
  questions: AnalysisQuestion[];
  assumptions: AnalysisAssumption[];
  /** Rules that threw; each was skipped and the analysis went on. */
  errors: RuleError[];
  gates: Gates;
  gateNotes: string[];
  facts: Facts;
  sol: SolStatus;
  score: AnalysisScore;
  urgency: Urgency;
  strategy: Strategy;
  deadlines: Deadline[];
  extraction: ExtractionSummary;
  /** Whether the upload is a court paper (src/court-papers, decision 027): then only the legal-process rules ran. */
  courtPaper: CourtPaperReading;
  disclaimer: string;
};

/** Why a letter rule did not run on a court paper (decision 027). */
export const COURT_PAPER_REASON =
  'This is a court paper (a summons, complaint, motion or judgment), not a collection letter: the letter checks do not apply to it, and what matters first is the deadline to answer.';

/** The earlier name of AnalysisResult. */
export type Analysis = AnalysisResult;

export const DISCLAIMER =
  'Educational pattern analysis of your letter against the federal debt-collection rules. It is not legal advice; for advice about your situation, talk to a consumer lawyer or legal aid.';

/** A document made from plain text (typed, pasted, or a fixture). Form feeds split pages. */
export const documentFromText = (text: string): ExtractedDocument => {
  const pageTexts = text.split(/\f/).map((p) => p.replace(/^\n|\n$/g, ''));
  let offset = 0;
  const pages = pageTexts.map((pageText, index) => {
    const page = { index, text: pageText, method: 'plain-text' as const, confidence: 1, words: [], offset };
    offset += pageText.length + PAGE_SEPARATOR.length;
    return page;
  });
  return {
    text: pageTexts.join(PAGE_SEPARATOR),
    pages,
    method: 'plain-text',
    confidence: 1,
    lowConfidence: false,
    warnings: [],
  };
};

export const buildContext = (doc: ExtractedDocument, options: AnalyzeOptions = {}): RuleContext => {
  const answers = options.answers ?? {};
  const today = options.today ?? todayIso();
  const facts = extractFacts(doc);
  const gates = deriveGates(doc, facts, answers);
  // The rules read the letter's words without a quoter's marks or line-break hyphens, at the same offsets (decision 083).
  const text = readingText(doc.text);
  const admitted = timeBarSentenceInLetter(text);
  const sol = computeSolStatus({
    state: gates.state,
    lastPaymentDate: answers.lastPaymentDate ?? facts.lastPaymentDate?.value,
    chargeOffDate: facts.chargeOffDate?.value,
    firstDelinquencyDate: facts.firstDelinquencyDate?.value,
    noPaymentAfter: facts.noPaymentAfter?.value,
    // The person's last payment date is exact; a printed one may be a month or a year.
    earliest: earliestOf(answers.lastPaymentDate ? { ...facts, lastPaymentDate: undefined } : facts),
    acknowledgedDebtInWriting: answers.acknowledgedDebtInWriting,
    // Whether the time limit to sue has passed, as the person knows it without a date (decision 254).
    pastLimitationPeriod: answers.debtPastLimitationPeriod,
    // The collector's own words that the debt is past the time to sue (decision 545), where no date or answer settles it.
    ...(admitted ? { letterSaysTimeBarred: admitted } : {}),
    today,
  });
  return { doc, text, facts, gates, answers, today, sol, readerLang: options.readerLang ?? options.lang ?? 'en' };
};

/** Evidence exactly as it stands in the document (a rule's span text is re-read from the offsets). */
const quote = (doc: ExtractedDocument, span: Span): EvidenceQuote => {
  const start = Math.max(0, Math.min(span.start, doc.text.length));
  const end = Math.max(start, Math.min(span.end, doc.text.length));
  return locateEvidence(doc, { start, end, text: doc.text.slice(start, end) });
};

const toFinding = (run: RuleRun, ctx: RuleContext, level: 'violation' | 'info'): AnalysisFinding | undefined => {
  const r = run.result;
  if (r.status !== 'flag') return undefined;
  const meta = run.rule.meta;
  const mayViolate = meta.kind !== 'objective' || r.confidence === 'low';
  const verb = level === 'info' ? 'For information (the FDCPA may not apply): may conflict with' : mayViolate ? 'May violate' : 'Appears to violate';
  return {
    ...meta,
    status: 'flag',
    message: r.message,
    confidence: r.confidence,
    evidence: r.evidence.map((s) => quote(ctx.doc, s)),
    assumptions: r.assumptions ?? [],
    mayViolate,
    level,
    headline: `${verb} ${meta.citation}: ${meta.title}`,
  };
};

const collectQuestions = (runs: RuleRun[], sol: SolStatus, answers: UserAnswers): AnalysisQuestion[] => {
  const byId = new Map<string, AnalysisQuestion>();
  const add = (q: Question, askedBy: string): void => {
    if (answers[q.id] !== undefined) return;
    const existing = byId.get(q.id);
    if (existing) {
      if (!existing.askedBy.includes(askedBy)) existing.askedBy.push(askedBy);
    } else byId.set(q.id, { ...q, askedBy: [askedBy] });
  };
  for (const run of runs) if (run.result.status === 'needs_input') for (const q of run.result.questions) add(q, run.rule.meta.id);
  if (sol.question) add(sol.question, 'statute_of_limitations');
  // Beside the last payment date, its alternative for a person who does not know the date (decision 254).
  if (sol.question?.id === 'lastPaymentDate' && answers.lastPaymentDate === undefined) add(QUESTIONS.debtPastLimitationPeriod, 'statute_of_limitations');
  return [...byId.values()];
};

const collectAssumptions = (runs: RuleRun[]): AnalysisAssumption[] => {
  const byText = new Map<string, AnalysisAssumption>();
  for (const run of runs) {
    const r = run.result;
    const list = r.status === 'not_applicable' ? [] : (r.assumptions ?? []);
    for (const text of list) {
      const existing = byText.get(text);
      if (existing) existing.ruleIds.push(run.rule.meta.id);
      else byText.set(text, { text, ruleIds: [run.rule.meta.id] });
    }
  }
  return [...byText.values()];
};

const LEVEL_ORDER = { violation: 0, info: 1 } as const;

/** Runs every rule on an extracted document and scores the result. Deterministic given `options.today`. */
export const analyzeDocument = (doc: ExtractedDocument, options: AnalyzeOptions = {}): AnalysisResult => {
  try {
    return analyzeUnreleased(doc, options);
  } finally {
    // Nothing of this letter is kept for the next one: the prefilter's index and every reader's memo.
    releaseTexts();
    forgetLastLetter();
  }
};

const analyzeUnreleased = (doc: ExtractedDocument, options: AnalyzeOptions): AnalysisResult => {
  const context = buildContext(doc, options);
  const { facts, gates, answers, today } = context;
  const sol = context.sol as SolStatus;
  // Court papers first (decision 027): a summons or complaint is not judged as a collection letter.
  const courtPaper = classifyCourtPaper(doc.text);
  const rules = options.rules ?? RULES;
  const runs = rules.map((rule): RuleRun =>
    courtPaper.isCourtPaper && !COURT_PAPER_RULE_IDS.has(rule.meta.id)
      ? { rule, result: { status: 'not_applicable', reason: COURT_PAPER_REASON } }
      : runRule(rule, context),
  );

  const level: 'violation' | 'info' = gates.isDebtCollector === false || gates.isConsumerDebt === false ? 'info' : 'violation';
  const findings = runs
    .map((run) => toFinding(run, context, level))
    .filter((f): f is AnalysisFinding => f !== undefined)
    .map((f, order) => ({ f, order, weight: findingWeight(f) }))
    .sort((a, b) => LEVEL_ORDER[a.f.level] - LEVEL_ORDER[b.f.level] || b.weight - a.weight || a.order - b.order)
    .map(({ f }) => f);

  const deadlines = courtPaper.isCourtPaper ? [] : computeDeadlines({ facts, gates, answers, sol, today, hasFindings: findings.length > 0 });
  const value = totalValue(findings.filter((f) => f.level === 'violation').map((f) => f.value));

  const result: AnalysisResult = {
    context,
    runs,
    today,
    findings,
    questions: collectQuestions(runs, sol, answers),
    assumptions: collectAssumptions(runs),
    errors: runs.flatMap((r) => (r.error === undefined ? [] : [{ ruleId: r.rule.meta.id, message: r.error }])),
    gates,
    gateNotes: describeGates(gates),
    facts,
    sol,
    score: { severity: severityScore(findings), totalValue: value.totalValue, valueCap: value.cap, valueNote: value.note },
    urgency: computeUrgency({ deadlines, sol, gates, findingIds: findings.map((f) => f.id) }),
    strategy: recommendStrategy({ findings, sol, gates, facts, deadlines, answers }),
    deadlines,
    extraction: {
      method: doc.method,
      pages: doc.pages.length,
      confidence: doc.confidence,
      lowConfidence: doc.lowConfidence,
      warnings: doc.warnings,
    },
    courtPaper,
    disclaimer: DISCLAIMER,
  };
  return localizeResult(result, options.lang ?? 'en');
};

/** Runs every rule on a letter's text. */
export const analyzeText = (text: string, options: AnalyzeOptions = {}): AnalysisResult => analyzeDocument(documentFromText(text), options);
