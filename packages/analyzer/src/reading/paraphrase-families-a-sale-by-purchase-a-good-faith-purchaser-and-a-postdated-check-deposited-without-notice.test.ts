/**
 * Paraphrase families for decision 315 (issue 26), from probes of the law (no corpus letter):
 *
 * 1. The sale of the debt told by the buyer's verb ("when we purchased your account, you lost any defenses", "since your
 *    account was acquired by us"): a consumer keeps every defense against the buyer (15 U.S.C. 1692e(2)(A), (6)(A), (10)).
 *    Not a sale with the defenses kept, nor "purchase a money order".
 * 2. A "good-faith purchaser" (or "comprador de buena fe") said to answer for nothing: the buyer of a consumer debt takes it
 *    subject to the consumer's defenses (1692e(10); the same doctrine as "holder in due course").
 * 3. A postdated check said to be deposited "without (any prior) notice" ("sin previo aviso"): for a check dated more than
 *    five days ahead the collector must give written notice 3 to 10 business days before depositing it (1692f(2); 12 CFR
 *    1006.22(c)(1)). Not a promise of that notice.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const letter = (sentence: string): string => statuteEraLetter(sentence);
const outcome = (rule: string, sentence: string): string => ruleOutcome(rule, letter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe('the sale of the debt told by the buyer’s verb', () => {
  it.each([
    'When we purchased your account, you lost any defenses you had against the original lender.',
    'Since your account was acquired by our company, you no longer have the right to dispute the charges.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('loss_of_defenses_on_sale', sentence)).toBe('flag');
  });
  it.each(['We purchased your account from First Valley Bank; you keep all your rights and defenses.', 'You may purchase a money order to pay this balance.'])(
    'leaves "%s" alone',
    (sentence) => {
      expect(outcome('loss_of_defenses_on_sale', sentence)).toBe('silent');
    },
  );
});

describe('a good-faith purchaser', () => {
  it.each([
    'As a good-faith purchaser of this account, we are not responsible for any errors by the original creditor.',
    'Somos comprador de buena fe de esta cuenta y no respondemos por los errores del acreedor original.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('innocent_purchaser_claim', sentence)).toBe('flag');
  });
  it('leaves a plain purchase alone', () => {
    expect(outcome('innocent_purchaser_claim', 'We purchased this account from First Valley Bank on January 4, 2016.')).toBe('silent');
  });
});

describe('a postdated check deposited without notice', () => {
  it.each([
    'You may send postdated checks. We will deposit your postdated check on the date written on it without any prior notice.',
    'Postdated checks are accepted; you will not receive any notice before we deposit them.',
    'Aceptamos cheques posfechados. Los depositaremos en su fecha sin previo aviso.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('postdated_check_solicitation', sentence)).toBe('flag');
  });
  it.each([
    'You may send postdated checks. We will send you written notice at least three business days before we deposit any postdated check.',
    'You may send postdated checks, and we will not deposit any check before its date.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome('postdated_check_solicitation', sentence)).toBe('silent');
  });
});
