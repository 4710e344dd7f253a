/**
 * Scaffolds a rule folder from the template (eslint-plugin-unicorn's create-rule, smaller):
 *
 *   npx tsx packages/analyzer/scripts/new-rule.ts <rule_id>
 *
 * Writes src/rules/<rule_id>/{rule.ts, rule.test.ts, README.md, fixtures/flagged.basic.txt,
 * fixtures/not-flagged.basic.txt}. Title, citation, kind and section are filled from
 * ../shared/docs/legal-reference.md when it is there (the repository never needs it at test time).
 * The scaffolded check is 'not implemented': the catalogue test fails on its flagged fixture until
 * the rule is written. Then add the rule to its src/rules/section-*.ts list.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RULE_IDS, sectionOfRuleId } from '../src/rules/rule-ids';
import type { RuleKind } from '../src/types';

const here = dirname(fileURLToPath(import.meta.url));
const RULES_DIR = resolve(here, '../src/rules');
const LEGAL_REFERENCE = resolve(here, '../../../../shared/docs/legal-reference.md');

export type RuleInfo = { id: string; title: string; citation: string; kind: RuleKind; section: string };

const SECTION_FILES: Record<string, string> = {
  '1.1': 'validation-notice-rules.ts',
  '1.2': 'disclosures-and-amounts-rules.ts',
  '1.3': 'disclosures-and-amounts-rules.ts',
  '1.4': 'threats-and-misrepresentations-rules.ts',
  '1.5': 'disclosures-and-amounts-rules.ts',
  '1.6': 'conduct-and-time-bar-rules.ts',
  '1.7': 'conduct-and-time-bar-rules.ts',
  '1.8': 'conduct-and-time-bar-rules.ts',
  '1.9': 'conduct-and-time-bar-rules.ts',
};

/** Title, citation and kind of a check, read from the legal reference's '#### `id` — title' block. */
export const readRuleInfo = (id: string, reference: string | undefined): RuleInfo => {
  const section = sectionOfRuleId(id) ?? '?';
  const fallback: RuleInfo = { id, title: 'TODO title', citation: 'TODO citation', kind: 'objective', section };
  if (!reference) return fallback;
  const lines = reference.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`#### \`${id}\``));
  if (at === -1) return fallback;
  const end = lines.findIndex((l, i) => i > at && /^#{2,4}\s/.test(l));
  const block = lines.slice(at, end === -1 ? undefined : end);
  const title = (lines[at] as string).split(' — ')[1]?.trim() ?? fallback.title;
  const field = (name: string): string | undefined => {
    const start = block.findIndex((l) => l.startsWith(`- **${name}:**`));
    if (start === -1) return undefined;
    const rest = block.slice(start + 1);
    const stop = rest.findIndex((l) => !/^\s{2,}\S/.test(l));
    return [block[start] as string, ...rest.slice(0, stop === -1 ? undefined : stop)].join(' ').replace(`- **${name}:**`, '').replace(/\s+/g, ' ').trim();
  };
  const citation =
    field('Cite')
      ?.replace(/\s*\[[VSU][^\]]*\](?:\/\[[VSU][^\]]*\])*/g, '')
      .replace(/\.$/, '') ?? fallback.citation;
  const kind = (/\b(objective|judgment|context)\b/.exec(field('Type') ?? '')?.[1] as RuleKind | undefined) ?? fallback.kind;
  return { id, title: title.charAt(0).toUpperCase() + title.slice(1), citation, kind, section };
};

const q = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export const renderScaffold = (info: RuleInfo): Record<string, string> => ({
  'rule.ts': `import type { Rule, RuleContext, RuleResult } from '../../types';

/** legal-reference §${info.section} \`${info.id}\` (${info.kind}): ${info.title}. */
export const check = (_ctx: RuleContext): RuleResult => ({ status: 'not_applicable', reason: 'Not implemented yet.' });

export const rule: Rule = {
  meta: {
    id: ${q(info.id)},
    title: ${q(info.title)},
    citation: ${q(info.citation)},
    kind: ${q(info.kind)},
    section: ${q(info.section)},
    description: 'TODO: what the law requires or forbids, in plain words for the user.',
    severity: 5,
    value: 1000,
  },
  check,
};
`,
  'rule.test.ts': `import { describe, expect, it } from 'vitest';
import { check, fixtureSuite } from '../../testing';
import { rule } from './rule';

describe(${q(info.id)}, () => {
  // Placeholders for the rule's author: replace them with real tests before the rule lands
  // (the catalogue test already fails until the fixtures exist and behave).
  it.todo('flags a letter that breaks the rule, quoting the words');
  it.todo('does not flag the near-miss');

  it('runs', () => {
    expect(check(rule, 'A letter.')).toBeDefined();
  });
});

fixtureSuite(rule, import.meta.dirname);
`,
  'README.md': `# ${info.id}

## What the law requires

TODO (legal-reference §${info.section}).

## What is flagged

TODO: the signals, with examples of wording.

## What is not flagged

TODO: the safe harbours and look-alikes (legal-reference §1.10).

## Citation

${info.citation}
`,
  'fixtures/flagged.basic.txt': 'TODO: a whole letter that breaks the rule.\n',
  'fixtures/not-flagged.basic.txt': 'TODO: a near-miss letter that must not be flagged.\n',
});

const main = (): void => {
  const id = process.argv[2];
  if (!id || !(RULE_IDS as readonly string[]).includes(id)) {
    process.stderr.write(
      `Usage: npx tsx packages/analyzer/scripts/new-rule.ts <rule_id>\n<rule_id> must be one of the ids of legal-reference §1.1–§1.9 (src/rules/rule-ids.ts).\n`,
    );
    process.exit(2);
  }
  const dir = join(RULES_DIR, id);
  if (existsSync(dir)) {
    process.stderr.write(`${dir} already exists.\n`);
    process.exit(1);
  }
  const reference = existsSync(LEGAL_REFERENCE) ? readFileSync(LEGAL_REFERENCE, 'utf8') : undefined;
  const info = readRuleInfo(id, reference);
  for (const [file, content] of Object.entries(renderScaffold(info))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  const camel = id.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  process.stdout.write(
    `Created ${dir}\nNext: write the check and the fixtures, then register it in src/rules/${SECTION_FILES[info.section] ?? 'section-*.ts'}:\n  import { rule as ${camel} } from './${id}/rule';\nand regenerate docs/rules.md: npx tsx packages/analyzer/scripts/generate-rules-doc.ts\n`,
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
