import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The package's house rules, checked on its own sources. */
const SRC = new URL('.', import.meta.url).pathname;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

const sources = files(SRC)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ name: relative(SRC, f), text: readFileSync(f, 'utf8') }));

describe('packages/letters sources', () => {
  it('are kebab-case file names', () => {
    for (const { name } of sources) expect(name).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*\/)*[a-z0-9]+(-[a-z0-9]+)*(\.test)?\.ts$/);
  });

  it('use no console, no clock, no randomness, no IO outside tests', () => {
    for (const { name, text } of sources) {
      expect(text, name).not.toMatch(/\bconsole\./);
      if (name.endsWith('.test.ts')) continue;
      expect(text, name).not.toMatch(/Date\.now|new Date\(\)|Math\.random|node:fs|node:http|fetch\(/);
    }
  });

  it('use arrow functions and types, not function declarations, interfaces or classes', () => {
    for (const { name, text } of sources) {
      expect(text, name).not.toMatch(/^\s*(export\s+)?(async\s+)?function\b/m);
      expect(text, name).not.toMatch(/^\s*(export\s+)?interface\b/m);
      expect(text, name).not.toMatch(/^\s*(export\s+)?class\b/m);
    }
  });
});
