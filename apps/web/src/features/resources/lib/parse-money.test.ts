import { describe, expect, it } from 'vitest';
import { parseMoney } from './parse-money';

describe('parseMoney', () => {
  it('reads amounts as people type them', () => {
    expect(parseMoney('1,234.56')).toBe(1234.56);
    expect(parseMoney('$950')).toBe(950);
    expect(parseMoney(' 1234 ')).toBe(1234);
  });
  it('refuses what is not an amount, zero, and absurd sizes', () => {
    for (const bad of ['', 'abc', '1,23', '12.345', '0', '-5', '1e5', '999999999']) expect(parseMoney(bad), bad).toBeNull();
  });
});
