import { describe, expect, it } from 'vitest';
import { parseAmount, parseAmountMagnitude } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['$2,234.56', 2234.56],
    ['$ 2,234.56', 2234.56],
    ['2,234.56', 2234.56],
    ['$2234.56', 2234.56],
    ['$75', 75],
    ['$0', 0],
    ['$.50', 0.5],
    ['USD 75.00', 75],
    ['1,234.56 dollars', 1234.56],
    ['$1,234,567.89', 1234567.89],
    ['$1.234,56', 1234.56],
    ['$1.234.567', 1234567],
    ['$1,234', 1234],
    ['$50,09', 50.09],
    ['$1,234,56', 1234.56],
  ])('reads %s', (raw, value) => expect(parseAmount(raw)).toBe(value));

  it.each([
    ['$1,234.S6', 1234.56],
    ['$l,234.56', 1234.56],
    ['$1,2O0.00', 1200],
    ['§ 50,09', 50.09],
    ['S2,234.56', 2234.56],
    ['$ 2, 234.56', 2234.56],
  ])('reads OCR noise %s', (raw, value) => expect(parseAmount(raw)).toBe(value));

  it.each([
    ['(50.00)', -50],
    ['- $ 50.00', -50],
    ['-$50.00', -50],
    ['$ -75.00', -75],
    ['\u2212 $50', -50],
    ['50.00-', -50],
  ])('reads the sign of %s', (raw, value) => expect(parseAmount(raw)).toBe(value));

  it.each(['', '$', 'abc', '$1.234', '$12,34.56', '$1,2345.00', '12/01/2020', '$1,234.567', '1'.repeat(50)])('refuses %j', (raw) =>
    expect(parseAmount(raw)).toBeNull(),
  );

  it('gives magnitudes for labelled lines', () => {
    expect(parseAmountMagnitude('- $ 50.00')).toBe(50);
    expect(parseAmountMagnitude('x')).toBeNull();
  });
});
