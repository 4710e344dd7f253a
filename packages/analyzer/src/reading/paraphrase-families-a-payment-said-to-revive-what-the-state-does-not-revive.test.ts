/**
 * A payment said to revive a time-barred debt in a state where a payment does not (issue 26, session 55; open law letter W515).
 * Tests, not the measure.
 *
 * The law: whether a payment restarts the time to sue is state law (legal-reference §4.2; `src/sol/revival-rules.ts`). In
 * California a payment by itself does not revive a debt once it is time-barred (Cal. Code Civ. Proc. 360: a signed writing is
 * needed), and in New York nothing revives a consumer credit debt after the period (CPLR 214-i, from April 7, 2022). A letter on
 * such a debt that says a payment WILL revive it, restart the time to sue or restore the owner's right to sue states its legal
 * status falsely (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i)), and frightens the consumer away from a payment the law
 * lets him make safely. The revival warning courts ask for is another thing: "a payment may restart the time to sue" where it
 * may (Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017).
 *
 * Must flag (`misstated_legal_status`): a definite revival ("will", "renovará") on a barred debt in California or New York. Must
 * stay silent: the hedged warning ("may", "could"), a denial of revival, a state where a payment revives (Florida), a debt
 * still within the period, a written promise said to revive it in California (a signed writing may).
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, ruleOutcome } from './test-letters';

const SETTLED = {
  senderIsOriginalCreditor: false,
  isFirstContact: false,
  debtDischargedInBankruptcy: false,
  debtAlreadyPaidOrSettled: false,
  amountDemandedExceedsOwed: false,
};
const CA = { ...SETTLED, state: 'CA', lastPaymentDate: '2018-05-21' };
const outcome = (body: string, answers: Record<string, unknown> = CA, city = 'Anaheim, CA 92806'): string =>
  ruleOutcome(
    'misstated_legal_status',
    bareLaterLetter(`Balance: $2,133.40.\n\n${body}\n\nCall (714) 555-0140 to pay.`, city, 'February 10, 2025'),
    answers,
    '2025-02-15',
  );

describe('a payment said to revive a barred debt where a payment does not', () => {
  it.each([
    'Any payment you make will revive this debt, and our client will then be able to take you to court.',
    'If you send even a small payment, the time to sue will start over and you can be sued again.',
    'Making a payment will reset the time our client has to file suit against you.',
    'A payment of any amount will restore our client’s right to sue you for the full balance.',
    'Cualquier pago que haga renovará esta deuda y nuestro cliente podrá demandarle.',
  ])('flagged on a California debt last paid in 2018: %s', (body) => expect(outcome(body)).toBe('flag'));
  it('flagged on a New York consumer debt past the period, after CPLR 214-i', () =>
    expect(
      outcome('A payment will restart the time to sue you on this debt.', { ...SETTLED, state: 'NY', lastPaymentDate: '2019-01-10' }, 'Albany, NY 12203'),
    ).toBe('flag'));
  it.each([
    'If you make a payment, the time to sue may start again in some states.',
    'A payment will not revive this debt or restart the time to sue.',
    'If you sign a written promise to pay, the time in which you can be sued may start again.',
  ])('silent on the California debt: %s', (body) => expect(outcome(body)).toBe('silent'));
  it('silent where a payment does revive the debt (Florida)', () =>
    expect(
      outcome('A payment will restart the time to sue you on this debt.', { ...SETTLED, state: 'FL', lastPaymentDate: '2018-05-21' }, 'Tampa, FL 33602'),
    ).toBe('silent'));
  it('silent on a California debt still within the period', () =>
    expect(outcome('Any payment you make will revive this debt.', { ...CA, lastPaymentDate: '2023-06-01' })).toBe('silent'));
});
