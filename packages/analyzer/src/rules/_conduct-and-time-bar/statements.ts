import type { Span } from '../../types';
import { lawSpeaksOrForbidsAt } from '../../reading/law-recited';
import { findPhrases, isNegatedAt, quoteOf, sentenceAround } from './phrases';

/**
 * Finding statements the letter makes (threats, insults, publication threats) for §1.8, skipping
 * negations ("we will never publish your name") and the law speaking or describing what it forbids
 * ("Debt collectors may not use obscene language…", "the Act prohibits…": `lawSpeaksOrForbidsAt`, decision 536).
 */

export type Statement = {
  /** The words that matched. */
  phrase: Span;
  /** The sentence, or a window around the words when the sentence runs long: the evidence. */
  quote: Span;
  /** Index of the pattern that matched (callers weigh patterns differently). */
  pattern: number;
};

export const findStatements = (text: string, patterns: readonly RegExp[]): Statement[] => {
  const out: Statement[] = [];
  patterns.forEach((pattern, index) => {
    for (const phrase of findPhrases(text, [pattern])) {
      if (isNegatedAt(text, phrase.start)) continue;
      const sentence = sentenceAround(text, phrase.start, phrase.end);
      if (lawSpeaksOrForbidsAt(text, phrase.start, sentence)) continue;
      out.push({ phrase, quote: quoteOf(text, sentence, phrase), pattern: index });
    }
  });
  return out.sort((a, b) => a.phrase.start - b.phrase.start);
};

/** Distinct quotes (one per sentence), in text order. */
export const distinctQuotes = (statements: Statement[], max = 4): Span[] => {
  const out: Span[] = [];
  for (const s of statements) {
    if (out.some((q) => q.start < s.quote.end && s.quote.start < q.end)) continue;
    out.push(s.quote);
    if (out.length >= max) break;
  }
  return out;
};
