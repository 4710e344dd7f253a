import { spanOf } from '../../text/find';
import type { Span } from '../../types';
import { execAll } from '../../text/exec-all';
import { memoOnLastLetter } from '../../text/last-letter';

/** Numbers written in words or digits ('ten (10)', 'one week', 'twenty-one') and dollar amounts. */

const UNITS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fortyfive: 45,
  sixty: 60,
  ninety: 90,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
};

/** '10', 'ten', 'twenty-one', 'twenty one', 'treinta y cinco' → number; undefined when not a count. */
export const parseCount = (word: string): number | undefined => {
  const w = word.trim().toLowerCase();
  if (/^\d{1,3}$/.test(w)) return Number(w);
  const direct = UNITS[w.replace(/[\s-]/g, '')];
  if (direct !== undefined) return direct;
  // Spanish joins tens and units with "y" ("treinta y cinco", decision 205).
  const parts = w.replace(/\s+y\s+/, ' ').split(/[\s-]+/);
  if (parts.length === 2) {
    const tens = UNITS[parts[0] ?? ''];
    const ones = UNITS[parts[1] ?? ''];
    if (tens !== undefined && ones !== undefined && tens >= 20 && tens % 10 === 0 && ones < 10) return tens + ones;
  }
  return undefined;
};

export type Money = { value: number; span: Span };

/** '$1,234.56', '$ 1234', '$1,234.S6' (OCR: S→5, O→0, l→1 in the digits). */
const MONEY = /\$\s{0,2}[0-9][0-9,]{0,12}(?:\.[0-9oOsSlI]{2})?(?![0-9])/g;

export const parseMoney = (raw: string): number | undefined => {
  const digits = raw
    .replace(/^\$\s*/, '')
    .replace(/,/g, '')
    .replace(/[oO]/g, '0')
    .replace(/[sS]/g, '5')
    .replace(/[lI]/g, '1');
  if (!/^\d+(\.\d{2})?$/.test(digits)) return undefined;
  const n = Number(digits);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : undefined;
};

/**
 * The dollar amounts of a whole text, kept for the last text asked (several readers and rules ask them of the letter in one
 * analysis; decision 525).
 */
const moneyOfText = memoOnLastLetter((text: string): Money[] => moneyBetween(text, 0, text.length));

/** Dollar amounts between two offsets of `text`. Callers must not change what it gives (the whole text's are shared). */
export const findMoney = (text: string, start = 0, end = text.length): Money[] =>
  start === 0 && end === text.length ? moneyOfText(text) : moneyBetween(text, start, end);

const moneyBetween = (text: string, start: number, end: number): Money[] => {
  const out: Money[] = [];
  for (const m of execAll(MONEY, text.slice(start, end))) {
    const value = parseMoney(m[0]);
    const s = start + (m.index ?? 0);
    if (value !== undefined) out.push({ value, span: spanOf(text, s, s + m[0].length) });
  }
  return out;
};

export const showMoney = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
