/**
 * Paraphrase families for decision 263 (issue 26: settlement offers, a balance said to grow, and amounts, read by what the
 * sentence does), written from the law and the ways collectors write, not from any letter of the instruments:
 * - an offer read by what paying ends: a figure below the debt said to close, clear, settle or pay off the account ("and we
 *   will call it even", "as full payment", "saldar la cuenta por", "daremos por cancelada la deuda", "como pago total"), a
 *   settlement offer whatever its words — judged on a time-barred debt in the 3d Circuit (Tatis v. Allied Interstate, 2018),
 *   where a bare request is lawful (Huertas v. Galaxy, 2011), and as the offer a "last chance" is pinned to (Goswami v.
 *   American Collections Enterprise, 5th Cir. 2004; the Evory statement cures it);
 * - a balance said to grow in more forms (the disclosure Avila v. Riexinger, 2d Cir. 2016, asks for; false where nothing can
 *   be added, Boucher v. Finance System of Green Bay, 7th Cir. 2018): "se siguen agregando intereses", "el saldo crecerá",
 *   "your debt keeps growing", "your account continues to earn interest", "we will keep adding interest";
 * - two figures for what is owed now, one of them said in a sentence rather than under a label ("our records show you still
 *   owe $2,410.55", "$2,410.55 is the amount you owe", "usted nos debe $2,410.55"): 15 U.S.C. 1692e(2)(A), 1692g(a)(1).
 * Near misses that must stay silent: the whole balance asked "to close the account", what happened (a past tense), the
 * effect denied, a plan's end; the balance said not to grow; history, the part due now, a difference the letter itemizes.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { settlementOfferSpans } from './settlement-offers';
import { readSumsThatEndTheDebt } from './sums-that-end-the-debt';
import { bareLaterLetter, laterLetter, ruleOutcome } from './test-letters';

// ---------------------------------------------------------------------------------------------
// Offers read by what paying ends

const BALANCE = 'Balance: $2,140.55';
const SALDO = 'Saldo: $2,140.55';
const ENDS_FOR_LESS = [
  `${BALANCE}\nWe are offering you the chance to clear this account for $800.00.`,
  `${BALANCE}\nPay $800.00 and the account is closed for good.`,
  `${BALANCE}\nWe will take $800.00 as full payment.`,
  `${BALANCE}\nSend us $800.00 and we will call it even.`,
  `${BALANCE}\nYou can get rid of this debt for just $800.00.`,
  `${BALANCE}\nWe can close out your balance with a single payment of $800.00.`,
  `${BALANCE}\nYour balance would be considered paid in full upon receipt of $800.00.`,
  `${SALDO}\nPuede cerrar esta cuenta pagando solo $800.00.`,
  `${SALDO}\nLe ofrecemos saldar la cuenta por $800.00.`,
  `${SALDO}\nPague $800.00 y daremos por cancelada la deuda.`,
  `${SALDO}\nAceptamos $800.00 como pago total.`,
  `${SALDO}\nCon un pago de $800.00, su deuda quedaría liquidada.`,
];
const NOT_AN_OFFER = [
  // the whole balance asked to close the account: a demand (Huertas)
  `${BALANCE}\nPay $2,140.55 to close this account.`,
  `${SALDO}\nPague $2,140.55 para saldar su cuenta.`,
  // what happened, not what paying will do
  `${BALANCE}\nYour prior account was closed after a payment of $800.00.`,
  // the effect denied
  `${BALANCE}\nPaying $800.00 will not close this account.`,
  `${SALDO}\nSu cuenta no quedará saldada con un pago de $800.00.`,
  `${SALDO}\nNo aceptamos $800.00 como pago total.`,
  // a plan's end, or the end only with the whole debt, not what one figure does
  `${BALANCE}\nPay $95.00 a month until the balance is paid in full.`,
  `${BALANCE}\nPayments of $100.00 will be applied to the balance until it is paid off.`,
  `${BALANCE}\nYour minimum payment of $50.00 is due; the account will be closed when paid in full.`,
  // a fee, not a sum paid
  `${BALANCE}\nA $35.00 fee will be charged if the account is closed.`,
];

const TODAY_TB = '2024-03-13';
const njLetter = (body: string): string => bareLaterLetter(body, 'Trenton, NJ 08608', 'March 3, 2024');
const OLD: UserAnswers = { lastPaymentDate: '2012-01-15' };

describe('an offer read by what paying ends (Tatis; Goswami)', () => {
  it.each(ENDS_FOR_LESS)('%s — read as an offer to end the debt for less', (words) => {
    expect(readSumsThatEndTheDebt(words).map((o) => o.amount)).toEqual([800]);
    expect(settlementOfferSpans(words).length).toBeGreaterThan(0);
  });
  it.each(ENDS_FOR_LESS)('%s — New Jersey, last paid in 2012, no disclosure: flagged', (words) => {
    expect(ruleOutcome('time_barred_no_disclosure_federal', njLetter(words), OLD, TODAY_TB)).toBe('flag');
  });
  it.each(ENDS_FOR_LESS)('%s — beside "this is your last chance": false urgency flagged', (words) => {
    const text = laterLetter(`${words}\nThis is your last chance.`, NY);
    expect(ruleOutcome('settlement_offer_false_urgency', text, { state: 'NY', senderIsOriginalCreditor: false }, TODAY)).toBe('flag');
  });
  it.each(ENDS_FOR_LESS)('%s — with the Evory statement: not flagged', (words) => {
    const text = laterLetter(`${words}\nThis is your last chance. We are not obligated to renew this offer.`, NY);
    expect(ruleOutcome('settlement_offer_false_urgency', text, { state: 'NY', senderIsOriginalCreditor: false }, TODAY)).toBe('silent');
  });
  it.each(NOT_AN_OFFER)('%s — no offer to end the debt for less', (words) => {
    expect(readSumsThatEndTheDebt(words)).toEqual([]);
  });
  it.each(NOT_AN_OFFER.filter((w) => !/\b(?:a month|Payments of|minimum payment)\b/.test(w)))(
    '%s — New Jersey, last paid in 2012: a bare request, lawful (Huertas)',
    (words) => {
      expect(ruleOutcome('time_barred_no_disclosure_federal', njLetter(words), OLD, TODAY_TB)).toBe('silent');
    },
  );
  it('the whole balance asked "to close the account" beside "last chance" is no settlement offer', () => {
    const text = laterLetter(`${BALANCE}\nPay $2,140.55 to close this account. This is your last chance.`, NY);
    expect(ruleOutcome('settlement_offer_false_urgency', text, { state: 'NY', senderIsOriginalCreditor: false }, TODAY)).toBe('silent');
  });
  it('plans without a figure read as offers to take the debt over time, in English and Spanish', () => {
    const plans = [
      'You can pay this balance in affordable monthly payments.',
      'Puede pagar en pagos mensuales.',
      'Puede pagar su deuda a plazos.',
      'Le permitimos pagar en mensualidades.',
    ];
    expect(plans.filter((p) => settlementOfferSpans(p).length === 0)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A balance said to grow, in more forms

const TODAY = '2019-06-12';
const NY = { collector: 'Harbor Point Recovery, Inc.', address: 'PO Box 77\nAlbany, NY 12207', consumerCity: 'Albany, NY 12208', date: 'June 2, 2019' };
const nyOutcome = (ruleId: string, body: string, answers: UserAnswers) =>
  ruleOutcome(ruleId, laterLetter(body, NY), { state: 'NY', senderIsOriginalCreditor: false, ...answers }, TODAY);

const GROWS = [
  'Se siguen agregando intereses a su cuenta.',
  'Se están acumulando intereses en su cuenta.',
  'El saldo crecerá con los intereses.',
  'Su deuda aumentará cada mes.',
  'Your account continues to earn interest.',
  'This account generates interest every month.',
  'Your debt keeps growing every month.',
  'We will keep adding interest until you pay.',
];
const DOES_NOT_GROW = [
  'Su saldo no aumentará.',
  'No se siguen agregando intereses a su cuenta.',
  'Your debt does not keep growing: interest stopped when the account was charged off.',
  'We will not keep adding interest.',
];

describe('a balance said to grow, in more forms (Avila; Boucher)', () => {
  it.each(GROWS)('%s — the disclosure Avila asks for: not flagged when the balance grows', (words) => {
    expect(nyOutcome('interest_accrual_not_disclosed', `Current balance: $2,140.55\n${words}`, { balanceCanIncrease: true })).toBe('silent');
  });
  it.each(GROWS)('%s — false where nothing can be added: flagged (Boucher)', (words) => {
    expect(nyOutcome('interest_increase_language_false', `Current balance: $2,140.55\n${words}`, { balanceCanIncrease: false })).toBe('flag');
  });
  it.each(DOES_NOT_GROW)('%s — no growth said: not flagged as false growth language', (words) => {
    expect(nyOutcome('interest_increase_language_false', `Current balance: $2,140.55\n${words}`, { balanceCanIncrease: false })).toBe('silent');
    expect(nyOutcome('interest_accrual_not_disclosed', `Current balance: $2,140.55\n${words}`, { balanceCanIncrease: false })).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// Two figures for what is owed now, one said in a sentence

const TWO_FIGURES = [
  'Balance due: $2,140.55\nOur records show you still owe $2,410.55.',
  'Balance due: $2,140.55\n$2,410.55 is owed on this account.',
  'Balance due: $2,140.55\n$2,410.55 is the amount you owe.',
  'Saldo: $2,140.55\nUsted nos debe $2,410.55.',
  'Saldo: $2,140.55\nUsted todavía le debe $2,410.55 a Pinecrest Bank.',
  'Saldo: $2,140.55\n$2,410.55 es su saldo actual.',
];
const ONE_FIGURE_NOW = [
  // the same figure twice
  'Balance due: $2,140.55\nOur records show you owe $2,140.55.',
  // a difference the letter itemizes
  'Balance due: $2,410.55\nYou owe $2,140.55 plus interest of $270.00.',
  // a payment scheduled, not the debt
  'Balance due: $2,140.55\nPayment in the amount of $250.00 is due by June 30, 2019.',
  // the part due now
  'Total balance: $2,140.55\nOf that, $710.00 represents the amount now due.',
  // history
  'Balance due: $2,410.55\n$2,140.55 was owed when the account was placed with us.',
  'Saldo: $2,410.55\nUsted debía $2,140.55 cuando la cuenta fue vendida.',
];

describe('two figures for what is owed now, one said in a sentence (1692e(2)(A), 1692g(a)(1))', () => {
  it.each(TWO_FIGURES)('%s — flagged', (words) => {
    expect(nyOutcome('amounts_contradictory', words, {})).toBe('flag');
  });
  it.each(ONE_FIGURE_NOW)('%s — not flagged', (words) => {
    expect(nyOutcome('amounts_contradictory', words, {})).toBe('silent');
  });
});
