/**
 * Paraphrase families (decision 139) for a balance said to grow and for an amount the letter does not state:
 *
 * - the charges named as what makes the amount grow ("interest, late charges and other charges may cause the balance to
 *   increase", "los intereses pueden hacer que su saldo aumente") and Miller's own words in Spanish with the day of
 *   payment between subject and verb: growth the consumer is told of, wrong where the balance cannot grow (Boucher v.
 *   Finance System of Green Bay, 7th Cir. 2018), lawful where it can (Miller v. McCalla, 7th Cir. 2000; Avila v.
 *   Riexinger, 2d Cir. 2016), asked where the words cannot tell;
 * - the amount of the debt given as a figure "plus" charges it puts no figure on ("$2,100.00 plus interest and attorney's
 *   fees"): part of the debt stated, the rest not (McDowall v. Leschack & Grodensky, S.D.N.Y. 2003; Miller);
 * - a total dated at charge-off beside the total due now: history, not a second balance (Kleinman v. Frontline Asset
 *   Strategies, E.D.N.Y. 2020);
 * - itemization lines that give interest and fees as zero: a breakdown of the past, lawful even on a static debt
 *   (Hopkins v. Collecto, 3d Cir. 2021; Dow v. Frontline Asset Strategies, 2d Cir. 2019; Degroot v. Client Services,
 *   7th Cir. 2020; 12 CFR 1006.34(c)(2)(viii)).
 *
 * Near misses are the lawful wordings courts approved. Written from the law's categories, not from any court letter's
 * words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { readBalanceGrowth } from './balance-growth';
import { firstLetter, runRule } from './test-letters';

const run = runRule;

const INTEREST = 'interest_accrual_not_disclosed';
/** Growth said when the balance cannot grow (Boucher) is judged by its own rule since decision 219. */
const GROWTH = 'interest_increase_language_false';
const FEES = 'unauthorized_fees_or_interest';
const AMOUNTS = 'amounts_contradictory';

// ---------------------------------------------------------------------------------------------
// The charges named as what makes the amount grow

const CAUSES = ['Interest, late charges and other charges', 'Interest and fees', 'Late charges', 'Additional interest'];
const CAUSE_VERBS = [
  'may cause the balance to increase',
  'could cause the amount you owe to be greater',
  'may make your balance higher',
  'might result in a higher balance',
  'could lead to an increase in your balance',
  'may cause the total to go up',
];
const causedGrowth = (): string[] => [
  ...CAUSES.flatMap((noun, i) => CAUSE_VERBS.filter((_, j) => (i + j) % 2 === 0).map((verb) => `${noun} ${verb}.`)),
  'Interest and other charges may cause the amount due to be greater on the day you pay.',
  'Please note that interest, late charges, or other charges may also cause your balance to rise.',
  'Los intereses y otros cargos pueden hacer que su saldo aumente.',
  'Los cargos por mora podrían causar que la cantidad adeudada sea mayor.',
  'Debido a intereses, cargos por mora y otros cargos que pueden variar de un día a otro, la cantidad adeudada el día que usted pague puede ser mayor.',
  'Debido a intereses y otros cargos, el monto que usted debe el día de su pago podría ser mayor.',
];

/** Lawful, and not growth: a payment or an offer that lowers the balance. */
const lowered = [
  'Your payment may cause the balance to decrease.',
  'Paying today may result in a lower balance.',
  'Prompt payment could lead to a reduction in your balance.',
  'Each payment will make your balance smaller.',
  'Su pago puede hacer que su saldo disminuya.',
];

