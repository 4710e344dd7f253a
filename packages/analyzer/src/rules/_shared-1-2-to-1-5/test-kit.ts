import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText, documentFromText } from '../../engine/analyze';
import type { Facts, Gates, IsoDate, Rule, RuleContext, RuleResult, UserAnswers } from '../../types';

/**
 * Test helpers for the rules of §1.2, §1.3 and §1.5 (used by rule.test.ts files only): a context
 * builder with explicit facts and gates, and the fixture walker.
 */

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

export type ContextOverrides = { facts?: Partial<Facts>; gates?: Partial<Gates>; answers?: UserAnswers; today?: IsoDate };

/** A RuleContext for `text` with empty facts and unknown gates unless overridden. */
export const makeContext = (text: string, o: ContextOverrides = {}): RuleContext => {
  const doc = documentFromText(text);
  return {
    doc,
    text: doc.text,
    facts: { ...emptyFacts(), ...o.facts },
    gates: { ...unknownGates(), ...o.gates },
    answers: o.answers ?? {},
    today: o.today ?? '2025-06-01',
  };
};

export const check = (rule: Rule, text: string, o: ContextOverrides = {}): RuleResult => rule.check(makeContext(text, o));

/** The quoted evidence of a flag (empty for other results). */
export const evidenceOf = (r: RuleResult): string[] => (r.status === 'flag' ? r.evidence.map((s) => s.text) : []);

export type FixtureCase = { name: string; flagged: boolean; text: string; answers?: UserAnswers; today?: IsoDate };

/** The fixtures of a rule folder: `flagged.*.txt` and `not-flagged.*.txt`, with optional JSON sidecars. */
export const fixtureCases = (dir: string): FixtureCase[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const sidecar = join(dir, f.replace(/\.txt$/, '.json'));
      const extra = existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, 'utf8')) as { answers?: UserAnswers; today?: IsoDate }) : {};
      return { name: f, flagged: f.startsWith('flagged.'), text: readFileSync(join(dir, f), 'utf8'), ...extra };
    });

/** The rule's result on a fixture run through the whole pipeline (facts, gates) by `analyzeText`. */
export const runThroughPipeline = (rule: Rule, c: FixtureCase): RuleResult => {
  const analysis = analyzeText(c.text, { rules: [rule], ...(c.answers ? { answers: c.answers } : {}), ...(c.today ? { today: c.today } : {}) });
  const run = analysis.runs.find((r) => r.rule.meta.id === rule.meta.id);
  if (!run) throw new Error(`rule ${rule.meta.id} did not run`);
  return run.result;
};

const MODEL_FORM = new URL('../../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url);

export const modelFormText = (): string => readFileSync(MODEL_FORM, 'utf8');
