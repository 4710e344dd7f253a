import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources';

type Tree = { [key: string]: string | Tree };

const en = RESOURCES.en as unknown as Tree;
const es = RESOURCES.es as unknown as Tree;

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

describe('i18n catalogues', () => {
  it('has no empty English strings', () => {
    for (const key of keys(en)) expect(String(lookup(en, key)).trim(), key).not.toBe('');
  });

  it('has Spanish only for keys that exist in English (Spanish is started, English is complete)', () => {
    for (const key of keys(es)) expect(lookup(en, key), key).toBeTypeOf('string');
  });

  it('has every literal t() key of the source in the English catalogue', () => {
    const srcDir = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(10);
    // A key used with a count resolves to its plural forms (key_one, key_other), as i18next does.
    for (const key of used) expect(lookup(en, key) ?? lookup(en, `${key}_other`), key).toBeTypeOf('string');
  });
});
