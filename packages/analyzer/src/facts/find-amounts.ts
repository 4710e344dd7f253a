import type { Fact } from '../types';
import { parseAmount } from './parse-amount';
import { memo, span, toSource, type Source } from './source';
import { execAll } from '../text/exec-all';

/** A money amount found in the normalized text: offsets into it, and the signed value. */
export type MoneyMatch = { start: number; end: number; value: number };

// '$' (or US$, USD) then digits and separators; or a plain amount followed by a currency word.
const MONEY = /(?:US ?\$|USD ?|\$) {0,2}-? ?\d[\d.,]{0,18}|\b\d{1,3}(?:,\d{3})*\.\d{2} ?(?:USD|dollars|d[oó]lares)\b/gi;

/** Every money amount in `text[from, to)` (normalized text), in order. */
export const findMoney = (text: string, from = 0, to = text.length): MoneyMatch[] => {
  const out: MoneyMatch[] = [];
  // Match inside the range only (a search from `from` to the end of a long text, line after line, would be quadratic).
  const slice = text.slice(from, Math.min(text.length, to + 24));
  for (const sm of execAll(MONEY, slice)) {
    const m = { 0: sm[0], index: from + (sm.index ?? 0) };
    if (m.index >= to) break;
    let raw = m[0];
    while (/[.,]$/.test(raw)) raw = raw.slice(0, -1);
    // A date or phone number glued to a '$' is not money ("$ 01/02").
    const after = text[m.index + raw.length];
    if (after === '/' || (after !== undefined && /\d/.test(after))) continue;
    let start = m.index;
    // Sign in front: "- $ 50.00", "($50.00)".
    let k = start - 1;
    while (k >= from && text[k] === ' ') k--;
    const signed = text[k] === '-' || text[k] === '(' ? `-${raw}` : raw;
    const value = parseAmount(signed);
    if (value === null) continue;
    if (text[k] === '-' || text[k] === '(') start = k;
    out.push({ start, end: m.index + raw.length, value });
  }
  return out;
};

/** Every distinct dollar amount of the letter (by value, first mention), as facts of its magnitude. */
export const findAmounts = (input: string | Source): Fact<number>[] => {
  const src = toSource(input);
  const seen = new Set<number>();
  const facts: Fact<number>[] = [];
  for (const m of moneyIn(src)) {
    const value = Math.abs(m.value);
    if (seen.has(value)) continue;
    seen.add(value);
    facts.push({ value, span: span(src, m.start, m.end) });
  }
  return facts;
};

/** Every money amount of the source in [from, to) (one scan of the whole text, shared by all finders). */
export const moneyIn = (src: Source, from = 0, to = src.norm.text.length): MoneyMatch[] => {
  const all = memo(src, 'money', () => findMoney(src.norm.text));
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  const out: MoneyMatch[] = [];
  for (let i = lo; i < all.length && all[i]!.start < to; i++) if (all[i]!.end <= to + 1) out.push(all[i]!);
  return out;
};
