import { mayMatch } from '../../text/prefilter';

/**
 * How much of a letter is in English and how much in Spanish, by counting common function words
 * (legal-reference §1.3, 12 CFR 1006.18(e)(4)). Lines that only offer a Spanish copy or say Spanish
 * is spoken ("Póngase en contacto… en español", "Hablamos español") are optional disclosures under
 * 1006.34(d)(3)(vi) and are not counted.
 */

const SPANISH = new Set(
  'de la el que usted su sus para por una los las con deuda pago cuenta nosotros este esta del al como puede debe saldo monto fecha acreedor le se es lo según cobro cobrar pagar sobre cualquier información derecho derechos días tiene hemos nuestra nuestro'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and you your to of for this is that we will debt payment account with our be are if by have not may please from any information right rights days has been balance'.split(
    ' ',
  ),
);
const OFFER_LINE = /espa[nñ]ol|spanish/i;
const NOT_LETTERS = /[^a-záéíóúñü]+/;

export type LanguageMix = { spanish: number; english: number; spanishSubstantial: boolean; englishSubstantial: boolean };

/** Minimum function words, and share of all counted words, for a language to be "used" in the letter. */
const MIN_WORDS = 20;
const MIN_SHARE = 0.25;

export const languageMix = (folded: string): LanguageMix => {
  let spanish = 0;
  let english = 0;
  // Words are the runs of letters; lines that offer Spanish are left out (a letter without the word
  // has none, and is read whole).
  const parts = mayMatch(OFFER_LINE, folded) ? folded.split('\n').filter((line) => !OFFER_LINE.test(line)) : [folded];
  for (const part of parts)
    for (const w of part.split(NOT_LETTERS)) {
      if (SPANISH.has(w)) spanish++;
      else if (ENGLISH.has(w)) english++;
    }
  const total = spanish + english || 1;
  return {
    spanish,
    english,
    spanishSubstantial: spanish >= MIN_WORDS && spanish / total >= MIN_SHARE,
    englishSubstantial: english >= MIN_WORDS && english / total >= MIN_SHARE,
  };
};
