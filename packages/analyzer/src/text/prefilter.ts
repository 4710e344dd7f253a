import { isSpace, isWordChar } from './chars';
import { execAll } from './exec-all';
/**
 * A literal prefilter for the analyzer's patterns: one pass over a letter answers, for every
 * pattern the rules run, whether it can match at all.
 *
 * Each pattern is read once (its source, not its behaviour) for the literal strings every match
 * must contain: `/\bthreat\w*\s+(?:to\s+)?(?:sue|arrest)/i` cannot match a text that has neither
 * "sue" nor "arrest" in it. Most of the analyzer's ~400 patterns describe things a given letter does
 * not say (arrest, garbage words, wage garnishment…), and a regular expression scans the whole text
 * to find that out; a small index of the text, built in one pass, answers for a literal in a few
 * reads, and the answer for each literal is kept per text, so patterns that share words share the
 * work (decision 022).
 *
 * Where a pattern's literals come in a sequence (`\bthreat\w*\s+(?:to\s+)?sue`), every match also
 * holds them in that order, each within the most the parts between can write into the index's stream
 * (decision 279): on positions, kept per text, a letter that says "sue" and "threat" far apart or the
 * other way round is ruled out too.
 *
 * The reading is conservative: anything it does not understand (a back-reference, a class too large
 * to list, a flag it does not handle) adds no requirement, so the filter can only say "may match"
 * where it is unsure. It never says "cannot match" for a text the pattern matches: the tests run
 * every rule over every letter with the filter checking itself (`setPrefilterMode('verify')`) and
 * compare every analysis with and without it.
 */

/** The strings a part of a pattern can match, when they are few; `null` when unknown or too many. */
type Exact = string[] | null;
/**
 * What every match must contain: a literal, all of several requirements, one of several, literals in
 * an order (`InOrder`), or nothing known (`true`).
 */
export type Requirement = true | string | { and: Requirement[] } | { or: Requirement[] } | InOrder;

/**
 * Runs of a sequence that every match holds one after the other: one of the strings of `runs[k]`
 * (literals, as `Requirement` writes them), then one of `runs[k + 1]` at most `gaps[k]` further on in
 * the index's stream (`streamOf`), counted from the last character of the one to the first of the next
 * that is neither a space nor a mark (decision 279).
 */
export type InOrder = { runs: string[][]; gaps: Gap[] };
/** The most codes, and the most of them marks, the index's stream can hold between two runs (`Infinity`: any). */
export type Gap = { codes: number; marks: number };

/**
 * What the characters at one end of a part are: ASCII word characters (`\w`), whitespace, or either
 * (or some other character).
 */
type Edge = 'word' | 'space' | 'either';
/**
 * The most a part of a pattern can write into the index's stream (`streamOf`) for the text it matches:
 * `solid` codes that are not marks (one per character, one per run of whitespace, two for each 'İ':
 * those are counted per letter, see `Places`) and `marks`, each character counted with the mark that may
 * come before it. `first` and `last` say what its end characters are when it matches any, `mayBeEmpty`
 * whether it can match nothing. Between two word characters, or two whitespace characters, there is no
 * mark, and a whitespace character after another writes nothing: so a run of word characters, however
 * long, holds one mark, and a run of whitespace one mark and one space.
 */
type Extent = { solid: number; marks: number; first: Edge; last: Edge; mayBeEmpty: boolean };
type Info = {
  exact: Exact;
  req: Requirement;
  /** What every match contains, as `req`, and the order its runs of literals keep (`InOrder`). */
  ordered: Requirement;
  extent: Extent;
};

const MAX_EXACT = 16;
const MAX_LEAVES = 400;
const MAX_CLASS = 6;

/** What a part that consumes nothing writes (a look-around, an anchor, `\b`). */
const NOTHING: Extent = { solid: 0, marks: 0, first: 'either', last: 'either', mayBeEmpty: true };
const ONE_WORD_CHAR: Extent = { solid: 1, marks: 1, first: 'word', last: 'word', mayBeEmpty: false };
const ONE_SPACE: Extent = { solid: 1, marks: 1, first: 'space', last: 'space', mayBeEmpty: false };
const ONE_CHAR: Extent = { solid: 1, marks: 1, first: 'either', last: 'either', mayBeEmpty: false };
/** With the `u` flag, `.`, a class or `\p{…}` may match a pair of surrogates: two codes. */
const ONE_CODE_POINT: Extent = { solid: 2, marks: 1, first: 'either', last: 'either', mayBeEmpty: false };
const UNBOUNDED: Extent = { solid: Infinity, marks: Infinity, first: 'either', last: 'either', mayBeEmpty: true };

const joined = (x: Edge, y: Edge): Edge => (x === y ? x : 'either');

/**
 * What one part then the other can write: the sum, less what cannot be written where they meet (the
 * mark, between characters of one kind; the space, between two whitespace characters). Subtracting is
 * right when either may be empty too: a part that matches something writes at least a code and a mark.
 */
const after = (a: Extent, b: Extent): Extent => {
  if (a === NOTHING) return b;
  if (b === NOTHING) return a;
  const same = a.last === b.first && a.last !== 'either';
  return {
    solid: a.solid + b.solid - (same && a.last === 'space' ? 1 : 0),
    marks: a.marks + b.marks - (same ? 1 : 0),
    first: a.mayBeEmpty ? joined(a.first, b.first) : a.first,
    last: b.mayBeEmpty ? joined(a.last, b.last) : b.last,
    mayBeEmpty: a.mayBeEmpty && b.mayBeEmpty,
  };
};

/** What one part or the other can write. */
const either = (a: Extent, b: Extent): Extent => {
  if (a === NOTHING) return { ...b, mayBeEmpty: true };
  if (b === NOTHING) return { ...a, mayBeEmpty: true };
  return {
    solid: Math.max(a.solid, b.solid),
    marks: Math.max(a.marks, b.marks),
    first: joined(a.first, b.first),
    last: joined(a.last, b.last),
    mayBeEmpty: a.mayBeEmpty || b.mayBeEmpty,
  };
};

/** `x` then `max - 1` more of it (each adding what `after` adds): `max` may be `Infinity`, and so may `once` and `more`. */
const timesAfter = (once: number, more: number, max: number): number =>
  max === 1 || more === 0 ? once : max === Infinity ? Infinity : once + (max - 1) * more;

/** What a part repeated `min` to `max` times can write. */
const repeated = (x: Extent, min: number, max: number): Extent => {
  if (max === 0 || x === NOTHING) return NOTHING;
  const same = x.last === x.first && x.last !== 'either';
  return {
    solid: timesAfter(x.solid, x.solid - (same && x.last === 'space' ? 1 : 0), max),
    marks: timesAfter(x.marks, x.marks - (same ? 1 : 0), max),
    first: x.first,
    last: x.last,
    mayBeEmpty: min === 0 || x.mayBeEmpty,
  };
};

/** The extent of one character of a pattern (one code unit, or a pair of surrogates), by what it is. */
const extentOfChar = (raw: string): Extent =>
  /^\s$/.test(raw) ? ONE_SPACE : raw.length === 1 && isWordChar(raw.charCodeAt(0)) ? ONE_WORD_CHAR : raw.length === 1 ? ONE_CHAR : ONE_CODE_POINT;

const unknown = (extent: Extent): Info => ({ exact: null, req: true, ordered: true, extent });
const EMPTY: Info = { exact: [''], req: true, ordered: true, extent: NOTHING };

const uniq = (xs: string[]): string[] => [...new Set(xs)];

const orOf = (reqs: Requirement[]): Requirement => {
  const out: Requirement[] = [];
  for (const r of reqs) {
    if (r === true) return true;
    if (typeof r === 'object' && 'or' in r) out.push(...r.or);
    else out.push(r);
  }
  const unique = [...new Set(out)];
  // A literal that contains another of the same choice adds nothing ('payment' where 'pay' is enough).
  const literals = unique.filter((r): r is string => typeof r === 'string');
  const kept = unique.filter((r) => typeof r !== 'string' || !literals.some((l) => l !== r && r.includes(l)));
  return kept.length === 1 ? kept[0]! : { or: kept };
};

const andOf = (reqs: Requirement[]): Requirement => {
  const out: Requirement[] = [];
  for (const r of reqs) {
    if (r === true) continue;
    if (typeof r === 'object' && 'and' in r) out.push(...r.and);
    else out.push(r);
  }
  const unique = [...new Set(out)];
  if (unique.length === 0) return true;
  if (unique.length === 1) return unique[0]!;
  // Literals first, longest first: the rarest words decide soonest; an order last (it is read on positions, once every literal is found).
  const weight = (r: Requirement): number => (typeof r === 'string' ? -r.length : typeof r === 'object' && 'runs' in r ? 1 : 0);
  return { and: unique.sort((x, y) => weight(x) - weight(y)) };
};

const reqOfExact = (exact: string[]): Requirement => (exact.includes('') ? true : orOf(exact));

const leaves = (r: Requirement): number => {
  if (r === true) return 0;
  if (typeof r === 'string') return 1;
  if ('and' in r) return r.and.reduce((n, x) => n + leaves(x), 0);
  if ('or' in r) return r.or.reduce((n, x) => n + leaves(x), 0);
  return 0; // an order: its literals are counted where they are required
};

/** Is the requirement met, given which literals a text holds? (An order is not read from that: met.) */
export const satisfies = (r: Requirement, has: (literal: string) => boolean): boolean => {
  if (r === true) return true;
  if (typeof r === 'string') return has(r);
  if ('and' in r) return r.and.every((x) => satisfies(x, has));
  if ('or' in r) return r.or.some((x) => satisfies(x, has));
  return true;
};

class Unsupported extends Error {}

const WHITESPACE = /^\s$/;

/**
 * The codes the index's stream writes of its own (see `streamOf`): the mark it writes wherever `\b` holds (a code no
 * letter uses), one space for a run of whitespace, and the combining dot 'İ' is written with ('i' then U+0307). A
 * `const enum`: the compiler writes each as its number into the code (see `Kind`).
 */
const enum Code {
  MARK = 1,
  SPACE = 32,
  COMBINING_DOT = 0x307,
}
const MARK_CHAR = String.fromCharCode(Code.MARK);

/** `a` then `b`, a space where one ends and the other starts written once (runs of whitespace are one space). */
const joinCollapsed = (a: string, b: string): string => (a.endsWith(' ') && b.startsWith(' ') ? a + b.slice(1) : a + b);

/**
 * A character compared without case, as the filter compares it (lower case), or undefined when
 * lower-casing the text would not find every character the pattern matches. Without the `u` flag a
 * pattern that ignores case matches characters with the same upper case: for ASCII and the Latin-1
 * letters (the Spanish á é í ó ú ñ ü) that is exactly the same lower case; beyond them it is not
 * always ('µ' matches 'μ', 'σ' matches 'ς'), so those are not read as literals.
 */
