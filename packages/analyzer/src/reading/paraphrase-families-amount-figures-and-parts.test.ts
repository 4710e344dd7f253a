/**
 * Paraphrase families (decision 145) for how a letter states the amount of the debt by its figures: the parts it lists
 * and the total it prints, the collector's own charges folded into a balance, a sum with interest running from an
 * earlier date, a collection fee that is a round share of the debt, a charge of no named kind, and the figure a payment
 * slip asks for. Each family has its must-flag variants (synonyms, word order, layout, the passive, Spanish) and the
 * lawful near misses courts approved or the law allows: an itemization that adds up (the Regulation F Model Form B-1
 * among them), a lower unexplained total (Kleinman v. Frontline, E.D.N.Y. 2020), fees itemized with their figure, the
 * creditor's own interest within a "principal balance" (Wahl v. Midland, 7th Cir. 2009), the past-due part beside the
 * balance (Barnes v. Advanced Call Center, 7th Cir. 2007), the Miller paragraph where the balance grows. Written from the
 * law's categories, not from any letter. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';

const TODAY = '2025-06-12';
const HEAD = 'Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nThis communication is from a debt collector. This is an attempt to collect a debt.\n';

/** One rule on a collector's letter (New York unless said): whether it flagged, and what it asked. */
const run = (ruleId: string, body: string, answers: UserAnswers = {}) => {
  const result = analyzeText(`${HEAD}\n${body}`, {
    answers: { state: 'NY', senderIsOriginalCreditor: false, ...answers },
    today: TODAY,
    rules: [getRule(ruleId)!],
  });
  expect(result.errors).toEqual([]);
  const finding = result.findings.find((f) => f.id === ruleId);
  return { flagged: Boolean(finding), confidence: finding?.confidence, asks: result.questions.map((q) => q.id) };
};
const flaggedBy = (ruleId: string, bodies: readonly string[], answers: UserAnswers = {}): string[] => bodies.filter((b) => run(ruleId, b, answers).flagged);
const notFlaggedBy = (ruleId: string, bodies: readonly string[], answers: UserAnswers = {}): string[] => bodies.filter((b) => !run(ruleId, b, answers).flagged);

