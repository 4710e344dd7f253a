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
import { gulfStatesCreditorFlagged as flagged, gulfStatesNotice } from './test-letters';

const letter = (reference: string, opening = 'Our client has placed your account with this office for collection.', spanish = false): string =>
  gulfStatesNotice(reference, opening, spanish);

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
    expect(
      flagged(letter('RE: Medical Services', 'Our client, Mobile Infirmary Medical Center, has placed your account with this office for collection.')),
    ).toBe(false);
  });
  it('Spanish: "Asunto: Clínica Dental Bahía" names a party: silent', () => {
    expect(flagged(letter('Asunto: Clínica Dental Bahía', 'Nuestro cliente ha asignado su cuenta a esta oficina para su cobro.', true))).toBe(false);
  });
});
