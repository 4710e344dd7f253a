import { describe, expect, it } from 'vitest';
import { findAccountNumbers, maskAccountNumber, maskSensitive, readNumberToken } from './find-account-numbers';

const found = (text: string) => findAccountNumbers(text).map((a) => `${a.kind}:${a.masked}`);

describe('findAccountNumbers', () => {
  it('reads the model form: the account number and the reference, both masked', () => {
    const text = 'Reference: 584-345\nYou had a card from Bank of Rockville with account number 123-456-789.\nInclude the reference number 584-345.';
    const numbers = findAccountNumbers(text);
    expect(numbers.map((a) => ({ kind: a.kind, masked: a.masked, last4: a.last4 }))).toEqual([
      { kind: 'reference', masked: '****4345', last4: '4345' },
      { kind: 'account', masked: '****6789', last4: '6789' },
    ]);
    // The span covers the last four digits only: no fact holds the full number.
    expect(numbers[1]!.span.text).toBe('6-789');
    expect(text.slice(numbers[1]!.span.start, numbers[1]!.span.end)).toBe('6-789');
    expect(JSON.stringify(numbers)).not.toContain('123-456');
  });

  it('reads many label styles', () => {
    const text = [
      'Acct #: XXXX-XXXX-4321',
      'Our File No. 2019-0458',
      'Original Account No.: 6019 1234 5678 9012',
      'Card ending in 9876.',
      'Agency Account: 77120034',
      'número de cuenta 987654321',
      'Account Number:',
      '55512345',
    ].join('\n');
    expect(found(text)).toEqual([
      'account:****4321',
      'reference:****0458',
      'account:****9012',
      'account:****9876',
      'reference:****0034',
      'account:****4321',
      'account:****2345',
    ]);
  });

  it('reads the Spanish "ending in" (terminado en / que termina en / con terminación en) as the account tail', () => {
    expect(found('Usted tenía una tarjeta de crédito de Lone Star Bank con el número de cuenta terminado en 5920.')).toEqual(['account:****5920']);
    expect(found('Su cuenta terminada en 1234 tiene un saldo.')).toEqual(['account:****1234']);
    expect(found('la cuenta que termina con 4455.')).toEqual(['account:****4455']);
    expect(found('número de cuenta con terminación en 7788')).toEqual(['account:****7788']);
  });

  it('reads a number under its label in a table', () => {
    expect(found('Account Number      Balance\n4417009922    $500.00')).toEqual(['account:****9922']);
  });

  it('ignores labels followed by words, years, dates and short numbers', () => {
    expect(found('Account: Bank of Rockville. Your credit card 2019 purchase. Claim No. 12. Account date 01/02/2017. include your account number.')).toEqual(
      [],
    );
  });

  it('masks to the last four', () => {
    expect(maskAccountNumber('123456789')).toEqual({ masked: '****6789', last4: '6789' });
    expect(readNumberToken('4111 1111 1111 1234 is', 0)?.digits).toBe('4111111111111234');
  });
});

describe('maskSensitive', () => {
  it('masks SSNs, labelled account numbers and long digit runs, keeping the length', () => {
    const text = 'SSN: 123-45-6789, ssn 123456789, Account No. 4111 1111 1111 1234, ref 584-345, id 1234567890123.';
    const masked = maskSensitive(text);
    expect(masked).toBe('SSN: ***-**-6789, ssn *****6789, Account No. **** **** **** 1234, ref **4-345, id *********0123.');
    expect(masked).toHaveLength(text.length);
  });

  it('leaves phone numbers, ZIP+4 codes, amounts and dates alone', () => {
    const text = 'Call 800-123-4567 or (800) 123-4567. Pasadena, CA 91111-2222. Pay $12345678.00 by 01/02/2017 or 2017-01-02 or 01-02-2017.';
    expect(maskSensitive(text)).toBe(text);
  });

  it('masks OCR-read numbers on the original characters', () => {
    expect(maskSensitive('Account Number: l23456789')).toBe('Account Number: *****6789');
  });
});