describe('vn_itemization_arithmetic: a total larger than the parts the letter lists (15 U.S.C. 1692e(2)(A), 1692f(1))', () => {
  const ID = 'vn_itemization_arithmetic';
  const over = [
    'Principal: $1,000.00\nInterest: $200.00\nFees: $50.00\nTotal: $1,350.00',
    'Principal Balance: $1,000.00\nInterest: $200.00\nLate Charges: $50.00\nBalance Due: $1,350.00',
    'Principal ........ $1,000.00\nAccrued interest ........ $200.00\nCollection costs ........ $50.00\nAmount now owed ........ $1,350.00',
    'Original balance      $1,000.00\nInterest added      $212.40\nPayments received      $100.00\nCurrent balance      $1,212.40',
    '| Principal | $1,000.00 |\n| Interest | $200.00 |\n| Other charges | $0.00 |\n| Total amount due | $1,350.00 |',
    'Principal\n$1,000.00\nInterest\n$200.00\nTotal owed\n$1,350.00',
    'Balance at charge-off: $2,000.00\nInterest since charge-off: + $75.00\nFees since charge-off: + $0.00\nPayments and credits: - $100.00\nCurrent balance: $2,075.00',
    'Capital: $1,000.00\nIntereses: $200.00\nCargos: $50.00\nSaldo total: $1,350.00',
    'Saldo original: $1,000.00\nIntereses: $200.00\nPagos: $100.00\nSaldo actual: $1,150.00',
    // a table written on one line, and the parts told in a sentence
    'Principal: $1,000.00   Interest: $200.00   Total Due: $1,350.00',
    'Your balance of $1,350.00 consists of principal of $1,000.00 and interest of $200.00.',
    'You owe $1,350.00, which is made up of $1,000.00 in principal, $200.00 in interest and $50.00 in late fees.',
    'The total due, $1,350.00, is comprised of $1,000.00 of principal and $200.00 of interest.',
    'Su saldo de $1,350.00 se compone de $1,000.00 de capital y $200.00 de intereses.',
  ];
  it('flags each layout and wording from the words', () => {
    expect(notFlaggedBy(ID, over)).toEqual([]);
  });
  const lawful = [
    // parts that add up, in the same layouts
    'Principal: $1,000.00\nInterest: $200.00\nFees: $50.00\nTotal: $1,250.00',
    'Original balance      $1,000.00\nInterest added      $212.40\nPayments received      $100.00\nCurrent balance      $1,112.40',
    'Capital: $1,000.00\nIntereses: $200.00\nCargos: $50.00\nSaldo total: $1,250.00',
    // Model Form B-1's itemization, correctly filled in
    'Our information shows:\nAs of January 2, 2025, you owed: $2,234.56\nBetween January 2, 2025 and today:\nYou were charged this amount in interest: + $75.00\nYou were charged this amount in fees: + $25.00\nYou paid or were credited this amount toward the debt: - $50.00\nTotal amount of the debt now: $2,284.56',
    // a lower total, unexplained (Kleinman: not misleading, not material)
    'Total due as of charge-off: $12,939.96\nTotal paid since charge-off: $0.00\nInterest: $0.00\nTotal due: $12,771.57'.replace('Interest: $0.00\n', ''),
    'Principal: $1,000.00\nInterest: $200.00\nTotal: $1,150.00',
    // a row elided by the quoter, an adjustment of either sign, a payment asked for, an offer: not summed
    'Principal: $1,000.00\n[...]\nInterest: $200.00\nTotal: $1,350.00',
    'Principal: $1,000.00\nInterest: $200.00\nAdjustments: $150.00\nTotal: $1,350.00',
    'Account Balance: $2,875.54\nMinimum Payment Due: $579.00',
    'Total Account Balance $1,113.00\nAmount Now Due $234.00',
    'Balance: $1,500.00\nSettlement offer: $600.00\nTotal: $600.00',
    // one part is not a breakdown
    'Principal Balance: $1,149.09\nBalance Due: $1,184.19',
    // the same on one line and in sentences, adding up; a sentence whose parts it cannot name
    'Principal: $1,000.00   Interest: $200.00   Total Due: $1,200.00',
    'Your balance of $1,200.00 consists of $1,000.00 in principal and $200.00 in interest.',
    'Su saldo de $1,200.00 se compone de $1,000.00 de capital y $200.00 de intereses.',
    'Your balance of $1,350.00 consists of $1,000.00 from your March purchase and $200.00 from April.',
  ];
  it('does not flag parts that add up, a lower total, or a table it cannot read whole', () => {
    expect(flaggedBy(ID, lawful)).toEqual([]);
  });
});

