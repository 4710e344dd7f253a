/**
 * Paraphrase families for decision 173 (issue 26: the time-barred rules asked the last payment date of letters whose
 * own words date the debt). A letter that says how long ago the debt was last paid or went into default, as a duration
 * ("your last payment was more than eight years ago", "no payment has been made on this account in nine years", "this
 * account has been delinquent for over eight years", Spanish "su último pago fue hace más de ocho años"), dates the
 * event the limitations period runs from (legal-reference §4.1). Where that is longer than the state's period, a letter
 * that asks for payment or offers to settle without saying the law bars a suit is judged as any letter on a time-barred
 * debt (*McMahon v. LVNV*, 7th Cir. 2014; *Pantoja*, 7th Cir. 2017; *Buchanan v. Northland*, 6th Cir. 2015; *Daugherty v.
 * Convergent*, 5th Cir. 2016; *Tatis v. Allied Interstate*, 3d Cir. 2018; *Holzman*, 11th Cir. 2019).
 * Written from the law and the ways collectors write, not from any letter of the court corpus.
 * Near misses that must stay silent: a debt's age counted from when it was incurred or opened ("this debt is ten years
 * old", "you opened this account twelve years ago"), a duration shorter than the period or no longer than it, "nearly"
 * eight years, months, time with the collector, a condition, the person's own recent last payment, the 8th Circuit
 * (*Freyermuth*), a bare request in the 3d Circuit (*Huertas*), and the approved disclosure with the revival warning.
 */
import { describe, expect, it } from 'vitest';
import { statedTimeSinceDefault } from './old-debt-signals';
import { bareLaterLetter, CITY_IN, ruleOutcome, type RuleOutcome } from './test-letters';
import type { UserAnswers } from '../index';

const FEDERAL = 'time_barred_no_disclosure_federal';
const STATE = 'time_barred_state_disclosure_missing';

const BALANCE = 'Current balance: $2,455.08.';
const OFFER = 'We are offering to settle this account for $982.03, a 60% savings. Call us to accept this offer.';

const outcome = (body: string, state: string, answers: UserAnswers = {}, ruleId = FEDERAL, date = 'May 1, 2018'): RuleOutcome =>
  ruleOutcome(
    ruleId,
    bareLaterLetter(`${BALANCE}\n\n${body}`, CITY_IN[state] ?? 'Columbus, OH 43215', date),
    { state, senderIsOriginalCreditor: false, ...answers },
    '2018-05-10',
  );

/** The time since the last payment or default, said in many words (each longer than every period of IL, OH, FL, NJ). */
const DURATIONS: readonly string[] = [
  'Your last payment on this account was more than eleven years ago.',
  'The last payment was received over 11 years ago.',
  'Your most recent payment toward this debt was made twelve years ago.',
  'You last paid on this account more than eleven years ago.',
  'This account went into default over eleven years ago.',
  'The account became delinquent more than 11 years ago.',
  'It was charged off more than eleven years ago.',
  'It has been more than eleven years since your last payment.',
  "It's been twelve years since you last paid.",
  'It has been over 11 years since the account was charged off.',
  'This account has been delinquent for over eleven years.',
  'The balance has gone unpaid for more than eleven years.',
  'Your account has been past due for 12 years.',
  'The debt has remained in default for more than eleven years.',
  'No payment has been made on this account in over eleven years.',
  'No payments have been received for twelve years.',
  'You have not made a payment toward this account in more than eleven years.',
  "You haven't paid on this debt for over 11 years.",
  'This account has not been paid in the last twelve years.',
  'Su último pago fue hace más de once años.',
  'Pagó por última vez hace doce años.',
  'La cuenta cayó en mora hace más de once años.',
  'No ha hecho ningún pago en esta cuenta en más de once años.',
  'La cuenta lleva más de once años sin pagar.',
  'La deuda ha estado vencida durante más de once años.',
];

/** Not the time since the last payment or default, or not read as one. */
const NOT_DURATIONS: readonly string[] = [
  'This debt is more than twelve years old.',
  'You opened this account twelve years ago.',
  'This account was incurred over twelve years ago.',
  'Your account has been with our office for twelve years.',
  'You have been our customer for twelve years.',
  'Your last payment was nearly twelve years ago.',
  'Your account has been past due for 12 months.',
  'If your last payment was more than twelve years ago, call us.',
  'Please tell us whether it has been more than twelve years since your last payment.',
  'Your last payment was not more than twelve years ago.',
];

