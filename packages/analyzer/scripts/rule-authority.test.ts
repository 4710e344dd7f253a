/**
 * Every rule rests on binding law (a statute, a Regulation F section or its official commentary,
 * state law, or a case), never on CFPB guidance, and nothing the analyzer writes (rule citations,
 * READMEs, the messages in every language, the corpus notes) cites a guidance document the CFPB
 * withdrew on May 12, 2025 (90 Fed. Reg. 20084), except to say that it was withdrawn.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN } from '../src/i18n/en';
import { ES } from '../src/i18n/es';
import { RULES } from '../src/rules/registry';
import { authoritiesOf, describeAuthorities, withdrawnGuidanceIn } from './rule-authority';

const PACKAGE_DIR = join(import.meta.dirname, '..');

describe('the authority of each rule', () => {
  it('reads the kinds of authority out of a citation', () => {
    expect(authoritiesOf('15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1); 1692e(5); Bartlett').map((a) => a.kind)).toEqual([
      'statute',
      'regulation',
      'statute',
      'case',
    ]);
    expect(authoritiesOf('15 U.S.C. 1692g(a)–(b), 1692e(10); 12 CFR 1006.34(c)(3), 1006.38 and comment 38-1').map((a) => a.kind)).toEqual([
      'statute',
      'regulation',
      'commentary',
    ]);
    expect(authoritiesOf('state law, see §4.3 (CA, NY state and NYC, TX)')[0]?.kind).toBe('state_law');
    expect(authoritiesOf('15 U.S.C. 1692f(1); CFPB Advisory Opinion on pay-to-pay fees')[1]?.kind).toBe('guidance');
    expect(describeAuthorities('15 U.S.C. 1692f(1), 1692e(2)(A); 12 CFR 1006.22(b); Heintz v. Jenkins')).toBe(
      'Statute (FDCPA / FCRA, 15 U.S.C.): 15 U.S.C. 1692f(1), 1692e(2)(A). Regulation F (12 CFR part 1006): 12 CFR 1006.22(b). Case law: Heintz v. Jenkins',
    );
  });

  it.each(RULES.map((r) => [r.meta.id, r] as const))('%s rests on binding law and on no guidance', (_id, rule) => {
    const kinds = authoritiesOf(rule.meta.citation).map((a) => a.kind);
    expect(kinds.some((k) => k !== 'guidance')).toBe(true);
    expect(kinds).not.toContain('guidance');
  });

  it('finds a withdrawn document wherever it is cited, and not where it is said to be withdrawn', () => {
    expect(withdrawnGuidanceIn('See CFPB Advisory Opinion, 87 Fed. Reg. 39733.')).toHaveLength(1);
    expect(withdrawnGuidanceIn('The advisory opinion on time-barred debt (88 Fed. Reg. 26475) applies.')).toHaveLength(1);
    expect(withdrawnGuidanceIn('The advisory opinion (87 Fed. Reg. 39733) was withdrawn in May 2025.')).toEqual([]);
  });

  it('no README, message (English or Spanish), corpus note or response letter cites a withdrawn document', () => {
    const texts: [string, string][] = [
      ...Object.entries(EN).map(([k, v]): [string, string] => [`en:${k}`, v]),
      ...Object.entries(ES).map(([k, v]): [string, string] => [`es:${k}`, v]),
    ];
    const rulesDir = join(PACKAGE_DIR, 'src/rules');
    for (const id of readdirSync(rulesDir)) {
      const readme = join(rulesDir, id, 'README.md');
      if (existsSync(readme)) texts.push([readme, readFileSync(readme, 'utf8')]);
    }
    const corpusDir = join(PACKAGE_DIR, 'corpus');
    for (const c of readdirSync(corpusDir)) {
      const expected = join(corpusDir, c, 'expected.json');
      if (existsSync(expected)) texts.push([expected, readFileSync(expected, 'utf8')]);
    }
    // The response letters (packages/letters) cite law to collectors: none of it may be withdrawn guidance.
    const lettersDir = join(PACKAGE_DIR, '../letters/src');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : /\.(?:ts|md|json)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    if (existsSync(lettersDir)) for (const f of walk(lettersDir)) texts.push([f, readFileSync(f, 'utf8')]);
    const notes = join(PACKAGE_DIR, 'fixtures/court-letters/answers.json');
    texts.push([notes, readFileSync(notes, 'utf8')]);
    expect(texts.flatMap(([where, text]) => withdrawnGuidanceIn(text).map((g) => `${where}: ${g}`))).toEqual([]);
  });
});
