/**
 * Approximate substring search (Myers' bit-parallel algorithm, 1999): where does `pattern` occur in
 * `text` with at most `maxErrors` insertions, deletions or substitutions? Used to recognise fixed
 * wording (the model form's headings) in OCR output such as 'Our inforrnation sh0ws'.
 * Patterns are limited to 32 characters (one machine word); longer ones are cut to their first 32.
 */

export type FuzzyMatch = { end: number; errors: number };

export const MAX_FUZZY_PATTERN = 32;

const PEQ_SIZE = 256;

/** The first best match: the end offset (exclusive) with the fewest errors, or undefined when none is within `maxErrors`. */
export const fuzzyFind = (text: string, rawPattern: string, maxErrors: number): FuzzyMatch | undefined => {
  const pattern = rawPattern.slice(0, MAX_FUZZY_PATTERN);
  const m = pattern.length;
  if (m === 0) return undefined;
  const exact = text.indexOf(pattern);
  if (exact >= 0) return { end: exact + m, errors: 0 };
  if (maxErrors <= 0) return undefined;

  // Bit masks per character code; characters outside the table never match.
  const peq = new Int32Array(PEQ_SIZE);
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < PEQ_SIZE) peq[c] = (peq[c] as number) | (1 << i);
  }
  const high = 1 << (m - 1);
  let pv = m === 32 ? -1 : (1 << m) - 1;
  let mv = 0;
  let score = m;
  let best: FuzzyMatch | undefined;
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    const eq = c < PEQ_SIZE ? (peq[c] as number) : 0;
    const xv = eq | mv;
    const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if (ph & high) score++;
    else if (mh & high) score--;
    // Searching: the first row of the distance table is all zeros, so nothing is carried in.
    ph <<= 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    if (score <= maxErrors && (!best || score < best.errors)) {
      best = { end: j + 1, errors: score };
      if (score === 0) break;
    }
  }
  return best;
};

/** Lower-case letters and digits, every other run of characters (spaces, punctuation, line breaks) as one space. */
export const normalizeForMatching = (text: string): string => {
  const lower = text.toLowerCase();
  // Accents are taken off letters that have them (ASCII text has none to take).
  const bare = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : lower;
  return bare.replace(/[^a-z0-9]+/g, ' ');
};

const NON_ASCII = /[^\x00-\x7f]/;
