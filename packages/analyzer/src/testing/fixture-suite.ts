import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeText, documentFromText } from '../engine/analyze';
import type { IsoDate, Rule, RuleResult, UserAnswers } from '../types';
import { TEST_TODAY } from './make-context';
import { MODEL_FORM_B1 } from './model-form-b1';
import { readingText } from '../text/reading-text';

/** A fixture of a rule folder: `fixtures/flagged.<case>.txt` or `fixtures/not-flagged.<case>.txt`, with its sidecar. */
export type Fixture = { name: string; flagged: boolean; text: string; answers?: UserAnswers; today?: IsoDate };

type Sidecar = { answers?: UserAnswers; today?: IsoDate };

const FIXTURE_NAME = /^(flagged|not-flagged)\..+\.txt$/;

/** `flagged.case.json` (or `flagged.case.txt.json`) beside `flagged.case.txt`. */
const sidecarOf = (fixturePath: string): Sidecar => {
  for (const path of [fixturePath.replace(/\.txt$/, '.json'), `${fixturePath}.json`]) {
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Sidecar;
  }
  return {};
};

/** The fixtures of a rule folder (`ruleDir/fixtures/(not-)flagged.<case>.txt`, sorted) with their sidecars; none without the folder. */
export const loadFixtures = (ruleDir: string): Fixture[] => {
  const dir = join(ruleDir, 'fixtures');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => FIXTURE_NAME.test(name))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      return { name, flagged: name.startsWith('flagged.'), text: readFileSync(path, 'utf8'), ...sidecarOf(path) };
    });
};

/** The rule's result on a fixture run through the whole pipeline (facts, gates, this rule) by analyzeText. */
export const runFixture = (rule: Rule, fixture: Pick<Fixture, 'text' | 'answers' | 'today'>): RuleResult => {
  const analysis = analyzeText(fixture.text, { answers: fixture.answers ?? {}, today: fixture.today ?? TEST_TODAY, rules: [rule] });
  const run = analysis.runs.find((r) => r.rule.meta.id === rule.meta.id);
  if (!run) throw new Error(`rule ${rule.meta.id} did not run`);
  return run.result;
};

export type FixtureRun = { name: string; expectFlag: boolean; result: RuleResult };

/** Every fixture of a rule folder run through the pipeline, with the result it should give. */
export const runFixtures = (rule: Rule, ruleDir: string): FixtureRun[] =>
  loadFixtures(ruleDir).map((f) => ({ name: f.name, expectFlag: f.flagged, result: runFixture(rule, f) }));

export type FixtureSuiteOptions = {
  /** Also check that a flag quotes the letter exactly at its offsets and says more than a few words. */
  checkEvidence?: boolean;
  /** Also check that the CFPB Model Form B-1 is not flagged through the pipeline. */
  checkModelForm?: boolean;
};

/**
 * Every evidence span of a flag quotes the text the rules read exactly at its offsets: the letter's own characters, with a
 * quoter's marks and the line breaks of wrapped sentences read at the same length (`text/reading-text.ts`); the pipeline
 * quotes the letter's own characters at those offsets (`engine/analyze.ts`).
 */
export const evidenceIsExact = (result: RuleResult, text: string): boolean =>
  result.status !== 'flag' || result.evidence.every((s) => readingText(documentFromText(text).text).slice(s.start, s.end) === s.text);

/** Registers one test per fixture of a rule folder: flagged.* must be flagged by the rule, not-flagged.* must not. */
export const fixtureSuite = (rule: Rule, ruleDir: string, options: FixtureSuiteOptions = {}): void => {
  describe(`${rule.meta.id} fixtures`, () => {
    const fixtures = loadFixtures(ruleDir);
    it('has a flagged and a not-flagged fixture', () => {
      expect(fixtures.some((f) => f.flagged)).toBe(true);
      expect(fixtures.some((f) => !f.flagged)).toBe(true);
    });
    for (const fx of fixtures)
      it(fx.name, () => {
        const result = runFixture(rule, fx);
        expect({ fixture: fx.name, status: result.status, flagged: result.status === 'flag' }, JSON.stringify(result)).toMatchObject({ flagged: fx.flagged });
        if (options.checkEvidence && result.status === 'flag') {
          expect(evidenceIsExact(result, fx.text)).toBe(true);
          expect(result.message.length).toBeGreaterThan(20);
        }
      });
    if (options.checkModelForm)
      it('does not flag the CFPB Model Form B-1', () => {
        expect(runFixture(rule, { text: MODEL_FORM_B1 }).status).not.toBe('flag');
      });
  });
};