const foldCase = (c: string): string | undefined => {
  const code = c.charCodeAt(0);
  const latin = code < 0x80 || (code >= 0xc0 && code <= 0xfe && code !== 0xd7 && code !== 0xf7);
  return latin && c.length === 1 ? c.toLowerCase() : undefined;
};

/** Where the first and last codes of a literal (as read, or in the index's form) that are neither a space nor a mark are; -1 when none is. */
const solidEnds = (form: string): { first: number; last: number } => {
  let first = 0;
  while (first < form.length && (form.charCodeAt(first) === Code.MARK || form.charCodeAt(first) === Code.SPACE)) first++;
  if (first === form.length) return { first: -1, last: -1 };
  let last = form.length - 1;
  while (form.charCodeAt(last) === Code.MARK || form.charCodeAt(last) === Code.SPACE) last--;
  return { first, last };
};

/** The most a piece of a run's string writes into the stream (a space stands for a run of whitespace, a mark for nothing). */
const extentOfPiece = (piece: string): Extent => {
  let extent = NOTHING;
  for (const c of piece) if (c !== MARK_CHAR) extent = after(extent, extentOfChar(c));
  return extent;
};

/**
 * The order of one sequence's runs of literals (decision 279). A run of strings every match of the
 * sequence holds one of (none empty) is kept, by the literals the requirement keeps of it (those that
 * contain no other: each string holds one), when each is long enough to be found by its triples and has
 * a solid code (neither a space nor a mark); a run that may be empty, and every other part, is only a
 * distance between two kept runs, counted by its `Extent`. From the last solid code of a literal of one
 * run to the first of a literal of the next, the stream holds what the text between them writes: the
 * rest of the first run's string after its literal (`tail`), the parts between, the start of the next
 * run's string before its literal (`head`), and the mark that may come before the next literal's first
 * solid character.
 */
class OrderReader {
  private readonly runs: string[][] = [];
  private readonly gaps: Gap[] = [];
  private between: Extent = NOTHING;
  /** The most the last run kept can hold after its literal's last solid character. */
  private tail: Extent = NOTHING;

  run(exact: string[], extent: Extent): void {
    const literals = exact.filter((x) => !exact.some((other) => other !== x && x.includes(other)));
    const readable = (literal: string): boolean => {
      const form = literalForm(literal);
      return form.length >= 3 && solidEnds(form).first >= 0;
    };
    if (exact.includes('') || !literals.every(readable)) {
      this.skip(extent);
      return;
    }
    let head = NOTHING;
    let tail = NOTHING;
    for (const string of exact) {
      // The literal this string holds: the text before its first solid character (where it first
      // occurs) and after its last (where it last occurs) is part of the distance to the next run.
      const literal = literals.find((l) => string.includes(l))!;
      const { first, last } = solidEnds(literal);
      head = either(head, extentOfPiece(string.slice(0, string.indexOf(literal) + first)));
      tail = either(tail, extentOfPiece(string.slice(string.lastIndexOf(literal) + last + 1)));
    }
    if (this.runs.length > 0) {
      const apart = after(after(this.tail, this.between), head);
      // One more mark: the one that may come before the next literal's first solid character.
      this.gaps.push({ codes: apart.solid + apart.marks + 1, marks: apart.marks + 1 });
    }
    this.runs.push(literals);
    this.between = NOTHING;
    this.tail = tail;
  }

  skip(extent: Extent): void {
    this.between = after(this.between, extent);
  }

  requirement(): Requirement {
    return this.runs.length < 2 ? true : { runs: this.runs, gaps: this.gaps };
  }
}

/** A reader of a pattern's source (ECMAScript syntax, flags without `v`). */
class PatternReader {
  private i = 0;

  constructor(
    private readonly src: string,
    private readonly ignoreCase: boolean,
    private readonly unicode: boolean,
  ) {}

  /** What every match contains, without and with the order of its literals. */
  read(): Reading {
    const info = this.alternation();
    if (this.i !== this.src.length) throw new Unsupported('unbalanced');
    return { req: info.req, ordered: info.ordered };
  }

  private peek(): string | undefined {
    return this.src[this.i];
  }

  /** A literal character as the filter compares it (lower case when the pattern ignores case). */
  private char(raw: string): Info {
    // Whitespace is compared as the text is indexed: every run of it as one space.
    const c = WHITESPACE.test(raw) ? ' ' : raw;
    const extent = extentOfChar(raw);
    if (!this.ignoreCase) return { exact: [c], req: c, ordered: c, extent };
    const lower = foldCase(c);
    return lower === undefined ? unknown(extent) : { exact: [lower], req: lower, ordered: lower, extent };
  }

  private alternation(): Info {
    const branches: Info[] = [this.sequence()];
    while (this.peek() === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0]!;
    const all = branches.every((b) => b.exact !== null) ? uniq(branches.flatMap((b) => b.exact!)) : null;
    return {
      exact: all !== null && all.length <= MAX_EXACT ? all : null,
      req: orOf(branches.map((b) => b.req)),
      ordered: orOf(branches.map((b) => b.ordered)),
      extent: branches.map((b) => b.extent).reduce(either),
    };
  }

  private sequence(): Info {
    let run: string[] = [''];
    let runExtent = NOTHING;
    let allExact = true;
    const parts: Requirement[] = [];
    const orderedParts: Requirement[] = [];
    const runs = new OrderReader();
    let extent = NOTHING;
    for (;;) {
      const c = this.peek();
      if (c === undefined || c === '|' || c === ')') break;
      const part = this.quantified(this.atom());
      extent = after(extent, part.extent);
      if (part.exact !== null && run.length * part.exact.length <= MAX_EXACT) {
        const prefixes = run;
        run = uniq(prefixes.flatMap((a) => part.exact!.map((b) => joinCollapsed(a, b))));
        runExtent = after(runExtent, part.extent);
        continue;
      }
      allExact = false;
      parts.push(reqOfExact(run), part.req);
      orderedParts.push(reqOfExact(run), part.ordered);
      runs.run(run, runExtent);
      if (part.exact !== null) {
        run = [...part.exact];
        runExtent = part.extent;
      } else {
        runs.skip(part.extent);
        run = [''];
        runExtent = NOTHING;
      }
    }
    if (allExact) return { exact: run, req: reqOfExact(run), ordered: reqOfExact(run), extent };
    parts.push(reqOfExact(run));
    orderedParts.push(reqOfExact(run));
    runs.run(run, runExtent);
    return { exact: null, req: andOf(parts), ordered: andOf([...orderedParts, runs.requirement()]), extent };
  }

  private quantified(atom: Info): Info {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.src.slice(this.i));
      if (m === null) return atom; // a literal '{' (outside unicode mode), read by atom() next
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else return atom;
    if (this.peek() === '?') this.i++; // lazy
    const extent = repeated(atom.extent, min, max);
    // A run of whitespace is one space in the indexed text, however long it is.
    if (atom.exact !== null && atom.exact.length === 1 && atom.exact[0] === ' ')
      return min === 0 ? { exact: ['', ' '], req: true, ordered: true, extent } : { ...atom, extent };
    if (min === 0) return max === 1 && atom.exact !== null ? { exact: uniq([...atom.exact, '']), req: true, ordered: true, extent } : unknown(extent);
    if (min === 1 && max === 1) return atom;
    return { exact: null, req: atom.req, ordered: atom.ordered, extent };
  }

  private atom(): Info {
    const c = this.src[this.i++]!;
    switch (c) {
      case '.':
        return unknown(this.oneChar());
      case '^':
      case '$':
        return EMPTY;
      case '\\':
        return this.escape();
      case '[':
        return this.charClass();
      case '(':
        return this.group();
      case '*':
      case '+':
      case '?':
        throw new Unsupported('nothing to repeat');
      case '{':
        if (this.unicode) throw new Unsupported('lone brace');
        return this.char(c);
      default:
        return this.char(c);
    }
  }

  private group(): Info {
    let lookaround = false;
    if (this.src.startsWith('?:', this.i)) this.i += 2;
    else if (this.src.startsWith('?=', this.i) || this.src.startsWith('?!', this.i)) {
      this.i += 2;
      lookaround = true;
    } else if (this.src.startsWith('?<=', this.i) || this.src.startsWith('?<!', this.i)) {
      this.i += 3;
      lookaround = true;
    } else if (this.src.startsWith('?<', this.i)) {
      const close = this.src.indexOf('>', this.i);
      if (close < 0) throw new Unsupported('group name');
      this.i = close + 1;
    } else if (this.peek() === '?') throw new Unsupported('group modifier');
    const inner = this.alternation();
    if (this.src[this.i++] !== ')') throw new Unsupported('unclosed group');
    // A look-around consumes nothing: what it requires is not counted, nor where.
    return lookaround ? EMPTY : inner;
  }

  /** An escape outside a class: a literal character, or a class / assertion / reference (no literal). */
  private escape(): Info {
    const c = this.src[this.i++];
    if (c === undefined) throw new Unsupported('trailing backslash');
    // A word boundary is a mark in the indexed text (see `streamOf`); \B asks nothing.
    if (c === 'b') return { exact: [MARK_CHAR], req: MARK_CHAR, ordered: MARK_CHAR, extent: NOTHING };
    if (c === 'B') return EMPTY;
    const literal = this.escapedChar(c);
    if (literal !== undefined) return this.char(literal);
    // A back-reference matches what its group did, however long; \d and \w one word character; the rest one character.
    return unknown(/[1-9k]/.test(c) ? UNBOUNDED : c === 'd' || c === 'w' ? ONE_WORD_CHAR : this.oneChar());
  }

  /**
   * The character an escape stands for (the backslash and `c` already read), or undefined for
   * escapes that are not one character (\d, \w, \s, \p{…}, back-references…), which it skips.
   */
  private escapedChar(c: string): string | undefined {
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };
    if (simple[c] !== undefined) return simple[c];
    if (c === '0' && !/[0-9]/.test(this.peek() ?? '')) return '\0';
    if (/[0-9]/.test(c)) {
      while (/[0-9]/.test(this.peek() ?? '')) this.i++;
      return undefined;
    }
    if (c === 'x') {
      const hex = /^[0-9a-fA-F]{2}/.exec(this.src.slice(this.i));
      if (hex === null) return this.unicode ? this.fail('\\x') : 'x';
      this.i += 2;
      return String.fromCharCode(parseInt(hex[0], 16));
    }
    if (c === 'u') {
      const braced = this.unicode ? /^\{([0-9a-fA-F]+)\}/.exec(this.src.slice(this.i)) : null;
      if (braced !== null) {
        this.i += braced[0].length;
        return String.fromCodePoint(parseInt(braced[1]!, 16));
      }
      const hex = /^[0-9a-fA-F]{4}/.exec(this.src.slice(this.i));
      if (hex === null) return this.unicode ? this.fail('\\u') : 'u';
      this.i += 4;
      const unit = String.fromCharCode(parseInt(hex[0], 16));
      // A surrogate pair (\uD83D\uDE00) is left unread as a literal.
      return /[\ud800-\udfff]/.test(unit) ? undefined : unit;
    }
    if (c === 'p' || c === 'P') {
      if (!this.unicode) return c;
      const close = this.src.indexOf('}', this.i);
      if (this.peek() !== '{' || close < 0) this.fail('\\p');
      this.i = close + 1;
      return undefined;
    }
    if (c === 'k') {
      if (this.peek() !== '<') return this.unicode ? this.fail('\\k') : 'k';
      const close = this.src.indexOf('>', this.i);
      if (close < 0) this.fail('\\k');
      this.i = close + 1;
      return undefined;
    }
    if (c === 'c') {
      // A control character (\cJ): not read as a literal.
      if (/[A-Za-z]/.test(this.peek() ?? '')) this.i++;
      return undefined;
    }
    if (c === 's') return ' ';
    if ('dDwWS'.includes(c)) return undefined;
    if (/[A-Za-z]/.test(c)) return this.unicode ? this.fail(`\\${c}`) : c;
    return c;
  }

  /** What one character of any kind writes (with `u`, a code point). */
  private oneChar(): Extent {
    return this.unicode ? ONE_CODE_POINT : ONE_CHAR;
  }

  private fail(what: string): never {
    throw new Unsupported(what);
  }

  /** One character of a class (an escape read), or undefined for \\d, \\w and the like. */
  private classAtom(): string | undefined {
    const c = this.src[this.i++]!;
    if (c !== '\\') return c;
    const e = this.src[this.i++];
    if (e === undefined) this.fail('trailing backslash');
    return e === 'b' ? '\b' : e === '-' ? '-' : this.escapedChar(e);
  }

  /** A character class: its few characters, or unknown (negated, ranges, \w…). */
  private charClass(): Info {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.i++;
    }
    const chars: string[] = [];
    let known = !negated;
    // What the class's members match: word characters only, whitespace only, or either.
    let kind: Edge | undefined;
    for (;;) {
      if (this.peek() === undefined) this.fail('unclosed class');
      if (this.peek() === ']') {
        this.i++;
        break;
      }
      const escaped = this.peek() === '\\' ? this.src[this.i + 1] : undefined;
      const ch = this.classAtom();
      if (ch === undefined) {
        known = false;
        const member: Edge = escaped === 'd' || escaped === 'w' ? 'word' : 'either';
        kind = joined(kind ?? member, member);
        continue;
      }
      // A range a-z (not a '-' that ends the class).
      if (this.peek() === '-' && this.src[this.i + 1] !== ']' && this.src[this.i + 1] !== undefined) {
        this.i++;
        const to = this.classAtom();
        if (to === undefined) {
          known = false;
          kind = 'either';
          continue;
        }
        const from = ch.charCodeAt(0);
        const end = to.charCodeAt(0);
        const words = (from >= 48 && end <= 57) || (from >= 65 && end <= 90) || (from >= 97 && end <= 122);
        const range: Edge = words && from <= end ? 'word' : 'either';
        kind = joined(kind ?? range, range);
        if (end - from + 1 > MAX_CLASS || end < from) known = false;
        else for (let code = from; code <= end; code++) chars.push(String.fromCharCode(code));
        continue;
      }
      const member = extentOfChar(ch).first;
      kind = joined(kind ?? member, member);
      chars.push(ch);
    }
    const extent = negated || kind === undefined || kind === 'either' ? this.oneChar() : kind === 'word' ? ONE_WORD_CHAR : ONE_SPACE;
    if (!known) return unknown(extent);
    const set = new Set<string>();
    for (const raw of chars) {
      const ch = WHITESPACE.test(raw) ? ' ' : raw;
      if (!this.ignoreCase) set.add(ch);
      else {
        const lower = foldCase(ch);
        if (lower === undefined) return unknown(extent);
        set.add(lower);
      }
    }
    if (set.size === 0 || set.size > MAX_CLASS) return unknown(extent);
    const req = orOf([...set]);
    return { exact: [...set], req, ordered: req, extent };
  }
}

