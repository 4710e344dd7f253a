import { benchmarks } from './benchmarks';

// Runs the named benchmarks (default: all), prints one JSON line each, fails on a missed target.
const wanted = process.argv.slice(2);
const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.name)) : benchmarks;
if (selected.length === 0) {
  process.stderr.write(`unknown benchmark; available: ${benchmarks.map((b) => b.name).join(', ')}\n`);
  process.exit(2);
}

let missed = 0;
for (const bench of selected) {
  const result = await bench.run();
  const failures = bench.check(result);
  process.stdout.write(`${JSON.stringify({ name: bench.name, ...result, target: bench.target, ok: failures.length === 0, failures })}\n`);
  missed += failures.length;
}
process.exit(missed ? 1 : 0);
