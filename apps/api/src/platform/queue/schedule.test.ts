import { describe, expect, it } from 'vitest';
import { PURGE_INTERVAL_MS, schedulerClock, slotJobId, slotOf, tickMs } from './schedule';

describe('the scheduler', () => {
  it('names one job per slot of a schedule: the same id in every process, a valid UUID, different across slots and queues', () => {
    const id = slotJobId('purge', 5_984_842);
    expect(id).toBe(slotJobId('purge', 5_984_842));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(slotJobId('purge', 5_984_843)).not.toBe(id);
    expect(slotJobId('reminders', 5_984_842)).not.toBe(id);
  });

  it('puts every moment of a five-minute window in the same purge slot', () => {
    const schedule = { queue: 'purge' as const, everyMs: PURGE_INTERVAL_MS };
    const start = 1_800_000_000_000 - (1_800_000_000_000 % PURGE_INTERVAL_MS);
    expect(slotOf(schedule, start)).toBe(slotOf(schedule, start + PURGE_INTERVAL_MS - 1));
    expect(slotOf(schedule, start + PURGE_INTERVAL_MS)).toBe(slotOf(schedule, start) + 1);
  });

  it('reads real time by default, and a simulated clock that processes given the same start read alike', () => {
    let real = 1_000_000;
    const now = () => real;
    expect(schedulerClock({}, now).now()).toBe(1_000_000);
    const a = schedulerClock({ JOBS_CLOCK_SPEED: 120, JOBS_CLOCK_START_MS: 1_000_000 }, now);
    real = 1_030_000;
    const b = schedulerClock({ JOBS_CLOCK_SPEED: 120, JOBS_CLOCK_START_MS: 1_000_000 }, now);
    // 30 real seconds at 120× are an hour, on both clocks.
    expect(a.now()).toBe(1_000_000 + 3_600_000);
    expect(b.now()).toBe(a.now());
    expect(tickMs(a)).toBe(250);
    expect(tickMs(schedulerClock({}, now))).toBe(30_000);
  });
});
