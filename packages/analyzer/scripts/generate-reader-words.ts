/**
 * Generates src/text/reader-words.ts (decision 345): the words the analyzer's own readers look for, which the OCR repair
 * may put back where a photo misread them, and the real English and Spanish words that one misreading of theirs spells,
 * which it must never "repair".
 *
 *   npx tsx packages/analyzer/scripts/generate-reader-words.ts <dir>          write src/text/reader-words.ts
 *   npx tsx packages/analyzer/scripts/generate-reader-words.ts <dir> --check  exit 1 when the committed file is stale
 *
 * `<dir>` is a node_modules folder holding the npm packages `an-array-of-english-words` (2.0.0, ~275,000 English words,
 * MIT) and `an-array-of-spanish-words` (2.0.0, ~636,000 Spanish word forms, MIT); they are not dependencies of the
 * project (the runtime needs only the generated file), so install them somewhere apart:
 *   npm install --prefix /tmp/dict an-array-of-english-words@2.0.0 an-array-of-spanish-words@2.0.0
 *   npx tsx packages/analyzer/scripts/generate-reader-words.ts /tmp/dict/node_modules
 *
 * The readers' words: every regular-expression literal in the analyzer's source (src/, not its tests), read by the
 * prefilter for the literal strings every match holds (`requirementOf`, decision 022: "collect(?:ion|or)s?" gives
 * "collection", "collector", "collections", "collectors"); each word of them that is a real English or Spanish word is kept
 * (a stem such as "delinquen" is not). Not the runs of letters of a pattern's source: a piece of an alternation
 * ("num(?:erical|eric|ber)") would bring in words no reader reads ("eric"). No court letter and no fixture is read: the vocabulary is what the rules read, not what a letter
 * says. With it, the collection words `normalize.ts` always had.
 *
 * The real words near them: for each word of the vocabulary, every way `normalize.ts`'s shape repair could have read it
 * (`SHAPE_MISREADINGS`: "e" printed as "c", "m" as "rn", "d" as "cl", ..., one place or every place), and every split of
 * it into two pieces by a stray space; a misreading that is itself a real word ("clay" for "day", "bag" for "bad"),
 * and a split whose two pieces are both real words ("any one"), is listed, and the repair leaves it as written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { COLLECTION_WORDS, SHAPE_MISREADINGS } from '../src/text/normalize';
import { requirementOf, type Requirement } from '../src/text/prefilter';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(here, '../src');
export const READER_WORDS_PATH = resolve(here, '../src/text/reader-words.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && e.name !== 'reader-words.ts'
        ? [join(dir, e.name)]
        : [],
  );

/** Every regular-expression literal of a source file, as a RegExp. */
const regexLiterals = (file: string): RegExp[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: RegExp[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const slash = text.lastIndexOf('/');
      try {
        out.push(new RegExp(text.slice(1, slash), text.slice(slash + 1)));
      } catch {
        // A flag this runtime does not know: the pattern adds no words.
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
};

const literalsOf = (r: Requirement, out: string[]): void => {
  if (r === true) return;
  if (typeof r === 'string') out.push(r);
  else if ('runs' in r) for (const run of r.runs) out.push(...run);
  else for (const x of 'and' in r ? r.and : r.or) literalsOf(x, out);
};

/**
 * The runs of letters of a pattern's source that stand as whole words, for what the prefilter cannot list (an alternation
 * of many words, "(?:five|ten|thirty)"): escapes (`\b`, `\s`, `\p{L}`) and classes taken out, and a run inside a group
 * that is glued to letters left out, as a piece of a word ("erical", "eric" of "num(?:erical|eric|ber)", "pay" of
 * "(?:pay|settle)ment").
 */
export const wholeRuns = (re: RegExp): string[] => {
  const src = re.source
    .replace(/\\[pPu]\{[^}]*\}/g, (m) => ' '.repeat(m.length))
    .replace(/\\[ux][0-9a-fA-F]+/g, (m) => ' '.repeat(m.length))
    .replace(/\\./g, '  ')
    .replace(/\[(?:\\.|[^\]])*\]/g, (m) => ' '.repeat(m.length))
    .replace(/\(\?<[A-Za-z_]\w*>/g, (m) => `(${' '.repeat(m.length - 1)}`)
    .replace(/\(\?(?:<?[=!]|:)/g, (m) => `(${' '.repeat(m.length - 1)}`);
  const isLetter = (c: string | undefined): boolean => c !== undefined && /\p{L}/u.test(c);
  /** The '(' of the group around `at`, or -1. */
  const openOf = (at: number): number => {
    for (let i = at, depth = 0; i >= 0; i--) {
      if (src[i] === ')') depth++;
      else if (src[i] === '(' && depth-- === 0) return i;
    }
    return -1;
  };
  /** The ')' of the group around `at`, or -1. */
  const closeOf = (at: number): number => {
    for (let i = at, depth = 0; i < src.length; i++) {
      if (src[i] === '(') depth++;
      else if (src[i] === ')' && depth-- === 0) return i;
    }
    return -1;
  };
  const out: string[] = [];
  for (const m of src.matchAll(/\p{L}+/gu)) {
    const end = m.index + m[0].length;
    let b = m.index - 1;
    while (b >= 0 && src[b] === ' ') b--;
    if (src[b] === '(' || src[b] === '|') {
      const open = src[b] === '(' ? b : openOf(b - 1);
      if (open > 0 && isLetter(src[open - 1])) continue;
    }
    if (src[end] === '|' || src[end] === ')') {
      const close = src[end] === ')' ? end : closeOf(end + 1);
      if (close >= 0 && isLetter(src.slice(close + 1).replace(/^[?*+]/, '')[0])) continue;
    }
    out.push(m[0]);
  }
  return out;
};

/** Abbreviations letters print, which the word lists leave out: real words to the repair. */
const ABBREVIATIONS = `acct amt approx assn atty attn bal blvd cc cir corp ct dept encl esq etc excl ext govt hwy incl intl jr ln misc natl
  pkwy pl pmt pymt ref sq sr ste stmt tel vs`.split(/\s+/);

export const generate = (dictionaries: string): string => {
  const load = (name: string): string[] => JSON.parse(readFileSync(join(dictionaries, name, 'index.json'), 'utf8')) as string[];
  const listed = new Set([...load('an-array-of-english-words'), ...load('an-array-of-spanish-words')].map((w) => w.toLowerCase()));
  // The Spanish list has no infinitive with its pronouns after it ("enviarnos", "llamarnos", "pagarle"), which letters write
  // all the time and which "rn" read for "m" would turn into another word ("enviamos", "llamamos"): real when the
  // infinitive is.
  // Nor the abbreviations letters print ("Encl." is no "End" with "cl" read for "d").
  for (const w of ABBREVIATIONS) listed.add(w);
  const real = {
    has: (w: string): boolean => {
      if (listed.has(w)) return true;
      const m = /^(.+?[aei]r)(?:me|te|se|nos|os|lo|la|le|los|las|les){1,2}$/.exec(w);
      return m !== null && listed.has(m[1]!);
    },
  };
  const found = new Set<string>();
  for (const file of sourceFiles(SRC))
    for (const re of regexLiterals(file)) {
      const literals: string[] = [];
      literalsOf(requirementOf(re), literals);
      for (const piece of [...literals, ...wholeRuns(re)]) for (const w of piece.toLowerCase().match(/\p{L}+/gu) ?? []) found.add(w);
    }
  const collection = new Set(COLLECTION_WORDS);
  const readers = [...found].filter((w) => w.length >= 2 && real.has(w) && !collection.has(w)).sort();
  const vocabulary = new Set([...collection, ...readers]);
  // The real words one shape misreading of a known word spells, and the splits whose pieces are both real words.
  const near = new Set<string>();
  for (const v of vocabulary) {
    for (const [written, read] of SHAPE_MISREADINGS) {
      if (written === 'd$') {
        if (v.endsWith('d') && v.length >= 3) near.add(`${v.slice(0, -1)}g`);
        continue;
      }
      if (!v.includes(written)) continue;
      near.add(v.split(written).join(read));
      for (let at = v.indexOf(written); at >= 0; at = v.indexOf(written, at + 1)) near.add(`${v.slice(0, at)}${read}${v.slice(at + written.length)}`);
    }
    for (let k = 1; k < v.length; k++) near.add(`${v.slice(0, k)} ${v.slice(k)}`);
  }
  // A pair whose pieces are both known words is never joined at all (\`splitKnownWord\`): it need not be listed.
  const blocked = [...near].filter((w) => !vocabulary.has(w) && w.split(' ').every((p) => real.has(p)) && !w.split(' ').every((p) => vocabulary.has(p))).sort();
  const lines = (words: string[]): string => {
    const out: string[] = [];
    let line = '';
    for (const w of words) {
      if (line && line.length + w.length + 1 > 118) {
        out.push(line);
        line = '';
      }
      line = line ? `${line} ${w}` : w;
    }
    if (line) out.push(line);
    return out.join('\n');
  };
  return `/**
 * GENERATED by ${relative(resolve(here, '../../..'), fileURLToPath(import.meta.url))} (decision 345): do not edit.
 *
 * READER_WORDS: the words of the analyzer's own patterns (its regular expressions' literals) that are real English or Spanish
 * words, the vocabulary the OCR shape repair may put back besides the collection words of \`normalize.ts\`.
 * NEAR_REAL_WORDS: real English and Spanish words (an-array-of-english-words 2.0.0, an-array-of-spanish-words 2.0.0) that
 * one shape misreading of a known word spells ("clay" for "day"), and pairs of real words a stray space could have split a
 * known word into ("any one"): the repair leaves them as written.
 */
export const READER_WORDS = \`
${lines(readers)}\`;

export const NEAR_REAL_WORDS = \`
${lines(blocked.filter((w) => !w.includes(' ')))}\`;

/** Pairs, each written with a "+" for its space. */
export const REAL_WORD_PAIRS = \`
${lines(blocked.filter((w) => w.includes(' ')).map((w) => w.replace(' ', '+')))}\`;
`;
};

const main = (): void => {
  const dir = process.argv[2];
  if (dir === undefined || dir.startsWith('--')) throw new Error('usage: generate-reader-words.ts <node_modules dir with the word lists> [--check]');
  const text = generate(dir);
  if (process.argv.includes('--check')) {
    if (readFileSync(READER_WORDS_PATH, 'utf8') !== text) {
      console.error(`${READER_WORDS_PATH} is stale: run the generator`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(READER_WORDS_PATH, text);
  process.stdout.write(`wrote ${READER_WORDS_PATH}\n`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
