import type { Facts, Span } from '../types';

/** Facts with nothing found, overridden field by field (tests only). */
export const buildFacts = (overrides: Partial<Facts> = {}): Facts => ({
  accountNumbers: [],
  itemization: {},
  amounts: [],
  settlementOffers: [],
  language: 'en',
  debtTypeHints: [],
  ...overrides,
});

/** A span that does not point into any real text (tests only). */
export const noSpan: Span = { start: 0, end: 0, text: '' };

/** A fact with an empty span (tests only). */
export const fact = <T>(value: T): { value: T; span: Span } => ({ value, span: noSpan });

/** A fact whose span is the first occurrence of `quote` in `text` (tests only). */
export const factAt = <T>(text: string, quote: string, value: T): { value: T; span: Span } => {
  const start = text.indexOf(quote);
  if (start < 0) throw new Error(`"${quote}" not in text`);
  return { value, span: { start, end: start + quote.length, text: quote } };
};
