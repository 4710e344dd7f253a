import { CATALOGUE, PRODUCT_IDS } from '@debtshield/plans';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | string[] | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value] as [string, string]];
    if (Array.isArray(value)) return value.map((item, index) => [`${prefix}${key}.${index}`, item] as [string, string]);
    return leaves(value, `${prefix}${key}.`);
  });

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('plan copy catalogues', () => {
  const english = new Map(leaves(en as Tree));
  const spanish = new Map(leaves(es as Tree));

  it('has a name, description, features and note for every catalogue product, under its i18nKey', () => {
    for (const id of PRODUCT_IDS) {
      expect(CATALOGUE[id].i18nKey).toBe(`plans.${id}`);
      for (const catalogue of [en, es] as Tree[]) {
        const copy = catalogue[id] as Tree | undefined;
        expect(copy, id).toBeDefined();
        for (const field of ['name', 'description', 'note']) expect(String(copy?.[field] ?? '').trim(), `${id}.${field}`).not.toBe('');
        const features = copy?.features;
        expect(Array.isArray(features) && features.length > 0 && features.every((f) => typeof f === 'string' && f.trim() !== ''), `${id}.features`).toBe(true);
      }
    }
  });

  it('says what the monthly plan is', () => {
    expect(en.monthly.note).toBe('30 days, billed monthly, cancel anytime');
  });

  it('never types a price: every amount comes from the catalogue', () => {
    for (const [key, text] of [...english, ...spanish]) {
      expect(text, key).not.toMatch(/\$\s*\d|\d\s*\$|\bUSD\b|\d+[.,]\d{2}\b|\bdollars?\b|\bdólares?\b/i);
    }
  });

  it('has Spanish for every English key, with the same placeholders, and nothing else', () => {
    for (const [key, text] of english) {
      expect(spanish.get(key), key).toBeTypeOf('string');
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
    for (const key of spanish.keys()) expect(english.has(key), key).toBe(true);
  });
});
