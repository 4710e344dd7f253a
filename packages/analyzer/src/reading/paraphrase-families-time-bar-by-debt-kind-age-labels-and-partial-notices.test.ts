/**
 * Paraphrase families for decision 156 (issue 26: time-barred letters the courts condemned were judged within the period
 * or lawful), written from the law (legal-reference §4.1, §4.3) and the ways collectors write, not from any letter of the
 * court corpus:
 * - the debt's kind: a card, a store or charge account, a revolving or open account, a running bill for medical, telephone
 *   or utility services is what many courts call an open account; where the state's open-account period (§4.1, verified or
 *   not) is shorter than the product's one number and has run, the time-barred rules judge the debt time-barred at low
 *   confidence and say which period and why; a loan named keeps the table; where the words do not say, it is asked
 *   (`debtIsOpenAccount`);
 * - time words that say when ("at this time", "for the time being", "during the validation period", "por el momento")
 *   do not make "we cannot take legal action" the law's time bar;
 * - the debt's age under more labels: last activity, last transaction, last purchase, DOLA, original due date, "última
 *   actividad", "fecha de vencimiento original";
 * - a state notice given in part: New York's and New Mexico's notices need the consumer's choice (need not admit,
 *   acknowledge, promise or pay; what a payment may do to the time to sue), and New Mexico's open-account period is
 *   counted by the state rule as by the federal one.
 * Near misses that must stay silent: a loan, a debt inside the shorter period, the answer "no", a real bar with the revival
 * warning, a recent last activity, the full state notices.
 */
import { describe, expect, it } from 'vitest';
import { lawBarsForAgeSpans } from '../rules/_conduct-and-time-bar/time-bar';
import { findDates } from '../facts/find-dates';
import { openAccountKindOf } from './debt-kind';
import { findDebtTypeHints } from '../facts/find-debt-type-hints';
import { bareLaterLetter, CITY_IN, ruleOutcome, type RuleOutcome } from './test-letters';
import { analyzeText, getRule, type UserAnswers } from '../index';

const FEDERAL = 'time_barred_no_disclosure_federal';
const STATE = 'time_barred_state_disclosure_missing';

const outcome = (body: string, state: string, date: string, answers: UserAnswers, ruleId = FEDERAL): RuleOutcome =>
  ruleOutcome(ruleId, bareLaterLetter(body, CITY_IN[state] ?? 'Springfield, IL 62701', date), { senderIsOriginalCreditor: false, ...answers }, '2026-11-25');

// ---------------------------------------------------------------------------------------------
// The debt's kind and the open-account period

const OFFER = 'We are offering to settle your account for $500, a 60% discount.';

/** Words that name a running account, each with an offer; English and Spanish. */
const OPEN_ACCOUNT_WORDS = [
  `Your Visa credit card account has been placed with our office. ${OFFER}`,
  `This concerns your store charge account with Lakeside Furniture. ${OFFER}`,
  `Your revolving credit account with Pinecrest Bank remains unpaid. ${OFFER}`,
  `This open account balance was assigned to us. ${OFFER}`,
  `This balance is for medical services at Mercy Hospital. ${OFFER}`,
  `Your wireless phone service account with Bluewave is unpaid. ${OFFER}`,
  `Your electric service account with Valley Power is past due. ${OFFER}`,
  'Su cuenta de tarjeta de crédito fue asignada a nuestra oficina. Le ofrecemos liquidar su cuenta por $500.',
  'Su cuenta abierta con Pinecrest Bank está vencida. Le ofrecemos liquidar su cuenta por $500.',
];

/** A state whose open-account period (§4.1) is shorter than the table's number, a letter date and a last payment past it only. */
const PAST_SHORTER_ONLY: [string, string, string][] = [
  ['FL', 'June 1, 2016', '2011-12-01'], // 4 years (table 5)
  ['VA', 'June 1, 2016', '2012-12-01'], // 3 years (table 5)
  ['AZ', 'June 1, 2020', '2016-12-01'], // 3 years (table 6)
  ['GA', 'June 1, 2020', '2015-12-01'], // 4 years (table 6)
];

