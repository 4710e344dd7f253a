/**
 * A realistic OCR-noise harness (decision 345): seeded, deterministic transforms that imitate the confusions tesseract makes
 * on printed letters in a phone photo, and a measure of how many development court letters read differently under them.
 *
 * The confusions (each one a real tesseract confusion of printed shapes):
 * - a letter for another of its shape: "e" read as "c" and "c" as "e", "l" as "1" or "I" and back, "O"/"o" as "0" and back,
 *   "S" as "5", "B" as "8";
 * - two letters read as one and one as two: "rn" as "m" and "m" as "rn", "cl" as "d" and "d" as "cl", "vv" as "w" and "w" as
 *   "vv", "li" as "h" and "h" as "li";
 * - spacing: a space dropped (two words run together), a space doubled, a word split by a stray space;
 * - a word hyphenated at a line's end ("collec-\ntion").
 * A word (a run of letters and digits) is misread with probability `rate` (1–3% is what tesseract does on a fair phone photo
 * of a printed page); a misread word gets one confusion, chosen among those its letters allow. The random numbers come from
 * the seed and the letter's id, so a run is the same every time.
 *
 * Measure (development letters only; the closed fresh sets are never read):
 *   npx tsx packages/analyzer/scripts/ocr-noise.ts [--rates 0.01,0.03] [--seeds 1,2,3] [--list] [--edits] [--blame]
 * prints, for each rate and seed, how many development letters' findings (with their full answers, as
 * /work/tools/invariance.mts compares them) change under the noise; `--list` names them with both findings, `--edits` also
 * prints the misreadings made in each one listed, `--blame`
 * the misreadings that change the findings by themselves.
 */
import { pathToFileURL } from 'node:url';
import { mulberry32 } from './render-fixtures';

/** A string's hash (FNV-1a), to give each letter its own stream of numbers from one seed. */
const hash = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** One confusion: the places in a word where it can happen, and what is printed there instead. */
type Confusion = { name: string; from: RegExp; to: (m: string) => string };

/** Confusions inside a word, as tesseract makes them on printed letters. */
const CONFUSIONS: readonly Confusion[] = [
  { name: 'e>c', from: /e/g, to: () => 'c' },
  { name: 'c>e', from: /c/g, to: () => 'e' },
  { name: 'rn>m', from: /rn/g, to: () => 'm' },
  { name: 'm>rn', from: /m/g, to: () => 'rn' },
  { name: 'l>1', from: /l/g, to: () => '1' },
  { name: 'l>I', from: /l/g, to: () => 'I' },
  { name: 'I>l', from: /I/g, to: () => 'l' },
  { name: '1>l', from: /(?<=[A-Za-z])1|1(?=[A-Za-z])/g, to: () => 'l' },
  { name: 'o>0', from: /[oO]/g, to: () => '0' },
  { name: '0>O', from: /(?<=[A-Za-z])0|0(?=[A-Za-z])/g, to: () => 'O' },
  { name: 'S>5', from: /[Ss]/g, to: () => '5' },
  { name: 'B>8', from: /B/g, to: () => '8' },
  { name: 'cl>d', from: /cl/g, to: () => 'd' },
  { name: 'd>cl', from: /d/g, to: () => 'cl' },
  { name: 'vv>w', from: /vv/g, to: () => 'w' },
  { name: 'w>vv', from: /w/g, to: () => 'vv' },
  { name: 'li>h', from: /li/g, to: () => 'h' },
  { name: 'h>li', from: /h/g, to: () => 'li' },
  // A stray space inside a word of five letters or more, and a hyphen at a line's end.
  { name: 'split', from: /(?<=[a-z]{2})(?=[a-z]{3})/g, to: () => ' ' },
  { name: 'hyphen', from: /(?<=[a-z]{3})(?=[a-z]{3})/g, to: () => '-\n' },
];

/** What one misreading did: the word, what it became, and which confusion. */
export type Misreading = { at: number; word: string; read: string; confusion: string };

