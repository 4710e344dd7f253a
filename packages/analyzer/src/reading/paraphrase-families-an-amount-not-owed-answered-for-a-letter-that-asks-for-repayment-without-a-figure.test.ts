/**
 * Paraphrase family for decision 395 (issue 26), from the law and a class of the development letters: a collector's letter that
 * asks for money in words of arranging it ("if we are unable to arrange repayment", "contact us to set up repayment", "unless
 * repayment is arranged", "acordar el pago") and prints no figure in the words in hand, where the person says the amount sought
 * is more than they owe. Asking for more than is owed misstates the amount of the debt (15 U.S.C. 1692e(2)(A), 1692f(1);
 * 12 CFR 1006.18(b)(2)(i); Rosen v. L J Ross Associates, E.D.N.Y. 2021; Frias v. Patenaude & Felix, W.D. Wash. 2022), whether
 * the figure is printed on the page read or on one the person has not uploaded. `misstated_legal_status` heard the answer only
 * where the words print a figure or the person said the pages are not the whole letter (decision 346); a letter whose pages
 * were never said to be whole, and that asks for money without a figure, neither asked nor heard it, and the reading layer
 * did not count an invitation to arrange repayment as a request for money. Near misses: the same letter said to be whole
 * (decision 346: no figure, nothing asked), a letter that asks for nothing, arrangements that are not of payment ("arrange a
 * call"), a request denied ("you do not need to arrange any payment"), thanks for an arrangement made, and the answer no.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, runRule } from './test-letters';
import { requestsForMoney } from './requests-for-money';

const RULE = 'misstated_legal_status';
const NO_FIGURE = 'Re: Account ending 6620.';

/** A later letter of the collector's holding only `words` (no figure, no other request to call or pay). */
const letter = (words: string): string => collectorLetterWithoutNotice(words, NO_FIGURE).replace(/\nPlease call our office[^\n]*\n/, '');
const run = (words: string, answers: UserAnswers) => runRule(RULE, letter(words), { isFirstContact: false, ...answers }, 'WA', '2019-08-31');

const ARRANGING = [
  // conditional, the failure to arrange as the condition of the next step
  'If we are unable to arrange repayment, your account will be sent to an attorney in your state for possible legal action.',
  'If we cannot work out a repayment plan, our client may consider other options.',
  'Unless repayment is arranged within thirty days, the creditor may take further steps.',
  // imperative and invitation, other verbs and nouns
  'Please contact us to set up repayment of this account.',
  'Call us today to work out a payment schedule that fits your budget.',
  'We would like to arrange payment of this account with you.',
  'You may call us to arrange for payment.',
  'Please call to arrange to pay this account.',
  'Our representatives can help you schedule your payments.',
  'You can set up a payment arrangement online at any time.',
  // Spanish
  'Si no podemos acordar el pago, su cuenta será enviada a un abogado.',
  'Comuníquese con nosotros para organizar el pago de esta cuenta.',
  'Llámenos para establecer un plan de pagos.',
];

describe('a request to arrange repayment is a request for money', () => {
  it.each(ARRANGING)('the reading layer counts it: %s', (words) => {
    expect(requestsForMoney(letter(words)).length).toBeGreaterThan(0);
  });
});

describe('an amount not owed, answered for a letter that asks for money without a figure', () => {
  it.each(ARRANGING)('asks whether the amount sought is more than is owed: %s', (words) => {
    expect(run(words, {}).asks).toContain('amountDemandedExceedsOwed');
  });

  it.each(ARRANGING)('flags once the person says the letter asks for more than they owe: %s', (words) => {
    expect(run(words, { amountDemandedExceedsOwed: true }).flagged).toBe(true);
  });

  it.each(ARRANGING)('stays silent on the answer no: %s', (words) => {
    expect(run(words, { amountDemandedExceedsOwed: false, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false }).flagged).toBe(false);
  });
});

describe('near misses', () => {
  it.each(ARRANGING)('the same letter said to be whole prints no figure and is not asked about an amount (decision 346): %s', (words) => {
    expect(run(words, { allPagesUploaded: true }).asks).not.toContain('amountDemandedExceedsOwed');
  });

  it.each([
    'We are happy to arrange a convenient time to review your file with you.',
    'We can set up a call with a representative at your convenience.',
    'You do not need to arrange any payment at this time.',
    'Thank you for arranging payment of this account.',
    'Llámenos para acordar una hora para hablar.',
  ])('words that ask for no money are not read as a request, nor asked about an amount: %s', (words) => {
    expect(requestsForMoney(letter(words))).toEqual([]);
    const outcome = run(words, { amountDemandedExceedsOwed: true });
    expect(outcome.asks).not.toContain('amountDemandedExceedsOwed');
    expect(outcome.flagged).toBe(false);
  });
});
