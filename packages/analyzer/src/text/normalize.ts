import type { Span } from '../types';
import { hashStep, hashedWordLists, isSpace, isWordChar } from './chars';
import { execAll } from './exec-all';
import { NEAR_REAL_WORDS, READER_WORDS, REAL_WORD_PAIRS } from './reader-words';

/**
 * OCR- and PDF-noise clean-up for matching, with an exact map back to the original text.
 *
 * The normalized text is what the fact finders match against; every character of it knows the
 * range of the original it came from, so a match is always reported as a span of the original
 * (`toOriginalSpan`). Line structure is kept: newlines are never added or removed, except inside a
 * word hyphenated across a line break.
 *
 * What it fixes (each only where it is safe):
 * - typography: no-break and odd spaces, tabs, curly quotes, dashes and the minus sign, ligatures,
 *   soft hyphens, zero-width characters, carriage returns, `§` read for `$` before an amount;
 * - words hyphenated across a line break (`collec-\ntion` -> `collection`), keeping the hyphen of a
 *   compound whose two halves are both words (`debt-\ncollection` -> `debt-collection`);
 * - digits inside words (`Ju1y`, `0ctober`, `c0llector`) and letters inside numbers (`$1,234.S6`,
 *   `2O17`), `S`/`§` read for a leading `$`;
 * - known words misread by letter shape (`arnount` -> `amount`, `vvrite` -> `write`, `oweg` -> `owed`)
 *   and known words split by a stray space (`Jan uary` -> `January`), checked against a vocabulary.
 */
export type NormalizedText = {
  /** The text that was normalized. */
  original: string;
  /** The text to match against. */
  text: string;
  /** `starts[i]`: offset in `original` of the first character `text[i]` came from. */
  starts: Uint32Array;
  /** `ends[i]`: offset in `original` just after the last character `text[i]` came from. */
  ends: Uint32Array;
};

type Edit = { start: number; end: number; text: string };

type Mapped = { text: string; starts: Uint32Array; ends: Uint32Array };

/** Applies sorted, non-overlapping edits; returns the new text and, per new character, its source range. */
const applyEdits = (input: string, edits: readonly Edit[]): Mapped => {
  if (edits.length === 0) {
    const starts = new Uint32Array(input.length);
    const ends = new Uint32Array(input.length);
    for (let i = 0; i < input.length; i++) {
      starts[i] = i;
      ends[i] = i + 1;
    }
    return { text: input, starts, ends };
  }
  let length = input.length;
  for (const e of edits) length += e.text.length - (e.end - e.start);
  const starts = new Uint32Array(length);
  const ends = new Uint32Array(length);
  const parts: string[] = [];
  let out = 0;
  let at = 0;
  const copy = (from: number, to: number) => {
    if (to <= from) return;
    parts.push(input.slice(from, to));
    for (let i = from; i < to; i++) {
      starts[out] = i;
      ends[out] = i + 1;
      out++;
    }
  };
  for (const e of edits) {
    copy(at, e.start);
    const width = e.end - e.start;
    const m = e.text.length;
    parts.push(e.text);
    for (let k = 0; k < m; k++) {
      const s = e.start + Math.floor((k * width) / m);
      const end = k === m - 1 ? e.end : e.start + Math.floor(((k + 1) * width) / m);
      starts[out] = Math.min(s, Math.max(e.start, e.end - 1));
      ends[out] = Math.max(end, starts[out]! + 1);
      out++;
    }
    at = e.end;
  }
  copy(at, input.length);
  return { text: parts.join(''), starts, ends };
};

/** Composes a later mapping (over `prev.text`) with the earlier one (over the original). */
const compose = (prev: Mapped, next: Mapped): Mapped => {
  const starts = new Uint32Array(next.text.length);
  const ends = new Uint32Array(next.text.length);
  for (let i = 0; i < next.text.length; i++) {
    starts[i] = prev.starts[next.starts[i]!]!;
    ends[i] = prev.ends[next.ends[i]! - 1]!;
  }
  return { text: next.text, starts, ends };
};

// ---------------------------------------------------------------------------------------------
// Vocabulary: common function words and the words of collection letters. Used only to decide
// whether a repair turns a non-word into a word.

