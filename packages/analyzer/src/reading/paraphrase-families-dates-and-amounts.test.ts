/**
 * Paraphrase families (decision 070) for what a letter's own figures settle: the dates a time bar counts
 * from, printed as a month and year or a year alone, or bounded by an itemization that shows no payment
 * since its date; and an amount due now beside the balance (an instalment, not a second balance). Written
 * from the law's categories and the ways letters print dates and amounts, not from any court letter.
 */
import { describe, expect, it } from 'vitest';
import { findDates } from '../facts/find-dates';
import { firstContactFromWords } from './first-contact';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { laterLetter } from './test-letters';

const LETTER_DATE = 'March 3, 2024';
const TODAY = '2024-03-13';

/** A later collection letter (no validation notice) that offers a settlement, with `middle` as its figures. */
const offerLetter = (middle: string): string =>
  laterLetter(`${middle}\n\nWe are pleased to offer you a settlement of $400.00 if paid by April 30, 2024.`, {
    collector: 'Apex Recovery Group',
    address: 'PO Box 100\nDallas, TX 75201',
    consumerCity: 'Austin, TX 78701',
    date: LETTER_DATE,
  });

const analyze = (text: string, answers: UserAnswers = {}) => analyzeText(text, { answers: { state: 'TX', allPagesUploaded: true, ...answers }, today: TODAY });

const itemization = (asOf: string, paid: string): string =>
  [
    `As of ${asOf}, you owed: $1,250.00`,
    `Between ${asOf} and today:`,
    'You were charged this amount in interest: + $0.00',
    'You were charged this amount in fees: + $0.00',
    `You paid or were credited this amount toward the debt: - ${paid}`,
    `Total amount of the debt now: ${paid === '$0.00' ? '$1,250.00' : '$1,150.00'}`,
  ].join('\n');

