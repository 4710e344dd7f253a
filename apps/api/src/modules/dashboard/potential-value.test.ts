import { describe, expect, it } from 'vitest';
import { potentialValue } from './potential-value';

const now = new Date('2026-11-22T12:00:00Z');
const v = (collectorName: string | null, date: string | null, fallbackDate = '2026-11-01T00:00:00Z') => ({ collectorName, date, fallbackDate });

describe('potentialValue (15 U.S.C. 1692k(a)(2)(A), (d))', () => {
  it('is $1,000 per collector, however many violations that collector committed', () => {
    expect(potentialValue([v('Apex Recovery', '2026-10-01'), v('Apex Recovery', '2026-10-01'), v('APEX RECOVERY, LLC', '2026-09-01')], now)).toEqual({
      statutoryMaxUsd: 1000,
      collectorsWithinLimit: 1,
      collectorsPastLimit: 0,
      undatedCollectors: 0,
    });
    expect(potentialValue([v('Apex Recovery', '2026-10-01'), v('Midland Credit', '2026-06-01')], now).statutoryMaxUsd).toBe(2000);
  });

  it('counts a collector only while its newest violation is within the one-year limit', () => {
    const value = potentialValue([v('Old Collector', '2025-11-01'), v('Both', '2024-01-01'), v('Both', '2026-02-01')], now);
    expect(value).toEqual({ statutoryMaxUsd: 1000, collectorsWithinLimit: 1, collectorsPastLimit: 1, undatedCollectors: 0 });
  });

  it('dates an undated letter by its upload and says it did', () => {
    expect(potentialValue([v('Undated Co', null, '2026-11-20T10:00:00Z')], now)).toEqual({
      statutoryMaxUsd: 1000,
      collectorsWithinLimit: 1,
      collectorsPastLimit: 0,
      undatedCollectors: 1,
    });
  });

  it('cannot count a violation whose collector is unknown, and is zero with no violations', () => {
    expect(potentialValue([v(null, '2026-10-01'), v('   ', '2026-10-01')], now).statutoryMaxUsd).toBe(0);
    expect(potentialValue([], now).statutoryMaxUsd).toBe(0);
  });
});
