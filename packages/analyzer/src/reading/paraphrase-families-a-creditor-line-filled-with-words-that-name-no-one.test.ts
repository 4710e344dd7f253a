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
import { runRule } from './test-letters';

const NOTICE =
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt, or any portion thereof, this office will assume the debt is valid. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt or a copy of a judgment against you and mail a copy of such verification or judgment to you. Upon your written request within the thirty-day period, this office will provide you with the name and address of the original creditor, if different from the current creditor.';
const NOTICE_ES =
  'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute la validez de la deuda o de cualquier parte de ella, esta oficina supondrá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro de ese plazo de treinta días que disputa la deuda o cualquier parte de ella, esta oficina obtendrá la verificación de la deuda y le enviará por correo una copia.';

const letter = (lines: string, opening = 'Your account has been placed with this office for collection.', spanish = false): string =>
  [
    'GULF STATES ADJUSTMENT COMPANY\nP.O. Box 850117\nMobile, AL 36685',
    'August 12, 2019',
    'Darnell K. Whitfield\n1150 Dauphin Island Parkway\nMobile, AL 36605',
    `${lines}\nAccount: XXXX0045\n${spanish ? 'Saldo' : 'Balance Due'}: $1,316.00`,
    spanish ? 'Estimado Sr. Whitfield:' : 'Dear Mr. Whitfield:',
    `${opening} ${spanish ? 'Comuníquese con esta oficina para hacer su pago.' : 'Please contact this office to arrange payment.'}`,
    spanish ? NOTICE_ES : NOTICE,
    spanish ? 'Atentamente,\n\nGulf States Adjustment Company' : 'Sincerely,\n\nGulf States Adjustment Company',
    spanish ? 'Esta comunicación es de un cobrador de deudas.' : 'This is an attempt to collect a debt by a debt collector.',
  ].join('\n\n');

const flagged = (text: string): boolean => runRule('vn_current_creditor', text, { allPagesUploaded: true, isFirstContact: true }, 'AL', '2019-08-22').flagged;

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
