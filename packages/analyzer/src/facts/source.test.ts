import { describe, expect, it } from 'vitest';
import { cellsOf, flex, sentenceBounds, span, toSource } from './source';

describe('source helpers', () => {
  it('matches phrases broken across lines', () => {
    expect(flex(/owe to/).test('owe\nto')).toBe(true);
    expect(flex(/\d ?%/).test('40%')).toBe(true);
    expect(flex(/[ ]x/).source).toBe('[ ]x');
  });

  it('splits a line into cells at gaps of three spaces', () => {
    const src = toSource('North South Group     To: Person A  x');
    expect(cellsOf(src.lines[0]!).map((c) => c.text)).toEqual(['North South Group', 'To: Person A  x']);
  });

  it('finds sentence bounds, not fooled by abbreviations', () => {
    const text = 'Pay Acme Inc. now. We wrote on Jan. 2, 2017 to you. Next.';
    const at = text.indexOf('2017');
    const b = sentenceBounds(text, at, at + 4);
    expect(text.slice(b.start, b.end).trim()).toBe('We wrote on Jan. 2, 2017 to you.');
  });

  it('reads two columns side by side in reading order, spans still exact', () => {
    const text = [
      'You had a credit card from       Call or write to us by',
      'Bank of Rockville with account   August 28, 2020, to dispute',
      'number 123-456-789.              all or part of the debt.',
      'As of today you owed:  $ 5.00',
    ].join('\n');
    const src = toSource(text);
    expect(src.norm.text).toBe(
      'You had a credit card from\nBank of Rockville with account\nnumber 123-456-789.\nAs of today you owed:  $ 5.00\n\nCall or write to us by\nAugust 28, 2020, to dispute\nall or part of the debt.\n',
    );
    const at = src.norm.text.indexOf('August 28, 2020');
    const s = span(src, at, at + 'August 28, 2020'.length);
    expect(text.slice(s.start, s.end)).toBe('August 28, 2020');
    // Label-and-amount gaps are not a column.
    const table = 'Interest:      $1.00\nFees:          $2.00\nPayments:      $3.00\nTotal:         $4.00';
    expect(toSource(table).norm.text).toBe(table);
  });

  it('quotes the original text, not the cleaned one', () => {
    const src = toSource('Bank Si', 'Bank   ');
    expect(span(src, 0, 4).text).toBe('Bank');
    expect(src.norm.text).toBe('Bank   ');
  });
});

describe('cellsOf on random lines', () => {
  it('cuts cells where the pattern does (a gap of three or more spaces)', () => {
    const reference = (text: string, start: number) =>
      [...text.matchAll(/\S(?:[^ ]| {1,2}(?! ))*/g)].map((m) => {
        const t = m[0].trimEnd();
        return { start: start + m.index, end: start + m.index + t.length, text: t };
      });
    const alphabet = ['a', 'B', ' ', ' ', ' ', '\t', '\f', '1', '$'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const length = next() % 30;
      for (let i = 0; i < length; i++) text += alphabet[next() % alphabet.length];
      expect(cellsOf({ start: 5, end: 5 + text.length, text }), JSON.stringify(text)).toEqual(reference(text, 5));
    }
  });
});