/** The words of collection letters the repairs always knew (decision 338 and before). */
export const COLLECTION_WORDS: readonly string[] =
  `a about above account accounts acct accrue accrued act action additional address addressed after again against agency
  all also amount amounts an and another any apartment apply are as assigned assume at attached attorney attorneys
  balance balances bank bankruptcy be because been before behalf below between both bureau bureaus but by call calling
  can capital card cards cease charge charged charges check claim claims client collect collecting collection collections
  collector collectors commission communication company complete consumer consumers contact copy corporation correct
  could court credit credited creditor creditors credits current customer date dated days dear debt debts default
  delinquency delinquent department describe did different discount dispute disputed disputes disputing do document
  documents does due during each electronically employer enclosed english end ends entered every federal fee fees file
  financial firm first for form forms from funding group had has have having he her here his hours how however i if
  immediately important in include information inform interest into is it item itemization itemized items its january
  february march april may june july august september october november december judgment just last law lawsuit learn
  legal letter letters limit limited loan loans mail mailing management may me medical member minimum monday tuesday
  wednesday thursday friday saturday sunday more most must my name names new no not notice notices notify now number
  numbers of off offer offered offers office on once one only option options or original other our out over owe owed
  owes owing own owned page paid part pay payable paying payment payments per percent period please portfolio
  purchased received recovery reference remain report reporting request requests reverse right rights same send sent
  separate service services settle settled settlement shall should show shows side since sincerely so some state statement
  statements stop store such summary supporting than that the their them then there these they this those through
  time to today total toward under unless until up us use used valid validation verification very want was we website
  were what when where which while who will with within would write writing written you your yours yourself
  box street suite apt avenue road drive lane court floor unit p o
  cuenta deuda deudas formulario cobrador acreedor cantidad usted nosotros`.split(/\s+/);

const VOCABULARY = new Set(COLLECTION_WORDS);

const wordsOf = (list: string): string[] => list.split(/\s+/).filter((w) => w !== '');

/**
 * The words the shape repair may put back (decision 345): the collection words and the words of the analyzer's own patterns
 * (`reader-words.ts`, generated from the regular expressions of src/ and a dictionary: no letter's words).
 */
const KNOWN = new Set([...COLLECTION_WORDS, ...wordsOf(READER_WORDS)]);
/**
 * Real English and Spanish words that one shape misreading of a known word spells ("clay" for "day", "dear" is no "clear"
 * misread): never repaired; and pairs of real words a stray space could have split a known word into ("any one").
 */
const NEAR_REAL = new Set(wordsOf(NEAR_REAL_WORDS));
const REAL_PAIRS = new Set(wordsOf(REAL_WORD_PAIRS));

/** A Roman numeral of a citation's paragraph ("(vii)", "(iv)", "(xii)"): "dc", "mi" and "cc" are left to the repair. */
const ROMAN_NUMERAL = /^(?=[xvi])x{0,3}(?:ix|iv|v?i{0,3})$/i;

/** The words of two letters decision 345's misreadings may make: the collection words and Spanish's commonest. */
const TWO_LETTER_WORDS = new Set([...COLLECTION_WORDS.filter((w) => w.length === 2), 'de', 'en', 'es']);

/**
 * How OCR misreads printed letters by their shapes, as [what was written, what was read], in lower case: "m" read as "rn",
 * "w" as "vv", "u" as "ii", a final "d" as "g" (written "d$"), and (decision 345) "e" as "c" and "c" as "e", "l" as "i"
 * (printed "I") and "i" as "l", "d" as "cl", "h" as "li". Only misreadings no shorter than the word: the reading text's
 * repair keeps every offset (decision 338). The generator of `reader-words.ts` reads the same list.
 */
export const SHAPE_MISREADINGS: readonly (readonly [string, string])[] = [
  ['m', 'rn'],
  ['w', 'vv'],
  ['d$', 'g'],
  ['u', 'ii'],
  ['e', 'c'],
  ['c', 'e'],
  ['l', 'i'],
  ['i', 'l'],
  ['d', 'cl'],
  ['h', 'li'],
];
/** The misreadings decision 338 repaired; the rest are read only in words of three letters or more, or not in capitals. */
const FIRST_MISREADINGS = 4;

/** Words worth re-joining when OCR splits them with a space ("Jan uary", "in terest"). */
const JOINABLE = new Set(
  `january february march april june july august september october november december account amount collector
  creditor creditors interest payment payments dispute itemization original current balance validation settlement
  reference delinquency judgment department information statement collection`.split(/\s+/),
);

export const isWord = (w: string): boolean => VOCABULARY.has(w.toLowerCase());

/** The joinable words as a tree of their letters' codes; `end` marks a whole word. */
type LetterTree = { next: Map<number, LetterTree>; end: boolean };
const JOINABLE_TREE: LetterTree = { next: new Map(), end: false };
for (const w of JOINABLE) {
  let node = JOINABLE_TREE;
  for (let i = 0; i < w.length; i++) {
    const code = w.charCodeAt(i);
    let child = node.next.get(code);
    if (child === undefined) node.next.set(code, (child = { next: new Map(), end: false }));
    node = child;
  }
  node.end = true;
}

/**
 * Do text[start, at) and text[at + 1, end) (ASCII letters, any case), the space at `at` left out,
 * spell a joinable word?
 */