/** What a pattern's reading gives: what every match contains, without and with the order of its literals. */
type Reading = { req: Requirement; ordered: Requirement };
const NO_READING: Reading = { req: true, ordered: true };

const readings = new WeakMap<RegExp, Reading>();
/** The same, by flags and source, for patterns made anew at each call. */
const readingsBySource = new Map<string, Reading>();

/** The literals an order requirement names (it is dropped past `MAX_LEAVES`, as a requirement is). */
const orderLeaves = (r: Requirement): number =>
  r === true || typeof r === 'string'
    ? 0
    : 'runs' in r
      ? r.runs.reduce((n, run) => n + run.length, 0)
      : ('and' in r ? r.and : r.or).reduce((n, x) => n + orderLeaves(x), 0);

const readingOf = (re: RegExp): Reading => {
  const known = readings.get(re);
  if (known !== undefined) return known;
  const key = `${re.flags}/${re.source}`;
  const same = readingsBySource.get(key);
  if (same !== undefined) {
    readings.set(re, same);
    return same;
  }
  let reading = NO_READING;
  const ignoreCase = re.flags.includes('i');
  const unicode = re.flags.includes('u');
  // `v` classes nest; with `i` and `u`, case folding maps characters toLowerCase does not ('ſ' is 's').
  if (!re.flags.includes('v') && !(ignoreCase && unicode)) {
    try {
      reading = new PatternReader(re.source, ignoreCase, unicode).read();
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
    }
  }
  if (leaves(reading.req) > MAX_LEAVES) reading = NO_READING;
  else if (leaves(reading.ordered) + orderLeaves(reading.ordered) > MAX_LEAVES) reading = { req: reading.req, ordered: reading.req };
  readings.set(re, reading);
  if (readingsBySource.size >= 4096) readingsBySource.clear();
  readingsBySource.set(key, reading);
  return reading;
};

/**
 * What every match of `re` contains (literals in lower case when `re` ignores case), or `true` when
 * the pattern guarantees nothing the filter can use.
 */
export const requirementOf = (re: RegExp): Requirement => readingOf(re).req;

/** What every match of `re` contains, with the order its runs of literals keep (`InOrder`): what the filter checks. */
export const orderedRequirementOf = (re: RegExp): Requirement => readingOf(re).ordered;

/**
 * A compiled requirement, by its number: its slot in a text's answers (`Grams.answered`), and where its tree starts in
 * `trees` (`treeAt`). The tree is written out in one block, each node `[LIT, id, …its four numbers]`, `[ALL | ANY, length, ...children]`
 * or `[ORDER, length, …]` (see `compileInto`; length counts the whole node), so checking it reads one contiguous block;
 * every check's tree is in the one array, so a check answered already for the text is known by its number alone,
 * without a read of its tree (decision 360).
 */
type Check = number;
/** How many checks are numbered (a text's answers have a slot for each). */
let checkCount = 0;
/** Every check's tree, one after another (`compile`), and where each starts, by the check's number. */
let trees = new Int32Array(1 << 16);
let treesLength = 0;
let treeAt = new Int32Array(1 << 10);
/**
 * The kinds of a check's nodes. A `const enum`: the compiler writes each as its number into the code, where V8 reads a
 * module's constant from the module's context, and checks it, at every use in the hot loops (decision 458).
 */
const enum Kind {
  LIT = 0,
  ALL = 1,
  ANY = 2,
  ORDER = 3,
}

/**
 * Every literal's characters (or, for three characters and more, its hashed triples), all in one
 * array: literal `id` is `parts[from .. to)` (`literalInfo`), its first tests say which kind.
 * Contiguous, so checking a literal reads a few neighbouring words. A triple's part is its hash with
 * where it is in the literal (`Part`), and the two triples the first tests read are written just
 * before `from` (decision 472): the loop over the parts does not read them again.
 */
let parts = new Int32Array(1 << 14);
let partsLength = 0;
/**
 * A triple's part: its hash in the low 16 bits, its place in the literal from bit 16 (below `MAX_PLACES`), and that
 * place modulo 31 from bit 27 (the test by the start modulo 31 reads it without a division).
 */
const enum Part {
  HASH = 0xffff,
  PLACE_SHIFT = 16,
  PLACES = 0x7ff,
  /** Triples past this many in one literal are left out of its parts (which only weakens it). */
  MAX_PLACES = 0x800,
  BY31_SHIFT = 27,
  /** The parts of the first tests, written before a literal's `from`. */
  FIRST_TESTS = 2,
}
/** The part of the triple of hash `hash` at `place` in its literal. */
const partOf = (hash: number, place: number): number => hash | (place << Part.PLACE_SHIFT) | ((place % 31) << Part.BY31_SHIFT);
/**
 * Four numbers a literal, at `4 * id` (`Literal.FIRST` …): what is read of it first, two numbers, and where its parts
 * are. The first tests: for one of three characters or more, its rarest triple (`rarityOf`), then the triple farthest
 * from it (in another word, in a literal of several), each as its hash and, in the bits from 16, where it is in the
 * literal modulo 32 (`firstTest`); for a shorter one, `SHORT` twice. Apart from `parts`: most literals a letter does not
 * hold fail on these two (a triple it holds nowhere, or two words it holds but not together) without a read of `parts`
 * (decision 360). A check's tree holds the same four beside each literal's number (`compileInto`), so `meets` reads them
 * from the tree it walks rather than from another array (decision 458).
 */
let literalInfo = new Int32Array(4 << 10);
const enum Literal {
  /** Where the first tests and the parts' bounds are in a literal's four numbers. */
  FIRST = 0,
  SECOND = 1,
  FROM = 2,
  TO = 3,
  /** A literal's numbers in `literalInfo`; in a check's tree, its node is two more (`LIT` and its number). */
  INFO = 4,
  NODE = 6,
  /** The first tests of a literal shorter than three characters (read by its characters and pair). */
  SHORT = -1,
}
/** A triple's hash (below 2^16) and its place in its literal modulo 32, as a literal's first tests hold them. */
const firstTest = (hash: number, at: number): number => hash | ((at & 31) << 16);
let literalCount = 0;
const literalIds = new Map<string, number>();
/** Each literal's text, by its number (an order compares it with the stream where its rarest triple is). */
const literalTexts: string[] = [];

/** Letters as often as English writes them, the commonest first. */
const LETTERS_BY_FREQUENCY = 'etaoinshrdlcumwfgypbvkjxqz';

/**
 * How seldom a letter holds a character, as a rank: a space or a boundary mark never, then the letters by frequency,
 * digits and marks of punctuation as a middling letter, any other character (accented, typographic) rarest. A fixed
 * table: it only orders the tests of a literal's triples, never decides an answer.
 */
