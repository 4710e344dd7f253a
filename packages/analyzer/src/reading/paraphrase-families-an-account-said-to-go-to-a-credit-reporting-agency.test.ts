/**
 * A balance said to be "slated to go to a credit reporting agency in thirty days" (issue 26, open paraphrase P397 of development
 * L185). Tests, not the measure.
 *
 * The law: a debt collector may not represent that it is, or works for, a consumer reporting agency (15 U.S.C. 1692e(16); 12 CFR
 * 1006.18(b)(1)(ii)); a letter may say, truthfully, that an account will be reported. A line that sends the account to a bureau
 * speaks of reporting, as "will be reported to a credit bureau" does, and names no sender; the court held the source's "scheduled
 * to be reported to the credit bureau within 30 days" lawful (Hanks v. Shafer Law Firm, E.D. Va. 2020, development L185).
 *
 * What was missed on the start code: "slated to go to a credit reporting agency", standing first in a fragment, was taken for a
 * letterhead line naming the sender a bureau.
 *
 * Near miss: a sender that calls itself a credit reporting agency still flags.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const fragment = (line: string): string => ['[...]', line, '[...]'].join('\n');
const flagged = (text: string): boolean =>
  runRule('credit_bureau_impersonation', text, { isFirstContact: true, senderIsOriginalCreditor: false }, 'VA', '2016-03-10').flagged;

describe('an account said to go to a credit reporting agency', () => {
  it.each([
    "Our client's file indicates that this balance is slated to go to a credit reporting agency in thirty days.",
    'This account is scheduled to be sent to the credit bureau within 30 days.',
    'Your balance will be forwarded to a credit reporting agency after thirty days.',
  ])('"%s" stays silent', (line) => {
    expect(flagged(fragment(line))).toBe(false);
  });
  it('a sender that calls itself a credit reporting agency flags', () => {
    expect(flagged(fragment('We are a national credit reporting agency, and this account is now on our records.'))).toBe(true);
  });
});
