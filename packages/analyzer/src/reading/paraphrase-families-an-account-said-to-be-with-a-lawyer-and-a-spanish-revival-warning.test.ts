/**
 * Two lawful sentences of the fourth batch's open half that the start code of session 52 flagged (issue 26, open paraphrases P380
 * of development L377 and P375 of L780). Tests, not the measure.
 *
 * - The account said to be with a lawyer, not moved to one ("the payment flexibility we offer may not be available once your
 *   account is with a lawyer"): the letter says what comes next, a referral, as "if the Account goes to an attorney" does, and
 *   courts take a stated referral at its word (Ramirez v. Midland Funding, N.D. Ill. 2020, held Midland's "pre-legal review" letters
 *   lawful; decision 185). Whether a suit was meant is asked (`lawsuitFiled`), never flagged from the words.
 * - The Spanish warning that a payment or a written promise can renew the debt and restart the time to sue ("puede renovar la deuda
 *   y hacer que vuelva a correr el plazo para presentar una demanda en su contra"): the revival notice the CFPB's and the states'
 *   time-bar disclosures give, no threat of suit (Domke v. MRS BPO, M.D. Fla. 2020, held such a disclosure lawful; 12 CFR 1006.26(b)).
 */
import { describe, expect, it } from 'vitest';
import { CITY_IN, ruleOutcome, runRule } from './test-letters';

const preLegal = (sentence: string): string =>
  [
    'Keystone Credit Management, Inc.\nPO Box 900, Chicago, IL 60601',
    'February 1, 2017',
    `Pat Moore\n5 Pine St\n${CITY_IN.IL}`,
    'ACCOUNT STATUS: PRE-LEGAL REVIEW\nAccount XXXX9186. Current owner: Keystone Funding LLC. Balance: $2,310.00',
    sentence,
    'This communication is from a debt collector.',
    'Keystone Credit Management, Inc.',
  ].join('\n\n');
const preLegalOutcome = (sentence: string): string =>
  ruleOutcome('threat_legal_action_unintended', preLegal(sentence), { state: 'IL', senderIsOriginalCreditor: false }, '2017-03-01');

describe('an account said to be with a lawyer is a stated referral, asked about and not flagged', () => {
  const CANONICAL =
    'If the Account goes to an attorney, our flexible options may no longer be available to you. There is still an opportunity to make arrangements with us.';
  it('the canonical sentence is asked about', () => {
    expect(preLegalOutcome(CANONICAL)).toBe('ask');
  });
  it.each([
    "WE'D RATHER SOLVE THIS WITH YOU. The payment flexibility we offer may not be available once your account is with a lawyer. There is still time to set up an arrangement with us.",
    'Once your file is in the hands of an attorney, these payment options may end. We would rather resolve this with you.',
    'Nuestras opciones de pago podrían no estar disponibles una vez que su cuenta esté con un abogado. Preferimos resolver esto con usted.',
  ])('"%s" gives the canonical outcome', (sentence) => {
    expect(preLegalOutcome(sentence)).toBe(preLegalOutcome(CANONICAL));
  });
});

const TIME_BAR_RULES = ['time_barred_suit_threat', 'threat_legal_action_unintended', 'time_barred_no_disclosure_federal'];
const spanishDisclosure = (revival: string): string =>
  [
    'Sunbelt BPO, LLC\nPO Box 300, Tampa, FL 33601',
    '3 de junio de 2019',
    `Luis Ortega\n22 Palm Ave\nMiami, FL 33101`,
    'Cuenta XXXX0714. Acreedor actual: Keystone Capital Systems LLC. Saldo: $980.00',
    `La ley limita el tiempo durante el cual se le puede demandar por una deuda. Dada la antigüedad de su deuda, Keystone Capital Systems LLC no puede demandarle por ella. Sunbelt tampoco puede demandarle por esta deuda. ${revival} Le corresponde a usted determinar el efecto de cualquier acción que tome respecto de esta deuda.`,
    'Esta comunicación proviene de un cobrador de deudas.',
    'Sunbelt BPO, LLC',
  ].join('\n\n');
const flagsOf = (revival: string): string[] =>
  TIME_BAR_RULES.filter(
    (id) => runRule(id, spanishDisclosure(revival), { debtPastLimitationPeriod: true, allPagesUploaded: true, readsSpanish: true }, 'FL', '2019-06-13').flagged,
  );

describe('the Spanish warning that the debt can be renewed and the time to sue restarted is no threat', () => {
  it.each([
    'En muchos casos, usted puede renovar la deuda y hacer que vuelva a correr el plazo para presentar una demanda en su contra si realiza ciertos actos, como hacer determinados pagos de la deuda o prometer por escrito que la pagará.',
    'Si usted hace un pago o promete pagar por escrito, el plazo para presentar una demanda en su contra podría comenzar de nuevo.',
    'Un pago o una promesa escrita de pago puede reiniciar el tiempo durante el cual se le puede demandar.',
  ])('"%s" flags no time-bar rule', (revival) => {
    expect(flagsOf(revival)).toEqual([]);
  });
  // The right to sue said not to be renewed by a payment (open law letter W233): a denial of revival, no threat of suit. Whether
  // the letter must still warn of a written promise reviving the debt is the state's law (Florida's here), not this family's.
  it('"Si usted hace un pago, eso no renovará nuestro derecho a demandarle." is no threat of suit', () => {
    const threats = flagsOf('Si usted hace un pago, eso no renovará nuestro derecho a demandarle.').filter((id) => id !== 'time_barred_no_disclosure_federal');
    expect(threats).toEqual([]);
  });
});
