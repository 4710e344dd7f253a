/**
 * Paraphrase families (decision 157) for the ways courts have found an AMOUNT misleading that the amount readers did not
 * read, each in English and Spanish, in other word orders and layouts, with the lawful near misses that must stay silent:
 *
 * - the balance stated a second way in the offer's own words ("50% of your balance of $1,480.00" beside "Current balance:
 *   $1,250.00"), with nothing that explains the difference (15 U.S.C. 1692e(2)(A), 1692e(10), 1692g(a)(1));
 * - a balance given only as of a date long before the letter, no figure owed now (Miller v. McCalla, 7th Cir. 2000;
 *   Chuway v. National Action, 7th Cir. 2004): asked (`balanceCanIncrease`), flagged where it grows, lawful where it
 *   cannot (Taylor v. Financial Recovery Services, 2d Cir. 2018);
 * - the collector's charges said to have raised the balance to its figure, with no figure of their own (Fields v. Wilber
 *   Law Firm, 7th Cir. 2004), and a balance said in a parenthesis to leave charges out (Miller; Chuway);
 * - a fee for paying, or a charge not yet incurred ("Estimated attorney fees"), printed as a row of the total (1692f(1);
 *   Carlin v. Davidson Fink, 2d Cir. 2017; Kaymark v. Bank of America, 3d Cir. 2015);
 * - attorney's fees listed as owed where no lawyer is at work (Kaymark): `lawsuitFiled` asked, flagged when none was filed;
 * - "Interest: $0.00" beside a rate said to accrue: one of the two is wrong, so `balanceCanIncrease` is asked (Boucher v.
 *   Finance System of Green Bay, 7th Cir. 2018, where it cannot).
 *
 * Lawful and kept silent: the Miller safe-harbour paragraph where the balance grows, principal and interest shown as one
 * "principal" (Hahn v. Triumph Partnerships, 7th Cir. 2009), zero rows on a static debt (Degroot v. Client Services, 7th
 * Cir. 2020), a static balance said to be static (Taylor), the Avila settlement by a date, an offer measured against the
 * same balance or against a history figure, fees given their own figure, a fee for one way of paying with a free way
 * offered, conditional future charges, attorney's fees after a judgment or from a law firm. Written from the law's
 * categories, never from a court letter's words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { firstLetter, laterLetter, runRule } from './test-letters';

const CONTRADICTORY = 'amounts_contradictory';
const STATUS = 'misstated_legal_status';
const FEES = 'unauthorized_fees_or_interest';
const INTEREST = 'interest_accrual_not_disclosed';
/** Growth said when the balance cannot grow (Boucher) is judged by its own rule since decision 219. */
const GROWTH = 'interest_increase_language_false';
const AMOUNT_RULES = [
  'vn_current_amount',
  'vn_amount_on_itemization_date',
  'vn_itemization_table',
  'vn_itemization_arithmetic',
  CONTRADICTORY,
  INTEREST,
  GROWTH,
  STATUS,
  FEES,
];

/** A later letter (no validation notice) dated June 2, 2025, to a consumer in New York, holding `body`. */
const later = (body: string): string =>
  laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: 'Brooklyn, NY 11201', date: 'June 2, 2025' });
const runNY = (ruleId: string, body: string, answers: UserAnswers = {}) => run(ruleId, later(body), answers);
const run = (ruleId: string, text: string, answers: UserAnswers = {}) => runRule(ruleId, text, { allPagesUploaded: true, ...answers }, 'NY');
const flaggedBy = (ruleId: string, bodies: readonly string[], answers: UserAnswers = {}): string[] => bodies.filter((b) => runNY(ruleId, b, answers).flagged);
const notFlaggedBy = (ruleId: string, bodies: readonly string[], answers: UserAnswers = {}): string[] =>
  bodies.filter((b) => !runNY(ruleId, b, answers).flagged);
const notAsking = (ruleId: string, question: string, bodies: readonly string[], answers: UserAnswers = {}): string[] =>
  bodies.filter((b) => {
    const r = runNY(ruleId, b, answers);
    return r.flagged || !r.asks.includes(question);
  });

