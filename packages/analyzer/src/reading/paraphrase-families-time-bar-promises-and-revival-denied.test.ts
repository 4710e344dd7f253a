/**
 * Paraphrase families for decision 165 (issue 26: on letters it has not seen, the federal time-barred rule passed letters a
 * court would find misleading), written from the law and the ways collectors write, not from any letter of the court
 * corpus (one real letter, L314, *Perea v. Portfolio Recovery*, N.D. Ill. 2020, was read for the kind):
 * - a revival phrase that denies the restart ("we will not restart the statute of limitations if you make a payment",
 *   "making a payment will not restart the time to sue", "no payment will revive the debt") is no revival warning: where a
 *   payment or a promise may revive the debt (legal-reference §4.2) it is the warning's opposite (*Pantoja v. Portfolio
 *   Recovery Associates*, 7th Cir. 2017; *Buchanan*; *Holzman*), and where nothing revives it (N.Y. CPLR 214-i, Tex. Fin.
 *   Code 392.307, Wisconsin) it is the law and the letter passes;
 * - the law's general rule ("The law limits how long you can be sued on a debt") followed, of this debt, only by the
 *   collector's promise ("we will not sue you for it", "our client has chosen not to sue") is no disclosure where
 *   *Pantoja* binds (7th Cir.): a promise reads as a choice the collector could change; elsewhere it is left as the
 *   disclosure (the CFPB's consent-order wording); an unverified state notice (Texas: the debt buyer "cannot sue you") is
 *   not given by it;
 * - an invitation to cut what is owed ("we can reduce what you owe by half") is an offer (*Tatis*, 3d Cir. 2018).
 * Near misses that must stay silent: the approved forms ("[X] cannot sue you for it" with the revival warning; the MRS
 * wording "In many circumstances, you can renew the debt…"), the same denial where nothing revives the debt, a real
 * revival warning, the promise outside the 7th Circuit and in the 8th, California's prescribed notice, a debt within the
 * period, and a negated reduction.
 */
import { describe, expect, it } from 'vitest';
import { revivalDenials, revivalWarningSpans, suitThreats } from '../rules/_conduct-and-time-bar/phrases';
import { settlementOfferSpans } from './settlement-offers';
import { bareLaterLetter, ruleOutcome, type RuleOutcome } from './test-letters';
import type { UserAnswers } from '../index';

const FEDERAL = 'time_barred_no_disclosure_federal';
const STATE = 'time_barred_state_disclosure_missing';

const CITY: Readonly<Record<string, string>> = {
  IL: 'Springfield, IL 62701',
  IN: 'Indianapolis, IN 46204',
  WI: 'Madison, WI 53703',
  OH: 'Columbus, OH 43215',
  MI: 'Detroit, MI 48201',
  KY: 'Louisville, KY 40202',
  FL: 'Miami, FL 33101',
  NJ: 'Trenton, NJ 08608',
  PA: 'Pittsburgh, PA 15222',
  TX: 'Dallas, TX 75201',
  NY: 'Albany, NY 12207',
  CA: 'Fresno, CA 93721',
  IA: 'Des Moines, IA 50309',
};

const BALANCE = 'Current balance: $2,455.08.';
const OFFER = 'We are offering to settle this account for $982.03, a 60% savings. Once paid, the account will be considered settled in full.';
const RULE_OF_LAW = 'The law limits how long you can be sued on a debt.';

