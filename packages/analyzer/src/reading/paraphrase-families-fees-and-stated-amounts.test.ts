/**
 * Paraphrase families (session 17) for what a letter says of its amount: fees it names without saying it
 * adds them, fees the law itself allows, a figure it says leaves out what is owed, and an itemization that
 * does not add up. The Miller v. McCalla explanation (7th Cir. 2000; endorsed in Avila v. Riexinger, 2d Cir.
 * 2016) says the amount due may be greater on the day of payment because interest, late charges and other
 * charges vary: in any order, voice or modal it names the charges as the cause of a changing amount, not as
 * an addition, and is wrong only where they cannot be added (Boucher, 7th Cir. 2018), which the words cannot
 * tell. Collection costs on a defaulted federal student loan are set by law (20 U.S.C. 1091a(b)(1); 34 CFR
 * 682.410(b)(2)), so a student-loan letter's collection cost is asked about, not assumed unauthorized. A
 * figure said to exclude interest or charges owed is not the amount of the debt (Miller, 1692g(a)(1)), in
 * any order ("not included in the figure above: …"); figures that do not reconcile misstate the debt in
 * any letter (1692e(2)(A)), not only in the validation notice.
 * Near misses: a sentence that says the fees are added, and a collection fee on a debt the law says nothing
 * about. Written from the law's categories, not from any letter. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readBalanceGrowth } from './balance-growth';
import { firstLetter } from './test-letters';

const TODAY = '2025-06-12';
const ID = 'unauthorized_fees_or_interest';

/** One rule on a letter from a debt collector (New York unless said): whether it flagged, and what it asked. */
const runRule = (ruleId: string, text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'NY', senderIsOriginalCreditor: false, ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return { flagged: result.findings.some((f) => f.id === ruleId), asks: result.questions.map((q) => q.id) };
};
const run = (text: string, answers: UserAnswers = {}) => runRule(ID, text, answers);
/** The variants (each in a first letter) that a rule flags, or does not ask `question` about: none should be. */
const notAsked = (variants: readonly string[], question: keyof UserAnswers = 'contractAllowsCollectionFees', ruleId = ID): string[] =>
  variants.filter((s) => {
    const r = runRule(ruleId, firstLetter(s));
    return r.flagged || !r.asks.includes(question);
  });

describe('unauthorized_fees_or_interest: the Miller explanation in other words is asked about, not flagged', () => {
  const explanations = [
    'The amount you owe may be higher on the day you pay, because interest, late charges and other charges can change from day to day.',
    'What you owe could be more when you pay, as interest, late charges and other charges may vary daily.',
    'Since interest, late charges and other charges can vary from day to day, the balance due on the day you pay may be greater.',
    'The amount due on the date of payment may be greater: interest, late fees and other charges might change each day.',
    'Your balance may increase by the time you pay, owing to interest, late charges, and other charges that could vary.',
    'The total due may be higher on the day of payment due to interest, late charges and other charges, which can change from day to day.',
  ];
  it('reads each as charges that explain the amount, not as a fee added', () => {
    const unread = explanations.filter((s) => {
      const fees = readBalanceGrowth(s).claims.filter((c) => !c.what.includes('balance'));
      return fees.length === 0 || fees.some((c) => !c.explainsAmount);
    });
    expect(unread).toEqual([]);
  });
  it('asks whether the agreement allows those charges instead of flagging from the words, and still flags fees said to be added', () => {
    expect(notAsked(explanations)).toEqual([]);
    for (const s of [
      'Your balance may be greater on the day you pay, because collection fees will be added to it.',
      'Collection costs may be added to your account, and the amount due may be greater.',
      'Late charges and other fees can change from day to day and will be charged to your account.',
    ])
      expect(run(firstLetter(s)).flagged, s).toBe(true);
  });
  it('passes where the balance does grow (the safe harbour), and flags where the agreement allows no such charges', () => {
    expect(explanations.filter((s) => run(firstLetter(s), { balanceCanIncrease: true }).flagged)).toEqual([]);
    expect(explanations.filter((s) => !run(firstLetter(s), { contractAllowsCollectionFees: false }).flagged)).toEqual([]);
  });
});

