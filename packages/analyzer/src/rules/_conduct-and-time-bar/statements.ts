import type { Span } from '../../types';
import { findPhrases, isNegatedAt, quoteOf, sentenceAround } from './phrases';

/**
 * Finding statements the letter makes (threats, insults, publication threats) for §1.8, skipping
 * negations ("we will never publish your name") and sentences that describe the law or the reader's
 * rights ("Debt collectors may not use obscene language…").
 */

// Decision 336: and in Spanish ("la ley federal prohíbe", "los cobradores no pueden", "sus derechos").
const DESCRIBES_THE_LAW =
  /\bprohibit\w*|\b(?:is|are)\s+(?:not\s+(?:allowed|permitted)|forbidden|unlawful|illegal)\b|\bagainst\s+the\s+law\b|\byour\s+rights\b|\bfdcpa\b|\bfair\s+debt\s+collection\b|\bcfpb\b|\bconsumer\s+financial\s+protection\b|\bcollectors?\s+(?:may|must|can)\s*not\b|\bcollectors?\s+(?:cannot|can['’]t)\b|\b(?:federal|state)\s+law\b|\bregulation\s+f\b|\b1692\w*|\b1006\.\d+|\b(?:they|collectors?|debt\s+collectors?)\s+(?:may|must|can|shall)\s*not\b|\bthreats?\s+of\s+violence\b|\bfree\s+from\b|\bharass(?:ment|ing)?\b[^.]{0,40}\b(?:law|rights)\b|(?<![\w\u00c0-\u017f])(?:proh[ií]b[\w\u00c0-\u017f]*|ley\s+(?:federal|estatal)|sus\s+derechos|(?:los\s+)?cobradores(?:\s+de\s+deudas)?\s+no\s+(?:pueden|deben))(?![\w\u00c0-\u017f])/i;

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
      if (DESCRIBES_THE_LAW.test(sentence.text)) continue;
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