/**
 * `text` as OCR might read it: each word misread with probability `rate` by one confusion its letters allow, or the space
 * after it dropped or doubled. Deterministic for a seed and a key (the letter's id).
 */
export const ocrNoise = (text: string, options: { rate: number; seed: number; key?: string }): { text: string; misreadings: Misreading[] } => {
  const random = mulberry32(hash(`${options.seed}:${options.key ?? ''}`));
  const misreadings: Misreading[] = [];
  let out = '';
  let at = 0;
  for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
    const start = m.index;
    const word = m[0];
    if (random() >= options.rate) continue;
    const end = start + word.length;
    const choices: { confusion: string; read: string; after?: string }[] = [];
    for (const c of CONFUSIONS)
      for (const p of word.matchAll(c.from)) choices.push({ confusion: c.name, read: word.slice(0, p.index) + c.to(p[0]) + word.slice(p.index + p[0].length) });
    // The space after the word dropped or doubled (only between two words on one line).
    if (text[end] === ' ' && /[A-Za-z0-9]/.test(text[end + 1] ?? '')) {
      choices.push({ confusion: 'space dropped', read: word, after: '' });
      choices.push({ confusion: 'space doubled', read: word, after: '  ' });
    }
    if (choices.length === 0) continue;
    const pick = choices[Math.floor(random() * choices.length)]!;
    out += text.slice(at, start) + pick.read;
    at = end;
    if (pick.after !== undefined) {
      out += pick.after;
      at = end + 1;
    }
    misreadings.push({ at: start, word, read: pick.after === undefined ? pick.read : `${pick.read}${pick.after}`, confusion: pick.confusion });
  }
  return { text: out + text.slice(at), misreadings };
};

const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: string) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
  };
  const rates = value('--rates', '0.01,0.03').split(',').map(Number);
  const seeds = value('--seeds', '1,2,3').split(',').map(Number);
  const list = args.includes('--list') || args.includes('--edits') || args.includes('--blame');
  const edits = args.includes('--edits');
  const blame = args.includes('--blame');
  const { loadCourtLetters } = await import('../corpus/court-letters');
  const { analyzeText } = await import('../src/index');
  // Development letters only: a closed fresh set is never read here.
  const letters = loadCourtLetters().filter((l) => l.half !== 'fresh');
  const ids = (l: (typeof letters)[number], text: string) =>
    analyzeText(text, { answers: l.fullAnswers, today: l.today })
      .findings.map((x) => x.id)
      .sort()
      .join(',');
  const plain = new Map(letters.map((l) => [l.id, ids(l, l.text)]));
  const counts: string[] = [];
  for (const rate of rates)
    for (const seed of seeds) {
      let differ = 0;
      for (const l of letters) {
        const noisy = ocrNoise(l.text, { rate, seed, key: l.id });
        const read = ids(l, noisy.text);
        if (read === plain.get(l.id)) continue;
        differ++;
        if (!list) continue;
        process.stdout.write(`rate ${rate} seed ${seed} ${l.id}\n  plain: ${plain.get(l.id)}\n  noisy: ${read}\n`);
        if (edits) for (const e of noisy.misreadings) process.stdout.write(`    ${e.confusion}: ${JSON.stringify(e.word)} -> ${JSON.stringify(e.read)}\n`);
        // Each misreading alone: the ones that change the findings by themselves.
        if (blame)
          for (const e of noisy.misreadings) {
            const spaced = e.confusion === 'space dropped' || e.confusion === 'space doubled';
            const one = l.text.slice(0, e.at) + e.read + l.text.slice(e.at + e.word.length + (spaced ? 1 : 0));
            const alone = ids(l, one);
            if (alone !== plain.get(l.id))
              process.stdout.write(`    BY ITSELF ${e.confusion}: ${JSON.stringify(e.word)} -> ${JSON.stringify(e.read)}: ${alone}\n`);
          }
      }
      counts.push(`rate ${rate} seed ${seed}: ${differ} of ${letters.length} development letters read differently`);
    }
  process.stdout.write(`${counts.join('\n')}\n`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
