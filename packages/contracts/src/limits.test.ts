import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_LARGE_MESSAGE, withThousandsSeparators } from './limits';

describe('withThousandsSeparators', () => {
  it('writes whole numbers as en-US does, without Intl', () => {
    for (const value of [0, 7, 999, 1_000, 5_000, 12_345, 999_999, 1_000_000, 10_000_000, 21_474_836])
      expect(withThousandsSeparators(value)).toBe(value.toLocaleString('en-US'));
  });

  it('names the largest amount in its message', () => {
    expect(AMOUNT_TOO_LARGE_MESSAGE).toBe('Amounts must be between $0 and $10,000,000.');
  });
});
