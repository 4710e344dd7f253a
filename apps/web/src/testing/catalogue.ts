import { describe, expect, it } from 'vitest';

/** A translation catalogue as imported from its JSON file (arrays are indexed like objects). */
export type CatalogueTree = { [key: string]: string | CatalogueTree | (string | CatalogueTree)[] };

/** Every string of a catalogue as [dotted key, text], e.g. ['plan.features.0', '…']. */
export const catalogueLeaves = (tree: CatalogueTree | (string | CatalogueTree)[], prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value] as [string, string]];
    return catalogueLeaves(value, `${prefix}${key}.`);
  });

/** The {{placeholders}} a text interpolates, sorted. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

export type DescribeCatalogueOptions = {
  /** Also check that no text types a price (amounts come from the catalogue). Default true. */
  noPrices?: boolean;
};

/**
 * The checks every feature's catalogue pair passes: Spanish has every English key with the same
 * placeholders, Spanish has no key English lacks, and (unless turned off) no text types a price.
 */
export const describeCatalogue = (name: string, en: object, es: object, { noPrices = true }: DescribeCatalogueOptions = {}) => {
  describe(`${name} catalogues`, () => {
    const english = new Map(catalogueLeaves(en as CatalogueTree));
    const spanish = new Map(catalogueLeaves(es as CatalogueTree));

    it('has Spanish for every English key, with the same placeholders', () => {
      for (const [key, text] of english) {
        expect(spanish.get(key), key).toBeTypeOf('string');
        expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('has no Spanish key that English lacks', () => {
      for (const key of spanish.keys()) expect(english.has(key), key).toBe(true);
    });

    if (noPrices) {
      it('never types a price (amounts come from the catalogue)', () => {
        for (const [key, text] of [...english, ...spanish]) expect(text, key).not.toMatch(/\$\s*\d/);
      });
    }
  });
};
