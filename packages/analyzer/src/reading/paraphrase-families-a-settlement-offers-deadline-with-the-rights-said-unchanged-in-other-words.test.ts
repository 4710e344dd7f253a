/**
 * A settlement offer's deadline inside the period, with the rights said unchanged in other words (issue 26, open paraphrase
 * P263 of development L352's kind, after decision 450 read "make sure your payment reaches" as a demand). Tests, not the measure.
 *
 * The law: an offer the consumer may take or leave is not a demand, and a first letter that offers a settlement payable by a date
 * inside the thirty days does not overshadow the notice when it says the offer and its deadline do not affect the right to
 * dispute (*Ramirez v. Apex Financial Management* style holdings; the safe-harbour explanation of *Bartlett v. Heibl*, 7th Cir.
 * 1997; 15 U.S.C. 1692g(b)).
 *
 * What was wrong on the start code (after decision 450): "To accept, make sure your payment reaches this office no later than
 * [a date inside the period]" was read as a demand, and "Neither this offer nor its deadline changes in any way your right ... to
 * dispute this debt" was not read as the rights said unchanged, so `overshadow_payment_deadline` flagged a lawful offer.
 *
 * Must stay silent: the offer's acceptance said as "to accept", "to accept this offer", with the rights said unchanged by a
 * "neither … nor" sentence or "in no way". Must still flag: the same "make sure your payment reaches" as a demand with no offer
 * and no explanation.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'overshadow_payment_deadline';
const ANSWERS = { state: 'CO', isFirstContact: true, allPagesUploaded: true };
const TODAY = '2016-03-13';
const outcome = (body: string): string => ruleOutcome(RULE, statuteEraLetter(body, { notice: true }), ANSWERS, TODAY);

describe('a settlement offer’s deadline with the rights said unchanged', () => {
  it.each([
    'We are authorized to offer you a special settlement of $168.00, a 40% saving. To accept, make sure your payment reaches this office no later than 03/18/2016. Neither this offer nor its deadline changes in any way your right, during the 30 days after you receive this letter, to dispute this debt.',
    'We will accept $168.00 in full settlement. To accept this offer, be sure your payment arrives by 03/18/2016. This offer in no way affects your right to dispute this debt within the 30 days after you receive this letter.',
    'Our client will take $168.00 to settle this account. To accept, make sure your payment reaches us by 03/18/2016. Neither the offer nor the date limits your right to dispute the debt as explained below.',
  ])('"%s" stays silent', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });
  it('a demand in the same words, with no offer and no explanation, still flags', () => {
    expect(outcome('Make sure your payment in full reaches this office no later than 03/18/2016.')).toBe('flag');
  });
});
