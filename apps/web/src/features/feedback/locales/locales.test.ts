import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('feedback catalogues', () => {
  const english = new Map(leaves(en as Tree));
  const spanish = new Map(leaves(es as Tree));

  it('has Spanish for every English key, with the same placeholders', () => {
    for (const [key, text] of english) {
      expect(spanish.get(key), key).toBeTypeOf('string');
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('has no Spanish key that English lacks', () => {
    for (const key of spanish.keys()) expect(english.has(key), key).toBe(true);
  });

  it('never types a price (amounts come from the catalogue)', () => {
    for (const [key, text] of [...english, ...spanish]) expect(text, key).not.toMatch(/\$\s*\d/);
  });
});
