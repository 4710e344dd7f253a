/**
 * The in-house instruments (decision 122), synthetic letters written by helpers who had not read the
 * rules, to show whether a rule reads what a sentence does or only the words it was tuned on:
 * - fixtures/paraphrased-letters: development court letters restated the way other collectors write;
 *   halves by source letter, so two paraphrases of one letter never sit on both sides;
 * - fixtures/law-letters (when present): letters written from the law alone, on every theory a letter
 *   can show, violations and lawful near misses; halves by the letter's own id.
 * sha256(key) first hex digit 0–7 = open (rules may be changed against it; listed), else closed
 * (counted only, never listed). Synthetic text: instruments, never the measure (the fresh sets are).
 *
 *   npm run analyzer:paraphrase-report
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatHalf, loadCourtLetters, runCourtLetters, type CourtLetter } from '../corpus/court-letters';

const FIXTURES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures');
export const PARAPHRASED_LETTERS_DIR = resolve(FIXTURES_DIR, 'paraphrased-letters');
export const LAW_LETTERS_DIR = resolve(FIXTURES_DIR, 'law-letters');

/** The half of an instrument letter, by its key (a paraphrase's source letter, a law letter's id). */
export const paraphraseHalf = (key: string): 'open' | 'closed' =>
  Number.parseInt(createHash('sha256').update(key).digest('hex')[0]!, 16) < 8 ? 'open' : 'closed';

/** A paraphrase's source letter (L…): the key of its half. */
export const sourceOf = (letter: CourtLetter): string => {
  const source = letter.source_letter;
  if (!source || !/^L\d+$/.test(source)) throw new Error(`paraphrase ${letter.id}: source_letter must name a court letter (L…)`);
  return source;
};

const section = (title: string, dir: string, keyOf: (letter: CourtLetter) => string): string => {
  const outcomes = runCourtLetters(loadCourtLetters(dir, { expectations: false }), { asked: true });
  const open = outcomes.filter((o) => paraphraseHalf(keyOf(o.letter)) === 'open');
  const closed = outcomes.filter((o) => paraphraseHalf(keyOf(o.letter)) === 'closed');
  return [
    title,
    '',
    formatHalf('OPEN half (rules may be changed against these; listed)', open, true),
    formatHalf('CLOSED half (counted only: never tune a rule to these)', closed, false),
  ].join('\n');
};

const main = (): void => {
  const sections = [
    section(
      'Paraphrased letters (fixtures/paraphrased-letters: development court letters rewritten by someone who had not read the rules; synthetic, an instrument, never the measure). Halves by sha256(source letter id) first hex digit: 0–7 open, else closed.',
      PARAPHRASED_LETTERS_DIR,
      sourceOf,
    ),
  ];
  if (existsSync(resolve(LAW_LETTERS_DIR, 'letters.jsonl')))
    sections.push(
      section(
        'Law letters (fixtures/law-letters: written from the law alone by someone who had not read the rules; labels are the writer’s reading of the law, not a court’s; synthetic, an instrument, never the measure). Halves by sha256(letter id) first hex digit: 0–7 open, else closed.',
        LAW_LETTERS_DIR,
        (letter) => letter.id,
      ),
    );
  process.stdout.write(`${sections.join('\n')}`);
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
