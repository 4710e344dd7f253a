import { describe, expect, it } from 'vitest';
import { settlementFor } from './settlement';

describe('settlementFor', () => {
  it('works out the amount and the savings to the cent', () => {
    expect(settlementFor(1200, 25)).toEqual({ percentage: 25, amount: 300, savings: 900 });
    expect(settlementFor(999.99, 33)).toEqual({ percentage: 33, amount: 330, savings: 669.99 });
    expect(settlementFor(500, 100)).toEqual({ percentage: 100, amount: 500, savings: 0 });
  });

  it('refuses an unknown balance or a percentage outside 1 to 100', () => {
    expect(settlementFor(0, 50)).toBeNull();
    expect(settlementFor(Number.NaN, 50)).toBeNull();
    expect(settlementFor(1000, 0)).toBeNull();
    expect(settlementFor(1000, 101)).toBeNull();
  });
});