const spellsJoinable = (text: string, start: number, at: number, end: number): boolean => {
  let node: LetterTree | undefined = JOINABLE_TREE;
  for (let i = start; i < end && node !== undefined; i++) {
    if (i === at) continue;
    const c = text.charCodeAt(i);
    node = node.next.get(c <= 90 ? c + 32 : c);
  }
  return node !== undefined && node.end;
};

const isUpper = (c: string | undefined): boolean => c !== undefined && c >= 'A' && c <= 'Z';
const isLower = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'z';
const isLetter = (c: string | undefined): boolean => isUpper(c) || isLower(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

// ---------------------------------------------------------------------------------------------
// Pass 1: characters.

const CHAR_MAP: Record<string, string> = {
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\t': '    ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\uff04': '$',
};
const DELETED = new Set(['\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\r']);

/** The characters `characterEdits` reads: past ASCII, '\t' and '\r' (code units: no `u` flag). */
const MAY_EDIT = /[^\x00-\x08\n\x0b\x0c\x0e-\x7f]/g;

const characterEdits = (text: string): Edit[] => {
  const edits: Edit[] = [];
  // Only the characters that may be edited, found by the engine (decision 452: not by reading every code here), in order;
  // the string made only for them (decision 412).
  MAY_EDIT.lastIndex = 0;
  for (let m = MAY_EDIT.exec(text); m !== null; m = MAY_EDIT.exec(text)) {
    const i = m.index;
    const c = m[0];
    if (DELETED.has(c)) {
      // A lone '\r' is a line break (old Mac text): keep it as one.
      if (c === '\r' && text[i + 1] !== '\n') edits.push({ start: i, end: i + 1, text: '\n' });
      else edits.push({ start: i, end: i + 1, text: '' });
      continue;
    }
    const mapped = CHAR_MAP[c];
    if (mapped !== undefined) {
      edits.push({ start: i, end: i + 1, text: mapped });
      continue;
    }
    // '§' is how OCR often reads '$' in front of an amount.
    if (c === '\u00a7') {
      let j = i + 1;
      while (text[j] === ' ') j++;
      if (isDigit(text[j])) edits.push({ start: i, end: i + 1, text: '$' });
    }
  }
  return edits;
};

// ---------------------------------------------------------------------------------------------
// Pass 2: joins (hyphenated line breaks, split words).

const HYPHEN_BREAK = /-[ ]*\n[ ]*/g;

const joinEdits = (text: string): Edit[] => {
  const edits: Edit[] = [];
  for (const m of execAll(HYPHEN_BREAK, text)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    // A word broken by the line: letters before the hyphen, a lowercase letter after the break.
    let l = at;
    while (l > 0 && at - l < 40 && isLetter(text[l - 1])) l--;
    let r = end;
    while (r < text.length && r - end < 40 && isLower(text[r])) r++;
    if (l === at || r === end || isLetter(text[r])) continue;
    const left = text.slice(l, at);
    const right = text.slice(end, r);
    // A compound (both halves words) keeps its hyphen; only the line break goes.
    if (isWord(left) && isWord(right)) edits.push({ start: at + 1, end, text: '' });
    else edits.push({ start: at, end, text: '' });
  }
  forEachSplitWord(text, (start, at, end) => {
    // The two halves must spell a joinable word ('Jan' + 'uary'), read without making strings.
    if (!spellsJoinable(text, start, at, end)) return;
    if (isWord(text.slice(start, at)) && isWord(text.slice(at + 1, end))) return;
    edits.push({ start: at, end: at + 1, text: '' });
  });
  return sortEdits(edits);
};

const isAsciiLetter = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/**
 * Two words of 1 to 11 letters with one space between them ('Jan uary'), as
 * `/\b([A-Za-z]{1,11}) (?=([A-Za-z]{1,11})\b)/g` would find them (each word whole: not part of a
 * longer run of word characters), read by walking the spaces of the text rather than by matching
 * at every letter.
 */
export const splitWords = (text: string): { start: number; at: number; end: number }[] => {
  const out: { start: number; at: number; end: number }[] = [];
  forEachSplitWord(text, (start, at, end) => out.push({ start, at, end }));
  return out;
};

/**
 * `splitWords` as visits, without making the list. A word read after one space is the word before the next space when
 * it ends there: its start is kept (decision 452), so it is not walked again backwards.
 */
const forEachSplitWord = (text: string, visit: (start: number, at: number, end: number) => void): void => {
  // The word [afterStart, afterEnd) read after the last space whose second word was walked (afterEnd -1: none).
  let afterStart = -1;
  let afterEnd = -1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) {
    if (!isAsciiLetter(text.charCodeAt(at - 1)) || !isAsciiLetter(text.charCodeAt(at + 1))) continue;
    let l = at - 1;
    // A word of ASCII letters that ends at this space and starts after another space: its start is where that space's walk found it.
    if (afterEnd === at) l = afterStart;
    else while (l > 0 && isAsciiLetter(text.charCodeAt(l - 1))) l--;
    if (at - l > 11 || (l > 0 && isWordChar(text.charCodeAt(l - 1)))) continue;
    let r = at + 1;
    while (r < text.length && isAsciiLetter(text.charCodeAt(r))) r++;
    afterStart = at + 1;
    afterEnd = r;
    if (r - at - 1 > 11 || (r < text.length && isWordChar(text.charCodeAt(r)))) continue;
    visit(l, at, r);
  }
};

