/**
 * Paraphrase family for decision 354 (issue 26), from probes of the law: a collector may not collect any amount, a fee included,
 * that the agreement creating the debt or the law does not allow (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)). Late fees are ordinary
 * contract terms, so `unauthorized_fees_or_interest` reads only one added after the account reached the collector ("since
 * placement", "added by our office"); "We have added a $25.00 late fee to your balance", in the collector's own voice, was not
 * read where its Spanish ("Hemos agregado un cargo por mora") was asked about. Near misses: a late fee the original creditor
 * charged, and one denied. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { questionsAskedBy, ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'unauthorized_fees_or_interest';
const ANSWERS = { state: 'OH', isFirstContact: false };
const TODAY = '2016-03-13';
const asks = (sentence: string): boolean => questionsAskedBy(RULE, statuteEraLetter(sentence), ANSWERS, TODAY).includes('contractAllowsCollectionFees');

describe('a late fee the collector says it added', () => {
  it.each([
    'We have added a $25.00 late fee to your balance.',
    'Our office has assessed a late charge of $25.00.',
    'Hemos agregado un cargo por mora de $25.00 a su saldo.',
  ])('asks whether the agreement allows it, and flags on no: %s', (sentence) => {
    expect(asks(sentence)).toBe(true);
    expect(ruleOutcome(RULE, statuteEraLetter(sentence), { ...ANSWERS, contractAllowsCollectionFees: false }, TODAY)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each(['Your balance includes late fees charged by your original creditor.', 'We have not added any late fees to your balance.'])(
    'asks nothing of "%s"',
    (sentence) => {
      expect(asks(sentence)).toBe(false);
    },
  );
});
