import { describe, expect, it } from 'vitest';
import { normalizeText, splitWords, toOriginalOffset, toOriginalSpan } from './normalize';

const norm = (s: string) => normalizeText(s).text;

describe('normalizeText', () => {
  it('fixes digits read inside words and letters read inside numbers', () => {
    expect(norm('Ju1y 4, 2O17')).toBe('July 4, 2017');
    expect(norm('0ctober 3, 2020')).toBe('October 3, 2020');
    expect(norm('the c0llector')).toBe('the collector');
    expect(norm('Bank of R0ckville')).toBe('Bank of Rockville');
    expect(norm('you owe $1,234.S6 now')).toBe('you owe $1,234.56 now');
    expect(norm('$ l2.40 and 1l/5/2020')).toBe('$ 12.40 and 11/5/2020');
    expect(norm('S2,234.56')).toBe('$2,234.56');
    expect(norm('- § 50.00')).toBe('- $ 50.00');
  });

  it('leaves codes, ordinals, plurals and real words alone', () => {
    const text = 'Apt 12S, MD 20815, the 1990s, 1st and 2nd, COVID19, A1, Is it so, Apt1, I-95';
    expect(norm(text)).toBe(text);
  });

  it('repairs letter-shape confusions only into known words', () => {
    expect(norm('the arnount oweg ang vvrite')).toBe('the amount owed and write');
    expect(norm('return government concern')).toBe('return government concern');
    expect(norm('because | think')).toBe('because I think');
  });

  it('joins words hyphenated across a line break, keeping compounds', () => {
    expect(norm('debt collec-\ntion agency')).toBe('debt collection agency');
    expect(norm('cfpb.gov/debt-\ncollection')).toBe('cfpb.gov/debt-collection');
    expect(norm('Smith-\nJones')).toBe('Smith-\nJones');
  });

  it('joins known words split by a stray space', () => {
    expect(norm('As of Jan uary 2, 2017 the in terest')).toBe('As of January 2, 2017 the interest');
    expect(norm('in the a mount')).toBe('in the amount');
    expect(norm('any one of us')).toBe('any one of us');
  });

  it('cleans typography and keeps the line structure', () => {
    expect(norm('\u201cowe\u201d\u00a0\u2013\u00a0x\r\ny\rz\u00adw\u200b')).toBe('"owe" - x\ny\nzw');
    expect(norm('\ufb01le')).toBe('file');
    expect(norm('a\n\nb\f\nc').split('\n')).toHaveLength(4);
  });

  it('maps every normalized range back to the exact original text', () => {
    const original = 'You owe the arnount of $1,234.S6 as of Jan uary 2, 2O17 to R0ckville collec-\ntion.';
    const n = normalizeText(original);
    const find = (word: string) => {
      const at = n.text.indexOf(word);
      return toOriginalSpan(n, at, at + word.length);
    };
    expect(find('amount').text).toBe('arnount');
    expect(find('$1,234.56').text).toBe('$1,234.S6');
    expect(find('January 2, 2017').text).toBe('Jan uary 2, 2O17');
    expect(find('collection').text).toBe('collec-\ntion');
    expect(find('Rockville').text).toBe('R0ckville');
    for (const s of [find('amount'), find('Rockville')]) expect(original.slice(s.start, s.end)).toBe(s.text);
    expect(toOriginalOffset(n, n.text.length)).toBe(original.length);
    expect(toOriginalSpan(n, 3, 3).text).toBe('');
  });

  it('trims whitespace at the edges of a span', () => {
    const n = normalizeText('  owe  ');
    expect(toOriginalSpan(n, 0, 7)).toEqual({ start: 2, end: 5, text: 'owe' });
  });

  it('is linear on hostile input', () => {
    for (const hostile of ['a'.repeat(200_000), 'ab-\n'.repeat(50_000), '0O1l '.repeat(40_000), 'rn '.repeat(60_000), ' '.repeat(200_000)]) {
      const t = performance.now();
      normalizeText(hostile);
      expect(performance.now() - t).toBeLessThan(1500);
    }
  });
});

describe('splitWords', () => {
  it('finds the word pairs the pattern finds, on random text', () => {
    const SPLIT_WORD = /\b([A-Za-z]{1,11}) (?=([A-Za-z]{1,11})\b)/g;
    const alphabet = 'aB  z1_é.\nQxyw';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 2000; n++) {
      const length = next() % 60;
      let text = '';
      for (let i = 0; i < length; i++) text += next() % 5 === 0 ? 'abcdefghijkl'.slice(0, next() % 13) : alphabet[next() % alphabet.length];
      const expected = [...text.matchAll(SPLIT_WORD)].map((m) => ({ at: m.index + m[1]!.length, left: m[1], right: m[2] }));
      const found = splitWords(text).map(({ start, at, end }) => ({ at, left: text.slice(start, at), right: text.slice(at + 1, end) }));
      expect(found, JSON.stringify(text)).toEqual(expected);
    }
  });
});

describe('split words re-joined', () => {
  it('joins a known word split by a space, in any case, and a plural split from its word', () => {
    expect(norm('Jan uary 5, 2026; AMO UNT due; in terest; creditor s')).toBe('January 5, 2026; AMOUNT due; interest; creditors');
    // Two real words stay apart.
    expect(norm('the count of')).toBe('the count of');
  });
});
