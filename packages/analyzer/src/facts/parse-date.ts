import type { IsoDate } from '../types';

/** Month numbers by name: English and Spanish, full and abbreviated (lowercase, no dots or accents). */
export const MONTHS: ReadonlyMap<string, number> = new Map<string, number>([
  ...(
    [
      ['january', 1],
      ['jan', 1],
      ['february', 2],
      ['feb', 2],
      ['march', 3],
      ['mar', 3],
      ['april', 4],
      ['apr', 4],
      ['may', 5],
      ['june', 6],
      ['jun', 6],
      ['july', 7],
      ['jul', 7],
      ['august', 8],
      ['aug', 8],
      ['september', 9],
      ['sept', 9],
      ['sep', 9],
      ['october', 10],
      ['oct', 10],
      ['november', 11],
      ['nov', 11],
      ['december', 12],
      ['dec', 12],
      ['enero', 1],
      ['ene', 1],
      ['febrero', 2],
      ['marzo', 3],
      ['abril', 4],
      ['abr', 4],
      ['mayo', 5],
      ['junio', 6],
      ['julio', 7],
      ['agosto', 8],
      ['ago', 8],
      ['septiembre', 9],
      ['setiembre', 9],
      ['set', 9],
      ['octubre', 10],
      ['noviembre', 11],
      ['diciembre', 12],
      ['dic', 12],
    ] as const
  ).map(([k, v]) => [k, v] as [string, number]),
]);

/** A month name as OCR may print it: digits for letters ("Ju1y", "0ctober"), a stray space ("Jan uary"). */
export const monthNumber = (raw: string): number | null => {
  const joined = monthKey(raw.replace(/[\s.]/g, ''));
  if (joined !== null) return joined;
  // "enero de": the second word belongs to the date, not to the month.
  const first = raw.trim().split(/\s+/)[0] ?? '';
  return first.length < raw.trim().length ? monthKey(first.replace(/\./g, '')) : null;
};

const monthKey = (raw: string): number | null => {
  const key = raw
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|]/g, 'l')
    .replace(/5/g, 's')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const direct = MONTHS.get(key);
  if (direct !== undefined) return direct;
  // 'l' and 'i' are the same shape to OCR ("Apri1" -> "aprll").
  return MONTHS.get(key.replace(/l/g, 'i')) ?? MONTHS.get(key.replace(/i/g, 'l')) ?? null;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** An ISO date from numbers, or null when the date does not exist or is out of range. */
export const isoDate = (year: number, month: number, day: number): IsoDate | null => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1950 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** Two-digit years: 00–69 are 20xx, 70–99 are 19xx. */
const fullYear = (raw: string): number => {
  const n = Number(raw);
  if (raw.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
};

const digitsOf = (raw: string): string => raw.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1').replace(/[Ss]/g, '5');

const MONTH_WORD = '([A-Za-z\u00e1\u00e9\u00ed\u00f3\u00fa01|5]{3,10}(?: [a-z]{2,7})?\\.?)';
const DAY = '([0-3]?[0-9OolI])(?:st|nd|rd|th|d|ro|º|°)?';
const YEAR = "'?([12][0-9OolI]{3}|[0-9]{2})";

const PATTERNS: ReadonlyArray<{ re: RegExp; read: (m: RegExpExecArray) => IsoDate | null }> = [
  // 2017-01-02
  { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])) },
  // 01/02/2017, 1/2/17, 01-02-2017, 01.02.2017 (month first, unless the first number cannot be a month)
  {
    re: /^([0-9OolI]{1,2}) ?([/.-]) ?([0-9OolI]{1,2}) ?\2 ?([0-9OolI]{4}|[0-9]{2})$/,
    read: (m) => {
      const a = Number(digitsOf(m[1]!));
      const b = Number(digitsOf(m[3]!));
      const y = fullYear(digitsOf(m[4]!));
      return a > 12 ? isoDate(y, b, a) : isoDate(y, a, b);
    },
  },
  // January 2, 2017; Jan. 2 2017; January 2nd, 2017; Jan-02-2017
  {
    re: new RegExp(`^${MONTH_WORD}[ -]?${DAY},? ?[-,]? ?${YEAR}$`),
    read: (m) => {
      const month = monthNumber(m[1]!);
      return month === null ? null : isoDate(fullYear(digitsOf(m[3]!)), month, Number(digitsOf(m[2]!)));
    },
  },
  // 2 January 2017; 02-Jan-2017; 2 de enero de 2017; 2 de enero del 2017
  {
    re: new RegExp(`^${DAY}(?: de|[ -])? ?${MONTH_WORD}(?: del?|,)?[ -]?${YEAR}$`, 'i'),
    read: (m) => {
      const month = monthNumber(m[2]!);
      return month === null ? null : isoDate(fullYear(digitsOf(m[3]!)), month, Number(digitsOf(m[1]!)));
    },
  },
];

/**
 * Reads one date as printed in a letter and returns it as ISO 'YYYY-MM-DD', or null.
 * Accepts: January 2, 2017 · Jan. 2, 2017 · January 2nd, 2017 · 2 January 2017 · 01/02/2017 ·
 * 1/2/17 · 2017-01-02 · 02-Jan-2017 · 2 de enero de 2017, with OCR noise (Ju1y, 0ctober,
 * Jan uary, 2O17). Numeric dates are read month first (US); a first number over 12 is a day.
 */
export const parseDate = (raw: string): IsoDate | null => {
  const s = raw.trim().replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ').replace(/, $/, '');
  if (s.length < 6 || s.length > 40) return null;
  for (const { re, read } of PATTERNS) {
    const m = re.exec(s);
    if (m) {
      const value = read(m);
      if (value !== null) return value;
    }
  }
  return null;
};
