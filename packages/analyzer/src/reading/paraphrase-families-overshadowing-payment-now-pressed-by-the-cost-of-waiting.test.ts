/**
 * Paraphrase family for decision 414 (issue 26): a first letter that asks for payment now, "at this time", and says paying now
 * spares the consumer further expense or costs ("If you wish to dispose of this matter at this time without further expense,
 * please forward a money order…": Mistretta v. Babb, N.D. Ill. 2003, development L669, motion to dismiss the overshadowing claim
 * denied). The choice it offers is between paying now and paying more, inside the thirty days, with nothing to say the rights
 * survive the demand (Bartlett v. Heibl, 7th Cir. 1997): "if you wish" is then no free invitation (Wilson v. Quadramed, 3d Cir.
 * 2000, read the invitation with no such cost), and "at this time" is now. On the start code `overshadow_payment_deadline` passed
 * them. Must flag: the cost of waiting said in the ways letters say it ("without further expense", "to avoid further costs",
 * "before additional costs are incurred", Spanish), with the time ("at this time", "now", "today"). Must not flag: the same cost
 * with no time (a request, Bartlett), "at this time" in an invitation with no cost ("if you are unable to pay at this time, call
 * us"), a payment channel at no extra charge, "no further expense" said as a reassurance, a cost said after the period. Tests,
 * not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome('overshadow_payment_deadline', statuteEraLetter(sentence, { notice: true }), { state: 'OH', isFirstContact: true }, '2016-03-10');

describe('payment asked now and pressed by the cost of waiting, in the first letter beside the notice', () => {
  it.each([
    'If you wish to dispose of this matter at this time without further expense, please forward a money order or bank check in the amount of $250.00.',
    'Please pay the balance at this time to avoid further expense.',
    'To avoid further costs, we ask that you remit the balance at this time.',
    'If you would like to resolve this account at this time and avoid additional collection costs, send your payment of $1,245.60.',
    'Please send the balance now, before additional costs are incurred.',
    'If you want to close this matter without further expense to you, mail your check for $1,245.60 today.',
    'PLEASE REMIT THE BALANCE AT THIS TIME TO AVOID ANY FURTHER EXPENSE.',
    'Si desea resolver este asunto en este momento sin gastos adicionales, envíe su pago de $1,245.60.',
    'Para evitar más gastos, le pedimos que pague el saldo en este momento.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses: a request with no time, an invitation with no cost, a channel at no charge, a reassurance', () => {
  it.each([
    'Please pay the balance to avoid further expense.',
    'If you are unable to pay the balance at this time, please call us to discuss a payment plan.',
    'You may pay the balance at this time if you wish.',
    'Payments can be made online at this time without additional charge.',
    'There will be no further expense to you if you pay the balance at this time.',
    'No decision has been made at this time to take further action on this account.',
    'Si no puede pagar el saldo en este momento, llámenos para hablar de un plan de pagos.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
