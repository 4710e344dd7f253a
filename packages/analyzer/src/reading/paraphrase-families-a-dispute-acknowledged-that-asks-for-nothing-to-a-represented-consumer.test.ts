/**
 * Paraphrase family for decision 398 (issue 26): a letter to a consumer the collector knows has a lawyer that only says her
 * dispute or letter was received and is being looked into (or that nothing is needed from her), and asks for nothing, is not a
 * communication "in connection with the collection of any debt" (15 U.S.C. 1692c(a)(2); its animating purpose is not to induce
 * payment: Grden v. Leikin Ingber & Winters, 6th Cir. 2011; Gburek v. Litton Loan Servicing, 7th Cir. 2010; Hennessey v.
 * Medicredit, E.D. Mo. 2018, development L692). On the start code `contact_represented_consumer` flagged every such letter once the
 * person said the collector knew of the lawyer. Must stay silent: the acknowledgement in the ways collectors write it, with
 * the collector's identification, in capitals, in Spanish. Must flag: the same with a balance, a request for payment, the
 * statement that the letter is an attempt to collect, an acknowledgement that says nothing is being looked into, and a letter
 * with no acknowledgement. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { questionsAskedBy, ruleOutcome } from './test-letters';

const letter = (body: string): string =>
  [
    'Midwest Medical Recovery, Inc.\nPO Box 2200, St. Louis, MO 63101',
    'November 1, 2017',
    'Maria Gomez\n12 Oak St\nKirkwood, MO 63122',
    'Re: Your account with Pinecrest Hospital. Account ending 4411.',
    'Dear Maria Gomez:',
    body,
    'Sincerely,\nMidwest Medical Recovery, Inc.',
  ].join('\n\n');

const outcome = (body: string): string =>
  ruleOutcome('contact_represented_consumer', letter(body), { state: 'MO', collectorKnowsAttorney: true }, '2017-11-10');

const ACKNOWLEDGEMENTS = [
  'We have received your dispute regarding your account with Pinecrest Hospital and are currently investigating the matter. No additional information or action is needed from you at this time. If we need more information, someone will contact you.',
  'This letter acknowledges receipt of your correspondence disputing this account. Your account is under review, and you do not need to take any action.',
  'Your letter disputing the balance was received on October 20, 2017. We will investigate and respond to you in writing.',
  'We are in receipt of your written dispute. The account has been forwarded to our client for review.',
  'Thank you for your letter of October 20. We are reviewing your dispute; no further action is required on your part.',
  'WE HAVE RECEIVED YOUR DISPUTE AND ARE INVESTIGATING IT. NO ACTION IS REQUIRED FROM YOU AT THIS TIME.',
  'This communication is from a debt collector.\n\nOur office has received your request for verification and is researching the account. We will write to you when our review is complete.',
  'Hemos recibido su disputa sobre su cuenta con Pinecrest Hospital y la estamos investigando. No se requiere ninguna acción de su parte en este momento.',
  'Acusamos recibo de su carta. Su cuenta está en revisión y no necesita hacer nada por ahora.',
];

describe('a dispute acknowledged, nothing asked: not a communication to collect the debt (Hennessey v. Medicredit, E.D. Mo. 2018)', () => {
  it.each(ACKNOWLEDGEMENTS)('does not flag "%s"', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });

  it('asks nothing of the person when the letter only acknowledges the dispute', () => {
    expect(questionsAskedBy('contact_represented_consumer', letter(ACKNOWLEDGEMENTS[0]!), { state: 'MO' }, '2017-11-10')).toEqual([]);
  });
});

describe('near misses: the acknowledgement beside collection, or no acknowledgement at all', () => {
  it.each([
    ['a request for payment beside it', `${ACKNOWLEDGEMENTS[0]!} In the meantime, please remit the balance of $622.66.`],
    ['a balance stated as due', `${ACKNOWLEDGEMENTS[1]!}\n\nBalance due: $622.66`],
    [
      'the letter said an attempt to collect',
      `${ACKNOWLEDGEMENTS[2]!}\n\nThis is an attempt to collect a debt and any information obtained will be used for that purpose.`,
    ],
    ['the debt said verified and payment asked', 'We have received your dispute. The debt has been verified; please pay $622.66 by November 30, 2017.'],
    ['an acknowledgement with nothing looked into', 'We have received your letter. Please call us to arrange payment of your account.'],
    ['a call about payment', 'We have received your dispute and are reviewing it. Please call our office to set up a payment plan.'],
    ['no acknowledgement', 'Please call our office to discuss your account.'],
    ['a Spanish request beside it', `${ACKNOWLEDGEMENTS[7]!} Por favor envíe su pago de $622.66 a esta oficina.`],
    ['a dispute to come, not received', 'If we receive your dispute, we will investigate it. Please pay the balance of $622.66 now.'],
  ])('flags %s', (_label, body) => {
    expect(outcome(body)).toBe('flag');
  });
});
