/**
 * A dispute put as the consumer's feeling that the debt is not owed, "should you feel, for whatever reason", answered by a call
 * "so you can tell us why" (issue 26, open paraphrase P339 of development L920). Tests, not the measure.
 *
 * The law: telling the consumer who believes the debt is not valid to contact the collector "to explain" reads as a condition that
 * a dispute counts only from one who can say why the debt is not owed, which the statute does not impose (15 U.S.C. 1692g(a)(3),
 * (b); Mendez v. M.R.S. Associates, N.D. Ill. 2005). The condition reads the same with the inverted "should you feel", the reason
 * clause moved ("for whatever reason"), and the explanation said as "tell us why" or "let us know why".
 *
 * What was missed on the start code: "Should you feel, for whatever reason, that you do not owe this debt, … call us so you can
 * tell us why".
 *
 * Near misses: the same consumer told how to dispute with no explanation asked, or told that no explanation is needed (a call
 * to dispute is left out of that one: an invitation to dispute by phone is its own theory of the rule); a call
 * asked of a consumer who cannot pay.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'dispute_conditions_added';
const NOTICE =
  'If you do not tell this office within 30 days after you receive this letter that you dispute the validity of the debt or any part of it, this office will treat the debt as valid. If you tell this office in writing within 30 days after you receive this letter that you dispute the validity of the debt or any part of it, this office will obtain verification of the debt and mail it to you.';
const letter = (sentence: string): string =>
  [
    'Great Lakes Revenue Associates\nPO Box 88, Chicago, IL 60601',
    'October 4, 2002',
    'Pat Moore\n5 Pine St\nPeoria, IL 61602',
    'Creditor: Northstar Card. Account: XXXX2958. Balance owed: $463.20',
    'Our client has referred your account to us for collection.',
    sentence,
    NOTICE,
  ].join('\n\n');
const outcome = (sentence: string): string =>
  ruleOutcome(RULE, letter(sentence), { state: 'IL', isFirstContact: true, senderIsOriginalCreditor: false }, '2002-10-14');

const CANONICAL = 'If for some reason you believe this debt is not valid, please review your rights below and contact our office to explain the circumstances.';

describe('a dispute from one who feels they do not owe, answered by telling us why', () => {
  it('the canonical sentence flags', () => {
    expect(outcome(CANONICAL)).toBe('flag');
  });
  it.each([
    'Should you feel, for whatever reason, that you do not owe this debt, look over the rights set out below and then call us so you can tell us why.',
    'If you think, for any reason, that this balance is not correct, call our office and let us know why.',
    'Should you believe this debt is not yours, phone us so that you can explain the circumstances.',
  ])('"%s" gives the canonical outcome', (sentence) => {
    expect(outcome(sentence)).toBe(outcome(CANONICAL));
  });
  it.each([
    'Should you feel, for whatever reason, that you do not owe this debt, you may dispute it by calling or writing to us.',
    'If you believe you do not owe this debt, you may dispute it as the notice below explains; you do not need to explain why.',
    'If you cannot pay the full balance, call us and tell us why so we can discuss a plan.',
  ])('"%s" stays silent', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
