/**
 * Paraphrase families for decision 207: two kinds where the letter's own words settle what the rule used to ask.
 *
 * 1. The IRS / 1099-C statement judged on the amount forgiven computed from the letter's own figures (26 U.S.C. 6050P(b);
 *    26 CFR 1.6050P-1: a discharge of less than $600 is never reported, and interest discharged is not counted toward
 *    the $600): a discount given as a percentage of a stated balance, several offers each forgiving its own amount (a plan
 *    counted by its whole), and a balance whose itemized principal is itself under $600 (Schultz v. Midland, 3d Cir.
 *    2018; Heredia v. Capital Management Services, 7th Cir. 2019; Balon v. Enhanced Recovery, M.D. Pa. 2017). Lawful: an
 *    offer that can forgive $600 or more of principal (Moses v. LTD Financial, N.D. Ill. 2017), a general "may have tax
 *    consequences" (Dunbar v. Kohn Law Firm, 7th Cir. 2018), a report the letter says will not be made.
 * 2. A balance given only as of an old date (or the charge-off), while the letter itself says interest or charges keep
 *    being added: the words say the balance grows, so the letter does not state the amount of the debt now (Miller v.
 *    McCalla, 7th Cir. 2000; Chuway v. National Action Financial, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1), 1692e(2)(A)) and
 *    `balanceCanIncrease` is not asked. Lawful: the letter says nothing is added (Taylor v. Financial Recovery Services,
 *    2d Cir. 2018: a static balance is still the amount), a current total beside the old one.
 * 3. A figure the letter says is owed ("you owe", "we are collecting", "usted debe", "su deuda asciende a", a payment it asks
 *    to "remit" for the balance in full) beside a different figure given as the same debt's balance, with nothing that
 *    explains the difference: two figures for one debt (15 U.S.C. 1692e(2)(A), 1692e(10), 1692g(a)(1)). Lawful: the part
 *    due now below the balance (Mollberg, distinguishing Barnes v. Advanced Call Center Technologies, 7th Cir. 2007), an
 *    offer, an old figure and growth explained, the same figure twice, a table of parts.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { runRule } from './test-letters';

const taxLetter = (amountsLine: string, statement: string): string =>
  `Harbor Point Recovery\nPO Box 9, Newark, NJ 07102\n\nJune 2, 2019\n\nRe: account ending 3391\n\n${amountsLine}\n${statement}\n\nThis communication is from a debt collector.`;
const tax = (text: string, answers: UserAnswers = {}): { flagged: boolean; asks: string[] } =>
  runRule('misstated_legal_status', text, answers, 'PA', '2019-06-12');
const STATEMENT = 'Any amount of $600.00 or more that is forgiven as a result of a settlement may be reported to the IRS on Form 1099-C.';

describe("1. the amount forgiven computed from the letter's own figures", () => {
  it.each([
    // a discount given as a percentage of a stated balance
    ['Current balance: $900.00. We are offering you a 40% discount if you pay by July 1, 2019.', STATEMENT],
    ['You may settle your balance of $1,200.00 for 60% of the balance.', STATEMENT],
    [
      'Save 35% off your balance of $1,500.00 when you pay in full by June 30, 2019.',
      'Our client will report forgiveness of debt as required by IRS regulations.',
    ],
    ['Your account balance is $1,100.00. Pay just 55% of it and the account will be closed.', STATEMENT],
    ['Balance: $800.00. Our client has authorized a reduction of 50% of the balance.', 'A Form 1099-C may be issued for the forgiven amount.'],
    [
      'Saldo actual: $950.00. Le ofrecemos un descuento del 40% si paga antes del 1 de julio de 2019.',
      'Cualquier cantidad perdonada podría ser reportada al IRS.',
    ],
    // several offers, each judged on what it forgives (a plan counted by its whole)
    [
      'Balance due: $1,000.00. Option 1: a lump sum of $650.00 settles the account. Option 2: six monthly payments of $150.00 ($900.00 in total) settle the account.',
      STATEMENT,
    ],
    // the itemized principal is itself under $600: interest forgiven is not counted (26 CFR 1.6050P-1)
    ['Principal: $500.00\nInterest: $400.00\nTotal balance: $900.00\nWe will accept $200.00 to settle this account in full.', STATEMENT],
  ])('flagged from the words: %s', (amounts, statement) => {
    const r = tax(taxLetter(amounts, statement));
    expect(r.flagged).toBe(true);
    expect(r.asks).not.toContain('settlementForgivesUnder600');
  });

  it.each([
    // a settlement that can forgive $600 or more (Moses)
    ['Current balance: $2,000.00. We are offering you a 40% discount if you pay by July 1, 2019.', STATEMENT],
    [
      'Saldo actual: $2,500.00. Le ofrecemos un descuento del 40% si paga antes del 1 de julio de 2019.',
      'Cualquier cantidad perdonada podría ser reportada al IRS.',
    ],
    [
      'Balance due: $1,500.00. Option 1: a lump sum of $700.00 settles the account. Option 2: twelve monthly payments of $100.00 settle the account.',
      STATEMENT,
    ],
    ['Principal: $1,200.00\nInterest: $300.00\nTotal balance: $1,500.00\nWe will accept $600.00 to settle this account in full.', STATEMENT],
    // a general warning (Dunbar), and a report said not to be made
    [
      'Current balance: $900.00. We are offering you a 40% discount if you pay by July 1, 2019.',
      'This settlement may have tax consequences; consult your tax adviser.',
    ],
    ['Current balance: $900.00. We are offering you a 40% discount if you pay by July 1, 2019.', 'We will not report this settlement to the IRS.'],
  ])('not flagged: %s / %s', (amounts, statement) => {
    expect(tax(taxLetter(amounts, statement)).flagged).toBe(false);
  });

  it('a percentage with no balance in the words: asked, and the answer decides', () => {
    const text = taxLetter('We are offering you a 40% discount if you pay by July 1, 2019.', STATEMENT);
    expect(tax(text).asks).toContain('settlementForgivesUnder600');
    expect(tax(text, { settlementForgivesUnder600: true }).flagged).toBe(true);
    expect(tax(text, { settlementForgivesUnder600: false }).flagged).toBe(false);
  });
});

const oldBalanceLetter = (lines: string): string =>
  `Apex Recovery Group\nPO Box 100\nChicago, IL 60601\n\nJune 2, 2019\n\nMaria Gomez\n12 Oak St\nSpringfield, IL 62701\n\nRe: Account ending 4411\n\n${lines}\n\nThis communication is from a debt collector.`;
const old = (text: string, answers: UserAnswers = {}): { flagged: boolean; asks: string[] } =>
  runRule('misstated_legal_status', text, answers, 'IL', '2019-06-12');

describe('2. a balance given only as of an old date while the letter says it keeps growing', () => {
  it.each([
    'As of March 1, 2017, your balance was $1,250.00. Interest continues to accrue on this balance at 9% per year.',
    'Balance as of 03/01/2017: $1,250.00. Interest is being added to your account daily.',
    'Your balance on January 15, 2016 was $2,310.40. Late charges and interest will continue to be added until the account is paid.',
    'Balance at charge-off: $2,000.00. Since then, interest has accrued and continues to accrue at the contract rate.',
    'The amount owed as of March 1, 2017 was $980.00, plus interest that accrues every day until paid.',
    'Al 1 de marzo de 2017, su saldo era de $1,250.00. Los intereses siguen acumulándose sobre este saldo.',
  ])('flagged from the words, nothing asked: %s', (lines) => {
    const r = old(oldBalanceLetter(lines));
    expect(r.flagged).toBe(true);
    expect(r.asks).not.toContain('balanceCanIncrease');
  });

  it.each([
    // the letter says nothing is added: the old figure is still the amount (Taylor)
    'As of March 1, 2017, your balance was $1,250.00. No interest or fees are being added to this account.',
    'Balance at charge-off: $2,000.00. Interest has been waived and will not be charged.',
    // a current total beside the old one
    'As of March 1, 2017, your balance was $1,250.00. Interest continues to accrue. The total amount due as of the date of this letter is $1,402.10.',
    // a hedge alone does not say the balance grows: asked
  ])('not flagged and not asked: %s', (lines) => {
    const r = old(oldBalanceLetter(lines));
    expect(r.flagged).toBe(false);
    expect(r.asks).not.toContain('balanceCanIncrease');
  });

  it('a balance that only may grow is still asked', () => {
    const r = old(oldBalanceLetter('As of March 1, 2017, your balance was $1,250.00. Interest may be added if your agreement allows it.'));
    expect(r.flagged).toBe(false);
    expect(r.asks).toContain('balanceCanIncrease');
  });
});

const amountsLetter = (body: string): string =>
  `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nJune 2, 2025\n\nMaria Gomez\n12 Oak St\nAustin, TX 78701\n\nRe: Account ending 4411\n\n${body}\n\nThis communication is from a debt collector.`;
const contradictory = (body: string): boolean => runRule('amounts_contradictory', amountsLetter(body), {}, 'TX', '2025-06-12').flagged;

describe('3. a figure said to be owed beside a different balance for the same debt', () => {
  it.each([
    'You owe $1,250.00 on this account.\nPlease remit the balance of $1,310.00 to our office.',
    'The amount of your debt is $980.00.\nTotal due: $1,045.50',
    'A balance of $1,250.00 is owed on this account.\nCurrent balance: $1,400.00',
    'Your account balance of $2,000.00 has been referred to us. Please remit $2,150.00 to pay your balance in full.',
    'We are collecting $1,250.00 from you. Your balance with our client is $1,480.00.',
    'Usted debe $1,250.00 en esta cuenta.\nSaldo total: $1,310.00',
    'Le recordamos que su deuda asciende a $980.00. Monto adeudado: $1,045.50',
  ])('flagged: %s', (body) => {
    expect(contradictory(body)).toBe(true);
  });
  it.each([
    'Amount currently due: $580.00\nAccount balance: $7,747.00',
    'Balance: $1,250.00. We will accept $700.00 to settle.',
    'As of January 1, 2025, you owed $1,200.00. Interest has accrued since then; the balance now due is $1,250.00.',
    'You owe $1,250.00. Balance: $1,250.00.',
    'Principal: $1,000.00\nInterest: $250.00\nBalance: $1,250.00',
    'Balance: $1,250.00. Please remit your first payment of $100.00 by July 1, 2025.',
    'We are collecting a debt that you owe to Pinecrest Bank. Balance: $1,250.00.',
    'Usted debe $1,250.00. Saldo: $1,250.00.',
  ])('not flagged: %s', (body) => {
    expect(contradictory(body)).toBe(false);
  });
});