const sortEdits = (edits: Edit[]): Edit[] => {
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Edit[] = [];
  let last = -1;
  for (const e of edits) {
    if (e.start < last) continue;
    out.push(e);
    last = e.end;
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Pass 3: numbers (letters read inside amounts and dates).

const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1', S: '5', s: '5' };
const NUMERIC_CORE = /^[0-9OolI|Ss,./-]+$/;

const numberEdits = (text: string): Edit[] => {
  const edits: Edit[] = [];
  // Tokens as /[^\s]{2,40}/g cuts them; only those with a digit can hold a number to repair
  // (every edit below needs two digits).
  forEachNumberToken(text, (base, tokenEnd) => {
    const token = text.slice(base, tokenEnd);
    // Strip what may surround a number: currency, brackets, sign, trailing punctuation.
    let a = 0;
    let b = token.length;
    while (a < b && '($+-:#'.includes(token[a]!)) a++;
    while (b > a && '),.;:'.includes(token[b - 1]!)) b--;
    let core = token.slice(a, b);
    if (core.length < 2) return;
    // 'S' or '§' read for a leading '$' ("S2,234.56").
    let dollarAt = -1;
    if ((core[0] === 'S' || core[0] === '§') && /^[S§]\d{1,3}(?:,\d{3})*\.\d{2}$/.test(core) && token[a - 1] !== '$') {
      dollarAt = base + a;
      core = core.slice(1);
      a++;
    }
    if (dollarAt >= 0) edits.push({ start: dollarAt, end: dollarAt + 1, text: '$' });
    if (!NUMERIC_CORE.test(core)) return;
    let digits = 0;
    let letters = 0;
    for (const c of core) {
      if (isDigit(c)) digits++;
      else if (DIGIT_FOR[c] !== undefined) letters++;
    }
    if (letters === 0 || digits < 2 || letters > digits) return;
    // A trailing 's' is a plural ("1990s"), a trailing 'S' an apartment or a direction.
    for (let k = 0; k < core.length; k++) {
      const c = core[k]!;
      const digit = DIGIT_FOR[c];
      if (digit === undefined) continue;
      const last = k === core.length - 1;
      if (last && (c === 's' || c === 'S')) continue;
      // The letter must touch a digit or a separator next to a digit.
      const prev = core[k - 1];
      const next = core[k + 1];
      const digitLike = (c: string | undefined) => isDigit(c) || DIGIT_FOR[c ?? ''] !== undefined;
      const sep = (c: string | undefined) => c !== undefined && /[,./-]/.test(c);
      // At an edge of the number the letter must touch a digit ("I-95" is a road, "2O17" a year).
      const touches = k === 0 ? digitLike(next) : last ? digitLike(prev) : digitLike(prev) || digitLike(next) || sep(prev) || sep(next);
      if (!touches) continue;
      const at = base + a + k;
      edits.push({ start: at, end: at + 1, text: digit });
    }
  });
  return sortEdits(edits);
};

// ---------------------------------------------------------------------------------------------
// Pass 4: words (digits read inside words, letter-shape confusions).

const LETTERS_FOR: Record<string, readonly string[]> = { '0': ['o'], '1': ['l', 'i'], '5': ['s'], '8': ['b'], '|': ['l', 'i'] };

const withCase = (letter: string, prev: string | undefined, next: string | undefined, atStart: boolean): string => {
  const upper = (isUpper(prev) || prev === undefined) && (isUpper(next) || next === undefined) ? true : atStart && isLower(next) && letter === 'o';
  return upper ? letter.toUpperCase() : letter;
};

/**
 * Words already judged, with their repair or null: a letter's candidates are mostly the same common words ("owing",
 * "collecting") letter after letter, and the facts stage and the reading text (decision 338) both ask. Bounded: cleared
 * when full.
 */
const repairsSeen = new Map<string, string | null>();
const REPAIRS_KEPT = 4096;

/** The repair of a word into a known word (same length or shorter), or null. */
const repairWordOf = (word: string): string | null => {
  const lower = word.toLowerCase();
  if (KNOWN.has(lower)) return null;
  const suspicious: number[] = [];
  for (let i = 0; i < word.length; i++) if (LETTERS_FOR[word[i]!] !== undefined) suspicious.push(i);
  let letters = 0;
  for (const c of word) if (isLetter(c)) letters++;

  // A two-letter word with a digit for one letter ("t0", "0f", "1s"): the common words of letters alone (decision 345), and in
  // lower case only ("A1", "B2" are codes).
  if (word.length === 2 && letters === 1 && suspicious.length === 1 && isLower(word[1 - suspicious[0]!])) {
    for (const letter of LETTERS_FOR[word[suspicious[0]!]!]!) {
      const candidate = suspicious[0] === 0 ? `${letter}${word[1]}` : `${word[0]}${letter}`;
      if (VOCABULARY.has(candidate)) return candidate;
    }
    return null;
  }
  if (suspicious.length > 0 && suspicious.length <= 3 && letters >= 2 && letters > suspicious.length) {
    // Try every combination of letters for the suspicious positions against the vocabulary.
    const options = suspicious.map((i) => LETTERS_FOR[word[i]!]!);
    const total = options.reduce((n, o) => n * o.length, 1);
    for (let n = 0; n < total; n++) {
      let rest = n;
      const chars = [...word];
      for (let s = 0; s < suspicious.length; s++) {
        const opts = options[s]!;
        const i = suspicious[s]!;
        chars[i] = withCase(opts[rest % opts.length]!, word[i - 1], word[i + 1], i === 0);
        rest = Math.floor(rest / opts.length);
      }
      const candidate = chars.join('');
      if (KNOWN.has(candidate.toLowerCase())) return candidate;
    }
    // Not a known word: still repair one digit sitting between letters of a longer word ("R0ckville").
    if (suspicious.length === 1 && letters >= 3) {
      const i = suspicious[0]!;
      if (isLetter(word[i - 1]) && isLetter(word[i + 1])) {
        const chars = [...word];
        chars[i] = withCase(LETTERS_FOR[word[i]!]![0]!, word[i - 1], word[i + 1], false);
        return chars.join('');
      }
      if (i === 0 && word[0] === '0' && word.length >= 4 && /^[a-z]+$/.test(word.slice(1))) return `O${word.slice(1)}`;
    }
    return null;
  }
  if (suspicious.length > 0) return null;
  // Letter-shape confusions, only when they make a known word and the word as written is no real word (decision 345).
  if (NEAR_REAL.has(lower)) return null;
  // Decision 345's misreadings are not read in a word in capitals alone (an acronym: "CACH", "RCS", "USC", a state's "SC"
  // is no "EACH", "RES", "USE" or "SE" misread), and a word of two letters is repaired by them only into the common words
  // of letters and Spanish's "de", "en" and "es" ("Wc" -> "We", "dc" -> "de", but the "sc" and "ie" of a photo's noise are
  // no Spanish "se" and "le").
  let lowerCase = false;
  for (const c of word) if (isLower(c)) lowerCase = true;
  let known = KNOWN;
  for (let k = 0; k < SHAPE_MISREADINGS.length; k++) {
    const [written, read] = SHAPE_MISREADINGS[k]!;
    if (k === FIRST_MISREADINGS) {
      // Nor in a Roman numeral ("(b)(1)(vii)" is no "vil").
      if (!lowerCase || letters < 2 || ROMAN_NUMERAL.test(word)) break;
      if (letters === 2) known = TWO_LETTER_WORDS;
    }
    if (written === 'd$') {
      if (lower.endsWith('g') && word.length >= 3 && KNOWN.has(`${lower.slice(0, -1)}d`)) return `${word.slice(0, -1)}${word.endsWith('G') ? 'D' : 'd'}`;
      continue;
    }
    if (!lower.includes(read)) continue;
    // Every place the shape was read, then each place alone.
    const all = shapeRead(word, lower, read, written, -1);
    if (all !== word && known.has(all.toLowerCase())) return all;
    if (lower.indexOf(read) === lower.lastIndexOf(read)) continue;
    for (let at = lower.indexOf(read); at >= 0; at = lower.indexOf(read, at + 1)) {
      const one = shapeRead(word, lower, read, written, at);
      if (one !== word && known.has(one.toLowerCase())) return one;
    }
  }
  return null;
};

/**
 * `word` with the letters `written` put back where the shape `read` was read: at `at`, or everywhere (`at` -1). The letters
 * put back take the case of the letter after them, or at the word's end of the letter before it unless that is the word's
 * first (a capital opening a sentence): "Iaw" -> "law", "VALlD" -> "VALID", "lS" -> "IS", "Wc" -> "We".
 */
const shapeRead = (word: string, lower: string, read: string, written: string, at: number): string => {
  let out = '';
  let from = 0;
  for (let i = lower.indexOf(read); i >= 0; i = lower.indexOf(read, i + read.length)) {
    // "l" is read for a capital "I", never "L" ("Ln" is no "in").
    if ((at >= 0 && i !== at) || (read === 'l' && word[i] !== 'l')) continue;
    const after = word[i + read.length];
    const upper = isLetter(after) ? isUpper(after) : i >= 2 && isUpper(word[i - 1]);
    out += word.slice(from, i) + (upper ? written.toUpperCase() : written);
    from = i + read.length;
  }
  return out + word.slice(from);
};

/** Splits a repair into minimal edits (so unchanged characters keep their own offsets). */
const diffEdits = (word: string, repaired: string, base: number): Edit[] => {
  if (word.length === repaired.length) {
    const edits: Edit[] = [];
    for (let i = 0; i < word.length; i++) if (word[i] !== repaired[i]) edits.push({ start: base + i, end: base + i + 1, text: repaired[i]! });
    return edits;
  }
  let p = 0;
  while (p < repaired.length && word[p] === repaired[p]) p++;
  let s = 0;
  while (s < repaired.length - p && word[word.length - 1 - s] === repaired[repaired.length - 1 - s]) s++;
  return [{ start: base + p, end: base + word.length - s, text: repaired.slice(p, repaired.length - s) }];
};

/** A letter's code in lower case (ASCII letters; other codes unchanged). */
const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * Could the word text[start, end) hold a misread (as /[0-9|]|rn|vv|ii|g$/i would say)? A digit or
 * '|', 'rn', 'vv' or 'ii' in it, or a final 'g'.
 */
export const maybeNoisy = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const c = lowerCode(text.charCodeAt(i));
    if ((c >= 48 && c <= 57) || c === 124) return true;
    if (i + 1 < end) {
      const d = lowerCode(text.charCodeAt(i + 1));
      if ((c === 114 && d === 110) || (c === 118 && d === 118) || (c === 105 && d === 105)) return true;
    }
  }
  return end > start && lowerCode(text.charCodeAt(end - 1)) === 103;
};

