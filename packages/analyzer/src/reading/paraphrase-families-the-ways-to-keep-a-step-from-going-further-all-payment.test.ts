/**
 * How to stop a step the letter threatens, asked as how to "keep this from going any further", answered with ways that are all
 * payment or a call (issue 26, open paraphrase P329 of development L400). Tests, not the measure.
 *
 * The law: a first letter that raises a step against the consumer (a referral to a lawyer for suit) and then answers how to stop it
 * with payment or a call alone, the dispute printed only on the back, can lead the consumer to think paying is the only way and so
 * overshadow the right to dispute (15 U.S.C. 1692g(b); Oberther v. Midland Credit Management, D. Mass. 2014: "What do you need to do
 * to stop this process from continuing? 1) Mail in $500.00 … 2) Call us …"). The question reads the same as "how do you keep this
 * from going any further?" or "to keep this from going further, you can:".
 *
 * What was missed on the start code: the question said with "keep … from going further".
 *
 * Near miss: the same question whose ways include disputing the debt.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'overshadow_threat_inside_period';
const letter = (question: string, ways: string): string =>
  [
    'Harbor Point Credit Services, Inc.\nPO Box 500, Boston, MA 02110',
    'March 3, 2014',
    'Dana Lee\n9 Elm St\nWorcester, MA 01608',
    'Re: Summit Ridge Bank credit card XXXX6630, balance $1,700.00',
    'NOTICE OF NEW OWNERSHIP AND REVIEW BEFORE REFERRAL TO COUNSEL',
    'Harbor Point Receivables II, LLC bought your account and Harbor Point Credit Services, Inc., a collection agency, now collects it. We are deciding whether to forward your file to an attorney in your state for possible legal action.',
    `${question}\n${ways}`,
    'See the reverse side for important information.',
    'REVERSE SIDE',
    'Unless you notify this office within thirty days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within thirty days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt and mail you a copy. If you request of this office in writing within thirty days after receiving this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.',
  ].join('\n\n');
const outcome = (question: string, ways: string): string => ruleOutcome(RULE, letter(question, ways), { state: 'MA', isFirstContact: true }, '2014-03-13');

const PAY_WAYS = '1) Mail in $500.00 and call to set up payments on the rest.\n2) Call us to find out about discounts and payment plans.';
const CANONICAL = 'What do you need to do to stop this process from continuing?';

describe('the ways to keep a threatened step from going further, all of them payment', () => {
  it('the canonical question with payment-only ways flags', () => {
    expect(outcome(CANONICAL, PAY_WAYS)).toBe('flag');
  });
  it.each([
    'HOW DO YOU KEEP THIS FROM GOING ANY FURTHER?',
    'How can you keep this from moving forward?',
    'To keep this from going any further, you can:',
    'What can you do to keep this from happening?',
  ])('"%s" gives the canonical outcome', (question) => {
    expect(outcome(question, PAY_WAYS)).toBe(outcome(CANONICAL, PAY_WAYS));
  });
  it('the same question whose ways include disputing the debt stays silent', () => {
    expect(outcome('HOW DO YOU KEEP THIS FROM GOING ANY FURTHER?', `${PAY_WAYS}\n3) Dispute the debt as explained on the reverse side.`)).not.toBe('flag');
  });
});
