import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeText, documentFromText } from '../../engine/analyze';
import type { Facts, Gates, IsoDate, Rule, RuleContext, RuleResult, UserAnswers } from '../../types';

/** Test helpers of the §1.4 rules (imported by rule.test.ts files only). */

export const emptyFacts = (): Facts => ({ accountNumbers: [], itemization: {}, amounts: [], settlementOffers: [], language: 'en', debtTypeHints: [] });

export const unknownGates = (): Gates => ({
  isDebtCollector: null,
  isConsumerDebt: null,
  isValidationNotice: null,
  letterDate: null,
  isRegF: null,
  state: null,
  isConsumerFinancialProduct: null,
  isCourtPleading: false,
  followsModelForm: false,
});

export type Overrides = { facts?: Partial<Facts>; gates?: Partial<Gates>; answers?: UserAnswers; today?: IsoDate };

/** A RuleContext for `text` with explicit facts and gates (empty / unknown unless given). */
export const makeContext = (text: string, o: Overrides = {}): RuleContext => {
  const doc = documentFromText(text);
  return {
    doc,
    text: doc.text,
    facts: { ...emptyFacts(), ...o.facts },
    gates: { ...unknownGates(), ...o.gates },
    answers: o.answers ?? {},
    today: o.today ?? '2025-06-02',
  };
};

export const run = (rule: Rule, text: string, o: Overrides = {}): RuleResult => rule.check(makeContext(text, o));

/** The quoted words of a flag (empty for any other result). */
export const quoted = (r: RuleResult): string[] => (r.status === 'flag' ? r.evidence.map((s) => s.text) : []);

/** Every evidence span quotes the text exactly at its offsets. */
export const evidenceIsExact = (r: RuleResult, text: string): boolean =>
  r.status !== 'flag' || r.evidence.every((s) => documentFromText(text).text.slice(s.start, s.end) === s.text);

export type FixtureCase = { name: string; flagged: boolean; text: string; answers?: UserAnswers; today?: IsoDate };

/** `flagged.*.txt` and `not-flagged.*.txt` of a rule folder, with their optional JSON sidecars. */
export const fixtureCases = (dir: string): FixtureCase[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const sidecar = join(dir, f.replace(/\.txt$/, '.json'));
      const extra = existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, 'utf8')) as { answers?: UserAnswers; today?: IsoDate }) : {};
      return { name: f, flagged: f.startsWith('flagged.'), text: readFileSync(join(dir, f), 'utf8'), ...extra };
    });

/** The rule's result on a fixture run through the whole pipeline (facts, gates) by analyzeText. */
export const throughPipeline = (rule: Rule, c: FixtureCase): RuleResult => {
  const analysis = analyzeText(c.text, { rules: [rule], ...(c.answers ? { answers: c.answers } : {}), ...(c.today ? { today: c.today } : {}) });
  const result = analysis.runs[0]?.result;
  if (!result) throw new Error('no result');
  return result;
};

export const MODEL_FORM_B1 = readFileSync(new URL('../../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');

/**
 * Registers the fixture tests of a rule folder: every flagged fixture is flagged by the rule, every
 * not-flagged one is not, through the whole pipeline; and the Model Form B-1 is never flagged.
 */
export const fixtureSuite = (rule: Rule, folderUrl: string): void => {
  const dir = fileURLToPath(new URL('./fixtures', folderUrl));
  describe(`${rule.meta.id} fixtures`, () => {
    const cases = fixtureCases(dir);
    it('has a flagged and a not-flagged fixture', () => {
      expect(cases.some((c) => c.flagged)).toBe(true);
      expect(cases.some((c) => !c.flagged)).toBe(true);
    });
    for (const c of cases)
      it(c.name, () => {
        const result = throughPipeline(rule, c);
        expect(result.status === 'flag', JSON.stringify(result)).toBe(c.flagged);
        if (result.status === 'flag') {
          expect(evidenceIsExact(result, c.text)).toBe(true);
          expect(result.message.length).toBeGreaterThan(20);
        }
      });
    it('does not flag the CFPB Model Form B-1', () => {
      expect(throughPipeline(rule, { name: 'b1', flagged: false, text: MODEL_FORM_B1 }).status).not.toBe('flag');
    });
  });
};
