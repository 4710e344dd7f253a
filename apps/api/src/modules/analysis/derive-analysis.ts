import { analyzeDocument, createRedactor, type ExtractedDocument, type Lang, type UserAnswers } from '@debtshield/analyzer';
import type { Answers } from '@debtshield/contracts';
import { generateLetter, letterKindForStrategy, type ConsumerDetails, type Letter } from '@debtshield/letters';
import { intelColumns } from '../intel/collector-key';
import { summarizeAnalysis, type AnalysisSummary } from '../letters/letter-inputs';
import type { StoredExtraction } from './analysis.repository';
import { analysisBody, type AnalysisBody } from './present-analysis';
import { buildEnhancement, type Enhancement } from './present-enhancement';

/**
 * Everything an analysis yields that does not depend on who asked: the response body (all
 * findings), the summary kept for letters, the response letter, the masked text to keep for an
 * hour. Pure and plain data, so it can be computed in a worker thread (see analysis-pool.ts).
 */
export type DerivedAnalysis = {
  body: AnalysisBody;
  summary: AnalysisSummary;
  letter: Letter;
  /** The letter's text with SSNs and account numbers masked (same offsets). */
  documentText: string;
  extraction: StoredExtraction;
  /** Enhance flow: the user's own letter, masked, and its full enhancement (access is applied later). */
  userLetterMasked: string | null;
  enhancement: Enhancement | null;
};

export type DeriveOptions = {
  state: string;
  answers: Answers;
  today: string;
  userLetterText: string | null;
  /** The language the person reads: the body stays English (localized when presented), but a question only a reader of Spanish is asked depends on it. */
  lang?: Lang;
  /**
   * The signed-in person's profile (name, mailing address; issue 27): it fills the response letter's
   * sender block. Absent for a visitor: the letter keeps the collector letter's addressee or its blanks.
   */
  consumer?: ConsumerDetails;
};

const storedExtraction = (doc: ExtractedDocument): StoredExtraction => ({
  method: doc.method,
  confidence: doc.confidence,
  lowConfidence: doc.lowConfidence,
  warnings: doc.warnings,
  pages: doc.pages.map((p) => ({ index: p.index, offset: p.offset, method: p.method, confidence: p.confidence })),
});

/** The response letter the strategy calls for, specific to this letter, signed with the profile when there is one. */
export const responseLetter = (summary: AnalysisSummary, state: string, today: string, consumer?: ConsumerDetails): Letter =>
  generateLetter({
    kind: letterKindForStrategy(summary.strategy),
    date: today,
    ...(consumer ? { consumer } : {}),
    facts: summary.facts,
    findings: summary.findings,
    state,
    sol: summary.sol,
  });

/** Rules, score, strategy, letter and redaction for one extracted letter. */
export const deriveAnalysis = (doc: ExtractedDocument, { state, answers, today, userLetterText, lang = 'en', consumer }: DeriveOptions): DerivedAnalysis => {
  const result = analyzeDocument(doc, { answers: answers as UserAnswers, today, readerLang: lang });
  const summary = summarizeAnalysis(result, state);
  const { documentText, redact } = createRedactor(doc.text, result.facts);
  return {
    body: analysisBody(result),
    summary,
    letter: responseLetter(summary, state, today, consumer),
    documentText,
    extraction: storedExtraction(doc),
    userLetterMasked: userLetterText === null ? null : redact(userLetterText),
    enhancement: userLetterText === null ? null : buildEnhancement({ userLetter: userLetterText, summary, today, redact }),
  };
};

/** The summary as a new analysis stores it: its JSON text and the collector-intel columns drawn from it. */
export type StoredSummary = { json: string; intel: ReturnType<typeof intelColumns> };

export const storedSummary = (summary: AnalysisSummary): StoredSummary => ({ json: JSON.stringify(summary), intel: intelColumns(summary) });

/**
 * A new analysis as it reaches the request's thread: the summary already in the form it is stored in
 * (decision 126). The request only stores it (and reads its facts for a paying owner's credit
 * mismatches), so from an analysis thread it crosses as one string, not as objects the main thread
 * would rebuild and then serialise again for the insert.
 */
export type NewAnalysis = Omit<DerivedAnalysis, 'summary'> & { summary: StoredSummary };

export const forStoring = ({ summary, ...derived }: DerivedAnalysis): NewAnalysis => ({ ...derived, summary: storedSummary(summary) });
