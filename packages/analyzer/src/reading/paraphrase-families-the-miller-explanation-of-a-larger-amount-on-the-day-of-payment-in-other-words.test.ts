/**
 * The Miller explanation of a larger amount on the day of payment, in other words (issue 26, open paraphrase P260 of
 * development L404). Tests, not the measure.
 *
 * The law: a collector may say that the amount due on the day the consumer pays may be greater because interest, late
 * charges and other charges may vary or be added (*Miller v. McCalla, Raymer*, 7th Cir. 2000, the safe harbour; *Avila v.
 * Riexinger & Associates*, 2d Cir. 2016). The sentence only explains why the figure may differ; it misleads where the charges
 * it names cannot be added (*Boucher v. Finance System of Green Bay*, 7th Cir. 2018), which the words cannot tell, so
 * `unauthorized_fees_or_interest` asks whether the agreement allows them instead of flagging from the words (decision 153). A
 * Connecticut court held the explanation "merely noting that lawful charges may accrue" (L404).
 *
 * What was missed on the start code: the amount said as what "you may owe" ("you may owe more on the day you pay") was not read
 * as the amount, and charges said to "be added" (not to "vary") in the sentence that says the amount may be greater on the
 * day of payment were read as a fee announced from the words, so the rule flagged what it asks about in the canonical
 * wording.
 *
 * Each variant must give the rule the canonical sentence's outcome: asked, not flagged, from the words alone; flagged once the
 * person says the agreement allows no such charges. Near misses that stay flagged from the words: a fee said to be added with
 * no amount-on-the-day-of-payment frame, and a definite fee ("a collection fee of 25% will be added").
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const RULE = 'unauthorized_fees_or_interest';
const TODAY = '2019-03-20';

/** A collection company's letter of March 10, 2019 to a consumer in Connecticut holding `sentence` after the balance. */
const letter = (sentence: string): string =>
  [
    'Harlow & Pike Recovery, LLC\nPO Box 310, Hartford, CT 06103',
    'March 10, 2019',
    'Re: Metro National Bank account ending 5512. Owner: Norvell Funding, LLC.',
    `We demand payment of your debt, the balance of which is $13,962.44 as of March 10, 2019. ${sentence}`,
    'Please call 800-555-0170 to resolve this account.',
    'This communication is from a debt collector.',
    'Sincerely,\nHarlow & Pike Recovery, LLC',
  ].join('\n\n');

const CANONICAL = 'Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.';
const outcome = (sentence: string, answers = {}): string => {
  const r = runRule(RULE, letter(sentence), answers, 'CT', TODAY);
  return r.flagged ? 'flag' : r.asks.includes('contractAllowsCollectionFees') ? 'ask' : 'silent';
};

describe('the Miller explanation in other words is asked about, as the canonical wording is', () => {
  const variants = [
    "You may owe more on the day you pay than the balance above, since further interest, late fees, attorney's fees and costs, and other charges that may change from day to day can be added.",
    'The amount you owe may be higher on the day you pay, because interest and other charges may be added.',
    'On the day you pay, the amount due may be greater, as interest, late charges and other charges may be added after the date of this letter.',
    'You might owe more when you pay than the balance shown, because interest, late charges and other charges may be added.',
    'Usted podría deber más el día en que pague, porque se pueden agregar intereses, cargos por mora y otros cargos.',
  ];
  it('the canonical wording is asked about, and flagged once the agreement is said to allow none', () => {
    expect(outcome(CANONICAL)).toBe('ask');
    expect(outcome(CANONICAL, { contractAllowsCollectionFees: false })).toBe('flag');
  });
  it.each(variants)('"%s" is asked about from the words and flagged once the agreement allows none', (sentence) => {
    expect(outcome(sentence)).toBe('ask');
    expect(outcome(sentence, { contractAllowsCollectionFees: false })).toBe('flag');
  });
  it.each([
    'Late fees and other charges may be added to your account.',
    'A collection fee of 25% will be added to your balance.',
    'You may owe more on the day you pay, because a collection fee of 25% will be added to your balance.',
  ])('"%s" stays flagged from the words', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});