describe('the balance stated again in an offer, differing from the balance stated (amounts_contradictory)', () => {
  const mustFlag = [
    'Your current balance is $1,250.00. To settle, we will accept 50% of your balance of $1,480.00, or $740.00.',
    'Balance: $1,250.00\n\nWe are authorized to settle this account for $740.00, a 50% discount off the $1,480.00 owed.',
    'Balance due: $1,250.00\n\nSettle your $1,480.00 balance today for only $740.00.',
    'Amount due: $1,250.00\n\nThis offer saves you 40% on the total balance of $1,480.00 you owe.',
    'You owe $1,250.00.\n\nPay $740.00 and we will resolve the outstanding debt of $1,480.00 in full.',
    'Saldo actual: $1,250.00\n\nAceptaremos el 50% de su saldo de $1,480.00 para liquidar la cuenta.',
    'Monto adeudado: $1,250.00\n\nLe ofrecemos un descuento sobre su deuda total de $1,480.00.',
  ];
  const mustNotFlag = [
    // the offer measured against the same balance
    'Your current balance is $1,250.00. To settle, we will accept 50% of your balance of $1,250.00, or $625.00.',
    'Saldo actual: $1,250.00\n\nAceptaremos el 50% de su saldo de $1,250.00 para liquidar la cuenta.',
    // a history figure in the offer, said to be history
    'Balance due: $1,250.00\n\nWe will accept $625.00 to settle your original balance of $1,480.00.',
    'Balance due: $1,250.00\n\nYour balance of $1,480.00 at charge-off can be settled for $740.00.',
    // the difference is a line the letter itemizes
    'Balance due: $1,250.00\nInterest: $230.00\nWe will settle your balance of $1,480.00 for $740.00.',
    // an offer with no other balance stated; the Avila settlement by a date
    'We will accept 50% of your balance of $1,480.00, or $740.00.',
    'Balance due: $1,250.00\n\nWe will accept $625.00 in full settlement if received by July 15, 2025.',
  ];
  it('must flag an offer that names a different balance, from the words', () => {
    expect(notFlaggedBy(CONTRADICTORY, mustFlag)).toEqual([]);
  });
  it('must not flag the same balance, a history figure, an explained difference, or an offer alone', () => {
    expect(flaggedBy(CONTRADICTORY, mustNotFlag)).toEqual([]);
  });
});

describe('a balance only as of a date long before the letter (misstated_legal_status, balanceCanIncrease)', () => {
  const old = [
    'As of March 1, 2021, your balance was $1,250.00.',
    'Balance as of 03/01/2021: $1,250.00. Please remit payment.',
    'Your account had a balance of $1,250.00 on March 1, 2021. Please call us to arrange payment.',
    'The balance on this account as of December 31, 2022 is $1,250.00.',
    'Al 1 de marzo de 2021, su saldo era de $1,250.00. Favor de enviar su pago.',
  ];
  it('asks whether the balance can grow, from the words', () => {
    expect(notAsking(STATUS, 'balanceCanIncrease', old)).toEqual([]);
  });
  it('must flag once the consumer says the balance has kept growing', () => {
    expect(notFlaggedBy(STATUS, old, { balanceCanIncrease: true })).toEqual([]);
  });
  it('must not flag once the consumer says it cannot grow (the old figure is the amount: Taylor)', () => {
    expect(flaggedBy(STATUS, old, { balanceCanIncrease: false })).toEqual([]);
  });
  const mustNotAsk = [
    // a figure owed now beside the history
    'As of March 1, 2021, your balance was $1,250.00. Your current balance is $1,390.00.',
    'As of March 1, 2021, your balance was $1,250.00. Interest of $140.00 has accrued since then, so you now owe $1,390.00.',
    'Su saldo al 1 de marzo de 2021 era de $1,250.00. Saldo actual: $1,390.00.',
    // a date weeks before the letter
    'As of May 20, 2025, your balance was $1,250.00.',
    // the Miller paragraph states the amount as of the letter
    'As of the date of this letter, you owe $1,250.00. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
  ];
  it('must not ask or flag where the letter states the amount now, or the date is recent', () => {
    expect(
      mustNotAsk.filter((b) => {
        const r = runNY(STATUS, b, { balanceCanIncrease: true });
        return r.flagged || runNY(STATUS, b).asks.includes('balanceCanIncrease');
      }),
    ).toEqual([]);
  });
});

