import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate } from './iso-date';

describe('formatLongDate (kept per date, decision 371)', () => {
  it('writes a date the same way each time it is asked', () => {
    expect(formatLongDate('2025-03-09')).toBe('March 9, 2025');
    expect(formatLongDate('2025-03-09')).toBe('March 9, 2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('still throws for what is not a date, each time', () => {
    expect(() => formatLongDate('2025-02-30')).toThrow(RangeError);
    expect(() => formatLongDate('2025-02-30')).toThrow(RangeError);
  });

  it('writes every date right past the bound of what it keeps', () => {
    const expected = (iso: string): string =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
    for (let d = 0; d < 1200; d++) {
      const iso = addDays('2023-01-01', d);
      expect(formatLongDate(iso)).toBe(expected(iso));
    }
    expect(formatLongDate('2023-01-01')).toBe('January 1, 2023');
  });
});
