import { generateLetter } from '@debtshield/letters';
import { describe, expect, it } from 'vitest';
import { hasLetterBlanks, parseAddressBlock, readLetterAddresses } from './address';
import { SAMPLE_LETTER } from './sample-letter';

describe('reading the addresses of a letter', () => {
  it("reads the sender and the recipient blocks of a generated letter's layout", () => {
    const { sender, recipient } = readLetterAddresses(SAMPLE_LETTER);
    expect(sender).toEqual({
      name: 'Jordan Reyes',
      address_line1: '12 Elm St',
      address_line2: 'Apt 4',
      address_city: 'Austin',
      address_state: 'TX',
      address_zip: '78701',
    });
    expect(recipient).toEqual({
      name: 'Apex Recovery Partners',
      address_line1: 'PO Box 4410',
      address_city: 'Chicago',
      address_state: 'IL',
      address_zip: '60601-4410',
    });
  });

  it('reads nothing from a block with blanks, no ZIP, or a name only', () => {
    expect(parseAddressBlock('[COLLECTOR NAME]\n[COLLECTOR MAILING ADDRESS]')).toBeNull();
    expect(parseAddressBlock('Apex\n200 Lake St\nChicago, IL')).toBeNull();
    expect(parseAddressBlock('Apex Recovery Partners')).toBeNull();
  });

  it('a letter the package writes without the facts has blanks and no address', () => {
    const letter = generateLetter({ kind: 'validation_request', date: '2026-03-02' });
    expect(hasLetterBlanks(letter.body)).toBe(true);
    expect(readLetterAddresses(letter.body).recipient).toBeNull();
    expect(hasLetterBlanks(SAMPLE_LETTER)).toBe(false);
  });
});