const outcome = (body: string, state: string, date: string, lastPaymentDate: string, ruleId = FEDERAL, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(
    ruleId,
    bareLaterLetter(`${BALANCE}\n\n${body}`, CITY[state] ?? 'Springfield, IL 62701', date),
    { state, lastPaymentDate, senderIsOriginalCreditor: false, ...answers },
    '2026-11-25',
  );

/** Either rule of the label. */
const label = (body: string, state: string, date: string, lastPaymentDate: string): RuleOutcome => {
  const federal = outcome(body, state, date, lastPaymentDate);
  return federal === 'flag' ? 'flag' : outcome(body, state, date, lastPaymentDate, STATE);
};

// ---------------------------------------------------------------------------------------------
// The restart denied

const DENIALS = [
  'We will not restart the statute of limitations if you make a payment.',
  'In addition, if you make a payment, we will not restart the time to sue you.',
  'Making a payment will not restart the time period for a lawsuit.',
  'No payment you make will restart the limitations period.',
  'Paying this account will not reset the clock on the statute of limitations.',
  'We will not re-age your account.',
  'A partial payment will not extend the statute of limitations.',
  'The statute of limitations will not start over if you pay.',
  'We agree that any payment you make will not restart the time period to sue.',
  'Any payment you make will not be used to extend or renew the time to sue.',
  'Making a payment will not give the creditor a new right to sue you.',
  'Hacer un pago no va a reiniciar el plazo para demandarle.',
];
const BAR = 'Because of the age of your debt, you cannot be sued for it.';

describe('a revival phrase that denies the restart is no warning', () => {
  it.each(DENIALS)('reads the denial, not a warning: %s', (denial) => {
    expect(revivalDenials(denial).length).toBe(1);
    expect(revivalWarningSpans(denial)).toEqual([]);
  });
  it.each(DENIALS)('flags the bar with the denial where a payment may revive the debt (7th, 6th, 11th): %s', (denial) => {
    for (const [state, date] of [
      ['IL', 'May 2, 2019'],
      ['OH', 'May 2, 2018'],
      ['FL', 'May 2, 2020'],
    ] as const)
      expect({ state, got: outcome(`${BAR} ${denial}\n\n${OFFER}`, state, date, '2005-03-01') }).toEqual({ state, got: 'flag' });
  });
  it.each(DENIALS)('passes the same words where nothing revives the debt (Texas after 2019, Wisconsin): %s', (denial) => {
    expect(outcome(`${BAR} ${denial}\n\n${OFFER}`, 'TX', 'May 2, 2021', '2012-03-01')).toBe('silent');
    expect(outcome(`${BAR} ${denial}\n\n${OFFER}`, 'WI', 'May 2, 2019', '2005-03-01')).toBe('silent');
  });
  it('says which words deny the restart, and whose promise it is', () => {
    const text = `${BAR} We will not restart the statute of limitations if you make a payment.\n\n${OFFER}`;
    expect(revivalDenials(text).map((d) => d.promised)).toEqual([true]);
    expect(revivalDenials('Making a payment will not restart the time period for a lawsuit.').map((d) => d.promised)).toEqual([false]);
  });
});

const WARNINGS = [
  'If you make a payment, the creditor may be able to sue you again to collect it.',
  'In many circumstances, you can renew the debt and start the time period for the filing of a lawsuit against you if you take specific actions such as making certain payments on the debt or making a written promise to pay.',
  'A partial payment may restart the statute of limitations.',
  'If you pay any amount, the time period to sue you may restart.',
  'Making a payment could give our client a new right to sue you.',
  'If you make a payment on the debt, admit to owing the debt, promise to pay the debt, or waive the statute of limitations on the debt, the time period in which the debt is enforceable in court may start again.',
  'Si usted hace un pago, podría reiniciar el plazo para demandarle.',
  'No obstante un pago podría reiniciar el plazo para demandarle.',
];

describe('a real revival warning stays one (near misses)', () => {
  it.each(WARNINGS)('reads the warning: %s', (warning) => {
    expect(revivalDenials(warning)).toEqual([]);
    expect(revivalWarningSpans(warning).length).toBeGreaterThan(0);
  });
  it.each(WARNINGS)('passes the approved form with it in the 7th, 6th and 11th Circuits: %s', (warning) => {
    for (const [state, date] of [
      ['IL', 'May 2, 2019'],
      ['OH', 'May 2, 2023'],
      ['FL', 'May 2, 2019'],
    ] as const)
      expect({
        state,
        got: outcome(`${RULE_OF_LAW} Because of the age of your debt, Harbor Point cannot sue you for it. ${warning}\n\n${OFFER}`, state, date, '2005-03-01'),
      }).toEqual({ state, got: 'silent' });
  });
  it('passes a bar and a denial said together with a warning of what does revive', () => {
    expect(
      outcome(
        `${BAR} A payment could restart the statute of limitations, although we will not re-age your account.\n\n${OFFER}`,
        'IL',
        'May 2, 2019',
        '2005-03-01',
      ),
    ).toBe('silent');
  });
});

describe('"no matter", "no obstante" negate nothing', () => {
  it.each(['No matter what we will sue you.', 'No obstante tomaremos acción legal.'])('reads the threat: %s', (threat) => {
    expect(suitThreats(threat).length).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The law's general rule, and of this debt only a promise

const PROMISES = [
  'Because of the age of your debt, we will not sue you for it.',
  'Because of the age of your debt, our client will not sue you for it.',
  'Given the age of this account, Harbor Point has chosen not to pursue legal action.',
  'Due to the age of this debt, we have decided not to file a lawsuit against you.',
  'Because this debt is old, we are not going to sue you.',
  'Due to the age of this account, we will not take legal action against you.',
  'Because of the age of the debt, our client does not intend to sue you.',
  'Debido a la antigüedad de su deuda, no le demandaremos por ella.',
  'Because of the age of your debt, no lawsuit will be filed against you.',
  'Legal action will not be taken on this account due to its age.',
  'Because of its age, we will not be suing you on this account.',
  'It is our policy not to sue on accounts this old.',
  'Because of the age of your debt, we agree not to sue you.',
  'Because of the age of your debt, we will never sue you for it.',
  'Because of the age of your debt, we are not obligated to sue you.',
];
const WARNING = 'If you make a payment, the time to sue may start over.';

describe("the law's general rule and a promise: no disclosure where Pantoja binds", () => {
  it.each(PROMISES)('flags it in the 7th Circuit, even with the revival warning and where nothing revives the debt: %s', (promise) => {
    expect(outcome(`${RULE_OF_LAW} ${promise} ${WARNING}\n\n${OFFER}`, 'IL', 'May 2, 2019', '2005-03-01')).toBe('flag');
    expect(outcome(`${RULE_OF_LAW} ${promise} ${WARNING}\n\n${OFFER}`, 'IN', 'June 1, 2017', '2005-03-01')).toBe('flag');
    expect(outcome(`${RULE_OF_LAW} ${promise}\n\n${OFFER}`, 'WI', 'March 1, 2019', '2005-03-01')).toBe('flag');
  });
  it.each(PROMISES)('leaves it as the disclosure outside the 7th Circuit, and the 8th passes it: %s', (promise) => {
    for (const [state, date] of [
      ['OH', 'May 2, 2019'],
      ['NJ', 'May 2, 2019'],
      ['FL', 'May 2, 2019'],
      ['IA', 'May 2, 2017'],
    ] as const)
      expect({ state, got: outcome(`${RULE_OF_LAW} ${promise} ${WARNING}\n\n${OFFER}`, state, date, '2005-03-01') }).toEqual({ state, got: 'silent' });
  });
  it.each([
    'Because of the age of your debt, we cannot sue you for it.',
    'Because of the age of your debt, we cannot and will not sue you for it.',
    'Because of the age of your debt, we cannot sue you for it, and we will not sue you.',
    'The statute of limitations on this debt has expired. We will not sue you for it.',
  ])('passes the law said of the debt, with or beside a promise, in the 7th Circuit: %s', (said) => {
    expect(outcome(`${RULE_OF_LAW} ${said} ${WARNING}\n\n${OFFER}`, 'IL', 'May 2, 2019', '2005-03-01')).toBe('silent');
    expect(outcome(`${RULE_OF_LAW} ${said}\n\n${OFFER}`, 'WI', 'May 2, 2019', '2005-03-01')).toBe('silent');
  });
  it('flags the general rule and a promise said as the Texas notice after 1 September 2019 (the buyer "cannot sue you"), not the notice said whole', () => {
    const buyer = 'Harbor Point purchased this account.';
    const promised =
      'The law limits how long you can be sued on a debt and how long a debt can appear on your credit report. Due to the age of this debt, we will not sue you for it or report payment or non-payment of it to a credit bureau.';
    expect(outcome(`${promised} ${buyer}\n\n${OFFER}`, 'TX', 'May 2, 2020', '2012-03-01', STATE)).toBe('flag');
    expect(outcome(`${promised.replace('we will not sue you', 'we cannot sue you')} ${buyer}\n\n${OFFER}`, 'TX', 'May 2, 2020', '2012-03-01', STATE)).toBe(
      'silent',
    );
    expect(label(`${promised.replace('we will not sue you', 'we cannot sue you')} ${buyer}\n\n${OFFER}`, 'TX', 'May 2, 2020', '2012-03-01')).toBe('silent');
  });
  it("passes California's prescribed notice, which says the owner will not sue", () => {
    const notice = `${RULE_OF_LAW} Because of the age of your debt, we will not sue you for it. If you do not pay the debt, we may report or continue to report it to the credit reporting agencies as unpaid for as long as the law permits this reporting.`;
    expect(label(`${notice}\n\n${OFFER}`, 'CA', 'May 2, 2020', '2013-03-01')).toBe('silent');
  });
  it("says why: the general rule, the promise and Pantoja, and the denial of the restart (Perea's kind)", () => {
    const body =
      'The law limits how long you can be sued on a debt and how long a debt can appear on your credit report. Due to the age of this debt, we will not sue you for it. In addition, we will not restart the statute of limitations if you make a payment.';
    const text = bareLaterLetter(`${BALANCE}\n\n${body}\n\n${OFFER}`, CITY.IL as string, 'February 13, 2018');
    expect(ruleOutcome(FEDERAL, text, { state: 'IL', senderIsOriginalCreditor: false }, '2026-11-25')).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// An invitation to cut what is owed is an offer (Tatis: judged in the 3d Circuit beside a bare request)

const REDUCTIONS = [
  'Call us and we can reduce what you owe by half.',
  'We are able to cut your balance in half if you call this month.',
  'Let us lower the amount you owe to $1,200.',
  'We can shrink what you owe to $900 today.',
];

describe('a cut in what is owed is an offer', () => {
  it.each(REDUCTIONS)('reads the offer and flags it on a barred debt in the 3d Circuit: %s', (words) => {
    expect(settlementOfferSpans(words).length).toBeGreaterThan(0);
    expect(outcome(words, 'NJ', 'May 2, 2019', '2010-03-01')).toBe('flag');
    expect(outcome(words, 'PA', 'May 2, 2020', '2011-03-01')).toBe('flag');
  });
  it.each(REDUCTIONS)('passes it on a debt within the period: %s', (words) => {
    expect(outcome(words, 'NJ', 'May 2, 2019', '2017-03-01')).toBe('silent');
  });
  it('does not read a refusal to reduce as an offer', () => {
    expect(settlementOfferSpans('We cannot reduce what you owe by half.')).toEqual([]);
    expect(outcome('We cannot reduce what you owe by half. Please remit the balance.', 'NJ', 'May 2, 2016', '2005-03-01')).toBe('silent');
  });
});
