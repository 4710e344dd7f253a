/**
 * Paraphrase families for decision 524 (issue 26: rejected theories and lawful letters flagged on the instruments' open
 * halves), written from the law (legal-reference §1.5) and the ways collectors write, not from any one letter:
 * - a sum given as the size of a change ("a 30% fee would be added, increasing the amount you owe by $373.68", "a payment
 *   today reduces your balance by $200.00", "aumentaría el saldo adeudado en $373.68") is not a second statement of what is
 *   owed now: `amounts_contradictory` (15 U.S.C. 1692e(2)(A), 1692g(a)(1)) reads only amounts said to be owed, and a
 *   difference is not one; two different figures each said to be owed now still contradict;
 * - interest and fees said only possibly to have accrued, named as why the amount due may vary ("because additional interest
 *   and fees may have accrued since then, the amount due may vary from day to day") are the Miller v. McCalla explanation of a
 *   changing amount (7th Cir. 2000; Avila v. Riexinger, 2d Cir. 2016), which courts hold not misleading where the debt's terms
 *   let it grow: not a statement that a fee is added, so `unauthorized_fees_or_interest` (1692f(1)) does not flag it from the
 *   words (it asks); a fee said to be added, or threatened if the consumer does not pay, is still flagged from the words.
 * English and Spanish (both kinds are written in Spanish).
 */
import { describe, expect, it } from 'vitest';
import { firstLetterOutcome } from './test-letters';

const CONTRADICTORY = 'amounts_contradictory';
const FEES = 'unauthorized_fees_or_interest';

// The letter's own figure is "Balance Due: $1,245.60" (statuteEraLetter).

/** Sums given as the size of a change to what is owed: never a second balance. */
const CHANGE_BY_A_SUM = [
  'If this account is referred to an attorney, a collection fee of 30% will be added, increasing the amount you owe by $373.68.',
  'A payment of $200.00 today will reduce your balance by $200.00.',
  'Each late charge would raise the amount you owe by $25.00.',
  'Your payment last week lowered the balance owed by $150.00.',
  'Interest at 9% a year will increase your total balance by about $9.35 each month.',
  'Each missed instalment brings a $35.00 charge, which raises your account balance by $35.00.',
  'Our hardship program can cut the amount you owe by up to $400.00.',
  'Si la cuenta pasa a un abogado, se agregará un cargo de cobranza del 30%, lo que aumentaría el saldo adeudado en $373.68.',
  'Un pago de $200.00 hoy reducirá su saldo en $200.00.',
  'Cada cargo por pago tardío incrementa el monto adeudado en $25.00.',
];

/** Two figures each said to be owed now, nothing explaining the difference: still contradictory. */
const TWO_BALANCES = [
  'The amount you owe is $1,400.00.',
  'Our records show that you owe $1,400.00 today.',
  'Your current balance is $1,400.00.',
  'Su saldo actual es $1,400.00.',
];

describe('decision 524: a sum given as the size of a change is not a second balance (amounts_contradictory)', () => {
  it.each(CHANGE_BY_A_SUM)('silent: %s', (sentence) => {
    expect(firstLetterOutcome(CONTRADICTORY, sentence)).toBe('silent');
  });
  it.each(TWO_BALANCES)('still flagged: %s', (sentence) => {
    expect(firstLetterOutcome(CONTRADICTORY, sentence)).toBe('flag');
  });
});

/** Charges said only possibly to have accrued (or to accrue), named as why the amount due may vary: the Miller explanation. */
const MAY_HAVE_ACCRUED = [
  'Because additional interest and fees may have accrued since then, the amount due may vary from day to day.',
  'Since further interest and fees may have been added after this date, the balance may change.',
  'Because interest, late charges and fees may have been assessed since that date, the amount due may vary.',
  'As interest and late fees may have accrued after the date above, the amount you owe may be different when we receive your payment.',
  'Given that interest and other charges might have accrued since then, your balance may vary.',
  'Because late charges and fees may have posted since this statement, the total due may change.',
  'Debido a que pueden haberse acumulado intereses y cargos desde entonces, la cantidad adeudada puede variar de un día a otro.',
  'Como pueden haberse agregado intereses y cargos después de esa fecha, su saldo puede cambiar.',
  'Ya que podrían haberse acumulado intereses y cargos adicionales, el monto adeudado puede variar.',
  'Dado que pueden haberse cobrado cargos por pago tardío desde esa fecha, su saldo puede variar.',
];

/** Fees said to be added, or threatened if the consumer does not pay: still flagged from the words (nothing allows them). */
const FEES_ADDED = [
  'A collection fee of 30% will be added to your balance if you do not pay.',
  'Late fees will be added to your account each month until it is paid.',
  'Additional fees may be added to your balance if this account is not resolved.',
  'Because collection fees may be added if you do not pay, the amount due may increase.',
  'Charges such as collection fees may be added to your balance, and the amount due may increase.',
  'Se agregarán cargos de cobranza a su saldo si no paga.',
  'Si no paga, se podrán agregar cargos de cobranza a su cuenta.',
];

describe('decision 524: charges that may have accrued, named as why the amount may vary, are not a fee added (unauthorized_fees_or_interest)', () => {
  it.each(MAY_HAVE_ACCRUED)('not flagged from the words: %s', (sentence) => {
    expect(firstLetterOutcome(FEES, sentence)).not.toBe('flag');
  });
  it.each(FEES_ADDED)('still flagged: %s', (sentence) => {
    expect(firstLetterOutcome(FEES, sentence)).toBe('flag');
  });
});