const rarityOfCode = (c: number): number => {
  if (c === 32 || c === Code.MARK) return 0;
  const letter = LETTERS_BY_FREQUENCY.indexOf(String.fromCharCode(c));
  if (letter >= 0) return letter + 1;
  return c < 128 ? 14 : 27;
};

/** How seldom the triple at `i` of a literal is written: by its rarest character, then by the three together. */
const rarityOf = (text: string, i: number): number => {
  const a = rarityOfCode(text.charCodeAt(i));
  const b = rarityOfCode(text.charCodeAt(i + 1));
  const c = rarityOfCode(text.charCodeAt(i + 2));
  return Math.max(a, b, c) * 100 + a + b + c;
};

const literalId = (text: string): number => {
  let id = literalIds.get(text);
  if (id === undefined) {
    id = literalCount++;
    const isShort = text.length < 3;
    const values: number[] = [];
    if (isShort) for (let i = 0; i < text.length; i++) values.push(text.charCodeAt(i));
    else
      for (let i = 2; i < text.length && values.length < Part.MAX_PLACES; i++)
        values.push(hash3(text.charCodeAt(i - 2), text.charCodeAt(i - 1), text.charCodeAt(i)));
    if (partsLength + values.length + Part.FIRST_TESTS > parts.length) {
      const grown = new Int32Array(Math.max(parts.length * 2, partsLength + values.length + Part.FIRST_TESTS));
      grown.set(parts);
      parts = grown;
    }
    if ((id + 1) * Literal.INFO > literalInfo.length) {
      const grown = new Int32Array(literalInfo.length * 2);
      grown.set(literalInfo);
      literalInfo = grown;
    }
    const info = id * Literal.INFO;
    let rare = 0;
    for (let i = 1; !isShort && i < values.length; i++) if (rarityOf(text, i) > rarityOf(text, rare)) rare = i;
    // The triple farthest from the rarest (the later of two as far): where a literal of two words the letter holds apart fails.
    let far = rare;
    for (let i = 0; !isShort && i < values.length; i++) if (Math.abs(i - rare) >= Math.abs(far - rare)) far = i;
    literalInfo[info + Literal.FIRST] = isShort ? Literal.SHORT : firstTest(values[rare]!, rare);
    literalInfo[info + Literal.SECOND] = isShort ? Literal.SHORT : firstTest(values[far]!, far);
    if (isShort) {
      literalInfo[info + Literal.FROM] = partsLength;
      for (const v of values) parts[partsLength++] = v;
    } else {
      // The rarest triple and the farthest (the same one twice for a literal of one triple), then from `from` the others.
      parts[partsLength++] = partOf(values[rare]!, rare);
      parts[partsLength++] = partOf(values[far]!, far);
      literalInfo[info + Literal.FROM] = partsLength;
      for (let i = 0; i < values.length; i++) if (i !== rare && i !== far) parts[partsLength++] = partOf(values[i]!, i);
    }
    literalInfo[info + Literal.TO] = partsLength;
    literalIds.set(text, id);
    literalTexts[id] = text;
  }
  return id;
};

/** A gap's bound as a check holds it (any distance as the largest int32; so is a bound that is not a number, never written). */
const boundOf = (n: number): number => (Number.isNaN(n) ? 0x7fffffff : Math.min(n, 0x7fffffff));

const compileInto = (r: Exclude<Requirement, true>, out: number[]): void => {
  if (typeof r === 'string') {
    // One index, in lower case, serves every pattern: a literal that must match its case is looked
    // for in lower case (if it is in the text, its lower case is in the lower-cased text).
    const id = literalId(literalForm(r));
    const info = id * Literal.INFO;
    out.push(Kind.LIT, id, literalInfo[info]!, literalInfo[info + 1]!, literalInfo[info + 2]!, literalInfo[info + 3]!);
    return;
  }
  if ('runs' in r) {
    // [ORDER, length, runs, then each run: its literals' count and (id, first solid, last solid) of each; a gap's codes and marks between runs]
    const at = out.length;
    out.push(Kind.ORDER, 0, r.runs.length);
    r.runs.forEach((run, k) => {
      if (k > 0) out.push(boundOf(r.gaps[k - 1]!.codes), boundOf(r.gaps[k - 1]!.marks));
      out.push(run.length);
      for (const literal of run) {
        const form = literalForm(literal);
        const { first, last } = solidEnds(form);
        out.push(literalId(form), first, last);
      }
    });
    out[at + 1] = out.length - at;
    return;
  }
  const at = out.length;
  out.push('and' in r ? Kind.ALL : Kind.ANY, 0);
  for (const x of 'and' in r ? r.and : r.or) compileInto(x as Exclude<Requirement, true>, out);
  out[at + 1] = out.length - at;
};

const compile = (r: Exclude<Requirement, true>): Check => {
  const out: number[] = [];
  compileInto(r, out);
  if (treesLength + out.length > trees.length) {
    const grown = new Int32Array(Math.max(trees.length * 2, treesLength + out.length));
    grown.set(trees.subarray(0, treesLength));
    trees = grown;
  }
  const check = checkCount++;
  if (check >= treeAt.length) {
    const grown = new Int32Array(treeAt.length * 2);
    grown.set(treeAt);
    treeAt = grown;
  }
  treeAt[check] = treesLength;
  trees.set(out, treesLength);
  treesLength += out.length;
  return check;
};

let checks = new WeakMap<RegExp, Check | null>();
const checksBySource = new Map<string, Check | null>();

/**
 * The analyzer's patterns hold a few thousand literals; patterns made from what a letter says would
 * add more with every letter. Past this many, everything numbered is forgotten and numbered anew.
 */
const MAX_LITERALS = 50_000;

/** How many literals are numbered now (tests: the count stays bounded). */
export const literalsKept = (): number => literalCount;

/** Bumped whenever everything numbered is forgotten: a check kept outside `checks` is then read anew. */
let generation = 0;

const forgetLiterals = (): void => {
  generation++;
  literalIds.clear();
  literalTexts.length = 0;
  literalCount = 0;
  partsLength = 0;
  checks = new WeakMap();
  recentChecks.clear();
  checksBySource.clear();
  checkCount = 0;
  treesLength = 0;
  recent.length = 0;
};

/**
 * What was kept last for a few patterns, looked up by identity before a `WeakMap` (decision 360): readers test a few
 * patterns in turn on every sentence of a letter, and comparing four references costs less than a `WeakMap` lookup.
 */
class RecentPatterns<V> {
  private readonly patterns: (RegExp | undefined)[] = [undefined, undefined, undefined, undefined];
  private readonly values: (V | undefined)[] = [undefined, undefined, undefined, undefined];
  private next = 0;

  /** What is kept for `re`, or `lookUp(re)` (then kept). */
  get(re: RegExp, lookUp: (re: RegExp) => V): V {
    for (let i = 0; i < 4; i++) if (this.patterns[i] === re) return this.values[i]!;
    const value = lookUp(re);
    this.patterns[this.next] = re;
    this.values[this.next] = value;
    this.next = (this.next + 1) & 3;
    return value;
  }

  clear(): void {
    this.patterns.fill(undefined);
    this.values.fill(undefined);
  }
}

/** The checks of the last patterns asked about; emptied with `checks` when everything numbered is forgotten (`forgetLiterals`). */
const recentChecks = new RecentPatterns<Check | null>();

/** The compiled requirement of `re`, or null when it requires nothing. */
const checkOf = (re: RegExp): Check | null => recentChecks.get(re, checkOfUncached);

const checkOfUncached = (re: RegExp): Check | null => {
  const known = checks.get(re);
  if (known !== undefined) return known;
  const key = `${re.flags}/${re.source}`;
  let check = checksBySource.get(key);
  if (check === undefined) {
    if (literalCount > MAX_LITERALS) forgetLiterals();
    const { req, ordered } = readingOf(re);
    check = req === true || ordered === true ? null : compile(ordered);
    if (checksBySource.size >= 4096) checksBySource.clear();
    checksBySource.set(key, check);
  }
  checks.set(re, check);
  return check;
};

/**
 * What the filter knows about one text, read as `streamOf` writes it (lower case, whitespace runs as
 * one space, word-boundary marks): a bit per character and per pair (hashed) it holds, and for each
 * three-character sequence (hashed) the positions where it starts, modulo 32 and modulo 31, as the
 * bits of two words (`three`, `threeBy31`). A literal of three characters or more can be in the text
 * only if its triples all occur at positions consistent with one start (checked for the 32 possible
 * starts at once, then for the 31; together, starts modulo 992: a literal of common words whose
 * triples each occur somewhere is seldom taken for one that occurs); a shorter one by its
 * characters and pair. Built in one pass when first asked. `known[id]` says for each literal,
 * and `answered[n]` for each check (by its number: patterns of one source share it): 0 not
 * yet asked, 1 it may be in the text, 2 it is not. Hash collisions can only answer "may".
 */
type Grams = {
  one: Int32Array;
  two: Int32Array;
  three: Int32Array;
  threeBy31: Int32Array;
  known: Uint8Array;
  answered: Uint8Array;
  /** The stream itself (`streamOf`), its first `length` codes, and the hash of the triple at each position, for the orders. */
  codes: Uint16Array;
  length: number;
  triples: Uint16Array;
  /** For the orders (`placesOf`), counted as the index is made: how many triples start in each bucket, the marks before each code, the dotted capitals. */
  byBucket: Int32Array;
  marksBefore: Int32Array;
  dottedCapitals: number;
  /** Where things are in the stream, made when an order is first asked about (`placesOf`). */
  places: Places | undefined;
};

/**
 * Where things are in one text's stream, for the orders (decision 279): the start of every triple, by
 * bucket (the triple's hash without its last `BUCKET_SHIFT` bits: those of bucket `b` are
 * `positions[byBucket[b] .. byBucket[b + 1])`, in order), how many marks come before each code, and the
 * starts of each literal looked for so far. Kept with the text's index and forgotten with it.
 */
type Places = {
  byBucket: Int32Array;
  positions: Int32Array;
  /** How many marks the stream holds before each of its codes. */
  marksBefore: Int32Array;
  /** How many 'İ' the text may hold (combining dots in the stream): each writes one code more than an extent counts. */
  dottedCapitals: number;
  /** For each literal's number, 0 when not looked for yet, else 1 + where its starts are in `literalStarts`. */
  startsById: Int32Array;
  literalStarts: number[][];
};
type TextIndex = {
  text: string;
  grams?: Grams;
  /** The patterns checked against this text in 'verify' mode. */
  verified?: WeakSet<RegExp>;
};

/**
 * The sizes of the index's tables, and where each is in the one array `gramsOf` writes them to (in 32-bit words). A
 * `const enum`, so the compiler writes them into the code as numbers (see `Kind`).
 */
