/**
 * A suit said to be intended "within those thirty days", the validation period named by its days (issue 26, open paraphrase P456
 * of development L548's kind). Tests, not the measure.
 *
 * The law: a first letter that threatens suit during the thirty days the notice gives, without explaining that a dispute stops
 * collection, overshadows the notice (15 U.S.C. 1692g(b); Bartlett v. Heibl, 7th Cir. 1997; Savino v. Computer Credit, 2d Cir.
 * 1998; the family of decision 377 read "within that thirty day period").
 *
 * What was wrong on the start code: the period named as "that thirty day period" was read; named by its days ("within those thirty
 * days", "during these 30 days", "before those thirty days are up") the threat was not placed inside the period, so "Unless the
 * account is paid, we intend to file suit against you within those thirty days" passed.
 *
 * Must flag (a first letter with the statute's notice): the suit said to come within or during those/these/the same thirty days.
 * Must stay silent: the same threat with Bartlett's explanation, and a suit said to come only after the thirty days.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome('overshadow_threat_inside_period', statuteEraLetter(sentence, { notice: true }), { state: 'OH', isFirstContact: true }, '2016-03-13');

describe('a suit intended within those thirty days', () => {
  it('flags the period the reader already knew (the control)', () => {
    expect(outcome('We may file suit unless your payment reaches this office within that 30 day period.')).toBe('flag');
  });
  it.each([
    'Unless the account is paid, we intend to file suit against you within those thirty days.',
    'If this balance is not paid, we will sue you during these 30 days.',
    'Unless payment is made, our client will file a lawsuit within the same thirty days.',
    'Unless you pay, suit will be filed before those thirty days are up.',
  ])('flags: %s', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    'Unless the account is paid, we intend to file suit against you after those thirty days have passed.',
    'Unless the account is paid, we intend to file suit against you within those thirty days. Our intention to sue does not take away your rights described below: if you dispute the debt in writing within the thirty days, we must stop collection until we mail you verification, even if that is after we planned to sue.',
  ])('stays silent: %s', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
