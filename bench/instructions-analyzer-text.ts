/**
 * `analyzer-text`'s work counted in machine instructions, which the host's load does not change (decision 396).
 * `node --import tsx instructions-analyzer-text.ts [tree …]` bundles each tree's analyzer (default: this one) with the
 * bench's loop (the two-page letter, two texts in turn) and runs it under `valgrind --tool=callgrind`, V8 made
 * deterministic: `--predictable` (one thread, no concurrent compiler or marker, fixed seeds), `--predictable-gc-schedule`
 * (the heap grown and collected by fixed rules, not by measured speeds) and a full collection before counting. Only the
 * measured analyses are counted: callgrind's counters are zeroed when `os.getPriority()` enters libuv after the warm-up,
 * and dumped when `os.setPriority()` does after them. Prints, per tree and round, the instructions and the millions per
 * analysis, with and without V8's optimising compiler (still at work after a short warm-up: read the figure without it).
 * `--dump <file>` reads a kept dump the same way. Slow: about 50× the analyses' own time, plus the start (5–6 minutes of
 * CPU a run with the defaults). Environment: `WARMUP` analyses before counting (30), `RUNS` analyses counted (10),
 * `ROUNDS` runs per tree, alternated (1), `CALLGRIND_KEEP=<dir>` keeps each run's dump for `callgrind_annotate` (V8's
 * builtins, runtime, regular-expression compiler and garbage collector are named there; the machine code it compiles
 * from the analyzer's functions and patterns is not: read that with `--cpu-prof`).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.RUNS ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 30);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const keepDir = process.env.CALLGRIND_KEEP;

/** The loop run under valgrind: warm-up, then the counted analyses between the two priority calls. */
function loopSource(tree: string): string {
  const analyzer = path.join(tree, 'packages/analyzer/src/index.ts');
  return `
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { analyzeDocument, documentFromText } from ${JSON.stringify(analyzer)};
const modelForm = readFileSync(${JSON.stringify(path.join(tree, 'packages/analyzer/test-fixtures/cfpb-model-form-b1.txt'))}, 'utf8');
const reverseSide = readFileSync(${JSON.stringify(path.join(here, 'fixtures/reverse-side.txt'))}, 'utf8');
const letter = modelForm + '\\f' + reverseSide;
const docs = [documentFromText(letter), documentFromText(letter + '\\n')];
const answers = { answers: { state: 'MD' }, today: '2026-11-21' };
for (let i = 0; i < ${WARMUP}; i++) analyzeDocument(docs[i % 2], answers);
// A full collection before counting: each run counts from the same heap.
globalThis.gc();
const priority = os.getPriority();
for (let i = 0; i < ${RUNS}; i++) analyzeDocument(docs[i % 2], answers);
os.setPriority(priority);
`;
}

async function bundle(tree: string, dir: string, name: string): Promise<string> {
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    stdin: { contents: loopSource(tree), resolveDir: tree, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    external: ['sharp', 'pdf-lib', 'tesseract.js', 'pdfjs-dist', '@tesseract.js-data/eng'],
    logLevel: 'error',
  });
  return outfile;
}

/**
 * The instructions spent in V8's optimising compiler (functions of `v8::internal::compiler`), read from a callgrind dump:
 * the self cost of each function (cost lines after `fn=`, not the inclusive cost line after each `calls=`). Compiling is
 * not the letter's work, and how much of it falls inside the counted analyses depends on the warm-up.
 */
function compilerInstructions(dump: string): number {
  const names = new Map<string, string>();
  let inCompiler = false;
  let callCost = false;
  let total = 0;
  for (const line of dump.split('\n')) {
    if (line.startsWith('fn=')) {
      const named = /^\((\d+)\)(?: (.*))?$/.exec(line.slice(3));
      const name = named ? (named[2] ?? names.get(named[1]!) ?? '') : line.slice(3);
      if (named?.[2] !== undefined) names.set(named[1]!, named[2]);
      inCompiler = name.startsWith('v8::internal::compiler::');
    } else if (line.startsWith('cfn=')) {
      const named = /^\((\d+)\) (.*)$/.exec(line.slice(4));
      if (named) names.set(named[1]!, named[2]!);
    } else if (line.startsWith('calls=')) callCost = true;
    else if (/^[\d+*-]/.test(line)) {
      if (callCost) callCost = false;
      else if (inCompiler) total += Number(line.split(' ')[1] ?? 0);
    }
  }
  return total;
}

/** Instructions (Ir) of one callgrind run of the bundle, from the dump made when the counted analyses end. */
function countInstructions(script: string, dir: string, label: string): { instructions: number; compiler: number } {
  const outBase = path.join(dir, `callgrind.${label}`);
  execFileSync(
    'valgrind',
    [
      '--tool=callgrind',
      // V8 writes and patches machine code outside any file: valgrind must see those writes.
      '--smc-check=all-non-file',
      '--zero-before=uv_os_getpriority',
      '--dump-before=uv_os_setpriority',
      `--callgrind-out-file=${outBase}`,
      process.execPath,
      '--predictable',
      // Heap growth, idle-time and memory-reducing collections otherwise follow measured speeds (time).
      '--predictable-gc-schedule',
      '--expose-gc',
      script,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  const dump = readdirSync(dir).find((f) => f.startsWith(`callgrind.${label}.`) && f.endsWith('.1'));
  if (!dump) throw new Error(`no callgrind dump for ${label}`);
  const text = readFileSync(path.join(dir, dump), 'utf8');
  const summary = /^summary:\s+(\d+)/m.exec(text) ?? /^totals:\s+(\d+)/m.exec(text);
  if (!summary) throw new Error(`no summary in ${dump}`);
  if (keepDir) copyFileSync(path.join(dir, dump), path.join(keepDir, `${label}.callgrind`));
  return { instructions: Number(summary[1]), compiler: compilerInstructions(text) };
}

if (process.argv[2] === '--dump') {
  // A kept dump read again: its instructions and the compiler's share.
  const text = readFileSync(process.argv[3]!, 'utf8');
  const instructions = Number((/^summary:\s+(\d+)/m.exec(text) ?? /^totals:\s+(\d+)/m.exec(text))?.[1]);
  process.stdout.write(`${JSON.stringify({ instructions, compilerInstructions: compilerInstructions(text) })}\n`);
  process.exit(0);
}
const trees = process.argv.slice(2).map((t) => path.resolve(t));
if (trees.length === 0) trees.push(path.resolve(here, '..'));
// The bundles live beside the bench (in its ignored .tmp/) so that their external packages resolve.
mkdirSync(path.join(here, '.tmp'), { recursive: true });
const dir = mkdtempSync(path.join(here, '.tmp', 'instructions-analyzer-text-'));
try {
  const scripts = await Promise.all(trees.map((tree, i) => bundle(tree, dir, `tree${i}`)));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, tree] of trees.entries()) {
      const started = performance.now();
      const load = os.loadavg()[0]!.toFixed(2);
      const { instructions, compiler } = countInstructions(scripts[i]!, dir, `tree${i}-round${round}`);
      process.stdout.write(
        `${JSON.stringify({
          tree,
          round,
          runs: RUNS,
          warmup: WARMUP,
          instructions,
          millionsPerAnalysis: +(instructions / RUNS / 1e6).toFixed(3),
          compilerInstructions: compiler,
          // What the analyses themselves run: everything but the optimising compiler.
          withoutCompilerMillionsPerAnalysis: +((instructions - compiler) / RUNS / 1e6).toFixed(3),
          load1: +load,
          seconds: +((performance.now() - started) / 1000).toFixed(1),
        })}\n`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
