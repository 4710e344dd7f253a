/**
 * Paraphrase families for decision 521 (issue 26), from the law on a balance that grows, in our own sentences, never a letter's:
 *
 * - a **payoff quoted through a date**: the figure said good, valid or guaranteed through a day, or said to include interest
 *   through a day after the letter's date, in a letter that says paying it pays the account off ("Payoff amount: $1,245.60, good
 *   through March 31, 2016", "includes interest at your contract rate through March 31, 2016 … to pay off your account in full",
 *   "Saldo para liquidar: $1,245.60, válido hasta el 31 de marzo de 2016"). The consumer is told what ends the debt and by when:
 *   the *Avila v. Riexinger & Associates* (2d Cir. 2016) alternative safe harbour (the collector will accept the stated amount in
 *   full if paid by a stated date), put as a payoff quote. Before, the figure was read as a fixed balance for a growing debt.
 * - a **balance named by its account** before its figure ("Your balance on your Empire Motors account ending 4521 is $1,245.60",
 *   "The outstanding balance for account number XXXX4521 is …", "El saldo de su cuenta … asciende a $1,245.60"): the stated
 *   balance *Avila* speaks of, however long the words naming the account; before, a figure more than a few words after the word
 *   "balance" was not read as the balance, and a growing debt's letter passed.
 *
 * Near misses: a balance as of a past date with no promise; a figure said to include interest through a day before the letter; a
 * figure computed to a later day with no word that paying it ends the debt; a demand to pay by a date (no promise); a balance the
 * account had at charge-off or originally; the Miller wording; the Avila promise; a minimum payment; a balance that cannot grow.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const INTEREST = 'interest_accrual_not_disclosed';
const TODAY = '2016-03-10';
/** A New York consumer (Avila binds), a later letter, the time-barred gate's question answered. */
const BASE = { state: 'NY', lastPaymentDate: '2015-10-01', isFirstContact: false, senderIsOriginalCreditor: false };
const IT_GROWS = { balanceCanIncrease: true };
const NOTHING_CAN_BE_ADDED = { balanceCanIncrease: false };

/** A short later letter of March 3, 2016 holding `body`; a body marked "ES: " is set in a Spanish letter; "⏎" breaks a line. */
const letter = (s: string): string => {
  const spanish = s.startsWith('ES: ');
  const body = (spanish ? s.slice(4) : s).replace(/⏎/g, '\n');
  return [
    'Acme Recovery Services, Inc.\nPO Box 100, Buffalo, NY 14202',
    spanish ? '3 de marzo de 2016' : 'March 3, 2016',
    'John Smith\n12 Elm Street\nBuffalo, NY 14201',
    spanish ? 'Estimado Sr. Smith:' : 'Dear John Smith:',
    body,
    spanish ? 'Esta comunicación es de un cobrador de deudas.' : 'This communication is from a debt collector.',
    spanish ? 'Atentamente,\nAcme Recovery Services, Inc.' : 'Sincerely,\nAcme Recovery Services, Inc.',
  ].join('\n\n');
};
const outcome = (s: string, answers: Record<string, unknown>) => ruleOutcome(INTEREST, letter(s), { ...BASE, ...answers } as never, TODAY);

/** A payoff quoted through a later day, said to pay the account off: the Avila safe harbour. */
const payoffThroughADate = [
  'Payoff amount: $1,245.60, good through March 31, 2016. Paying it will pay off your account in full.',
  'Total due: $1,245.60*⏎*Includes interest at your contract rate through March 31, 2016.⏎Please send the total due of $1,245.60 now to pay off your account in full.',
  'Current balance: $1,245.60. The $1,245.60 shown is your payoff figure; it is valid until March 31, 2016.',
  'Balance: $1,245.60. This quote includes all accrued interest to March 31, 2016 and will close your account if we receive it by then.',
  'Balance: $1,245.60. Interest accrues at 9% per annum. Your payoff of $1,245.60 is guaranteed through March 31, 2016.',
  'ES: Saldo para liquidar: $1,245.60, válido hasta el 31 de marzo de 2016.',
  'ES: Saldo actual: $1,245.60. Esta cantidad incluye intereses hasta el 31 de marzo de 2016 y liquida su cuenta en su totalidad.',
];

/** Not a payoff quote through a later day that ends the debt: the fixed figure for a growing debt stands. */
const notAPayoffQuote = [
  'Balance as of March 1, 2016: $1,245.60. Please remit this amount.',
  'Total due: $1,245.60*⏎*Includes interest through February 29, 2016.⏎Please send the total due of $1,245.60 now.',
  'Total due: $1,245.60. This amount includes interest through March 31, 2016.',
  'Balance: $1,245.60. Please pay $1,245.60 by March 31, 2016.',
  'ES: Saldo al 1 de marzo de 2016: $1,245.60. Por favor pague esta cantidad.',
];

/** A balance whose figure follows the words naming its account: a stated balance. */
const balanceNamedByItsAccount = [
  'Your balance on your Empire Motors account ending 4521 is $1,245.60. Please call us to arrange payment.',
  'The outstanding balance for account number XXXX4521 with First Valley Bank is $1,245.60.',
  'The current balance of your First Valley Bank credit card account now stands at $1,245.60.',
  'Your unpaid balance with First Valley Bank on the account referenced above totals $1,245.60.',
  'ES: El saldo de su cuenta de First Valley Bank terminada en 4521 asciende a $1,245.60.',
  'ES: Su saldo pendiente con First Valley Bank en la cuenta indicada arriba es de $1,245.60.',
];

const ACCOUNT_BALANCE = 'Your balance on your First Valley Bank account ending 4521 is $1,245.60.';
/** Not a balance stated now, or one the letter already says may grow or will be taken in full by a date. */
const notAStatedGrowingBalance: [string, Record<string, unknown>][] = [
  ['Your balance on your First Valley Bank account ending 4521 was $1,245.60 when it was charged off.', IT_GROWS],
  ['The original balance on your First Valley Bank loan ending 4521 is $1,245.60.', IT_GROWS],
  [`${ACCOUNT_BALANCE} Because interest accrues daily, the amount due on the day you pay may be greater.`, IT_GROWS],
  [`${ACCOUNT_BALANCE} We will accept $1,245.60 in full satisfaction if we receive it by March 31, 2016.`, IT_GROWS],
  ['The minimum payment on your First Valley Bank account ending 4521 is $50.00.', IT_GROWS],
  [ACCOUNT_BALANCE, NOTHING_CAN_BE_ADDED],
];

describe('a payoff quoted through a date (decision 521)', () => {
  it.each(payoffThroughADate)('is the Avila safe harbour where the balance grows: %s', (s) => {
    expect(outcome(s, IT_GROWS)).not.toBe('flag');
  });
  it.each(notAPayoffQuote)('near miss, still the fixed figure for a growing debt: %s', (s) => {
    expect(outcome(s, IT_GROWS)).toBe('flag');
  });
});

describe('a balance named by its account (decision 521)', () => {
  it.each(balanceNamedByItsAccount)('is a stated balance, flagged where it grows unsaid: %s', (s) => {
    expect(outcome(s, IT_GROWS)).toBe('flag');
  });
  it.each(notAStatedGrowingBalance)('near miss, not flagged: %s', (s, answers) => {
    expect(outcome(s, answers)).not.toBe('flag');
  });
});
