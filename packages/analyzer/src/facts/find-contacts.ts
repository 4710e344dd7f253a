import type { Fact } from '../types';
import { span, toSource, type Source } from './source';
import { execAll } from '../text/exec-all';

/** A phone or website found in the normalized text. */
export type ContactMatch = { start: number; end: number; value: string };

const PHONE = /(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\b\d{3}[ .-])\d{3}[ .-]\d{4}\b/g;

/** US phone numbers ("(800) 123-4567", "1-800-123-4567", "800.123.4567"), not fax numbers; value as digits formatted (800) 123-4567. */
export const findPhoneMatches = (text: string, from = 0, to = text.length): ContactMatch[] => {
  const out: ContactMatch[] = [];
  const slice = text.slice(from, Math.min(text.length, to + 16));
  for (const sm of execAll(PHONE, slice)) {
    const m = { 0: sm[0], index: from + (sm.index ?? 0) };
    if (m.index >= to) break;
    const before = text.slice(Math.max(0, m.index - 16), m.index);
    if (/fax|facs[ií]mil/i.test(before)) continue;
    // Part of a longer number (an account like 1234-567-8901).
    if (/\d-?$/.test(text.slice(Math.max(0, m.index - 2), m.index)) || /^-\d/.test(text.slice(m.index + m[0].length))) continue;
    const digits = m[0].replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    if (digits.length !== 10 || /^[01]/.test(digits)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, value: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` });
  }
  return out;
};

const WEBSITE =
  /\b(?:https?:\/\/)?(?:www\.)?[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,3}\.(?:com|net|org|us|biz|info|law|legal|co|gov|edu|io|pay|finance|help)\b(?:\/[^\s,;)"']{0,200})?/gi;

/** Websites (not e-mail domains), each with its root as value ("www.example.com"); `public` sites (.gov, .edu, annualcreditreport) flagged. */
export const findWebsiteMatches = (text: string, from = 0, to = text.length): (ContactMatch & { public: boolean })[] => {
  const out: (ContactMatch & { public: boolean })[] = [];
  const slice = text.slice(from, Math.min(text.length, to + 200));
  for (const sm of execAll(WEBSITE, slice)) {
    const m = { 0: sm[0], index: from + (sm.index ?? 0) };
    if (m.index >= to) break;
    if (text[m.index - 1] === '@' || text[m.index - 1] === '.') continue;
    let raw = m[0].replace(/[.]+$/, '');
    const root = raw
      .replace(/^https?:\/\//i, '')
      .replace(/\/.*$/, '')
      .toLowerCase();
    // A bare "name.co" or "name.us" without www or a scheme is more often a typo or an abbreviation.
    if (!/^(?:https?:\/\/|www\.)/i.test(raw) && !/\.(?:com|net|org|gov|law|legal)$/.test(root)) continue;
    raw = raw.replace(/\/$/, '');
    out.push({ start: m.index, end: m.index + raw.length, value: root, public: /\.(?:gov|edu)$|annualcreditreport\.com$/.test(root) });
  }
  return out;
};

/** Phone numbers of the letter as facts (value formatted '(800) 123-4567'). */
export const findPhones = (input: string | Source): Fact<string>[] => {
  const src = toSource(input);
  return findPhoneMatches(src.norm.text).map((m) => ({ value: m.value, span: span(src, m.start, m.end) }));
};

/** Websites of the letter as facts (value the site's root, e.g. 'www.example.com'). */
export const findWebsites = (input: string | Source): Fact<string>[] => {
  const src = toSource(input);
  return findWebsiteMatches(src.norm.text).map((m) => ({ value: m.value, span: span(src, m.start, m.end) }));
};