/** A character of the words the repairs look at: letters, digits and '|' (read for 'l' or 'I'). */
const isRepairCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 124;

/** Is there a digit in text[start, end)? */
const hasDigit = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
};

/**
 * `forEachRun(text, isRepairCode, 30, visit)` (words as /[A-Za-z0-9|]{2,30}/g cuts them), visiting only the pieces
 * `maybeNoisy` accepts: the scan written out with its tests, as most words of a letter are visited for nothing. A run of
 * 30 codes or fewer is one piece, and `maybeNoisy`'s tests are read as its codes are walked (decision 452): a digit or
 * '|', 'rn', 'vv' or 'ii' (any case) in it, or a final 'g'; a longer run's pieces are asked as before.
 */
const forEachRepairWord = (text: string, visit: (start: number, end: number) => void): void => {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!isRepairCode(c)) {
      i++;
      continue;
    }
    let noisy = (c >= 48 && c <= 57) || c === 124;
    let before = lowerCode(c);
    let end = i + 1;
    while (end < n && isRepairCode((c = text.charCodeAt(end)))) {
      const lower = lowerCode(c);
      if (!noisy)
        noisy =
          (c >= 48 && c <= 57) || c === 124 || (before === 114 && lower === 110) || (before === 118 && lower === 118) || (before === 105 && lower === 105);
      before = lower;
      end++;
    }
    if (end - i <= 30) {
      // `before` is the run's last code in lower case.
      if (end - i >= 2 && (noisy || before === 103)) visit(i, end);
    } else
      for (let start = i; end - start >= 2; start += 30) {
        const to = Math.min(end, start + 30);
        if (maybeNoisy(text, start, to)) visit(start, to);
      }
    i = end;
  }
};

