/**
 * Paraphrase families for decision 379 (issue 26), from probes of the law on a balance said, or not said, to grow. Written from
 * the law, in our own sentences, never a letter's:
 *
 * - interest said to **run** ("interest keeps running on this balance", "interest continues to run at the contract rate",
 *   "interest runs daily", "los intereses siguen corriendo"): the growth *Avila v. Riexinger & Associates* (2d Cir. 2016) asks a
 *   collector to disclose, in the everyday verb for it. Where the balance can grow it is that disclosure, so
 *   `interest_accrual_not_disclosed` stays silent when `balanceCanIncrease` is answered yes; where nothing more can be added the
 *   words are false (*Boucher v. Finance System of Green Bay*, 7th Cir. 2018; *Taylor v. Financial Recovery Services*, 2d Cir.
 *   2018; 15 U.S.C. 1692e(2)(A)), and `interest_increase_language_false` flags on "no". Before, the words were not read: the
 *   letter was flagged for saying nothing of growth when it had said it.
 * - **fees said to keep coming** ("late fees will continue to be assessed each month", "a late fee will be charged every month
 *   the account remains unpaid", "fees will keep being added", "se seguirán cobrando cargos por mora cada mes"): judged as charges
 *   by `unauthorized_fees_or_interest` already, but not taken by `interest_accrual_not_disclosed` as the statement that the
 *   balance may increase, which they are (*Avila*; *Miller v. McCalla, Raymer*, 7th Cir. 2000, names "late charges, and other
 *   charges" as what makes the amount greater).
 * - the debt said to **get bigger with each day** of delay ("each day you wait, the amount you owe gets bigger", "cada día que
 *   pasa, su deuda es mayor", "cada mes que no paga, su saldo aumenta"): growth said by its cause, as "the longer you wait, the
 *   more you will owe" was read.
 * - a figure stated as owed by its **state after it**, no verb ("your account shows $1,345.60 outstanding", "there is $1,345.60
 *   left to pay", "quedan $1,345.60 pendientes de pago"), beside the heading's balance: two amounts for what is owed that do not
 *   reconcile (15 U.S.C. 1692e(2)(A), 1692g(a)(1)), now read by `amounts_contradictory`.
 *
 * Near misses kept as they were: interest said not to run or to have stopped running (no growth claimed); other things that run
 * (a period, an offer, a program); late fees said not to continue; a fee charged once in the past; a returned-payment fee (a
 * charge the consumer's own act would cause, not the balance growing: `interest_accrual_not_disclosed` still flags the fixed
 * balance when the consumer says it grows); "each day you wait" with no word of the debt; the heading's own figure said
 * outstanding, a figure outstanding at charge-off or at a sale, an offer's base. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const INTEREST = 'interest_accrual_not_disclosed';
const GROWTH = 'interest_increase_language_false';
const FEES = 'unauthorized_fees_or_interest';
const AMOUNTS = 'amounts_contradictory';
const TODAY = '2016-03-20';
/** A New York letter (Avila binds); the time-barred gate's question answered, so what a rule asks is its own. */
const BASE = { state: 'NY', lastPaymentDate: '2015-10-01' };
const NOTHING_CAN_BE_ADDED = { balanceCanIncrease: false, contractAllowsCollectionFees: false };
const IT_GROWS = { balanceCanIncrease: true, contractAllowsCollectionFees: true };

/** A Spanish sentence is marked "ES:" and set in the Spanish letter. */
const letter = (s: string): string => (s.startsWith('ES: ') ? spanishStatuteEraLetter(s.slice(4)) : statuteEraLetter(s, { notice: true }));
const outcome = (rule: string, s: string, answers: Record<string, unknown> = {}) => ruleOutcome(rule, letter(s), { ...BASE, ...answers } as never, TODAY);

const interestRuns = [
  'Interest keeps running on this balance until it is paid.',
  'Interest continues to run at the contract rate.',
  'Please note that interest is still running on this account.',
  'Your balance will not stay at this figure; interest runs daily.',
  'Interest has been running since the account was charged off.',
  'Interest is running on the unpaid balance at 9% a year.',
  'ES: Los intereses siguen corriendo hasta que pague la totalidad.',
  'ES: Los intereses continúan corriendo sobre su saldo.',
  'ES: Los intereses corren diariamente sobre su saldo.',
];

