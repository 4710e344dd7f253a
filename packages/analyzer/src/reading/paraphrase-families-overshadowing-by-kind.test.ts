/**
 * Paraphrase families for overshadowing read by kind (decision 127, issue 26): what a sentence does, from the law's
 * categories (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)), not the words one letter used. Each family is written from
 * the category, in the ways collectors write it (synonyms, word order, active and passive, tense, Spanish), with the
 * lawful near misses courts approved or the law allows. No letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. The gate: is this the collector's first letter, and is its sender a collector? The account handed over to the
 *    sender (any verb of handing over or of hiring to collect; the particle before or after the object; the perfect
 *    or the simple past; Spanish), and a pointer to the rights printed on the back (what, then where, or where, then
 *    what).
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetterSign, placementWithSender } from './first-contact';

const TODAY = '2025-06-12';
const PAYMENT = 'overshadow_payment_deadline';
const THREAT = 'overshadow_threat_inside_period';

const run = (ruleIds: string[], text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: TODAY, rules: ruleIds.map((id) => getRule(id)!) });
  expect(result.errors).toEqual([]);
  return result;
};
const flagged = (ruleIds: string[], text: string, answers: UserAnswers = {}): boolean => run(ruleIds, text, answers).findings.length > 0;
const asked = (ruleIds: string[], text: string, answers: UserAnswers = {}): string[] => run(ruleIds, text, answers).questions.map((q) => q.id);

/** An excerpt of a collector's letter: no notice in its words, `body` between the heading and a debt-collector line. */
const excerpt = (body: string, options: { head?: string; collectorLine?: boolean } = {}): string =>
  [
    options.head ?? 'Westbrook Accounts\n41 Market Street\nAustin, TX 78701',
    '',
    'June 2, 2025',
    '',
    'Re: Account ending 4411. Balance: $1,250.00.',
    '',
    body,
    '[...]',
    ...(options.collectorLine === false ? [] : ['This communication is from a debt collector.']),
  ].join('\n');

const DEMAND = 'You must pay the balance within ten days of the date of this letter.';

// ---------------------------------------------------------------------------------------------
// 1a. The account handed over to the sender: the collector's first letter by its own words.

const HANDED_OVER = [
  'Lakeview Clinic has turned your past-due balance over to our company.',
  'Lakeview Clinic has handed this account over to our agency.',
  'Lakeview Clinic has turned over your account to us.',
  'Your account with Lakeview Clinic was placed with our office last week.',
  'This balance was assigned to this agency by Lakeview Clinic.',
  'Your unpaid bill has been entrusted to our organization.',
  'Lakeview Clinic has forwarded your account to our collection department.',
  'Lakeview Clinic has engaged our company to recover the balance you owe.',
  'Lakeview Clinic has hired us to recover this debt.',
  'Lakeview Clinic has asked this office to pursue payment of your account.',
  'We were retained by Lakeview Clinic to recover this balance.',
  'Su saldo vencido con Clínica Lakeview fue remitido a nuestra agencia.',
  'Clínica Lakeview nos ha encargado el cobro de su cuenta.',
  'Clínica Lakeview nos contrató para cobrar esta deuda.',
];
/** Nothing handed to the sender: the creditor's referral elsewhere, the consumer's own payment, a possibility. */
const NOT_HANDED_OVER = [
  'We referred your account to Acme Collections, Inc. last month.',
  'Your payment was sent to our office on May 1.',
  'Your bill was sent to you on May 1.',
  'Lakeview Clinic has placed your account with a collection agency.',
  'If your account is placed with our office, fees may be added.',
  'You have authorized us to recover your monthly premium from your bank account.',
  'Lakeview Clinic may hire an agency to recover this debt.',
];

describe('firstLetterSign: the account handed over to the sender, by kind', () => {
  it.each(HANDED_OVER)('reads a placement in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)?.kind).toBe('placement');
  });
  it.each(NOT_HANDED_OVER)('reads none in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)).toBeUndefined();
  });
  it.each(HANDED_OVER.filter((_, i) => i % 2 === 0))(`${PAYMENT} flags a demand inside the period from the words alone: %s`, (sentence) => {
    expect(flagged([PAYMENT], excerpt(`${sentence} ${DEMAND}`))).toBe(true);
  });
  it.each(NOT_HANDED_OVER.slice(0, 4))(`${PAYMENT} still asks whether it is the first letter: %s`, (sentence) => {
    const text = excerpt(`${sentence} ${DEMAND}`);
    expect(flagged([PAYMENT], text)).toBe(false);
    expect(asked([PAYMENT], text)).toContain('isFirstContact');
  });
});

