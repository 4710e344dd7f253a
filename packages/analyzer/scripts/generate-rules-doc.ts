/**
 * Generates docs/rules.md from the rule catalogue: every rule's meta and the 'What is flagged' /
 * 'What is not flagged' sections of its README, grouped by legal-reference section, then the
 * statute-of-limitations table.
 *
 *   npx tsx packages/analyzer/scripts/generate-rules-doc.ts          write docs/rules.md
 *   npx tsx packages/analyzer/scripts/generate-rules-doc.ts --check  exit 1 when docs/rules.md is stale
 *
 * The catalogue meta-test (src/rules/catalogue.test.ts) fails when the committed file differs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { safeHarbourOf } from '../src/engine/run-rule';
import { describeAuthorities, WITHDRAWN_GUIDANCE } from './rule-authority';
import { RULES } from '../src/rules/registry';
import { RULE_IDS, RULE_IDS_BY_SECTION, type RuleSection, SECTION_TITLES } from '../src/rules/rule-ids';
import { REVIVAL_RULES } from '../src/sol/revival-rules';
import { SOL_TABLE, STATE_NAMES, type StateCode, getSolYears } from '../src/sol/sol-table';
import { STATE_SOL_NOTES } from '../src/sol/state-sol-notes';
import { TIME_BARRED_DISCLOSURE_RULES } from '../src/sol/time-barred-disclosures';
import type { Rule } from '../src/types';

const here = dirname(fileURLToPath(import.meta.url));
export const RULES_DIR = resolve(here, '../src/rules');
export const RULES_DOC_PATH = resolve(here, '../../../docs/rules.md');
export const GENERATE_COMMAND = 'npx tsx packages/analyzer/scripts/generate-rules-doc.ts';

/** The README headings every rule has (asserted by the catalogue meta-test). */
export const README_HEADINGS = ['## What the law requires', '## What is flagged', '## What is not flagged', '## Citation'] as const;

