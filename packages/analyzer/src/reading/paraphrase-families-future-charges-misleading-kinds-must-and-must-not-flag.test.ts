/**
 * Paraphrase families (decision 160) for `implied_future_interest`: the ways a letter speaks of future interest or charges that
 * courts found misleading, read by kind, against the lawful ways. Written from the law, in our own sentences, never a letter's:
 *
 * - interest on interest, compounding (Coyne v. Midland Funding, 8th Cir. 2018: interest charged on a principal that already held
 *   interest, where neither the agreement nor state law allows compounding);
 * - interest or charges the creditor is said to be able to resume or start again (Stratton v. Portfolio Recovery Associates,
 *   6th Cir. 2014: interest after the creditor waived it; Boucher v. Finance System of Green Bay, 7th Cir. 2018);
 * - finance charges the balance "may incur", a balance "subject to the accrual / assessment of" charges, "there may be additional
 *   charges" (Taylor v. Financial Recovery Services, 2d Cir. 2018; 12 CFR 1006.18(b)(2)(i));
 * - a balance as of a date said to leave out charges added since (Miller v. McCalla, 7th Cir. 2000; Chuway, 7th Cir. 2004);
 * - a running rate stated beside the claim ("continues to accrue at 18%", "at the legal rate"): whether it still runs is the
 *   consumer's fact (Stratton; Boucher), so it is asked, no longer taken as settled by the letter's own rate;
 * - Spanish, the adding verb itself in the future ("los intereses a la tasa legal se agregarán").
 *
 * Each must-flag wording is read as a claim, asked (`balanceCanIncrease`) unanswered, flagged on "no", passed on "yes" (Miller's
 * and Avila's harbour where the balance grows). Must-not-flag: the same kinds negated, static balances stated plainly (Taylor),
 * an itemization row of interest since charge-off (Degroot), a balance dated with no word of growth. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { readBalanceGrowth } from './balance-growth';
import { firstLetter, runRule } from './test-letters';

const INTEREST = 'interest_accrual_not_disclosed';
/** Growth said when the balance cannot grow (Boucher) is judged by its own rule since decision 219. */
const GROWTH = 'interest_increase_language_false';
const FEES = 'unauthorized_fees_or_interest';
/** The time-barred gate's question is answered, so what a rule asks is its own. */
const base = { lastPaymentDate: '2025-01-10' };
const run = (id: string, s: string, answers: Record<string, unknown> = {}, state = 'WI') =>
  runRule(id, firstLetter(s), { ...base, ...answers } as never, state);

const interestToCome: Record<string, string[]> = {
  'interest on interest (Coyne)': [
    'Interest will be compounded monthly.',
    'Interest on this account is compounded daily.',
    'Compound interest applies to the amount due.',
    'Interest is charged on the unpaid interest as well as the principal.',
    'Interest will be calculated on the full balance owed, including previously charged interest.',
    'Se cobrarán intereses sobre los intereses vencidos.',
    'Los intereses se capitalizarán cada mes.',
  ],
  'interest said to be resumed or started (Stratton; Boucher)': [
    'Your creditor may resume charging interest at any time.',
    'We may begin adding interest to this balance.',
    'The current owner could start assessing interest again.',
  ],
  'finance charges, accrual and the balance left behind (Taylor; Miller; Chuway)': [
    'Any unpaid balance may incur finance charges.',
    'Your account may be assessed finance charges.',
    'Your account remains subject to the accrual of interest.',
    'This balance is subject to the assessment of interest.',
    'There may also be further interest.',
    'Your balance of $1,250.00 as of May 1, 2025 may not reflect interest accrued since that date.',
    'The figure above might not include interest that has been added after March 31.',
  ],
  'a rate stated beside the claim (Stratton; Boucher)': [
    'Interest continues to accrue at 18% per annum.',
    'Interest at the legal rate will be added until paid.',
    'Interest accrues at the rate of 24% per year.',
    'Intereses a la tasa legal se agregarán hasta su pago.',
  ],
};
const allInterest = Object.values(interestToCome).flat();

