import type { Facts } from '../types';

/**
 * Masks account, reference, card and Social Security numbers in text shown outside the letter
 * itself (CLI output, JSON reports): every letter and digit but the last four becomes '*', keeping
 * the length so a caret under the words still lines up. Facts are masked already; this covers the
 * raw words quoted as evidence.
 */

const KEYWORD_NUMBER =
  /\b(?:account|acct|a\/c|loan|card|reference|ref|file|claim|member|policy|invoice)\.?(?:\s*(?:number|num|no\.?|#))?\s*[:#]?\s*([A-Z]{0,4}\d[A-Z0-9-]*(?: [A-Z]{0,4}\d[A-Z0-9-]*)*)/gi;
const SSN = /\b\d{3}[- ]\d{2}[- ](\d{4})\b/g;
/** A number after 'SSN', 'SS#', 'SSN#', 'Social Security No.' and the like, in any written form (9 digits, dashes or spaces or none). */
const SSN_LABELED = /\b(?:SSN|SS|S\.S\.N\.?|social\s+security)(?:\s*(?:number|num|no\.?|#))?\s*[:#.]?\s*(\d(?:[ -]?\d){8})(?!\d)/gi;
/**
 * A standalone run of exactly 9 digits (an SSN written without dashes). Not part of an amount ($, a
 * decimal point or a thousands comma), a date or a phone number (no digit, '/', '-' or '.' joined to it).
 */
const NINE_DIGITS = /(?<![\d$.,/-])\d{9}(?![\d/-]|[.,]\d)/g;
/** 12 or more digits in a run (card numbers, long account numbers), with spaces or dashes between groups. */
const LONG_DIGITS = /(?<![\d$.,])\d(?:[ -]?\d){11,}(?![\d.,]\d)/g;

/** Masks all but the last 4 letters or digits of a number. */
export const maskNumber = (raw: string): string => {
  const total = (raw.match(/[A-Za-z0-9]/g) ?? []).length;
  let seen = 0;
  return raw.replace(/[A-Za-z0-9]/g, (c) => (++seen <= total - 4 ? '*' : c));
};

const DIGIT = /\d/;

/**
 * Five digits somewhere in the text, and nine (the patterns read a string's digits in one native
 * pass, quicker than a loop over its characters; `\D*` cannot take a digit, so they do not backtrack).
 */
const HAS_FIVE_DIGITS = /\d\D*\d\D*\d\D*\d\D*\d/;
const HAS_NINE_DIGITS = /\d(?:\D*\d){8}/;

/** (A string shorter than five characters is answered without the pattern: most of a report's strings are ids, levels and short words.) */
const hasFiveDigits = (s: string): boolean => s.length >= 5 && HAS_FIVE_DIGITS.test(s);

/** Masks numbers found by pattern: after an account/reference keyword, SSNs, and long digit runs. */
export const redactText = (text: string): string => {
  // A number after a keyword is masked only with five digits or more, every other pattern needs nine
  // (and masking only takes digits away): most strings of a report have fewer.
  if (!hasFiveDigits(text)) return text;
  let out = text;
  out = out.replace(KEYWORD_NUMBER, (whole, num: string) => {
    // Only numbers: 'account with Bank' or 'reference 12' stay as they are.
    if (!hasFiveDigits(num)) return whole;
    const at = whole.lastIndexOf(num);
    return whole.slice(0, at) + maskNumber(num);
  });
  if (!HAS_NINE_DIGITS.test(text)) return out;
  out = out.replace(SSN_LABELED, (whole, num: string) => whole.slice(0, whole.lastIndexOf(num)) + maskNumber(num));
  out = out.replace(SSN, (whole) => maskNumber(whole));
  out = out.replace(NINE_DIGITS, (whole) => maskNumber(whole));
  out = out.replace(LONG_DIGITS, (whole) => maskNumber(whole));
  return out;
};

const NUMBER_CHAR = /[A-Za-z0-9-]/;

/**
 * Where the account and reference numbers the facts stage found sit in the text. The facts keep
 * only a number's tail as their span; the range grows over the rest of the number (letters,
 * digits, dashes, single spaces between digit groups).
 */
const accountNumberRanges = (text: string, facts: Pick<Facts, 'accountNumbers'>): { start: number; end: number }[] =>
  facts.accountNumbers.map((acct) => {
    const at = (i: number): string => text[i] ?? '';
    let start = Math.max(0, Math.min(acct.span.start, text.length));
    let end = Math.max(start, Math.min(acct.span.end, text.length));
    while (start > 0 && (NUMBER_CHAR.test(at(start - 1)) || (at(start - 1) === ' ' && DIGIT.test(at(start - 2)) && DIGIT.test(at(start))))) start--;
    while (end < text.length && (NUMBER_CHAR.test(at(end)) || (at(end) === ' ' && DIGIT.test(at(end - 1)) && DIGIT.test(at(end + 1))))) end++;
    return { start, end };
  });

export type Redactor = {
  /** The document text with every number masked in place: same length, so offsets and carets stay valid. */
  documentText: string;
  /** Masks the letter's account numbers wherever they are quoted, then applies redactText. */
  redact: (s: string) => string;
};

/** Masks the letter's account numbers where the facts found them, then everywhere they are quoted. */
const makeRedactor = (text: string, facts: Pick<Facts, 'accountNumbers'>): Redactor => {
  // A masked number has the length of the number: each is written over the text in place.
  let masked = text;
  const numbers: { raw: string; masked: string }[] = [];
  for (const { start, end } of accountNumberRanges(text, facts)) {
    const raw = text.slice(start, end);
    const maskedNumber = maskNumber(raw);
    masked = masked.slice(0, start) + maskedNumber + masked.slice(end);
    if (hasFiveDigits(raw)) numbers.push({ raw, masked: maskedNumber });
  }
  const redactOnce = (s: string): string => redactText(numbers.reduce((out, n) => (out.includes(n.raw) ? out.split(n.raw).join(n.masked) : out), s));
  // A report quotes the same strings many times (citations, explanations); what this letter's
  // redactor made of one is kept while the redactor is, never longer.
  const done = new Map<string, string>();
  const redact = (s: string): string => {
    // A known number has five digits or more, and so has every number redactText masks.
    if (!hasFiveDigits(s)) return s;
    let out = done.get(s);
    if (out === undefined) {
      out = redactOnce(s);
      done.set(s, out);
    }
    return out;
  };
  return { documentText: redactOnce(masked), redact };
};

/**
 * The last redactor made for a letter's account numbers (the facts' own array), with its text: one
 * analysis asks for the same redactor three times (its report, the stored summary, the stored text),
 * and masking the whole letter is the costly part. A different text or facts makes a new one.
 */
const redactors = new WeakMap<Pick<Facts, 'accountNumbers'>['accountNumbers'], { text: string; redactor: Redactor }>();

/** A redactor for one letter: knows its account numbers (from the facts) and the generic patterns. */
export const createRedactor = (text: string, facts: Pick<Facts, 'accountNumbers'>): Redactor => {
  const known = redactors.get(facts.accountNumbers);
  if (known?.text === text) return known.redactor;
  const redactor = makeRedactor(text, facts);
  redactors.set(facts.accountNumbers, { text, redactor });
  return redactor;
};

/**
 * Applies `redact` (default redactText) to every string inside a JSON-like value. Objects are copied
 * key by key (the keys and order of Object.entries, without an array per entry: a report has thousands).
 */
export const redactDeep = <T>(value: T, redact: (s: string) => string = redactText): T => {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redact)) as T;
  if (value && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      const redacted = redactDeep(source[key], redact);
      // An own '__proto__' key stays a plain property, as Object.fromEntries makes it.
      if (key === '__proto__') Object.defineProperty(copy, key, { value: redacted, enumerable: true, writable: true, configurable: true });
      else copy[key] = redacted;
    }
    return copy as T;
  }
  return value;
};
