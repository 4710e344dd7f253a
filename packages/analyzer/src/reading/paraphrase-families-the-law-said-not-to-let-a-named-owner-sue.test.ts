/**
 * The law said not to let the debt's owner, named, sue (issue 26, session 55; open law letter W512, a false flag on a lawful
 * letter). Tests, not the measure.
 *
 * The law: a collector may ask for payment of a time-barred debt if it does not sue or threaten suit (12 CFR 1006.26(b)) and does
 * not mislead about the debt's legal status (15 U.S.C. 1692e); telling the consumer that the law does not allow the owner to sue
 * is the disclosure Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) and Buchanan v. Northland Group (6th Cir. 2015) found
 * missing from "we will not sue you". Decision 381 read "the law does not allow anyone / the creditor / us to sue you"; a letter
 * that names the owner in that place ("the law does not allow Commonwealth Debt Holdings, LLC to sue you for it", "state law does
 * not permit Acme Funding Inc. to file a lawsuit against you", "la ley no permite que Acme Funding, LLC le demande") was read as
 * a threat "to sue" and as no disclosure at all.
 *
 * Must stay silent (a Kentucky hospital bill last paid in 2010, an offer of a plan): the law said not to allow, or no longer to
 * permit, a named owner or creditor to sue, file or bring a suit, or take the consumer to court. Must still flag: a statement that the law
 * allows the named owner to sue.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLaterLetter } from './test-letters';

const RULES = ['time_barred_no_disclosure_federal', 'time_barred_suit_threat'] as const;
const PLAN = 'If you would still like to resolve the balance, you can choose a monthly plan starting at $25.00.';
const REVIVAL = 'If you make a payment or a written promise to pay, Kentucky law may allow the time in which you can be sued to start again.';
const flagged = (body: string): string[] => {
  const text = bareLaterLetter(
    `Balance: $1,635.00.\n\nThe law limits how long you can be sued on a debt. ${body} ${REVIVAL}\n\n${PLAN}`,
    'Louisville, KY 40214',
    'May 5, 2025',
  );
  const result = analyzeText(text, {
    answers: { state: 'KY', lastPaymentDate: '2010-02-10', senderIsOriginalCreditor: false, allPagesUploaded: true },
    today: '2025-05-12',
    rules: RULES.map((id) => getRule(id)!),
  });
  return result.findings.map((f) => f.id);
};

describe('the law said not to let a named owner sue', () => {
  it.each([
    'Because of the age of your debt, the law does not allow Commonwealth Debt Holdings, LLC to sue you for it.',
    'Because of the age of this account, state law does not permit Acme Funding Inc. to file a lawsuit against you.',
    'Due to the age of the debt, the law no longer allows Riverbend Capital Partners LP to take you to court over it.',
    'The statute does not allow Harbor Point Recovery or its client to bring a suit on this debt because of its age.',
    'Debido a la antigüedad de su deuda, la ley no permite que Commonwealth Debt Holdings, LLC le demande.',
  ])('stays silent: %s', (sentence) => {
    expect(flagged(sentence)).toEqual([]);
  });
  it('still flags a statement that the law allows the named owner to sue', () => {
    expect(flagged('The law allows Commonwealth Debt Holdings, LLC to sue you for this balance if it is not paid.')).toContain('time_barred_suit_threat');
  });
});
