import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

export type PriorityOutcome = { nice: number; threads: number } | { nice: null; error: string };

/** This process's threads: on Linux each has its own nice value (/proc/self/task); elsewhere the process itself (0). */
const threadIds = (): number[] => {
  try {
    const ids = readdirSync('/proc/self/task')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length > 0) return ids;
  } catch {
    // Not Linux: setpriority applies to the whole process.
  }
  return [0];
};

/**
 * Lowers the CPU priority of this process to `nice` (a worker process beside the API instances,
 * decision 048). On Linux nice is kept per thread and a new thread takes its creator's value, so
 * every thread that exists now is lowered (the main thread, V8's and libuv's helpers), and the
 * threads started later (OCR and analysis workers) start lowered. Never raises a priority (only
 * root may); a thread already lower is left as it is. A failure is reported, not thrown: the
 * worker still works, only at the priority it was started with.
 */
export const lowerProcessPriority = (nice: number): PriorityOutcome => {
  let threads = 0;
  try {
    for (const id of threadIds()) {
      try {
        if (getPriority(id) >= nice) continue;
        setPriority(id, nice);
        threads += 1;
      } catch (error) {
        // A thread that ended between the listing and the call.
        if ((error as { info?: { code?: string } }).info?.code === 'ESRCH') continue;
        throw error;
      }
    }
    return { nice, threads };
  } catch (error) {
    return { nice: null, error: error instanceof Error ? error.message : String(error) };
  }
};
