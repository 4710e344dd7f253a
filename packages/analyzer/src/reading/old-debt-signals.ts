import { findPhrases, isNegatedAt } from '../rules/_conduct-and-time-bar/phrases';
import { parseCount } from '../rules/_disclosures-and-amounts/numbers';
import type { Span } from '../types';

/**
 * What a letter's words say about the debt's age without saying it is past the statute of limitations:
 * an age in years ("this debt is more than ten years old", "a 12-year-old account", "hace más de diez
 * años"), and words that call it old ("this old debt", "your older account", "una deuda antigua").
 * An age in years can settle the time bar where it exceeds every period the consumer's state may apply;
 * calling a debt old settles nothing, but tells the person why the analyzer asks when it was last paid.
 */

/** Spanish counts the shared count reader does not hold ('once' is English too, so it stays out of it). */
const SPANISH_COUNTS: Readonly<Record<string, number>> = { cuatro: 4, seis: 6, ocho: 8, nueve: 9, once: 11, doce: 12 };
const NUM = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte)`;
const DEBT = String.raw`(?:debt|account|balance|obligation|bill|loan)`;

/** An age of at least N years, said of the debt. Group 1 is the number. */
const AGE_PATTERNS: readonly RegExp[] = [
  // "this debt is (more than | over | at least) ten years old", "the account is now 12 years old"
  new RegExp(
    String.raw`\b(?:this|the|your)\s+${DEBT}\s+(?:is|was)\s+(?:now\s+)?(?:more\s+than|over|at\s+least|nearly|almost|about)?\s*${NUM}\s+years?\s+old\b`,
    'i',
  ),
  // "a 12-year-old debt", "this ten year old account"
  new RegExp(String.raw`\b${NUM}[-\s]years?[-\s]old\s+${DEBT}\b`, 'i'),
  // "incurred (more than) ten years ago", "dating back over 8 years"
  new RegExp(
    String.raw`\b(?:incurred|opened|defaulted|charged\s+off|went\s+(?:into\s+)?default|dat(?:es|ing)\s+back)\s+(?:more\s+than\s+|over\s+|at\s+least\s+)?${NUM}\s+years\s+ago\b`,
    'i',
  ),
  // Spanish: "esta deuda tiene más de diez años", "una deuda de hace 12 años"
  new RegExp(
    String.raw`\b(?:deuda|cuenta)\s+(?:tiene|ten[ií]a)\s+(?:m[aá]s\s+de\s+)?${NUM}\s+a[nñ]os\b|\b(?:deuda|cuenta)\s+de\s+hace\s+(?:m[aá]s\s+de\s+)?${NUM}\s+a[nñ]os\b`,
    'i',
  ),
];

/** Words that call the debt old (no age given). */
const OLD_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:this|your|the|an?)\s+(?:very\s+)?(?:old|older|aged|ancient|stale)\s+${DEBT}s?\b`, 'i'),
  /\b(?:deuda|cuenta)\s+(?:muy\s+)?antigua\b|\bantig[uü]edad\s+de\s+(?:su|la|esta)\s+(?:deuda|cuenta)\b/i,
];

export type StatedAge = { years: number; span: Span };

const numberOf = (word: string): number => parseCount(word) ?? SPANISH_COUNTS[word.toLowerCase()] ?? Number.parseInt(word, 10);

/** The largest age in years the letter gives the debt ("more than ten years old" reads as ten: the least it can mean). */
export const statedDebtAge = (text: string): StatedAge | null => {
  let best: StatedAge | null = null;
  for (const span of findPhrases(text, AGE_PATTERNS)) {
    if (isNegatedAt(text, span.start) || /\bif\b/i.test(text.slice(Math.max(0, span.start - 30), span.start))) continue;
    for (const pattern of AGE_PATTERNS) {
      const m = pattern.exec(span.text);
      const word = m?.slice(1).find((g) => g !== undefined);
      if (!word) continue;
      const years = numberOf(word);
      if (Number.isFinite(years) && (!best || years > best.years)) best = { years, span };
      break;
    }
  }
  return best;
};

/** Words calling the debt old, in text order. */
export const oldDebtWords = (text: string): Span[] => findPhrases(text, OLD_PATTERNS).filter((s) => !isNegatedAt(text, s.start));
