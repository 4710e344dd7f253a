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
