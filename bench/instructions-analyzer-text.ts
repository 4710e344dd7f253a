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
 * from the analyzer's functions and patterns is not). `PROFILE=1` names that code too: V8 writes a map of the code it
 * makes (`--perf-basic-prof`), and each run prints its `PROFILE_TOP` (60) costliest functions, patterns and builtins by
 * their own instructions (`--dump <file> <map>` reads a kept dump and map again). Run under `setarch -R`: without
 * address-space randomisation (decision 402).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.RUNS ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 30);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const keepDir = process.env.CALLGRIND_KEEP;
/**
 * `PREFILTER=1`: only the prefilter's work (decision 406). The first tree's analyzer is run once natively on the two
 * texts with every call of the prefilter's entries recorded (the pattern, the text, in order; `releaseTexts` between
 * the analyses), and each tree's `src/text/prefilter.ts` alone replays those calls in the loop (a run: both analyses'
 * calls), so a cut of the prefilter is counted in a few minutes, without the rest of the analyzer's work beside it.
 */
const PREFILTER = process.env.PREFILTER === '1';

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

/** The prefilter's entries, each of which the recording reports (`kind`: its place here) with its pattern and text. */
const RECORDED = ['mayMatch', 'prunedFor', 'mayMatchFolded', 'releaseTexts'] as const;

/**
 * An esbuild plugin that makes `src/text/prefilter.ts` report each call of its entries to `globalThis.__prefilterCall`
 * (its first line in each: the source read as written, not changed on disk).
 */
const recording: Plugin = {
  name: 'record-prefilter-calls',
  setup(on) {
    on.onLoad({ filter: /[\\/]src[\\/]text[\\/]prefilter\.ts$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      RECORDED.forEach((name, kind) => {
        const entry = new RegExp(`(export const ${name} = \\(([^)]*)\\)[^{]*\\{\\n)`);
        const match = entry.exec(contents);
        if (!match) throw new Error(`prefilter.ts: no entry ${name}`);
        const params = match[2]!
          .split(',')
          .map((p) => p.split(':')[0]!.trim())
          .filter((p) => p !== '');
        const call = `(globalThis as { __prefilterCall?: (kind: number, re: RegExp | null, text: string) => void }).__prefilterCall?.(${kind}, ${params[0] ?? 'null'}, ${params[1] ?? "''"});\n`;
        contents = contents.replace(entry, `$1  ${call}`);
      });
      return { contents, loader: 'ts' };
    });
  },
};

/** The loop that records the prefilter's calls of one analysis of each text (`PREFILTER=1`) into `out`. */
function recordSource(tree: string, out: string): string {
  return `${loopSource(tree)
    .replace(/for \(let i = 0; i < \d+; i\+\+\) analyzeDocument[^\n]*\n/g, '')
    .replace(/\/\/ A full collection[^]*$/, '')}
import { writeFileSync } from 'node:fs';
// One analysis of each before recording (what a first analysis makes once is not the letter's work).
analyzeDocument(docs[0], answers);
analyzeDocument(docs[1], answers);
const patterns = new Map(), texts = new Map(), calls = [];
globalThis.__prefilterCall = (kind, re, text) => {
  if (re !== null && !patterns.has(re)) patterns.set(re, patterns.size);
  if (!texts.has(text)) texts.set(text, texts.size);
  calls.push([kind, re === null ? -1 : patterns.get(re), texts.get(text)]);
};
analyzeDocument(docs[0], answers);
analyzeDocument(docs[1], answers);
delete globalThis.__prefilterCall;
writeFileSync(${JSON.stringify(out)}, JSON.stringify({ patterns: [...patterns.keys()].map((re) => [re.source, re.flags]), texts: [...texts.keys()], calls }));
`;
}

/**
 * The loop run under valgrind with `PREFILTER=1`: `tree`'s prefilter replaying the recorded calls (`recorded`), one
 * pattern made per recorded pattern and one string per recorded text (texts are told apart by their contents: a view
 * equal to another is the same string here), warm-up, then the counted runs between the two priority calls.
 */
function replaySource(tree: string, recorded: string): string {
  return `
import { readFileSync } from 'node:fs';
import os from 'node:os';
import * as prefilter from ${JSON.stringify(path.join(tree, 'packages/analyzer/src/text/prefilter.ts'))};
const { patterns, texts, calls } = JSON.parse(readFileSync(${JSON.stringify(recorded)}, 'utf8'));
const res = patterns.map(([source, flags]) => new RegExp(source, flags));
const run = () => {
  let n = 0;
  for (const [kind, re, text] of calls) {
    if (kind === 0) n += prefilter.mayMatch(res[re], texts[text]) ? 1 : 0;
    else if (kind === 1) n += prefilter.prunedFor(res[re], texts[text]).source.length;
    else if (kind === 2) n += prefilter.mayMatchFolded(res[re], texts[text]) ? 1 : 0;
    else prefilter.releaseTexts();
  }
  return n;
};
let answers = 0;
for (let i = 0; i < ${WARMUP}; i++) answers += run();
globalThis.gc();
const priority = os.getPriority();
for (let i = 0; i < ${RUNS}; i++) answers += run();
os.setPriority(priority);
// The answers kept live (never negative), so the optimiser cannot drop the calls; nothing is printed.
if (answers < 0) process.exitCode = 1;
`;
}

