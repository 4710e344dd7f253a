/**
 * Deadlines as an iCalendar file (RFC 5545), made in the browser (the results page) and on the server
 * (reminder emails): one all-day VEVENT
 * per deadline (DTSTART;VALUE=DATE and the next day as DTEND), CRLF line ends, text escaped
 * (§3.3.11) and lines folded at 75 octets (§3.1).
 */

export type CalendarDeadline = { date: string; label: string; source: string };

export type CalendarOptions = {
  /** Makes each UID unique and stable for this analysis. */
  uidPrefix: string;
  /** The event title; the deadline's label goes into the description. */
  summary: (deadline: CalendarDeadline) => string;
  description: (deadline: CalendarDeadline) => string;
  calendarName: string;
  now?: Date;
  /** Today's date where the person is (the server passes it for the user's time zone; the browser's own zone otherwise). */
  today?: string;
  /** Keep dates already gone by (a reminder that a deadline passed carries that deadline). */
  keepPast?: boolean;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2025-03-14' → '20250314', or null when it is not a real date. */
const toIcsDate = (iso: string): string | null => {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}${m}${d}`;
};

const nextDay = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + 1));
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
};

const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11 TEXT escaping. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space, never inside a character. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** Today in the person's own time zone, as 'YYYY-MM-DD'. */
export const localIsoDate = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A deadline is past once its day has ended where the person is; today's still counts. */
export const isPast = (deadline: CalendarDeadline, now: Date = new Date()): boolean => deadline.date < localIsoDate(now);

/** The file holds only the dates still ahead: a reminder of a day gone by helps no one. */
export const buildCalendar = (deadlines: readonly CalendarDeadline[], options: CalendarOptions): string => {
  const now = options.now ?? new Date();
  const stamp = utcStamp(now);
  const today = options.today ?? localIsoDate(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DebtShield//Letter deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
  ];
  deadlines.forEach((deadline, index) => {
    const start = toIcsDate(deadline.date);
    if (!start || (!options.keepPast && deadline.date < today)) return;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${options.uidPrefix}-${index + 1}-${start}@debtshield`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${nextDay(deadline.date)}`,
      `SUMMARY:${escapeText(options.summary(deadline))}`,
      `DESCRIPTION:${escapeText(options.description(deadline))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};

/** True when at least one deadline has a real date still ahead (the download is offered only then). */
export const hasCalendarDates = (deadlines: readonly CalendarDeadline[], now: Date = new Date()): boolean =>
  deadlines.some((d) => toIcsDate(d.date) !== null && !isPast(d, now));
