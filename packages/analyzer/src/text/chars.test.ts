import { describe, expect, it } from 'vitest';
import { countMarkerWords, forEachRun, forEachRunOf, hashedWordLists, isMarkerLetter, isSpace, wordLists } from './chars';
import { maybeNoisy } from './normalize';

let seed = 5;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
const randomText = (alphabet: string[], max: number): string => {
  let text = '';
  const length = next() % max;
  for (let i = 0; i < length; i++) text += alphabet[next() % alphabet.length];
  return text;
};

describe('isSpace', () => {
  it('is what \\s matches, for every UTF-16 code', () => {
    for (let c = 0; c < 0x10000; c++) expect(isSpace(c), c.toString(16)).toBe(/\s/.test(String.fromCharCode(c)));
  });
});

describe('forEachRun', () => {
  it('cuts the runs as /[…]{2,max}/g does', () => {
    const cases: [RegExp, (c: number) => boolean, number][] = [
      [/[^\s]{2,40}/g, (c) => !isSpace(c), 40],
      [/[A-Za-z0-9|]{2,30}/g, (c) => /[A-Za-z0-9|]/.test(String.fromCharCode(c)), 30],
      [/[ab]{2,3}/g, (c) => c === 97 || c === 98, 3],
    ];
    const alphabet = ['a', 'b', 'Z', '9', '|', ' ', '\n', '\u00a0', 'é', '.', 'aaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'];
    for (let n = 0; n < 1500; n++) {
      const text = randomText(alphabet, 12);
      for (const [re, inRun, max] of cases) {
        const found: [number, number][] = [];
        forEachRun(text, inRun, max, (start, end) => found.push([start, end]));
        expect(found, `${re} on ${JSON.stringify(text)}`).toEqual([...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]));
      }
    }
  });
});

describe('forEachRunOf', () => {
  it('visits the pieces split(/[^a-záéíóúñü]+/) gives, of the whole text or a part of it', () => {
    for (let c = 0; c < 0x10000; c++) expect(isMarkerLetter(c), c.toString(16)).toBe(/[a-záéíóúñü]/.test(String.fromCharCode(c)));
    const alphabet = ['de', 'la', 'you', 'é', 'ñ', 'Á', ' ', '\n', '.', '1', 'ü', 'x'];
    for (let n = 0; n < 1500; n++) {
      const text = randomText(alphabet, 14);
      const from = next() % (text.length + 1);
      const to = from + (next() % (text.length - from + 1));
      const found: string[] = [];
      forEachRunOf(text, isMarkerLetter, (start, end) => found.push(text.slice(start, end)), from, to);
      expect(found, JSON.stringify([text, from, to])).toEqual(
        text
          .slice(from, to)
          .split(/[^a-záéíóúñü]+/)
          .filter((w) => w !== ''),
      );
    }
  });
});

describe('countMarkerWords', () => {
  it('counts the words of split(/[^a-záéíóúñü]+/) in each list, as the language counters did with forEachRunOf', () => {
    const first = new Set(['de', 'la', 'dé']);
    const second = new Set(['you', 'la', 'xx']);
    const lookUp = hashedWordLists([first, second]);
    const alphabet = ['de', 'la', 'you', 'é', 'ñ', 'Á', ' ', '\n', '.', '1', 'ü', 'x', 'yo'];
    for (let n = 0; n < 1500; n++) {
      const text = randomText(alphabet, 14);
      const from = next() % (text.length + 1);
      const to = from + (next() % (text.length - from + 1));
      const longest = 1 + (next() % 4);
      const counts: [number, number] = [0, 0];
      countMarkerWords(text, lookUp, longest, counts, from, to);
      const words = text
        .slice(from, to)
        .split(/[^a-záéíóúñü]+/)
        .filter((w) => w !== '' && w.length <= longest);
      const expected = [words.filter((w) => first.has(w)).length, words.filter((w) => !first.has(w) && second.has(w)).length];
      expect(counts, JSON.stringify([text, from, to, longest])).toEqual(expected);
    }
  });
});

describe('wordLists', () => {
  it('answers as Set.has of the word (of its lower case with `lower`), for words of many lengths', () => {
    const first = new Set(['de', 'la', 'dé', 'you', 'your', 'a', 'information']);
    const second = new Set(['la', 'xx', 'yo', 'amount', 'é']);
    const exact = wordLists([first, second]);
    const lower = wordLists([first, second], { lower: true });
    const alphabet = ['de', 'la', 'you', 'r', 'é', 'A', 'X', 'x', 'yo', 'amount', 'information', 'LA', 'Yo'];
    for (let n = 0; n < 3000; n++) {
      const word = randomText(alphabet, 5);
      const text = `..${word}..`;
      const bits = (w: string): number => (first.has(w) ? 1 : 0) | (second.has(w) ? 2 : 0);
      expect(exact(text, 2, 2 + word.length), word).toBe(bits(word));
      // `lower` reads ASCII capitals in lower case only.
      expect(lower(text, 2, 2 + word.length), word).toBe(bits(word.replace(/[A-Z]/g, (c) => c.toLowerCase())));
    }
  });
});

describe('maybeNoisy', () => {
  it('says what /[0-9|]|rn|vv|ii|g$/i says of a word', () => {
    const alphabet = ['r', 'n', 'R', 'N', 'v', 'V', 'i', 'I', 'g', 'G', 'a', '0', '|', 'x'];
    for (let n = 0; n < 5000; n++) {
      const word = randomText(alphabet, 8);
      expect(maybeNoisy(`..${word}..`, 2, 2 + word.length), word).toBe(/[0-9|]|rn|vv|ii|g$/i.test(word));
    }
  });
});