// ---------------------------------------------------------------------------------------------
// 1b. A pointer to the rights printed on the back: what, then where; where, then what.

const RIGHTS_ON_BACK = [
  'Your legal rights are explained on the other side of this page.',
  'A statement of your rights is printed on the back of this letter.',
  'Information about your rights appears on the reverse side.',
  'Your rights are described on the back.',
  'Important disclosures are set out on the reverse side of this notice.',
  'See back for your rights.',
  'Please turn over for important information about your rights.',
  'Sus derechos se explican al dorso.',
  'Vea el reverso para información sobre sus derechos.',
];
const NOT_RIGHTS_ON_BACK = [
  'Write your account number on the back of your check.',
  'See the reverse side for our office hours.',
  'Our payment address is printed on the back of the coupon.',
  'You have the right to pay by phone.',
  'Please sign the back of the money order.',
];

describe('firstLetterSign: the rights on the back, by kind', () => {
  it.each(RIGHTS_ON_BACK)('reads a notice on the back in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)?.kind).toBe('notice_on_back');
  });
  it.each(NOT_RIGHTS_ON_BACK)('reads none in "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account 4411\n\n${sentence}`)).toBeUndefined();
  });
  it.each(RIGHTS_ON_BACK.filter((_, i) => i % 2 === 1))(`${THREAT} flags a threat timed inside the period from the words alone: %s`, (sentence) => {
    const text = excerpt(`Unless this balance is paid within ten days, suit will be filed against you. ${sentence}`);
    expect(flagged([THREAT], text)).toBe(true);
  });
  it.each(NOT_RIGHTS_ON_BACK.slice(0, 3))(`${THREAT} still asks whether it is the first letter: %s`, (sentence) => {
    const text = excerpt(`Unless this balance is paid within ten days, suit will be filed against you. ${sentence}`);
    expect(flagged([THREAT], text)).toBe(false);
    expect(asked([THREAT], text)).toContain('isFirstContact');
  });
});

// ---------------------------------------------------------------------------------------------
// 1c. The same placement says who sent the letter when its receiver is the sender: in the first person, or by the
// name the letter is headed with (15 U.S.C. 1692a(6)). A company named in the third person that is not the letter's
// own name may be the creditor telling of its collector (decision 110): the question stays.

describe('placementWithSender: the sender a collector by the words that hand it the account', () => {
  const noCollectorLine = (body: string, head?: string) => excerpt(`${body} ${DEMAND}`, { collectorLine: false, ...(head ? { head } : {}) });
  it.each(HANDED_OVER.filter((s) => !/^We were/.test(s)))('flags without asking who sent it: %s', (sentence) => {
    expect(placementWithSender(noCollectorLine(sentence))).toBeDefined();
    expect(flagged([PAYMENT], noCollectorLine(sentence))).toBe(true);
    expect(asked([PAYMENT], noCollectorLine(sentence))).not.toContain('senderIsOriginalCreditor');
  });
  it('reads a company named as the receiver when the letter is headed with that name, in English and Spanish', () => {
    for (const [head, sentence] of [
      ['HARLOW CREDIT SYSTEMS, INC.\nPO Box 7, Raleigh, NC', 'Your balance with Lakeview Clinic has been referred to Harlow Credit Systems, Inc.'],
      ['Harlow Credit Systems, Inc.\nPO Box 7, Raleigh, NC', 'Su saldo con Clínica Lakeview fue remitido a Harlow Credit Systems, Inc.'],
      [
        'DELMAR ASSOCIATION SERVICES\nPO Box 9, Reno, NV',
        'Delmar Association Services has been retained by Juniper Homeowners Association to collect the assessments you owe.',
      ],
    ] as const) {
      expect(placementWithSender(noCollectorLine(sentence, head)), sentence).toBeDefined();
      expect(flagged([PAYMENT], noCollectorLine(sentence, head)), sentence).toBe(true);
    }
  });
  it('asks who sent it when the company named is not the letter own name, or nothing was handed to the sender', () => {
    for (const sentence of [
      'Your balance with Lakeview Clinic has been referred to Harlow Credit Systems, Inc.',
      'Delmar Association Services has been retained by Juniper Homeowners Association to collect the assessments you owe.',
    ]) {
      expect(placementWithSender(noCollectorLine(sentence)), sentence).toBeUndefined();
      expect(asked([PAYMENT], noCollectorLine(sentence)), sentence).toContain('senderIsOriginalCreditor');
    }
    expect(placementWithSender(noCollectorLine('Your bill was sent to you on May 1.'))).toBeUndefined();
  });
});
