import type { AccountNumber } from '../types';
import { cellsOf, lineIndexAt, nextLineIndex, span, toSource, type Source } from './source';
import { parseDate } from './parse-date';
import { matchesOf } from '../text/prefilter';
import { execAll } from '../text/exec-all';

// A label naming an account / reference number: "Account Number:", "Acct #", "Original Account No.",
// "Card ending in", "Reference:", "Our File #", "Número de cuenta" (also "… terminado en 5920", the
// Spanish "ending in"). The number is read after it.
const LABEL = new RegExp(
  [
    "\\b(?:(?:original|creditor'?s?|client'?s?|bank|credit card|card|loan|your|our|agency|collector'?s?|internal|medical|patient|current)\\s+){0,2}",
    "(?:account|acct|acc't|a/c|loan|card|reference|ref|file|claim|patient|invoice|cuenta|referencia|expediente)\\b\\.?",
    '(?:[ \\t]*(?:number|no|num|nbr|id|code|#))?\\.?',
    '|\\bn[uú]mero de (?:cuenta|referencia)\\b',
  ].join(''),
  'gi',
);
const REFERENCE_WORDS = /reference|\bref\b|file|claim|our |agency|collector|internal|referencia|expediente|invoice/i;
const LEAD_IN =
  /^[ \t]*(?:[:#-][ \t]*)?\n?[ \t]*(?:(?:is|es|ending(?: in| with)?|(?:que )?termina (?:en|con)|terminad[oa] (?:en|con)|con terminaci[oó]n(?: en)?|que finaliza en|finalizad[oa] en|last (?:4|four)(?: digits)?(?: of)?)[ \t]*:?[ \t]*)?(?:[:#][ \t]*)?/i;

type NumberToken = { start: number; end: number; digits: string };

/** Reads an account-like token at `at`: digits, masks (X * •), letters, hyphens, digit groups split by single spaces. */
export const readNumberToken = (text: string, at: number): NumberToken | null => {
  let end = at;
  const max = Math.min(text.length, at + 40);
  while (end < max) {
    const c = text[end]!;
    if (/[0-9A-Za-z*•#-]/.test(c)) {
      end++;
      continue;
    }
    // "4111 1111 1111 1234": a single space between digit groups.
    // "3301 8842 71": a last group of two digits that ends the line (decision 389).
    if (
      c === ' ' &&
      /\d/.test(text[end - 1] ?? '') &&
      (/^\d{3,}/.test(text.slice(end + 1, end + 4)) || /^\d{2}[ \t]*(?:\n|$)/.test(text.slice(end + 1, end + 5))) &&
      /\d{3}$/.test(text.slice(Math.max(at, end - 3), end))
    ) {
      end++;
      continue;
    }
    break;
  }
  while (end > at && /[-#]/.test(text[end - 1]!)) end--;
  const token = text.slice(at, end);
  const digits = token.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const letters = token.replace(/[^A-Za-z]/g, '').replace(/x/gi, '');
  if (letters.length > digits.length || letters.length > 6) return null;
  // Amounts, dates and phone numbers are not account numbers.
  if (parseDate(token) !== null || /^\d{1,2}[/-]\d{1,2}$/.test(token)) return null;
  return { start: at, end, digits };
};

/** '****' plus the last four digits. */
export const maskAccountNumber = (digits: string): { masked: string; last4: string } => {
  const last4 = digits.slice(-4);
  return { masked: `****${last4}`, last4 };
};

type Labelled = { labelStart: number; token: NumberToken; kind: AccountNumber['kind'] };

/** Every labelled account or reference number (normalized offsets). */
const findLabelled = (src: Source): Labelled[] => {
  const text = src.norm.text;
  const out: Labelled[] = [];
  for (const m of matchesOf(LABEL, text)) {
    const labelStart = m.index ?? 0;
    const labelEnd = labelStart + m[0].length;
    const lead = LEAD_IN.exec(text.slice(labelEnd, labelEnd + 60));
    let token = readNumberToken(text, labelEnd + (lead ? lead[0].length : 0));
    if (!token) token = tokenBelow(src, labelStart, labelEnd);
    if (!token) continue;
    // Four bare digits after a word like "card" or "loan" may be a year ("credit card 2019 purchase").
    const explicit = /number|\bno\b|#|\bnum|\bid\b|n[uú]mero/i.test(m[0]) || /ending|termina|finaliza|last|[:#]/i.test(lead?.[0] ?? '');
    if (!explicit && token.digits.length <= 4 && !/[*•x]/i.test(text.slice(token.start, token.end))) continue;
    const kind = REFERENCE_WORDS.test(m[0]) ? 'reference' : 'account';
    out.push({ labelStart, token, kind });
  }
  return out;
};

/** A number in the cell under the label (a header row over a value row). */
const tokenBelow = (src: Source, labelStart: number, labelEnd: number): NumberToken | null => {
  const li = lineIndexAt(src, labelStart);
  const cells = cellsOf(src.lines[li]!);
  const ci = cells.findIndex((c) => c.start <= labelStart && labelStart < c.end);
  if (ci < 0 || cells.length < 2 || cells[ci]!.end > labelEnd + 2) return null;
  const next = nextLineIndex(src, li);
  if (next < 0) return null;
  const below = cellsOf(src.lines[next]!);
  if (below.length !== cells.length) return null;
  const cell = below[ci]!;
  const token = readNumberToken(src.norm.text, cell.start);
  return token && token.end >= cell.end - 1 ? token : null;
};

/**
 * Account numbers (the creditor's account, kind 'account') and the collector's reference / file
 * numbers (kind 'reference') of the letter, each once, ALWAYS masked to the last 4 digits. The
 * span covers only the last four digits (e.g. '6-789' of '123-456-789'), so no fact ever holds
 * the full number.
 */
export const findAccountNumbers = (input: string | Source): AccountNumber[] => {
  const src = toSource(input);
  const text = src.norm.text;
  const seen = new Set<string>();
  const out: AccountNumber[] = [];
  for (const { token, kind } of findLabelled(src)) {
    const { masked, last4 } = maskAccountNumber(token.digits);
    const key = `${kind}:${token.digits}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // The span starts at the fourth-last digit.
    let at = token.end;
    let count = 0;
    while (at > token.start && count < 4) {
      at--;
      if (/\d/.test(text[at]!)) count++;
    }
    out.push({ masked, last4, kind, span: span(src, at, token.end) });
  }
  return out;
};

/** Masks digits (and letters) of original range [start, end) except the last four digits. */
const maskRange = (chars: string[], start: number, end: number): void => {
  let keep = 4;
  for (let i = end - 1; i >= start; i--) {
    const c = chars[i]!;
    if (/\d/.test(c) && keep > 0) {
      keep--;
      continue;
    }
    if (/[0-9A-Za-z]/.test(c) && keep === 0) chars[i] = '*';
  }
};

const SSN = /\b\d{3}[- ]\d{2}[- ]\d{4}\b/g;
const SSN_LABELLED = /\b(?:ssn|ss#|s\.s\.n\.?|social security(?: number| no\.?| #)?|seguro social)[ \t]*[:#]?[ \t]*(\d{9})\b/gi;
const LONG_RUN = /\b\d(?:[ -]?\d){7,}\b/g;
const PHONE_SHAPE = /^(?:1[ -]?)?\d{3}[ -]\d{3}[ -]\d{4}$/;
const ZIP4_SHAPE = /^\d{5}-\d{4}$/;

/**
 * Masks sensitive numbers for storing text, keeping its length (offsets stay valid): Social
 * Security numbers (###-##-####, or 9 digits labelled SSN) keep their last 4; labelled account
 * and reference numbers, and unlabelled runs of 8 or more digits (not phone numbers, ZIP+4 codes
 * amounts or dates), keep their last 4 digits. Masked characters become '*'.
 */
export const maskSensitive = (text: string): string => {
  const chars = [...text];
  // Astral characters would shift indexes: fall back to code units for such text.
  const units = chars.length === text.length ? chars : text.split('');
  for (const m of execAll(SSN, text)) maskRange(units, m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of execAll(SSN_LABELLED, text)) {
    const start = (m.index ?? 0) + m[0].length - m[1]!.length;
    maskRange(units, start, start + m[1]!.length);
  }
  const src = toSource(text);
  for (const { token } of findLabelled(src)) {
    const s = src.norm.starts[token.start]!;
    const e = src.norm.ends[token.end - 1]!;
    maskRange(units, s, e);
  }
  for (const m of execAll(LONG_RUN, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (PHONE_SHAPE.test(m[0]) || ZIP4_SHAPE.test(m[0]) || parseDate(m[0]) !== null) continue;
    if (text[start - 1] === '$' || text[start - 1] === '(' || /^[.,]\d/.test(text.slice(end, end + 2))) continue;
    maskRange(units, start, end);
  }
  return units.join('');
};