const enum Table {
  /** Four hashes of triples to a bucket: a table of 2^12 to sum, each position still compared with the literal. */
  BUCKET_SHIFT = 2,
  PAIR_BITS = 16,
  TRIPLE_BITS = 14,
  ONE_AT = 0,
  TWO_AT = 1 << (16 - 5),
  THREE_AT = TWO_AT + (1 << (PAIR_BITS - 5)),
  BY31_AT = THREE_AT + (1 << TRIPLE_BITS),
  /** How many triples start in each bucket (`Places.byBucket`), counted as the triples are hashed. */
  BUCKETS_AT = BY31_AT + (1 << TRIPLE_BITS),
  BUCKETS = 1 << (TRIPLE_BITS - BUCKET_SHIFT),
  LENGTH = BUCKETS_AT + BUCKETS + 1,
}

// Cheap hashes: exact for ASCII pairs, well spread for triples (multiplicative, into 2^14 slots: a
// letter's few thousand distinct triples leave most slots empty); anything else may collide, which
// only makes the filter answer "may".
const hash2 = (a: number, b: number): number => ((a << 7) ^ b) & 0xffff;
const hash3 = (a: number, b: number, c: number): number => Math.imul((a << 16) ^ (b << 8) ^ c ^ (a >>> 8), 0x9e3779b1) >>> (32 - Table.TRIPLE_BITS);
const has = (bits: Int32Array, h: number): boolean => (bits[h >>> 5]! & (1 << (h & 31))) !== 0;

const lowerCodes = new Map<number, string>();
/** The character as `toLowerCase` writes it (looked up once per character outside ASCII). */
const lowerOf = (c: number): string => {
  let lower = lowerCodes.get(c);
  if (lower === undefined) {
    lower = String.fromCharCode(c).toLowerCase();
    lowerCodes.set(c, lower);
  }
  return lower;
};

/**
 * text[start, end) as the index reads it: lower case, each run of whitespace one space, and a mark
 * wherever `\b` holds between two characters, at the two ends too when the characters outside make
 * a boundary (the text's own ends count as non-word). Wordness is read from the characters as
 * written, as `\b` reads them.
 */
const streamOf = (text: string, start: number, end: number): { codes: Uint16Array; length: number } => {
  const codes = new Uint16Array((end - start) * 3 + 2);
  let n = 0;
  let wordBefore = start > 0 && isWordChar(text.charCodeAt(start - 1));
  // A slice that starts inside a run of whitespace keeps one space for it (a part of the stream).
  let last = -1;
  for (let i = start; i < end; i++) {
    const raw = text.charCodeAt(i);
    const word = isWordChar(raw);
    if (word !== wordBefore) codes[n++] = Code.MARK;
    wordBefore = word;
    if (raw <= 32 ? raw === 32 || (raw >= 9 && raw <= 13) : raw >= 128 && isSpace(raw)) {
      if (last !== Code.SPACE) codes[n++] = Code.SPACE;
      last = Code.SPACE;
      continue;
    }
    if (raw === 0x130) {
      // 'İ' is the one character whose lower case is two ('i' and a combining dot).
      codes[n++] = 105;
      codes[n++] = Code.COMBINING_DOT;
    } else codes[n++] = lowerCode(raw);
    last = raw;
  }
  if (end < text.length ? isWordChar(text.charCodeAt(end)) !== wordBefore : wordBefore) codes[n++] = Code.MARK;
  return { codes, length: n };
};

/**
 * Typographic quotes and dashes as the folded view of a letter writes them (`fold`: ‘ ’ ‛ ′ as ', “ ” ‟ ″
 * as ", the dashes and the minus sign as -). Read the same way in the text and in the patterns, so a
 * match still holds every literal it needs, and a letter and its folded view read the same.
 */
const plainCode = (c: number): number =>
  c === 0x2018 || c === 0x2019 || c === 0x201b || c === 0x2032
    ? 39
    : c === 0x201c || c === 0x201d || c === 0x201f || c === 0x2033
      ? 34
      : c <= 0x2015 || c === 0x2212
        ? 45
        : lowerOf(c).charCodeAt(0);

/** The code of a character in lower case, quotes and dashes plain ('İ' is written out by the callers). */
const lowerCode = (c: number): number => (c < 65 ? c : c <= 90 ? c + 32 : c < 128 ? c : c >= 0x2010 && c <= 0x2212 ? plainCode(c) : lowerOf(c).charCodeAt(0));

/**
 * A literal read from a pattern (marks where the pattern has `\b`) as the index holds text: lower
 * case, a mark at every change between word and non-word characters inside it, and at its ends only
 * where the pattern asks for a boundary. (A `\b` the pattern puts between two word characters can
 * never hold: left out, which only weakens the literal.)
 */
const literalForm = (raw: string): string => {
  const chars: number[] = [];
  const marked: boolean[] = [false];
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === Code.MARK) marked[chars.length] = true;
    else {
      chars.push(c);
      marked[chars.length] = false;
    }
  }
  const out: number[] = [];
  for (let i = 0; i <= chars.length; i++) {
    const inner = i > 0 && i < chars.length;
    if (inner ? isWordChar(chars[i - 1]!) !== isWordChar(chars[i]!) : marked[i]) out.push(Code.MARK);
    if (i === chars.length) break;
    const c = chars[i]!;
    if (c === 0x130) out.push(105, 0x307);
    else out.push(lowerCode(c));
  }
  return String.fromCharCode(...out);
};

const gramsOf = (codes: Uint16Array, length: number): Grams => {
  // The four tables and the buckets' counts are views of one array, written through it: in V8's optimised code every
  // typed array read or written in a loop is checked (its kind, its length, where its data is) at each turn, so one
  // array costs one such check where four cost four (decision 458). The readers take the views (`one`, `two`, …).
  const bits = new Int32Array(Table.LENGTH);
  const triples = new Uint16Array(Math.max(0, length - 2));
  // What the orders read (`placesOf`) counted in the same walk, rather than in walks of their own over the codes and
  // the triples: the marks before each code, the dotted capitals, how many triples start in each bucket.
  const marksBefore = new Int32Array(length + 1);
  let marks = 0;
  let dottedCapitals = 0;
  // The first two codes (a character and a pair), then from the third on each code with the two before it, carried
  // in locals rather than read again.
  let a = codes[0]!;
  let b = codes[1]!;
  for (let i = 0; i < length && i < 2; i++) {
    const c = i === 0 ? a : b;
    bits[Table.ONE_AT + (c >>> 5)]! |= 1 << (c & 31);
    if (c === Code.MARK) marks++;
    else if (c === Code.COMBINING_DOT) dottedCapitals++;
    marksBefore[i + 1] = marks;
  }
  if (length >= 2) {
    const h = hash2(a, b);
    bits[Table.TWO_AT + (h >>> 5)]! |= 1 << (h & 31);
  }
  // The start of the triple ending at i, modulo 31.
  let by31 = 0;
  for (let i = 2; i < length; i++) {
    const c = codes[i]!;
    bits[Table.ONE_AT + (c >>> 5)]! |= 1 << (c & 31);
    const h = hash2(b, c);
    bits[Table.TWO_AT + (h >>> 5)]! |= 1 << (h & 31);
    const t = hash3(a, b, c);
    triples[i - 2] = t;
    bits[Table.THREE_AT + t]! |= 1 << ((i - 2) & 31);
    bits[Table.BY31_AT + t]! |= 1 << by31;
    bits[Table.BUCKETS_AT + (t >>> Table.BUCKET_SHIFT)]!++;
    by31 = by31 === 30 ? 0 : by31 + 1;
    if (c === Code.MARK) marks++;
    else if (c === Code.COMBINING_DOT) dottedCapitals++;
    marksBefore[i + 1] = marks;
    a = b;
    b = c;
  }
  return {
    one: bits.subarray(Table.ONE_AT, Table.TWO_AT),
    two: bits.subarray(Table.TWO_AT, Table.THREE_AT),
    three: bits.subarray(Table.THREE_AT, Table.BY31_AT),
    threeBy31: bits.subarray(Table.BY31_AT, Table.BUCKETS_AT),
    known: new Uint8Array(Math.max(1024, literalCount * 2)),
    answered: new Uint8Array(Math.max(512, checkCount * 2)),
    codes,
    length,
    triples,
    byBucket: bits.subarray(Table.BUCKETS_AT, Table.LENGTH),
    marksBefore,
    dottedCapitals,
    places: undefined,
  };
};

/** The places of a text's triples (their counts by bucket, the marks and the dotted capitals were counted by `gramsOf`). */
const placesOf = (grams: Grams): Places => {
  const { triples, byBucket, marksBefore, dottedCapitals } = grams;
  const buckets = Table.BUCKETS;
  // Summed, where each bucket's positions end; filled from the end.
  for (let b = 0, sum = 0; b < buckets; b++) {
    sum += byBucket[b]!;
    byBucket[b] = sum;
  }
  byBucket[buckets] = triples.length;
  const positions = new Int32Array(triples.length);
  for (let i = triples.length - 1; i >= 0; i--) positions[--byBucket[triples[i]! >>> Table.BUCKET_SHIFT]!] = i;
  return {
    byBucket,
    positions,
    marksBefore,
    dottedCapitals,
    startsById: new Int32Array(Math.max(1024, literalCount)),
    literalStarts: [],
  };
};

const NOWHERE: number[] = [];

/**
 * Where literal `id` (three codes or more) starts in the stream, in order: the positions of its rarest
 * triple, each compared with the literal (none when a triple is nowhere). Found once per text and kept.
 */
const startsOf = (id: number, grams: Grams, places: Places): number[] => {
  if (id >= places.startsById.length) {
    const grown = new Int32Array(Math.max(places.startsById.length * 2, id + 1));
    grown.set(places.startsById);
    places.startsById = grown;
  }
  const slot = places.startsById[id]!;
  if (slot > 0) return places.literalStarts[slot - 1]!;
  let found = NOWHERE;
  // A literal the index says is absent is nowhere.
  if (literalMet(id, grams)) {
    const values = parts;
    const from = literalInfo[id * Literal.INFO + Literal.FROM]! - Part.FIRST_TESTS;
    const to = literalInfo[id * Literal.INFO + Literal.TO]!;
    const { byBucket, positions } = places;
    let rarest = from;
    let fewest = 0x7fffffff;
    for (let i = from; i < to && fewest > 0; i++) {
      const bucket = (values[i]! & Part.HASH) >>> Table.BUCKET_SHIFT;
      const n = byBucket[bucket + 1]! - byBucket[bucket]!;
      if (n < fewest) {
        fewest = n;
        rarest = i;
      }
    }
    const offset = (values[rarest]! >>> Part.PLACE_SHIFT) & Part.PLACES;
    const text = literalTexts[id]!;
    const { codes, length } = grams;
    const at: number[] = [];
    for (let k = byBucket[(values[rarest]! & Part.HASH) >>> Table.BUCKET_SHIFT]!, end = k + fewest; k < end; k++) {
      const start = positions[k]! - offset;
      if (start < 0 || start + text.length > length) continue;
      let j = 0;
      while (j < text.length && codes[start + j] === text.charCodeAt(j)) j++;
      if (j === text.length) at.push(start);
    }
    if (at.length > 0) found = at;
  }
  places.literalStarts.push(found);
  places.startsById[id] = places.literalStarts.length;
  return found;
};

