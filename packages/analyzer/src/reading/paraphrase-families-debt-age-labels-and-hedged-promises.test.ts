/**
 * Paraphrase families for issue 26's time-barred theory (decision 142), written from the law and the ways
 * letters print a debt's age, not from any letter: the dates a limitations period runs from under other labels
 * (write-off, 'Last Pymt', DOFD, 'Fecha de cancelación contable', 'Último abono'); promises not to sue that
 * are hedged or said as a choice ("we may not sue", "our client has chosen not to sue", "we are not currently
 * planning to sue", "hemos decidido no demandarle"), which Pantoja (7th Cir. 2017), Buchanan (6th Cir. 2015)
 * and Tatis (3d Cir. 2018) hold do not tell the reader that the LAW bars suit; and the law's limit said in
 * the passive ("how long you can be sued on a debt is limited by law"), which is the disclosure the
 * CFPB/FTC wording gives and, with a revival warning, is lawful.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { findDates } from '../facts/find-dates';
import { laterLetter } from './test-letters';
import { requestsForMoney } from './requests-for-money';
import { willNotSueSpans } from '../rules/_conduct-and-time-bar/phrases';

/** The composed letter's statements that it comes from a debt collector and collects a debt (a request for payment in the law's eyes, decision 143). */
const COLLECTING = 'This communication is from a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank.';

const FEDERAL = 'time_barred_no_disclosure_federal';
const THREAT = 'time_barred_suit_threat';

const letter = (body: string, date = 'March 3, 2024'): string =>
  laterLetter(body, { collector: 'Harbor Point Recovery', address: 'PO Box 9\nChicago, IL 60601', consumerCity: 'Springfield, IL 62701', date });

