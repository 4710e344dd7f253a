/**
 * Paraphrase families (decision 241) for two ways a letter misstates the amount of the debt (15 U.S.C. 1692g(a)(1),
 * 1692e(2)(A), 1692f(1)):
 *
 * - a stated balance beside fees, costs or interest the letter names as owed but gives no figure for, leaving them "to be
 *   determined", owed only "where applicable" or "if any", or "also owed" in an amount not stated: the consumer cannot
 *   tell the total or whether the charges are owed at all (Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law
 *   Firm, 7th Cir. 2004; Kalebaugh v. Berman & Rabin, D. Kan. 2014: "Balance: $…, attorney fees (where applicable), the
 *   exact amount to be determined" did not state the amount as a matter of law). Lawful and silent: the Miller safe-harbour
 *   paragraph, a Regulation F itemization with its figures (12 CFR 1006.34(c)(2)(vi)-(ix)), charges a court may award if a
 *   suit is brought, charges said not to be added, a settlement or plan whose terms are "to be determined", charges with
 *   their own figures;
 * - an amount the person says is more than they owe (a payment not credited, a charge never agreed to): a fact no words
 *   show, asked beside whether the debt was paid or discharged (`amountDemandedExceedsOwed`) and flagged when the person
 *   says so (Rosen v. L J Ross Associates, E.D.N.Y. 2021: "Amount Due" left unchanged after a $100 payment). Not asked of a
 *   letter that demands no amount or says the account is settled.
 *
 * Written from the law's categories and the ways collectors write them; two wordings are close to development L443, the
 * rest are not. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { laterLetter, runRule } from './test-letters';

const STATUS = 'misstated_legal_status';
const CITY: Readonly<Record<string, string>> = { KS: 'Wichita, KS 67202', NY: 'Brooklyn, NY 11201', IL: 'Chicago, IL 60601', TX: 'Dallas, TX 75201' };
const SETTLED: UserAnswers = { allPagesUploaded: true, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false, amountDemandedExceedsOwed: false };

const run = (body: string, state = 'KS', answers: UserAnswers = SETTLED) =>
  runRule(
    STATUS,
    laterLetter(body, {
      collector: 'Prairie Law Group, P.A.',
      address: '200 Main St\nOverland Park, KS 66210',
      consumerCity: CITY[state]!,
      date: 'June 2, 2025',
    }),
    answers,
    state,
  );

describe('a balance beside fees, costs or interest named as owed with no figure, left to be determined or owed only where they apply', () => {
  const mustFlag = [
    // close to development L443
    'Balance: $6,871.02, attorney fees (where applicable), the exact amount to be determined by agreement',
    'Balance: $2,310.44, collection costs (where applicable), amount to be determined',
    // written from the doctrine: a figure and charges "if any", "where applicable", "TBD", "also owed"
    "Amount owed: $2,310.44 plus attorney's fees and costs, if any.",
    'You owe $2,310.44, together with court costs where applicable.',
    'Principal balance: $2,310.44\nAttorney fees: to be determined\nCourt costs: TBD',
    "The balance on this account is $2,310.44. Attorney's fees and costs are also owed, in an amount to be determined.",
    'Your balance of $2,310.44 and accrued interest, the exact amount to be determined, must be paid in full.',
    'Current balance $2,310.44 and collection fees as applicable.',
    'Balance due: $2,310.44. Additional amounts for attorney fees and costs may also be owed.',
    'Saldo: $2,310.44, honorarios de abogado (cuando corresponda), monto exacto por determinar.',
    'Usted debe $2,310.44 más los gastos de cobranza, si los hay.',
  ];
  it('flags each wording in the Tenth Circuit (Kalebaugh) and the Seventh (Miller)', () => {
    expect(mustFlag.filter((b) => !run(b, 'KS').flagged)).toEqual([]);
    expect(mustFlag.filter((b) => !run(b, 'IL').flagged)).toEqual([]);
  });

  const mustNotFlag = [
    // the Miller safe harbour
    'As of the date of this letter, you owe $2,310.44. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you before depositing the check for collection. For further information, write the undersigned or call 1-800-555-0100.',
    // a Regulation F itemization, every line with its figure
    'As of January 2, 2025, you owed: $2,000.00\nBetween January 2, 2025 and today:\nYou were charged this amount in interest: + $250.44\nYou were charged this amount in fees: + $60.00\nYou paid or were credited this amount toward the debt: - $0.00\nTotal amount of the debt now: $2,310.44',
    // charges a court may award if a suit is brought
    'You owe $2,310.44. If we file suit and obtain a judgment, the court may award court costs and attorney fees where applicable.',
    // charges said not to be added (negation)
    'Balance: $2,310.44. No attorney fees or collection costs have been added, and none will be added.',
    'Saldo: $2,310.44. No se han agregado honorarios de abogado ni gastos de cobranza.',
    // a settlement's or plan's terms left to be agreed
    'Balance: $2,310.44. The terms of any payment plan, if applicable, are to be determined by agreement.',
    // charges with their own figures
    'Balance: $2,310.44, attorney fees (where applicable): $350.00, total due $2,660.44.',
    // interest that will accrue, said as growth
    'Your balance is $2,310.44. Interest, where applicable, will continue to accrue at the contract rate after the date of this letter.',
  ];
  it('does not flag the lawful near misses', () => {
    expect(mustNotFlag.filter((b) => run(b, 'KS').flagged)).toEqual([]);
    expect(mustNotFlag.filter((b) => run(b, 'NY').flagged)).toEqual([]);
  });
});

describe('an amount the person says is more than they owe (amountDemandedExceedsOwed)', () => {
  const demands = [
    'Statement Date: November 21, 2018\nAmount Due: $543.93\nThis is an attempt to collect a debt.',
    'Please remit the balance of $1,250.00 to the address above.',
    'Your account remains unpaid. Total due: $812.40.',
    'Monto adeudado: $543.93. Envíe su pago a la dirección indicada.',
  ];
  const noAnswer: UserAnswers = { allPagesUploaded: true };
  it('asks it beside whether the debt was paid or discharged, where the letter demands an amount', () => {
    expect(demands.filter((b) => !run(b, 'NY', noAnswer).asks.includes('amountDemandedExceedsOwed'))).toEqual([]);
    for (const b of demands) {
      const asks = run(b, 'NY', noAnswer).asks;
      expect(asks).toContain('debtAlreadyPaidOrSettled');
    }
  });
  it('flags each demand when the person says the amount is more than they owe, and not when they say it is not', () => {
    expect(demands.filter((b) => !run(b, 'NY', { ...SETTLED, amountDemandedExceedsOwed: true }).flagged)).toEqual([]);
    expect(demands.filter((b) => !run(b, 'TX', { ...SETTLED, amountDemandedExceedsOwed: true }).flagged)).toEqual([]);
    expect(demands.filter((b) => run(b, 'NY', SETTLED).flagged)).toEqual([]);
  });
  const noDemand = [
    // no figure at all
    'Please call our office about your account at your earliest convenience.',
    // a zero balance
    'Your balance is $0.00. Thank you.',
    // in Spanish: no figure, or a statement that the account is paid
    'Llámenos para hablar de su cuenta.',
    'Su cuenta ha sido pagada en su totalidad. No tiene que hacer ningún otro pago.',
  ];
  it('neither asks nor flags where the letter demands no amount', () => {
    expect(noDemand.filter((b) => run(b, 'NY', noAnswer).asks.includes('amountDemandedExceedsOwed'))).toEqual([]);
    expect(noDemand.filter((b) => run(b, 'NY', { ...SETTLED, amountDemandedExceedsOwed: true }).flagged)).toEqual([]);
  });
});
