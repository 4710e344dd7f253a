import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import creditEn from './parts/credit-en';
import creditEs from './parts/credit-es';
import dashboardEn from './parts/dashboard-en';
import dashboardEs from './parts/dashboard-es';
import homeEn from './parts/home-en';
import homeEs from './parts/home-es';
import pagesEn from './parts/pages-en';
import pagesEs from './parts/pages-es';
import resultsEn from './parts/results-en';
import resultsEs from './parts/results-es';

type Tree = { [key: string]: string | Tree };

const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const src = path.resolve(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
const literalKeys = (files: string[]) => [
  ...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)].map((m) => m[1] ?? ''))),
];

describe('catalogue parts (what the first page loads, and what comes later)', () => {
  it("has in the 'home' part every string the shell and the home page use (they render before any other part is fetched)", () => {
    const files = [
      'components',
      'features/home',
      'features/quiz',
      'features/plans',
      'app/routes.tsx',
      'app/route-error.tsx',
      'app/require-auth.tsx',
      'lib',
    ].flatMap((p) => {
      const full = path.join(src, p);
      return statSync(full).isDirectory() ? sourceFiles(full) : [full];
    });
    const keys = literalKeys(files);
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) expect(lookup(homeEn, key), key).toBeTypeOf('string');
  });

  it("has in the 'results' part every string of the results page's first screen (a visitor's email gate, loading, error), which renders before 'pages' is fetched", () => {
    const files = ['results-page.tsx', 'email-gate.tsx', 'email-form.tsx', 'results-loading.tsx', 'analysis-error-view.tsx'].map((f) =>
      path.join(src, 'features/results/components', f),
    );
    const keys = literalKeys(files).filter((key) => lookup(homeEn, key) === undefined);
    expect(keys.length).toBeGreaterThan(8);
    for (const key of keys) expect(lookup(resultsEn, key), key).toBeTypeOf('string');
  });

  it("has in the 'dashboard' part every string of the dashboard and of its views but the credit center, disputes, templates and tools (which bring 'pages')", () => {
    const files = [
      ...sourceFiles(path.join(src, 'features/dashboard')).filter((file) => !file.endsWith('resource-views.tsx')),
      path.join(src, 'features/lawsuit/components/lawsuit-dashboard-card.tsx'),
      path.join(src, 'features/auth/components/logout-button.tsx'),
    ];
    const keys = literalKeys(files).filter((key) => lookup(homeEn, key) === undefined);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toEqual(expect.arrayContaining(['lawsuitCard.title', 'auth.logout']));
    // A key used with a count is found by its plural forms (`_one`, `_other`).
    const held = (part: unknown, key: string) => [key, `${key}_other`].some((k) => typeof lookup(part, k) === 'string');
    for (const key of keys) expect(held(dashboardEn, key), key).toBe(true);
    for (const key of keys) expect(held(dashboardEs, key), key).toBe(true);
  });

  it("has in the 'dashboard' and 'credit' parts every string of the credit center (/dashboard/credit brings these two, not 'pages')", () => {
    const files = [...sourceFiles(path.join(src, 'features/credit/center')), ...sourceFiles(path.join(src, 'features/credit/score-simulator'))];
    const keys = literalKeys(files).filter((key) => lookup(homeEn, key) === undefined);
    expect(keys.length).toBeGreaterThan(80);
    expect(keys).toEqual(expect.arrayContaining(['credit.center.title', 'credit.center.lead', 'dashboard.retry']));
    const held = (parts: unknown[], key: string) => parts.some((part) => [key, `${key}_other`].some((k) => typeof lookup(part, k) === 'string'));
    for (const key of keys) expect(held([dashboardEn, creditEn], key), key).toBe(true);
    for (const key of keys) expect(held([dashboardEs, creditEs], key), key).toBe(true);
    // The keys the center builds (`credit.center.tabs.${name}`…) are under the credit feature's and the score simulator's own.
    const built = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*`([a-zA-Z]+)\./g)].map((m) => m[1]));
    expect(new Set(built)).toEqual(new Set(['credit', 'scoreSimulator']));
    expect(Object.keys(creditEn)).toEqual(['credit', 'scoreSimulator']);
  });

  it('puts every feature catalogue in one part only, the same in both languages', () => {
    const featuresWithStrings = readdirSync(path.join(src, 'features')).filter((f) =>
      statSync(path.join(src, 'features', f, 'locales'), { throwIfNoEntry: false })?.isDirectory(),
    );
    const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const parts = [
      [homeEn, homeEs],
      [resultsEn, resultsEs],
      [dashboardEn, dashboardEs],
      [creditEn, creditEs],
      [pagesEn, pagesEs],
    ] as const;
    for (const feature of featuresWithStrings) {
      const holders = parts.filter(([en]) => camel(feature) in en);
      expect(holders.length, feature).toBe(1);
      for (const [en, es] of parts) expect(camel(feature) in es, feature).toBe(camel(feature) in en);
    }
    expect(Object.keys(homeEn).filter((k) => k in pagesEn || k in resultsEn)).toEqual([]);
    expect(Object.keys(resultsEn).filter((k) => k in pagesEn)).toEqual([]);
    expect(Object.keys(dashboardEn).filter((k) => k in pagesEn || k in resultsEn || k in homeEn)).toEqual([]);
    expect(Object.keys(creditEn).filter((k) => k in pagesEn || k in resultsEn || k in homeEn || k in dashboardEn)).toEqual([]);
  });
});
