/**
 * Paraphrase family for decision 389 (issue 26, item 3), from lawful letters written as the large debt buyers and agencies
 * print them: three readings that mistook a lawful sentence.
 *
 * - A collector that signs with its initials ("ERC" under "Enhanced Recovery Company, LLC", "CAC" for "Credit Acceptance
 *   Corporation") uses its true name: the initials are the name's own words, "Company" and "Corporation" among them (15 U.S.C.
 *   1692e(14) forbids a name other than the true name, not its abbreviation printed beside it). Another name still flags.
 * - Thanks for resolving, paying or settling an account is gratitude for what was done, not an invitation to resolve it: a
 *   paid-in-full or settlement letter that thanks the consumer asks for nothing, and the answer that the debt was paid does not
 *   make it false (1692e(2)(A) reaches a letter that seeks payment). A settlement confirmation that says the rest was forgiven
 *   and that the bureaus will be told the account was settled also asks for nothing. Near misses: a paid letter that still asks
 *   the consumer to resolve a balance, and a settlement still to come.
 * - A date the letter gives for the consumer's own letter, dispute or call ("we received your letter of October 3, 2025, in
 *   which you disputed this debt") is no validation end date (12 CFR 1006.34(b)(5) judges the date the notice gives for the
 *   consumer to act by). Near miss: a notice whose dispute date is earlier than the law allows.
 *
 * - The same sentence is the collector's reply to the dispute (1692g(b)), not the statement of the right to dispute: a
 *   verification letter whose reader has not said whether it was the first letter is judged as no validation notice. Near
 *   miss: a letter that states the right to verification with no other item is still judged as a notice.
 *
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';
import { ruleOutcome } from './test-letters';

const laterLetter = (head: string, body: string, signature: string): string =>
  [
    head,
    'November 3, 2025',
    'LUIS A. CORDERO\n1502 Kirby Ave\nJacksonville, FL 32205',
    'Creditor: Comcast Cable Communications\nCreditor Account Number: XXXX4417\nAmount Due: $318.76',
    'Dear Luis A. Cordero:',
    body,
    `Thank you,\n${signature}`,
  ].join('\n\n');

describe("a collector's initials beside its true name", () => {
  const outcome = (head: string, closing: string, signature: string): string =>
    ruleOutcome(
      'name_not_true_name',
      laterLetter(head, `Please call us to discuss how to resolve this balance.\n\n${closing}`, signature),
      { state: 'FL', isFirstContact: false },
      '2025-11-10',
    );
  it.each([
    [
      'ENHANCED RECOVERY COMPANY, LLC\n8014 Bayberry Road\nJacksonville, FL 32256',
      'ERC is a debt collection agency. This is a communication from a debt collector.',
      'Enhanced Recovery Company, LLC',
    ],
    ['Credit Acceptance Corporation\n25505 West Twelve Mile Road\nSouthfield, MI 48034', 'CAC is a debt collector.', 'CAC'],
    ['National Recovery Company\nPO Box 400\nTampa, FL 33601', 'This communication is from a debt collector.', 'NRC'],
    ['Midwest Collection Company, Inc.\nPO Box 400\nTampa, FL 33601', 'MCC is a debt collector.', 'Midwest Collection Company, Inc.'],
  ])('passes %j signed or said as its initials', (head, closing, signature) => {
    expect(outcome(head, closing, signature)).not.toBe('flag');
  });
  it.each([
    ['ENHANCED RECOVERY COMPANY, LLC\n8014 Bayberry Road\nJacksonville, FL 32256', 'This communication is from a debt collector.', 'Sunrise Asset Group, LLC'],
    [
      'Credit Acceptance Corporation\n25505 West Twelve Mile Road\nSouthfield, MI 48034',
      'This communication is from a debt collector.',
      'Keystone Legal Recovery Services',
    ],
  ])('still flags %j signed with another company name', (head, closing, signature) => {
    expect(outcome(head, closing, signature)).toBe('flag');
  });
});

describe('thanks for an account resolved, and a settlement confirmed with the rest forgiven', () => {
  const paidLetter = (body: string): string =>
    [
      'Portfolio Recovery Associates, LLC\n120 Corporate Blvd\nNorfolk, VA 23502',
      'December 4, 2025',
      'Brenda K. Wallace\n77 Hillcrest Ave Apt 2\nDecatur, GA 30030',
      'Reference #: 7712045593\nOriginal Creditor: Synchrony Bank',
      'Dear Brenda K. Wallace,',
      body,
      'Sincerely,\nPortfolio Recovery Associates, LLC',
      'This communication is from a debt collector.',
    ].join('\n\n');
  const outcome = (body: string): string =>
    ruleOutcome('misstated_legal_status', paidLetter(body), { state: 'GA', isFirstContact: false, debtAlreadyPaidOrSettled: true }, '2025-12-09');
  it.each([
    'This letter confirms that the account referenced above has been paid in full. No further payments are due. Thank you for resolving this account.',
    'Your account has been paid in full and is now closed. Thank you for taking care of this matter.',
    'Your account has been settled in full. Thanks for resolving this debt with us.',
    'Su cuenta ha sido pagada en su totalidad. Gracias por resolver esta cuenta.',
    'SETTLEMENT CONFIRMATION\n\nWe received your final payment of $316.00 on December 8, 2025. The account is now settled in full. The difference between the balance and the settlement amount has been forgiven. We will update the credit reporting agencies to show that the account was settled.',
    'PAYMENT CONFIRMATION\n\nThe account has been paid in full. We will notify the credit bureaus that the account was paid in full.',
  ])('passes "%s"', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });
  it.each([
    'Your payment of $200.00 has been received. A balance of $412.00 remains. Please call us to resolve this account.',
    'Thank you for your payment. Once we receive the remaining $300.00, the account will be settled in full.',
    'If you pay $500.00 by January 5, 2026, the account will be considered settled, and we will update the credit reporting agencies to show that it was settled.',
  ])('still flags "%s"', (body) => {
    expect(outcome(body)).toBe('flag');
  });
});

/** A verification letter of October 22, 2025 holding `sentence` (the last two families). */
const verificationLetter = (sentence: string): string =>
  [
    'Jefferson Capital Systems, LLC\n200 14th Avenue East\nSartell, MN 56377\n1-800-928-7314',
    'October 22, 2025',
    'Toni Rae Lindgren\n610 5th St NE\nMinot, ND 58703',
    'Jefferson Capital Account #: 11840227\nOriginal Creditor: WebBank\nBalance: $572.09',
    'Dear Toni Rae Lindgren,',
    `${sentence} Enclosed are copies of the last two statements WebBank sent on this account.`,
    'Sincerely,\nJefferson Capital Systems, LLC',
    'This communication is from a debt collector.',
  ].join('\n\n');

