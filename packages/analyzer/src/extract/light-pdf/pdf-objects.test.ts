import { describe, expect, it } from 'vitest';
import { EOF, latin1, Lexer, type Name, numberOf } from './pdf-objects';

const bytesOf = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));

/** A small deterministic generator, so a failure names the same tokens on every run. */
const randomOf = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('numberOf', () => {
  it('reads a number token as Number reads its text, signs, points and zeros included', () => {
    const fixed = [
      '0',
      '-0',
      '+0',
      '-.0',
      '5.',
      '.5',
      '-.5',
      '+.25',
      '007',
      '0.1',
      '0.3',
      '612',
      '-740.25',
      '11.0001',
      '123456789012345',
      '1234567890123456789',
      '0.1234567890123456789',
      '9007199254740993',
    ];
    for (const token of fixed) expect(Object.is(numberOf(bytesOf(token), 0, token.length), Number(token)), token).toBe(true);
    const random = randomOf(7);
    for (let n = 0; n < 20_000; n++) {
      const digits = Array.from({ length: 1 + Math.floor(random() * 18) }, () => String(Math.floor(random() * 10))).join('');
      const point = Math.floor(random() * (digits.length + 2)) - 1;
      const sign = ['', '-', '+'][Math.floor(random() * 3)]!;
      const token = sign + (point < 0 ? digits : `${digits.slice(0, point)}.${digits.slice(point)}`);
      // Read where it stands in a content stream, not only as a whole buffer.
      const stream = bytesOf(`q ${token} 0 Td`);
      expect(Object.is(numberOf(stream, 2, 2 + token.length), Number(token)), token).toBe(true);
    }
  });
});

describe('the lexer', () => {
  it('makes every string and name as Latin-1 reads the bytes, whatever their length', () => {
    const random = randomOf(11);
    for (let length = 0; length < 80; length++) {
      const bytes = Uint8Array.from({ length: length + 4 }, () => Math.floor(random() * 256));
      expect(latin1(bytes, 2, 2 + length)).toBe(Buffer.from(bytes.subarray(2, 2 + length)).toString('latin1'));
    }
    const names = ['F1', 'Times-Roman-7098480789', 'A#20B', 'Name#2Fwith#23escapes-and-a-long-tail-of-characters-past-sixty-four-x'];
    const lexer = new Lexer(bytesOf(names.map((n) => `/${n}`).join(' ')));
    const read: string[] = [];
    for (let token = lexer.next(); token !== EOF; token = lexer.next()) read.push((token as Name).name);
    expect(read).toEqual(['F1', 'Times-Roman-7098480789', 'A B', 'Name/with#escapes-and-a-long-tail-of-characters-past-sixty-four-x']);
  });
});