async function bundle(tree: string, dir: string, name: string, source = loopSource(tree), plugins: Plugin[] = []): Promise<string> {
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    plugins,
    stdin: { contents: source, resolveDir: tree, loader: 'ts' },
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
  let total = 0;
  for (const [name, cost] of selfCosts(dump)) if (name.startsWith('v8::internal::compiler::')) total += cost;
  return total;
}

/**
 * The instructions run in the machine code V8 made (no symbol: named by address), the analyzer's functions and
 * patterns, without V8's builtins and runtime: two runs of one tree count the same here to the instruction, where
 * their totals differ by the garbage collector's sweeping (decision 402).
 */
function machineCodeInstructions(dump: string): number {
  let total = 0;
  for (const [name, cost] of selfCosts(dump)) if (/^0x[0-9a-f]+(?:'\d+)?$/i.test(name)) total += cost;
  return total;
}

/**
 * The self cost of each function of a callgrind dump (cost lines after `fn=`, not the inclusive cost line after each
 * `calls=`), by name: V8's machine code has no symbols, so callgrind names each piece of it by its address (`0x…`).
 */
function selfCosts(dump: string): Map<string, number> {
  const names = new Map<string, string>();
  const costs = new Map<string, number>();
  let current = '';
  let callCost = false;
  for (const line of dump.split('\n')) {
    if (line.startsWith('fn=')) {
      const named = /^\((\d+)\)(?: (.*))?$/.exec(line.slice(3));
      current = named ? (named[2] ?? names.get(named[1]!) ?? '') : line.slice(3);
      if (named?.[2] !== undefined) names.set(named[1]!, named[2]);
    } else if (line.startsWith('cfn=')) {
      const named = /^\((\d+)\) (.*)$/.exec(line.slice(4));
      if (named) names.set(named[1]!, named[2]!);
    } else if (line.startsWith('calls=')) callCost = true;
    else if (/^[\d+*-]/.test(line)) {
      if (callCost) callCost = false;
      else costs.set(current, (costs.get(current) ?? 0) + Number(line.split(' ')[1] ?? 0));
    }
  }
  return costs;
}

/**
 * The dump's self costs with V8's machine code named (`PROFILE=1`): each `0x…` address looked up in the map V8 writes
 * with `--perf-basic-prof` (`/tmp/perf-<pid>.map`: start, size and name of every piece of code it made, the last one
 * written winning where code was made again at an address), so the analyzer's functions (`JS:*name file:line`, `*`
 * optimised), its patterns (`RegExp:…`) and V8's builtins (`Builtin:…`) are counted by name, beside callgrind's own names.
 */
function namedCosts(dump: string, mapFile: string): Map<string, number> {
  const entries = readFileSync(mapFile, 'utf8')
    .split('\n')
    .map((line, order) => {
      const [start, size, ...name] = line.split(' ');
      return { start: parseInt(start ?? '', 16), end: parseInt(start ?? '', 16) + parseInt(size ?? '', 16), name: name.join(' '), order };
    })
    .filter((e) => Number.isFinite(e.start) && e.name !== '')
    .sort((a, b) => a.start - b.start);
  const nameAt = (address: number): string => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (entries[mid]!.start <= address) low = mid + 1;
      else high = mid;
    }
    let best: (typeof entries)[number] | undefined;
    // Pieces of code are small and seldom overlap: the last few that start at or before the address are enough.
    for (let i = low - 1; i >= 0 && i >= low - 64; i--) {
      const e = entries[i]!;
      if (address < e.end && (best === undefined || e.order > best.order)) best = e;
    }
    return best?.name ?? 'V8 code not in the map';
  };
  const named = new Map<string, number>();
  for (const [fn, cost] of selfCosts(dump)) {
    // Callgrind names a function entered again inside itself with a suffix ('2).
    const address = /^0x([0-9a-f]+)(?:'\d+)?$/i.exec(fn);
    const name = address ? nameAt(parseInt(address[1]!, 16)) : fn;
    named.set(name, (named.get(name) ?? 0) + cost);
  }
  return named;
}

const PROFILE = process.env.PROFILE === '1';

/** The `top` costliest names of a profile, each with its share of the counted instructions and its count per analysis. */
function printProfile(named: Map<string, number>, instructions: number, runs: number, top = Number(process.env.PROFILE_TOP ?? 60)): void {
  const rows = [...named].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, cost] of rows)
    process.stdout.write(`${((100 * cost) / instructions).toFixed(2).padStart(6)}% ${(cost / runs / 1e6).toFixed(3).padStart(7)} M  ${name}\n`);
}

