/**
 * Paraphrase families for decision 152 (issue 26: the federal time-barred rule passed letters a court would find
 * misleading), written from the law and the ways collectors write, not from any letter of the court corpus:
 * - revival: a statute that bars revival counts from the day it took effect (N.Y. CPLR 214-i, 7 April 2022; Tex. Fin.
 *   Code 392.307, 1 September 2019; Conn. Gen. Stat. 36a-814, 1 October 2016); a state's notice counts from the day the
 *   state required it; a California payment never revives a barred debt (CCP 360);
 * - the period: New York's 3 years for consumer credit from 7 April 2022, New Mexico's 4 for open accounts, the
 *   District's 3 for contract claims, counted where the table's longer number would call the debt within;
 * - a threat, a referral to a legal department or "all remedies available" on a time-barred debt: Huertas (3d Cir. 2011)
 *   and Freyermuth (8th Cir. 2001) hold a bare request lawful only absent a threat of suit; the law's bar contradicted by
 *   such words is judged everywhere;
 * - a stop said as a right or on a condition is not a closing letter; more offer wordings; the law's bar and the revival
 *   warning said in other words (lawful);
 * - a suit negated in its own clause is not a threat ("we have no intention of suing you", "lawsuits are not filed on
 *   accounts of this age", "no tomaremos acción legal"); a negation inside a condition still threatens.
 * Near misses that must stay silent: the state-prescribed notices said fully (TX, WV, NY after CPLR 214-i, CA), the law's
 * bar with the revival warning in other words and in Spanish, the consumer's own remedies, a bare request in the 3d
 * Circuit and the 8th without a threat, a closing letter, a debt within the period.
 */
import { describe, expect, it } from 'vitest';
import { suitThreats } from '../rules/_conduct-and-time-bar/phrases';
import { suitSpokenOfSpans } from './suit-spoken-of';
import { settlementOfferSpans } from './settlement-offers';
import { noRevivalOn } from '../sol/revival-rules';
import { bareLaterLetter, CITY_IN, ruleOutcome, type RuleOutcome } from './test-letters';
import type { UserAnswers } from '../index';

const FEDERAL = 'time_barred_no_disclosure_federal';
const STATE = 'time_barred_state_disclosure_missing';

const letter = (body: string, state: string, date: string): string => bareLaterLetter(body, CITY_IN[state] ?? 'Springfield, IL 62701', date);

const outcome = (body: string, state: string, date: string, answers: UserAnswers, ruleId = FEDERAL): RuleOutcome =>
  ruleOutcome(ruleId, letter(body, state, date), { senderIsOriginalCreditor: false, ...answers }, '2026-11-25');

const OLD = { lastPaymentDate: '2008-01-15' };

// ---------------------------------------------------------------------------------------------
// Revival by the letter's date

const LAW_BAR_OFFERS = [
  'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. We are offering to settle your account for $500, a 60% discount.',
  'Because of the age of your debt, we cannot sue you for it. We will accept $500 to close your account.',
  'The statute of limitations on this debt has expired. You can resolve it today for 40% of the balance.',
  'This debt is time-barred. We can offer you a payment plan of $50 a month.',
  'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, no podemos demandarle. Le ofrecemos un descuento del 50%.',
];

describe('revival: a statute that bars it counts from the day it took effect', () => {
  it('reads the statutes by date', () => {
    expect(noRevivalOn('NY', '2016-06-01')).toBe(false);
    expect(noRevivalOn('NY', '2022-04-07')).toBe(true);
    expect(noRevivalOn('TX', '2019-08-31')).toBe(false);
    expect(noRevivalOn('TX', '2019-09-01')).toBe(true);
    expect(noRevivalOn('CT', '2015-06-01')).toBe(false);
    expect(noRevivalOn('CT', '2017-01-01')).toBe(true);
    // California: a payment by itself never revives a barred debt (CCP 360), before 2019 as after.
    expect(noRevivalOn('CA', '2015-06-01')).toBe(true);
    expect(noRevivalOn('IL', '2015-06-01')).toBe(false);
    expect(noRevivalOn(null, '2015-06-01')).toBeNull();
  });
  for (const body of LAW_BAR_OFFERS) {
    // (Connecticut before 2016 is not among them: its notice, whose wording is unverified, is read from the law's bar.)
    for (const [state, date] of [
      ['NY', 'June 1, 2016'],
      ['TX', 'June 1, 2016'],
    ] as const)
      it(`flags the law's bar with an offer and no revival warning in ${state} before its statute (${date}): ${body.slice(0, 50)}`, () => {
        expect(outcome(body, state, date, OLD)).toBe('flag');
      });
    for (const [state, date] of [
      ['NY', 'June 1, 2023'],
      ['TX', 'June 1, 2020'],
      ['CT', 'June 1, 2018'],
      ['CA', 'June 1, 2016'],
    ] as const)
      it(`passes it in ${state} once nothing revives the debt (${date}): ${body.slice(0, 50)}`, () => {
        expect(outcome(body, state, date, { lastPaymentDate: '2012-01-15' })).toBe('silent');
      });
  }
});

