/**
 * Payment asked now and pressed by the cost of waiting, said as closing the file "now, with no additional cost to you" (issue 26, open
 * paraphrase P334 of development L669). Tests, not the measure.
 *
 * The law: a first letter that asks the consumer to pay "at this time without further expense" offers a choice between paying now
 * and paying more, inside the thirty days, and so can overshadow the right to dispute (15 U.S.C. 1692g(b); Mistretta v. Babb, N.D.
 * Ill. 2003, decision 414). "To close this file now, with no additional cost to you, mail us …" says the same.
 *
 * What was missed on the start code: the cost of waiting said as "with no additional cost" and now said as "now".
 *
 * Near misses: a way of paying said to cost nothing ("you may pay online at no additional charge"); a reassurance that nothing more
 * will be added.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'overshadow_payment_deadline';
const NOTICE =
  'Unless you notify this office within thirty days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within thirty days from receiving this notice, this office will obtain verification of the debt and mail you a copy of such verification.';
const letter = (sentence: string): string =>
  [
    'Keel & Dorsey, Ltd.\nAttorneys at Law\n20 N. Clark St, Chicago, IL 60602',
    'July 19, 2002',
    'Chris Park\n14 Oak Ave\nEvanston, IL 60201',
    'Re: File XXXX0391. Our client: Lakeside Medical Group. Balance: $235.00',
    'Your account has been referred to this office for collection.',
    sentence,
    NOTICE,
  ].join('\n\n');
const outcome = (sentence: string): string =>
  ruleOutcome(RULE, letter(sentence), { state: 'IL', isFirstContact: true, senderIsOriginalCreditor: false }, '2002-07-29');

const CANONICAL = 'If you wish to dispose of this matter at this time without further expense, please forward a money order or bank check for $235.00.';

describe('a file closed now with no additional cost', () => {
  it('the canonical sentence flags', () => {
    expect(outcome(CANONICAL)).toBe('flag');
  });
  it.each([
    'TO CLOSE THIS FILE NOW, WITH NO ADDITIONAL COST TO YOU, mail us a bank check or money order for $235.00.',
    'To resolve this matter now with no further expense, send us a money order for $235.00.',
  ])('"%s" gives the canonical outcome', (sentence) => {
    expect(outcome(sentence)).toBe(outcome(CANONICAL));
  });
  it.each([
    'You may pay online at no additional charge, or mail a check for $235.00 to the address above.',
    'No further expense will be added to this account.',
  ])('"%s" stays silent', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