/** Instructions (Ir) of one callgrind run of the bundle, from the dump made when the counted analyses end. */
function countInstructions(
  script: string,
  dir: string,
  label: string,
): { instructions: number; compiler: number; machineCode: number; named?: Map<string, number> } {
  const outBase = path.join(dir, `callgrind.${label}`);
  // No address-space randomisation (`setarch -R`): the analyzer's machine code then counts the same in two runs (decision 402).
  execFileSync(
    'setarch',
    [
      '-R',
      'valgrind',
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
      ...(PROFILE ? ['--perf-basic-prof', '--interpreted-frames-native-stack'] : []),
      script,
    ],
    // In the run's own directory: with `--perf-basic-prof` V8 also writes its log (`isolate-…-v8.log`) where it runs.
    { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024, cwd: dir },
  );
  const dump = readdirSync(dir).find((f) => f.startsWith(`callgrind.${label}.`) && f.endsWith('.1'));
  if (!dump) throw new Error(`no callgrind dump for ${label}`);
  const text = readFileSync(path.join(dir, dump), 'utf8');
  const summary = /^summary:\s+(\d+)/m.exec(text) ?? /^totals:\s+(\d+)/m.exec(text);
  if (!summary) throw new Error(`no summary in ${dump}`);
  if (keepDir) copyFileSync(path.join(dir, dump), path.join(keepDir, `${label}.callgrind`));
  let named: Map<string, number> | undefined;
  if (PROFILE) {
    // Valgrind runs the program in its own process: the map is named by the pid the dump records.
    const pid = /^pid:\s*(\d+)/m.exec(text)?.[1];
    const mapFile = `/tmp/perf-${pid}.map`;
    named = namedCosts(text, mapFile);
    if (keepDir) copyFileSync(mapFile, path.join(keepDir, `${label}.perf.map`));
    rmSync(mapFile, { force: true });
  }
  return { instructions: Number(summary[1]), compiler: compilerInstructions(text), machineCode: machineCodeInstructions(text), named };
}

if (process.argv[2] === '--dump') {
  // A kept dump read again: its instructions and the compiler's share; with its kept map (`PROFILE=1`), its profile.
  const text = readFileSync(process.argv[3]!, 'utf8');
  const instructions = Number((/^summary:\s+(\d+)/m.exec(text) ?? /^totals:\s+(\d+)/m.exec(text))?.[1]);
  process.stdout.write(
    `${JSON.stringify({ instructions, compilerInstructions: compilerInstructions(text), machineCodeInstructions: machineCodeInstructions(text) })}\n`,
  );
  if (process.argv[4] !== undefined) printProfile(namedCosts(text, process.argv[4]), instructions, RUNS);
  process.exit(0);
}
const trees = process.argv.slice(2).map((t) => path.resolve(t));
if (trees.length === 0) trees.push(path.resolve(here, '..'));
// The bundles live beside the bench (in its ignored .tmp/) so that their external packages resolve.
mkdirSync(path.join(here, '.tmp'), { recursive: true });
const dir = mkdtempSync(path.join(here, '.tmp', 'instructions-analyzer-text-'));
try {
  let perRun = 1;
  let scripts: string[];
  if (PREFILTER) {
    const recorded = path.join(dir, 'prefilter-calls.json');
    execFileSync(process.execPath, [await bundle(trees[0]!, dir, 'record', recordSource(trees[0]!, recorded), [recording])], { stdio: 'inherit' });
    scripts = await Promise.all(trees.map((tree, i) => bundle(tree, dir, `tree${i}`, replaySource(tree, recorded))));
    // A run replays two analyses' calls.
    perRun = 2;
  } else scripts = await Promise.all(trees.map((tree, i) => bundle(tree, dir, `tree${i}`)));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, tree] of trees.entries()) {
      const started = performance.now();
      const load = os.loadavg()[0]!.toFixed(2);
      const { instructions, compiler, machineCode, named } = countInstructions(scripts[i]!, dir, `tree${i}-round${round}`);
      process.stdout.write(
        `${JSON.stringify({
          tree,
          round,
          ...(PREFILTER ? { prefilterOnly: true } : {}),
          runs: RUNS,
          warmup: WARMUP,
          instructions,
          millionsPerAnalysis: +(instructions / (RUNS * perRun) / 1e6).toFixed(3),
          compilerInstructions: compiler,
          // What the analyses themselves run: everything but the optimising compiler.
          withoutCompilerMillionsPerAnalysis: +((instructions - compiler) / (RUNS * perRun) / 1e6).toFixed(3),
          // The analyzer's own machine code (its functions and patterns): the same to the instruction in two runs.
          machineCodeMillionsPerAnalysis: +(machineCode / (RUNS * perRun) / 1e6).toFixed(3),
          load1: +load,
          seconds: +((performance.now() - started) / 1000).toFixed(1),
        })}\n`,
      );
      if (named) printProfile(named, instructions, RUNS * perRun);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