/** The index in `sorted` (ascending) of the last value below `limit`, or -1. */
const lastBelow = (sorted: number[], limit: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < limit) low = mid + 1;
    else high = mid;
  }
  return low - 1;
};

/**
 * Does the text hold the order at `at` of `tree` (`[ORDER, length, runs, …]`, as `compileInto` writes it)? Run by
 * run, the last solid codes of the occurrences reached so far; an occurrence of the next run is reached
 * when the nearest of them before its first solid code is within the gap (the nearest is the best: both
 * the codes and the marks between only shrink as it comes nearer). The first run's are its literals' starts as
 * `startsOf` keeps them, each list read with its literal's offset to its last solid code (no list copied); in the
 * last run, the first occurrence reached answers.
 */
const orderMet = (tree: Int32Array, at: number, grams: Grams): boolean => {
  const places = grams.places ?? (grams.places = placesOf(grams));
  const { marksBefore, dottedCapitals } = places;
  const runCount = tree[at + 2]!;
  // The last solid codes reached, one ascending list per literal of the run before (no list to merge or sort), each
  // value read plus its list's shift.
  let reached: number[][] = [];
  let shifts: number[] = [];
  let p = at + 3;
  for (let run = 0; run < runCount; run++) {
    const maxCodes = run > 0 ? tree[p++]! + dottedCapitals : 0;
    const maxMarks = run > 0 ? tree[p++]! : 0;
    const literals = tree[p++]!;
    const final = run === runCount - 1;
    const next: number[][] = [];
    const nextShifts: number[] = [];
    for (let l = 0; l < literals; l++, p += 3) {
      const literalStarts = startsOf(tree[p]!, grams, places);
      const first = tree[p + 1]!;
      const last = tree[p + 2]!;
      if (literalStarts.length === 0) continue;
      if (run === 0) {
        next.push(literalStarts);
        nextShifts.push(last);
        continue;
      }
      let ends: number[] | undefined;
      for (let k = 0; k < literalStarts.length; k++) {
        const start = literalStarts[k]!;
        const solid = start + first;
        let end = -1;
        for (let r = 0; r < reached.length; r++) {
          const list = reached[r]!;
          const shift = shifts[r]!;
          const nearest = lastBelow(list, solid - shift);
          if (nearest >= 0 && list[nearest]! + shift > end) end = list[nearest]! + shift;
        }
        if (end < 0 || solid - end - 1 > maxCodes || marksBefore[solid]! - marksBefore[end + 1]! > maxMarks) continue;
        if (final) return true;
        (ends ??= []).push(start + last);
      }
      if (ends !== undefined) {
        next.push(ends);
        nextShifts.push(0);
      }
    }
    if (next.length === 0) return false;
    reached = next;
    shifts = nextShifts;
  }
  return true;
};

/** Texts shorter than this are searched directly: the regular expression is as quick as the filter. */
const MIN_TEXT = 256;
/**
 * The texts asked about most recently (a letter's few views: as read, folded, normalised). Looked up
 * by identity first: a string compared with itself costs nothing, and hashing a letter to key a Map
 * would cost a pass over it on every new string.
 */
const recent: TextIndex[] = [];
const MAX_TEXTS = 6;

const indexOf = (text: string): TextIndex => {
  for (const index of recent) if (index.text === text) return index;
  // Every field from the start (one shape for every index: `mayMatch` reads `grams` of each; decision 256).
  const index: TextIndex = { text, grams: undefined, verified: undefined };
  recent.unshift(index);
  if (recent.length > MAX_TEXTS) recent.pop();
  return index;
};

/**
 * Do two texts of one length read the same to the index (`streamOf`)? The stream writes, for each
 * character, a mark where wordness changes, one space for a run of whitespace, else the character's
 * `lowerCode` ('İ' as two): two texts whose characters agree on all three at every position make the
 * same stream. Checked on the texts themselves, a stretch of `SAME_STRETCH` characters at a time
 * (`sameStretch`), character by character where a stretch does not settle it (`readSameIn`).
 */
const readSame = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  for (let from = 0; from < a.length; from += SAME_STRETCH) {
    const to = Math.min(a.length, from + SAME_STRETCH);
    if (!sameStretch(a.slice(from, to), b.slice(from, to)) && !readSameIn(a, b, from, to)) return false;
  }
  return true;
};

/** A letter's views differ in a few characters (a folded view: in the case of its capitals), so most stretches settle at once. */
const SAME_STRETCH = 128;

/** A character past Latin-1. */
const WIDE = /[^\x00-\xff]/;

/**
 * Do two stretches of one length read the same, as the engine's string comparisons show at once? When they are equal,
 * or one is the other in lower case and holds no character past Latin-1: Latin-1 is put in lower case character by
 * character (a capital and its small letter, else the character itself), so at each position the two characters are
 * one, or a capital and its small letter, which `readSameIn` reads the same (`lowerCode` of both is the small letter, and
 * neither is a word character nor a space unless both are). False says only that this does not settle it.
 */
const sameStretch = (x: string, y: string): boolean => x === y || (x.toLowerCase() === y && !WIDE.test(x)) || (y.toLowerCase() === x && !WIDE.test(y));

/** Does a[from, to) read the same as b[from, to), character by character? */
const readSameIn = (a: string, b: string, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // An ASCII capital and its small letter (most of what a folded view changes): both word characters, neither a
    // space, one lower case.
    if (x <= 90 ? x >= 65 && y === x + 32 : y >= 65 && y <= 90 && x === y + 32) continue;
    if (isWordChar(x) !== isWordChar(y)) return false;
    const space = isSpace(x);
    if (space !== isSpace(y)) return false;
    if (space) continue;
    if (x === 0x130 || y === 0x130 || lowerCode(x) !== lowerCode(y)) return false;
  }
  return true;
};

/**
 * Builds the index of a text, or takes another's: a letter and its folded view (lower case, plain
 * quotes and dashes) read the same to the index, and what a pattern can match is decided by what the
 * index holds, so the two share the index and every answer, and each literal is looked up once per
 * letter rather than once per view.
 */
const attachGrams = (index: TextIndex): Grams => {
  for (const other of recent) {
    if (other !== index && other.grams !== undefined && readSame(other.text, index.text)) return (index.grams = other.grams);
  }
  const { codes, length } = streamOf(index.text, 0, index.text.length);
  return (index.grams = gramsOf(codes, length));
};

/** `states` grown to hold `slot` (to twice `count`, or just past the slot), the answers kept. */
const grownFor = (states: Uint8Array, slot: number, count: number): Uint8Array => {
  const grown = new Uint8Array(Math.max(count * 2, slot + 1));
  grown.set(states);
  return grown;
};

/** May literal `id` be in the text? Answered once per text and kept by its number. */
const literalMet = (id: number, grams: Grams): boolean => {
  if (id >= grams.known.length) grams.known = grownFor(grams.known, id, literalCount);
  let state = grams.known[id]!;
  if (state === 0) {
    state = gramsHold(grams, literalInfo, id * Literal.INFO) ? 1 : 2;
    grams.known[id] = state;
  }
  return state === 1;
};

/**
 * Does the text meet the node at `at` of `tree`? A literal child is answered in the loop, without a call: its state
 * read from `known` (held in a local, grown first to every literal numbered, so no id is past its end), the index
 * asked only when the literal is not answered yet for the text.
 */
const meets = (tree: Int32Array, at: number, grams: Grams): boolean => {
  const kind = tree[at]!;
  if (kind === Kind.LIT) return literalMet(tree[at + 1]!, grams);
  if (kind === Kind.ORDER) return orderMet(tree, at, grams);
  const all = kind === Kind.ALL;
  const end = at + tree[at + 1]!;
  const known = grams.known.length >= literalCount ? grams.known : (grams.known = grownFor(grams.known, literalCount, literalCount));
  for (let child = at + 2; child < end;) {
    let met: boolean;
    if (tree[child] === Kind.LIT) {
      const id = tree[child + 1]!;
      let state = known[id]!;
      if (state === 0) {
        state = gramsHold(grams, tree, child + 2) ? 1 : 2;
        known[id] = state;
      }
      met = state === 1;
      child += Literal.NODE;
    } else {
      met = meets(tree, child, grams);
      child += tree[child + 1]!;
    }
    if (met !== all) return !all;
  }
  return all;
};

/** Rotates a 32-bit word right by `n` (0..31), as a signed 32-bit integer (only its bits are read: ANDed, compared with 0). */
const rotateRight = (word: number, n: number): number => (word >>> n) | (word << (32 - n));

/** Rotates a 31-bit word right by `n` (0..30). */
const rotate31 = (word: number, n: number): number => ((word >>> n) | (word << (31 - n))) & 0x7fffffff;

/**
 * Could a literal (in the index's form, `literalForm`) be in the text? A short one by its
 * characters and pair; a longer one by its triples, at offsets consistent with one start. Its four
 * numbers are read from `info` at `at`: `literalInfo` at `4 * id`, or the same four in a check's tree.
 */
const gramsHold = (grams: Grams, info: Int32Array, at: number): boolean => {
  const first = info[at + Literal.FIRST]!;
  if (first === Literal.SHORT) {
    const from = info[at + Literal.FROM]!;
    const to = info[at + Literal.TO]!;
    for (let i = from; i < to; i++) if (!has(grams.one, parts[i]!)) return false;
    return to - from < 2 || has(grams.two, hash2(parts[from]!, parts[from + 1]!));
  }
  const three = grams.three;
  // possible: bit s set when the literal may begin at a position ≡ s (mod 32). Each triple's positions, turned back
  // by its place in the literal, narrow it; their order does not change the answer, only how soon a 0 ends the reading.
  // Its rarest triple first: most literals a letter does not hold have a triple it holds nowhere (then no start is
  // possible); then the triple farthest from it (`Literal.SECOND`), before `parts` is read.
  const rare = three[first & 0xffff]!;
  if (rare === 0) return false;
  const second = info[at + Literal.SECOND]!;
  let possible = rotateRight(rare, first >>> 16) & rotateRight(three[second & 0xffff]!, second >>> 16);
  if (possible === 0) return false;
  // The module's table of parts read once (it is reassigned when it grows).
  const values = parts;
  const from = info[at + Literal.FROM]!;
  const to = info[at + Literal.TO]!;
  // The parts after the first tests' two (a shift counts modulo 32: the part's place from bit 16 turns it by place mod 32).
  for (let i = from; i < to && possible !== 0; i++) possible &= rotateRight(three[values[i]! & Part.HASH]!, values[i]! >>> Part.PLACE_SHIFT);
  if (possible === 0) return false;
  // The same by the start modulo 31, the first tests' two too: a literal passes both only at starts consistent modulo 992.
  const by31 = grams.threeBy31;
  possible = 0x7fffffff;
  for (let i = from - Part.FIRST_TESTS; i < to && possible !== 0; i++) possible &= rotate31(by31[values[i]! & Part.HASH]!, values[i]! >>> Part.BY31_SHIFT);
  return possible !== 0;
};

