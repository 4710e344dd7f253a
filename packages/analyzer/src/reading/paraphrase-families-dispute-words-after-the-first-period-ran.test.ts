/**
 * Paraphrase families (issue 26, session 55): a later letter that invites a dispute by telephone, sent long after the letter it
 * says came before. The validation period runs thirty days from the consumer's receipt of the notice (15 U.S.C. 1692g(a)(3)-(5);
 * 12 CFR 1006.34(b)(5)), and the notice comes with or within five days after the collector's first communication (1692g(a);
 * 1006.34(a)(1)). A letter that names an earlier letter of its sender, dated ("We wrote to you on May 20, 2019", "our previous
 * letter dated", "le escribimos el 20 de mayo de 2019"), says the first communication came on or before that date, so the
 * period it opened had ended some six weeks later at the latest (five days for the notice, ten for the mail, thirty for the
 * period). What a letter dated after that says about disputing cannot overshadow a period that had run (decision 178 passes
 * such a letter when the person gives the first letter's receipt; now the letter's own words do it too).
 *
 * Not: a later letter dated inside that bound (still judged, or asked when the first letter came), a letter that is itself a
 * notice, a date of something other than a letter (a payment, a charge-off).
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, ruleOutcome } from './test-letters';

const ANSWERS = { state: 'CO', senderIsOriginalCreditor: false, isFirstContact: false, allPagesUploaded: true };
const letter = (body: string, date: string): string => bareLaterLetter(body, 'Denver, CO 80231', date);
const outcome = (body: string, date: string, today: string): string => ruleOutcome('dispute_conditions_added', letter(body, date), ANSWERS, today);

const INVITE = 'If you believe you do not owe this balance, please call me at (303) 555-0125.';
const EARLIER = [
  `We wrote to you on May 20, 2019 and have not heard from you. ${INVITE}`,
  `Our previous letter dated May 20, 2019 went unanswered. ${INVITE}`,
  `We sent you a notice about this account on May 20, 2019. If you dispute this amount, call our office at (303) 555-0125.`,
  `Our letter of May 20, 2019 asked you to contact us. ${INVITE}`,
  `This office mailed you a letter on May 20, 2019 about this balance. If you think this balance is wrong, phone us at (303) 555-0125.`,
  'Le escribimos el 20 de mayo de 2019 y no hemos recibido respuesta. Si usted cree que no debe este saldo, llámenos al (303) 555-0125.',
];

describe('a telephone dispute invited long after the letter this one says came first', () => {
  it.each(EARLIER)('not judged against a period that had run (dated August 5, 2019): %s', (body) =>
    expect(outcome(body, 'August 5, 2019', '2019-08-10')).toBe('silent'),
  );
  it.each(EARLIER)('still judged when dated inside the bound (June 10, 2019): %s', (body) =>
    expect(outcome(body, 'June 10, 2019', '2019-06-14')).not.toBe('silent'),
  );
  it('a date of a payment, not of a letter, bounds nothing', () =>
    expect(outcome(`Your last payment was received on May 20, 2019. ${INVITE}`, 'August 5, 2019', '2019-08-10')).not.toBe('silent'));
});
