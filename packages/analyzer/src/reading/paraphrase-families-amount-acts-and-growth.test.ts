/**
 * Paraphrase families (decision 128) for what a sentence about money DOES, read from its parts rather than its words:
 * - an amount act: a figure tied to what is owed by a label (on its line, in a table cell, on the line above), by a
 *   verb of owing before it, or by the owing said after it ("$1,234.56 is owed"), in English and Spanish;
 * - a growth statement: a subject that is what is owed (the balance, "this amount", "the amount shown", the total, the
 *   sum, "what you owe") or a charge (interest, fees, costs) with a verb of growing, varying, accruing or being added and
 *   its modality, future charges named as what a figure leaves out, and the Spanish hedge as a clause;
 * - the law's judgments on what they found: a growth warning where the letter itself says interest is waived or nil
 *   (Boucher, 7th Cir. 2018; Taylor, 2d Cir. 2018), a stated balance said nothing of while interest accrues (Avila v.
 *   Riexinger, 2d Cir. 2016; Chuway v. National Action, 7th Cir. 2004, applying Miller v. McCalla, 7th Cir. 2000).
 * Near misses are lawful: the Miller and Avila safe harbours where true, a change of the amount caused by a payment, an
 * instalment or an offer, an itemization of zeros (Dick; Reyes), a figure of history (original, charge-off). Written from
 * the law's categories, not from any letter of the instruments. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { readBalanceGrowth } from './balance-growth';
import { readOwedAmounts } from './owed-amounts';
import { laterLetter, ruleOutcome } from './test-letters';

const ID = 'interest_accrual_not_disclosed';
/** Growth said when the balance cannot grow (Boucher) is judged by its own rule since decision 219. */
const GROWTH = 'interest_increase_language_false';
const TODAY = '2019-06-12';
/** A pre-Regulation F later letter from a collector to a consumer in `city` (the state sets the circuit). */
const letterIn = (body: string, city = 'Albany, NY 12208'): string =>
  laterLetter(body, { collector: 'Harbor Point Recovery, Inc.', address: 'PO Box 77\nAlbany, NY 12207', consumerCity: city, date: 'June 2, 2019' });
const outcome = (body: string, answers: UserAnswers = {}, city?: string, state = 'NY', id: string = ID) =>
  ruleOutcome(id, letterIn(body, city), { state, senderIsOriginalCreditor: false, ...answers }, TODAY);
const growth = (body: string, answers: UserAnswers = {}) => outcome(body, answers, undefined, 'NY', GROWTH);

// ---------------------------------------------------------------------------------------------
// The amount act: a figure and what ties it to the debt owed now, wherever it sits

const OWED = [
  'Amount owing: $1,234.56',
  'Outstanding\n$1,234.56',
  '| Now due | $1,234.56 |',
  'Payoff amount: $1,234.56',
  '$1,234.56 is owed on this account.',
  '$1,234.56 remains unpaid.',
  'The sum of $1,234.56 is outstanding.',
  'You still owe $1,234.56.',
  'The amount of $1,234.56 is past due.',
  'Usted debe $1,234.56.',
  'Cantidad adeudada: $1,234.56',
  'Total a pagar: $1,234.56',
  'Monto total: $1,234.56',
];
/** Figures of something else: history, a part of the debt, an offer, an instalment, a payment made. */
const NOT_OWED = [
  'Original balance: $1,234.56',
  'Charge-off balance: $1,234.56',
  'Interest: $0.00',
  'We will accept $600.00 to settle this account.',
  'Monthly payments as low as $50 per month.',
  'Your last payment of $100.00 was received on May 1, 2019.',
  'Settlement amount: $600.00',
  'Minimum payment due: $35.00',
  'Pagos mensuales de $50 al mes.',
];

