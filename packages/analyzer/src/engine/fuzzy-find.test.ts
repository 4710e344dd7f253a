import { describe, expect, it } from 'vitest';
import { fuzzyFind, normalizeForMatching } from './fuzzy-find';
import { addDays, addYears, daysBetween, isIsoDate } from '@debtshield/clocks';

describe('fuzzyFind', () => {
  it('finds an exact match with no errors', () => {
    expect(fuzzyFind('abc our information shows xyz', 'our information shows', 3)).toEqual({ end: 25, errors: 0 });
  });

  it('finds OCR-damaged wording within the error budget', () => {
    expect(fuzzyFind('our inforrnation sh0ws', 'our information shows', 4)?.errors).toBe(3);
    expect(fuzzyFind('our inforrnation sh0ws', 'our information shows', 2)).toBeUndefined();
  });

  it('handles patterns of exactly 32 characters and cuts longer ones', () => {
    const p = 'i want to dispute the debt becau';
    expect(p).toHaveLength(32);
    expect(fuzzyFind('x i want to dispute the debt because y', p, 0)?.errors).toBe(0);
    expect(fuzzyFind('i want t0 dispute the debt becau', p, 2)?.errors).toBe(1);
  });

  it('finds the first best match a search of the whole text finds, though it searches only around exact pieces', () => {
    // Reference: the edit distance of the pattern to the best substring ending at each offset (Sellers).
    const reference = (text: string, pattern: string, maxErrors: number): { end: number; errors: number } | undefined => {
      const p = pattern.slice(0, 32);
      let col = Array.from({ length: p.length + 1 }, (_, i) => i);
      let best: { end: number; errors: number } | undefined;
      for (let j = 0; j < text.length; j++) {
        const next = [0];
        for (let i = 1; i <= p.length; i++) next[i] = Math.min(col[i]! + 1, next[i - 1]! + 1, col[i - 1]! + (p[i - 1] === text[j] ? 0 : 1));
        col = next;
        const score = col[p.length]!;
        if (score <= maxErrors && (!best || score < best.errors)) best = { end: j + 1, errors: score };
        if (score === 0) break;
      }
      return best;
    };
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const words = ['the', 'debt', 'our', 'information', 'shows', 'you', 'owe', 'to', 'a', 'rn', 'sh0ws', 'inforrnation'];
    for (let round = 0; round < 400; round++) {
      const text = Array.from({ length: 5 + random(300) }, () => words[random(words.length)]).join(random(4) === 0 ? '' : ' ');
      const pattern = Array.from({ length: 1 + random(6) }, () => words[random(words.length)]).join(' ');
      const maxErrors = Math.floor(Math.min(pattern.length, 32) / 5) - (random(3) === 0 ? 1 : 0);
      expect(fuzzyFind(text, pattern, maxErrors), `${pattern} in ${text}`).toEqual(reference(text, pattern, Math.max(0, maxErrors)));
    }
  });

  it('returns undefined for an empty pattern or no match', () => {
    expect(fuzzyFind('abc', '', 1)).toBeUndefined();
    expect(fuzzyFind('completely different', 'our information shows', 3)).toBeUndefined();
  });
});

describe('normalizeForMatching', () => {
  it('lower-cases, strips accents and punctuation and joins lines', () => {
    expect(normalizeForMatching('Póngase en\ncontacto — www.cfpb.gov/debt-collection!')).toBe('pongase en contacto www cfpb gov debt collection ');
  });
});

describe('iso dates', () => {
  it('validates real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
  });

  it('adds days and years in UTC, 29 February becoming 28', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
  });
});
