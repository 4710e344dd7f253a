/**
 * A letter that calls itself the second notice and dates the letter before it (issue 26, open law letter W383). Tests, not the
 * measure.
 *
 * The law: the thirty days run from the consumer's receipt of the first notice (15 U.S.C. 1692g(a)(3)); a later letter that
 * demands payment, or threatens a step, by a time inside them must not overshadow the rights still running (1692g(b); 12 CFR
 * 1006.38(b)(1)). The first letter cannot have been received before its own date, so its period runs at least thirty days from
 * that date (decision 178's bound).
 *
 * What was wrong on the start code: the bound was taken only from a letter the words call the first or the notice ("our initial
 * letter dated …"); "SECOND NOTICE … We wrote to you on February 3, 2025 about this account" dates the first letter as surely
 * (a second notice's earlier letter is the first), but was left to ask when the first letter was received.
 *
 * Must flag (a second notice of February 14, 2025, a seven-day demand on pain of reporting): the earlier letter dated by "we wrote
 * to you on", "we sent you a letter on", "our previous letter dated", "nuestra carta anterior del", with the letter called the
 * second notice, second letter or "segundo aviso". Must not flag: the same letter not called the second (a letter named without
 * being the first may be a later one), and a deadline after the bound.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (
  heading: string,
  recall: string,
  demand = 'PAYMENT OF $912.75 IS REQUIRED WITHIN SEVEN (7) DAYS OF THE DATE OF THIS LETTER. IF PAYMENT IS NOT RECEIVED, YOUR ACCOUNT WILL BE REPORTED TO THE NATIONAL CREDIT BUREAUS.',
): string =>
  [
    'SUNCOAST ACCOUNT RECOVERY\nPO Box 47720, Tampa, FL 33647',
    'February 14, 2025',
    'Ms. Danielle Okafor\n3815 W. San Nicholas St\nTampa, FL 33629',
    heading,
    'Creditor: Bayshore Urgent Care, LLC\nAccount: XXXX5160\nAmount due: $912.75',
    `${recall} We have not received your payment.`,
    demand,
    'This communication is from a debt collector.',
  ].join('\n\n');
const outcome = (text: string): string =>
  ruleOutcome(
    'overshadow_payment_deadline',
    text,
    { state: 'FL', isFirstContact: false, allPagesUploaded: true, senderIsOriginalCreditor: false },
    '2025-02-24',
  );

describe('a second notice that dates the letter before it', () => {
  it.each([
    ['SECOND NOTICE', 'We wrote to you on February 3, 2025 about this account.'],
    ['Second Letter', 'We sent you a letter on February 3, 2025 about this balance.'],
    ['SECOND NOTICE', 'Our previous letter dated February 3, 2025 asked you to contact us.'],
    ['SEGUNDO AVISO', 'Le escribimos el 3 de febrero de 2025 sobre esta cuenta.'],
  ])('flags: %s / %s', (heading, recall) => {
    expect(outcome(letter(heading, recall))).toBe('flag');
  });
  it('does not flag the same letter not called the second (the letter named may be a later one)', () => {
    expect(outcome(letter('NOTICE', 'We wrote to you on February 3, 2025 about this account.'))).not.toBe('flag');
  });
  it('does not flag a deadline after the bound', () => {
    expect(
      outcome(
        letter(
          'SECOND NOTICE',
          'We wrote to you on February 3, 2025 about this account.',
          'Please pay the balance by March 31, 2025, or your account will be reported to the credit bureaus.',
        ),
      ),
    ).not.toBe('flag');
  });
});
