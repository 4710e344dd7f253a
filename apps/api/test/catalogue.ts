import { expect } from 'vitest';

/** The {0}, {1}… a template fills, sorted. */
const holes = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

/** A translation catalogue pair: every English key has its Spanish with the same placeholders, and no more keys. */
export const expectCatalogue = (en: Readonly<Record<string, string>>, es: Readonly<Record<string, string>>): void => {
  for (const [key, text] of Object.entries(en)) {
    expect(es[key], key).toBeTypeOf('string');
    expect(holes(es[key] ?? ''), key).toEqual(holes(text));
  }
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
};