/** Forgets every text asked about (an analysis calls it when done: nothing of a letter outlives its reading here). */
export const releaseTexts = (): void => {
  recent.length = 0;
  forgetPruned();
  forgetSearchers();
};

export type PrefilterMode = 'on' | 'off' | 'verify';
let mode: PrefilterMode = 'on';

/**
 * 'off' answers "may match" always (the analysis without the filter, for comparison); 'verify' also
 * checks, on every text it is asked about, that each match of the pattern meets the requirement
 * read from it, and throws where one does not (tests).
 */
export const setPrefilterMode = (next: PrefilterMode): void => {
  forgetSearchers();
  mode = next;
};

/**
 * Throws unless every match of `re` in `text` meets what the filter reads from it: the requirement's
 * literals (looked for in the match as the index writes it), and the whole check, orders too, on the
 * match's own stream; and unless `re` has no match at all where the filter answered it cannot match.
 */
const verify = (re: RegExp, text: string, req: Requirement, check: Check, answer: boolean): void => {
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
    if (!answer) throw new Error(`prefilter: ${String(re)} matched ${JSON.stringify(m[0])} where it was said it cannot match`);
    const { codes, length } = streamOf(text, m.index, m.index + m[0].length);
    const found = String.fromCharCode(...codes.subarray(0, length));
    if (!satisfies(req, (literal) => found.includes(literalForm(literal))))
      throw new Error(`prefilter: ${String(re)} matched ${JSON.stringify(m[0])}, which does not meet ${JSON.stringify(req)}`);
    if (orderLeaves(orderedRequirementOf(re)) > 0 && !meets(trees, treeAt[check]!, gramsOf(codes, length)))
      throw new Error(`prefilter: ${String(re)} matched ${JSON.stringify(m[0])}, which does not meet ${JSON.stringify(orderedRequirementOf(re))}`);
  }
};

/** Does the text of `grams` meet the check? Answered once per text and kept by the check's number. */
const checkMet = (check: Check, grams: Grams): boolean => {
  if (check >= grams.answered.length) grams.answered = grownFor(grams.answered, check, checkCount);
  let state = grams.answered[check]!;
  if (state === 0) {
    state = meets(trees, treeAt[check]!, grams) ? 1 : 2;
    grams.answered[check] = state;
  }
  return state === 1;
};

/**
 * False when `re` cannot match anywhere in `text` or in any part of it (what every match needs is
 * absent); true when it may. Callers that search a part of a text ask about the whole text.
 */
export const mayMatch = (re: RegExp, text: string): boolean => {
  if (mode === 'off' || (text.length < MIN_TEXT && mode === 'on')) return true;
  const check = checkOf(re);
  if (check === null) return true;
  const index = indexOf(text);
  // Answers are kept with the index (by the check's number), so another view of the letter that
  // shares it shares them.
  const answer = checkMet(check, index.grams ?? attachGrams(index));
  if (mode === 'verify' && !(index.verified ??= new WeakSet()).has(re)) {
    index.verified.add(re);
    verify(re, text, requirementOf(re), check, answer);
  }
  return answer;
};

/** `re.test(text)`, skipped when the filter shows it cannot match (a global pattern's lastIndex is reset as a failed test would). */
export const testText = (re: RegExp, text: string): boolean => {
  if (mayMatch(re, text)) {
    if (re.global || re.sticky) return re.test(text);
    const pruned = prunedFor(re, text);
    // A pattern pruned to nothing is not run (decision 452): it finds no match.
    return !matchesNothing(pruned, re) && pruned.test(text);
  }
  if (re.global || re.sticky) re.lastIndex = 0;
  return false;
};

/**
 * `re.exec(text)` for a pattern neither global nor sticky (its first match), null at once when the filter shows `re`
 * cannot match in `text`; else searched with `prunedFor(re, text)`, which finds the same first match.
 */
export const execText = (re: RegExp, text: string): RegExpExecArray | null => {
  if (re.global || re.sticky) throw new TypeError('execText: the pattern must be neither global nor sticky');
  if (!mayMatch(re, text)) return null;
  const pruned = prunedFor(re, text);
  return matchesNothing(pruned, re) ? null : pruned.exec(text);
};

/**
 * The pattern to test pieces of `text` with for `re` (its sentences, its lines): `prunedFor(re, text)`, or `re` itself
 * when it is global or sticky (a test then moves its `lastIndex`); undefined when the filter shows `re` cannot match in
 * `text` nor in any part of it. For a loop that tests one pattern on many pieces of one text, as `segTest` does piece by
 * piece: the filter asked once, before the loop.
 */
export const searcherIn = (re: RegExp, text: string): RegExp | undefined => {
  if (mode !== 'on' || text.length < MIN_TEXT) return mayMatch(re, text) ? (re.global || re.sticky ? re : prunedFor(re, text)) : undefined;
  const kept = recentSearchers.get(re, keptSearcherOf);
  if (kept.text !== text) {
    if (kept.text === undefined) searchersKept.push(kept);
    kept.text = text;
    const searcher = mayMatch(re, text) ? (re.global || re.sticky ? re : prunedFor(re, text)) : undefined;
    // A pattern pruned to nothing: no piece of the text can match (decision 452), so no piece is searched.
    kept.searcher = searcher === undefined || matchesNothing(searcher, re) ? undefined : searcher;
  }
  return kept.searcher;
};

/**
 * `re.test(part)` for `part` a piece of `text` (a sentence of the letter): false at once when the filter shows `re` cannot
 * match in `text`, else tested with `searcherIn(re, text)` (the same answer; decision 518).
 */
export const testPart = (re: RegExp, text: string, part: string): boolean => {
  const searcher = searcherIn(re, text);
  return searcher !== undefined && searcher.test(part);
};

/**
 * `re.exec(part)` for `part` a piece of `text`, `re` neither global nor sticky: null at once when the filter shows `re`
 * cannot match in `text`, else searched with `searcherIn(re, text)`, which finds the same first match (decision 518).
 */
export const execPart = (re: RegExp, text: string, part: string): RegExpExecArray | null => {
  if (re.global || re.sticky) throw new TypeError('execPart: the pattern must be neither global nor sticky');
  const searcher = searcherIn(re, text);
  return searcher === undefined ? null : searcher.exec(part);
};

/**
 * `searcherIn`'s last answer for a pattern: the text and the pattern to search it with (undefined: cannot match). A
 * loop that tests one pattern on every sentence of a letter (`segTest`) asks the same at every sentence; kept, an answer
 * costs one look-up instead of `mayMatch`'s and `prunedFor`'s (the check, the index, the alternatives; decision 423).
 * The answer for a text is always the same, so a kept one is the one asked for. Forgotten with the letter's texts
 * (`releaseTexts`) and when the mode changes.
 */
type KeptSearcher = { text: string | undefined; searcher: RegExp | undefined };

const keptSearchers = new WeakMap<RegExp, KeptSearcher>();

const keptSearcherOf = (re: RegExp): KeptSearcher => {
  let kept = keptSearchers.get(re);
  if (kept === undefined) {
    kept = { text: undefined, searcher: undefined };
    keptSearchers.set(re, kept);
  }
  return kept;
};

const recentSearchers = new RecentPatterns<KeptSearcher>();
/** The kept answers that hold a text. */
const searchersKept: KeptSearcher[] = [];

const forgetSearchers = (): void => {
  for (const kept of searchersKept) {
    kept.text = undefined;
    kept.searcher = undefined;
  }
  searchersKept.length = 0;
};

const NO_MATCHES: readonly RegExpMatchArray[] = [];

/** `execAll(re, text)` (`re` global), nothing when the filter shows `re` cannot match. */
export const matchesOf = (re: RegExp, text: string): Iterable<RegExpMatchArray> => {
  if (!mayMatch(re, text)) return NO_MATCHES;
  const searcher = re.lastIndex === 0 ? prunedFor(re, text) : re;
  return matchesNothing(searcher, re) ? NO_MATCHES : execAll(searcher, text);
};

/**
 * The requirement of a pattern as words to look for in a piece of folded text (`fold`: lower case,
 * quotes and dashes plain) with `includes`: each literal cut at its marks and spaces into runs of
 * characters that stand in such text exactly as in the index (a run with a character beyond the Latin
 * letters is dropped, which only weakens the requirement). `true` when nothing is left.
 */
const piecesOf = (r: Requirement): Requirement => {
  if (r === true) return true;
  if (typeof r === 'string') {
    const pieces = literalForm(r)
      .split(/[\x01 ]/)
      .filter((p) => p.length > 0 && /^[\x02-\x1f\x21-\u024f]+$/.test(p));
    return andOf(pieces);
  }
  if ('runs' in r) return true;
  return 'and' in r ? andOf(r.and.map(piecesOf)) : orOf(r.or.map(piecesOf));
};

const pieceChecks = new WeakMap<RegExp, Requirement>();

/** Past this many words to look for, the pattern itself reads a sentence about as fast: a longer requirement is cut to this many. */
const MAX_PIECES = 40;

/**
 * A requirement of at most `budget` words that every text meeting `r` meets: `r` itself when it fits;
 * else, of the parts `r` requires all of, those that fit (fewest words first); of the choices it
 * requires one of, each weakened to its share of the budget (one weakened to nothing leaves nothing).
 */
const within = (r: Requirement, budget: number): Requirement => {
  if (leaves(r) <= budget) return r;
  if (typeof r !== 'object' || 'runs' in r) return true;
  const all = 'and' in r;
  const byLeaves = [...(all ? r.and : r.or)].sort((x, y) => leaves(x) - leaves(y));
  const kept: Requirement[] = [];
  let left = budget;
  for (let i = 0; i < byLeaves.length; i++) {
    const part = within(byLeaves[i]!, all ? left : Math.floor(left / (byLeaves.length - i)));
    if (part === true) {
      if (!all) return true;
      continue;
    }
    kept.push(part);
    left -= leaves(part);
  }
  return all ? andOf(kept) : orOf(kept);
};

/** Does `folded` hold the requirement's pieces? */
const holds = (r: Exclude<Requirement, true>, folded: string): boolean => {
  if (typeof r === 'string') return folded.includes(r);
  if ('runs' in r) return true;
  if ('and' in r) {
    for (const x of r.and) if (!holds(x as Exclude<Requirement, true>, folded)) return false;
    return true;
  }
  for (const x of r.or) if (holds(x as Exclude<Requirement, true>, folded)) return true;
  return false;
};

