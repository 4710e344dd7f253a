import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeText, documentFromText } from '../../engine/analyze';
import type { Facts, Gates, IsoDate, Rule, RuleContext, RuleResult, UserAnswers } from '../../types';

/** Test helpers for the §1.1 rules: contexts with explicit facts and gates, and the fixture runner. */

export const emptyFacts = (): Facts => ({
  accountNumbers: [],
  itemization: {},
  amounts: [],
  settlementOffers: [],
  language: 'en',
  debtTypeHints: [],
});

/** Gates as a settled Reg F validation notice from a debt collector. */
export const knownGates = (overrides: Partial<Gates> = {}): Gates => ({
  isDebtCollector: true,
  isConsumerDebt: true,
  isValidationNotice: true,
  letterDate: null,
  isRegF: true,
  state: null,
  isConsumerFinancialProduct: true,
  isCourtPleading: false,
  followsModelForm: false,
  ...overrides,
});

/** Gates as the engine leaves them when nothing is known. */
export const unknownGates = (overrides: Partial<Gates> = {}): Gates => ({
  isDebtCollector: null,
  isConsumerDebt: null,
  isValidationNotice: null,
  letterDate: null,
  isRegF: null,
  state: null,
  isConsumerFinancialProduct: null,
  isCourtPleading: false,
  followsModelForm: false,
  ...overrides,
});

export type ContextOptions = { facts?: Partial<Facts>; gates?: Partial<Gates>; unknown?: boolean; answers?: UserAnswers; today?: IsoDate };

/** A rule context for `text` with explicit facts and gates (known gates unless `unknown`). */
export const contextFor = (text: string, o: ContextOptions = {}): RuleContext => {
  const doc = documentFromText(text);
  return {
    doc,
    text: doc.text,
    facts: { ...emptyFacts(), ...o.facts },
    gates: o.unknown ? unknownGates(o.gates) : knownGates(o.gates),
    answers: o.answers ?? {},
    today: o.today ?? '2025-06-01',
  };
};

export const check = (rule: Rule, text: string, o: ContextOptions = {}): RuleResult => rule.check(contextFor(text, o));

/** The quoted words of a flag's evidence. */
export const quotes = (result: RuleResult): string[] => (result.status === 'flag' ? result.evidence.map((e) => e.text) : []);

export type Fixture = { name: string; text: string; expectFlag: boolean; answers?: UserAnswers; today?: IsoDate };

/** The fixtures of a rule folder: flagged.<case>.txt and not-flagged.<case>.txt, with optional .json sidecars. */
export const loadFixtures = (ruleDir: string): Fixture[] => {
  const dir = join(ruleDir, 'fixtures');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const sidecar = join(dir, f.replace(/\.txt$/, '.json'));
      const side = existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, 'utf8')) as { answers?: UserAnswers; today?: IsoDate }) : {};
      return { name: f, text: readFileSync(join(dir, f), 'utf8'), expectFlag: f.startsWith('flagged.'), answers: side.answers, today: side.today };
    });
};

/** Runs a fixture through the whole pipeline (facts, gates, this rule). */
export const runFixture = (rule: Rule, fx: Fixture): RuleResult => {
  const analysis = analyzeText(fx.text, { answers: fx.answers ?? {}, today: fx.today ?? '2025-06-01', rules: [rule] });
  const run = analysis.runs.find((r) => r.rule.meta.id === rule.meta.id);
  return run ? run.result : { status: 'not_applicable', reason: 'The engine did not run the rule.' };
};

export const MODEL_FORM_B1 = readFileSync(join(import.meta.dirname, '../../../test-fixtures/cfpb-model-form-b1.txt'), 'utf8');

/** One test per fixture: flagged.* must be flagged by the rule, not-flagged.* must not. */
export const fixtureSuite = (rule: Rule, ruleDir: string): void => {
  describe(`${rule.meta.id} fixtures`, () => {
    const fixtures = loadFixtures(ruleDir);
    it('has a flagged and a not-flagged fixture', () => {
      expect(fixtures.some((f) => f.expectFlag)).toBe(true);
      expect(fixtures.some((f) => !f.expectFlag)).toBe(true);
    });
    for (const fx of fixtures) {
      it(fx.name, () => {
        const result = runFixture(rule, fx);
        expect({ fixture: fx.name, status: result.status, flagged: result.status === 'flag' }).toMatchObject({ flagged: fx.expectFlag });
      });
    }
  });
};
