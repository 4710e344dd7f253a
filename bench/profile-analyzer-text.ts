/**
 * `analyzer-text`'s loop (the two-page letter, two texts taken in turn), for profiling and for comparing two trees
 * (decision 360): `node --import tsx profile-analyzer-text.ts [runs] [out.cpuprofile]` after 40 warm-up analyses prints
 * the median CPU time per analysis (`process.cpuUsage` around each one: what a busy machine's other processes change
 * least) beside the wall-clock figures; with a file name it writes a V8 CPU profile of the runs instead (sampled every
 * 100 µs, no CPU timing). Bundled with esbuild (`esbuild profile-analyzer-text.ts --bundle --platform=node --format=esm
 * --outfile=.profile.mjs --external:sharp --external:pdf-lib --external:tesseract.js`), the profile names functions and
 * lines as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDocument, documentFromText } from '@debtshield/analyzer';
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const MODEL_FORM = readFileSync(path.join(root, 'packages/analyzer/test-fixtures/cfpb-model-form-b1.txt'), 'utf8');
const REVERSE_SIDE = readFileSync(path.join(root, 'bench/fixtures/reverse-side.txt'), 'utf8');
const L = `${MODEL_FORM}\f${REVERSE_SIDE}`;
const docs = [documentFromText(L), documentFromText(`${L}\n`)];
const n = Number(process.argv[2] ?? 500);
const out = process.argv[3];
for (let i = 0; i < 40; i++) analyzeDocument(docs[i % 2]!, { answers: { state: 'MD' }, today: '2026-11-21' });
const session = new Session();
if (out) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
const c0 = process.cpuUsage();
const t0 = performance.now();
const times: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < n; i++) {
  const s = performance.now();
  const cs = out ? undefined : process.cpuUsage();
  analyzeDocument(docs[i % 2]!, { answers: { state: 'MD' }, today: '2026-11-21' });
  const ce = cs ? process.cpuUsage(cs) : { user: 0, system: 0 };
  times.push(performance.now() - s);
  cpus.push((ce.user + ce.system) / 1000);
}
cpus.sort((a, b) => a - b);
const c = process.cpuUsage(c0);
if (out) writeFileSync(out, JSON.stringify((await session.post('Profiler.stop')).profile));
times.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    n,
    cpuMedianMs: +cpus[Math.floor(n / 2)]!.toFixed(2),
    cpuP25Ms: +cpus[Math.floor(n / 4)]!.toFixed(2),
    wallPerMs: +((performance.now() - t0) / n).toFixed(2),
    cpuPerMs: +((c.user + c.system) / 1000 / n).toFixed(2),
    medianMs: +times[Math.floor(n / 2)]!.toFixed(2),
    p10Ms: +times[Math.floor(n / 10)]!.toFixed(2),
    minMs: +times[0]!.toFixed(2),
  })}\n`,
);