/**
 * `forEachRun(text, notSpace, 40, visit)` (tokens as /[^\s]{2,40}/g cuts them), visiting only the pieces with a digit
 * (every number repair needs two), written out as `forEachRepairWord` is: a token of 40 codes or fewer is one piece,
 * whose digits are seen as it is walked (decision 452); a token without any has no piece to visit.
 */
const forEachNumberToken = (text: string, visit: (start: number, end: number) => void): void => {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    let digit = c >= 48 && c <= 57;
    let end = i + 1;
    while (end < n && !isSpace((c = text.charCodeAt(end)))) {
      if (c >= 48 && c <= 57) digit = true;
      end++;
    }
    if (digit && end - i <= 40) {
      if (end - i >= 2) visit(i, end);
    } else if (digit)
      for (let start = i; end - start >= 2; start += 40) {
        const to = Math.min(end, start + 40);
        if (hasDigit(text, start, to)) visit(start, to);
      }
    i = end;
  }
};

/**
 * The repair of one word as `forEachRepairWord` cuts it, or null: only words, never codes, numbers or ordinals. Kept in
 * `repairsSeen`.
 */
const wordRepair = (word: string): string | null => {
  const seen = repairsSeen.get(word);
  if (seen !== undefined) return seen;
  const repaired = wordRepairOf(word);
  if (repairsSeen.size >= REPAIRS_KEPT) repairsSeen.clear();
  repairsSeen.set(word, repaired);
  return repaired;
};

