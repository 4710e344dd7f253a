import { execAll } from '../text/exec-all';
/**
 * Reads a money amount as printed in a letter, OCR noise included:
 * `$2,234.56`, `$ 2,234.56`, `2,234.56`, `$1,234.S6` (S for 5), `$l,234.56` (l for 1), `§ 50,09`
 * (§ for $, comma for the decimal point), `(50.00)` and `- $ 50.00` (negative), `$1.234,56`
 * (European grouping), `USD 75`, `$75`. Returns the signed value rounded to cents, or null when
 * the text is not an amount or is ambiguous (`$1.234`: one dot followed by three digits could be
 * $1,234 or $1.234).
 */
export const parseAmount = (raw: string): number | null => {
  let s = raw.trim();
  if (s.length === 0 || s.length > 40) return null;
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  // Sign and currency, in either order: "- $ 50", "$ -50", "-$50".
  for (let guard = 0; guard < 4; guard++) {
    const before = s;
    if (/^[-\u2212\u2013\u2014]/.test(s)) {
      negative = true;
      s = s.slice(1).trim();
    }
    if (s.startsWith('+')) s = s.slice(1).trim();
    s = s.replace(/^(?:US\s?\$|USD|\$|\u00a7|S(?=\s?\d))\s*/i, '');
    if (s === before) break;
  }
  s = s.replace(/\s*(?:USD|dollars?|d[oó]lares)\.?$/i, '').trim();
  if (s.endsWith('-')) {
    negative = true;
    s = s.slice(0, -1).trim();
  }
  s = s.replace(/[.,]$/, '');
  if (/^[.,]\d{2}$/.test(s)) s = `0${s}`;
  // OCR: letters read inside the digits.
  s = s
    .replace(/[OoQD]/g, '0')
    .replace(/[lI|]/g, '1')
    .replace(/[Ss]/g, '5')
    .replace(/B/g, '8');
  // Spaces next to a separator ("2, 234.56", "2,234 .56").
  s = s.replace(/\s*([.,])\s*/g, '$1');
  if (!/^\d[\d.,]*$/.test(s) || s.length > 20) return null;

  const value = readDigits(s);
  if (value === null) return null;
  const rounded = Math.round(value * 100) / 100;
  return negative && rounded !== 0 ? -rounded : rounded;
};

/** Reads digits with thousands separators and a decimal mark, deciding which is which. */
const readDigits = (s: string): number | null => {
  const seps = [...execAll(/[.,]/g, s)].map((m) => m.index ?? 0);
  if (seps.length === 0) return Number(s);
  const last = seps[seps.length - 1]!;
  const tail = s.length - last - 1;
  const groups = s.split(/[.,]/);
  const head = groups[0]!;
  const middle = groups.slice(1, -1);
  const groupedOk = head.length >= 1 && head.length <= 3 && middle.every((g) => g.length === 3);
  if (tail === 1 || tail === 2) {
    // The last separator is the decimal mark; any earlier ones group thousands.
    if (seps.length > 1 && !groupedOk) return null;
    if (seps.length === 1 && head.length === 0) return null;
    return Number(`${groups.slice(0, -1).join('')}.${groups[groups.length - 1]}`);
  }
  if (tail === 3) {
    if (!groupedOk) return null;
    const kinds = new Set(seps.map((i) => s[i]));
    // "1,234" and "1,234,567" group with commas; "1.234.567" with dots; a single "1.234" is ambiguous.
    if (kinds.size > 1) return null;
    if (s[last] === '.' && seps.length === 1) return null;
    return Number(groups.join(''));
  }
  return null;
};

/** The magnitude of an amount (for lines whose label already says the sign, like payments). */
export const parseAmountMagnitude = (raw: string): number | null => {
  const v = parseAmount(raw);
  return v === null ? null : Math.abs(v);
};
