import { describe, expect, it } from 'vitest';
import { RULES } from '../src/rules/registry';
import type { Rule } from '../src/types';
import { README_HEADINGS, readmeSection, renderRulesDoc } from './generate-rules-doc';
import { readRuleInfo, renderScaffold } from './new-rule';

const REFERENCE_EXCERPT = [
  '### 1.4 Threats',
  '',
  '#### `threat_arrest_or_criminal` — threat of arrest, jail or criminal prosecution',
  '- **Cite:** 15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18(b)(3), (b)(1)(iv), (c)(1) [V].',
  '- **Rule:** Nonpayment of a consumer debt is not a crime.',
  '- **Type:** objective (phrase) → strong.',
  '',
  '#### `threat_seizure_garnishment` — threat of garnishment',
].join('\n');

const README = `# x

## What the law requires

Law.

## What is flagged

- "arrest"

### Details

More.

## What is not flagged

Nothing else.

## Citation

15 U.S.C. 1692e(4)
`;

describe('new-rule scaffold', () => {
  it('reads title, citation and kind from the legal reference', () => {
    expect(readRuleInfo('threat_arrest_or_criminal', REFERENCE_EXCERPT)).toEqual({
      id: 'threat_arrest_or_criminal',
      title: 'Threat of arrest, jail or criminal prosecution',
      citation: '15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18(b)(3), (b)(1)(iv), (c)(1)',
      kind: 'objective',
      section: '1.4',
    });
  });

  it('falls back to TODO values without the reference', () => {
    expect(readRuleInfo('threat_violence', undefined)).toMatchObject({ title: 'TODO title', section: '1.8' });
  });

  it('writes the folder template with the README headings and both fixtures', () => {
    const files = renderScaffold(readRuleInfo('threat_arrest_or_criminal', REFERENCE_EXCERPT));
    expect(Object.keys(files).sort()).toEqual(['README.md', 'fixtures/flagged.basic.txt', 'fixtures/not-flagged.basic.txt', 'rule.test.ts', 'rule.ts']);
    for (const h of README_HEADINGS) expect(files['README.md']).toContain(h);
    expect(files['rule.ts']).toContain("id: 'threat_arrest_or_criminal'");
    expect(files['rule.ts']).toContain("status: 'not_applicable'");
  });
});

describe('rules doc generator', () => {
  it('reads a README section up to the next ## heading, keeping ### sub-headings', () => {
    expect(readmeSection(README, '## What is flagged')).toBe('- "arrest"\n\n### Details\n\nMore.');
    expect(readmeSection(README, '## Missing')).toBeUndefined();
  });

  it('renders every rule with its meta and README sections, grouped by section, and the SOL table', () => {
    const rule: Rule = {
      meta: {
        id: 'threat_violence',
        title: 'Threat of violence',
        citation: '15 U.S.C. 1692d(1)',
        kind: 'judgment',
        section: '1.8',
        description: 'No threats.',
        severity: 9,
        value: 1000,
      },
      check: () => ({ status: 'pass' }),
    };
    const doc = renderRulesDoc([rule], () => README);
    expect(doc).toContain('## 1.8 Harassing or abusive content in writing (1692d, 1006.14)');
    expect(doc).toContain('### `threat_violence` — Threat of violence');
    expect(doc).toContain('| Citation | 15 U.S.C. 1692d(1) |');
    expect(doc).toContain('###### Details');
    expect(doc).toContain('Not implemented yet (69)');
    expect(doc).toContain('## Statute of limitations by state');
    expect(doc).toContain('| 3 | AL, DE, LA, MD, MS, NH, NC, SC |');
    expect(doc.endsWith('\n')).toBe(true);
  });

  it('is deterministic for the real catalogue', () => {
    expect(renderRulesDoc(RULES)).toBe(renderRulesDoc(RULES));
  });
});