describe('time bar from the dates a letter prints (Texas, four years; letter of March 2024)', () => {
  const OLD_DATES: ReadonlyArray<[string, string]> = [
    ['This account was charged off by Pinecrest Bank in 2012.', 'charge_off'],
    ['Charge-off date: 03/2012', 'charge_off'],
    ['Charged-off: March 2012', 'charge_off'],
    ['Date of last payment: 2013', 'last_payment'],
    ['Our records show you have not made a payment since June 2013.', 'last_payment'],
    ['Last Payment Date: 11-2012', 'last_payment'],
    ['Your account has been delinquent since 2012.', 'first_delinquency'],
    ['Date of default: 07/2013', 'first_delinquency'],
    ['Fecha del último pago: marzo de 2012', 'last_payment'],
    ['Su cuenta está en mora desde 2012.', 'first_delinquency'],
  ];

  it.each(OLD_DATES)('reads the date and finds the debt likely past the period, and the offer without the disclosure flagged: %s', (line, kind) => {
    const result = analyze(offerLetter(`${line}\nThe balance is $1,250.00.`));
    expect(result.facts.dates?.some((d) => d.kind === kind && d.value < '2014-01-01')).toBe(true);
    expect(result.sol.status).toBe('likely_expired');
    expect(result.findings.map((f) => f.id)).toContain('time_barred_no_disclosure_federal');
  });

  it('reads a month and year as the last day of that month, a year alone as the last day of the year (the latest day it can mean)', () => {
    expect(findDates('Charge-off date: 03/2012').map((d) => d.value)).toEqual(['2012-03-31']);
    expect(findDates('Charged off in 2012.').map((d) => d.value)).toEqual(['2012-12-31']);
    expect(findDates('Last payment: February 2016').map((d) => d.value)).toEqual(['2016-02-29']);
  });

  it('counts from an itemization that shows no payment or credit since its date (12 CFR 1006.34(c)(2)(viii)), naming a later payment as what could change it', () => {
    const result = analyze(offerLetter(itemization('January 15, 2012', '$0.00')));
    expect(result.facts.noPaymentAfter?.value).toBe('2012-01-15');
    expect(result.sol.status).toBe('likely_expired');
    expect(result.sol.notes.join(' ')).toMatch(/no payment or credit after January 15, 2012/);
    expect(result.sol.notes.join(' ')).toMatch(/payment made after January 15, 2012 would start the count later/);
    expect(result.sol.question?.id).toBe('lastPaymentDate');
    expect(result.findings.map((f) => f.id)).toContain('time_barred_no_disclosure_federal');
  });

  it('does not call a debt within the period from such a bound (the last payment may be earlier): it asks', () => {
    const result = analyze(offerLetter(itemization('January 15, 2022', '$0.00')));
    expect(result.sol.status).toBe('unknown');
    expect(result.sol.question?.id).toBe('lastPaymentDate');
    expect(result.findings.map((f) => f.id)).not.toContain('time_barred_no_disclosure_federal');
  });

  it('takes no bound from an itemization that shows payments since its date, and none once the person gives the last payment', () => {
    expect(analyze(offerLetter(itemization('January 15, 2012', '$100.00'))).facts.noPaymentAfter).toBeUndefined();
    const answered = analyze(offerLetter(itemization('January 15, 2012', '$0.00')), { lastPaymentDate: '2022-05-01' });
    expect(answered.sol.status).toBe('within');
    expect(answered.findings.map((f) => f.id)).not.toContain('time_barred_no_disclosure_federal');
  });

  const NOT_DATES = [
    'A default judgment was entered against you in 2012.',
    'Charge-off balance: 2012.50',
    'In 2012 you opened this account; your last payment is shown on the enclosed statement.',
    'Call 1-800-555-2012 about your delinquent account.',
  ];
  it.each(NOT_DATES)('reads no time-bar date from a year that is not one: %s', (line) => {
    const kinds = findDates(line).map((d) => d.kind);
    expect(kinds.filter((k) => k === 'charge_off' || k === 'last_payment' || k === 'first_delinquency')).toEqual([]);
  });

  it('waits for the last payment when a date printed without a day may or may not have run out (its first day has, its last has not)', () => {
    const result = analyze(offerLetter('Date of last payment: 2020\nThe balance is $1,250.00.'));
    expect(result.facts.lastPaymentDate).toMatchObject({ value: '2020-12-31', earliest: '2020-01-01' });
    expect(result.sol.status).toBe('unknown');
    expect(result.sol.question?.id).toBe('lastPaymentDate');
    expect(result.sol.notes.join(' ')).toMatch(/printed without a day: counted from its first day, January 1, 2020/);
    expect(result.findings.map((f) => f.id)).not.toContain('time_barred_no_disclosure_federal');
    const answered = analyze(offerLetter('Date of last payment: 2020\nThe balance is $1,250.00.'), { lastPaymentDate: '2019-11-02' });
    expect(answered.sol.status).toBe('likely_expired');
  });

  it('does not flag recent dates in the same words', () => {
    for (const line of ['This account was charged off by Pinecrest Bank in 2022.', 'Date of last payment: 06/2022', 'Su cuenta está en mora desde 2022.']) {
      const result = analyze(offerLetter(`${line}\nThe balance is $1,250.00.`));
      expect(result.sol.status, line).toBe('within');
      expect(
        result.findings.map((f) => f.id),
        line,
      ).not.toContain('time_barred_no_disclosure_federal');
    }
  });
});

describe('amounts_contradictory: an amount due now beside the balance is an instalment, not a second balance (Mollberg; Barnes, 7th Cir. 2007)', () => {
  const flags = (figures: string): boolean => {
    const result = analyzeText(offerLetter(figures).replace(/\nWe are pleased[^\n]*\n/, '\n'), {
      answers: { state: 'WI', allPagesUploaded: true, senderIsOriginalCreditor: false },
      today: TODAY,
      rules: [getRule('amounts_contradictory')!],
    });
    expect(result.errors).toEqual([]);
    return result.findings.some((f) => f.id === 'amounts_contradictory');
  };

  const TOTALS = ['Total Account Balance: $1,113.00', 'Account Balance: $1,113.00', 'Total Balance: $1,113.00', 'Current Balance: $1,113.00'];
  const DUE_NOW = [
    'Amount Now Due: $234.00',
    'Amount Due Now: $234.00',
    'Payment Now Due: $234.00',
    'Amount Currently Due: $234.00',
    'Monto a pagar ahora: $234.00',
  ];

  it('does not flag an amount due now smaller than the balance, in any of its labels and in either order', () => {
    TOTALS.forEach((total, i) => {
      const due = DUE_NOW[i % DUE_NOW.length]!;
      expect(flags(`${total}\n${due}`), `${total} / ${due}`).toBe(false);
      expect(flags(`${due}\n${total}`), `${due} / ${total}`).toBe(false);
    });
  });

  it('flags two balances that differ without explanation, and an amount due now larger than the balance', () => {
    expect(flags('Current Balance: $565.46\nAccount Balance: $663.94')).toBe(true);
    expect(flags('Balance Now Due: $1,113.00\nAccount Balance: $1,290.00')).toBe(true);
    expect(flags('Account Balance: $1,113.00\nAmount Now Due: $1,290.00')).toBe(true);
  });
});

