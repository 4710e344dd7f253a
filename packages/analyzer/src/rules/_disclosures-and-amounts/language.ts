import { countMarkerWords, hashedWordLists } from '../../text/chars';
import { mayMatch, testText } from '../../text/prefilter';

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
/** `OFFER_LINE` searched for over a whole letter. */
const OFFER_ANYWHERE = new RegExp(OFFER_LINE.source, 'gi');
/** No counted word is longer: a longer run of letters is not looked up. */
const LONGEST = Math.max(...[...SPANISH, ...ENGLISH].map((w) => w.length));
/** Bit 1: a Spanish function word, bit 2: an English one. */
const functionWordOf = hashedWordLists([SPANISH, ENGLISH]);

export type LanguageMix = { spanish: number; english: number; spanishSubstantial: boolean; englishSubstantial: boolean };

/** Minimum function words, and share of all counted words, for a language to be "used" in the letter. */
const MIN_WORDS = 20;
const MIN_SHARE = 0.25;

export const languageMix = (folded: string): LanguageMix => {
  // [Spanish, English] function words. Words are the runs of letters ([a-záéíóúñü]); lines that offer Spanish are
  // left out (a letter without the word has none, and is read whole).
  const counts: [number, number] = [0, 0];
  if (!mayMatch(OFFER_LINE, folded)) countMarkerWords(folded, functionWordOf, LONGEST, counts);
  else {
    // The lines between two offer lines are counted in one walk (decision 491): a run of letters never crosses a line
    // break, so a stretch of lines counts what its lines count one by one. The offer lines are found by one search of the
    // whole text: a match holds no line break, so each lies in one line, and a line holds one when `OFFER_LINE` finds one in it.
    let from = 0;
    OFFER_ANYWHERE.lastIndex = 0;
    for (let m = OFFER_ANYWHERE.exec(folded); m !== null; m = OFFER_ANYWHERE.exec(folded)) {
      const lineStart = folded.lastIndexOf('\n', m.index) + 1;
      const nl = folded.indexOf('\n', m.index + m[0].length);
      const lineEnd = nl === -1 ? folded.length : nl;
      if (lineStart > from) countMarkerWords(folded, functionWordOf, LONGEST, counts, from, lineStart);
      from = lineEnd + 1;
      OFFER_ANYWHERE.lastIndex = from;
    }
    if (from < folded.length) countMarkerWords(folded, functionWordOf, LONGEST, counts, from, folded.length);
  }
  const [spanish, english] = counts;
  const total = spanish + english || 1;
  return {
    spanish,
    english,
    spanishSubstantial: spanish >= MIN_WORDS && spanish / total >= MIN_SHARE,
    englishSubstantial: english >= MIN_WORDS && english / total >= MIN_SHARE,
  };
};

/**
 * The frame of a letter (decision 344): its salutation and its close, each on a line of its own, in Spanish ("Estimado Juan
 * Pérez:", "Estimada señora Gómez,", "Apreciado cliente:", "Atentamente,", "Cordialmente", "Le saluda atentamente") or in English
 * ("Dear John Smith:", "Sincerely,", "Very truly yours", "Regards"). A letter is written to its reader in the language of its
 * frame; a short letter has too few words for a count of them to say it.
 */
const SPANISH_FRAME =
  /^[^\S\n]*(?:(?:estimad[oa]s?|apreciad[oa]s?|querid[oa]s?|distinguid[oa]s?)(?:\s*\([oa]\))?\b[^\n]{0,60}[:,]?|(?:atentamente|cordialmente|sinceramente|respetuosamente|saludos(?:\s+cordiales)?|le\s+saluda(?:mos)?\s+(?:muy\s+)?atentamente|reciba\s+un\s+cordial\s+saludo)[^\S\n]*[,.]?)[^\S\n]*$/m;
const ENGLISH_FRAME =
  /^[^\S\n]*(?:dear\b[^\n]{0,60}[:,]?|(?:sincerely(?:\s+yours)?|(?:very\s+)?truly\s+yours|yours\s+(?:truly|sincerely)|(?:best\s+|kind\s+|warm\s+)?regards|respectfully(?:\s+yours)?|cordially)[^\S\n]*[,.]?)[^\S\n]*$/m;

export type LetterFrame = { spanish: boolean; english: boolean };

export const letterFrame = (folded: string): LetterFrame => ({ spanish: testText(SPANISH_FRAME, folded), english: testText(ENGLISH_FRAME, folded) });
