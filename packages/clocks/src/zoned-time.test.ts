import { describe, expect, it } from 'vitest';
import { defaultTimeZoneForState, FALLBACK_TIME_ZONE, isValidTimeZone, todayIn, wallTime, zonedToInstant } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time into the instant and back', () => {
    expect(zonedToInstant('2025-07-01', '09:15', 'America/Chicago').toISOString()).toBe('2025-07-01T14:15:00.000Z');
    expect(zonedToInstant('2025-01-01', '09:15', 'America/Chicago').toISOString()).toBe('2025-01-01T15:15:00.000Z');
    expect(wallTime(new Date('2025-07-01T14:15:00Z'), 'America/Chicago')).toEqual({ date: '2025-07-01', minutes: 555, time: '09:15' });
  });

  it('reads a repeated time (fall back) as its first occurrence, and a skipped time (spring forward) with the offset before', () => {
    expect(zonedToInstant('2025-11-02', '01:30', 'America/Chicago').toISOString()).toBe('2025-11-02T06:30:00.000Z');
    expect(zonedToInstant('2025-03-09', '02:30', 'America/Chicago').toISOString()).toBe('2025-03-09T08:30:00.000Z');
  });

  it('knows the date in a zone', () => {
    const now = new Date('2025-06-10T03:00:00Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2025-06-09');
    expect(todayIn('UTC', now)).toBe('2025-06-10');
  });

  it('validates zone names', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(5)).toBe(false);
  });

  it('defaults a zone from the state', () => {
    expect(defaultTimeZoneForState('tx')).toBe('America/Chicago');
    expect(defaultTimeZoneForState('AZ')).toBe('America/Phoenix');
    expect(defaultTimeZoneForState('ZZ')).toBe(FALLBACK_TIME_ZONE);
    expect(defaultTimeZoneForState(null)).toBe(FALLBACK_TIME_ZONE);
  });
});
