import type { ExtractedDocument, Facts } from '../types';

/** Reads the facts of a letter from its text. (Stub: the facts stage replaces this.) */
export const extractFacts = (doc: ExtractedDocument): Facts => ({
  accountNumbers: [],
  itemization: {},
  amounts: [],
  settlementOffers: [],
  language: 'en',
  debtTypeHints: [],
});
