/**
 * A letter presented as a third party's ("Volunteer Home Furnishings has turned your account over to Metro Adjustment Bureau")
 * that the person says came from the original creditor itself (issue 26, open law letter W188). Tests, not the measure.
 *
 * The law: a creditor that, in collecting its own debts, uses a name other than its own which would indicate that a third person
 * is collecting is a debt collector (15 U.S.C. 1692a(6), the false-name exception), must use its true name (1692e(14); 12 CFR
 * 1006.18(c)(4)), and may not furnish forms that falsely suggest a third party is involved (1692j; Maguire v. Citicorp Retail
 * Services, 2d Cir. 1998; Catencamp v. Cendant Timeshare, 7th Cir. 2006). Whether the collector's name is the creditor's own is a
 * fact the words may not show; the person's answer that the letter came from the original creditor (`senderIsOriginalCreditor`)
 * supplies it, as decision 375 reads it where the letter itself says the name is the creditor's unit.
 *
 * What was missed on the start code: with that answer the sender was read as the creditor collecting in its own name, and the
 * rule did not apply.
 *
 * Near misses: the same letter from a real collection agency (the person says it is not from the original creditor); the
 * creditor's own letter in its own name.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const collectorLetter = [
  'METRO ADJUSTMENT BUREAU\nCollections for Volunteer Home Furnishings\nPO Box 90811, Nashville, TN 37209',
  'February 6, 2023',
  'Ms. Donna Jeffries\n4417 Clarksville Pike\nNashville, TN 37218',
  'Account: XXXX2165. Past-due balance: $1,366.00',
  'Dear Ms. Jeffries,',
  'Volunteer Home Furnishings has turned your account over to Metro Adjustment Bureau. All payments must now be made to this office. Call 615-555-0159.',
  'Metro Adjustment Bureau',
  'This communication is from a debt collector.',
].join('\n\n');
const ownLetter = [
  'VOLUNTEER HOME FURNISHINGS\nCredit Office\nPO Box 90811, Nashville, TN 37209',
  'February 6, 2023',
  'Ms. Donna Jeffries\n4417 Clarksville Pike\nNashville, TN 37218',
  'Account: XXXX2165. Past-due balance: $1,366.00',
  'Dear Ms. Jeffries,',
  'Your account with Volunteer Home Furnishings is past due. Please call us at 615-555-0159 to arrange payment.',
  'Volunteer Home Furnishings',
].join('\n\n');
const flagged = (text: string, senderIsOriginalCreditor: boolean): boolean =>
  runRule('name_not_true_name', text, { senderIsOriginalCreditor, allPagesUploaded: true }, 'TN', '2023-02-16').flagged;

describe('a creditor the person says sent a letter under a collector’s name', () => {
  it('flags when the person says the letter came from the original creditor', () => {
    expect(flagged(collectorLetter, true)).toBe(true);
  });
  it('stays silent when the person says it came from a collector', () => {
    expect(flagged(collectorLetter, false)).toBe(false);
  });
  it('stays silent on the creditor’s own letter in its own name', () => {
    expect(flagged(ownLetter, true)).toBe(false);
  });
});
