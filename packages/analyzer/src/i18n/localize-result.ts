import type { AnalysisResult } from '../engine/analyze';
import type { Question, RuleResult, SolStatus } from '../types';
import { type Lang, localize, localizeCitation } from './localize';

/** 'May violate <citation>: <title>': the verb and the title in `lang`, the citation's words too (its sources as they are). */
const headline = (text: string, citation: string, title: string, t: (s: string) => string, lang: Lang): string => {
  const tail = ` ${citation}: ${title}`;
  return text.endsWith(tail) ? `${t(text.slice(0, -tail.length))} ${localizeCitation(citation, lang)}: ${t(title)}` : t(text);
};

/**
 * An analysis with every sentence written for a person in `lang`: finding titles, descriptions,
 * explanations, headlines and assumptions, questions, the statute-of-limitations status, deadlines,
 * urgency, strategy, gate notes, extraction warnings and the disclaimer, and the words of each finding's
 * citation ("comments … to …"). Words quoted from the letter (evidence, facts), the cited sources, ids and
 * numbers are not touched. English returns the result itself.
 */
export const localizeResult = (result: AnalysisResult, lang: Lang, onMiss?: (text: string) => void): AnalysisResult => {
  if (lang === 'en') return result;
  const t = (text: string): string => localize(text, lang, onMiss);
  const question = <Q extends Question>(q: Q): Q => ({ ...q, text: t(q.text) });
  const ruleResult = (r: RuleResult): RuleResult => {
    switch (r.status) {
      case 'pass':
        return r.assumptions ? { ...r, assumptions: r.assumptions.map(t) } : r;
      case 'not_applicable':
        return { ...r, reason: t(r.reason) };
      case 'flag':
        return { ...r, message: t(r.message), ...(r.assumptions ? { assumptions: r.assumptions.map(t) } : {}) };
      case 'needs_input':
        return { ...r, message: t(r.message), questions: r.questions.map(question), ...(r.assumptions ? { assumptions: r.assumptions.map(t) } : {}) };
    }
  };
  const sol: SolStatus = {
    ...result.sol,
    basis: t(result.sol.basis),
    notes: result.sol.notes.map(t),
    ...(result.sol.question ? { question: question(result.sol.question) } : {}),
  };
  const { strategy } = result;
  return {
    ...result,
    runs: result.runs.map((run) => ({ ...run, result: ruleResult(run.result) })),
    findings: result.findings.map((f) => ({
      ...f,
      title: t(f.title),
      description: t(f.description),
      message: t(f.message),
      citation: localizeCitation(f.citation, lang),
      headline: headline(f.headline, f.citation, f.title, t, lang),
      assumptions: f.assumptions.map(t),
    })),
    questions: result.questions.map(question),
    assumptions: result.assumptions.map((a) => ({ ...a, text: t(a.text) })),
    gateNotes: result.gateNotes.map(t),
    sol,
    context: { ...result.context, sol },
    score: { ...result.score, valueNote: t(result.score.valueNote) },
    urgency: { ...result.urgency, messages: result.urgency.messages.map((m) => ({ ...m, message: t(m.message) })) },
    strategy: {
      ...strategy,
      successProbabilityBasis: t(strategy.successProbabilityBasis),
      explanation: t(strategy.explanation),
      ...(strategy.settlementNote ? { settlementNote: t(strategy.settlementNote) } : {}),
    },
    deadlines: result.deadlines.map((d) => ({ ...d, label: t(d.label), source: t(d.source) })),
    extraction: { ...result.extraction, warnings: result.extraction.warnings.map(t) },
    disclaimer: t(result.disclaimer),
  };
};
