import { describe, expect, it } from 'vitest';
import { findAddressBlocks, isStreetLine, matchCityStateZip } from './find-address-blocks';
import { toSource } from './source';

describe('findAddressBlocks', () => {
  it('reads the name, street lines and city line of each block, in two columns', () => {
    const src = toSource(
      [
        'RETURN SERVICE REQUESTED',
        'Acme Recovery LLC                          To: Jo Smith',
        'Attorneys at Law                           12 Oak Rd, Apt 4',
        'PO Box 10                                  Springfield, IL 62701',
        'Chicago, IL 60601',
        '(312) 555-0199',
      ].join('\n'),
    );
    const blocks = findAddressBlocks(src);
    expect(blocks.map((b) => [b.name?.name, b.nameLabel, b.address.map((l) => l.text), b.extra.map((l) => l.text)])).toEqual([
      ['Acme Recovery LLC', '', ['PO Box 10', 'Chicago, IL 60601'], ['(312) 555-0199']],
      ['Jo Smith', 'to', ['12 Oak Rd, Apt 4', 'Springfield, IL 62701'], []],
    ]);
  });

  it('knows street and city lines, with OCR junk after the ZIP', () => {
    expect(isStreetLine('2323 Park Street')).toBe(true);
    expect(isStreetLine('P.O. B0x 9921')).toBe(true);
    expect(isStreetLine('Apartment 342')).toBe(true);
    expect(isStreetLine('Person A')).toBe(false);
    expect(matchCityStateZip('Pasadena, CA 91111-2227 3 358')?.length).toBe('Pasadena, CA 91111-2227'.length);
    expect(matchCityStateZip('Springfield, XX 62701')).toBeNull();
  });
});
