import { maskLongNumbers } from './mask-account';

/** One line of outside text: control characters out, whitespace collapsed. No masking: for reference codes only. */
export const tidyLine = (text: string): string =>
  text
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One line of outside text: tidied, and long numbers masked to their last 4. */
export const cleanLine = (text: string): string => maskLongNumbers(tidyLine(text));

/** Lines from an array or a string with line breaks; empty lines dropped. */
export const cleanLines = (value: readonly string[] | string | undefined): string[] => {
  if (value === undefined) return [];
  const raw = typeof value === 'string' ? value.split(/\r?\n/) : value.flatMap((line) => line.split(/\r?\n/));
  return raw.map(cleanLine).filter((line) => line.length > 0);
};

/** A string that has something in it after cleaning, or undefined. */
export const present = (value: string | undefined | null): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const cleaned = cleanLine(value);
  return cleaned.length > 0 ? cleaned : undefined;
};

/** A short quote of the collector's words: cleaned, inner double quotes made single, cut at a word. */
export const shortQuote = (text: string, max = 200): string => {
  const cleaned = cleanLine(text).replace(/"/g, "'");
  if (cleaned.length <= max) return cleaned;
  const cut = cleaned.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}...`;
};

/** 'current creditor missing' -> 'Current creditor missing' (no trailing period). */
export const asSentenceStart = (text: string): string => {
  const cleaned = cleanLine(text).replace(/[.\s]+$/, '');
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
};
