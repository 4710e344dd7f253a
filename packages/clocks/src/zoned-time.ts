import type { IsoDate } from './types';

/**
 * Wall-clock time in an IANA time zone, with the runtime's Intl data only (nothing downloads).
 * Instants are `Date`s; wall-clock times are a date and minutes after midnight.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** True for a time zone name the runtime knows ('America/Chicago'). */
export const isValidTimeZone = (timeZone: unknown): timeZone is string => {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

export type WallTime = { date: IsoDate; minutes: number; time: string };

/** The date and time an instant shows on a clock in `timeZone`. */
export const wallTime = (instant: Date, timeZone: string): WallTime => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return { date, minutes, time: `${parts.hour}:${parts.minute}` };
};

const offsetMs = (instant: Date, timeZone: string): number => {
  const w = wallTime(instant, timeZone);
  const [y, m, d] = w.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, Math.floor(w.minutes / 60), w.minutes % 60, instant.getUTCSeconds());
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
};

/**
 * The instant a wall-clock time ('HH:mm') in `timeZone` names. A time skipped by a daylight-saving
 * change is read with the offset before the change; a repeated time gives its first occurrence.
 */
export const zonedToInstant = (date: IsoDate, time: string, timeZone: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(first), timeZone);
  // Of the candidates, the earliest one whose wall time matches; else the first (a skipped time).
  const matches = [Math.min(first, second), Math.max(first, second)].find((t) => {
    const w = wallTime(new Date(t), timeZone);
    return w.date === date && w.minutes === hh * 60 + mm;
  });
  return new Date(matches ?? first);
};

/** The date today is in `timeZone`. */
export const todayIn = (timeZone: string, now: Date = new Date()): IsoDate => wallTime(now, timeZone).date;

/**
 * A default time zone for a US state or territory (its most populous zone), used until the user
 * chooses one. States split between zones get the zone most of their people live in.
 */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
};

/** The fallback when neither the user nor their state gives a zone: the Eastern zone, where most collection calls are placed from. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

export const defaultTimeZoneForState = (state: string | null | undefined): string =>
  (state ? STATE_ZONES[state.trim().toUpperCase()] : undefined) ?? FALLBACK_TIME_ZONE;