/** Charges other than interest said to come: the agreement decides (1692f(1); 12 CFR 1006.22(b)). */
const feesToCome = [
  'There may be additional charges.',
  'There could be other fees.',
  'This balance is subject to the imposition of late charges.',
  'Los cargos se cobrarán cada mes.',
];

/** The same kinds, negated or stated lawfully: no growth said. */
const lawful = [
  'Interest is not compounded.',
  'Interest on this account will never be compounded.',
  'No interest is charged on unpaid interest.',
  'We will not resume charging interest.',
  'Your account is not subject to the accrual of interest.',
  'There will be no additional charges.',
  'There may be a delay before your payment posts.',
  'Interest accrued since charge-off: $0.00',
  'Your balance as of June 2, 2025 is $1,250.00.',
  'Interest is not accruing on this account.',
  'No interest or fees are being added to this account.',
  'Los intereses no se agregarán a su saldo.',
  'Su saldo no aumentará.',
];

describe('future interest in the kinds courts found misleading, read as growth (decision 160)', () => {
  for (const [kind, sentences] of Object.entries(interestToCome)) {
    it(`reads each as a claim that interest is or may be added: ${kind}`, () => {
      expect(sentences.filter((s) => !readBalanceGrowth(firstLetter(s)).claims.some((c) => !c.lawfulCondition && c.what.some((w) => w !== 'fees')))).toEqual(
        [],
      );
    });
    it(`flags each where nothing more can be added, and asks where the words cannot tell: ${kind}`, () => {
      expect(sentences.filter((s) => !run(GROWTH, s, { balanceCanIncrease: false }).flagged)).toEqual([]);
      expect(sentences.filter((s) => !run(GROWTH, s).asks.includes('balanceCanIncrease'))).toEqual([]);
    });
  }

  it('passes each where the balance does grow: the consumer was told (Miller; Avila)', () => {
    expect(allInterest.filter((s) => run(INTEREST, s, { balanceCanIncrease: true }, 'NY').flagged)).toEqual([]);
  });
});

describe('other charges said to come, in the same new forms (1692f(1); 12 CFR 1006.22(b))', () => {
  it('reads each as a fee claim, flagged where the agreement allows none and passed where it does', () => {
    expect(feesToCome.filter((s) => !readBalanceGrowth(firstLetter(s)).claims.some((c) => c.what.includes('fees')))).toEqual([]);
    expect(feesToCome.filter((s) => !run(FEES, s, { contractAllowsCollectionFees: false }).flagged)).toEqual([]);
    expect(feesToCome.filter((s) => run(FEES, s, { contractAllowsCollectionFees: true }).flagged)).toEqual([]);
  });
});

describe('lawful and negated wordings stay clean (Taylor; Degroot; Miller)', () => {
  it('reads no growth claim in them', () => {
    expect(lawful.filter((s) => readBalanceGrowth(firstLetter(s, { amountLine: false })).claims.some((c) => !c.lawfulCondition))).toEqual([]);
  });

  it('flags none in either rule, with the answers that would make growth wrong', () => {
    const answers = { balanceCanIncrease: false, contractAllowsCollectionFees: false };
    for (const id of [INTEREST, FEES])
      expect(
        lawful.filter((s) => run(id, s, answers).flagged),
        id,
      ).toEqual([]);
  });

  it('keeps the Miller paragraph and a static balance lawful where they are true', () => {
    const miller =
      'As of the date of this letter, you owe $1,250.00. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.';
    expect(run(INTEREST, miller, { balanceCanIncrease: true }, 'NY').flagged).toBe(false);
    expect(run(INTEREST, 'As of the date of this letter, you owe $1,250.00.', { balanceCanIncrease: false }, 'NY').flagged).toBe(false);
  });
});