describe("the collector's charges said to have raised the balance, or left out of it (Fields; Miller; Chuway)", () => {
  const grown = [
    'Your balance has increased to $1,480.00 due to collection fees.',
    "The amount you owe has gone up to $1,480.00 with the addition of our agency's fee.",
    'Your total has now risen to $1,480.00 because of collection costs.',
    'Su saldo ha aumentado a $1,480.00 debido a cargos de cobranza.',
  ];
  it('must flag a balance grown by charges with no figure of their own, whatever the agreement allows', () => {
    expect(notFlaggedBy(STATUS, grown, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  const notGrownByCharges = [
    'Your balance has increased to $1,480.00 due to collection fees of $230.00.',
    'Your balance has increased to $1,480.00 due to interest.',
    'Your balance has increased to $1,480.00. Collection fee: $230.00.',
  ];
  it('must not flag charges given their figure, or growth by interest', () => {
    expect(flaggedBy(STATUS, notGrownByCharges)).toEqual([]);
  });
  const leftOut = ['Account balance: $1,250.00 (does not include collection costs)', 'Balance: $1,250.00 (excludes accrued interest)'];
  it('must flag a balance said in a parenthesis to leave charges out', () => {
    expect(notFlaggedBy(INTEREST, leftOut)).toEqual([]);
  });
  it('must not flag a figure that leaves out only what may come', () => {
    expect(flaggedBy(INTEREST, ['Account balance: $1,250.00 (does not include future interest that may accrue)'])).toEqual([]);
  });
});

describe('a fee for paying, or a charge not yet incurred, printed as a row of the total (unauthorized_fees_or_interest)', () => {
  const payingRows = [
    'Balance due: $1,250.00\nConvenience fee: $4.95\nTotal due: $1,254.95',
    'Balance due: $1,250.00\nPayment processing fee: $4.95\nTotal amount due: $1,254.95',
    '| Balance | $1,250.00 |\n| Convenience charge | $4.95 |\n| Total | $1,254.95 |',
    'Saldo: $1,250.00\nCargo por conveniencia: $4.95\nTotal a pagar: $1,254.95',
  ];
  it('must flag a fee for paying folded into the total, from the words', () => {
    expect(notFlaggedBy(FEES, payingRows)).toEqual([]);
  });
  const payingLawful = [
    'Balance due: $1,250.00\n\nA convenience fee of $4.95 applies to payments made by phone. You may pay by mail at no charge.',
    'Balance due: $1,250.00\nConvenience fee (card payments only): $4.95',
  ];
  it('must not read a fee for one way of paying, outside the total, as a charge on the debt', () => {
    expect(flaggedBy(FEES, payingLawful)).toEqual([]);
  });
  const estimated = [
    'Principal: $1,250.00\nEstimated attorney fees: $350.00\nTotal due: $1,600.00',
    'Principal: $1,250.00\nAttorney fees (estimated): $350.00\nTotal due: $1,600.00',
    '| Principal | $1,250.00 |\n| Anticipated court costs | $120.00 |\n| Total amount due | $1,370.00 |',
    'Balance: $1,250.00\nProjected collection costs ..... $200.00\nAmount now owed ..... $1,450.00',
    'Capital: $1,250.00\nHonorarios estimados: $350.00\nTotal a pagar: $1,600.00',
  ];
  it('must flag a charge not yet incurred in the total, even where the agreement allows such charges (Carlin; Kaymark)', () => {
    expect(notFlaggedBy(FEES, estimated, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  const estimatedLawful = [
    'Principal: $1,250.00\nEstimated attorney fees: $0.00\nTotal due: $1,250.00',
    'Balance due: $1,250.00\nEstimated attorney fees if suit is filed: $350.00',
  ];
  it('must not flag a zero row, or a row said to be conditional', () => {
    expect(flaggedBy(FEES, estimatedLawful, { contractAllowsCollectionFees: true })).toEqual([]);
  });
});

describe("attorney's fees listed as owed where no lawyer is at work (Kaymark; unauthorized_fees_or_interest, lawsuitFiled)", () => {
  const unearned = [
    "Principal: $1,250.00\nAttorney's fees: $350.00\nTotal due: $1,600.00",
    'Attorney fees of $350.00 have been added to your balance. Total due: $1,600.00.',
    'Legal fees: $350.00\nBalance due: $1,600.00',
    'Honorarios de abogado: $350.00\nTotal a pagar: $1,600.00',
  ];
  it('asks whether a suit was filed, even where the agreement allows such fees', () => {
    expect(notAsking(FEES, 'lawsuitFiled', unearned, { contractAllowsCollectionFees: true })).toEqual([]);
  });
  it('must flag once the consumer says no suit was filed', () => {
    expect(notFlaggedBy(FEES, unearned, { contractAllowsCollectionFees: true, lawsuitFiled: false })).toEqual([]);
  });
  const earned = [
    "Your account has been referred to our attorney.\nPrincipal: $1,250.00\nAttorney's fees: $350.00\nTotal due: $1,600.00",
    "Judgment balance: $1,250.00\nAttorney's fees: $350.00\nTotal due: $1,600.00",
  ];
  it('must not flag where a lawyer is spoken of, or after a judgment', () => {
    expect(flaggedBy(FEES, earned, { contractAllowsCollectionFees: true, lawsuitFiled: false })).toEqual([]);
  });
  it('must not flag once the consumer says a suit was filed', () => {
    expect(flaggedBy(FEES, unearned, { contractAllowsCollectionFees: true, lawsuitFiled: true })).toEqual([]);
  });
  it('must not flag a law firm that lists its fees', () => {
    const text = laterLetter("Principal: $1,250.00\nAttorney's fees: $350.00\nTotal due: $1,600.00", {
      collector: 'Stone & Vale, P.C.\nAttorneys at Law',
      address: 'PO Box 7\nAlbany, NY 12207',
      consumerCity: 'Brooklyn, NY 11201',
      date: 'June 2, 2025',
    });
    expect(run(FEES, text, { contractAllowsCollectionFees: true, lawsuitFiled: false }).flagged).toBe(false);
  });
});

describe('"Interest: $0.00" beside interest said to accrue at a rate (interest_increase_language_false, balanceCanIncrease)', () => {
  const zeroBesideRate = [
    'Principal: $1,250.00\nInterest: $0.00\nFees: $0.00\nTotal due: $1,250.00\n\nInterest continues to accrue on this account at 18% per year.',
    'Balance: $1,250.00\nInterest: $0.00\n\nInterest accrues daily at an annual rate of 9%.',
    'Capital: $1,250.00\nIntereses: $0.00\nCargos: $0.00\nTotal: $1,250.00\n\nLos intereses siguen acumulándose a una tasa del 18% anual.',
  ];
  it('asks whether the balance can grow, from the words', () => {
    expect(notAsking(GROWTH, 'balanceCanIncrease', zeroBesideRate)).toEqual([]);
  });
  it('must flag once the consumer says it cannot grow (Boucher)', () => {
    expect(notFlaggedBy(GROWTH, zeroBesideRate, { balanceCanIncrease: false })).toEqual([]);
  });
  it('must not flag once the consumer says it grows', () => {
    expect(flaggedBy(GROWTH, zeroBesideRate, { balanceCanIncrease: true })).toEqual([]);
  });
});

describe('lawful amounts stay silent on every amount rule', () => {
  const lawful: readonly [string, UserAnswers][] = [
    // the Miller safe harbour where the balance grows
    [
      'As of the date of this letter, you owe $1,250.00. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you before depositing the check for collection. For further information, write the undersigned or call 1-800-555-0100.',
      { balanceCanIncrease: true, contractAllowsCollectionFees: true },
    ],
    // principal and interest shown as one "principal" (Hahn)
    ['Principal: $1,450.00\nTotal due: $1,450.00', { balanceCanIncrease: false }],
    ['Principal: $1,450.00 (includes accrued interest)\nTotal due: $1,450.00', { balanceCanIncrease: false }],
    // zero rows on a static debt (Degroot); a static balance said to be static (Taylor)
    ['Balance due: $1,250.00\nInterest: $0.00\nFees: $0.00', { balanceCanIncrease: false }],
    ['You owe $1,250.00. No interest or fees are being added to this balance.', { balanceCanIncrease: false }],
    ['Usted debe $1,250.00. No se agregarán intereses ni cargos a este saldo.', { balanceCanIncrease: false }],
    // a balance that adds up, stated once, with an offer on the same figure
    [
      'Principal: $1,000.00\nInterest: $250.00\nTotal due: $1,250.00\n\nWe will accept $625.00 to settle your balance of $1,250.00 if received by July 15, 2025.',
      { balanceCanIncrease: true },
    ],
  ];
  it('no amount rule flags them', () => {
    const flagged = lawful.filter(([body, answers]) => AMOUNT_RULES.some((id) => runNY(id, body, answers).flagged)).map(([body]) => body);
    expect(flagged).toEqual([]);
  });
  it('the Regulation F first letter with its own amount line stays silent on the new readings', () => {
    const text = firstLetter('As of January 2, 2025, you owed $1,200.00. You paid or were credited $0.00 toward the debt since then.');
    expect([STATUS, CONTRADICTORY].filter((id) => run(id, text, { balanceCanIncrease: true }).flagged)).toEqual([]);
  });
});
