import { describe, expect, it } from 'vitest';
import { findBalances } from './find-balances';

describe('findBalances', () => {
  it('lists every mention of the balance owed now, labelled or in prose', () => {
    const text =
      'Your balance of $1,845.20 remains unpaid. You owe $1,845.20 to our client.\nPay $100.00 today to settle.\nAs of January 2, 2017, you owed: $1,700.00\n---\nAmount Due: $1,954.20';
    expect(findBalances(text).map((b) => b.value)).toEqual([1845.2, 1845.2, 1954.2]);
  });

  it('leaves out settlement amounts and instalments', () => {
    expect(findBalances('Settle your balance for only $900.00, or pay 3 payments of $300.00.').map((b) => b.value)).toEqual([]);
  });

  it('reads a balance printed on the same line as another field (the original creditor)', () => {
    expect(findBalances('Original Creditor: Bank of Rockville Balance Due $1,234.56').map((b) => b.value)).toEqual([1234.56]);
    expect(findBalances('Original Creditor: Bank of Rockville Balance Due: $1,234.56').map((b) => b.value)).toEqual([1234.56]);
    // The original balance itself is still not the balance owed now.
    expect(findBalances('Original balance: $2,000.00').map((b) => b.value)).toEqual([]);
  });
});
