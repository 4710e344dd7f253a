import { extractFacts } from '../facts/extract-facts';
import { RULES } from '../rules/registry';
import { PAGE_SEPARATOR, type ExtractedDocument, type IsoDate, type Rule, type RuleContext, type RuleResult, type UserAnswers } from '../types';
import { deriveGates } from './gates';

export type AnalyzeOptions = { answers?: UserAnswers; today?: IsoDate; rules?: readonly Rule[] };

export type RuleRun = { rule: Rule; result: RuleResult };

export type Analysis = { context: RuleContext; runs: RuleRun[] };

const todayIso = (): IsoDate => new Date().toISOString().slice(0, 10);

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
  const facts = extractFacts(doc);
  return { doc, text: doc.text, facts, gates: deriveGates(doc, facts, answers), answers, today: options.today ?? todayIso() };
};

/** Runs every rule on an extracted document. */
export const analyzeDocument = (doc: ExtractedDocument, options: AnalyzeOptions = {}): Analysis => {
  const context = buildContext(doc, options);
  const runs = (options.rules ?? RULES).map((rule) => ({ rule, result: rule.check(context) }));
  return { context, runs };
};

/** Runs every rule on a letter's text. */
export const analyzeText = (text: string, options: AnalyzeOptions = {}): Analysis =>
  analyzeDocument(documentFromText(text), options);
