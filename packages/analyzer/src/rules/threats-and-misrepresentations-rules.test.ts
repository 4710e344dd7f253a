import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../engine/analyze';
import { makeContext, MODEL_FORM_B1 } from '../testing';
import { rules } from './threats-and-misrepresentations-rules';

const REFERENCE = fileURLToPath(new URL('../../../../../shared/docs/legal-reference.md', import.meta.url));

/** The rule ids of the headings of legal-reference §1.4, in order. */
const referenceIds = (): string[] | undefined => {
  if (!existsSync(REFERENCE)) return undefined;
  const text = readFileSync(REFERENCE, 'utf8');
  const section = text.slice(text.indexOf('### 1.4 '), text.indexOf('### 1.5 '));
  return [...section.matchAll(/^#### `([a-z0-9_]+)`/gm)].map((m) => m[1]!);
};

describe('legal-reference §1.4 rules', () => {
  it('has every rule of §1.4, in reference order', () => {
    const ids = referenceIds();
    const mine = rules.map((r) => r.meta.id);
    if (ids) expect(mine).toEqual(ids);
    expect(mine).toHaveLength(16);
  });

  it('has complete metadata and a README with the required headings', () => {
    for (const { meta } of rules) {
      expect(meta.section).toBe('1.4');
      expect(['objective', 'judgment', 'context']).toContain(meta.kind);
      expect(meta.severity).toBeGreaterThanOrEqual(1);
      expect(meta.severity).toBeLessThanOrEqual(10);
      expect(meta.value).toBeGreaterThan(0);
      expect(meta.value).toBeLessThanOrEqual(1000);
      expect(meta.citation.length).toBeGreaterThan(5);
      const readme = readFileSync(new URL(`./${meta.id}/README.md`, import.meta.url), 'utf8');
      const headings = [...readme.matchAll(/^#{1,2} .+$/gm)].map((m) => m[0]);
      expect(headings.slice(0, 5), meta.id).toEqual([
        `# ${meta.id}`,
        '## What the law requires',
        '## What is flagged',
        '## What is not flagged',
        '## Citation',
      ]);
      expect(
        headings.slice(5).every((h) => h === '## Assumptions'),
        meta.id,
      ).toBe(true);
    }
  });

  it('does not flag the CFPB Model Form B-1 with any §1.4 rule', () => {
    const analysis = analyzeText(MODEL_FORM_B1, { rules, today: '2020-08-01' });
    expect(analysis.runs.filter((r) => r.result.status === 'flag').map((r) => r.rule.meta.id)).toEqual([]);
  });

  // A hang guard, not a speed target (speed lives in bench/: analyzer-text, analyzer-20-pages): a
  // pattern that backtracks on long text runs past the tier's test timeout and fails it.
  it('runs all §1.4 rules on a 200 KB text and still finds the threat in it', () => {
    const letter = readFileSync(new URL('./threat_arrest_or_criminal/fixtures/flagged.criminal-prosecution.txt', import.meta.url), 'utf8');
    const big = `${letter}\n\n${MODEL_FORM_B1}\n\n`.repeat(120).slice(0, 200_000);
    const ctx = makeContext(big);
    const flagged = rules.filter((rule) => rule.check(ctx).status === 'flag').map((rule) => rule.meta.id);
    expect(flagged).toContain('threat_arrest_or_criminal');
  });
});
