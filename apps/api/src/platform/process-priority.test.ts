import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Run in a child process: a priority once lowered cannot be raised again without root, and the
 * test runner must keep its own.
 */
const CHILD = `
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { lowerProcessPriority } from ${JSON.stringify(new URL('./process-priority.ts', import.meta.url).pathname)};
const nices = () => readdirSync('/proc/self/task').map((id) => { try { return getPriority(Number(id)); } catch { return null; } }).filter((n) => n !== null);
const before = nices();
const lowered = lowerProcessPriority(10);
// A thread started afterwards (as the OCR and analysis workers are) takes the lowered priority.
const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
await new Promise((resolve) => worker.once('online', resolve));
const after = nices();
const again = lowerProcessPriority(5);
const last = nices();
await worker.terminate();
console.log(JSON.stringify({ before, lowered, after, again, last }));
`;

describe('lowerProcessPriority', () => {
  // Nice values per thread are read from /proc: Linux only (the machines this project runs on).
  it.skipIf(process.platform !== 'linux')('lowers every thread of the process, and the threads started later, and never raises it again', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
      before: number[];
      lowered: { nice: number; threads: number };
      after: number[];
      again: { nice: number; threads: number };
      last: number[];
    };
    expect(out.before.every((n) => n === 0)).toBe(true);
    expect(out.lowered.nice).toBe(10);
    expect(out.lowered.threads).toBe(out.before.length);
    expect(out.after.length).toBeGreaterThan(out.before.length);
    expect(out.after.every((n) => n === 10)).toBe(true);
    // Asking for less than it has changes nothing (raising a priority takes root).
    expect(out.again.threads).toBe(0);
    expect(out.last.every((n) => n === 10)).toBe(true);
  });
});
