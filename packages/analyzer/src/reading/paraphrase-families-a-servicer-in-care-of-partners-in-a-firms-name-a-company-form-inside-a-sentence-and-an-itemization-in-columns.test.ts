/**
 * Paraphrase family for decision 389 (issue 26, item 3), from lawful letters laid out as the large debt buyers, their servicers
 * and collection law firms print them:
 *
 * - A debt buyer's letter sent "c/o" its servicer, or saying the servicer "services this account for" it, names the servicer with
 *   its link (15 U.S.C. 1692e(14) forbids a name other than the true name, not the agent named as such). Another company with no
 *   link still flags.
 * - A company's form inside a sentence ("BECAUSE OF THE AGE OF YOUR DEBT, MIDLAND CREDIT MANAGEMENT, INC. CANNOT SUE YOU FOR IT")
 *   ends no sentence: the law's bar said of this debt is read whole, in capitals too (12 CFR 1006.26; Pantoja). Near miss: the
 *   general rule with only a promise not to sue still flags in the Seventh Circuit.
 * - A law firm named by its partners in a series ("Forster, Garbus & Associates, LLP", "SMITH, JONES AND BROWN, P.C.") is the
 *   collector's whole name.
 * - An itemization printed as a row under a header row that begins with the itemization date ("Itemization Date | Amount Owed |
 *   Interest | Fees | Payments/Credits | Total Now") gives every figure (12 CFR 1006.34(c)(2)(vi)-(ix)).
 * - An account number printed in groups whose last group has two digits ("3301 8842 71") is read whole.
 *
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';
import { ruleOutcome } from './test-letters';

describe('a debt buyer writing in care of its servicer', () => {
  const letter = (head: string, link: string, signature: string): string =>
    [
      head,
      'October 10, 2025',
      'PATRICIA A. DUNN\n412 Maple Ave\nDayton, OH 45402',
      'Account ending in: 3305\nOriginal Creditor: Credit One Bank, N.A.\nBalance: $1,011.35',
      'Dear Patricia A. Dunn:',
      `Please call us to discuss payment options on this account. ${link}`,
      `Sincerely,\n${signature}`,
      'This communication is from a debt collector.',
    ].join('\n\n');
  const outcome = (text: string): string => ruleOutcome('name_not_true_name', text, { state: 'OH', isFirstContact: false }, '2025-10-15');
  it.each([
    ['LVNV Funding LLC\nc/o Resurgent Capital Services L.P.\nPO Box 1269\nGreenville, SC 29602', '', 'LVNV Funding LLC'],
    [
      'LVNV Funding LLC\nPO Box 1269\nGreenville, SC 29602',
      'Resurgent Capital Services L.P. services this account for LVNV Funding LLC.',
      'Resurgent Capital Services L.P.',
    ],
    ['Cavalry SPV I, LLC\nin care of Cavalry Portfolio Services, LLC\nPO Box 4007\nGreenwich, CT 06831', '', 'Cavalry SPV I, LLC'],
  ])('passes %j', (head, link, signature) => {
    expect(outcome(letter(head, link, signature))).not.toBe('flag');
  });
  it('still flags a company with no link to the sender', () => {
    expect(outcome(letter('LVNV Funding LLC\nPO Box 1269\nGreenville, SC 29602', '', 'Keystone Legal Recovery Group, LLC'))).toBe('flag');
  });
});

describe("a company's form inside the sentence that says the law bars a suit", () => {
  const letter = (notice: string, state: string, city: string): string =>
    [
      'Midland Credit Management, Inc.\nPO Box 2037\nWarren, MI 48090',
      'October 13, 2025',
      `ANNA M. BACA\n2301 Central Ave SE\n${city}`,
      'MCM Account #: 8840112735\nOriginal Creditor: Comenity Bank\nBalance: $1,515.62',
      notice,
      'You can resolve this account for $606.25 if your payment is received by December 15, 2025. We are not obligated to renew this offer.',
      'Sincerely,\nMidland Credit Management, Inc.',
      'This communication is from a debt collector.',
    ].join('\n\n');
  const outcome = (notice: string, state = 'WV', city = 'Charleston, WV 25301'): string =>
    ruleOutcome(
      'time_barred_no_disclosure_federal',
      letter(notice, state, city),
      { state, isFirstContact: false, lastPaymentDate: '2015-04-01' },
      '2025-10-20',
    );
  it.each([
    'THE LAW LIMITS HOW LONG YOU CAN BE SUED ON A DEBT. BECAUSE OF THE AGE OF YOUR DEBT, MIDLAND CREDIT MANAGEMENT, INC. CANNOT SUE YOU FOR IT. IF YOU DO NOT PAY THE DEBT, MIDLAND CREDIT MANAGEMENT, INC. MAY CONTINUE TO REPORT IT TO THE CREDIT REPORTING AGENCIES AS UNPAID.',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, Midland Credit Management, Inc. cannot sue you for it. If you do not pay the debt, Midland Credit Management, Inc. may continue to report it to the credit reporting agencies as unpaid.',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, Comenity Capital Bank, N.A. cannot sue you for it, and Midland Credit Management, Inc. will not report it to any credit reporting agency.',
  ])('passes "%s"', (notice) => {
    expect(outcome(notice)).not.toBe('flag');
  });
  it('still flags the general rule with only a promise not to sue (Pantoja)', () => {
    expect(
      outcome(
        'The law limits how long you can be sued on a debt. Because of the age of your debt, Midland Credit Management, Inc. will not sue you for it.',
        'IL',
        'Chicago, IL 60601',
      ),
    ).toBe('flag');
  });
});

describe("a firm's partners in its name, an itemization in columns, and an account number in groups", () => {
  const notice = (head: string, itemization: string, account: string): string =>
    [
      head,
      'September 12, 2025',
      "KEVIN P. O'BRIEN\n58 Harbor View Rd\nPortland, ME 04101",
      `Account Number: ${account}\nCurrent Creditor: LVNV Funding LLC`,
      `${head.split('\n')[0]} is a debt collector. We are trying to collect a debt that you owe to LVNV Funding LLC. We will use any information you give us to help collect the debt.`,
      `Our information shows:\n${itemization}`,
      'How can you dispute the debt?\nCall or write to us by October 24, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.\nIf you write to us by October 24, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.',
      'What else can you do?\nWrite to ask for the name and address of the original creditor, if different from the current creditor. If you write by October 24, 2025, we must stop collection until we send you that information.\nGo to www.cfpb.gov/debt-collection to learn more about your rights under federal law.',
    ].join('\n\n');
  const COLUMNS =
    'Itemization Date    Amount Owed    Interest    Fees       Payments/Credits    Total Now\n01/31/2024          $1,204.33      + $0.00     + $0.00    - $50.00            $1,154.33';
  const read = (text: string) => {
    const f = analyzeText(text, { answers: { state: 'ME' }, today: '2025-09-18' }).facts;
    return {
      collector: f.collector?.name.value,
      account: f.accountNumbers.find((a) => a.kind === 'account')?.last4,
      itemizationDate: f.itemizationDate?.value,
      owed: f.itemization.amountOnItemizationDate?.value,
      interest: f.itemization.interest?.value,
      fees: f.itemization.fees?.value,
      paid: f.itemization.paymentsAndCredits?.value,
      total: f.itemization.currentAmount?.value,
    };
  };
  const FIGURES = { itemizationDate: '2024-01-31', owed: 1204.33, interest: 0, fees: 0, paid: 50, total: 1154.33 };
  it.each([
    ['Forster, Garbus & Associates, LLP\n60 Motor Parkway\nCommack, NY 11725', 'Forster, Garbus & Associates, LLP'],
    ['SMITH, JONES AND BROWN, P.C.\n60 Motor Parkway\nCommack, NY 11725', 'SMITH, JONES AND BROWN, P.C.'],
    ['Hale, Ortiz, Weber & Lin LLP\n60 Motor Parkway\nCommack, NY 11725', 'Hale, Ortiz, Weber & Lin LLP'],
  ])('reads %j whole, and the itemization in columns', (head, name) => {
    expect(read(notice(head, COLUMNS, 'ending in 4402'))).toEqual({ collector: name, account: '4402', ...FIGURES });
  });
  it('reads an amount column beside the itemization date and a total', () => {
    const columns =
      'Itemization Date    Amount    Interest    Fees       Payments    Total\n01/31/2024          $1,204.33 + $0.00     + $0.00    - $50.00    $1,154.33'.replace(
        '$1,204.33 +',
        '$1,204.33    +',
      );
    expect(read(notice('Radius Global Solutions LLC\nPO Box 390846\nMinneapolis, MN 55439', columns, '3301 8842 71'))).toEqual({
      collector: 'Radius Global Solutions LLC',
      account: '4271',
      ...FIGURES,
    });
  });
  it('reads no amount owed on the date from a header row without a date cell', () => {
    const columns = 'Amount Owed    Interest    Fees       Payments/Credits\n$1,204.33      + $0.00     + $0.00    - $50.00';
    expect(read(notice('Radius Global Solutions LLC\nPO Box 390846\nMinneapolis, MN 55439', columns, '3301 8842 71')).owed).toBeUndefined();
  });
});
