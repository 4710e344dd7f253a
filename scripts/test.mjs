#!/usr/bin/env node
// Runs every test tier (typecheck and lint side by side; then unit; then integration, postgres and e2e in order; then
// scale) and prints one closing line: 'N passed, N failed, N skipped'.
//   node scripts/test.mjs [typecheck|unit|integration|postgres|scale|e2e ...]   (default: all)
// A tier that cannot run here (no TEST_DATABASE_URL, no Chromium) prints one line saying so;
// REQUIRE_ALL_TIERS=1 turns any such skip into a failure (CI sets it).
import { spawn } from 'node:child_process';
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
  // Typecheck and lint run side by side (staticChecks): one core each is all they use.
  { name: 'typecheck', static: true },
  { name: 'lint', static: true },
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
    // The browser journeys run in order after integration and postgres, not beside them: beside them (decision 252) the
    // credit center's report reading failed once under the load of the other tiers (session 34, decision 260), so the
    // layout that ran every tier in order is back until that is understood.
    name: 'e2e',
    beside: false,
    skip: () => (existsSync(chromePath) ? null : `no Chromium at ${chromePath} (set CHROME_PATH or apt-get install chromium)`),
    run: (options) => vitest(['e2e'], { CHROME_PATH: chromePath }, options),
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test, named again at the very end: a CI log is often read from its tail only. */
const failures = [];
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function collectFailures(tier, report) {
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      const why = stripAnsi(a.failureMessages?.[0] ?? '')
        .split('\n')
        .slice(0, 3)
        .join(' / ');
      failures.push(`[${tier}] ${where} > ${a.fullName ?? a.title}: ${why.slice(0, 400)}`);
    }
    if (!failed.length && file.status === 'failed')
      failures.push(
        `[${tier}] ${where}: ${stripAnsi(file.message ?? 'failed to run')
          .split('\n')[0]
          .slice(0, 400)}`,
      );
  }
}
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'ds-test-'));

/**
 * One Vitest run of the given projects; resolves to its success. With `buffered`, its output is kept and printed
 * whole when it ends (a tier running beside another), never interleaved.
 */
function vitest(projects, env, { buffered = false } = {}) {
  const out = path.join(reportDir, `${projects.join('-')}-${Date.now()}.json`);
  const args = [vitestBin, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      let ok = code === 0;
      if (existsSync(out)) {
        const report = JSON.parse(readFileSync(out, 'utf8'));
        totals.passed += report.numPassedTests ?? 0;
        totals.failed += report.numFailedTests ?? 0;
        totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
        collectFailures(projects.join(', ') + (env?.DS_TEST_DB ? ` on ${env.DS_TEST_DB}` : ''), report);
        if ((report.numTotalTests ?? 0) === 0) {
          console.error(`tier ran no test: ${projects.join(', ')}`);
          ok = false;
        }
      }
      resolve(ok);
    });
  });
}

/**
 * Commands run side by side, as many at a time as the machine has cores (tsc and ESLint use one core
 * each); each one's output is printed whole when it ends, never interleaved. Resolves to each one's
 * success, in the order given.
 */
function runJobs(jobs) {
  const cores = Math.max(1, os.availableParallelism());
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      results[index] = await new Promise((resolve) => {
        const child = spawn(process.execPath, job.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          if (output.length) process.stdout.write(Buffer.concat(output));
          if (code !== 0) console.error(job.failure);
          resolve(code === 0);
        });
      });
    }
  };
  return Promise.all(Array.from({ length: Math.min(cores, jobs.length) }, lane)).then(() => results);
}

