import { CATALOGUE, PRODUCT_IDS } from '@debtshield/plans';
import { describe, expect, it } from 'vitest';
import { catalogueLeaves, placeholders } from '../../../testing/catalogue';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | string[] | Tree };

describe('plan copy catalogues', () => {
  const english = new Map(catalogueLeaves(en));
  const spanish = new Map(catalogueLeaves(es));

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
