import { describe, expect, it } from 'vitest';
import { findAmounts, findMoney } from './find-amounts';

describe('findAmounts', () => {
  it('lists each distinct amount once, in order, with its span', () => {
    const text = 'You owe $1,234.56. Pay $1,234.56 or settle for $ 500. Payments: - $ 50.00 and (25.00 USD)';
    const amounts = findAmounts(text);
    expect(amounts.map((a) => a.value)).toEqual([1234.56, 500, 50, 25]);
    expect(amounts[2]!.span.text).toBe('- $ 50.00');
  });

  it('reads signs and OCR noise, and skips what is not money', () => {
    expect(findMoney('- $ 50.00 and $1,234.56').map((m) => m.value)).toEqual([-50, 1234.56]);
    expect(findAmounts('- § 5O.00 and $1,234.S6').map((m) => [m.value, m.span.text])).toEqual([
      [50, '- § 5O.00'],
      [1234.56, '$1,234.S6'],
    ]);
    expect(findMoney('I enclosed this amount: $\nCall 800-123-4567 on 01/02/2017')).toEqual([]);
  });
});
