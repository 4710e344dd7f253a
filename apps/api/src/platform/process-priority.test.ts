import { spawnSync } from 'node:child_process';
import { getPriority } from 'node:os';
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
const target = Number(process.env.TARGET_NICE);
const lowered = lowerProcessPriority(target);
// A thread started afterwards (as the OCR and analysis workers are) takes the lowered priority.
const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
await new Promise((resolve) => worker.once('online', resolve));
const after = nices();
const again = lowerProcessPriority(target - 5);
const last = nices();
await worker.terminate();
console.log(JSON.stringify({ before, lowered, after, again, last }));
`;

// The runner's own priority (0 in CI; higher when the suite itself runs under `nice`): the child
// starts there and is lowered five steps below it (never past 19, the lowest).
const base = getPriority();
const target = Math.min(19, base + 5);

describe('lowerProcessPriority', () => {
  // Nice values per thread are read from /proc: Linux only (the machines this project runs on); a
  // runner already at the lowest priority has nothing left to lower.
  it.skipIf(process.platform !== 'linux' || target === base)(
    'lowers every thread of the process, and the threads started later, and never raises it again',
    () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
        encoding: 'utf8',
        env: { ...process.env, TARGET_NICE: String(target) },
      });
      expect(run.status, run.stderr).toBe(0);
      const out = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
        before: number[];
        lowered: { nice: number; threads: number };
        after: number[];
        again: { nice: number; threads: number };
        last: number[];
      };
      expect(out.before.every((n) => n === base)).toBe(true);
      expect(out.lowered.nice).toBe(target);
      expect(out.lowered.threads).toBe(out.before.length);
      expect(out.after.length).toBeGreaterThan(out.before.length);
      expect(out.after.every((n) => n === target)).toBe(true);
      // Asking for less than it has changes nothing (raising a priority takes root).
      expect(out.again.threads).toBe(0);
      expect(out.last.every((n) => n === target)).toBe(true);
    },
  );
});
