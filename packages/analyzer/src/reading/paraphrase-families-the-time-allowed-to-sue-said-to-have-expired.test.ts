/**
 * The time the law allows to sue said to have expired (issue 26, open law letter W360, a false flag on a lawful letter). Tests,
 * not the measure.
 *
 * The law: a collector may ask for payment of a time-barred debt if it does not sue or threaten suit (12 CFR 1006.26(b)) and
 * does not mislead about the debt's legal status (15 U.S.C. 1692e); telling the consumer that the time to sue has run, that the
 * owner cannot sue and that a payment will not revive the right to sue is the disclosure courts and state laws ask for (Conn.
 * Gen. Stat. 36a-814; Buchanan v. Northland Group, 6th Cir. 2015; Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017).
 *
 * What was wrong on the start code: "The time allowed by Connecticut law to sue on this debt has expired" was not read as the
 * law's bar (the Spanish "el plazo para demandar … ha vencido" was) but as a threat "to sue", so a lawful notice was flagged by
 * `time_barred_suit_threat` and `time_barred_no_disclosure_federal`. And a payment said not to "give anyone the right to sue you"
 * was read as a threat, where "give it the right" was read as the revival denial it is.
 *
 * Must stay silent (a Connecticut debt last paid in 2012, owned by a buyer whom a payment does not give the right to sue, an offer;
 * in a state where a payment revives the debt, denying revival misleads and is judged as such): the time, period or deadline the law allows, permits or gives to sue,
 * bring a lawsuit or take legal action, said to have expired, passed, run out or ended. Must still flag: the same letter saying
 * the time to pay has expired and that suit will follow.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLaterLetter } from './test-letters';

const RULES = ['time_barred_no_disclosure_federal', 'time_barred_suit_threat'] as const;
const OFFER = 'We are offering to settle this account for $1,200.00, a 60% savings.';
const flagged = (body: string): string[] => {
  const text = bareLaterLetter(`Current balance: $2,912.40.\n\n${body} ${OFFER}`, 'New Britain, CT 06051', 'April 2, 2023');
  const result = analyzeText(text, {
    answers: { state: 'CT', lastPaymentDate: '2012-01-01', senderIsOriginalCreditor: false, allPagesUploaded: true },
    today: '2023-04-10',
    rules: RULES.map((id) => getRule(id)!),
  });
  return result.findings.map((f) => f.id);
};
const REVIVAL = 'A payment or a promise to pay will not give anyone the right to sue you.';

describe('the time the law allows to sue said to have expired', () => {
  it('stays silent with a bar the reader already knew (the control)', () => {
    expect(flagged(`This debt is too old to be collected in court. ${REVIVAL}`)).toEqual([]);
  });
  it.each([
    'The time allowed by Connecticut law to sue on this debt has expired.',
    'The time permitted by law to bring a lawsuit on this account has passed.',
    'The period in which a creditor may sue you on this debt has run out.',
    'The deadline to file a lawsuit over this debt has passed.',
    'The legal time limit for taking legal action on this debt has ended.',
  ])('stays silent: %s', (sentence) => {
    expect(flagged(`${sentence} ${REVIVAL}`)).toEqual([]);
  });
  it('still flags a letter that says the time to pay has expired and that suit will follow', () => {
    expect(flagged('The time allowed to pay this debt has expired. We will sue you if you do not pay by April 30.')).toContain('time_barred_suit_threat');
  });
});
