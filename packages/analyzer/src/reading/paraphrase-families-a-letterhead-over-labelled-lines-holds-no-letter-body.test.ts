/**
 * A letterhead and a date over labelled lines ("COASTAL ASSOCIATES, INC." / "September 14, 2016" / "On behalf of our client:
 * QuickPay Credit" / "Credit originally extended by: Sunshine Capital Bank") hold no sentence of a letter (issue 26, open
 * paraphrase P443 of development L750). Tests, not the measure.
 *
 * The law: the validation notice is owed in the initial communication or within five days (15 U.S.C. 1692g(a)); whether a letter
 * lacked it can be judged only from the letter's body. A header and an account summary, with or without the sender's name and
 * address above them, hold no body to carry the notice or to lack it (decision 209), whatever the pages answered.
 *
 * What was missed on the start code: the letterhead's name line was read as a sentence of the letter, so the fields were judged a
 * whole first letter without its notice.
 *
 * Near misses: a letter whose body asks for payment with no notice is still judged; a short message of its own words still is.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const outcome = (text: string): string =>
  ruleOutcome('vn_missing_entirely', text, { state: 'FL', isFirstContact: true, senderIsOriginalCreditor: false }, '2016-09-24');

describe('a letterhead over labelled lines holds no letter body', () => {
  it.each([
    'COASTAL ASSOCIATES, INC.\nSeptember 14, 2016\nOn behalf of our client: QuickPay Credit\nCredit originally extended by: Sunshine Capital Bank',
    'Coastal Associates, Inc.\nPO Box 4410, Tampa, FL 33601\nSeptember 14, 2016\nClient: QuickPay Credit\nBalance: $1,204.00',
  ])('%s: not judged as a letter without its notice', (text) => {
    expect(outcome(text)).toBe('silent');
  });
  it('a letter whose body asks for payment with no notice flags', () => {
    expect(
      outcome(
        'COASTAL ASSOCIATES, INC.\nSeptember 14, 2016\nClient: QuickPay Credit\nBalance: $1,204.00\n\nYour account has been placed with our office for collection. Please send the full balance today.',
      ),
    ).toBe('flag');
  });
});