describe('first contact from the words (decision 071): a later letter names an earlier written communication of its sender', () => {
  const LATER = [
    'As stated in our previous letters, the balance remains unpaid.',
    'This is our second notice regarding this account.',
    'You have ignored our prior notices about this debt.',
    'Despite our repeated letters, the account remains open.',
    'As we previously advised, the balance is due.',
    'This office has already written to you about this balance.',
    'You were previously sent a notice of your rights.',
    'The validation period has expired.',
    'Como le indicamos en nuestra carta anterior, el saldo sigue pendiente.',
    'Usted no ha respondido a nuestras cartas.',
    'Este es el segundo aviso sobre esta cuenta.',
  ];
  const NOT_LATER = [
    'We have tried to reach you by telephone about this account.',
    'If you previously sent us a payment, please disregard this letter.',
    'Your account has been placed with our office for collection.',
    'Your last statement from the original creditor showed a balance of $900.',
    'The previous creditor, Pinecrest Bank, sold this account to our client.',
  ];

  it.each(LATER)('reads a later letter: %s', (sentence) => {
    expect(firstContactFromWords(`Re: account ending 4411\n\n${sentence}\n\nThis communication is from a debt collector.`)?.kind).toBe('later');
  });

  it.each(NOT_LATER)("does not read a later letter from an attempt, a condition, a placement or someone else's paper: %s", (sentence) => {
    expect(firstContactFromWords(`Re: account ending 4411\n\n${sentence}\n\nThis communication is from a debt collector.`)?.kind).not.toBe('later');
  });

  it('reads a letter that calls itself the first communication', () => {
    expect(firstContactFromWords('This is our initial communication with you about this debt.')?.kind).toBe('first');
    expect(firstContactFromWords('Esta es nuestra primera carta sobre esta deuda.')?.kind).toBe('first');
  });

  it('lets a later letter without the notice pass vn_missing_entirely from the words, and keeps asking a letter that says neither', () => {
    const later = analyzeText(offerLetter('You have ignored our prior notices about this debt. The balance is $1,250.00.'), {
      answers: { state: 'TX' },
      today: TODAY,
      rules: [getRule('vn_missing_entirely')!],
    });
    expect(later.runs[0]?.result.status).toBe('pass');
    expect(later.gates.isValidationNotice).toBe(false);
    const unsaid = analyzeText(offerLetter('The balance is $1,250.00.'), { answers: { state: 'TX' }, today: TODAY, rules: [getRule('vn_missing_entirely')!] });
    expect(unsaid.questions.map((q) => q.id)).toContain('isFirstContact');
  });
});

describe('the letter says the time to sue is over, in other words (time-bar admissions)', () => {
  const SAID = [
    'The time to file a lawsuit on this debt has passed.',
    'The period for bringing a lawsuit on this account has expired.',
    'Because of the age of this account you can no longer be sued for it.',
    'El plazo para demandarle por esta deuda ya ha vencido.',
    'Ya no se le puede demandar por esta deuda.',
  ];
  it.each(SAID)('reads the debt as past the period, the disclosure as given, and the sentence as no threat: %s', (sentence) => {
    const result = analyze(offerLetter(`${sentence} The balance is $1,250.00.`));
    const ids = result.findings.map((f) => f.id);
    expect(ids).not.toContain('time_barred_no_disclosure_federal');
    expect(ids).not.toContain('time_barred_suit_threat');
    const threat = analyze(offerLetter(`${sentence} The balance is $1,250.00. If you do not pay, we will refer this account to our attorney to file suit.`));
    expect(threat.findings.map((f) => f.id)).toContain('time_barred_suit_threat');
  });

  it('does not read a time to sue that has not run, or a condition', () => {
    for (const sentence of ['The time to file a lawsuit on this debt has not passed.', 'If the time to file a lawsuit has passed, we will not sue you.']) {
      const result = analyze(offerLetter(`${sentence} The balance is $1,250.00.`));
      expect(result.sol.status, sentence).not.toBe('likely_expired');
      expect(
        result.findings.map((f) => f.id),
        sentence,
      ).not.toContain('time_barred_suit_threat');
    }
  });
});
