/**
 * A fee the collector says will post to the balance (issue 26, open law letter W261). Tests, not the measure.
 *
 * The law: a collector may add a fee only where the agreement creating the debt expressly authorizes it or the law permits it
 * (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)); saying one will be added when none may be is a threat of action that cannot legally be
 * taken (1692e(5)) and misstates the debt (1692e(2)(A)).
 *
 * What was wrong on the start code: a fee said to be added was read with "will be added / assessed / charged / applied / imposed",
 * not with the ledger's verb: "A $25.00 account maintenance fee will post to this balance on Friday unless a payment is made" was
 * not read as a fee added, so the person's answer that the agreement allows none did not make it a finding.
 *
 * Must flag, once the person says the agreement allows no such fee: the fee said to post, be posted, be tacked on, be billed or be
 * levied. Must stay silent: payments said to post, a fee said not to post, and a fee that has already been removed.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';

const ID = 'unauthorized_fees_or_interest';
const text = (sentence: string): string =>
  `Volunteer Credit Solutions\n\nApril 10, 2026\n\nDear Kendra,\n\nYour Music City Fitness balance of $214.00 is still open. ${sentence} Pay now at vcs-pay.example or call 615-555-0191.\n\nThis message is from a debt collector.`;
const status = (sentence: string, answers: UserAnswers = {}): string => {
  const r = analyzeText(text(sentence), { answers: { state: 'TN', senderIsOriginalCreditor: false, ...answers }, today: '2026-04-12', rules: [getRule(ID)!] });
  expect(r.errors).toEqual([]);
  return r.runs.find((x) => x.rule.meta.id === ID)!.result.status;
};
const NO_FEES = { contractAllowsCollectionFees: false };

describe('a fee said to post to the balance', () => {
  it.each([
    'A $25.00 account maintenance fee will post to this balance on Friday, April 17, unless a payment is made.',
    'A $25.00 account maintenance fee will be posted to your account on April 17 unless we hear from you.',
    'Unless you pay by Friday, a $25.00 administrative charge will be tacked on to what you owe.',
    'A monthly service fee of $15.00 will be billed to this account starting May 1.',
    'A $25.00 recovery fee will be levied on your balance if it is not paid by April 17.',
  ])('flags once the agreement allows no such fee: %s', (sentence) => {
    expect(status(sentence, NO_FEES)).toBe('flag');
  });
  it.each([
    'Payments post to your account within two business days.',
    'No fee will post to your balance if you pay by April 17.',
    'Your payment of $25.00 will be posted to this balance on Friday.',
  ])('stays silent: %s', (sentence) => {
    expect(status(sentence, NO_FEES)).not.toBe('flag');
  });
});
