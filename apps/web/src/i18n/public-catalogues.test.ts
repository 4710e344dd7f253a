import { describe, expect, it } from 'vitest';
import { catalogueLeaves, placeholders, type CatalogueTree } from '../testing/catalogue';
import dfyEn from '../features/dfy/locales/en.json';
import dfyEs from '../features/dfy/locales/es.json';
import faqEn from '../features/faq/locales/en.json';
import faqEs from '../features/faq/locales/es.json';
import quizEn from '../features/quiz/locales/en.json';
import quizEs from '../features/quiz/locales/es.json';
import en from '../features/home/locales/en.json';
import es from '../features/home/locales/es.json';

/** Legal citations ('12 CFR § 1006.34') look like amounts; they are not. */
const withoutCitations = (text: string): string => text.replace(/§+\s*[\d.()A-Za-z–-]+/g, '§');

const CATALOGUES = [
  ['home', en, es],
  ['quiz', quizEn, quizEs],
  ['faq', faqEn, faqEs],
  ['dfy', dfyEn, dfyEs],
] as const;

/** Where the marketing copy's own figures live (the ticker's illustrative amounts, the law's $1,000). */
const MARKETING_COPY = /^home\.(ticker\.items|stats)\./;

describe.each(CATALOGUES)('the %s catalogue', (name, english, spanish) => {
  const enLeaves = new Map(catalogueLeaves(english as unknown as CatalogueTree, `${name}.`));
  const esLeaves = new Map(catalogueLeaves(spanish as unknown as CatalogueTree, `${name}.`));

  it('has Spanish for every English string, with the same placeholders, and nothing else', () => {
    for (const [key, text] of enLeaves) {
      expect(text.trim(), key).not.toBe('');
      expect(esLeaves.get(key), key).toBeTypeOf('string');
      expect(placeholders(esLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
    }
    for (const key of esLeaves.keys()) expect(enLeaves.has(key), key).toBe(true);
  });

  it('never types a price: plan prices come from the catalogue (only the marketing copy has figures)', () => {
    for (const [key, text] of [...enLeaves, ...esLeaves]) {
      if (MARKETING_COPY.test(key)) continue;
      expect(withoutCitations(text), key).not.toMatch(/\$\s*\d|\d\s*\$|\bUSD\b|\d+[.,]\d{2}\b|\bdollars?\b|\bdólares?\b/i);
    }
  });

  it("does not repeat the spec's untrue claims (lifetime 'normally $199', a July 2025 price rise, $149 per debt, 90-day support)", () => {
    for (const [key, text] of [...enLeaves, ...esLeaves]) {
      expect(text, key).not.toMatch(/199|2025|\bjuly\b|\bjulio\b|149|90[- ]day|90 días/i);
    }
  });
});