const feesKeepComing = [
  'Late fees will continue to be assessed each month until the account is paid.',
  'A late fee will be charged every month that the account remains unpaid.',
  'Fees will keep being added to the account.',
  'Collection fees continue to be added to your account each month.',
  'ES: Se seguirán cobrando cargos por mora cada mes hasta que la cuenta se pague.',
  'ES: Cada mes se le cobra un cargo por mora.',
];

const biggerEachDay = [
  'Each day you wait, the amount you owe gets bigger.',
  'Every month you do not pay, your balance gets larger.',
  'Every month that the account remains unpaid, your balance goes up.',
  'Every day that goes by, interest is added to your balance.',
  'The balance continues to climb as interest accrues.',
  'Your debt keeps getting bigger.',
  'ES: Cada día que pasa, su deuda es mayor.',
  'ES: Cada mes que no paga, su saldo aumenta.',
];

describe('interest said to run: the disclosure where the balance grows, false where it cannot', () => {
  for (const s of interestRuns) {
    it(`discloses growth: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('silent'));
    it(`false where nothing can be added: ${s}`, () => expect(outcome(GROWTH, s, NOTHING_CAN_BE_ADDED)).toBe('flag'));
    it(`asked unanswered: ${s}`, () => expect(outcome(GROWTH, s)).toBe('ask'));
  }
});

describe('fees said to keep coming: the disclosure where the balance grows, a charge judged where none is allowed', () => {
  for (const s of feesKeepComing) {
    it(`discloses growth: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('silent'));
    it(`a charge not allowed: ${s}`, () => expect(outcome(FEES, s, NOTHING_CAN_BE_ADDED)).toBe('flag'));
  }
});

describe('a debt said to get bigger with each day of delay', () => {
  for (const s of biggerEachDay) {
    it(`discloses growth: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('silent'));
    it(`false where nothing can be added: ${s}`, () => expect(outcome(GROWTH, s, NOTHING_CAN_BE_ADDED)).toBe('flag'));
  }
});

describe('near misses: no growth said', () => {
  const noGrowth = [
    'Interest does not run on this account.',
    'Interest stopped running when the account was charged off.',
    'The thirty-day period runs from the date you receive this letter.',
    'The offer runs until June 30, 2016.',
    'Our office is running a special program this month.',
    'No late fees will be assessed on this account.',
    'Each day you wait is a day we cannot help you.',
    'ES: Los intereses no corren sobre esta cuenta.',
    'ES: Cada día que pasa es importante.',
    'Interest has not been running on this account.',
    'ES: No se le cobra ningún cargo por esta carta.',
  ];
  for (const s of noGrowth) {
    it(`not a growth claim: ${s}`, () => expect(outcome(GROWTH, s, NOTHING_CAN_BE_ADDED)).toBe('silent'));
    it(`no charge: ${s}`, () => expect(outcome(FEES, s, NOTHING_CAN_BE_ADDED)).toBe('silent'));
  }
  // A fixed balance the consumer says grows, beside a fee charged once or one the consumer's act would cause: still the Avila
  // finding, since neither says the balance itself keeps growing.
  for (const s of ['A late fee was charged to the account in May 2015.', 'If your payment is returned, a $25.00 fee will be charged.'])
    it(`still no disclosure: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('flag'));
});

// A second figure stated as owed with its state right after it and no verb ("$1,345.60 outstanding", "$1,345.60 left to pay",
// "$1,345.60 pendientes de pago"), beside the heading's balance of $1,245.60: two amounts for what is owed that do not
// reconcile (15 U.S.C. 1692e(2)(A), 1692g(a)(1)); the same figure, a figure at charge-off or at a sale, and an offer's base are not.
describe('a figure said to be outstanding or left to pay, against the stated balance', () => {
  for (const s of [
    'Your account shows $1,345.60 outstanding.',
    'There is $1,345.60 left to pay on this account.',
    'ES: Quedan $1,345.60 pendientes de pago en su cuenta.',
    'ES: Su cuenta muestra $1,345.60 pendientes.',
  ])
    it(`two owed figures: ${s}`, () => expect(outcome(AMOUNTS, s)).toBe('flag'));
  for (const s of [
    'Your account shows $1,245.60 outstanding.',
    'The account had $1,100.00 outstanding at charge-off.',
    'Of the original $2,000.00, $1,345.60 was outstanding when the account was sold.',
    'We will accept $622.80 of the $1,245.60 outstanding.',
    'ES: Usted tenía $1,100.00 pendientes al 1 de enero de 2015.',
  ])
    it(`one owed figure: ${s}`, () => expect(outcome(AMOUNTS, s)).toBe('silent'));
});
