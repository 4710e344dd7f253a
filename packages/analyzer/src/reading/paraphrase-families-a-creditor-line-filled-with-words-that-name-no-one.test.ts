/**
 * A creditor's line filled with words that say the name is not given: "Creditor: Not known", "Creditor: Not available",
 * "Current creditor: Undisclosed", "Acreedor: No disponible" (issue 26, open paraphrase P413, Hartley & Vance's kind: "Creditor:
 * Unknown" on a law firm's letter after it had itself won the judgment for the creditor). Tests, not the measure.
 *
 * The law: a validation notice must give "the name of the creditor to whom the debt is owed" (15 U.S.C. 1692g(a)(2); 12 CFR
 * 1006.34(c)(2)(v)); a line that labels the creditor and says it is unknown, unavailable or withheld gives no name, as "Creditor:
 * Unknown" and "Acreedor actual: Desconocido" do not (decision 343), and says something false where the collector knows it
 * (1692e(10)).
 *
 * What was missed on the start code: "Unknown", "N/A", "None", "Desconocido" were read as naming no one, but not the same act in
 * other words: "Not known", "Not available", "Not provided", "Undisclosed", "Withheld", "Confidential", "No disponible", "No se
 * conoce", "Sin información".
 *
 * Near misses (silent): a company whose name begins with such a word ("Confidential Lending Group, LLC", "Avail Credit Union"),
 * the creditor named elsewhere in the letter ("our client, Cardinal Bank"), only the original creditor's line so filled with the
 * current creditor named.
 */
import { describe, expect, it } from 'vitest';
import { gulfStatesCreditorFlagged as flagged, gulfStatesNotice } from './test-letters';

const letter = (lines: string, opening = 'Your account has been placed with this office for collection.', spanish = false): string =>
  gulfStatesNotice(lines, opening, spanish);

describe('a creditor line filled with words that name no one', () => {
  it.each([
    'Creditor: Not known',
    'Creditor: Not Known.',
    'Creditor: Not available',
    'Creditor: Unavailable',
    'Creditor: Not provided',
    'Current Creditor: Undisclosed',
    'Creditor: Withheld',
    'Creditor: Confidential',
    'Creditor: Not on file',
    'Owed to: Not disclosed',
  ])('"%s" names no one: flagged', (line) => {
    expect(flagged(letter(line))).toBe(true);
  });
  it.each(['Acreedor: No disponible', 'Acreedor actual: No se conoce', 'Acreedor: Sin información', 'Acreedor: Confidencial'])(
    'Spanish: "%s" names no one: flagged',
    (line) => {
      expect(flagged(letter(line, 'Su cuenta ha sido asignada a esta oficina para su cobro.', true))).toBe(true);
    },
  );
  it.each(['Creditor: Confidential Lending Group, LLC', 'Creditor: Avail Credit Union', 'Creditor: Lakeside Bank', 'Acreedor: Disponible Finanzas, S.A.'])(
    '"%s" names a party: silent',
    (line) => {
      expect(flagged(letter(line))).toBe(false);
    },
  );
  it('the creditor named in the body: silent', () => {
    expect(flagged(letter('Creditor: Not available', 'Our client, Cardinal Bank, has placed your account with this office for collection.'))).toBe(false);
  });
  it('only the original creditor line so filled, the current creditor named: silent', () => {
    expect(flagged(letter('Original creditor: Not available\nCurrent creditor: Cardinal Bank'))).toBe(false);
  });
});
