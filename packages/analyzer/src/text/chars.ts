/** Character tests on UTF-16 codes, for scanners that walk a text without allocating. */

/** Whitespace as a regular expression's `\s` reads it. */
export const isSpace = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  (c >= 0xa0 &&
    (c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff));

/** A word character as a regular expression's `\w` and `\b` read it (ASCII letters, digits, '_'). */
export const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/**
 * The runs of characters `inRun` accepts, cut into pieces of at most `max` (at least 2), as
 * `/[…]{2,max}/g` finds them: `visit(start, end)` for each piece, in order.
 */
export const forEachRun = (text: string, inRun: (code: number) => boolean, max: number, visit: (start: number, end: number) => void): void => {
  let i = 0;
  while (i < text.length) {
    if (!inRun(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < text.length && inRun(text.charCodeAt(end))) end++;
    for (let start = i; end - start >= 2; start += max) visit(start, Math.min(end, start + max));
    i = end;
  }
};

/**
 * The letters of the language-marker words, as `[a-záéíóúñü]` reads them (lower case: the callers
 * count words of lower-cased text).
 */
export const isMarkerLetter = (c: number): boolean =>
  (c >= 97 && c <= 122) || c === 0xe1 || c === 0xe9 || c === 0xed || c === 0xf3 || c === 0xfa || c === 0xf1 || c === 0xfc;

/**
 * The runs of characters `inRun` accepts in text[from, to), as the non-empty pieces of
 * `text.slice(from, to).split(/[^…]+/)`: `visit(start, end)` for each, in order, without making the pieces.
 */
export const forEachRunOf = (text: string, inRun: (code: number) => boolean, visit: (start: number, end: number) => void, from = 0, to = text.length): void => {
  let i = from;
  while (i < to) {
    if (!inRun(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < to && inRun(text.charCodeAt(i))) i++;
    visit(start, i);
  }
};

/**
 * Counts the words of text[from, to) (runs of `isMarkerLetter`, as `forEachRunOf` finds them) that `lookUp` (a
 * `hashedWordLists` of two lists) finds: `counts[0]` those in the first list, `counts[1]` those in the second only; a run
 * longer than `longest` is not looked up. The language counters' walk over a whole letter (decision 412): the letter
 * test called by name, which the optimiser inlines, where `forEachRunOf`'s test and visitor, passed in, stay calls at
 * every character and word. Each word's hash (`codeHash`) is summed as its letters are read (decision 452), so the
 * look-up does not read the word's codes a second time.
 */
export const countMarkerWords = (text: string, lookUp: HashedWordLookup, longest: number, counts: [number, number], from = 0, to = text.length): void => {
  let i = from;
  while (i < to) {
    let c = text.charCodeAt(i);
    if (!isMarkerLetter(c)) {
      i++;
      continue;
    }
    const start = i;
    let h = hashStep(0, c);
    i++;
    while (i < to && isMarkerLetter((c = text.charCodeAt(i)))) {
      h = hashStep(h, c);
      i++;
    }
    if (i - start > longest) continue;
    const word = lookUp(h, text, start, i);
    if (word & 1) counts[0]++;
    else if (word & 2) counts[1]++;
  }
};

/** The hash of a word's codes (`codeHash`) carried one code further: a walk that reads the codes sums it as it goes. */
export const hashStep = (h: number, c: number): number => (Math.imul(h, 31) + c) & 0x3fffffff;

/**
 * A hash of the character codes of text[start, end) (a small integer: a `Map` key without a string). It does not start
 * from the word's length, so a walk that reads a word's codes can sum it as it goes (`countMarkerWords`).
 */
const codeHash = (text: string, start: number, end: number): number => {
  let h = 0;
  for (let i = start; i < end; i++) h = hashStep(h, text.charCodeAt(i));
  return h;
};

/** `codeHash` of text[start, end) with its ASCII capitals read in lower case (decision 345). */
const lowerCodeHash = (text: string, start: number, end: number): number => {
  let h = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    h = hashStep(h, c >= 65 && c <= 90 ? c + 32 : c);
  }
  return h;
};

/** A word of a letter, text[start, end), looked up in a few lists of words: bit i of the answer set when `lists[i]` holds it. */
export type WordLookup = (text: string, start: number, end: number) => number;
/** The same, given the word's hash (`codeHash`, of its codes with ASCII capitals in lower case for `lower`), read by the caller as it walked the word. */
export type HashedWordLookup = (hash: number, text: string, start: number, end: number) => number;

/**
 * Which of a few lists of words the word text[start, end) is in, read from its character codes: bit i of the answer is
 * set when `lists[i]` holds it (0: none). The same answer as `lists[i].has(text.slice(start, end))`, without making the
 * word and hashing it for a `Set` at every word of a letter. With `lower` (decision 345), the lists' words are in lower case
 * and the text's word is read with its ASCII capitals in lower case (`lists[i].has(word.toLowerCase())` for ASCII words).
 */
export const wordLists = (lists: readonly Iterable<string>[], options: { lower?: boolean } = {}): WordLookup => {
  const lower = options.lower ?? false;
  const find = wordTable(lists, lower);
  return lower
    ? (text: string, start: number, end: number): number => find(lowerCodeHash(text, start, end), text, start, end)
    : (text: string, start: number, end: number): number => find(codeHash(text, start, end), text, start, end);
};

/**
 * `wordLists(lists, options)` asked with the word's hash (decision 452), for a walk that reads each word's codes already:
 * `hashStep` summed over its codes from 0, each ASCII capital read in lower case with `lower`.
 */
export const hashedWordLists = (lists: readonly Iterable<string>[], options: { lower?: boolean } = {}): HashedWordLookup =>
  wordTable(lists, options.lower ?? false);

/** The table of `wordLists`, and its look-up by a word's hash (`lowerCodeHash` with `lower`, else `codeHash`). */
const wordTable = (lists: readonly Iterable<string>[], lower: boolean): HashedWordLookup => {
  const masks = new Map<string, number>();
  lists.forEach((list, i) => {
    for (const word of list) masks.set(word, (masks.get(word) ?? 0) | (1 << i));
  });
  // The words in one table, open addressed by their hash (decision 360): a slot is four numbers, the word's hash, where
  // it starts in `pool` (every word, one after another), its length plus one (0: an empty slot) and its lists. A word of
  // a letter is looked up in a few neighbouring numbers and its characters in `pool`, where a `Map` of arrays of records
  // read three or four places scattered over memory at every word of a letter (the reader's list holds thousands).
  let size = 16;
  while (size < masks.size * 2) size *= 2;
  const slots = new Int32Array(size * 4);
  const words: string[] = [];
  let poolLength = 0;
  for (const [word, mask] of masks) {
    const h = codeHash(word, 0, word.length);
    let at = (h & (size - 1)) * 4;
    while (slots[at + 2] !== 0) at = (at + 4) & (size * 4 - 1);
    slots[at] = h;
    slots[at + 1] = poolLength;
    slots[at + 2] = word.length + 1;
    slots[at + 3] = mask;
    words.push(word);
    poolLength += word.length;
  }
  // Joined once: one flat string, read without going through a chain of concatenations.
  const pool = words.join('');
  return (h: number, text: string, start: number, end: number): number => {
    const length = end - start;
    for (let at = (h & (size - 1)) * 4; slots[at + 2] !== 0; at = (at + 4) & (size * 4 - 1)) {
      if (slots[at] !== h || slots[at + 2] !== length + 1) continue;
      const from = slots[at + 1]!;
      let k = 0;
      if (lower)
        for (; k < length; k++) {
          const c = text.charCodeAt(start + k);
          if ((c >= 65 && c <= 90 ? c + 32 : c) !== pool.charCodeAt(from + k)) break;
        }
      else while (k < length && text.charCodeAt(start + k) === pool.charCodeAt(from + k)) k++;
      if (k === length) return slots[at + 3]!;
    }
    return 0;
  };
};