describe('the charges named as what makes the amount grow (Boucher; Miller; Avila)', () => {
  const variants = causedGrowth();

  it('reads each wording as a statement that the balance may grow because of the charges', () => {
    const unread = variants.filter((s) => !readBalanceGrowth(firstLetter(s)).claims.some((c) => c.what.includes('balance') && !c.lawfulCondition));
    expect(unread).toEqual([]);
  });

  it('flags each where the consumer says the balance cannot grow (Boucher)', () => {
    expect(variants.filter((s) => !run(GROWTH, firstLetter(s), { balanceCanIncrease: false }).flagged)).toEqual([]);
  });

  it('asks whether the balance can grow where the words cannot tell', () => {
    expect(variants.filter((s) => !run(GROWTH, firstLetter(s)).asks.includes('balanceCanIncrease'))).toEqual([]);
  });

  it('passes each where the balance can grow: the consumer was told it may (the Miller and Avila safe harbour)', () => {
    expect(variants.filter((s) => run(INTEREST, firstLetter(s), { balanceCanIncrease: true }).flagged)).toEqual([]);
  });

  it('does not read a payment or an offer that lowers the balance as growth', () => {
    expect(lowered.filter((s) => readBalanceGrowth(firstLetter(s)).claims.some((c) => c.what.includes('balance')))).toEqual([]);
    expect(lowered.filter((s) => run(INTEREST, firstLetter(s), { balanceCanIncrease: false }).flagged)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The amount of the debt as a figure "plus" charges without a figure

const plusUnstated = [
  "Balance Due: $2,100.00 plus interest and attorney's fees.",
  'You owe $2,100.00 plus accrued interest.',
  'Please remit $2,100.00 plus costs of collection.',
  'We demand payment of the balance of $2,100.00 plus interest.',
  'The amount due is $2,100.00, plus interest and late charges.',
  'Amount owed: $2,100.00 + interest',
  'Usted debe $2,100.00 más intereses.',
  'Saldo adeudado: $2,100.00 más intereses y honorarios de abogados.',
];

/** Lawful: the charge has its figure, the figure is an offer or an instalment, or growth is told without an unstated add-on. */
const plusStatedOrNotTheDebt = [
  'Total due: $2,100.00 plus interest of $14.20.',
  'You owe $2,100.00 plus interest in the amount of $14.20, for a total of $2,114.20.',
  'We will accept $1,000.00 plus the $25.00 filing fee to settle this account.',
  'Monthly payments of $100.00 plus interest are available.',
  'You owe $2,100.00 plus applicable interest.',
  'The balance is $2,100.00 plus any future interest that accrues.',
  'As of the date of this letter, you owe $2,100.00. Interest will continue to accrue at 9% per year.',
  'As of the date of this letter, you owe $2,100.00. Because of interest that may vary from day to day, the amount due on the day you pay may be greater.',
];

describe('the amount of the debt given as a figure plus charges it does not state (McDowall; Miller)', () => {
  it('flags each wording even where the balance does grow: the letter does not state what is owed', () => {
    expect(plusUnstated.filter((s) => !run(INTEREST, firstLetter(s), { balanceCanIncrease: true }, 'NY').flagged)).toEqual([]);
  });

  it('flags each from the words alone', () => {
    expect(plusUnstated.filter((s) => !run(INTEREST, firstLetter(s), {}, 'IL').flagged)).toEqual([]);
  });

  it('passes a charge given its own figure, an offer or instalment plus a charge, and growth told plainly', () => {
    expect(plusStatedOrNotTheDebt.filter((s) => run(INTEREST, firstLetter(s), { balanceCanIncrease: true }, 'NY').flagged)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A total dated at charge-off beside the total due now

const TOTAL_NOW = 'Total Due: $1,250.00';
const datedTotals = [
  'Total Due as of Charge-off: $1,412.37',
  'Total Due as of Charge-off\n$1,412.37',
  'Amount due at charge-off: $1,412.37',
  'Total owed as of the itemization date: $1,412.37',
  'Total balance as of last statement: $1,412.37',
  'Amount owed on last payment: $1,412.37',
];

describe('a total dated at charge-off or another itemization date is history, not a second balance (Kleinman)', () => {
  it('does not read it as a second figure for what is owed now', () => {
    const flagged = datedTotals.filter(
      (line) => run(AMOUNTS, firstLetter(`${line}\nTotal Paid on Debt Since Charge-Off: $0.00\n${TOTAL_NOW}`, { amountLine: false })).flagged,
    );
    expect(flagged).toEqual([]);
  });

  it('still flags two different figures both given as owed now', () => {
    const text = firstLetter(`Total Due: $1,412.37\nAmount you owe: $1,250.00\nPlease pay the amount you owe.`, { amountLine: false });
    expect(run(AMOUNTS, text).flagged).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Zero-valued itemization lines (Hopkins; Dow; Degroot; Reyes; Delgado)

const zeroLines = [
  'Principal: $1,250.00\nInterest: $0.00\nFees: $0.00\nBalance: $1,250.00',
  'Total Interest Added: $0.00\nTotal Non-Int Chrges/Adjstmts: $0.00\nCurrent Balance: $1,250.00',
  'Interest accrued since charge-off: $0.00\nNon-interest charges or fees accrued since charge-off: $0.00\nCurrent Balance: $1,250.00',
  'Interest: 0.00\nOther Charges: 0.00\nPayments Made: 0.00\nCurrent Balance: 1,250.00',
  'Intereses: $0.00\nCargos: $0.00\nSaldo actual: $1,250.00',
  'Collection costs: $0.00\nLate fees: $0.00\nAmount due: $1,250.00',
];

describe('itemization lines that give interest and fees as zero speak of the past, even on a static debt', () => {
  it('are not read as a claim that interest or fees may be added', () => {
    expect(zeroLines.filter((s) => readBalanceGrowth(firstLetter(s, { amountLine: false })).claims.length > 0)).toEqual([]);
  });

  it('are not flagged though the consumer says the balance cannot grow and the agreement allows no fees', () => {
    const answers = { balanceCanIncrease: false, contractAllowsCollectionFees: false };
    for (const id of [INTEREST, FEES])
      expect(
        zeroLines.filter((s) => run(id, firstLetter(s, { amountLine: false }), answers).flagged),
        id,
      ).toEqual([]);
  });
});