describe('an amount act read from the figure and what ties it to the debt, in any layout (decision 128)', () => {
  it('reads every layout and verb of owing as a figure owed now', () => {
    expect(OWED.filter((s) => readOwedAmounts(s).length !== 1 || readOwedAmounts(s)[0]!.value !== 1234.56)).toEqual([]);
  });
  it('does not read history, parts of the debt, offers, instalments or payments as what is owed', () => {
    expect(NOT_OWED.filter((s) => readOwedAmounts(s).length > 0)).toEqual([]);
  });
  it('asks in the Second Circuit whether such a balance is growing when the letter says nothing of interest (Avila), and flags on yes', () => {
    // ("Payoff amount" is left out here: the rule reads a payoff figure as the letter's own pointer to a moving amount.)
    const stated = OWED.filter((s) => !/payoff/i.test(s));
    expect(stated.filter((s) => outcome(s) !== 'ask')).toEqual([]);
    expect(stated.filter((s) => outcome(s, { balanceCanIncrease: true }) !== 'flag')).toEqual([]);
    expect(stated.filter((s) => outcome(s, { balanceCanIncrease: false }) !== 'silent')).toEqual([]);
  });
  it('asks nothing of a letter whose only figures are history, offers or instalments', () => {
    expect(NOT_OWED.filter((s) => outcome(s) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The growth statement: subject (what is owed, or a charge) + verb of growing / varying / accruing / being added + modality

const SUBJECTS = ['This amount', 'The amount shown above', 'Your total', 'The sum due', 'The amount you need to pay', 'The amount owing'];
const MOVES = ['may fluctuate', 'could differ on the day you pay', 'may be adjusted upward', 'may be higher later', 'will change over time', 'might increase'];
const owedGrowth = (): string[] => SUBJECTS.map((subject, i) => `${subject} ${MOVES[i % MOVES.length]!}.`);
const CHARGE_GROWTH = [
  'Interest may keep accruing on this account.',
  'Interest will keep being added until the account is resolved.',
  'The balance shown does not include interest that may accrue after the date of this letter.',
  'Es posible que se agreguen intereses a su cuenta.',
  'Los intereses continuarán acumulándose.',
  'El importe puede ser mayor el día que usted pague.',
  'Lo que usted debe puede aumentar.',
  // the charge in the present, as a fact of the account
  'Interest charges apply to this account.',
  'Interest is compounding on this balance.',
  'Interest accrues on unpaid balances.',
  'Interest keeps building up until the account is paid.',
  'Interest will be tacked on each month.',
  'Se cobran intereses diariamente.',
  'Su cuenta genera intereses.',
  'Su saldo sigue devengando intereses.',
];
/** A change of the amount caused by a payment or credit, or the amount of a payment or an offer: no growth. */
const NOT_GROWTH = [
  'If you have recently made a payment, your balance may differ.',
  'Your balance may change once we receive your payment.',
  'The balance shown may vary if payments are in process.',
  'The amount shown may be different if a credit has been applied.',
  'The amount of your monthly payment may change.',
  'The settlement amount may vary with the plan you choose.',
  // a phone carrier's charges, and charges said not to apply
  'Message and data charges may apply to text messages from us.',
  'No interest applies to this account.',
  'Interest does not apply to this account.',
  'No se cobran intereses.',
  'Su cuenta no genera intereses.',
];

describe('a growth statement read from its subject, verb class and modality (decision 128)', () => {
  const variants = [...owedGrowth(), ...CHARGE_GROWTH];
  it('reads every subject × verb and charge wording as a claim that the balance can grow', () => {
    expect(variants.filter((s) => readBalanceGrowth(s).claims.filter((c) => !c.lawfulCondition).length === 0)).toEqual([]);
  });
  it('flags each where nothing can be added (Boucher; Taylor), asks when unknown, passes when the balance does grow (Miller, Avila)', () => {
    expect(variants.filter((s) => growth(s, { balanceCanIncrease: false }) !== 'flag')).toEqual([]);
    expect(variants.filter((s) => growth(s) !== 'ask')).toEqual([]);
    expect(variants.filter((s) => growth(s, { balanceCanIncrease: true }) !== 'silent')).toEqual([]);
    // For the Avila rule the growth said is the disclosure.
    expect(variants.filter((s) => outcome(s, { balanceCanIncrease: false }) !== 'silent')).toEqual([]);
  });
  it('fees and costs said (definitely) to keep coming or to add to the debt are flagged unless the agreement allows them', () => {
    const fees = [
      'Late fees will keep being added until the account is resolved.',
      'The costs of collection, including attorney fees, will add to what you owe.',
    ];
    const fee = (s: string, answers: UserAnswers = {}) =>
      ruleOutcome('unauthorized_fees_or_interest', letterIn(s), { state: 'NY', senderIsOriginalCreditor: false, ...answers }, TODAY);
    expect(fees.filter((s) => fee(s) === 'silent')).toEqual([]);
    expect(fees.filter((s) => fee(s, { contractAllowsCollectionFees: false }) !== 'flag')).toEqual([]);
    expect(fees.filter((s) => fee(s, { contractAllowsCollectionFees: true }) !== 'silent')).toEqual([]);
  });
  it('does not read a change caused by a payment, or the amount of a payment or an offer, as growth', () => {
    expect(NOT_GROWTH.filter((s) => readBalanceGrowth(s).claims.length > 0)).toEqual([]);
    expect(NOT_GROWTH.filter((s) => outcome(s, { balanceCanIncrease: false }) === 'flag')).toEqual([]);
    expect(NOT_GROWTH.filter((s) => growth(s, { balanceCanIncrease: false }) === 'flag')).toEqual([]);
  });
  it('a figure that leaves out future interest is a disclosure, one that leaves out interest already owed is not the debt (Miller)', () => {
    expect(outcome('The balance of $1,234.56 does not include interest that may accrue after today.', { balanceCanIncrease: true })).toBe('silent');
    expect(outcome('The balance of $1,234.56 does not include accrued but unpaid interest.', { balanceCanIncrease: true })).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// The law's judgments on what the readers found

const WAIVED = [
  'Interest: waived',
  'Interest rate: 0%',
  'This account is interest-free.',
  'Your creditor has stopped charging interest on this account.',
  'The creditor no longer charges interest.',
  'This account is not subject to interest.',
  'Tasa de interés: 0%',
];
const WARNING = 'Because interest may continue to accrue, the amount due on the day you pay may be greater.';

describe('a growth warning where the letter itself says interest is waived or nil (Boucher; Taylor; decision 128)', () => {
  it('flags from the words each letter that warns of interest while saying, in its own words or lines, that none is charged', () => {
    expect(WAIVED.filter((w) => growth(`Balance due: $1,234.56\n${w}\n\n${WARNING}`) !== 'flag')).toEqual([]);
  });
  it('an itemization of zeros is what was added since a date, not a promise: asked, not flagged (Dick; Reyes)', () => {
    expect(growth(`Balance due: $1,234.56\nInterest: $0.00\nFees: $0.00\n\n${WARNING}`)).toBe('ask');
  });
  it('a waiver alone, with no warning, is a static balance: no question, no finding (Taylor)', () => {
    expect(WAIVED.filter((w) => outcome(`Balance due: $1,234.56\n${w}`) !== 'silent')).toEqual([]);
  });
});

describe('a stated balance with nothing said of interest, by circuit (Avila, 2d Cir.; Chuway, 7th Cir.; decision 128)', () => {
  const body = 'Current balance: $1,234.56. Please contact our office to resolve this account.';
  it('asks in the Seventh Circuit as in the Second and Third', () => {
    expect(outcome(body, {}, 'Chicago, IL 60601', 'IL')).toBe('ask');
    expect(outcome(body, {}, 'Madison, WI 53703', 'WI')).toBe('ask');
    expect(outcome(body, {}, 'Albany, NY 12208', 'NY')).toBe('ask');
  });
  it('does not ask where no circuit has so held, and flags only on the answer that the balance grows', () => {
    expect(outcome(body, {}, 'Fresno, CA 93721', 'CA')).toBe('silent');
    expect(outcome(body, { balanceCanIncrease: true }, 'Chicago, IL 60601', 'IL')).toBe('flag');
    expect(outcome(body, { balanceCanIncrease: false }, 'Chicago, IL 60601', 'IL')).toBe('silent');
  });
  it('the safe harbours where true are lawful: the Miller paragraph and the Avila offer', () => {
    const miller = `${body} As of the date of this letter, you owe $1,234.56. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check.`;
    const avila = `${body} We will accept $1,234.56 in full satisfaction of the debt if payment is received by July 15, 2019.`;
    for (const state of ['NY', 'IL'])
      for (const text of [miller, avila])
        expect(outcome(text, { balanceCanIncrease: true }, state === 'NY' ? undefined : 'Chicago, IL 60601', state)).toBe('silent');
  });
});

describe('the same figure said again in another shape, an offer, an instalment or history is not a second amount owed now (15 U.S.C. 1692e(2)(A); decision 128)', () => {
  const id = 'amounts_contradictory';
  const run = (body: string) => ruleOutcome(id, letterIn(body), { state: 'NY', senderIsOriginalCreditor: false }, TODAY);
  it('leaves alone the same figure said twice, an itemization that adds up, an offer, an instalment and a figure of history', () => {
    const lawful = [
      'Balance due: $1,234.56\n\nYou still owe $1,234.56.',
      'Balance due: $1,234.56\n\n$1,234.56 remains unpaid.',
      'Amount owed to the creditor: $1,100.00\nCollection costs: $134.56\nBalance due: $1,234.56\n\nYou still owe $1,234.56.',
      'Balance due: $1,234.56\n\nWe will accept $800.00 to settle this account.',
      'Balance due: $1,234.56\n\nYou may pay $100.00 per month.',
      'Balance due: $1,234.56\n\nOriginal balance: $1,500.00',
    ];
    expect(lawful.filter((s) => run(s) === 'flag')).toEqual([]);
  });
});

describe('a balance dated long before the letter, the date written with a two-digit year, is history (decision 128)', () => {
  const run = (body: string) => ruleOutcome('amounts_contradictory', letterIn(body), { state: 'NY', senderIsOriginalCreditor: false }, TODAY);
  it('is not a second figure for now beside the current balance, in any order or layout', () => {
    const layouts = [
      'Balance as of 3/31/17: $4,512.88\nCurrent balance: $4,890.10',
      'Current balance: $4,890.10\nBalance as of 03-31-17: $4,512.88',
      'Your balance of $4,512.88 as of 3/31/17 has grown.\nCurrent balance: $4,890.10',
      '| Balance through 12/31/16 | $4,512.88 |\n| Current balance | $4,890.10 |',
    ];
    expect(layouts.filter((s) => run(s) === 'flag')).toEqual([]);
  });
  it('two current figures with no date between them still contradict each other', () => {
    expect(run('Balance: $4,512.88\nCurrent balance: $4,890.10')).toBe('flag');
  });
});
