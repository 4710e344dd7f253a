import { describe, expect, it } from 'vitest';
import { accountLast4, maskLongNumbers, pickAccountLast4 } from './mask-account';

describe('accountLast4', () => {
  it.each([
    ['****6789', '6789'],
    ['XXXX-XXXX-6789', '6789'],
    ['4111 1111 1111 4471', '4471'],
    ['4111111111114471', '4471'],
    ['ref AB12CD', '12CD'],
    ['12', '12'],
    ['***', undefined],
    [undefined, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(accountLast4(input)).toBe(expected);
  });
});

describe('pickAccountLast4', () => {
  it("prefers the user's number, then an account number over a reference code, and never keeps more than 4", () => {
    expect(pickAccountLast4('5500000012349876', [{ last4: '4471' }])).toEqual({ last4: '9876', kind: 'account' });
    expect(
      pickAccountLast4(undefined, [
        { masked: '****0001', kind: 'reference' },
        { masked: '****4471', last4: '4471', kind: 'account' },
      ]),
    ).toEqual({ last4: '4471', kind: 'account' });
    expect(pickAccountLast4(undefined, [{ masked: '****0001', kind: 'reference' }])).toEqual({ last4: '0001', kind: 'reference' });
    expect(pickAccountLast4(undefined, [{ last4: '4111111111114471' }])).toEqual({ last4: '4471', kind: 'account' });
    expect(pickAccountLast4(undefined, [])).toBeUndefined();
  });
});

describe('maskLongNumbers', () => {
  it('masks account, card and Social Security numbers to their last 4', () => {
    expect(maskLongNumbers('Account 4111111111114471 is past due')).toBe('Account ****4471 is past due');
    expect(maskLongNumbers('card 4111 1111 1111 4471.')).toBe('card ****4471.');
    expect(maskLongNumbers('acct 1234-5678-9012')).toBe('acct ****9012');
    expect(maskLongNumbers('SSN 123-45-6789')).toBe('SSN ****6789');
  });

  it('leaves ZIP+4 codes, phone numbers, ISO dates, amounts and short numbers alone', () => {
    const text = 'Atlanta, GA 30374-0256; call 614-555-0100 or 1-800-555-0100 by 2026-03-05 to pay $3,912.40 on account ****4471, ref 1234567';
    expect(maskLongNumbers(text)).toBe(text);
  });
});
