/**
 * A percentage fee set by the agreement's clause, quoted in the letter (issue 26, open law letter W295, a false flag on a lawful
 * letter). Tests, not the measure.
 *
 * The law: a collector may collect an amount the agreement creating the debt expressly authorizes (15 U.S.C. 1692f(1); 12 CFR
 * 1006.22(b)). A percentage the agreement itself sets is such an amount where state law allows it; what *Kojetin v. C U
 * Recovery* (8th Cir. 1999) forbids is a flat percentage read into a clause that allows only the "costs of collection".
 *
 * What was wrong on the start code: the agreement's clause quoted in full ("Paragraph 14 of your retail installment agreement
 * provides: "If this account is referred to an attorney who is not a salaried employee of the Seller, Buyer will pay reasonable
 * collection costs not to exceed 15% of the unpaid balance."") was read as the agreement setting the percentage only when the
 * percentage came within 120 characters of "provides"; a longer quoted clause left the percentage read as the collector's own,
 * and once the person said the agreement allows collection costs the rule flagged it as Kojetin's flat percentage.
 *
 * Must not flag once the agreement is said to allow the fees: the clause quoted after "provides:", "reads:", "states, in part:",
 * "says:", with straight or curly quotes, long or short. Must still flag: a percentage with the agreement said only to allow
 * "costs of collection", and a percentage after a quotation that is not the agreement's.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetter } from './test-letters';

const ID = 'unauthorized_fees_or_interest';
const run = (text: string, answers: UserAnswers = {}): { flagged: boolean; asks: string[] } => {
  const result = analyzeText(text, { answers: { state: 'MI', senderIsOriginalCreditor: false, ...answers }, today: '2025-06-12', rules: [getRule(ID)!] });
  expect(result.errors).toEqual([]);
  return { flagged: result.findings.some((f) => f.id === ID), asks: result.questions.map((q) => q.id) };
};

describe('a percentage fee set by the agreement’s clause, quoted in the letter', () => {
  const quoted = [
    'Paragraph 14 of your retail installment agreement provides: "If this account is referred to an attorney who is not a salaried employee of the Seller, Buyer will pay reasonable collection costs not to exceed 15% of the unpaid balance." If the account is referred to an attorney, collection costs of up to $165.37 may be added under that paragraph.',
    'Section 22 of your membership contract reads: “Should Member default and the Club refer the account to an outside agency or attorney for collection, Member agrees to pay a collection charge of twenty-five percent, being 25% of the amount then due.” Collection charge: $210.00',
    'Your loan note states, in part: "In the event of default and referral of this note for collection by any third party, the undersigned shall pay all costs of collection, including a collection fee of 18% of the principal and interest then owing." Collection fee: $180.00',
    'The lease you signed says: "Tenant will pay a collection fee equal to 20 percent of any unpaid balance referred to a collection agency." Collection fee: $96.00',
  ];
  it('asks while unanswered, and does not flag once the agreement is said to allow the fees', () => {
    expect(quoted.filter((s) => run(firstLetter(s)).flagged)).toEqual([]);
    expect(quoted.filter((s) => !run(firstLetter(s)).asks.includes('contractAllowsCollectionFees'))).toEqual([]);
    expect(quoted.filter((s) => run(firstLetter(s), { contractAllowsCollectionFees: true }).flagged)).toEqual([]);
  });
  it('still flags a percentage read into "costs of collection", and a percentage after a quotation that is not the agreement’s', () => {
    expect(
      run(firstLetter('Collection fee (25% of balance): $250.00\nYour agreement allows costs of collection.'), { contractAllowsCollectionFees: true }).flagged,
    ).toBe(true);
    expect(
      run(firstLetter('Our motto says: "We are here to help you resolve this account." A collection fee of 25% of the balance, $250.00, has been added.'), {
        contractAllowsCollectionFees: true,
      }).flagged,
    ).toBe(true);
  });
});
