/**
 * A collection letter laid out as a court or tribunal paper between a "Claimant" and a "Respondent", with a docket reference
 * (issue 26, open law letter W569). Tests, not the measure.
 *
 * The law: a collector may not send a paper that simulates, or falsely represents itself as, legal process or a document issued
 * by a court (15 U.S.C. 1692e(9), 1692e(13); 12 CFR 1006.18(b)(1)(vii)). The reader knew the plaintiff-and-defendant caption and
 * a "Case No."; the same dress in the words of arbitration and claims ("Claimant … Respondent", "Complainant", "Docket Ref.",
 * "to the respondent named above") presents the letter as a step of a proceeding just as well.
 *
 * Must flag once the person says no suit has been filed: the caption with claimant and respondent, the respondent addressed as
 * the named party, a docket reference. Must stay silent: the same words in a sentence that explains what a claimant is, and a
 * letter that only gives its own reference number.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (caption: string, body: string): string =>
  [
    'BEEHIVE RECOVERY SERVICES\nP.O. Box 57120, Salt Lake City, UT 84157',
    caption,
    'May 11, 2026',
    'Jared Peck\n3318 South 2700 West\nWest Valley City, UT 84119',
    body,
    'Call Beehive Recovery Services at (801) 555-0148.',
    'This communication is from a debt collector.',
  ].join('\n\n');

const outcome = (caption: string, body: string): string =>
  ruleOutcome('simulated_legal_process', letter(caption, body), { state: 'UT', senderIsOriginalCreditor: false, lawsuitFiled: false }, '2026-05-20');

const CAPTION = 'WASATCH MEDICAL GROUP,\n      Claimant,\n   v.\nJARED PECK,\n      Respondent.';
const BODY = 'The account in the amount of $1,904.20 has been entered for collection. You are directed to resolve it by payment in full.';

describe('a letter captioned as a claim between claimant and respondent', () => {
  it.each([
    ['a caption and a docket reference', `${CAPTION}\n\nDocket Ref. UT-26-044817`, BODY],
    ['a caption and the respondent addressed as the party named above', CAPTION, `TO THE RESPONDENT NAMED ABOVE:\n\n${BODY}`],
    [
      'a complainant and a respondent, and a docket reference',
      'Docket Reference: 26-0448\n\nSUMMIT DENTAL, Complainant\nagainst\nJARED PECK, Respondent',
      BODY,
    ],
  ])('flags: %s', (_, caption, body) => {
    expect(outcome(caption, body)).toBe('flag');
  });
  it.each([
    ['its own reference number', 'Our reference: UT-26-044817', BODY],
    [
      'a sentence about who is a claimant',
      'Re: Wasatch Medical Group account',
      `${BODY} If you are sued, the creditor will be the claimant and you the respondent.`,
    ],
  ])('stays silent: %s', (_, caption, body) => {
    expect(outcome(caption, body)).not.toBe('flag');
  });
});
