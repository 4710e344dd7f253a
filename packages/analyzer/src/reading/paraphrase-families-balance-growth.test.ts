/**
 * Paraphrase families (decision 096) for what a letter says about whether its balance can grow: interest,
 * fees or costs said to be or to may be added, in many wordings (modal, passive, active, "subject to",
 * "plus", lists, Spanish); a static balance said in the same letter (a contradiction); the fact the words
 * cannot settle (is interest really being added? does the agreement allow fees?) asked, not passed in
 * silence; a balance dated long before the letter. Near misses are the lawful wordings: a conditional
 * disclosure ("if permitted by law"), a static balance alone, a settlement term, and the CFPB's model
 * notices. Written from the law's categories (Avila, Miller, Taylor, Boucher, Fields; 15 U.S.C. 1692e(2)(A),
 * 1692f(1); 12 CFR 1006.18(b)(2)(i)), not from any court letter; negations are made by an NLP library
 * (compromise), which shares no table with the reader. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readBalanceGrowth } from './balance-growth';
import { firstLetter } from './test-letters';

const TODAY = '2025-06-12';

const run = (ruleId: string, text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'NY', ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return {
    flagged: result.findings.some((f) => f.id === ruleId),
    asks: result.questions.map((q) => q.id),
    finding: result.findings.find((f) => f.id === ruleId),
  };
};

const negate = (s: string): string => nlp(s).sentences().toNegative().text();

// ---------------------------------------------------------------------------------------------
// Interest, or the balance, said to grow (Avila v. Riexinger, 2d Cir. 2016; Boucher, 7th Cir. 2018; Taylor, 2d Cir. 2018)

const INTEREST_NOUNS = ['Interest', 'Additional interest', 'Interest and late charges', 'Interest, fees and costs'];
const MODALS = ['may', 'could', 'might', 'will'];
const VERBS = ['be added to your balance', 'continue to accrue', 'be charged on this account', 'be assessed'];

const interestGrowth = (): string[] => {
  const out: string[] = [];
  INTEREST_NOUNS.forEach((noun, i) => MODALS.forEach((modal, j) => out.push(`${noun} ${modal} ${VERBS[(i + j) % VERBS.length]!}.`)));
  return [
    ...out,
    'Your balance may increase due to interest.',
    'The amount you owe could go up because interest is added daily.',
    'The total due may be greater on the day you pay because of accruing interest.',
    'Interest is accruing on this balance.',
    'Interest continues to accrue daily.',
    'Failure to pay may result in additional interest.',
    'You will be charged interest on the unpaid balance.',
    'Your creditor may add interest to this balance.',
    'Pay today to avoid further interest charges.',
    'Call us before more interest is added.',
    'Your balance is subject to change.',
    'Pague hoy para evitar intereses adicionales.',
    'Su saldo está sujeto a cambios.',
    'We may add interest to your account.',
    'Our client reserves the right to charge interest on the unpaid balance.',
    'This balance is subject to interest.',
    'You owe $1,250.00 plus applicable interest.',
    'Pueden agregarse intereses a su saldo.',
    'Se podrán cobrar intereses sobre este saldo.',
    'Los intereses seguirán acumulándose.',
    'Su saldo puede aumentar debido a los intereses.',
    'El saldo está sujeto a intereses.',
  ];
};

// Judged by interest_increase_language_false since decision 219 (for interest_accrual_not_disclosed the growth said is the disclosure).
describe('interest_increase_language_false: interest said to be or to may be added, judged on whether the balance can grow', () => {
  const id = 'interest_increase_language_false';
  const variants = interestGrowth();

  it('reads every wording as a claim that the balance grows', () => {
    expect(variants.filter((s) => !readBalanceGrowth(s).claims.some((c) => c.what.includes('interest') || c.what.includes('balance')))).toEqual([]);
  });
  it('flags every wording once you say nothing more can be added (Boucher; Taylor)', () => {
    expect(variants.filter((s) => !run(id, firstLetter(s), { balanceCanIncrease: false }).flagged)).toEqual([]);
  });
  it('asks whether the balance can grow, with no finding, when the answer is not known and the letter shows no running rate', () => {
    const silent = variants.filter((s) => {
      const r = run(id, firstLetter(s));
      return r.flagged || !r.asks.includes('balanceCanIncrease');
    });
    expect(silent).toEqual([]);
  });
  it('passes every wording when the balance does grow: a lawful disclosure (Avila; Miller)', () => {
    expect(variants.filter((s) => run(id, firstLetter(s), { balanceCanIncrease: true }).flagged)).toEqual([]);
  });
  it('passes the Miller safe-harbour paragraph where the balance grows, and asks (no finding) where it is not known', () => {
    const miller =
      'As of the date of this letter, you owe $1,250.00. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check. For further information, call 1-800-555-0100.';
    expect(run(id, firstLetter(miller), { balanceCanIncrease: true }).flagged).toBe(false);
    const r = run(id, firstLetter(miller));
    expect(r.flagged).toBe(false);
    expect(r.asks).toContain('balanceCanIncrease');
  });
  it('does not read the same sentences negated (written by compromise), or conditioned on the law, as growth', () => {
    const negated = ['Interest may be added to your balance.', 'Interest will be charged on this account.', 'Fees will be added to your account.'].map(negate);
    expect(negated.every((s) => /\bnot\b/.test(s))).toBe(true);
    expect(negated.filter((s) => readBalanceGrowth(s).claims.length > 0)).toEqual([]);
    for (const s of [
      'Interest may be added if permitted by law.',
      'Interest may be charged to the extent allowed by your agreement.',
      'Se pueden agregar intereses si la ley lo permite.',
    ])
      expect(
        readBalanceGrowth(s).claims.every((c) => c.lawfulCondition),
        s,
      ).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// A letter that says both: it may grow, and it does not (15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i))

// Judged by interest_increase_language_false since decision 219 (for interest_accrual_not_disclosed the growth said is the disclosure).
describe('interest_increase_language_false: growth and a static balance in the same letter', () => {
  const id = 'interest_increase_language_false';
  const GROWS = [
    'Interest may be added to your balance.',
    'Interest and fees could be charged on this account.',
    'Your balance may increase.',
    'Pueden agregarse intereses a su saldo.',
  ];
  const STATIC = [
    'No interest or fees will be added to this account.',
    'Interest will not be added to your balance.',
    'We are not charging interest on this account.',
    'Interest on this account has been waived.',
    'This account is not accruing interest.',
    'Interest is no longer being added to your account.',
    'Your balance will not increase.',
    'No se agregarán intereses ni cargos a su cuenta.',
    'Su saldo no aumentará.',
  ];
  const pairs = GROWS.flatMap((g, i) => STATIC.map((s, j) => ((i + j) % 2 === 0 ? `${g}\n\n${s}` : `${s}\n\n${g}`)));

  it('flags each pair from the words, in either order, with no answer', () => {
    const missed = pairs.filter((p) => {
      const r = run(id, firstLetter(p));
      return !r.flagged || r.finding?.confidence !== 'medium';
    });
    expect(missed).toEqual([]);
  });
  it('passes a static balance alone (Taylor), a settlement term, growth of another kind, and a conditional disclosure', () => {
    const nearMisses = [
      ...STATIC,
      'Interest continues to accrue on this balance.\n\nIf you pay $800.00 by June 30, 2025, no further interest will be added.',
      'Interest will continue to accrue at 9% per annum.\n\nNo collection fees will be added to your account.',
      'Interest may be added if permitted by law.\n\nNo interest is currently being added.',
      'Collection fees may be added to your balance.\n\nThere is no fee to pay online, and no fees will be charged for payments by phone.',
    ];
    expect(nearMisses.filter((s) => run(id, firstLetter(s), { balanceCanIncrease: true }).flagged)).toEqual([]);
    expect(STATIC.filter((s) => run(id, firstLetter(s)).asks.includes('balanceCanIncrease'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Fees and costs said to be added where nothing allows them (15 U.S.C. 1692f(1); 12 CFR 1006.22(b); Fields v. Wilber Law Firm, 7th Cir. 2004)

describe('unauthorized_fees_or_interest: fees and costs in other wordings', () => {
  const id = 'unauthorized_fees_or_interest';
  const FEES = [
    'You owe $1,250.00 plus costs of collection.',
    'The balance is subject to collection costs.',
    'This account is subject to additional collection fees.',
    'Interest and fees may be added to the amount you owe.',
    "Attorney's fees may be added to your balance.",
    'Collection costs could be assessed on this account.',
    'We reserve the right to add collection fees to your balance.',
    'The balance of $1,250.00 includes collection costs and attorney fees.',
    'A collection fee of 25% will be added to your balance.',
    'A 30% collection fee may be added.',
    'A collection fee equal to 25 percent of your balance has been added.',
    'Your balance includes a 33% collection charge.',
    'Se agregará un cargo de cobranza del 25% a su saldo.',
    'Pueden agregarse cargos de cobranza a su saldo.',
    'Se podrán cobrar honorarios de abogados.',
    'Su saldo está sujeto a costos de cobranza.',
    'Failure to pay may result in additional collection fees.',
    "You may be held responsible for attorney's fees and costs of collection.",
    'An additional collection fee of $25.00 may be assessed.',
    'To avoid additional collection costs, pay now.',
    'Usted podría ser responsable de los honorarios de abogados.',
  ];
  it('flags each once you say the agreement allows no such fees', () => {
    expect(FEES.filter((s) => !run(id, firstLetter(s), { contractAllowsCollectionFees: false }).flagged)).toEqual([]);
  });
  it('flags each from the words when the agreement is not known (its terms stated as the assumption, or a percentage fee), and passes when it allows a flat fee', () => {
    expect(FEES.filter((s) => !run(id, firstLetter(s)).flagged)).toEqual([]);
    expect(FEES.filter((s) => !/%|percent/.test(s) && run(id, firstLetter(s), { contractAllowsCollectionFees: true }).flagged)).toEqual([]);
  });
  it('does not flag lawful wordings: a condition, a denial, court costs in a suit, interest alone', () => {
    const nearMisses = [
      'Collection costs may be added if permitted by law.',
      'Attorney fees may be charged only if allowed by your agreement.',
      'No collection fees will be added to your account.',
      'This balance is not subject to collection costs.',
      'If a lawsuit is filed, court costs may be awarded by the court.',
      'You owe $1,250.00 plus applicable interest.',
      'No se cobrarán cargos de cobranza.',
    ];
    expect(nearMisses.filter((s) => run(id, firstLetter(s), { contractAllowsCollectionFees: false }).flagged)).toEqual([]);
  });
  it('asks (no finding) about a fee on a returned payment, which many state laws set', () => {
    for (const s of ['A fee may be charged if your payment is returned by your bank.', 'You may be charged a fee for any returned check.']) {
      const r = run(id, firstLetter(s));
      expect(r.flagged, s).toBe(false);
      expect(r.asks, s).toContain('contractAllowsCollectionFees');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// An amount due that includes charges not yet incurred (Carlin v. Davidson Fink LLP, 2d Cir. 2017; 15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1))

describe('unauthorized_fees_or_interest: an amount due that includes charges not yet incurred', () => {
  const id = 'unauthorized_fees_or_interest';
  const UNACCRUED = [
    'The Total Amount Due may include estimated fees and costs that will become due before the statement expires.',
    "The balance includes anticipated attorney's fees for this collection.",
    'The amount due includes court costs that will be incurred if suit is filed.',
    'Your payoff figure reflects projected charges through July 31, 2025.',
    'This total includes fees and costs which are not yet due.',
    'El total incluye honorarios estimados de cobranza.',
    'El saldo incluye cargos que aún no están vencidos.',
    'El monto incluye costos que aún no vencen.',
  ];
  it('flags each from the words, whatever the agreement allows (medium in the Second Circuit, low elsewhere)', () => {
    for (const s of UNACCRUED) {
      const ny = run(id, firstLetter(s), { contractAllowsCollectionFees: true });
      expect(ny.finding?.confidence, s).toBe('medium');
      const tx = analyzeText(firstLetter(s), { answers: { state: 'TX' }, today: TODAY, rules: [getRule(id)!] });
      expect(tx.findings.find((f) => f.id === id)?.confidence, s).toBe('low');
    }
  });
  it('does not flag an amount that leaves them out, or charges already incurred', () => {
    for (const s of [
      'The balance does not include estimated fees.',
      'The total includes interest accrued through today.',
      'The balance includes interest and late fees charged by the original creditor.',
      'El total no incluye cargos estimados.',
    ])
      expect(run(id, firstLetter(s), { contractAllowsCollectionFees: true }).flagged, s).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A balance dated long before the letter (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Miller v. McCalla, 7th Cir. 2000)

describe('a balance as of an old date', () => {
  const OLD = [
    'Balance as of 03/31/2019: $4,512.88',
    'Your account balance of $4,512.88 as of 3/31/2019 remains unpaid.',
    'As of March 31, 2019, the balance on this account was $4,512.88.',
    'The balance at charge-off on March 31, 2019 was $4,512.88 and interest continues to accrue.',
    'Saldo al 31 de marzo de 2019: $4,512.88',
  ];
  it('vn_current_amount flags a notice whose only balance is that old figure', () => {
    expect(OLD.filter((s) => !run('vn_current_amount', firstLetter(s, { amountLine: false })).flagged)).toEqual([]);
  });
  it('amounts_contradictory does not read the old figure as a second amount owed now beside the current one', () => {
    expect(OLD.filter((s) => run('amounts_contradictory', firstLetter(s)).flagged)).toEqual([]);
  });
  it('amounts_contradictory still flags two different figures each given as owed now', () => {
    for (const s of ['Balance due: $1,310.00', 'You owe $1,310.00.', 'Saldo actual: $1,310.00', 'Cantidad adeudada: $1,310.00', 'Saldo pendiente: $1,310.00'])
      expect(run('amounts_contradictory', firstLetter(s)).flagged, s).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// The CFPB's model notices are clean, every field read (12 CFR 1006.34(d)(2) safe harbour)

describe("the CFPB's model notices stay clean for the amount rules", () => {
  const ids = ['interest_accrual_not_disclosed', 'unauthorized_fees_or_interest', 'amounts_contradictory', 'pay_to_pay_fee', 'vn_current_amount'];
  for (const name of ['cfpb-model-form-b1.txt', 'cfpb-model-form-spanish.txt']) {
    it(name, () => {
      const text = readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
      const result = analyzeText(text, { answers: { state: 'MD' }, today: '2020-07-20', rules: ids.map((i) => getRule(i)!) });
      expect(result.findings).toEqual([]);
      expect(result.questions.map((q) => q.id)).not.toContain('balanceCanIncrease');
      expect(readBalanceGrowth(text).claims).toEqual([]);
      expect(readBalanceGrowth(text).unaccrued).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Growth said with its time, in the passive, as a habit, or of the account (decision 103): "may periodically be
// added", "may be periodically increased", "is added each month", "the debt may accrue interest" (Avila, Boucher,
// Taylor: the same statement whatever its word order; a statement that the account bears none is a static balance).

// Judged by interest_increase_language_false since decision 219 (for interest_accrual_not_disclosed the growth said is the disclosure).
describe('interest_increase_language_false: growth said with its time, in the passive, as a habit, or of the account', () => {
  const id = 'interest_increase_language_false';
  const SUBJECTS = ['Your balance', 'The amount due', 'The amount you owe', 'The total due'];
  const WHEN = ['periodically', 'from time to time', 'over time', 'eventually'];
  const FORMS = [
    (s: string, w: string) => `${s} may be ${w} increased by interest and other charges.`,
    (s: string, w: string) => `${s} may ${w} increase because of accrued interest.`,
    (s: string, w: string) => `${s} could ${w} be increased due to the addition of interest.`,
    (s: string, w: string) => `${s} will ${w} be increased by late charges and interest.`,
  ];
  const variants = [
    ...SUBJECTS.flatMap((s, i) => WHEN.map((w, j) => FORMS[(i + j) % FORMS.length]!(s, w))),
    'Interest may periodically be added to your balance.',
    'Interest and other charges may from time to time be assessed.',
    'Additional interest could eventually be charged on this account.',
    'Interest is added to your balance each month.',
    'Interest is charged on the unpaid balance monthly.',
    'Each month, interest is added to the balance.',
    'The debt may accrue interest.',
    'This account may continue to accrue interest and other charges.',
    'Your account continues to accrue interest.',
    'The balance is still accruing interest.',
    'This account bears interest.',
    'Your balance is increasing.',
    'The amount you owe continues to grow.',
    'Su saldo puede ser aumentado periódicamente por intereses.',
    'Su saldo puede aumentar periódicamente debido a los intereses.',
    'Su saldo está aumentando.',
  ];

  it('reads every wording as a claim that the balance grows', () => {
    expect(variants.filter((s) => !readBalanceGrowth(s).claims.some((c) => c.what.includes('interest') || c.what.includes('balance')))).toEqual([]);
  });
  it('flags every wording once you say nothing more can be added, asks when that is not known, passes when it can grow', () => {
    expect(variants.filter((s) => !run(id, firstLetter(s), { balanceCanIncrease: false }).flagged)).toEqual([]);
    expect(
      variants.filter((s) => {
        const r = run(id, firstLetter(s));
        return r.flagged || !r.asks.includes('balanceCanIncrease');
      }),
    ).toEqual([]);
    // The statement is the disclosure Avila asks for: a growing balance with it is not "a fixed figure with nothing said".
    expect(variants.filter((s) => run(id, firstLetter(s), { balanceCanIncrease: true }).flagged)).toEqual([]);
  });
  it('does not read the same statements negated (written by compromise), conditioned on the law or the agreement, or about payments', () => {
    const negated = ['Your balance may be periodically increased.', 'Interest is added to your balance each month.', 'The debt may accrue interest.'].map(
      negate,
    );
    expect(negated.every((s) => /\bnot\b/.test(s))).toBe(true);
    expect(negated.filter((s) => readBalanceGrowth(s).claims.length > 0)).toEqual([]);
    for (const s of [
      'Your balance is not increasing.',
      'Su saldo no está aumentando.',
      'Your payments are applied to the balance each month.',
      'You may pay the balance in monthly installments.',
      'The amount due may be paid monthly.',
      'Your balance may decrease as you make payments.',
      'Your balance will be reduced each month as payments are applied.',
    ])
      expect(readBalanceGrowth(s).claims, s).toEqual([]);
    for (const s of [
      'Your balance may be periodically increased only if your agreement allows.',
      'Interest may periodically be added to the extent the law permits.',
    ])
      expect(
        readBalanceGrowth(s).claims.every((c) => c.lawfulCondition),
        s,
      ).toBe(true);
  });
  it('reads "the account bears no interest" as a static balance, and flags it beside a statement that the balance grows', () => {
    const statics = [
      'The debt does not accrue interest.',
      'This account bears no interest.',
      'Your account will not accrue any further interest.',
      'The account no longer accrues interest.',
    ];
    expect(statics.filter((s) => readBalanceGrowth(s).statics.length === 0)).toEqual([]);
    expect(statics.filter((s) => run(id, firstLetter(s)).asks.includes('balanceCanIncrease'))).toEqual([]);
    const pairs = statics.map((s, i) =>
      i % 2 === 0 ? `Your balance may periodically increase because of interest.\n\n${s}` : `${s}\n\nInterest may from time to time be added.`,
    );
    expect(pairs.filter((p) => run(id, firstLetter(p)).finding?.confidence !== 'medium')).toEqual([]);
  });
});

// Judged by interest_increase_language_false since decision 219 (for interest_accrual_not_disclosed the growth said is the disclosure).
describe('interest_increase_language_false: growth said as change with its cause, as interest to the day of payment, or as the cost of delay', () => {
  const id = 'interest_increase_language_false';
  const variants = [
    'The amount due will change as interest accrues.',
    'The amount due may change daily because of interest.',
    'Your balance may vary due to additional interest and fees.',
    'The balance will include interest through the date of payment.',
    'The payoff amount may include interest up to the day you pay.',
    'Interest at the rate of 9% per annum is being charged.',
    'The longer you wait, the more you will owe.',
    'The longer you delay, the higher your balance.',
    'Each day you wait, interest is added to your account.',
    'Your balance goes up every month.',
    'Su saldo aumenta cada mes.',
    'Mientras más espere, más deberá.',
  ];
  it('reads every wording as a claim that the balance grows, and asks whether it can', () => {
    expect(variants.filter((s) => !readBalanceGrowth(s).claims.some((c) => c.what.includes('interest') || c.what.includes('balance')))).toEqual([]);
    expect(variants.filter((s) => !/9%/.test(s) && !run(id, firstLetter(s)).asks.includes('balanceCanIncrease'))).toEqual([]);
    expect(variants.filter((s) => !run(id, firstLetter(s), { balanceCanIncrease: false }).flagged)).toEqual([]);
  });
  it('does not read a delay that costs something else, or a denial', () => {
    for (const s of [
      'The longer you wait to call, the more options you lose.',
      'Each day you wait, we will call you.',
      'The balance will not include interest through the date of payment.',
      'The amount due will not change as interest is not accruing.',
    ])
      expect(readBalanceGrowth(s).claims, s).toEqual([]);
  });
});
