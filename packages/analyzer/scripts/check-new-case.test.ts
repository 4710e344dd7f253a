import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENED_FRESH_SETS } from '../corpus/court-letters';

const SCRIPT = join(import.meta.dirname, 'check-new-case.mjs');
const dir = mkdtempSync(join(tmpdir(), 'check-new-case-'));
const openedSet = Object.keys(OPENED_FRESH_SETS)[0]!;
writeFileSync(
  join(dir, 'letters.jsonl'),
  [
    { id: 'L1', source: 'Alpha v. Beta Collections, Inc. (N.D. Ill. 2019)' },
    { id: 'L2', source: 'Gamma v. Delta Recovery, LLC (S.D.N.Y. 2020)', set: 'fresh-2099-01-01' },
    { id: 'L3', source: 'Epsilon v. Zeta Credit (D.N.J. 2018)', set: openedSet },
  ]
    .map((e) => JSON.stringify(e))
    .join('\n'),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (...names: string[]): string =>
  execFileSync(process.execPath, [SCRIPT, ...names], { env: { ...process.env, CORPUS_DIR: dir }, encoding: 'utf8' });

describe('check-new-case: is a candidate case already in the corpus, and closed?', () => {
  it('names a development letter by id, and a letter of an opened set too', () => {
    expect(check('alpha', 'Beta')).toBe('OPEN: L1 Alpha v. Beta Collections, Inc. (N.D. Ill. 2019)\n');
    expect(check('Epsilon')).toMatch(/^OPEN: L3 /);
  });
  it('says only "drop" for a letter of a closed set, never its id or source', () => {
    const out = check('Gamma');
    expect(out).toMatch(/^CLOSED: drop/);
    expect(out).not.toContain('L2');
    expect(out).not.toContain('Delta');
  });
  it('needs every name to match, and says when nothing does', () => {
    expect(check('Alpha', 'Delta')).toBe('no match: new\n');
  });
});