type Outcome = 'flag' | 'ask' | 'silent';
const outcome = (text: string, answers: UserAnswers = {}, ruleId = FEDERAL): Outcome => {
  const result = analyzeText(text, { answers: { allPagesUploaded: true, ...answers }, today: '2024-03-13', rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  if (result.findings.some((f) => f.id === ruleId)) return 'flag';
  return result.questions.some((q) => q.askedBy.includes(ruleId)) ? 'ask' : 'silent';
};

const OFFER = 'You may resolve this account for $400.00, a 60% discount.';
const OFERTA = 'Puede liquidar su cuenta por $400.00.';

describe('the debt age under other labels: an old date settles the time bar, a recent one does not', () => {
  const OLD = [
    ['Write-off date: 04/02/2012', OFFER],
    ['Date written off: April 2, 2012', OFFER],
    ['This account was written off in 2011.', OFFER],
    ['Last Pymt: 04/02/2012', OFFER],
    ['Last Pymt Date      04/02/2012', OFFER],
    ['DOFD: 04/02/2012', OFFER],
    ['Chg-off date: 04/02/2012', OFFER],
    ['Past due since 04/02/2012', OFFER],
    ['Fecha de cancelación contable: 04/02/2012', OFERTA],
    ['Último abono: 04/02/2012', OFERTA],
  ] as const;
  it.each(OLD)('%s: flagged from the words', (dated, offer) => {
    expect(outcome(letter(`${dated}\n\n${offer}`))).toBe('flag');
  });
  it.each(OLD.map(([d, o]) => [d.replace(/2012|2011/, '2022'), o] as const))('%s: a recent date is not flagged', (dated, offer) => {
    expect(outcome(letter(`${dated}\n\n${offer}`))).not.toBe('flag');
  });
});

describe('promises not to sue, hedged or said as a choice, are not the law bar', () => {
  const HEDGED = [
    'We may not sue you for this debt.',
    'Our client may choose not to file a lawsuit over this account.',
    'Our client has chosen not to sue you for this account.',
    'The current owner has already decided not to take legal action on this account.',
    'We are not currently planning to sue you.',
    'We do not presently intend to file a lawsuit.',
    'Hemos decidido no demandarle por esta cuenta.',
    'No presentaremos una demanda por esta cuenta.',
  ];
  it.each(HEDGED)('%s — said alone of an old debt: flagged with the last payment given', (promise) => {
    expect(outcome(letter(promise), { lastPaymentDate: '2012-04-02' })).toBe('flag');
  });
  it.each(HEDGED)('%s — said alone, no date: the last payment is asked, not silence', (promise) => {
    expect(outcome(letter(promise))).toBe('ask');
  });
  it.each(HEDGED)('%s — a recent debt: not flagged', (promise) => {
    expect(outcome(letter(promise), { lastPaymentDate: '2023-04-02' })).not.toBe('flag');
  });
  it('a law statement ("a debt collector may not sue you on a time-barred debt") is not read as a promise', () => {
    const statement = 'Under federal law a debt collector may not sue you on a time-barred debt.';
    expect(willNotSueSpans(statement)).toEqual([]);
    expect(outcome(letter(statement).replace(COLLECTING, ''), { lastPaymentDate: '2012-04-02' })).toBe('silent');
  });
});

describe("the law's limit said in the passive: the disclosure, lawful with the revival warning", () => {
  const LAW_LIMITS = [
    'How long you can be sued over a debt is limited by law.',
    'The time in which you can be sued on a debt is limited by state law.',
    'The law sets a time limit on how long a creditor can sue over a debt.',
    'El tiempo durante el cual se le puede demandar por una deuda está limitado por la ley.',
  ];
  const REVIVAL = 'If you make a payment, the time period for the filing of a lawsuit against you may start again.';
  it.each(LAW_LIMITS)('%s — with a promise not to sue and the revival warning: not flagged outside the 7th Circuit', (law) => {
    // Decision 165: the law's general rule with, of this debt, only a promise not to sue is not the law's bar where Pantoja
    // binds (Illinois, this letter's state); in Ohio (6th Cir.) it is left as the disclosure.
    const text = letter(`${law} Given the age of this debt, we will not file suit against you for it. ${REVIVAL}\n\n${OFFER}`);
    expect(outcome(text, { state: 'OH' })).toBe('silent');
    expect(outcome(text)).toBe('flag');
  });
  it.each(LAW_LIMITS)('%s — with an offer but no revival warning, in Illinois (a payment revives): flagged for the omission', (law) => {
    expect(outcome(letter(`${law} Given the age of this debt, we will not file suit against you for it.\n\n${OFFER}`))).toBe('flag');
  });
  it.each(LAW_LIMITS)('%s — the sentence that says the law limits a suit threatens none (time_barred_suit_threat)', (law) => {
    expect(
      outcome(letter(`${law} Given the age of this debt, we will not file suit against you for it.\n\n${OFFER}`), { lastPaymentDate: '2012-04-02' }, THREAT),
    ).not.toBe('flag');
  });
});

describe('a request for money without the verb "pay": the debt may be old, so its age is asked, not passed over', () => {
  const ASKS = [
    'Take care of this account today for just $300.00.',
    'Clear up this balance with one payment of $300.00.',
    'You can close out this account for $300.00.',
    'Send $300.00 and we will consider the account satisfied.',
    'We will accept $300.00 to close your account.',
    'Call us to discuss options for this account.',
    'Put this debt behind you for $300.00.',
    'Your balance can be cleared for $300.00.',
    'Let us help you get this account paid.',
    'Salde su cuenta hoy mismo.',
    'Ponga su cuenta al día hoy.',
  ];
  it.each(ASKS)('%s — no date in the letter: the last payment is asked', (ask) => {
    expect(outcome(letter(ask))).toBe('ask');
  });
  it.each(ASKS)('%s — last paid twelve years before the letter (Illinois): flagged', (ask) => {
    expect(outcome(letter(ask), { lastPaymentDate: '2012-01-15' })).toBe('flag');
  });
  it.each(ASKS)('%s — last paid last year: not flagged', (ask) => {
    expect(outcome(letter(ask), { lastPaymentDate: '2023-06-15' })).not.toBe('flag');
  });
  const NOT_ASKS = [
    'Your account has been closed.',
    'This account was paid in full; we consider it satisfied.',
    'We will not accept payments by phone.',
    'Do not send cash through the mail.',
  ];
  // Decision 143: the composed letter's own "We are trying to collect a debt that you owe" asks for payment, so the
  // sentence is judged alone, in a letter without it.
  it.each(NOT_ASKS)('%s — asks for nothing: the rule stays silent', (words) => {
    expect(requestsForMoney(words)).toEqual([]);
    expect(outcome(letter(words).replace(COLLECTING, ''), { lastPaymentDate: '2012-01-15' })).toBe('silent');
  });
});

describe('two dates on one line: each takes the label just before it', () => {
  const LINES: Array<[string, string[]]> = [
    ['Last payment: 03/29/2012; charged off 07/18/2012.', ['last_payment', 'charge_off']],
    ['Last Payment Date: 01/02/2010   Charge-off Date: 05/06/2010', ['last_payment', 'charge_off']],
    ['Date of last payment 01/02/2010, delinquency date 03/04/2010', ['last_payment', 'first_delinquency']],
    ['Fecha del último pago: 02/01/2010; fecha de castigo: 06/05/2010', ['last_payment', 'charge_off']],
  ];
  it.each(LINES)('%s', (line, kinds) => {
    expect(findDates(line).map((d) => d.kind)).toEqual(kinds);
  });
});
