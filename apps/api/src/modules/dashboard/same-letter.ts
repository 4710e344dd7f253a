import type { AnalysisSummary } from '../letters/letter-inputs';

/** What tells one letter from another in a person's history (no letter text). */
export type LetterIdentity = { fileSha256?: string | null; summary: Partial<AnalysisSummary> };

const normalize = (value: string): string =>
  value
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(?:llc|inc|corp|co|ltd|lp|llp|pc|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The keys under which an analysis is the same letter as another (issue 27, decision 034): the same
 * file (SHA-256 of the upload), or the same collector, the same account (last 4) and the same letter
 * date, all three known (a new photo of the same letter). Nothing known: no key, the analysis stands alone.
 */
export const letterKeys = ({ fileSha256, summary }: LetterIdentity): string[] => {
  const keys: string[] = [];
  if (fileSha256) keys.push(`file:${fileSha256}`);
  const collector = summary.collectorName ? normalize(summary.collectorName) : '';
  const account = summary.facts?.accountNumbers?.find((a) => a.last4)?.last4 ?? '';
  const date = summary.letterDate ?? '';
  if (collector && account && date) keys.push(`letter:${collector}|${account}|${date}`);
  return keys;
};

/**
 * One analysis per letter, the newest first met (rows come newest first): a letter analysed eleven
 * times counts once in "Violations Found", the violations list and the recent analyses.
 */
export const onePerLetter = <T extends LetterIdentity>(rows: readonly T[]): T[] => {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const keys = letterKeys(row);
    const repeat = keys.some((k) => seen.has(k));
    for (const k of keys) seen.add(k);
    return !repeat;
  });
};
