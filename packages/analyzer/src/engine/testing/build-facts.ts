import type { Facts, Span } from '../../types';

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
