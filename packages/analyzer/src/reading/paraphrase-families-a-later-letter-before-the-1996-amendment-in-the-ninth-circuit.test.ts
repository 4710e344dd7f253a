/**
 * Paraphrase family for decision 414 (issue 26): the debt-collector statement of a later letter before the 1996 amendment. Until
 * September 30, 1996, 15 U.S.C. 1692e(11) required the disclosure "in all communications made to collect a debt"; Congress then
 * (Pub. L. 104-208, § 2305) required the full statement in the initial communication and "that the communication is from a debt
 * collector" in each later one. Before the amendment the Ninth Circuit held a follow-up notice that only repeated a demand need
 * not carry the disclosure (Pressley v. Capital Credit & Collection Service, 9th Cir. 1985, development L673), and the Fourth held
 * the opposite (Carroll v. Wolpoff & Abramson, 4th Cir. 1992). On the start code `mini_miranda_missing_subsequent` flagged every
 * later letter without the statement, whatever its date and circuit. Must stay silent: a later letter without the statement dated
 * before the amendment, to a consumer in the Ninth Circuit. Must flag: the same in the Fourth Circuit, the same in the Ninth after
 * the amendment, and a first letter in the Ninth before it. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, ruleOutcome } from './test-letters';

const BODY =
  'You have failed to contact this office with payment as requested. Unless payment is received within seven (7) days of this notice further action will be taken. Please return this notice with FULL PAYMENT by return mail.';

const outcome = (state: string, city: string, date: string, today: string, first = false): string =>
  ruleOutcome(
    'mini_miranda_missing_subsequent',
    bareLaterLetter(BODY, city, date),
    { state, isFirstContact: first, senderIsOriginalCreditor: false, balanceUnder600: true },
    today,
  );

describe('a later letter without the statement before the 1996 amendment, in the Ninth Circuit (Pressley)', () => {
  it.each([
    ['OR', 'Portland, OR 97213', 'March 10, 1982', '1982-03-20'],
    ['CA', 'Fresno, CA 93721', 'June 1, 1995', '1995-06-11'],
    ['WA', 'Seattle, WA 98101', 'September 3, 1996', '1996-09-13'],
    ['AZ', 'Tucson, AZ 85701', 'January 15, 1990', '1990-01-25'],
  ])('does not flag a letter to %s (%s) dated %s', (state, city, date, today) => {
    expect(outcome(state, city, date, today)).not.toBe('flag');
  });
});

describe('near misses: another circuit, after the amendment, or the first letter', () => {
  it.each([
    ['the Fourth Circuit before the amendment (Carroll)', 'MD', 'Baltimore, MD 21201', 'June 11, 1990', '1990-06-21', false],
    ['the Second Circuit before the amendment', 'NY', 'Albany, NY 12207', 'May 4, 1994', '1994-05-14', false],
    ['the Ninth Circuit after the amendment', 'OR', 'Portland, OR 97213', 'March 10, 1998', '1998-03-20', false],
    ['the Ninth Circuit under Regulation F', 'CA', 'Fresno, CA 93721', 'March 10, 2023', '2023-03-20', false],
    ['a first letter in the Ninth Circuit before the amendment', 'OR', 'Portland, OR 97213', 'March 10, 1982', '1982-03-20', true],
  ])('flags %s', (_label, state, city, date, today, first) => {
    expect(outcome(state, city, date, today, first)).toBe('flag');
  });
});