describe('unauthorized_fees_or_interest: collection costs on a student loan are set by law, so asked about', () => {
  const lines = [
    'Student loan account ending 4411\nPrincipal: $6,200.00\nInterest: $310.50\nCollection costs: $1,627.60\nBalance: $8,138.10',
    'Re: your defaulted Federal Family Education Loan (FFEL)\nCollection charges of $1,100.00 have been added under the Higher Education Act.',
    'Your federal student loan has been referred to us by the U.S. Department of Education. A collection fee of 24.34% has been added.',
    'Préstamo estudiantil\nCosto de cobranza: $940.00',
    'Your student loan balance includes collection costs.',
    'Collection costs may be added to your defaulted student loan.',
  ];
  it('asks whether the loan allows them, and does not flag from the words; the same fee on a credit card is still flagged', () => {
    expect(notAsked(lines)).toEqual([]);
    const card = 'Credit card account ending 4411\nPrincipal: $6,200.00\nCollection costs: $1,627.60\nBalance: $7,827.60';
    expect(run(firstLetter(card)).flagged).toBe(true);
    expect(run(firstLetter('A collection fee of 24.34% has been added to your credit card balance.')).flagged).toBe(true);
    // "credit card" names the debt here, not a way of paying (a card payment's fee is pay_to_pay_fee's)
    expect(run(firstLetter('Collection costs may be added to your credit card balance.')).flagged).toBe(true);
    expect(run(firstLetter('A $5.00 fee applies to credit card payments.')).flagged).toBe(false);
  });
  it('flags them once the answer is that nothing allows them, and passes a percentage the loan allows', () => {
    expect(lines.filter((s) => !run(firstLetter(s), { contractAllowsCollectionFees: false }).flagged)).toEqual([]);
    expect(run(firstLetter(lines[2]!), { contractAllowsCollectionFees: true }).flagged).toBe(false);
  });
});

describe('interest_accrual_not_disclosed: a figure said to leave out what is owed, in other words and orders (Miller v. McCalla)', () => {
  const accrual = (text: string, answers: UserAnswers = {}) => {
    const result = analyzeText(text, {
      answers: { state: 'IL', senderIsOriginalCreditor: false, ...answers },
      today: TODAY,
      rules: [getRule('interest_accrual_not_disclosed')!],
    });
    return result.findings.some((f) => f.id === 'interest_accrual_not_disclosed');
  };
  const leftOut = [
    'The balance stated above excludes accrued interest and late fees.',
    'This figure omits interest that has built up since your last statement.',
    'The sum shown is exclusive of late charges and escrow advances.',
    'Accrued interest and late charges are not reflected in the balance above.',
    'Interest that has accrued is not included in this amount.',
    'Excluded from the amount above: unpaid interest; late charges.',
    'Not reflected in this balance:\n- interest accrued since March 1\n- late fees',
    'Este monto no incluye los intereses acumulados ni los cargos por mora.',
    'Please phone our office for exact figures.',
  ];
  it('flags each as a figure that is not the amount of the debt, and passes near misses that leave nothing owed out', () => {
    expect(leftOut.filter((s) => !accrual(firstLetter(s)))).toEqual([]);
    for (const s of [
      'This amount does not include interest, because no interest is being charged on this account.',
      'The settlement amount does not include any interest.',
      'Your monthly payment amount does not include interest.',
      'The balance includes all interest and late charges.',
    ])
      expect(accrual(firstLetter(s)), s).toBe(false);
  });
});

