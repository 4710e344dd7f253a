/**
 * Charges said only perhaps to apply, with the account as the subject (issue 26, open paraphrase P224 of development L695).
 * Tests, not the measure.
 *
 * The law: a letter must state the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A)). A balance followed by "interest,
 * late charges, and other charges may or may not be applicable to this account" leaves the consumer unable to tell whether
 * anything more is owed (*Rozier v. Financial Recovery Systems*, E.D.N.Y. 2011; decision 414). "This account may or may not be
 * subject to interest, late fees and other charges" says the same with the account as the subject.
 *
 * What was missed on the start code: only the charges as the subject of "may or may not" were read.
 *
 * Each variant must give the rules the outcome the canonical sentence gives; near misses: charges that "may or may not accrue"
 * in the future (growth, decision 414's exclusion) and an account said not to be subject to any charges.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULES = ['misstated_legal_status', 'interest_accrual_not_disclosed', 'vn_current_amount'];
const ANSWERS = { state: 'NY', isFirstContact: true };
const TODAY = '2011-03-14';
const outcomes = (sentence: string): string[] =>
  RULES.map((id) => ruleOutcome(id, statuteEraLetter(`As of the date of this letter, the balance due is $2,164.90. ${sentence}`), ANSWERS, TODAY));

const CANONICAL = 'Interest, late charges, and other charges may or may not be applicable to this account.';

describe('charges perhaps applicable, said of the account', () => {
  it('the canonical sentence is flagged by a rule', () => {
    expect(outcomes(CANONICAL)).toContain('flag');
  });
  it.each([
    'This account may or may not be subject to interest, late fees and other charges.',
    'Your account may or may not be subject to interest, late charges and other fees.',
    'The balance may or may not be subject to interest and other charges.',
    'Esta cuenta puede o no estar sujeta a intereses, cargos por mora y otros cargos.',
  ])('"%s" gives the canonical outcomes', (sentence) => {
    expect(outcomes(sentence)).toEqual(outcomes(CANONICAL));
  });
  it.each([
    'This account is not subject to interest, late fees or other charges.',
    'Interest may or may not accrue on this account after the date of this letter.',
  ])('"%s" is not flagged as an amount left open', (sentence) => {
    expect(
      ruleOutcome('misstated_legal_status', statuteEraLetter(`As of the date of this letter, the balance due is $2,164.90. ${sentence}`), ANSWERS, TODAY),
    ).not.toBe('flag');
  });
});
