import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string) =>
  readdirSync(path.join(src, dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(path.join(src, dir, f), 'utf8') }));

// A reader that has only met its own generator's output has not been tested (issue 25): the reader and
// the generators share no table.
describe('the reader and the generators share no table', () => {
  it('the reader imports neither generator', () => {
    for (const { file, text } of [...sources('read'), ...sources('parse'), ...sources('find')]) {
      expect(`${file}: ${/from '\.\.\/(bureau-layouts|generate\/[^']+)'/.test(text)}`).toBe(`${file}: false`);
    }
  });

  it('the second generator imports neither the reader’s vocabulary nor the first generator’s table', () => {
    const text = readFileSync(path.join(src, 'generate/vary-layout.ts'), 'utf8');
    expect(text).not.toMatch(/from '\.\.\/(read|bureau-layouts)/);
  });
});
