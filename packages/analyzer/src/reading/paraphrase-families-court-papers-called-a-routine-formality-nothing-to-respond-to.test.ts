/**
 * Enclosed court papers called "a routine formality" and "not something you need to respond to or appear for" (issue 26, open
 * law letter W163). Tests, not the measure.
 *
 * The law: a debt collector may not falsely represent or imply that documents are not legal process forms or do not require
 * action by the consumer (15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)). A real summons carries a deadline; told it needs
 * nothing, a consumer can lose by default. The papers read the same as "the enclosed papers" beside a court case named as
 * enclosed, and the misdescription as "a routine formality", "not something you need to respond to", "nothing you need to do".
 *
 * What was missed on the start code: "a routine formality" (only "just / merely a formality" was read), "not something you need to
 * respond to or appear for", and a "District Court case enclosed" line as the papers.
 *
 * Near misses: the same papers with the warning that the consumer must respond by the court's date; a routine formality said of
 * something that is not court process.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (body: string): string =>
  [
    'Chesapeake Bay Account Services\n8601 Robert Fulton Dr, Columbia, MD 21046',
    'March 13, 2023',
    'Ms. Wanda Pettiford\n3905 Chesterfield Ave\nBaltimore, MD 21213',
    'RE: Harborview Medical Group / District Court case enclosed',
    body,
    'Kind regards,\nClient Services Team',
    'This communication is from a debt collector.',
  ].join('\n\n');
const flagged = (body: string): boolean => runRule('legal_process_misdescribed', letter(body), { allPagesUploaded: true }, 'MD', '2023-03-23').flagged;

describe('court papers called a routine formality that needs no response', () => {
  it('the canonical wording flags', () => {
    expect(flagged('The enclosed summons is just a formality. You do not need to respond to it.')).toBe(true);
  });
  it.each([
    "Please don't be alarmed by the enclosed papers. They are a routine formality that our client's office files on older accounts, and they are not something you need to respond to or appear for.",
    'The enclosed court papers are a standard formality; there is nothing you need to do about them other than call us.',
    'The attached complaint is a routine formality and is not something you have to answer.',
  ])('"%s" flags', (body) => {
    expect(flagged(body)).toBe(true);
  });
  it.each([
    'The enclosed summons requires you to respond to the court by April 10, 2023. If you do not, a judgment may be entered against you.',
    'Updating your address with us is a routine formality and takes a minute.',
  ])('"%s" stays silent', (body) => {
    expect(flagged(body)).toBe(false);
  });
});
