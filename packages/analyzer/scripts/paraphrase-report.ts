/**
 * The paraphrase instrument (decision 122): development court letters rewritten the way other
 * collectors write, by a helper who had not read the rules (fixtures/paraphrased-letters). It shows
 * in-house whether a rule reads what a sentence does or only the words it was tuned on.
 *
 * Halves are fixed by the source letter, so two paraphrases of one letter never sit on both sides:
 * sha256(source letter id) first hex digit 0–7 = open (rules may be changed against it), else closed
 * (counted only, never listed). Synthetic text: an instrument, never the measure (the fresh sets are).
 *
 *   npm run analyzer:paraphrase-report
 */
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatHalf, loadCourtLetters, runCourtLetters, type CourtLetter } from '../corpus/court-letters';

export const PARAPHRASED_LETTERS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/paraphrased-letters');

/** The half of a paraphrase: by its source letter, so both sides never share one. */
export const paraphraseHalf = (sourceLetter: string): 'open' | 'closed' =>
  Number.parseInt(createHash('sha256').update(sourceLetter).digest('hex')[0]!, 16) < 8 ? 'open' : 'closed';

const sourceOf = (letter: CourtLetter): string => {
  const source = (letter as CourtLetter & { source_letter?: unknown }).source_letter;
  if (typeof source !== 'string' || !/^L\d+$/.test(source)) throw new Error(`paraphrase ${letter.id}: source_letter must name a court letter (L…)`);
  return source;
};

const main = (): void => {
  const outcomes = runCourtLetters(loadCourtLetters(PARAPHRASED_LETTERS_DIR, { expectations: false }));
  const open = outcomes.filter((o) => paraphraseHalf(sourceOf(o.letter)) === 'open');
  const closed = outcomes.filter((o) => paraphraseHalf(sourceOf(o.letter)) === 'closed');
  process.stdout.write(
    [
      'Paraphrased letters (fixtures/paraphrased-letters: development court letters rewritten by someone who had not read the rules; synthetic, an instrument, never the measure).',
      'Halves by sha256(source letter id) first hex digit: 0–7 open, else closed.',
      '',
      formatHalf('OPEN half (rules may be changed against these; listed)', open, true),
      formatHalf('CLOSED half (counted only: never tune a rule to these)', closed, false),
    ].join('\n'),
  );
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