describe('the debt named as an open account: the open-account period counted at low confidence', () => {
  for (const body of OPEN_ACCOUNT_WORDS)
    for (const [state, date, paid] of PAST_SHORTER_ONLY)
      it(`flags in ${state}: ${body.slice(0, 50)}`, () => {
        expect(outcome(body, state, date, { lastPaymentDate: paid })).toBe('flag');
      });

  it('says which period and why, at low confidence', () => {
    const r = ruleOutcomeDetail(OPEN_ACCOUNT_WORDS[0] as string, 'FL', 'June 1, 2016', { lastPaymentDate: '2011-12-01' });
    expect(r?.confidence).toBe('low');
    expect(r?.assumptions.join(' ')).toMatch(/credit card account.*4-year period FL applies to oral contracts and open accounts.*not verified/);
    expect(r?.assumptions.join(' ')).toMatch(/5-year period in the product's table still runs/);
  });

  it('reads the kind from the words, a loan named keeping the table', () => {
    const kind = (t: string) => openAccountKindOf(t, findDebtTypeHints(t))?.kind ?? null;
    expect(kind('Your Mastercard balance is $900.')).toBe('credit_card');
    expect(kind('This revolving charge account is past due.')).toBe('open_or_revolving');
    expect(kind('Su crédito rotativo está vencido.')).toBe('open_or_revolving');
    expect(kind('Your auto loan deficiency balance on your Visa card.')).toBeNull();
    expect(kind('Your student loan is past due.')).toBeNull();
    expect(kind('Your account is past due.')).toBeNull();
  });

  const NEAR_MISSES = [
    `Your auto loan deficiency balance has been placed with our office. ${OFFER}`,
    `Your personal loan with Pinecrest Bank has been placed with our office. ${OFFER}`,
    `Your student loan account has been placed with our office. ${OFFER}`,
  ];
  for (const body of NEAR_MISSES)
    it(`keeps the table for a loan: ${body.slice(0, 40)}`, () => {
      expect(outcome(body, 'FL', 'June 1, 2016', { lastPaymentDate: '2011-12-01' })).toBe('silent');
    });
  for (const body of OPEN_ACCOUNT_WORDS.slice(0, 3))
    it(`stays silent inside the shorter period and where the state has none shorter: ${body.slice(0, 40)}`, () => {
      expect(outcome(body, 'FL', 'June 1, 2016', { lastPaymentDate: '2013-01-01' })).toBe('silent');
      expect(outcome(body, 'MI', 'June 1, 2016', { lastPaymentDate: '2011-12-01' })).toBe('silent');
    });
});

describe('the kind not said: asked', () => {
  const body = `Your account has been placed with our office. ${OFFER}`;
  it('asks whether the debt is an open account, flags on yes, keeps the table on no', () => {
    expect(outcome(body, 'VA', 'June 1, 2016', { lastPaymentDate: '2012-12-01' })).toBe('ask');
    expect(outcome(body, 'VA', 'June 1, 2016', { lastPaymentDate: '2012-12-01', debtIsOpenAccount: true })).toBe('flag');
    expect(outcome(body, 'VA', 'June 1, 2016', { lastPaymentDate: '2012-12-01', debtIsOpenAccount: false })).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// Time words that say when, not how old

const PUT_OFF = [
  'We are unable to take legal action at this time.',
  'For the time being, our client cannot file a lawsuit.',
  'We cannot sue you during the validation period.',
  'Legal action cannot be taken before the end of the 30-day dispute period.',
  'Por el momento no podemos tomar acción legal.',
  'No podemos demandarle durante el plazo de validación.',
];
const REAL_BARS = [
  'Because of the age of your debt, we cannot sue you for it.',
  'The time to file a lawsuit on this debt has passed.',
  'We are unable to take legal action because the statute of limitations has expired.',
  'Debido a la antigüedad de su deuda, no podemos demandarle.',
];

describe('a suit put off is not the law’s time bar', () => {
  for (const s of PUT_OFF) {
    it(`is not read as the bar: ${s}`, () => {
      expect(lawBarsForAgeSpans(s)).toEqual([]);
    });
    it(`flags an offer on a barred debt beside it (3d Cir.): ${s}`, () => {
      expect(outcome(`${s} We will accept $450 to close your account.`, 'NJ', 'June 1, 2020', { lastPaymentDate: '2010-12-01' })).toBe('flag');
    });
  }
  for (const s of REAL_BARS)
    it(`still reads the bar: ${s}`, () => {
      expect(lawBarsForAgeSpans(s).length).toBeGreaterThan(0);
      expect(
        outcome(`${s} If you make a payment, the time period to sue you may restart. We will accept $450 to close your account.`, 'NJ', 'June 1, 2020', {
          lastPaymentDate: '2010-12-01',
        }),
      ).toBe('silent');
    });
});

// ---------------------------------------------------------------------------------------------
// The debt's age under more labels

const AGE_LABELS = [
  'Date of last activity: 03/15/2012.',
  'Last activity date: March 15, 2012.',
  'Last transaction date: 03/15/2012.',
  'DOLA: 03/15/2012.',
  'Your last purchase on this account was in 2012.',
  'Original due date: 03/15/2012.',
  'Fecha de la última actividad: 15/03/2012.',
  'Última transacción: marzo de 2012.',
  'Fecha de vencimiento original: 15/03/2012.',
];

describe('the debt’s age read under more labels', () => {
  for (const label of AGE_LABELS) {
    it(`counts from it (6th Cir.): ${label}`, () => {
      expect(outcome(`${label} ${OFFER}`, 'MI', 'June 1, 2020', {})).toBe('flag');
    });
    it(`reads a recent date under it as within: ${label}`, () => {
      expect(outcome(`${label.replace(/2012/, '2019')} ${OFFER}`, 'MI', 'June 1, 2020', {})).toBe('silent');
    });
  }
  it('does not read a payment deadline as the start', () => {
    const dates = findDates('Please pay by the due date of July 15, 2020.');
    expect(dates.some((d) => d.kind === 'last_payment' || d.kind === 'first_delinquency')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// State notices given in part

const NY_CORE =
  'Your creditor or debt collector believes that the legal time limit (statute of limitations) for suing you to collect this debt may have expired. It is a violation of the Fair Debt Collection Practices Act to sue to collect on a debt for which the statute of limitations has expired. If a creditor sues you, you must tell the court that the statute of limitations has expired.';
const NY_CHOICES = [
  'Even if the statute of limitations has expired, you may choose to make payments on the debt.',
  'You are not required to admit, acknowledge or promise to pay this debt.',
  'You do not have to pay this debt or waive your rights.',
];
const NM_CORE = 'This debt is unenforceable through a lawsuit, and you cannot be required to pay it through a lawsuit.';
const NM_CHOICES = [
  'You have no legal duty to sign an admission, acknowledgment or new promise to pay, or to pay this debt.',
  'If you make a payment or sign a written acknowledgment, the time to sue you may start over.',
];

describe('a state notice given in part', () => {
  it('flags New York’s notice without the consumer’s choice; passes it with any wording of it', () => {
    expect(outcome(`${NY_CORE} ${OFFER}`, 'NY', 'June 1, 2021', { lastPaymentDate: '2012-01-01' }, STATE)).toBe('flag');
    for (const c of NY_CHOICES) expect(outcome(`${NY_CORE} ${c} ${OFFER}`, 'NY', 'June 1, 2021', { lastPaymentDate: '2012-01-01' }, STATE)).toBe('silent');
  });
  it('flags New Mexico’s notice without the consumer’s choice; passes it with any wording of it', () => {
    expect(outcome(`${NM_CORE} ${OFFER}`, 'NM', 'June 1, 2019', { lastPaymentDate: '2010-01-01' }, STATE)).toBe('flag');
    for (const c of NM_CHOICES) expect(outcome(`${NM_CORE} ${c} ${OFFER}`, 'NM', 'June 1, 2019', { lastPaymentDate: '2010-01-01' }, STATE)).toBe('silent');
  });
  it('counts New Mexico’s 4 years for open accounts in the state rule as in the federal one', () => {
    expect(outcome(OFFER, 'NM', 'June 1, 2019', { lastPaymentDate: '2014-03-01' }, STATE)).toBe('flag');
    expect(outcome(OFFER, 'NM', 'June 1, 2019', { lastPaymentDate: '2016-03-01' }, STATE)).toBe('silent');
  });
});

/** A finding's confidence and assumptions, for the message test above. */
function ruleOutcomeDetail(body: string, state: string, date: string, answers: UserAnswers) {
  const result = analyzeText(bareLaterLetter(body, CITY_IN[state] ?? '', date), {
    answers: { allPagesUploaded: true, senderIsOriginalCreditor: false, ...answers },
    today: '2026-11-25',
    rules: [getRule(FEDERAL)!],
  });
  return result.findings.find((f) => f.id === FEDERAL);
}
