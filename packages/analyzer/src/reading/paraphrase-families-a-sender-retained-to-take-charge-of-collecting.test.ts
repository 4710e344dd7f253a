/**
 * A sender "retained to take charge of collecting" the debt announces its first letter as one "retained to collect" does (issue
 * 26, open paraphrase P414 of development L782). Tests, not the measure.
 *
 * The law: the validation notice comes in the collector's initial communication or within five days of it (15 U.S.C. 1692g(a));
 * a letter in which the sender says it has just been retained to collect the debt announces that it is that communication
 * (decision 404). "Retained to take charge of collecting the judgment", "engaged to handle collecting your account" say the same.
 *
 * What was missed on the start code: "to take charge of collecting" was not read as the retention's purpose, so the letter was asked
 * whether it was the first.
 *
 * Near miss: a sender retained for another purpose ("retained to take charge of your mail preferences").
 */
import { describe, expect, it } from 'vitest';
import { earlierContactIn } from './first-contact';
import { ruleOutcome } from './test-letters';

const letter = (sentence: string): string =>
  [
    'CROSSROADS FINANCIAL RECOVERY, LP\nPO Box 800, Indianapolis, IN 46204',
    'March 2, 2018',
    'Lee Parker\n9 Maple Dr\nMuncie, IN 47303',
    'Creditor of origin: Hoosier Installment Loans Inc.\nPresent creditor: Meridian Debt Purchasing, LLC\nReference: XXXX2261',
    sentence,
  ].join('\n\n');
const outcome = (sentence: string): string =>
  ruleOutcome('vn_current_creditor', letter(sentence), { state: 'IN', senderIsOriginalCreditor: false }, '2018-03-12');

describe('a sender retained to take charge of collecting announces its first letter', () => {
  const CANONICAL = 'We have been retained to collect the judgment awarded on your Hoosier Installment Loans Inc. account.';
  it('the canonical retention is judged as a first letter (the creditor it names beside the present one flags)', () => {
    expect(outcome(CANONICAL)).toBe('flag');
  });
  it.each([
    'We have been retained to take charge of collecting the judgment awarded on your Hoosier Installment Loans Inc. account.',
    'This office has been engaged to handle collecting the judgment on your Hoosier Installment Loans Inc. account.',
  ])('"%s" gives the canonical outcome', (sentence) => {
    expect(outcome(sentence)).toBe(outcome(CANONICAL));
  });
  it('no earlier contact is read in either', () => {
    expect(earlierContactIn(letter(CANONICAL))).toBeUndefined();
  });
});
