/**
 * Paraphrase families (decision 130) for the terms of a payment offer read by kind, what is offered and when:
 * - a fixed sum to be paid by a stated date, in a letter that offers to settle: the Avila safe harbour in any words
 *   (Avila v. Riexinger, 2d Cir. 2016; Watson v. Midland Credit Management, E.D.N.Y., on fixed-sum, fixed-date options);
 * - an open-ended plan ("monthly payments as low as $50"): outside the safe harbour, so a stated balance beside it is
 *   asked about (and flagged on "it grows") even where the letter's other options meet the harbour (Watson);
 * - a plan or a dated sum called a settlement or a discount whose terms cost more than the balance the letter states:
 *   asked whether the balance grows, flagged when it cannot (15 U.S.C. 1692e(2)(A), 1692e(10)).
 * Near misses are lawful: a plan costing exactly the balance, a real discount, a plan not called a settlement, a
 * growing balance, a demand for the balance by a date with no offer. English and Spanish. Written from the law's
 * categories, not from any letter of the instruments. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { readOfferTerms } from './offer-terms';
import { laterLetter, ruleOutcome } from './test-letters';

const TODAY = '2019-06-12';
const letterIn = (body: string, city = 'Albany, NY 12208'): string =>
  laterLetter(body, { collector: 'Harbor Point Recovery, Inc.', address: 'PO Box 77\nAlbany, NY 12207', consumerCity: city, date: 'June 2, 2019' });
const interest = (body: string, answers: UserAnswers = {}, city?: string, state = 'NY') =>
  ruleOutcome('interest_accrual_not_disclosed', letterIn(body, city), { state, senderIsOriginalCreditor: false, ...answers }, TODAY);
const offer = (body: string, answers: UserAnswers = {}) =>
  ruleOutcome('settlement_offer_false_urgency', letterIn(body), { state: 'NY', senderIsOriginalCreditor: false, ...answers }, TODAY);

// ---------------------------------------------------------------------------------------------
// The terms, by kind

const LUMP_BY_DATE = [
  'Pay $600.00 by June 30, 2019 to settle this account.',
  'If we receive $600.00 on or before 6/30/2019, we will accept it as payment in full.',
  'Send $600.00 no later than the 30th of June and the account will be closed.',
  'Before June 30, 2019, a payment of $600.00 resolves this account.',
  'Pague $600.00 antes del 30 de junio de 2019 para liquidar su cuenta.',
  'Si recibimos $600.00 a más tardar el 30 de junio, daremos la cuenta por saldada.',
];
const INSTALMENTS = [
  '12 easy payments of only $95.00',
  'twelve monthly payments of $95.00',
  '$95.00 a month for 12 months',
  '$1,140.00 in 12 payments',
  '12 pagos mensuales de $95.00',
  '$95.00 al mes durante 12 meses',
  'doce cuotas de $95.00',
];
const OPEN_ENDED = [
  'Monthly payments as low as $50 per month.',
  'Monthly Payments As Low As: $50 per month',
  'Payment plans starting at $50 a month are available.',
  'Set up payments from only $50 a month.',
  'Pay for as little as $50 a month.',
  'Pagos mensuales desde solo $50 al mes.',
  'Planes de pago a partir de $50 al mes.',
];

describe('an offer read by what it offers and when (decision 130)', () => {
  it('reads a fixed sum by a stated date, in English and Spanish, in either order', () => {
    expect(LUMP_BY_DATE.filter((s) => !readOfferTerms(s).some((t) => t.kind === 'lump_by_date' && t.amount === 600))).toEqual([]);
  });
  it('reads a plan from its count and figure, or its total and count', () => {
    expect(INSTALMENTS.filter((s) => !readOfferTerms(s).some((t) => t.kind === 'instalments' && t.total === 1140 && t.count === 12))).toEqual([]);
  });
  it('reads an open-ended plan by its floor', () => {
    expect(OPEN_ENDED.filter((s) => !readOfferTerms(s).some((t) => t.kind === 'open_ended' && t.amount === 50))).toEqual([]);
  });
  it('reads no offer in a balance, a payment made, or a date with no figure', () => {
    const none = ['Balance due: $1,234.56', 'Your payment of $100.00 was received on May 1, 2019.', 'Please respond by June 30, 2019.'];
    expect(none.filter((s) => readOfferTerms(s).some((t) => t.kind !== 'lump_by_date' || !/received/.test(s)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Avila and Watson: the safe harbour of a fixed sum by a date, and the open-ended plan it does not reach

const BALANCE = 'Current balance: $2,140.55';
const FIXED_OFFERS = [
  `${BALANCE}\nYou are pre-approved for our discount program. We will accept $1,284.33 in full satisfaction if paid by June 30, 2019.`,
  `${BALANCE}\nYou are pre-approved for our discount program. Option 1: pay $1,284.33 by June 30, 2019.`,
  `${BALANCE}\nSettlement offer: send $1,284.33 on or before 6/30/2019.`,
  `Saldo actual: $2,140.55\nUsted fue preaprobado para nuestro programa de descuentos. Opción 1: pague $1,284.33 antes del 30 de junio de 2019.`,
  // the sum said to end the debt in its own sentence, with no offer word elsewhere
  `Saldo actual: $2,140.55\nSi recibimos $1,284.33 a más tardar el 30 de junio de 2019, daremos la cuenta por saldada.`,
  `${BALANCE}\nIf $1,284.33 reaches us before June 30, 2019, your account will be closed as paid in full.`,
];
const openBeside = (fixed: string, plan: string): string => `${fixed}\n${plan}`;

describe('the Avila safe harbour read by kind, and the open-ended plan outside it (Watson)', () => {
  it('a fixed sum offered by a date passes, in English and Spanish, even when the balance grows', () => {
    expect(FIXED_OFFERS.filter((s) => interest(s) !== 'silent')).toEqual([]);
    expect(FIXED_OFFERS.filter((s) => interest(s, { balanceCanIncrease: true }) !== 'silent')).toEqual([]);
  });
  it('an open-ended plan beside the same offers leaves the balance asked about, and flagged when it grows', () => {
    const variants = FIXED_OFFERS.flatMap((fixed) => [OPEN_ENDED[0]!, OPEN_ENDED[2]!, OPEN_ENDED[5]!].map((plan) => openBeside(fixed, plan)));
    expect(variants.filter((s) => interest(s) !== 'ask')).toEqual([]);
    expect(variants.filter((s) => interest(s, { balanceCanIncrease: true }) !== 'flag')).toEqual([]);
    expect(variants.filter((s) => interest(s, { balanceCanIncrease: false }) !== 'silent')).toEqual([]);
  });
  it('near misses: a demand for the balance by a date with no offer is no harbour; a growth warning still passes', () => {
    expect(interest(`${BALANCE}\nPlease pay $2,140.55 by June 30, 2019.`, { balanceCanIncrease: true })).toBe('flag');
    const warned = `${BALANCE}\nBecause of interest, the amount due on the day you pay may be greater.\n${OPEN_ENDED[0]!}`;
    expect(interest(warned, { balanceCanIncrease: true })).toBe('silent');
  });
  it('an open-ended plan with no balance stated asks nothing (nothing is stated as owed)', () => {
    expect(OPEN_ENDED.filter((s) => interest(s) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A "settlement" or "discount" whose terms cost more than the stated balance

const OVERPRICED = [
  'Balance: $1,050.00\nYou qualify to settle this account with 12 easy payments of only $95.00!',
  'Balance due: $1,050.00\nSpecial discount: resolve your account for twelve monthly payments of $95.00.',
  'Amount owed: $1,050.00\nSettle today: $95.00 a month for 12 months.',
  'Current balance: $1,050.00\nSettlement offer: pay $1,140.00 by June 30, 2019.',
  'Saldo actual: $1,050.00\nAcuerdo de pago con descuento: 12 pagos mensuales de $95.00.',
];
const FAIR = [
  // the plan costs the balance, or less
  'Balance: $1,140.00\nYou qualify to settle this account with 12 easy payments of only $95.00!',
  'Balance: $2,000.00\nSettle this account with 12 payments of $95.00.',
  'Current balance: $1,050.00\nSettlement offer: pay $630.00 by June 30, 2019.',
  // a figure owed now that is only part of the balance: the plan is measured against the largest
  'Past-due amount owed: $190.00\nTotal balance due: $1,200.00\nSettle this account with 12 payments of $95.00.',
  // a plan not put as a settlement or discount
  'Balance: $1,000.00\nYou may pay in 12 payments of $95.00 if you prefer; late payments add fees.',
];

describe('an offer called a settlement that costs more than the balance (1692e(2)(A), 1692e(10))', () => {
  it('asks whether the balance grows, flags when it cannot, and is silent when it can', () => {
    expect(OVERPRICED.filter((s) => offer(s) !== 'ask')).toEqual([]);
    expect(OVERPRICED.filter((s) => offer(s, { balanceCanIncrease: false }) !== 'flag')).toEqual([]);
    expect(OVERPRICED.filter((s) => offer(s, { balanceCanIncrease: true }) !== 'silent')).toEqual([]);
  });
  it('near misses: a plan costing the balance or less, a real discount, a plan not called a settlement', () => {
    expect(FAIR.filter((s) => offer(s, { balanceCanIncrease: false }) !== 'silent')).toEqual([]);
    expect(FAIR.filter((s) => offer(s) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Who offers what, in the number and the language it is written in: plural offers, Spanish inflections

const ONE_TIME_OFFERS = [
  'Balance due: $1,000.00\nOur special offers end soon. These offers will never be repeated.',
  'Saldo adeudado: $1,000.00\nDescuentos especiales para usted. Estos descuentos no se repetirán.',
  'Saldo adeudado: $1,000.00\nLe ofrecemos una rebaja de su saldo. Es su última oportunidad.',
  'Saldo adeudado: $1,000.00\nLiquidación de su cuenta por $400.00. Es su última oportunidad.',
  'Saldo adeudado: $1,000.00\nOfertas de pago disponibles. Esta es su última oportunidad.',
  'Saldo adeudado: $1,000.00\nAcuerdos de pago con descuento. Estas ofertas no se volverán a repetir.',
];
const RENEWAL_SAID = [
  'Balance due: $1,000.00\nOur special offers end soon. We are not obligated to renew these offers.',
  'Saldo adeudado: $1,000.00\nDescuentos especiales para usted. No estamos obligados a renovar estos descuentos.',
  'Saldo adeudado: $1,000.00\nOfertas de pago disponibles. Estas ofertas pueden no renovarse.',
  // no offer at all
  'Balance due: $1,000.00\nThis is your last chance to call us about your account.',
];

describe('an offer framed as one-time, read in the plural and in Spanish inflections (Goswami; Evory)', () => {
  it('flags offers named in the plural or with a Spanish inflection and framed as never repeated', () => {
    expect(ONE_TIME_OFFERS.filter((s) => offer(s) !== 'flag')).toEqual([]);
  });
  it('near misses: the same offers with the Evory statement, and last-chance words with no offer', () => {
    expect(RENEWAL_SAID.filter((s) => offer(s) !== 'silent')).toEqual([]);
  });
});
