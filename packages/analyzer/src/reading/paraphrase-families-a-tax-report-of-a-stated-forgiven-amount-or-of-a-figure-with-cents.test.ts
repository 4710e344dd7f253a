/**
 * A tax report said of an amount under $600: the forgiven amount stated before its figure ("the forgiven $550.00"), and a report
 * of a figure with cents to the IRS ("report the full $430.00 to the Internal Revenue Service") (issue 26, open law letters W148
 * and W149). Tests, not the measure.
 *
 * The law: a creditor reports a discharge of indebtedness on Form 1099-C only when $600 or more is discharged (26 U.S.C.
 * 6050P(b); 26 CFR 1.6050P-1). A letter that says the IRS requires the report of a smaller amount, or threatens to report a
 * balance under $600 to the IRS, states a tax consequence that cannot happen (15 U.S.C. 1692e(2)(A), (5), (10); Schultz v.
 * Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019). The letter's own words settle
 * the amount: the forgiven amount stated with its figure in either order, or a balance that is the report's own figure.
 *
 * What was missed on the start code: "the forgiven $550.00" (the figure after the word), and a report sentence whose figure has
 * cents, whose decimal point ended the reading of the sentence before the IRS was named.
 *
 * Near misses: the IRS's own threshold sentence ("forgiveness of $600.00 or more may be reported"), and a report of $650.00
 * forgiven.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const RULE = 'misstated_legal_status';
const ANSWERS = { allPagesUploaded: true, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false, amountDemandedExceedsOwed: false };
const letter = (balance: string, body: string): string =>
  [
    'Cascade Portfolio Services\n1201 Pacific Ave, Tacoma, WA 98402',
    'October 11, 2022',
    'Ricky Nakamura\n3807 N. 27th St\nTacoma, WA 98407',
    `Original creditor: Puget Outdoor Co. Current owner: Evergreen Debt Acquisitions LLC. Balance: ${balance}`,
    body,
    'This communication is from a debt collector.',
  ].join('\n\n');
const flagged = (balance: string, body: string): boolean => runRule(RULE, letter(balance, body), ANSWERS, 'WA', '2022-10-21').flagged;

describe('a tax report of a stated forgiven amount, or of a figure with cents, under $600', () => {
  it.each([
    'We can close this account for $350.00 if we receive payment by November 30, 2022. Please understand the tax effect: the IRS requires that the forgiven $550.00 be reported on Form 1099-C, and you must include it as income.',
    'We will accept $350.00 to settle. The amount forgiven, $550.00, will be reported to the IRS on a Form 1099-C.',
  ])('a $900.00 balance: "%s" flags', (body) => {
    expect(flagged('$900.00', body)).toBe(true);
  });
  it('a $430.00 balance reported in full to the IRS as income flags', () => {
    expect(
      flagged(
        '$430.00',
        'If this balance remains unpaid, our client will write it off and report the full $430.00 to the Internal Revenue Service as income to you. Unpaid debts are taxable.',
      ),
    ).toBe(true);
  });
  it.each([
    [
      '$900.00',
      'We can close this account for $350.00 by November 30, 2022. Forgiveness of $600.00 or more may be reported to the IRS on Form 1099-C; please consult a tax adviser.',
    ],
    ['$1,300.00', 'We will accept $650.00 to settle. The forgiven $650.00 may be reported to the IRS on Form 1099-C.'],
  ])('a %s balance: "%s" stays silent', (balance, body) => {
    expect(flagged(balance, body)).toBe(false);
  });
});