const wordRepairOf = (word: string): string | null => {
  // Only words: something made of letters, not a number with a letter or two.
  let letters = 0;
  let digits = 0;
  for (const c of word) {
    if (isLetter(c)) letters++;
    else if (isDigit(c)) digits++;
  }
  if (letters === 0 || (digits > 1 && letters < 4)) return null;
  // Leave codes alone: account numbers, postcodes, ordinals ("1st", "2nd").
  if (/^\d+(?:st|nd|rd|th|d)$/i.test(word)) return null;
  const repaired = repairWordOf(word);
  return repaired !== null && repaired !== word ? repaired : null;
};

/** A lone '|' between spaces before a lowercase word is the pronoun I ("because | think"). */
const LONE_BAR_FOR_I = /(?<= )\|(?= [a-z])/g;

const wordEdits = (text: string): Edit[] => {
  const edits: Edit[] = [];
  // Words as /[A-Za-z0-9|]{2,30}/g cuts them.
  forEachRepairWord(text, (base, end) => {
    const word = text.slice(base, end);
    const repaired = wordRepair(word);
    if (repaired !== null) edits.push(...diffEdits(word, repaired, base));
  });
  // A lone '|' between spaces before a lowercase word is the pronoun I ("because | think").
  if (text.includes('|'))
    for (const m of execAll(LONE_BAR_FOR_I, text)) {
      const at = m.index ?? 0;
      edits.push({ start: at, end: at + 1, text: 'I' });
    }
  return sortEdits(edits);
};

/** A letter: a module constant (a bundle for Node 20 writes the literal as `new RegExp(…)`, made at each call; decision 525). */
const LETTER = /\p{L}/u;

/** Is text[at] a letter outside ASCII ("é", "ñ")? */
const isOtherLetter = (text: string, at: number): boolean => at >= 0 && at < text.length && text.charCodeAt(at) >= 0xc0 && LETTER.test(text[at]!);

/** Is text[start, end) ASCII letters in lower case only? */
const lettersIn = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(c >= 97 && c <= 122)) return false;
  }
  return true;
};

/** Is text[start, end) ASCII capitals only? */
const capitalsIn = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(c >= 65 && c <= 90)) return false;
  }
  return true;
};

/**
 * A known word split in two by a stray space ("wri ting", "Dec ember", "AMO UNT"), read from `text[start, at)` and
 * `text[at + 1, end)` (decision 345): joined when the two pieces, of two letters or more each, spell a known word, the second
 * piece is in lower case (or both in capitals), and the pieces are not both real words ("any one", "in form").
 */
const splitKnownWord = (text: string, start: number, at: number, end: number, bothKnown: boolean): boolean => {
  if (bothKnown || at - start < 2 || end - at - 1 < 2) return false;
  if (!lettersIn(text, at + 1, end) && !(capitalsIn(text, start, at) && capitalsIn(text, at + 1, end))) return false;
  if (!capitalsIn(text, start, start + 1) && !lettersIn(text, start, start + 1)) return false;
  if (!lettersIn(text, start + 1, at) && !capitalsIn(text, start + 1, at)) return false;
  const left = text.slice(start, at).toLowerCase();
  const right = text.slice(at + 1, end).toLowerCase();
  return KNOWN.has(left + right) && !REAL_PAIRS.has(`${left}+${right}`);
};

/**
 * Is text[start, end) a known word, in any case? Asked without making a string: most words of a letter are known. Given
 * the word's hash as `hashedWordLists` reads it with `lower` (`hashStep` over its codes, ASCII capitals in lower case),
 * summed by the walk that found the word (decision 452).
 */
const knownAt = hashedWordLists([KNOWN], { lower: true });