/** The body under a '## ' heading, up to the next '## ' heading (trimmed), or undefined. */
export const readmeSection = (markdown: string, heading: string): string | undefined => {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const at = lines.findIndex((l) => l.trim() === heading);
  if (at === -1) return undefined;
  const rest = lines.slice(at + 1);
  const end = rest.findIndex((l) => /^##\s/.test(l));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
};

export const readRuleReadme = (id: string, rulesDir = RULES_DIR): string | undefined => {
  const path = join(rulesDir, id, 'README.md');
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Nested '#' headings of a README body are pushed below the doc's own levels. */
const demoteHeadings = (body: string): string => body.replace(/^(#{1,6})\s/gm, (_m, hashes: string) => `${'#'.repeat(Math.min(6, hashes.length + 3))} `);

const renderRule = (rule: Rule, readme: string | undefined): string[] => {
  const m = rule.meta;
  const out = [
    `### \`${m.id}\` — ${m.title}`,
    '',
    '| | |',
    '| --- | --- |',
    `| Kind | ${m.kind} |`,
    `| Citation | ${cell(m.citation)} |`,
    `| Rests on | ${cell(describeAuthorities(m.citation))} |`,
    `| Section | ${m.section} |`,
    `| Severity | ${m.severity} / 10 |`,
    `| Model Form B-1 safe harbour | ${safeHarbourOf(m) === 'model_form' ? 'not applicable when the notice follows the model form' : 'always checked'} |`,
    '',
    m.description.trim(),
    '',
  ];
  for (const [label, heading] of [
    ['What is flagged', '## What is flagged'],
    ['What is not flagged', '## What is not flagged'],
  ] as const) {
    const body = readme ? readmeSection(readme, heading) : undefined;
    out.push(`**${label}**`, '', body ? demoteHeadings(body) : '_Not documented: the rule has no README section for this._', '');
  }
  return out;
};

const stateRow = (code: StateCode): string => {
  const years = getSolYears(code);
  const other = (STATE_SOL_NOTES[code] ?? []).map((n) => n.text).join(' ');
  const revival = (REVIVAL_RULES[code] ?? []).map((r) => `${r.text} (${r.source})`).join(' ');
  const notice = (TIME_BARRED_DISCLOSURE_RULES[code] ?? []).map((r) => `${r.jurisdiction}: ${r.source}`).join('; ');
  return `| ${code} | ${STATE_NAMES[code]} | ${years ?? 'not in the table'} | ${cell(other) || '—'} | ${cell(revival) || 'general pattern'} | ${cell(notice) || '—'} |`;
};

const renderSolTable = (): string[] => [
  '## Statute of limitations by state',
  '',
  "The product's years (spec 000 §9) are the default; the other columns are the caveats of legal-reference §4.1–§4.3 (many tagged unverified there). Code: `packages/analyzer/src/sol/`.",
  '',
  '| years | states |',
  '| --- | --- |',
  ...SOL_TABLE.map((r) => `| ${r.years} | ${r.states.join(', ')} |`),
  '| not given | DC (the reference presumes 6 and reports 3 for contract claims; the status is computed against both) |',
  '',
  'Everywhere: a debt collector must not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)). The FCRA credit-reporting limit (7 years and 180 days from the first delinquency, 15 U.S.C. 1681c) is a separate clock that payments do not restart.',
  '',
  '| code | state | years | other periods (§4.1) | revival (§4.2) | time-barred notice required (§4.3) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...(Object.keys(STATE_NAMES) as StateCode[]).sort().map(stateRow),
  '',
];

/** The whole of docs/rules.md for a catalogue. */
export const renderRulesDoc = (rules: readonly Rule[], readReadme: (id: string) => string | undefined = (id) => readRuleReadme(id)): string => {
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  const missing = RULE_IDS.filter((id) => !byId.has(id));
  const extra = rules.filter((r) => !(RULE_IDS as readonly string[]).includes(r.meta.id));
  const kinds = (['objective', 'judgment', 'context'] as const).map((k) => `${rules.filter((r) => r.meta.kind === k).length} ${k}`).join(', ');
  const out = [
    '# Rules',
    '',
    `<!-- Generated by \`${GENERATE_COMMAND}\` from packages/analyzer/src/rules. Do not edit by hand. -->`,
    '',
    `${rules.length} rules for the ${RULE_IDS.length} checks of legal-reference §1.1–§1.9 (${kinds}). Objective findings read "appears to violate"; judgment and context findings read "may violate".`,
    '',
    'Each rule says what it **rests on**: the statute (FDCPA, FCRA), the Regulation F section and its official interpretations, state law, or the cases it applies (read from its citation by `packages/analyzer/scripts/rule-authority.ts`). No rule rests on CFPB guidance. On May 12, 2025 the CFPB withdrew 67 guidance documents (90 Fed. Reg. 20084); those that concern debt collection are listed below, and no rule, note or response letter cites them (`packages/analyzer/scripts/rule-authority.test.ts` fails if one does):',
    '',
    ...WITHDRAWN_GUIDANCE.map((g) => `- ${g.title}, ${g.cite}`),
    '',
  ];
  if (missing.length) out.push(`Not implemented yet (${missing.length}): ${missing.map((id) => `\`${id}\``).join(', ')}.`, '');
  for (const section of Object.keys(RULE_IDS_BY_SECTION) as RuleSection[]) {
    const ids = RULE_IDS_BY_SECTION[section] as readonly string[];
    const present = ids.map((id) => byId.get(id)).filter((r): r is Rule => r !== undefined);
    if (present.length === 0) continue;
    out.push(`## ${section} ${SECTION_TITLES[section]}`, '');
    for (const rule of present) out.push(...renderRule(rule, readReadme(rule.meta.id)));
  }
  if (extra.length) {
    out.push('## Other rules (not in the legal reference)', '');
    for (const rule of extra) out.push(...renderRule(rule, readReadme(rule.meta.id)));
  }
  out.push(...renderSolTable());
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
};

const main = (): void => {
  const doc = renderRulesDoc(RULES);
  if (process.argv.includes('--check')) {
    const current = existsSync(RULES_DOC_PATH) ? readFileSync(RULES_DOC_PATH, 'utf8') : '';
    if (current !== doc) {
      process.stderr.write(`docs/rules.md is stale: run ${GENERATE_COMMAND}\n`);
      process.exit(1);
    }
    process.stdout.write('docs/rules.md is current.\n');
    return;
  }
  writeFileSync(RULES_DOC_PATH, doc);
  process.stdout.write(`Wrote ${RULES_DOC_PATH} (${RULES.length} rules).\n`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
