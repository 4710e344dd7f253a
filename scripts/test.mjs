#!/usr/bin/env node
// Runs every test tier in order and prints one closing line: 'N passed, N failed, N skipped'.
//   node scripts/test.mjs [typecheck|unit|integration|postgres|scale|e2e ...]   (default: all)
// A tier that cannot run here (no TEST_DATABASE_URL, no Chromium) prints one line saying so;
// REQUIRE_ALL_TIERS=1 turns any such skip into a failure (CI sets it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireAll = process.env.REQUIRE_ALL_TIERS === '1';
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const tscBin = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const tiers = [
  { name: 'typecheck', run: () => typecheck() },
  { name: 'lint', run: () => lint() },
  { name: 'unit', run: () => vitest(['unit', 'web'], {}) },
  { name: 'integration', run: () => vitest(['integration'], { DS_TEST_DB: 'pglite' }) },
  {
    name: 'postgres',
    skip: () => (process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set'),
    run: () => vitest(['integration'], { DS_TEST_DB: 'postgres' }),
  },
  {
    // Two API instances and worker processes of the built server on one PostgreSQL (issue 29).
    name: 'scale',
    skip: () => (process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set'),
    run: () => vitest(['scale'], {}),
  },
  {
    name: 'e2e',
    skip: () => (existsSync(chromePath) ? null : `no Chromium at ${chromePath} (set CHROME_PATH or apt-get install chromium)`),
    run: () => vitest(['e2e'], { CHROME_PATH: chromePath }),
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'ds-test-'));

function vitest(projects, env) {
  const out = path.join(reportDir, `${projects.join('-')}-${Date.now()}.json`);
  const args = [vitestBin, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if ((report.numTotalTests ?? 0) === 0) {
      console.error(`tier ran no test: ${projects.join(', ')}`);
      return false;
    }
  }
  return result.status === 0;
}

/** ESLint (the codebase's rules and import boundaries) and Prettier's formatting check. */
function lint() {
  const eslint = spawnSync(process.execPath, [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'], { cwd: root, stdio: 'inherit' });
  const prettier = spawnSync(process.execPath, [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.', '--log-level', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (eslint.status !== 0) console.error('lint: ESLint found errors (npx eslint . --fix fixes some)');
  if (prettier.status !== 0) console.error('lint: files are not formatted (npx prettier --write .)');
  return eslint.status === 0 && prettier.status === 0;
}

function typecheck() {
  const configs = [
    'packages/contracts',
    'packages/db',
    'packages/plans',
    'packages/clocks',
    'packages/analyzer',
    'packages/letters',
    'packages/credit-reports',
    'packages/lawsuits',
    'apps/api',
    'apps/web',
    'e2e',
    'bench',
  ].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));
  let ok = true;
  for (const dir of configs) {
    const result = spawnSync(process.execPath, [tscBin, '-p', path.join(dir, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`typecheck failed in ${dir}`);
      ok = false;
    }
  }
  return ok;
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? tiers.filter((t) => wanted.includes(t.name)) : tiers;
if (wanted.length && selected.length !== wanted.length) {
  console.error(`unknown tier in: ${wanted.join(' ')} (tiers: ${tiers.map((t) => t.name).join(', ')})`);
  process.exit(2);
}

const failedTiers = [];
for (const tier of selected) {
  const reason = tier.skip?.();
  if (reason) {
    console.log(`\n== tier ${tier.name}: SKIPPED (${reason})${requireAll ? ' — REQUIRE_ALL_TIERS=1 makes this a failure' : ''}`);
    if (requireAll) failedTiers.push(`${tier.name} (skipped)`);
    continue;
  }
  console.log(`\n== tier ${tier.name}`);
  const started = Date.now();
  const ok = tier.run();
  console.log(`== tier ${tier.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedTiers.push(tier.name);
}

rmSync(reportDir, { recursive: true, force: true });
if (failedTiers.length) console.log(`\nfailed tiers: ${failedTiers.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedTiers.length ? 1 : 0);