/**
 * False when `re` cannot match anywhere in `folded`, a piece of a letter's folded text (`fold`: a
 * sentence, a line). `mayMatch` answers for a whole text; a reader that runs the patterns a letter may
 * match over each of its sentences skips, with a few `includes`, the sentences that lack a word every
 * match needs. Worth it where the patterns are costly to run (long gaps, many alternatives) and
 * sentences many; a cheap pattern is as quick to run as to check. Only for folded text: a pattern that
 * ignores case finds "Interest" where `includes('interest')` does not ('verify' mode checks it).
 */
export const mayMatchFolded = (re: RegExp, folded: string): boolean => {
  if (mode === 'off') return true;
  let req = pieceChecks.get(re);
  if (req === undefined) {
    req = within(piecesOf(requirementOf(re)), MAX_PIECES);
    pieceChecks.set(re, req);
  }
  const answer = req === true || holds(req, folded);
  if (mode === 'verify' && !answer && new RegExp(re.source, re.flags.replace(/[gy]/g, '')).test(folded))
    throw new Error(`prefilter: ${String(re)} matches ${JSON.stringify(folded)}, which lacks what it requires (${JSON.stringify(req)})`);
  return answer;
};

/**
 * `source` from `from` split at each `|` outside groups and classes, up to the `)` that closes the group `from` is
 * in (or the end): the pieces and where it stopped. Null at a capturing group or a backreference (dropping a piece
 * would renumber them). Escapes, classes and groups are stepped over.
 */
const splitAlternatives = (source: string, from: number): { parts: string[]; end: number } | null => {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = from;
  for (let i = from; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      // A backreference (\1, \k<name>) ties alternatives to group numbers.
      if (!inClass && /[1-9k]/.test(source[i + 1] ?? '')) return null;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      if (source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!')) return null;
      depth++;
    } else if (c === ')') {
      if (depth === 0) {
        parts.push(source.slice(start, i));
        return { parts, end: i };
      }
      depth--;
    } else if (c === '|' && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(source.slice(start));
  return { parts, end: source.length };
};

/** The top-level alternatives of a pattern's source (`a|b|c`; one when it has none), or null as `splitAlternatives`. */
const topLevelAlternatives = (source: string): string[] | null => splitAlternatives(source, 0)?.parts ?? null;

/**
 * A top-level alternative that opens with a group of choices (`\b(?:sue|suit|lawsuit)\s+…`), non-capturing and
 * not repeated: `head`, the choices and `tail`. A choice that cannot match anywhere in a text can be dropped from the
 * group as a whole alternative can be from the pattern: at each position the engine tries the choices in their order,
 * each with the rest of the alternative, as it would try `head choice tail` for each choice in turn.
 */
type Choices = { head: string; choices: string[]; tail: string; patterns: RegExp[] };

/** The choices of the group an alternative opens with (after an optional `\\b`), or null. */
const openingChoices = (alternative: string, flags: string): Choices | null => {
  const head = alternative.startsWith('\\b') ? '\\b' : '';
  if (!alternative.startsWith('(?:', head.length)) return null;
  const group = splitAlternatives(alternative, head.length + 3);
  if (group === null || group.end === alternative.length) return null;
  const choices = group.parts;
  const tail = alternative.slice(group.end + 1);
  if (choices.length < 2 || /^[?*+{]/.test(tail)) return null;
  return { head, choices, tail, patterns: choices.map((x) => new RegExp(`${head}(?:${x})`, flags)) };
};

type Alternatives = {
  sources: string[];
  /** Each alternative as a pattern of its own, for `mayMatch`. */
  patterns: RegExp[];
  /** Each alternative's opening choices, where it opens with a group of them. */
  choices: (Choices | null)[];
  /** The checks of `patterns` and of each group's choices, in order (null: requires nothing), of `generation`. */
  checks?: (Check | null)[];
  generation?: number;
  /** The pattern rebuilt from the alternatives kept, by which were kept ('1' kept, '0' dropped). */
  byKept: Map<string, RegExp>;
  /** The last text asked about and its answer. */
  text?: string;
  pruned?: RegExp;
};

const alternativesOf = new WeakMap<RegExp, Alternatives | null>();

/** The alternatives of `re` read once (null: nothing to drop), kept by the pattern. */
const alternativesFor = (re: RegExp): Alternatives | null => {
  const known = alternativesOf.get(re);
  if (known !== undefined) return known;
  const sources = re.flags.includes('v') ? null : topLevelAlternatives(re.source);
  const flags = re.flags.replace(/[gyd]/g, '');
  const choices = sources ? sources.map((s) => openingChoices(s, flags)) : [];
  const alts: Alternatives | null =
    sources && (sources.length > 1 || choices[0])
      ? // Every field from the start: records of one shape keep this function's reads of them monomorphic (decision 256).
        {
          sources,
          patterns: sources.length > 1 ? sources.map((s) => new RegExp(s, flags)) : [re],
          choices,
          checks: undefined,
          generation: undefined,
          byKept: new Map(),
          text: undefined,
          pruned: undefined,
        }
      : null;
  alternativesOf.set(re, alts);
  return alts;
};

/** The alternatives of the last patterns pruned. */
const recentAlternatives = new RecentPatterns<Alternatives | null>();

/**
 * `re` without the top-level alternatives that cannot match anywhere in `text` (what each needs is absent from
 * it), and without the choices of an alternative's opening group that cannot: the same matches, found sooner, since
 * at every position the engine tries only the alternatives the text may hold, in their order. Long alternations read
 * letters sentence by sentence and word by word; most of their alternatives name words a given letter never uses.
 * `re` itself when nothing can be dropped, the filter is not on, or the pattern has capturing groups; a pattern kept
 * per set of alternatives, so the same letter's searches reuse it (and its global copy). Callers search `text` or a
 * part of it, as with `mayMatch`.
 */
export const prunedFor = (re: RegExp, text: string): RegExp => {
  if (mode !== 'on' || text.length < MIN_TEXT) return re;
  const alts = recentAlternatives.get(re, alternativesFor);
  if (alts === null) return re;
  if (alts.text === text) return alts.pruned!;
  // As `mayMatch` answers for each alternative and choice (the filter is on and the text long), with their
  // checks read once rather than looked up at every letter.
  // (Reading a check may forget everything numbered: read again until none did.)
  while (alts.generation !== generation || alts.checks === undefined) {
    alts.generation = generation;
    alts.checks = [...alts.patterns, ...alts.choices.flatMap((g) => g?.patterns ?? [])].map(checkOf);
  }
  const checks = alts.checks;
  const index = indexOf(text);
  const grams = index.grams ?? attachGrams(index);
  // What is kept, as `rebuilt` reads it ('1' kept, '0' dropped, ':' before an alternative's choices): written as codes,
  // made a string (the key of `byKept`) only when something is dropped.
  const kept = keptCodes;
  kept.length = 0;
  let all = true;
  let none = true;
  let next = alts.patterns.length;
  for (let i = 0; i < alts.patterns.length; i++) {
    const check = checks[i]!;
    const may = check === null || checkMet(check, grams);
    kept.push(may ? ONE : ZERO);
    if (may) none = false;
    else all = false;
    const group = alts.choices[i];
    if (!group) continue;
    if (may) {
      kept.push(COLON);
      for (let j = 0; j < group.patterns.length; j++) {
        const choice = checks[next + j]!;
        const choiceMay = choice === null || checkMet(choice, grams);
        kept.push(choiceMay ? ONE : ZERO);
        if (!choiceMay) all = false;
      }
    }
    next += group.patterns.length;
  }
  let pruned = re;
  if (!all) {
    const key = keyOf(kept);
    const known = alts.byKept.get(key);
    if (known !== undefined) pruned = known;
    else {
      pruned = rebuilt(re, alts, key, none);
      alts.byKept.set(key, pruned);
    }
  }
  alts.text = text;
  alts.pruned = pruned;
  touched.push(alts);
  return pruned;
};

/**
 * The source of the pattern that matches nothing: an empty class, which the engine fails at once (`(?!)`
 * is tried at every position of the text, about 10 µs a letter; decision 279).
 */
export const MATCHES_NOTHING = '[]';

/** The patterns `rebuilt` made of `MATCHES_NOTHING`: a search with one finds nothing, and is not run (decision 452). */
const nothingPatterns = new WeakSet<RegExp>();

/**
 * Is `pruned` (`prunedFor(re, …)`) a pattern made to match nothing (`re` itself never is: only a rebuilt pattern)? A caller
 * then has nothing to search for (decision 452).
 */
export const matchesNothing = (pruned: RegExp, re: RegExp): boolean => pruned !== re && nothingPatterns.has(pruned);

/** A pattern of `MATCHES_NOTHING` with `flags`, known as one (`matchesNothing`). */
const nothingWith = (flags: string): RegExp => {
  const pattern = new RegExp(MATCHES_NOTHING, flags);
  nothingPatterns.add(pattern);
  return pattern;
};

/** The pattern of the alternatives and choices `kept` names (as `prunedFor` writes it); none kept: a pattern that matches nothing. */
const rebuilt = (re: RegExp, alts: Alternatives, kept: string, none: boolean): RegExp => {
  if (none) return nothingWith(re.flags);
  const out: string[] = [];
  let at = 0;
  alts.sources.forEach((source, i) => {
    const may = kept[at++] === '1';
    const group = may ? alts.choices[i] : null;
    if (!group) {
      if (may) out.push(source);
      return;
    }
    at++; // ':'
    const choices = group.choices.filter((_, j) => kept[at + j] === '1');
    at += group.choices.length;
    // An alternative none of whose choices may match cannot match.
    if (choices.length > 0) out.push(`${group.head}(?:${choices.join('|')})${group.tail}`);
  });
  return out.length > 0 ? new RegExp(out.join('|'), re.flags) : nothingWith(re.flags);
};

const ONE = 49;
const ZERO = 48;
const COLON = 58;
/** The codes of what `prunedFor` keeps, written anew at each call (a pattern's alternatives are asked one at a time). */
const keptCodes: number[] = [];

/** `codes` as one flat string (a key of `byKept`), in pieces small enough to pass as arguments. */
const keyOf = (codes: number[]): string => {
  if (codes.length <= 4096) return String.fromCharCode(...codes);
  let out = '';
  for (let i = 0; i < codes.length; i += 4096) out += String.fromCharCode(...codes.slice(i, i + 4096));
  return out;
};

/** The alternatives that hold a letter's text (forgotten with it, by `releaseTexts`). */
const touched: Alternatives[] = [];

const forgetPruned = (): void => {
  for (const alts of touched) {
    alts.text = undefined;
    alts.pruned = undefined;
  }
  touched.length = 0;
};
