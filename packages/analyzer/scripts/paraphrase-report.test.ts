import { describe, expect, it } from 'vitest';
import { isFresh, loadCourtLetters } from '../corpus/court-letters';
import { LAW_LETTERS_DIR, paraphraseHalf, PARAPHRASED_LETTERS_DIR, sourceOf } from './paraphrase-report';

describe('paraphrase instrument (decision 122)', () => {
  const paraphrases = loadCourtLetters(PARAPHRASED_LETTERS_DIR, { expectations: false });
  const courtLetters = new Map(loadCourtLetters().map((l) => [l.id, l]));

  it('restates development court letters only: never a letter of a closed fresh set', () => {
    expect(paraphrases.length).toBeGreaterThan(100);
    for (const p of paraphrases) {
      const source = p.source_letter;
      const letter = source ? courtLetters.get(source) : undefined;
      expect(letter, `${p.id}: source ${source}`).toBeDefined();
      expect(isFresh(letter!), `${p.id}: ${source} is closed`).toBe(false);
      expect(p.kind).toBe('paraphrase');
    }
  });

  it('keeps the labels of its source: a violation the court found, a theory it rejected', () => {
    for (const p of paraphrases) {
      const source = courtLetters.get(sourceOf(p))!;
      expect(p.expected.verdict, p.id).toBe(source.expected.verdict);
      for (const label of p.expected.violations) expect(source.expected.violations, p.id).toContain(label);
      for (const label of p.expected.no_violation_claims) expect(source.expected.no_violation_claims, p.id).toContain(label);
    }
  });

  it('splits by source letter, both halves used', () => {
    expect(paraphraseHalf('L101')).toBe(paraphraseHalf('L101'));
    const halves = new Set(['L101', 'L102', 'L103', 'L104', 'L105', 'L106', 'L107', 'L108'].map(paraphraseHalf));
    expect(halves).toEqual(new Set(['open', 'closed']));
    const bySource = new Map<string, Set<string>>();
    for (const p of paraphrases) {
      const source = sourceOf(p);
      bySource.set(source, (bySource.get(source) ?? new Set()).add(paraphraseHalf(source)));
    }
    for (const halvesOfSource of bySource.values()) expect(halvesOfSource.size).toBe(1);
  });
});

describe('law letters (decision 122)', () => {
  const letters = loadCourtLetters(LAW_LETTERS_DIR, { expectations: false });

  it('are written from the law, each with a verdict its labels agree with, both halves used', () => {
    expect(letters.length).toBeGreaterThan(100);
    for (const l of letters) {
      expect(l.kind, l.id).toBe('law_letter');
      expect(l.expected.violations.length > 0, l.id).toBe(l.expected.verdict !== 'no_violation');
      expect(
        l.expected.violations.filter((v) => l.expected.no_violation_claims.includes(v)),
        l.id,
      ).toEqual([]);
    }
    expect(new Set(letters.map((l) => paraphraseHalf(l.id)))).toEqual(new Set(['open', 'closed']));
  });
});
