/**
 * Catalogue meta-test (stylelint style): walks the registry and checks every rule's id, folder,
 * README, fixtures and metadata, runs its fixtures through the engine, and checks that the Model
 * Form B-1 gives no finding and that docs/rules.md is current.
 *
 * The 'covers exactly the legal reference' test fails until every check of §1.1–§1.9 has a rule:
 * that is intended, it lists what is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATE_COMMAND, README_HEADINGS, RULES_DIR, RULES_DOC_PATH, renderRulesDoc } from '../../scripts/generate-rules-doc';
import { analyzeText, buildContext, documentFromText } from '../engine/analyze';
import { type Fixture, loadFixtures, MODEL_FORM_B1, TEST_TODAY } from '../testing';
import type { Rule } from '../types';
import { RULES } from './registry';
import { RULE_IDS, sectionOfRuleId } from './rule-ids';

/** `today` for fixtures without a sidecar (fixed, so fixtures are deterministic). */
export const FIXTURE_TODAY = TEST_TODAY;

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const KINDS = ['objective', 'judgment', 'context'];

/** Rule folders: every directory of src/rules except shared helpers ('_shared-…'). */
const ruleFolders = readdirSync(RULES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name)
  .sort();

const resultOf = (rule: Rule, fixture: Fixture) =>
  analyzeText(fixture.text, { answers: fixture.answers ?? {}, today: fixture.today ?? FIXTURE_TODAY, rules: [rule] }).runs[0];

describe('the rule catalogue', () => {
  it('lists the 69 checks of legal-reference §1.1–§1.9 and the one flag it names inside a check (decision 219) once each', () => {
    expect(RULE_IDS).toHaveLength(70);
    expect(new Set(RULE_IDS).size).toBe(70);
    expect(RULE_IDS.filter((id) => !SNAKE_CASE.test(id))).toEqual([]);
  });

  // Drift check only: the id list is committed; the reference lives beside the repo (../shared, present
  // on developer machines and in CI), so outside that layout there is nothing to compare against.
  const reference = join(RULES_DIR, '../../../../../shared/docs/legal-reference.md');
  it.skipIf(!existsSync(reference))('matches the ids of ../shared/docs/legal-reference.md when it is present', () => {
    // Each check's heading, then any flag of its own the check's block names ("→ flag `interest_increase_language_false`",
    // the reverse trap of interest_accrual_not_disclosed, decision 219), in the reference's order.
    const blocks = readFileSync(reference, 'utf8')
      .split(/^(?=#### `)/m)
      .slice(1);
    const headings = blocks.map((b) => /^#### `([a-z0-9_]+)`/.exec(b)![1]!);
    const ids = blocks.flatMap((b, i) => [
      headings[i]!,
      ...[...b.split(/^#{2,3}\s/m)[0]!.matchAll(/\bflag\s+`([a-z0-9_]+)`/g)].map((m) => m[1]!).filter((id) => !headings.includes(id)),
    ]);
    expect([...RULE_IDS]).toEqual(ids);
  });

  it('covers exactly the checks of the legal reference (lists the ones still missing)', () => {
    const registered = new Set(RULES.map((r) => r.meta.id));
    const missing = RULE_IDS.filter((id) => !registered.has(id));
    const notInReference = [...registered].filter((id) => !(RULE_IDS as readonly string[]).includes(id));
    expect({ missing, notInReference }).toEqual({ missing: [], notInReference: [] });
  });

  it('has unique ids', () => {
    const ids = RULES.map((r) => r.meta.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('registers every rule folder', () => {
    const registered = new Set(RULES.map((r) => r.meta.id));
    expect(ruleFolders.filter((f) => !registered.has(f))).toEqual([]);
  });

  it(`keeps docs/rules.md current (fix: ${GENERATE_COMMAND})`, () => {
    const committed = existsSync(RULES_DOC_PATH) ? readFileSync(RULES_DOC_PATH, 'utf8') : '';
    expect(committed === renderRulesDoc(RULES), `docs/rules.md is stale: run ${GENERATE_COMMAND}`).toBe(true);
  });
});

describe.each(RULES.map((rule) => ({ id: rule.meta.id, rule })))('rule $id', ({ id, rule }) => {
  const folder = join(RULES_DIR, id);
  const fixtures = loadFixtures(folder);

  it('has a snake_case id from the legal reference, in its section', () => {
    expect(id).toMatch(SNAKE_CASE);
    expect(RULE_IDS as readonly string[]).toContain(id);
    expect(rule.meta.section).toBe(sectionOfRuleId(id));
  });

  it('lives in src/rules/<id>/ with rule.ts exporting it, rule.test.ts and README.md', async () => {
    for (const file of ['rule.ts', 'rule.test.ts', 'README.md']) expect(existsSync(join(folder, file)), `${id}/${file}`).toBe(true);
    const mod = (await import(pathToFileURL(join(folder, 'rule.ts')).href)) as { rule?: Rule };
    expect(mod.rule?.meta.id).toBe(id);
  });

  it('has a README with the required headings', () => {
    const path = join(folder, 'README.md');
    const lines = existsSync(path)
      ? readFileSync(path, 'utf8')
          .split(/\r?\n/)
          .map((l) => l.trim())
      : [];
    expect(README_HEADINGS.filter((h) => !lines.includes(h))).toEqual([]);
  });

  it('has a title, a description, a citation, a kind, a severity of 1–10 and a value', () => {
    const m = rule.meta;
    expect(m.title.trim()).not.toBe('');
    expect(m.description.trim()).not.toBe('');
    expect(m.citation.trim()).not.toBe('');
    expect(KINDS).toContain(m.kind);
    expect(m.severity).toBeGreaterThanOrEqual(1);
    expect(m.severity).toBeLessThanOrEqual(10);
    expect(m.value).toBeGreaterThanOrEqual(0);
  });

  it('has at least one flagged and one not-flagged fixture', () => {
    expect(
      fixtures.some((f) => f.flagged),
      'fixtures/flagged.<case>.txt',
    ).toBe(true);
    expect(
      fixtures.some((f) => !f.flagged),
      'fixtures/not-flagged.<case>.txt',
    ).toBe(true);
  });

  it.each(fixtures)('fixture $name', (fixture) => {
    const run = resultOf(rule, fixture);
    expect(run?.error).toBeUndefined();
    if (fixture.flagged) expect(run?.result.status, JSON.stringify(run?.result)).toBe('flag');
    else expect(run?.result.status, JSON.stringify(run?.result)).not.toBe('flag');
  });

  it('finds nothing in the CFPB Model Form B-1', () => {
    const analysis = analyzeText(MODEL_FORM_B1, { today: FIXTURE_TODAY, rules: [rule] });
    expect(analysis.errors).toEqual([]);
    expect(analysis.findings.map((f) => f.message)).toEqual([]);
  });

  it('does not flag the Model Form B-1 even without the safe harbour (an OCR copy may miss the threshold)', () => {
    const ctx = buildContext(documentFromText(MODEL_FORM_B1), { today: FIXTURE_TODAY });
    const result = rule.check({ ...ctx, gates: { ...ctx.gates, followsModelForm: false } });
    expect(result.status, JSON.stringify(result)).not.toBe('flag');
  });
});