describe('vn_itemization_arithmetic: figures that do not add up misstate the debt in any letter, not only the validation notice', () => {
  const later = (rows: string) =>
    `Harbor Legal Group, P.C.\n10 Main St, Hartford, CT 06103\n\nMarch 3, 2018\n\nAccount ending 7712\n\n${rows}\n\nThis communication is from a debt collector.`;
  const arithmetic = (text: string) =>
    analyzeText(text, { answers: { state: 'CT' }, today: '2018-03-20', rules: [getRule('vn_itemization_arithmetic')!] }).findings.length > 0;
  it('flags a charge-off balance and a different current balance with nothing between them, in a table or in lines, and passes one that adds up', () => {
    const tables = [
      'Balance at charge-off: $840.00\nInterest since charge-off: $0.00\nFees since charge-off: $0.00\nPayments and credits since charge-off: $0.00\nCurrent balance: $702.35',
      '| Charge-off balance | $840.00 |\n| Interest added since charge-off | $0.00 |\n| Fees added since charge-off | $0.00 |\n| Payments and credits since charge-off | $0.00 |\n| Balance now | $702.35 |',
    ];
    expect(tables.filter((t) => !arithmetic(later(t)))).toEqual([]);
    expect(arithmetic(later(tables[0]!.replace('$702.35', '$840.00')))).toBe(false);
  });
});

describe('misstated_legal_status: a 1099-C warning where no offer forgives $600, with the savings in a table or in Spanish (Heredia, 7th Cir. 2019)', () => {
  const legal = (text: string) =>
    analyzeText(text, { answers: { state: 'WI', senderIsOriginalCreditor: false }, today: TODAY, rules: [getRule('misstated_legal_status')!] }).findings.some(
      (f) => f.id === 'misstated_legal_status',
    );
  const warning =
    'Settling for less than the full balance may have tax consequences, and the creditor may send a Form 1099-C. We cannot give tax advice; please consult a tax professional.';
  const offers = (savings: [string, string]) => [
    `Balance: $1,840.00\n\n| Option | You pay | Savings |\n| A | $1,472.00 by July 1 | ${savings[0]} |\n| B | $1,564.00 in two payments | ${savings[1]} |\n\n${warning}`,
    `Balance: $1,840.00\n\nOption\tYou pay\tDiscount\nA\t$1,472.00\t${savings[0]}\nB\t$1,564.00\t${savings[1]}\n\n${warning}`,
    `Saldo: $1,840.00\nOpción A: pague $1,472.00 antes del 1 de julio (ahorra ${savings[0]}).\nOpción B: pague $1,564.00 en dos pagos (ahorro de ${savings[1]}).\n\nLiquidar por menos del saldo puede tener consecuencias fiscales y el acreedor puede presentar un formulario 1099-C.`,
  ];
  it('flags the warning when every saving is under $600, and not when one reaches $600 or the clause advises consulting an adviser', () => {
    expect(offers(['$368.00', '$276.00']).filter((t) => !legal(firstLetter(t)))).toEqual([]);
    expect(offers(['$668.00', '$276.00']).filter((t) => legal(firstLetter(t)))).toEqual([]);
    expect(
      legal(
        firstLetter('Balance: $1,840.00\nSettle for $1,472.00 and save $368.00.\nPlease consult your tax adviser about whether a Form 1099-C applies to you.'),
      ),
    ).toBe(false);
  });
});

