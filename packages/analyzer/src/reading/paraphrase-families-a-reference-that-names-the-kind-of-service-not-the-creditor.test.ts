/**
 * A reference line that names the kind of service or bill, not a party: "RE: Medical Services", "Regarding: Emergency Room
 * Visit", "Asunto: Servicios médicos", beside "our client" or "the account shown" (issue 26, open law letter W603). Tests, not the
 * measure.
 *
 * The law: the notice must give "the name of the creditor to whom the debt is owed" (15 U.S.C. 1692g(a)(2); 12 CFR
 * 1006.34(c)(2)(v)). A reference line names the creditor outside the Second and Seventh Circuits when it holds a name
 * (Encarnacion v. Financial Corp. of America, M.D. Fla. 2019), but "Medical Services" is what the debt is for, not who is owed:
 * "our client" then points to no one (McGinty v. Professional Claims Bureau, E.D.N.Y. 2016; Sparkman v. Zwicker & Associates,
 * E.D.N.Y. 2005).
 *
 * What was missed on the start code: the reference's capitalised words ("Medical", "Emergency Room") were read as a name, so
 * "Read the creditor named in "RE: Medical Services" as the current creditor, which the letter calls "Our client"" passed it.
 *
 * Near misses (silent): a reference that names the provider beside the service ("RE: Medical Services — Gulf Coast Radiology
 * Associates", "RE: Mercy Hospital"), the client named in the body, "Asunto: Clínica Dental Bahía".
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const NOTICE =
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt, or any portion thereof, this office will assume the debt is valid. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt or a copy of a judgment against you and mail a copy of such verification or judgment to you. Upon your written request within the thirty-day period, this office will provide you with the name and address of the original creditor, if different from the current creditor.';
const NOTICE_ES =
  'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute la validez de la deuda o de cualquier parte de ella, esta oficina supondrá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro de ese plazo de treinta días que disputa la deuda o cualquier parte de ella, esta oficina obtendrá la verificación de la deuda o una copia de una sentencia en su contra y le enviará por correo una copia. Si usted lo solicita por escrito dentro del mismo plazo, esta oficina le dará el nombre y la dirección del acreedor original, si es diferente del acreedor actual.';

const letter = (reference: string, opening = 'Our client has placed your account with this office for collection.', spanish = false): string =>
  [
    'GULF STATES ADJUSTMENT COMPANY\nP.O. Box 850117\nMobile, AL 36685',
    'August 12, 2019',
    'Darnell K. Whitfield\n1150 Dauphin Island Parkway\nMobile, AL 36605',
    `${reference}\nPatient Account: XXXX0045\n${spanish ? 'Saldo' : 'Balance Due'}: $1,316.00`,
    spanish ? 'Estimado Sr. Whitfield:' : 'Dear Mr. Whitfield:',
    `${opening} ${spanish ? 'Comuníquese con esta oficina para hacer su pago.' : 'Please contact this office to arrange payment.'}`,
    spanish ? NOTICE_ES : NOTICE,
    spanish ? 'Atentamente,\n\nGulf States Adjustment Company' : 'Sincerely,\n\nGulf States Adjustment Company',
    spanish
      ? 'Esta comunicación es de un cobrador de deudas. Es un intento de cobrar una deuda.'
      : 'This is an attempt to collect a debt by a debt collector. Any information obtained will be used for that purpose.',
  ].join('\n\n');

const flagged = (text: string): boolean => runRule('vn_current_creditor', text, { allPagesUploaded: true, isFirstContact: true }, 'AL', '2019-08-22').flagged;

describe('a reference that names the kind of service, not the creditor', () => {
  it.each([
    'RE: Medical Services',
    'RE: MEDICAL SERVICES',
    'Re: Dental Services',
    'Regarding: Emergency Room Visit',
    'RE: Services Rendered 03/14/2019',
    'RE: Hospital Services',
    'Re: Professional Services',
    'RE: Ambulance Transport',
    'Re: Lab Services',
    'Subject: Medical Treatment',
  ])('"%s" with "our client" names no one: flagged', (reference) => {
    expect(flagged(letter(reference))).toBe(true);
  });
  it('"RE: Medical Services" with "the account shown above" names no one: flagged', () => {
    expect(flagged(letter('RE: Medical Services', 'The account shown above has been placed with this office for collection.'))).toBe(true);
  });
  it.each([
    ['Asunto: Servicios Médicos', 'Nuestro cliente ha asignado su cuenta a esta oficina para su cobro.'],
    ['Referencia: Atención de Emergencia', 'Nuestro cliente ha asignado su cuenta a esta oficina para su cobro.'],
    ['Asunto: Servicios Dentales', 'Nuestro cliente ha asignado su cuenta a esta oficina para su cobro.'],
  ])('Spanish: "%s" names no one: flagged', (reference, opening) => {
    expect(flagged(letter(reference, opening, true))).toBe(true);
  });
  it.each([
    'RE: Medical Services — Gulf Coast Radiology Associates',
    'RE: Mercy Hospital',
    'RE: Lakeside Medical Center',
    'RE: Dr. Ana Ruiz, Dental Services',
    'RE: Mobile Infirmary — Emergency Room Visit',
  ])('"%s" names a party: silent', (reference) => {
    expect(flagged(letter(reference))).toBe(false);
  });
  it('the client named in the body: silent', () => {
    expect(flagged(letter('RE: Medical Services', 'Our client, Mobile Infirmary Medical Center, has placed your account with this office for collection.'))).toBe(false);
  });
  it('Spanish: "Asunto: Clínica Dental Bahía" names a party: silent', () => {
    expect(flagged(letter('Asunto: Clínica Dental Bahía', 'Nuestro cliente ha asignado su cuenta a esta oficina para su cobro.', true))).toBe(false);
  });
});
