/**
 * Approximate substring search (Myers' bit-parallel algorithm, 1999): where does `pattern` occur in
 * `text` with at most `maxErrors` insertions, deletions or substitutions? Used to recognise fixed
 * wording (the model form's headings) in OCR output such as 'Our inforrnation sh0ws'.
 * Patterns are limited to 32 characters (one machine word); longer ones are cut to their first 32.
 */

export type FuzzyMatch = { end: number; errors: number };

export const MAX_FUZZY_PATTERN = 32;

const PEQ_SIZE = 256;

/**
 * Where a match within `maxErrors` can end (as end offsets: [from, to) pairs, in order, apart), or null
 * for anywhere. Cut into `maxErrors + 1` pieces, the pattern keeps one piece exact in any such match (each
 * error spoils at most one piece); a match is at most `m + maxErrors` characters long, so one that holds
 * a piece found at `p` ends within `m + maxErrors` of it, and begins no earlier than `p - m - maxErrors`.
 */
const windowsOf = (text: string, pattern: string, maxErrors: number): number[] | null => {
  const m = pattern.length;
  const reach = m + maxErrors;
  const pieces = maxErrors + 1;
  const spans: number[] = [];
  for (let i = 0; i < pieces; i++) {
    const piece = pattern.slice(Math.floor((i * m) / pieces), Math.floor(((i + 1) * m) / pieces));
    for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
      spans.push(Math.max(0, at - reach), Math.min(text.length, at + reach));
      // A piece found often: the windows would cover most of the text, and scanning all of it costs about as much.
      if (spans.length > 64) return null;
    }
  }
  const order = Array.from({ length: spans.length / 2 }, (_, k) => k).sort((a, b) => spans[2 * a]! - spans[2 * b]!);
  const merged: number[] = [];
  for (const k of order) {
    const from = spans[2 * k]!;
    const to = spans[2 * k + 1]!;
    if (merged.length > 0 && from <= merged[merged.length - 1]!) merged[merged.length - 1] = Math.max(merged[merged.length - 1]!, to);
    else merged.push(from, to);
  }
  return merged;
};

/** The first best match: the end offset (exclusive) with the fewest errors, or undefined when none is within `maxErrors`. */
export const fuzzyFind = (text: string, rawPattern: string, maxErrors: number): FuzzyMatch | undefined => {
  const pattern = rawPattern.slice(0, MAX_FUZZY_PATTERN);
  const m = pattern.length;
  if (m === 0) return undefined;
  const exact = text.indexOf(pattern);
  if (exact >= 0) return { end: exact + m, errors: 0 };
  if (maxErrors <= 0) return undefined;
  // The search runs only where a match can be (windowsOf): each window from its start, which leaves the
  // count at every end a match within maxErrors can have as a search of the whole text finds it (such a
  // match begins inside the window), and no lower anywhere else; so the same first best match.
  const windows = maxErrors < m ? windowsOf(text, pattern, maxErrors) : null;
  if (windows === null) return searchFrom(text, pattern, maxErrors, 0, text.length, undefined);
  let best: FuzzyMatch | undefined;
  for (let w = 0; w < windows.length; w += 2) best = searchFrom(text, pattern, maxErrors, windows[w]!, windows[w + 1]!, best);
  return best;
};

/** Myers' search of text[from, to) for `pattern` (not found exactly), improving on `best` (a match before `from`). */
const searchFrom = (text: string, pattern: string, maxErrors: number, from: number, to: number, found: FuzzyMatch | undefined): FuzzyMatch | undefined => {
  const m = pattern.length;
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
  let best = found;
  for (let j = from; j < to; j++) {
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
  return spacedRuns(bare);
};

/**
 * The runs of characters `/[^a-z0-9]+/g` finds that are not one space already: two characters or more, or one that is not a
 * space. Each becomes one space (decision 452): `text.replace(/[^a-z0-9]+/g, ' ')` with fewer replacements, as the runs
 * left are spaces already. (A walk over the codes, decision 290, read every character in the analyzer's own code.)
 */
const CHANGED_RUN = /[^a-z0-9]{2,}|[^a-z0-9 ]/g;

/** `text.replace(/[^a-z0-9]+/g, ' ')`. */
const spacedRuns = (text: string): string => text.replace(CHANGED_RUN, ' ');

const NON_ASCII = /[^\x00-\x7f]/;
