import { countMarkerWords, hashedWordLists } from '../text/chars';

// Frequent words of each language that the other does not share.
const ENGLISH = new Set(
  'the and you your to of is that we this for are will with if not be by or have from our this any it can may must us debt owe amount please'.split(' '),
);
const SPANISH = new Set(
  'el la los las de del que y usted su sus para por una con es nosotros este esta deuda debe cantidad le se al lo como puede si pago hoy cuenta fecha'.split(
    ' ',
  ),
);

/** No marker word is longer: a longer run of letters is not looked up. */
const LONGEST = Math.max(...[...ENGLISH, ...SPANISH].map((w) => w.length));
/** Bit 1: an English marker word, bit 2: a Spanish one. */
const markerOf = hashedWordLists([ENGLISH, SPANISH]);

/** Counts of English and Spanish marker words in the text. */
export const languageScores = (text: string): { en: number; es: number } => {
  // The first 40,000 characters say enough about the language. Words are the runs of letters ([a-záéíóúñü]).
  const lower = text.slice(0, 40_000).toLowerCase();
  const counts: [number, number] = [0, 0];
  countMarkerWords(lower, markerOf, LONGEST, counts);
  return { en: counts[0], es: counts[1] };
};

/**
 * The main language of the text, as an ISO 639-1 code: 'es' when Spanish marker words outnumber
 * English ones, else 'en' (also for text too short to tell). A Spanish line in an English notice
 * (the model form's optional "Póngase en contacto…") does not change it.
 */
export const detectLanguage = (text: string): 'en' | 'es' => {
  const { en, es } = languageScores(text);
  return es > en ? 'es' : 'en';
};