describe('the time since the last payment or default, read as a duration (decision 173)', () => {
  it.each(DURATIONS)('reads "%s"', (words) => {
    const read = statedTimeSinceDefault(`${BALANCE} ${words}`);
    expect(read?.years).toBeGreaterThanOrEqual(11);
  });
  it.each(NOT_DURATIONS)('does not read "%s"', (words) => {
    expect(statedTimeSinceDefault(`${BALANCE} ${words}`)).toBeNull();
  });
  it('reads "more than" as strictly longer, a bare number as exactly that', () => {
    expect(statedTimeSinceDefault('Your last payment was more than five years ago.')).toMatchObject({ years: 5, strict: true });
    expect(statedTimeSinceDefault('Your last payment was five years ago.')).toMatchObject({ years: 5, strict: false });
  });
});

describe('an offer on a debt the letter dates past the period, with no disclosure: flagged from the words', () => {
  // Illinois (McMahon, Pantoja), Ohio (Buchanan), Florida (Holzman), New Jersey (Tatis): an offer to settle.
  for (const state of ['IL', 'OH', 'FL', 'NJ']) {
    it.each(DURATIONS)(`${state}: flags an offer with "%s"`, (words) => {
      expect(outcome(`${OFFER}\n\n${words}`, state)).toBe('flag');
    });
  }
  it.each(DURATIONS.slice(0, 8))('Illinois: flags a bare request (Pantoja) with "%s"', (words) => {
    expect(outcome(`Please remit the balance in full.\n\n${words}`, 'IL')).toBe('flag');
  });
  it('Texas: the debt buyer\u2019s notice is asked for (state rule), from the words alone', () => {
    expect(outcome(`${OFFER}\n\nYour last payment on this account was more than eight years ago.`, 'TX', {}, STATE, 'May 1, 2021')).toBe('flag');
  });
  it('a period equal to the words\u2019 "more than": strictly past it', () => {
    expect(outcome(`${OFFER}\n\nNo payment has been made on this account in more than five years.`, 'NJ', {}, FEDERAL)).not.toBe('silent');
    expect(outcome(`${OFFER}\n\nNo payment has been made on this account in more than six years.`, 'NJ')).toBe('flag');
  });
});

describe('near misses: silent, or asked, never flagged', () => {
  it.each(NOT_DURATIONS)('does not flag with "%s" (Illinois, offer)', (words) => {
    expect(outcome(`${OFFER}\n\n${words}`, 'IL')).not.toBe('flag');
  });
  it.each([
    'Your last payment on this account was more than two years ago.',
    'No payment has been made on this account in three years.',
    'Your last payment was five years ago.',
  ])('a duration no longer than the period: not flagged ("%s", Illinois)', (words) => {
    expect(outcome(`${OFFER}\n\n${words}`, 'IL')).not.toBe('flag');
  });
  it('the person\u2019s own recent last payment wins over the words', () => {
    expect(outcome(`${OFFER}\n\nYour last payment on this account was more than eleven years ago.`, 'IL', { lastPaymentDate: '2017-01-15' })).toBe('silent');
  });
  it('Iowa (8th Circuit, Freyermuth): silent', () => {
    expect(outcome(`${OFFER}\n\nYour last payment on this account was more than eleven years ago.`, 'IA')).toBe('silent');
  });
  it('New Jersey (3d Circuit, Huertas): a bare request without an offer is silent', () => {
    expect(outcome(`Please remit the balance in full.\n\nYour last payment on this account was more than eleven years ago.`, 'NJ')).toBe('silent');
  });
  it.each(['IL', 'OH', 'FL', 'NJ'])('%s: the approved disclosure with the revival warning is silent', (state) => {
    const body = `${OFFER}\n\nYour last payment on this account was more than eleven years ago. The law limits how long you can be sued on a debt. Because of the age of your debt, Pinecrest Bank cannot sue you for it. If you make a payment, the time period for suing you may start again.`;
    expect(outcome(body, state)).toBe('silent');
  });
  it('a letter that asks for nothing (a closing letter) is silent', () => {
    const text = bareLaterLetter(
      'Your account is closed and the balance is $0.00. Your last payment on this account was more than eleven years ago. No further action is needed.',
      CITY_IN.IL as string,
      'May 1, 2018',
    );
    expect(ruleOutcome(FEDERAL, text, { state: 'IL', senderIsOriginalCreditor: false }, '2018-05-10')).toBe('silent');
  });
});
