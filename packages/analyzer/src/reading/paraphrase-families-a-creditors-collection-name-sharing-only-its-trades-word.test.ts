/**
 * A creditor the person says sent a letter under a collector's name that shares only its trade's word, and the placement said of
 * an "unpaid balance" (issue 26, open law letter W268; the family of decision 461's `creditorSaidToBeSender`). Tests, not the
 * measure.
 *
 * The law: a creditor that collects its own debts under a name suggesting a third party is collecting is a debt collector for
 * that letter and uses a name other than its true name (15 U.S.C. 1692a(6), 1692e(14)); the person knows who sent it.
 *
 * What was wrong on the start code: "Lakewood Family Dental has referred your unpaid balance to this bureau" was not read as the
 * creditor placing the account (an adjective before "balance"), and "Metro Dental Collections Bureau" was read as carrying the
 * creditor's own name because both hold "Dental": a trade's word (dental, medical, auto, fitness …) names no one business.
 *
 * Must flag, the person saying the creditor sent it: collection names that share only a trade's word with the creditor, the
 * placement said of an "unpaid balance", a "past-due account", a "delinquent bill". Must stay silent: the same letter when the
 * person says a collector sent it, and a creditor's unit that carries its distinctive name ("Lakewood Family Dental Billing
 * Office").
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (sender: string, creditor: string, placing: string): string =>
  [
    `${sender.toUpperCase()}\n7600 France Ave S, Suite 220\nEdina, MN 55435`,
    'January 26, 2026',
    'Brandon Oyelaran\n5321 Xerxes Ave S\nMinneapolis, MN 55410',
    `Re: ${creditor} balance\nAccount: XXXX2716\nAmount: $486.00`,
    'Dear Brandon Oyelaran:',
    `${placing} Please remit payment to ${sender} at the address above or call (952) 555-0179.`,
    'This communication is from a debt collector.',
    sender,
  ].join('\n\n');
const flagged = (text: string, senderIsOriginalCreditor: boolean): boolean =>
  runRule('name_not_true_name', text, { senderIsOriginalCreditor, allPagesUploaded: true }, 'MN', '2026-02-05').flagged;

describe('a creditor’s collection name sharing only its trade’s word', () => {
  it.each([
    ['Metro Dental Collections Bureau', 'Lakewood Family Dental', 'Lakewood Family Dental has referred your unpaid balance to this bureau.'],
    ['Medical Recovery Bureau', 'Riverside Medical Group', 'Riverside Medical Group has turned your past-due account over to Medical Recovery Bureau.'],
    ['Auto Credit Adjusters', 'Summit Auto Sales', 'Summit Auto Sales has placed your delinquent account with our office.'],
    ['Fitness Accounts Bureau', 'Northside Fitness Club', 'Northside Fitness Club has assigned your unpaid membership balance to this bureau.'],
  ])('flags when the person says the creditor sent it: %s for %s', (sender, creditor, placing) => {
    expect(flagged(letter(sender, creditor, placing), true)).toBe(true);
  });
  it('stays silent when the person says a collector sent it', () => {
    expect(
      flagged(
        letter('Metro Dental Collections Bureau', 'Lakewood Family Dental', 'Lakewood Family Dental has referred your unpaid balance to this bureau.'),
        false,
      ),
    ).toBe(false);
  });
  it('stays silent on a creditor’s unit carrying its distinctive name', () => {
    expect(
      flagged(letter('Lakewood Family Dental Billing Office', 'Lakewood Family Dental', 'Your balance with Lakewood Family Dental remains unpaid.'), true),
    ).toBe(false);
  });
});