/** ESLint (the codebase's rules and import boundaries) and Prettier's formatting check. */
const lintJobs = () => [
  {
    args: [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'],
    failure: 'lint: ESLint found errors (npx eslint . --fix fixes some)',
  },
  {
    args: [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.', '--log-level', 'warn'],
    failure: 'lint: files are not formatted (npx prettier --write .)',
  },
];

/** Each package's own TypeScript program (the web app with the DOM's types, the rest with Node's). */
const typecheckJobs = () =>
  [
    // The largest programs first, so the two lanes end together.
    'apps/api',
    'apps/web',
    'packages/analyzer',
    'packages/credit-reports',
    'e2e',
    'bench',
    'packages/lawsuits',
    'packages/letters',
    'packages/db',
    'packages/contracts',
    'packages/plans',
    'packages/clocks',
  ]
    .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')))
    .map((dir) => ({ args: [tscBin, '-p', path.join(dir, 'tsconfig.json')], failure: `typecheck failed in ${dir}` }));

/** Typecheck and lint side by side: each tier's commands, one pool. */
async function staticChecks(names) {
  const jobsOf = { typecheck: typecheckJobs(), lint: lintJobs() };
  const wantedJobs = names.flatMap((name) => jobsOf[name].map((job) => ({ ...job, tier: name })));
  // ESLint is the longest single command: it starts first.
  wantedJobs.sort((a, b) => (a.tier === 'lint' ? 0 : 1) - (b.tier === 'lint' ? 0 : 1));
  const results = await runJobs(wantedJobs);
  return Object.fromEntries(names.map((name) => [name, wantedJobs.every((job, i) => job.tier !== name || results[i])]));
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? tiers.filter((t) => wanted.includes(t.name)) : tiers;
if (wanted.length && selected.length !== wanted.length) {
  console.error(`unknown tier in: ${wanted.join(' ')} (tiers: ${tiers.map((t) => t.name).join(', ')})`);
  process.exit(2);
}

const failedTiers = [];
const staticTiers = selected.filter((t) => t.static).map((t) => t.name);
if (staticTiers.length) {
  console.log(`\n== tiers ${staticTiers.join(' and ')} (side by side)`);
  const started = Date.now();
  const outcome = await staticChecks(staticTiers);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const name of staticTiers) {
    console.log(`== tier ${name}: ${outcome[name] ? 'ok' : 'FAILED'} (${staticTiers.join(' and ')} in ${seconds} s)`);
    if (!outcome[name]) failedTiers.push(name);
  }
}
/** Runs one tier (or says why it is skipped); resolves when it ends. `buffered` keeps its output until then. */
async function runTier(tier, { buffered = false } = {}) {
  const reason = tier.skip?.();
  if (reason) {
    console.log(`\n== tier ${tier.name}: SKIPPED (${reason})${requireAll ? ' — REQUIRE_ALL_TIERS=1 makes this a failure' : ''}`);
    if (requireAll) failedTiers.push(`${tier.name} (skipped)`);
    return;
  }
  console.log(`\n== tier ${tier.name}${buffered ? ' (beside the next tiers; its output follows when it ends)' : ''}`);
  const started = Date.now();
  const ok = await tier.run({ buffered });
  console.log(`== tier ${tier.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedTiers.push(tier.name);
}

// Unit first, alone (it uses every core); then a tier marked to run beside (none since session 34) starts, and the others
// run in order meanwhile; scale (timing-sensitive: real processes and a worker's time limit) waits for it and runs alone.
const dynamic = selected.filter((t) => !t.static);
const alone = (name) => dynamic.filter((t) => t.name === name);
for (const tier of alone('unit')) await runTier(tier);
const inOrder = dynamic.filter((t) => !t.beside && t.name !== 'unit' && t.name !== 'scale');
// Alone (`npm run test:e2e`), a tier that runs beside prints as it goes.
const besides = dynamic.filter((t) => t.beside).map((tier) => runTier(tier, { buffered: inOrder.length > 0 }));
for (const tier of inOrder) await runTier(tier);
await Promise.all(besides);
for (const tier of alone('scale')) await runTier(tier);

rmSync(reportDir, { recursive: true, force: true });
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
if (failedTiers.length) console.log(`\nfailed tiers: ${failedTiers.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedTiers.length ? 1 : 0);
