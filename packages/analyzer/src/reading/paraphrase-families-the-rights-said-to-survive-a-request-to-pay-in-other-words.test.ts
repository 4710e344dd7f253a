/**
 * The rights said to survive a request to pay, in other words (issue 26, open law letter W290, a false flag on a lawful
 * letter). Tests, not the measure.
 *
 * The law: a first letter may ask for payment and say what may follow, inside the thirty days, if it explains that the request
 * does not cut the consumer's rights short: the explanation *Bartlett v. Heibl* (7th Cir. 1997) offered ("Although I have
 * requested that you make payment by [date], you still have the right to make a written request for verification ... If you
 * do so, I am required to suspend my efforts ... even if that means ... after [date]"), 15 U.S.C. 1692g(b); 12 CFR
 * 1006.38(b)(2).
 *
 * What was wrong on the start code: "Our asking you to pay does not take away your rights" (a verb not among "affect, change,
 * limit, shorten ..."), "you still have thirty days after receiving this letter to dispute the debt" (the days, not "the
 * right"), and "we must stop our efforts to collect until we mail you the verification" (stop, not suspend) were none read as
 * the explanation, so `overshadow_threat_inside_period` flagged the lawful letter's possible referral.
 *
 * Must stay silent: the explanation said with "take away", "cut short", "cut off", "do away with"; the thirty days said to
 * remain ("you still have / you continue to have / you keep the full thirty days ... to dispute"); efforts said to stop,
 * halt or pause until verification is mailed; in Spanish "todavía tiene treinta días para disputar". Must still flag: the
 * same step with no explanation, and the thirty days said to remain while the step is said to come before they end ("you
 * still have thirty days to dispute, but we will sue on October 1").
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'overshadow_threat_inside_period';
const ANSWERS = { state: 'IL', isFirstContact: true, allPagesUploaded: true, senderIsOriginalCreditor: false };
const TODAY = '2016-03-13';
const STEP =
  'We ask that you pay this account by March 18, 2016. If the account is not resolved by then, our client will refer it to its attorneys for a lawsuit.';
const outcome = (body: string): string => ruleOutcome(RULE, statuteEraLetter(`${STEP} ${body}`, { notice: true }), ANSWERS, TODAY);

describe('the rights said to survive a request to pay, in other words', () => {
  it.each([
    'Our asking you to pay does not take away your rights, described below.',
    'This request for payment does not cut short the rights described below.',
    'Our request will not cut off your right to dispute the debt.',
    'Although we have asked for payment by March 18, you still have thirty days after receiving this letter to dispute the debt or ask for the name and address of the original creditor.',
    'Even though we ask for payment by March 18, you continue to have 30 days from receipt of this letter to dispute the debt.',
    'You keep the full thirty days after you receive this letter to dispute this debt, whatever date we ask you to pay by.',
    'If you dispute the debt in writing within the thirty days, we must stop our efforts to collect until we mail you the verification, even if that is after March 18.',
    'If you send us a written dispute within thirty days, we will halt collection until we mail you verification of the debt, even if that is after the date above.',
    'Aunque le pedimos el pago antes del 18 de marzo, usted todavía tiene treinta días después de recibir esta carta para disputar la deuda.',
  ])('"%s" stays silent', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });
  it('the same step with no explanation still flags', () => {
    expect(outcome('Please call us today.')).toBe('flag');
  });
  it('the thirty days said to remain while the step comes before they end still flags', () => {
    expect(outcome('You still have thirty days to dispute the debt, but we will file suit on March 18 unless you pay.')).toBe('flag');
  });
});
