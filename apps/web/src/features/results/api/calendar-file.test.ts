import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, hasCalendarDates } from './calendar-file';

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
        { date: '2024-12-31', label: 'Year end; last day, really', source: 'rule' },
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
    expect(ics).toContain('DTSTART;VALUE=DATE:20241231\r\nDTEND;VALUE=DATE:20250101\r\n');
    expect(ics).toContain('SUMMARY:Deadline: Year end\\; last day\\, really\r\n');
    expect(ics).toContain('DESCRIPTION:Validation end date\\nSource: the letter\r\n');
  });

  it('skips deadlines whose date is not a real date', () => {
    const deadlines = [
      { date: '2025-02-30', label: 'x', source: 'y' },
      { date: 'soon', label: 'x', source: 'y' },
    ];
    expect(buildCalendar(deadlines, options)).not.toContain('BEGIN:VEVENT');
    expect(hasCalendarDates(deadlines)).toBe(false);
    expect(hasCalendarDates([{ date: '2025-02-28', label: 'x', source: 'y' }])).toBe(true);
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
