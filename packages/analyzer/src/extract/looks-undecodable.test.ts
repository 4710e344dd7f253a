import { describe, expect, it } from 'vitest';
import { looksUndecodable } from './read-pdf-page';

// A scanner's OCR layer whose font map is broken maps glyphs to the wrong printable characters (the real
// TransUnion report in shared/fixtures has such pages): that page must be read by OCR instead.
describe('looksUndecodable', () => {
  it('flags a text layer of glyphs mapped to the wrong printable characters', () => {
    const garbage = [
      "&?;9:';'<(@):*AB*9CBD)!<\"@#$% +,-./,0-12,3+4+435=86-7>/+1482E+,+3",
      "&FK)VC*V@)H;WG<H*@)LXM<BL)AHL'@)B 6-NSOYPYQRQSTZI6UIN+J",
      "[F^;CA@C<)<_XVBH)H')C@)' 3-1\\I]3I6E-\\",
      '3456 78 " 9 " :56;4<= 3?=@6; A 0# B?; CD6 E0E F D56 GHG<G;= IJKLMJN *OJJOPQJ',
    ].join('\n');
    expect(looksUndecodable(garbage)).toBe(true);
  });

  it('leaves real text alone: a letter, a report page with amounts and dates, a short stamp', () => {
    expect(
      looksUndecodable(
        'This is a communication from a debt collector. We are trying to collect a debt that you owe to Northwind Bank. You owe $1,250.00 as of 03/14/2025.',
      ),
    ).toBe(false);
    expect(
      looksUndecodable(
        [
          'Balance $459',
          'Date Updated 05/24/2025',
          'Pay Status Current Account',
          'Terms $28 per month; paid Monthly',
          'Phone (800) 955-7070',
          'Address P O Box 31293 Salt Lake City, UT 84131',
        ].join('\n'),
      ),
    ).toBe(false);
    expect(looksUndecodable('RECEIVED')).toBe(false);
  });
});
