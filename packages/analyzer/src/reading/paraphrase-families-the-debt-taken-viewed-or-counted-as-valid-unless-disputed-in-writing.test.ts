/**
 * The notice's assumption of validity said with other verbs than "assume", "treat" or "consider": the debt "taken", "viewed",
 * "counted", "held" or "accepted" as valid unless the consumer disputes it in writing (issue 26, open paraphrases P275 of
 * development L299 and P270 of L980). Tests, not the measure.
 *
 * The law: 15 U.S.C. 1692g(a)(3) lets a consumer keep the debt from being assumed valid by disputing it in any way; a notice that
 * makes the assumption wait for a written dispute misstates the right (Camacho v. Bridgeport Financial, 9th Cir. 2005; Clark v.
 * Absolute Collection Service, 4th Cir. 2014; Hooks v. Forman, Holt, 2d Cir. 2013). The verb that says what the collector will
 * do with an undisputed debt does not change the statement.
 *
 * What was missed on the start code: "will take the debt to be valid" and "if you do not, we will take it to be valid" were not
 * read as the assumption.
 *
 * Near misses: the same statement with the dispute in any way; a writing condition on verification only; "take steps" before
 * "accurate" in a sentence about verifying.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'dispute_must_be_in_writing_misstated';
const letter = (notice: string): string =>
  [
    'Pacific Crest Receivables, Inc.\n100 Harbor Blvd, Long Beach, CA 90802',
    'March 3, 2016',
    'John Smith\n12 Elm Street\nFresno, CA 93721',
    'Re: Reel Time Video Rentals, balance $57.19',
    'Your account has been placed with this office for collection.',
    notice,
    'This communication is from a debt collector.',
    'Pacific Crest Receivables, Inc.',
  ].join('\n\n');
const outcome = (notice: string): string =>
  ruleOutcome(RULE, letter(notice), { state: 'CA', isFirstContact: true, senderIsOriginalCreditor: false }, '2016-03-13');

const CANONICAL = 'This office will assume this debt is valid unless, within 30 days after you receive this notice, you dispute it in writing.';

describe('the debt taken, viewed or counted as valid unless disputed in writing', () => {
  it('the canonical statement flags', () => {
    expect(outcome(CANONICAL)).toBe('flag');
  });
  it.each([
    'This office will take the debt to be valid unless, within 30 days after you receive this notice, you tell us in writing that you dispute it or any part of it.',
    'You have thirty (30) days from the day you get this notice to tell this office in writing that you dispute whether the debt is valid; if you do not, we will take it to be valid.',
    'Unless you dispute it in writing within thirty days after receiving this letter, we will view the debt as valid.',
    'The debt will be taken as valid unless you write to us within thirty days of receipt to dispute it.',
    'We will count this debt as valid unless you notify us in writing within thirty days after you receive this notice that you dispute it.',
  ])('"%s" gives the canonical outcome', (notice) => {
    expect(outcome(notice)).toBe(outcome(CANONICAL));
  });
  it.each([
    'This office will take the debt to be valid unless, within 30 days after you receive this notice, you dispute it by phone, in writing or in person.',
    'If you dispute the debt in writing within thirty days, we will take steps to verify that the balance is accurate and mail you verification.',
    'Call or write to us within thirty days to dispute all or part of the debt. If you do not, we will take it to be valid.',
  ])('"%s" stays silent', (notice) => {
    expect(outcome(notice)).not.toBe('flag');
  });
});
