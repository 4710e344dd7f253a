import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText } from '../../engine/analyze';
import type { Rule, RuleResult, UserAnswers } from '../../types';

/** Test helper: every fixture of a rule folder run through analyzeText with its sidecar answers. */
export type FixtureRun = { name: string; expectFlag: boolean; result: RuleResult };

/** `testUrl`: the test file's import.meta.url (its folder holds fixtures/). */
export const runFixtures = (testUrl: string, rule: Rule): FixtureRun[] => {
  const fixturesDir = fileURLToPath(new URL('./fixtures/', testUrl));
  return readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => {
      const sidecarPath = join(fixturesDir, name.replace(/\.txt$/, '.json'));
      const sidecar = existsSync(sidecarPath)
        ? (JSON.parse(readFileSync(sidecarPath, 'utf8')) as { answers?: UserAnswers; today?: string })
        : {};
      const text = readFileSync(join(fixturesDir, name), 'utf8');
      const analysis = analyzeText(text, { answers: sidecar.answers ?? {}, today: sidecar.today ?? '2025-06-01', rules: [rule] });
      const run = analysis.runs.find((r) => r.rule.meta.id === rule.meta.id);
      const result: RuleResult = run ? run.result : rule.check(analysis.context);
      return { name, expectFlag: name.startsWith('flagged.'), result };
    });
};

export const MODEL_FORM_B1 = readFileSync(new URL('../../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');
