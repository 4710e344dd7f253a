/**
 * A copy of a referral to a law firm, said in the present tense or as the sender's own act (issue 26, open paraphrase P241 of
 * development L358). Tests, not the measure.
 *
 * The law: a collection agency that sends the consumer a "file copy" of its letter referring the account to a law firm "for
 * legal review and coordination" tells the consumer that lawyers now hold the account and are preparing to act; unless a lawyer
 * really is, that is misleading (*Martin v. Sands*, D. Mass. 1999; 15 U.S.C. 1692e(3), (5), (10)). The referral reads the same
 * whether it "has been assigned to your firm", "is referred to your firm herewith" or "we hereby refer this account to your
 * firm".
 *
 * What was missed on the start code: only the perfect ("has been assigned to your firm") and the progressive ("we are
 * referring") were read.
 *
 * Near miss: the consumer told they may take the matter to their own lawyer.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'false_attorney_involvement';
const letter = (body: string): string =>
  [
    'Bay Harbor Credit Control, Inc.\n44 Summer Street, Boston, MA 02110',
    'September 4, 1996',
    'Re: the account above, balance $1,212.00',
    body,
    'Bay Harbor Credit Control, Inc.',
  ].join('\n\n');
const outcome = (body: string): string => ruleOutcome(RULE, letter(body), { state: 'MA', isFirstContact: false }, '1996-09-14');

const CANONICAL = 'The above referenced account has been assigned to your firm for legal review and coordination.';

describe('a referral to a law firm in the present tense or as the sender’s act', () => {
  it('the canonical referral flags', () => {
    expect(outcome(CANONICAL)).toBe('flag');
  });
  it.each([
    'This account is referred to your firm herewith for legal review and handling.',
    'The above account is hereby assigned to your office for legal action.',
    'We hereby refer the above account to your firm for legal review.',
    'We forward this claim to your office today for suit.',
  ])('"%s" gives the canonical outcome', (body) => {
    expect(outcome(body)).toBe(outcome(CANONICAL));
  });
  it('the consumer told they may consult their own lawyer stays silent', () => {
    expect(outcome('If you wish, you may refer this matter to your own attorney for legal review.')).not.toBe('flag');
  });
});