describe("misstated_legal_status: the collector's own charges folded into a balance without their figure (Fields v. Wilber, 7th Cir. 2004)", () => {
  const ID = 'misstated_legal_status';
  const lumped = [
    "The account balance of $388.54 includes attorney's fees.",
    'You owe a total of $980.12, which includes costs of collection.',
    'Please remit $2,104.77, inclusive of our collection fee, to this office.',
    'Balance: $1,250.00\nCollection costs have been added to your balance.',
    'The amount due of $1,250.00 includes our fees.',
    'The total shown above, $1,250.00, also includes the agency commission.',
    'El saldo de $1,250.00 incluye honorarios de cobranza.',
    'Los costos de cobranza han sido agregados a su saldo de $1,250.00.',
  ];
  it('flags each from the words, and still when the agreement allows such charges', () => {
    expect(notFlaggedBy(ID, lumped)).toEqual([]);
    expect(notFlaggedBy(ID, lumped, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  it('is medium in the Seventh Circuit, where Fields binds, and low elsewhere', () => {
    expect(run(ID, lumped[0]!, { state: 'IL' }).confidence).toBe('medium');
    expect(run(ID, lumped[0]!, { state: 'NY' }).confidence).toBe('low');
  });
  const lawful = [
    'Your balance of $1,250.00 includes a collection fee of $250.00.',
    "Your balance includes attorney's fees.\nPrincipal: $1,000.00\nAttorney's fees: $250.00\nBalance: $1,250.00",
    'Your balance of $1,250.00 includes principal, interest and late fees charged by Pinecrest Bank.',
    'Your balance of $1,250.00 includes interest.',
    "The balance of $1,250.00 does not include attorney's fees.",
    "The judgment balance of $5,250.00 includes attorney's fees and costs awarded by the court.",
    'Collection costs of $150.00 have been added to your balance, which is now $1,150.00.',
  ];
  it("does not flag charges given their figure, the creditor's own charges, interest, a negation or a court award", () => {
    expect(flaggedBy(ID, lawful)).toEqual([]);
  });
});

describe('misstated_legal_status: a sum with interest running from an earlier date and no total now (Bazan; Miller v. McCalla)', () => {
  const ID = 'misstated_legal_status';
  const running = [
    'Demand is made for the principal sum of $4,000.00, together with interest thereon since March 1, 2019 at the statutory rate.',
    'We demand $4,000.00 with statutory interest from 3/1/2019.',
    'You owe $4,000.00 plus accrued and accruing interest from March 1, 2019.',
    'Please pay $4,000.00 and interest at 9% per annum from and after January 5, 2020.',
    'Usted debe $4,000.00 más intereses desde el 1 de marzo de 2019.',
    'Se reclama la suma de $4,000.00 junto con los intereses a partir del 1 de marzo de 2019.',
  ];
  it('flags each from the words', () => {
    expect(notFlaggedBy(ID, running)).toEqual([]);
  });
  const lawful = [
    'Total due: $4,410.00. This includes $4,000.00 together with interest thereon since March 1, 2019.',
    'The amount due stated below is the amount due as of the date of this letter. Future interest of 5% per year may be added to the account if the amount due is not paid.\nAmount due: $98.52',
    'You owe $4,000.00. Interest will continue to accrue at 9% per year.',
  ];
  it('does not flag a sum with the total stated now, or growth told plainly', () => {
    expect(flaggedBy(ID, lawful)).toEqual([]);
  });
});

describe('unauthorized_fees_or_interest: a collection fee that is a round share of the debt (legal-reference §1.5)', () => {
  const ID = 'unauthorized_fees_or_interest';
  const shares = [
    'Principal: $3,729.21\nInterest: $1,292.58\nLate Charges: $18.34\nCollection Costs: $1,680.04\nTotal: $6,720.17',
    'Principal: $1,234.56\nCollection fee: $308.64\nTotal: $1,543.20',
    'Balance placed: $2,222.22\nAgency fee: $444.44\nBalance due: $2,666.66',
    'Saldo original: $1,111.11\nCostos de cobranza: $333.33\nSaldo total: $1,444.44',
  ];
  it('flags the fee as a percentage even where the agreement allows collection costs', () => {
    expect(notFlaggedBy(ID, shares, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  const lawful = [
    // a flat fee beside a round balance, a fee that is no round share, a federal student loan's costs (set by law)
    'Principal: $1,000.00\nCollection fee: $250.00\nTotal: $1,250.00',
    'Principal: $1,234.56\nCollection fee: $97.13\nTotal: $1,331.69',
    'Re: your defaulted Federal Family Education Loan\nPrincipal: $1,234.56\nCollection costs: $308.64\nTotal: $1,543.20',
  ];
  it('passes a flat or uneven fee, and a federal student loan, where the agreement or the law allows them', () => {
    expect(flaggedBy(ID, lawful, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  it('passes the percentage in the Seventh Circuit once the agreement allows collection costs (Bernal v. NRA Group, 2019)', () => {
    expect(flaggedBy(ID, shares, { state: 'IL', contractAllowsCollectionFees: true })).toEqual([]);
    expect(
      flaggedBy(ID, ['Principal: $1,000.00\nCollection fee (25%): $250.00\nTotal: $1,250.00'], { state: 'WI', contractAllowsCollectionFees: true }),
    ).toEqual([]);
  });
});

describe('unauthorized_fees_or_interest: a charge of no named kind is asked about', () => {
  const ID = 'unauthorized_fees_or_interest';
  const unnamed = [
    'Balance at charge-off: $2,000.00\nInterest: $0.00\nOther charges: $75.00\nPayments: $0.00\nCurrent balance: $2,075.00',
    'Miscellaneous fees: $40.00',
    'Additional charges  $120.00',
    'Otros cargos: $75.00',
  ];
  it('asks whether the agreement allows it, flags on "no", passes on "yes"', () => {
    expect(unnamed.filter((b) => !run(ID, b).asks.includes('contractAllowsCollectionFees') || run(ID, b).flagged)).toEqual([]);
    expect(notFlaggedBy(ID, unnamed, { contractAllowsCollectionFees: false })).toEqual([]);
    expect(flaggedBy(ID, unnamed, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  it('does not read a zero line, or the Miller paragraph where the balance grows, as such a charge', () => {
    expect(run(ID, 'Other charges: $0.00').asks).not.toContain('contractAllowsCollectionFees');
    const miller =
      'As of the date of this letter, you owe $1,234.56. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.';
    expect(run(ID, miller, { balanceCanIncrease: true }).flagged).toBe(false);
  });
});

describe('amounts_contradictory: the figure a payment slip or payoff line gives against the balance (1692e(2)(A), 1692g(a)(1))', () => {
  const ID = 'amounts_contradictory';
  const pairs = [
    'Balance Due: $1,234.56\n[...]\nPAY THIS AMOUNT: $1,534.56',
    'Amount of Debt: $1,234.56\n[...]\nPlease Pay: $1,534.56',
    'Outstanding Balance: $1,234.56\n[...]\nAmount to Pay: $1,534.56',
    'Saldo pendiente: $1,234.56\n[...]\nPayoff: $1,534.56',
    'Amount Outstanding: $1,234.56\n[...]\nOutstanding Amount: $1,534.56',
    'Payoff Amount: $1,234.56\n[...]\nTotal Balance Due: $1,534.56',
    'Total a pagar: $1,234.56\n[...]\nDebt Amount: $1,534.56',
  ];
  it('flags two different figures for the debt in these labels', () => {
    expect(notFlaggedBy(ID, pairs)).toEqual([]);
  });
  const lawful = [
    'Balance Due: $1,234.56\n[...]\nPAY THIS AMOUNT: $100.00',
    'Please pay $50.00 by June 30. [...] Please pay $75.00 by July 30.',
    'Balance: $1,500.00\nWe will accept $600.00 to settle.\nPAY THIS AMOUNT: $600.00',
    'Balance: $1,500.00\nPayoff Amount: $1,500.00',
    'Account Balance: $5,400.00\nCurrent Amount Due: $312.00\nIf paid in full to MBNA America, all collection activity will be stopped.',
    'Amount of debt: $1,000.00\nCollection fee: $150.00\nPlease pay: $1,150.00',
  ];
  it('does not flag a smaller payment asked for, the same figure, an explained difference or the past-due part (Barnes)', () => {
    expect(flaggedBy(ID, lawful)).toEqual([]);
  });
});

describe('unauthorized_fees_or_interest: interest the figures show added after the account left the creditor', () => {
  const ID = 'unauthorized_fees_or_interest';
  const added = [
    'Total Due as of Charge-off: $7,681.89\nTotal Interest Accrued Since Charge-off: $346.02\nTotal Amount Due: $8,027.91',
    'Balance at placement: $1,200.00\nInterest since placement: $40.10\nBalance due: $1,240.10',
    'Post-charge-off interest  $88.15',
    'Interest added after charge-off:\n$88.15',
    'Intereses desde la cancelación: $40.10',
  ];
  it('asks whether the balance can grow, flags on "no", passes on "yes"', () => {
    expect(added.filter((b) => !run(ID, b).asks.includes('balanceCanIncrease'))).toEqual([]);
    expect(notFlaggedBy(ID, added, { balanceCanIncrease: false })).toEqual([]);
    expect(flaggedBy(ID, added, { balanceCanIncrease: true })).toEqual([]);
  });
  const lawful = [
    'Balance at charge-off: $425.86\nInterest since charge-off: $0.00\nOther charges: $0.00\nCurrent balance: $425.86',
    'As of January 2, 2025, you owed: $2,234.56\nBetween January 2, 2025 and today:\nYou were charged this amount in interest: + $75.00\nYou were charged this amount in fees: + $0.00\nYou paid or were credited this amount toward the debt: - $0.00\nTotal amount of the debt now: $2,309.56',
  ];
  it('does not read a zero line, or the itemization-date interest of the Regulation F form, as interest added after charge-off', () => {
    expect(flaggedBy(ID, lawful, { balanceCanIncrease: false })).toEqual([]);
    expect(lawful.filter((b) => run(ID, b).asks.includes('balanceCanIncrease'))).toEqual([]);
  });
});

describe('amount near misses courts approved stay silent in every amount rule', () => {
  const RULES = [
    'vn_itemization_arithmetic',
    'amounts_contradictory',
    'misstated_legal_status',
    'unauthorized_fees_or_interest',
    'interest_accrual_not_disclosed',
  ];
  const approved: [string, string, UserAnswers][] = [
    // Wahl v. Midland (7th Cir. 2009): the issuer's interest within a "principal balance", the collector's own interest shown apart
    ['Wahl', 'Principal Balance: $1,149.09\nInterest: $35.10\nBalance Due: $1,184.19', { state: 'IL', balanceCanIncrease: true }],
    // Miller v. McCalla's safe-harbour paragraph where the balance grows
    [
      'Miller',
      'As of the date of this letter, you owe $1,234.56. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you before depositing the check for collection. For further information, write the undersigned or call 1-800-555-1212.',
      { state: 'IL', balanceCanIncrease: true, contractAllowsCollectionFees: true },
    ],
    // DiCristo (E.D.N.Y. 2019): a contingent agency fee itemized with its figure and explained, with the Avila wording
    [
      'DiCristo',
      'Principal: $4,500.00\nInterest: $111.69\nFees & Costs*: $1,122.49\nCurrent Balance: $5,734.18\n*This collection agency fee is not due until the time of payment and the amount of the fee may decrease at the time of payment depending on the amount that is ultimately paid.',
      { balanceCanIncrease: true, contractAllowsCollectionFees: true },
    ],
    // Dow v. Frontline (2d Cir. 2019): zero lines on a static debt
    ['Dow', 'As of the date of this letter, you owe $1,400.00.\nInterest: $0.00\nFees: $0.00', { balanceCanIncrease: false }],
    // Mollberg / Barnes: the part due now beside the balance
    ['Mollberg', 'Total Account Balance $1,113.00\nAmount Now Due $234.00', { state: 'WI' }],
  ];
  it.each(approved)('%s', (_name, body, answers) => {
    const result = analyzeText(`${HEAD}\n${body}`, {
      answers: { state: 'NY', senderIsOriginalCreditor: false, ...answers },
      today: TODAY,
      rules: RULES.map((id) => getRule(id)!),
    });
    expect(result.findings.map((f) => f.id)).toEqual([]);
  });
});
