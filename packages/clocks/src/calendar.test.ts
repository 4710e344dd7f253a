import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, hasCalendarDates, isPast } from './calendar';

const options = {
  uidPrefix: 'abc',
  calendarName: 'Debt letter deadlines',
  summary: (d: { label: string }) => `Deadline: ${d.label}`,
  description: (d: { label: string; source: string }) => `${d.label}\nSource: ${d.source}`,
  now: new Date('2025-03-01T09:08:07.123Z'),
};

describe('calendar file (RFC 5545)', () => {
  it('writes one all-day VEVENT per deadline with CRLF line ends', () => {
    const ics = buildCalendar(
      [
        { date: '2025-03-14', label: 'Validation end date', source: 'the letter' },
        { date: '2025-12-31', label: 'Year end; last day, really', source: 'rule' },
      ],
      options,
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//DebtShield//Letter deadlines//EN\r\n');
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(ics.match(/END:VEVENT\r\n/g)).toHaveLength(2);
    expect(ics).toContain('UID:abc-1-20250314@debtshield\r\n');
    expect(ics).toContain('DTSTAMP:20250301T090807Z\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20250314\r\nDTEND;VALUE=DATE:20250315\r\n');
    // The day after 31 December is in the next year.
    expect(ics).toContain('DTSTART;VALUE=DATE:20251231\r\nDTEND;VALUE=DATE:20260101\r\n');
    expect(ics).toContain('SUMMARY:Deadline: Year end\\; last day\\, really\r\n');
    expect(ics).toContain('DESCRIPTION:Validation end date\\nSource: the letter\r\n');
  });

  it('skips deadlines whose date is not a real date', () => {
    const deadlines = [
      { date: '2025-02-30', label: 'x', source: 'y' },
      { date: 'soon', label: 'x', source: 'y' },
    ];
    expect(buildCalendar(deadlines, options)).not.toContain('BEGIN:VEVENT');
    expect(hasCalendarDates(deadlines, options.now)).toBe(false);
    expect(hasCalendarDates([{ date: '2025-03-28', label: 'x', source: 'y' }], options.now)).toBe(true);
  });

  it('holds only the dates still ahead: today counts, yesterday does not', () => {
    const now = new Date(2025, 2, 10, 23, 30); // 10 March 2025, late evening where the person is
    const deadlines = [
      { date: '2025-03-09', label: 'gone', source: 'y' },
      { date: '2025-03-10', label: 'today', source: 'y' },
      { date: '2025-04-01', label: 'ahead', source: 'y' },
    ];
    const ics = buildCalendar(deadlines, { ...options, now });
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(ics).not.toContain('DTSTART;VALUE=DATE:20250309');
    expect(ics).toContain('DTSTART;VALUE=DATE:20250310');
    expect(isPast(deadlines[0]!, now)).toBe(true);
    expect(isPast(deadlines[1]!, now)).toBe(false);
    expect(hasCalendarDates([deadlines[0]!], now)).toBe(false);
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