/** An ASCII capital in lower case, any other code as it is (as `knownAt`'s hash reads a word). */
const lowerAscii = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * The text with each word OCR misread by its letters' shapes put back as the word, where the repair is no longer than the
 * misreading ("c0llector" -> "collector", "arnount" -> "amount" and a space after it, "vvrite" -> "write", and since decision
 * 345 "Clicnt" -> "Client", "Iaw" -> "law", "VALlD" -> "VALID", "wri ting" -> "writing" and a space after it): at the SAME
 * LENGTH, so every offset still points at the same place (the reading text's rule, decision 338). Only repairs that make a
 * known word, as the facts stage makes them (`wordRepair`), of a word that is no real word; not a final "g" read for "d",
 * which the facts stage tries on every word ending in "g", nor a lone '|' read as "I", which in a table's row is the border
 * of a cell. Every word is asked (decision 345: "c" for "e" can sit in any word), the known ones by their hash without making a
 * string, and `wordRepair` keeping its answer for the others across letters. The words are the runs of `isRepairCode` (as
 * `forEachRunOf` finds them), each word's hash summed as the walk reads its codes (decision 452).
 */
export const wordsRepairedInPlace = (text: string): string => {
  let out = '';
  let at = 0;
  const n = text.length;
  // The word after the one read, when it was read to see whether the two are one word split by a space: where it starts
  // and ends, and whether it is known.
  let aheadAt = -1;
  let aheadEnd = -1;
  let aheadKnown = false;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!isRepairCode(c)) {
      i++;
      continue;
    }
    const start = i;
    let hash = 0;
    // The word read ahead is not walked again (decision 458): it is ASCII letters (repair codes) up to a code that is
    // none, so this walk would end where that one did, and whether it is known was kept (its hash is not needed).
    if (start === aheadAt) i = aheadEnd;
    else {
      hash = hashStep(0, lowerAscii(c));
      i++;
      while (i < n && isRepairCode((c = text.charCodeAt(i)))) {
        hash = hashStep(hash, lowerAscii(c));
        i++;
      }
    }
    const end = i;
    // A piece of a word with a letter outside ASCII ("cr" of "crédito") is no word; the second piece of a word joined is read.
    if (start < at || end - start > 30 || end - start < 2 || isOtherLetter(text, start - 1) || isOtherLetter(text, end)) continue;
    const known = aheadAt === start ? aheadKnown : knownAt(hash, text, start, end) !== 0;
    // A word split by a stray space: the next piece, one space on (most pairs are two known words, which stay apart).
    if (text.charCodeAt(end) === 32 && end + 1 < n && isAsciiLetter((c = text.charCodeAt(end + 1)))) {
      let aheadHash = hashStep(0, lowerAscii(c));
      let next = end + 2;
      while (next < n && isAsciiLetter((c = text.charCodeAt(next)))) {
        aheadHash = hashStep(aheadHash, lowerAscii(c));
        next++;
      }
      if (!(next < n && isRepairCode(text.charCodeAt(next))) && !isOtherLetter(text, next)) {
        aheadAt = end + 1;
        aheadEnd = next;
        aheadKnown = knownAt(aheadHash, text, end + 1, next) !== 0;
        if (splitKnownWord(text, start, end, next, known && aheadKnown)) {
          out += `${text.slice(at, start)}${text.slice(start, end)}${text.slice(end + 1, next)} `;
          at = next;
          continue;
        }
      }
    }
    if (known) continue;
    const word = text.slice(start, end);
    const repaired = wordRepair(word);
    if (repaired === null || repaired.length > word.length) continue;
    // Not a final "g" read for "d" (see above).
    if (repaired.length === word.length && /g$/i.test(word) && /d$/i.test(repaired) && repaired.slice(0, -1) === word.slice(0, -1)) continue;
    out += text.slice(at, start) + repaired.padEnd(word.length, ' ');
    at = end;
  }
  return at === 0 ? text : out + text.slice(at);
};

// ---------------------------------------------------------------------------------------------

/** Normalizes OCR / PDF text for matching. Pure, linear in the length of the text. */
export const normalizeText = (original: string): NormalizedText => {
  let mapped = applyEdits(original, characterEdits(original));
  const joins = joinEdits(mapped.text);
  if (joins.length > 0) mapped = compose(mapped, applyEdits(mapped.text, joins));
  // Number and word repairs touch different tokens (mostly digits / mostly letters): one pass.
  const repairs = sortEdits([...numberEdits(mapped.text), ...wordEdits(mapped.text)]);
  if (repairs.length > 0) mapped = compose(mapped, applyEdits(mapped.text, repairs));
  return { original, text: mapped.text, starts: mapped.starts, ends: mapped.ends };
};

/** The original-text span of normalized range [start, end), trimmed of surrounding whitespace. */
export const toOriginalSpan = (n: NormalizedText, start: number, end: number): Span => {
  const { original } = n;
  if (end <= start || n.text.length === 0) {
    const at = start < n.text.length ? n.starts[start]! : original.length;
    return { start: at, end: at, text: '' };
  }
  let s = n.starts[start]!;
  let e = n.ends[end - 1]!;
  while (s < e && isSpace(original.charCodeAt(s))) s++;
  while (e > s && isSpace(original.charCodeAt(e - 1))) e--;
  return { start: s, end: e, text: original.slice(s, e) };
};

/** The offset in the original text of normalized offset `index` (the text's end maps to the end). */
export const toOriginalOffset = (n: NormalizedText, index: number): number => (index >= n.text.length ? n.original.length : n.starts[index]!);
