/**
 * Paraphrase family for decision 377 (issue 26), from a probe the amounts helper reported (decision 379): a charge said to stop is
 * no charge to come. The charge reader took "will not continue" and "have stopped accruing" as a charge still coming, so a letter
 * that tells the consumer late fees end was flagged as threatening fees the agreement does not allow (15 U.S.C. 1692e(5), 1692f(1)).
 * Near misses stay flagged: fees said to continue, and fees said to continue after a payment condition. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome(
    'unauthorized_fees_or_interest',
    statuteEraLetter(sentence),
    { state: 'OH', isFirstContact: false, contractAllowsCollectionFees: false, balanceCanIncrease: false },
    '2016-03-13',
  );

describe('fees said to stop, or no longer to continue', () => {
  it.each([
    'Late fees will not continue to be assessed on this account.',
    'Late fees have stopped accruing on this account.',
    'Collection fees will no longer continue to be added.',
    'Late charges have ceased accruing as of the date of placement.',
  ])('stays silent on "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});

describe('near misses: fees said to continue', () => {
  it.each(['Late fees will continue to be assessed each month.', 'Collection fees continue to accrue until this account is paid.'])(
    'flags "%s"',
    (sentence) => {
      expect(outcome(sentence)).toBe('flag');
    },
  );
});