describe("the consumer's own letter or call named by its date is no validation end date", () => {
  const outcome = (text: string): string => ruleOutcome('vn_end_date_too_early', text, { state: 'ND' }, '2025-10-27');
  it.each([
    'We received your letter of October 3, 2025, in which you disputed this debt and asked us to verify it.',
    'In response to your dispute of October 3, 2025, we have verified the debt.',
    'This responds to your request of October 3, 2025 that we verify this debt.',
    'Recibimos su carta del 3 de octubre de 2025, en la que usted disputó esta deuda y nos pidió verificarla.',
  ])('passes "%s"', (sentence) => {
    expect(outcome(verificationLetter(sentence))).not.toBe('flag');
  });
  it('still flags a notice whose dispute date comes too early', () => {
    const notice = verificationLetter(
      'Call or write to us by October 30, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by October 30, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.',
    );
    expect(outcome(notice)).toBe('flag');
  });
});

describe("a reply to the consumer's dispute is no statement of the right to dispute", () => {
  const vnFindings = (sentence: string): string[] =>
    analyzeText(verificationLetter(sentence), { answers: { state: 'ND', allPagesUploaded: true }, today: '2025-10-27' })
      .findings.map((f) => f.id)
      .filter((id) => id.startsWith('vn_'));
  it.each([
    'We received your letter of October 3, 2025, in which you disputed this debt and asked us to verify it.',
    'In response to your dispute, we have obtained verification of the debt.',
    'Thank you for your letter disputing this debt; as you asked, we have verified it.',
    'Hemos recibido su carta en la que usted disputó esta deuda y nos pidió verificarla.',
  ])('passes "%s"', (sentence) => {
    expect(vnFindings(sentence)).toEqual([]);
  });
  it('still judges a letter that states the right to verification as a notice', () => {
    expect(
      vnFindings('If you dispute this debt in writing within 30 days, we will obtain verification of the debt and mail it to you.').length,
    ).toBeGreaterThan(0);
  });
});
