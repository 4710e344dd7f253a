import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import { REMINDER_INTERVAL_MS } from '../../modules/disputes/reminders';
import { QUEUE_NAMES, type QueueName } from './queue';

/** Every 5 minutes: letter text and uploads past their hour, expired downloads and codes (platform/jobs.ts). */
export const PURGE_INTERVAL_MS = 5 * 60 * 1000;

export type Schedule = { queue: QueueName; everyMs: number };

export const SCHEDULES: Schedule[] = [
  { queue: QUEUE_NAMES.purge, everyMs: PURGE_INTERVAL_MS },
  { queue: QUEUE_NAMES.reminders, everyMs: REMINDER_INTERVAL_MS },
];

/** The slot a moment falls in: slot n covers [n × every, (n + 1) × every). */
export const slotOf = (schedule: Schedule, at: number): number => Math.floor(at / schedule.everyMs);

/**
 * The job id of one slot of one schedule, the same in every process: the queue stores a job id
 * once, so however many instances enqueue a slot, one job runs (pg-boss answers null to the others).
 */
export const slotJobId = (queue: string, slot: number): string => {
  const hex = createHash('sha256').update(`debtshield-schedule:${queue}:${slot}`).digest('hex');
  // Shaped as a version-4 UUID (the queue's id column is a uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};

export type SlotJob = { slot: number; at: string };

/** Enqueues the current slot of every schedule; answers the jobs this call created (null: another process had). */
export const enqueueDueSlots = async (boss: PgBoss, now: number): Promise<(string | null)[]> =>
  Promise.all(
    SCHEDULES.map((schedule) => {
      const slot = slotOf(schedule, now);
      const data: SlotJob = { slot, at: new Date(slot * schedule.everyMs).toISOString() };
      return boss.send(schedule.queue, data, { id: slotJobId(schedule.queue, slot) });
    }),
  );

export type SchedulerClock = { now: () => number; speed: number };

/**
 * The scheduler's clock: real time, or in tests (JOBS_CLOCK_SPEED) a simulated clock that every
 * process started with the same JOBS_CLOCK_START_MS and speed reads alike: an hour passes in
 * 3600 / speed seconds.
 */
export const schedulerClock = (config: Pick<Config, 'JOBS_CLOCK_SPEED' | 'JOBS_CLOCK_START_MS'>, realNow: () => number = Date.now): SchedulerClock => {
  const speed = config.JOBS_CLOCK_SPEED ?? 1;
  if (speed === 1) return { now: realNow, speed };
  const origin = config.JOBS_CLOCK_START_MS ?? realNow();
  return { now: () => origin + (realNow() - origin) * speed, speed };
};

/** How often a process looks for a new slot: every 30 seconds of the scheduler's clock (at least every 50 ms of real time). */
export const tickMs = (clock: SchedulerClock): number => Math.max(50, Math.floor(30_000 / clock.speed));
