/**
 * Paraphrase family for decision 414 (issue 26): a collector's letter to a consumer it knows has a lawyer that says it is not an
 * attempt to collect a debt (or no demand for payment) and asks for nothing is not a communication "in connection with the
 * collection of any debt" (15 U.S.C. 1692c(a)(2)). Whether a letter is one is judged by its animating purpose, a demand for
 * payment weighed first (Grden v. Leikin Ingber & Winters, 6th Cir. 2011; Gburek v. Litton Loan Servicing, 7th Cir. 2010); letters
 * that "do not demand payment, offer alternatives to default, or request financial information" and "expressly disclaim that the
 * letter is an 'attempt to collect a debt'" were not attempts to collect (Davis v. Portfolio Recovery Associates, W.D. Pa. 2022,
 * development L759). On the start code `contact_represented_consumer` flagged every such letter once the person said the collector
 * knew of the lawyer. Must stay silent: the disclaimer in the ways letters print it (beside the collector's identification, as
 * "not a demand for payment", "for informational purposes only", in capitals, in Spanish). Must flag: the same disclaimer beside a
 * balance, a request for payment, an offer, payment arrangements or a request for financial information, and a letter that says
 * it is an attempt to collect. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { questionsAskedBy, ruleOutcome } from './test-letters';

const letter = (body: string): string =>
  [
    'Portfolio Recovery Associates, LLC\n120 Corporate Blvd, Norfolk, VA 23502',
    'March 3, 2021',
    'Dana Lewis\n40 Elm St\nPittsburgh, PA 15212',
    'Re: Account ending 7731',
    'Dear Dana Lewis:',
    body,
    'Sincerely,\nPortfolio Recovery Associates, LLC',
  ].join('\n\n');

const outcome = (body: string): string =>
  ruleOutcome('contact_represented_consumer', letter(body), { state: 'PA', collectorKnowsAttorney: true }, '2021-03-12');

const DISCLAIMERS = [
  'This communication is from a debt collector but is not an attempt to collect a debt. Notice: See Reverse Side for Important Information.',
  'Enclosed is a copy of the account statement. This letter is not an attempt to collect a debt and is sent for informational purposes only.',
  'The enclosed documents describe the account. This is not a demand for payment.',
  'This communication is from a debt collector. It is not intended as an attempt to collect a debt.',
  'THIS COMMUNICATION IS FROM A DEBT COLLECTOR BUT IS NOT AN ATTEMPT TO COLLECT A DEBT.',
  'Our records show the account below. This notice does not constitute a demand for payment and is provided for your information.',
  'Esta comunicación proviene de un cobrador de deudas, pero no es un intento de cobrar una deuda.',
  'Adjuntamos una copia del estado de cuenta. Esta carta no constituye una demanda de pago.',
  // Decision 426: the disclaimer with other verbs ("does not constitute", "should not be construed as", "is not being sent to
  // collect"), and the servicer's bankruptcy form that also speaks of personal liability.
  'The enclosed statement is provided for your records. This notice does not constitute an attempt to collect a debt.',
  'This letter should not be construed as an attempt to collect a debt.',
  'Nothing in this letter shall be deemed an attempt to collect a debt or a demand for payment.',
  'This statement is not being sent to collect a debt; it is sent to tell you of the status of the account.',
  'To the extent your original obligation was discharged, or is subject to an automatic stay of bankruptcy under Title 11 of the United States Code, this notice is for compliance and/or informational purposes only and does not constitute an attempt to collect a debt or to impose personal liability for such obligation.',
  'Esta carta no tiene el propósito de cobrar una deuda.',
];

describe('a letter that says it is not an attempt to collect and asks for nothing: not a communication to collect the debt (Davis v. Portfolio Recovery, W.D. Pa. 2022)', () => {
  it.each(DISCLAIMERS)('does not flag "%s"', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });

  it('asks nothing of the person when the letter disclaims collection and asks for nothing', () => {
    expect(questionsAskedBy('contact_represented_consumer', letter(DISCLAIMERS[0]!), { state: 'PA' }, '2021-03-12')).toEqual([]);
  });
});

describe('near misses: the disclaimer beside collection, or no disclaimer at all', () => {
  it.each([
    ['a request for payment beside it', `${DISCLAIMERS[0]!}\n\nPlease remit the balance of $1,204.19 to the address above.`],
    ['a balance stated as due', `${DISCLAIMERS[1]!}\n\nBalance due: $1,204.19`],
    ['payment arrangements offered', `${DISCLAIMERS[2]!} Call us at 1-800-555-0100 to make payment arrangements.`],
    ['an offer to settle', `${DISCLAIMERS[3]!} We are authorized to accept $600.00 in full settlement of this account.`],
    [
      'the letter said an attempt to collect',
      'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    ],
    ['a demand with no disclaimer', 'Please call our office to discuss your account and pay the balance of $1,204.19.'],
    ['a Spanish request beside it', `${DISCLAIMERS[6]!} Por favor envíe su pago de $1,204.19 a esta oficina.`],
    ['a disclaimer denied', 'This letter is not for informational purposes only. Please pay $1,204.19 now.'],
  ])('flags %s', (_label, body) => {
    expect(outcome(body)).toBe('flag');
  });
});