describe('balance growth only supposed ("if interest is accruing, the amount may be greater") is a truism, not a claim (Salinas v. R.A. Rogers, 5th Cir. 2020)', () => {
  const judged = (ruleId: string, text: string, answers: UserAnswers = {}) =>
    analyzeText(text, { answers: { state: 'TX', senderIsOriginalCreditor: false, ...answers }, today: TODAY, rules: [getRule(ruleId)!] }).findings.length > 0;
  const supposed = [
    'If interest or other charges are accruing on your account, the amount due may be greater.',
    'In the event that interest or fees are being added to your account, your balance may increase.',
    'To the extent any interest or late charges accrue, the amount you owe may be higher than shown.',
    'Should there be interest or other charges accruing, the amount due could be greater after the date of this letter.',
  ];
  it('reads the growth as supposed, and neither rule flags it, even where nothing can be added', () => {
    expect(supposed.filter((s) => readBalanceGrowth(s).claims.some((c) => !c.lawfulCondition))).toEqual([]);
    expect(supposed.filter((s) => judged('unauthorized_fees_or_interest', firstLetter(s)))).toEqual([]);
    expect(supposed.filter((s) => judged('interest_accrual_not_disclosed', firstLetter(s), { balanceCanIncrease: false }))).toEqual([]);
    expect(supposed.filter((s) => judged('interest_increase_language_false', firstLetter(s), { balanceCanIncrease: false }))).toEqual([]);
  });
  it('still reads a condition on the consumer as a claim: the charges are its consequence', () => {
    for (const s of ['If you do not pay, interest and collection fees will be added.', 'If this balance is not paid, collection costs may be added to it.'])
      expect(judged('unauthorized_fees_or_interest', firstLetter(s)), s).toBe(true);
    expect(
      judged('interest_increase_language_false', firstLetter('If you do not pay by May 1, your balance may increase because interest will be added.'), {
        balanceCanIncrease: false,
      }),
    ).toBe(true);
  });
  it('reads growth in a sentence with a payment deadline or a card debt, and not a fee for a way of paying', () => {
    for (const s of [
      'If you do not pay by June 30, interest will be added to this account.',
      'Your credit card balance may increase because interest is added each month.',
      'Unless you pay by the end of the month, late fees may be assessed.',
    ])
      expect(readBalanceGrowth(s).claims.length, s).toBeGreaterThan(0);
    for (const s of ['A $3.00 fee may be charged for credit card payments.', 'A convenience fee may be added if you pay by phone.'])
      expect(readBalanceGrowth(s).claims, s).toEqual([]);
  });
});

describe('fee rules: a fee the letter says the agreement or a law allows, in any wording, is asked about (15 U.S.C. 1692f(1))', () => {
  it('asks for a payment fee or a collection fee said to be allowed, and flags the same fee when the letter claims no authority', () => {
    const payment = [
      'You may pay online at no charge, or by phone with a $2.50 fee if your agreement allows it.',
      'A $3.95 fee applies to payments made by debit card, where permitted by law.',
      'Payments by credit card carry a $4.00 convenience fee, as your cardmember agreement expressly provides.',
    ];
    expect(notAsked(payment, 'contractAllowsPaymentFees', 'pay_to_pay_fee')).toEqual([]);
    expect(runRule('pay_to_pay_fee', firstLetter('You may pay online at no charge, or by phone with a $2.50 fee.')).flagged).toBe(true);
    const collection = ['Collection costs: $150.00, to the extent permitted by law.', 'Collection fee: $150.00, pursuant to the terms of your note.'];
    expect(collection.filter((s) => runRule('unauthorized_fees_or_interest', firstLetter(s)).flagged)).toEqual([]);
    expect(runRule('unauthorized_fees_or_interest', firstLetter('Collection fee: $150.00')).flagged).toBe(true);
  });
});

describe('unauthorized_fees_or_interest: a percentage the agreement itself sets is not the Kojetin flat percentage (Kojetin v. C U Recovery, 8th Cir. 1999)', () => {
  const agreed = [
    'Collection cost (15%): $91.96\nYour rental agreement (section 19) provides that you will pay collection costs of 15% of the unpaid balance.',
    'A collection fee of 20% has been added, as provided in your loan agreement.',
    'Collection cost: $80.00\nYour lease with Harbor Storage Co. (section 12) requires you to pay collection costs of 15% of the unpaid rent.',
    'Your contract states that a 25 percent collection charge applies to accounts referred for collection. Collection charge: $210.00',
  ];
  it('asks unanswered and passes once the agreement is said to allow it, while a percentage read into "costs of collection" is still flagged', () => {
    expect(notAsked(agreed)).toEqual([]);
    expect(agreed.filter((s) => run(firstLetter(s), { contractAllowsCollectionFees: true }).flagged)).toEqual([]);
    const kojetin = 'Collection fee (25% of balance): $250.00\nYour agreement allows costs of collection.';
    expect(run(firstLetter(kojetin)).flagged).toBe(true);
    expect(run(firstLetter(kojetin), { contractAllowsCollectionFees: true }).flagged).toBe(true);
  });
});