// ---------------------------------------------------------------------------------------------
// The period for consumer credit

const OFFERS = [
  'We are offering to settle your account for $500, a 60% discount.',
  'Pay $400 and we will consider the account paid in full.',
  'You qualify for a reduction of 50% if you pay by July 1.',
  'Le ofrecemos liquidar su cuenta por $500.',
];

describe('the shorter period the reference gives from a source', () => {
  for (const body of OFFERS) {
    it(`flags New York consumer credit past 3 years after CPLR 214-i: ${body.slice(0, 40)}`, () => {
      expect(outcome(body, 'NY', 'June 1, 2024', { lastPaymentDate: '2020-10-01' })).toBe('flag');
      expect(outcome(body, 'NY', 'June 1, 2024', { lastPaymentDate: '2020-10-01' }, STATE)).toBe('flag');
    });
    it(`does not count 3 years in New York before CPLR 214-i: ${body.slice(0, 40)}`, () => {
      expect(outcome(body, 'NY', 'June 1, 2021', { lastPaymentDate: '2017-12-01' })).toBe('silent');
    });
    it(`flags a New Mexico open account past 4 years and the District past 3: ${body.slice(0, 40)}`, () => {
      expect(outcome(body, 'NM', 'June 1, 2019', { lastPaymentDate: '2014-03-01' })).toBe('flag');
      expect(outcome(body, 'DC', 'June 1, 2024', { lastPaymentDate: '2020-03-01' })).toBe('flag');
    });
    it(`keeps the table where the shorter period is unverified and the debt is no open account (Florida 4.5 years), and a debt inside every period: ${body.slice(0, 40)}`, () => {
      // Decision 156: where the words do not say what the debt is, whether it is an open account is asked; answered no,
      // the table's period stands.
      expect(outcome(body, 'FL', 'June 1, 2016', { lastPaymentDate: '2011-12-01' })).toBe('ask');
      expect(outcome(body, 'FL', 'June 1, 2016', { lastPaymentDate: '2011-12-01', debtIsOpenAccount: false })).toBe('silent');
      expect(outcome(body, 'NY', 'June 1, 2024', { lastPaymentDate: '2022-10-01' })).toBe('silent');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Threats break the bare-request pass (Huertas; Freyermuth) and contradict the law's bar

const THREATS = [
  'If this account is not paid, our client may pursue all remedies available to it.',
  'If we do not hear from you, this account may be referred to an attorney in your area.',
  'Your account is being reviewed for possible legal action.',
  'If you do not pay, we will take legal action.',
  'If you do not respond within 10 days legal action may be taken.',
  'We will not hesitate to file a lawsuit.',
  'Our client has authorized us to take whatever action is necessary.',
  'Si no paga, podríamos tomar acciones legales.',
  'Utilizaremos todos los recursos legales disponibles.',
];

describe('a bare request with a threat of suit on a time-barred debt', () => {
  for (const threat of THREATS) {
    const body = `Balance: $1,250.00. ${threat}`;
    it(`flags it in the 3d Circuit, an undecided circuit and the 8th: ${threat}`, () => {
      expect(outcome(body, 'NJ', 'June 1, 2019', OLD)).toBe('flag');
      expect(outcome(body, 'VA', 'June 1, 2019', OLD)).toBe('flag');
      expect(outcome(body, 'IA', 'June 1, 2019', OLD)).toBe('flag');
    });
    it(`flags the law's bar contradicted by it, in a state where nothing revives the debt: ${threat}`, () => {
      const barred = `The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. ${body}`;
      expect(outcome(barred, 'NJ', 'June 1, 2019', OLD)).toBe('flag');
      expect(outcome(barred, 'NY', 'June 1, 2023', { lastPaymentDate: '2015-01-15' })).toBe('flag');
    });
    it(`leaves a debt within the period to other rules: ${threat}`, () => {
      expect(outcome(body, 'NJ', 'June 1, 2019', { lastPaymentDate: '2018-01-15' })).toBe('silent');
    });
  }
  for (const plain of ['Balance: $1,250.00. Please send payment.', 'This is an attempt to collect a debt. Please remit $1,250.00.'])
    it(`leaves a bare request without a threat in the 3d and 8th Circuits: ${plain}`, () => {
      expect(outcome(plain, 'NJ', 'June 1, 2019', OLD)).toBe('silent');
      expect(outcome(plain, 'IA', 'June 1, 2019', OLD)).toBe('silent');
    });
});

const NOT_THREATS = [
  'You may pursue any remedies available to you under state and federal law.',
  'We have no intention of suing you.',
  'Lawsuits are not filed on accounts of this age.',
  'Neither we nor our client will sue you.',
  'Our client has no plans to pursue litigation.',
  'This account is not eligible for legal action.',
  'Legal action is not an option on this account.',
  'This debt can not be collected through the courts.',
  'We will not file a lawsuit or threaten to file a lawsuit.',
  'The creditor can no longer take legal action to collect this debt.',
  'Legal action cannot be taken on this debt due to its age.',
  'The time allowed by law for a creditor to sue you on this debt has passed.',
  'If you pay we will not sue you.',
  'No tomaremos acción legal.',
  'Nunca le demandaremos por esta deuda.',
  'Nuestra empresa no puede tomar acción legal contra usted por esta deuda.',
];

const STILL_THREATS = [
  'If you do not pay, we will sue you.',
  "If you don't pay we will sue you.",
  'If payment is not received your account will be referred to an attorney.',
  'Si no paga tomaremos acciones legales.',
  'We have no choice but to sue.',
  'Do not force us to take legal action.',
  'We cannot wait any longer before filing a lawsuit.',
];

describe('a suit negated in its own clause is not a threat', () => {
  for (const t of NOT_THREATS)
    it(`reads no threat: ${t}`, () => {
      expect(suitSpokenOfSpans(t)).toEqual([]);
      expect(suitThreats(t)).toEqual([]);
    });
  for (const t of STILL_THREATS)
    it(`still reads the threat: ${t}`, () => {
      expect(suitThreats(t).length).toBeGreaterThan(0);
    });
});

// ---------------------------------------------------------------------------------------------
// The law's bar and the revival warning in other words (lawful), and the bar alone (flagged)

const FULL_DISCLOSURES = [
  'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it. Making a payment could give the creditor a new right to sue you.',
  'The statute of limitations has expired on this debt. If you pay any part of it, your debt may be revived.',
  'This debt is beyond the time allowed for filing a lawsuit. Paying any amount could allow the owner to sue you again.',
  'Legal action cannot be taken on this debt due to its age. If you make a payment, the time period for a lawsuit may start over.',
  'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, no podemos demandarle. Un pago podría permitir que el acreedor vuelva a demandarle.',
];

describe('the law bar and revival said in other words', () => {
  for (const d of FULL_DISCLOSURES)
    it(`passes an offer with it in Illinois and New Jersey: ${d.slice(0, 50)}`, () => {
      const body = `${d} We can offer you a 50% discount.`;
      expect(outcome(body, 'IL', 'June 1, 2019', OLD)).toBe('silent');
      expect(outcome(body, 'NJ', 'June 1, 2019', OLD)).toBe('silent');
    });
  for (const bar of [
    'This debt is beyond the time allowed for filing a lawsuit.',
    'The creditor can no longer take legal action to collect this debt.',
    'The time allowed by law for a creditor to sue you on this debt has passed.',
  ])
    it(`flags the bar said without the revival warning beside an offer in Illinois: ${bar}`, () => {
      expect(outcome(`${bar} We can offer you a 50% discount.`, 'IL', 'June 1, 2019', OLD)).toBe('flag');
    });
});

// ---------------------------------------------------------------------------------------------
// State notices said fully (lawful near misses)

const NOTICES: [string, string, string, string][] = [
  [
    'TX',
    'June 1, 2020',
    '2012-01-15',
    'THE LAW LIMITS HOW LONG YOU CAN BE SUED ON A DEBT AND HOW LONG A DEBT CAN APPEAR ON YOUR CREDIT REPORT. DUE TO THE AGE OF THIS DEBT, YOU CANNOT BE SUED FOR IT AND IT CANNOT APPEAR ON ANY CREDIT REPORT.',
  ],
  [
    'WV',
    'June 1, 2019',
    '2005-01-15',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, Pinecrest Bank cannot sue you for it. If you do not pay the debt, Pinecrest Bank may report or continue to report it to the credit reporting agencies as unpaid.',
  ],
  [
    'NY',
    'June 1, 2023',
    '2015-01-15',
    'We are required by regulation of the New York State Department of Financial Services to notify you of the following information. This information is NOT legal advice: Your creditor or debt collector believes that the legal time limit (statute of limitations) for suing you to collect this debt may have expired. It is a violation of the Fair Debt Collection Practices Act to sue to collect on a debt for which the statute of limitations has expired. If a creditor sues you to collect on this debt, you may be able to prevent the creditor from obtaining a judgment against you. To do so, you must tell the court that the statute of limitations has expired. You are not required under New York law to acknowledge that you owe this debt, to promise to pay it, or to waive the statute of limitations.',
  ],
  [
    'CA',
    'June 1, 2020',
    '2009-03-01',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. If you do not pay the debt, we may report or continue to report it to the credit reporting agencies as unpaid for as long as the law permits this reporting.',
  ],
];

describe('a state notice said fully, with an offer', () => {
  for (const [state, date, paid, notice] of NOTICES)
    it(`passes ${state}'s notice (${date})`, () => {
      const body = `${notice} We can offer you a settlement of $500.`;
      expect(outcome(body, state, date, { lastPaymentDate: paid })).toBe('silent');
      expect(outcome(body, state, date, { lastPaymentDate: paid }, STATE)).toBe('silent');
    });
});

// ---------------------------------------------------------------------------------------------
// Closing letters, and a stop said as a right

describe('a stop said as a right or on a condition is not a closing letter', () => {
  for (const stop of [
    'If you write to us, we must stop collection on any amount you dispute.',
    'You may ask us to stop contacting you.',
    'We will cease collection until we send you verification.',
    'Si nos escribe, suspenderemos el cobro hasta que le enviemos la verificación.',
  ])
    it(`judges a promise not to sue beside it in Kansas: ${stop}`, () => {
      expect(outcome(`Because of the age of your debt, we will not sue you for it. ${stop}`, 'KS', 'June 1, 2019', OLD)).toBe('flag');
    });
  it('passes a closing letter with the same promise', () => {
    expect(
      outcome(
        'Because of the age of your debt, we will not sue you for it. We have closed our file and will stop all collection on this account.',
        'NJ',
        'June 1, 2019',
        OLD,
      ),
    ).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// Offers in more words

describe('offers read by what they do', () => {
  for (const o of [
    'You can resolve this account today by paying a portion of the balance.',
    'We are willing to work with you on a lower amount.',
    'Ask about our hardship program.',
    'Amount to resolve: $500.00.',
    'You save: $750.00',
    'Puede pagar una parte de su saldo.',
    'Aceptaremos un monto menor.',
    'Pregunte por nuestro programa de ayuda.',
  ]) {
    it(`reads the offer: ${o}`, () => {
      expect(settlementOfferSpans(`Balance: $1,250.00. ${o}`).length).toBeGreaterThan(0);
    });
    it(`flags it on a time-barred debt in the 3d Circuit: ${o}`, () => {
      expect(outcome(`Balance: $1,250.00. ${o}`, 'NJ', 'June 1, 2019', OLD)).toBe('flag');
    });
  }
  for (const n of ['Balance: $1,250.00. Please pay the amount due.', 'Balance: $1,250.00. We cannot accept a lower amount.'])
    it(`reads no offer: ${n}`, () => {
      expect(settlementOfferSpans(n)).toEqual([]);
    });
});
