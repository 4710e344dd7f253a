/**
 * Paraphrase family for decision 404 (issue 26): an account, a debt or a bill said to have been placed, referred, assigned or
 * turned over "for collection", with no one else named as the one it went to ("YOUR ACCOUNT HAS BEEN PLACED FOR COLLECTION",
 * "this account has been referred for collection", "su cuenta ha sido asignada para su cobro"), announces in a collector's
 * letter what "placed with our office" announces (decision 127): the account has just come to the collector, so the letter is,
 * by its own words, the collector's first (Miller v. Payco-General American Credits, 4th Cir. 1991: "has been given to us for
 * immediate action"; Creighton v. Emporia Credit Service, E.D. Va. 1997, where such a notice demanding payment "upon receipt"
 * overshadowed the validation notice). Not a placement the letter says it will or may make, nor one with a lawyer, a
 * collection agency or another company named as the one it went to (the creditor telling of its collector, decision 110).
 * The same for the sender said retained, hired or contracted for the collection, by the noun ("we have been retained to assist
 * in the collection of this debt", "Acme Recovery, Inc. has been engaged for the collection of your account", "nos ha
 * contratado para gestionar el cobro de su cuenta") as by the verb "to collect" (decision 127); not a lawyer so retained,
 * nor a retention to help the reader. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetterSign } from './first-contact';
import { ruleOutcome } from './test-letters';

/** Each sentence of `placements` read as a placement, and none of `others`, in a letter that holds only it. */
const readsPlacements = (placements: readonly string[], others: readonly string[]): void => {
  it.each(placements)('reads a placement from "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account ending 3391\n\n${sentence}`)?.kind).toBe('placement');
  });
  it.each(others)('reads none from "%s"', (sentence) => {
    expect(firstLetterSign(`Re: account ending 3391\n\n${sentence}`)).toBeUndefined();
  });
};

const PLACED_FOR_COLLECTION = [
  'YOUR ACCOUNT HAS BEEN PLACED FOR COLLECTION.',
  'This account has been referred for collection and we ask that you remit the balance.',
  'Your balance with Mercy General Hospital was assigned for collection on May 2, 2025.',
  'The above debt has now been turned over for collection.',
  'Your past-due bill has been placed for immediate collection.',
  'This claim was forwarded to us for collection by City Water.',
  'Your account has been placed for collection by Star Bank.',
  'Su cuenta ha sido asignada para su cobro.',
  'Su deuda con el Hospital General fue remitida para cobranza.',
  'Esta cuenta ha sido colocada para cobro.',
  'Su saldo fue transferido para su cobro por el Hospital San José.',
];
const NOT_A_PLACEMENT = [
  'Your account will be placed for collection if it is not paid.',
  'Your account may be referred for collection without further notice.',
  'Your account has been placed for collection with a collection agency.',
  'Your account has been referred for collection to our attorneys.',
  'This debt has been turned over for collection to Smith & Jones, attorneys at law.',
  'If your account is placed for collection, collection costs will be added.',
  'Su cuenta será asignada para su cobro si no paga.',
  'Su cuenta ha sido remitida para cobro a una agencia de cobranza.',
];

describe('an account said placed for collection, no one else named: the first letter by its own words', () => {
  readsPlacements(PLACED_FOR_COLLECTION, NOT_A_PLACEMENT);
  it('a demand to pay in full on receipt in such a collector’s letter is judged as a first letter’s from the words alone, and asked of the others', () => {
    const letter = (sentence: string): string =>
      `Southside Credit Service, Inc.\nPO Box 2, Emporia, VA 23847\n\nJune 13, 2025\n\nRe: Southside Regional Medical Center, balance $196.16\n\n${sentence} Your unpaid bill must be paid in full to this office upon receipt of this notice.\n\nThis communication is from a debt collector.`;
    const outcome = (sentence: string): string => ruleOutcome('overshadow_payment_deadline', letter(sentence), { state: 'VA' }, '2025-06-16');
    expect(outcome(PLACED_FOR_COLLECTION[0]!)).toBe('flag');
    expect(outcome(PLACED_FOR_COLLECTION[3]!)).toBe('flag');
    expect(outcome(NOT_A_PLACEMENT[0]!)).toBe('ask');
  });
});

const RETAINED_FOR_THE_COLLECTION = [
  'We have been retained by Star Bank to assist in the collection of this debt.',
  'Acme Recovery, Inc. has been engaged to handle the collection of your account.',
  'This office has been retained for the collection of your balance with Mercy Hospital.',
  'Keystone Recovery Partners, LLC has been hired to represent Star Bank in the collection of this account.',
  'We were engaged for the purpose of collecting this debt.',
  'Star Bank nos ha contratado para gestionar el cobro de su cuenta.',
];
const NOT_RETAINED_FOR_THE_COLLECTION = [
  'We have been retained to assist you in resolving your account.',
  'Smith & Jones, attorneys at law, have been retained to assist in the collection of this debt.',
  'You may hire an attorney to assist in the collection of any refund owed to you.',
  'Our client has retained counsel for the collection of this debt.',
];

describe('a collector said retained for the collection, by the noun: the first letter by its own words', () => {
  readsPlacements(RETAINED_FOR_THE_COLLECTION, NOT_RETAINED_FOR_THE_COLLECTION);
});

/**
 * The same announcements with the subject and object as letters print them (decision 404): a plural written "account(s)",
 * a parenthetical between the account and its verb ("Your account, as detailed above, has been assigned"), "re-assigned";
 * a retention said by what it concerns ("retained by the above referenced client in regard to your outstanding balance",
 * "engaged by Bloomingdale's to resolve your delinquent debt") or the creditor retaining the sender to collect "its claim".
 */
const PLACED_IN_OTHER_FORMS = [
  'The account(s) listed above have been assigned to this agency for collection.',
  'Your account, as detailed above, has been assigned to this office for collection.',
  'Your debt, together with interest, was re-assigned to our agency on June 2, 2025.',
  'Please be advised that this office has been retained by the above referenced client in regard to your outstanding balance.',
  'I have been retained by Star Bank regarding the balance you owe on your account.',
  'This company has been engaged by Star Bank to resolve your delinquent debt.',
  'Star Bank has retained this firm to collect its claim against you.',
  'The balance shown above is past due and has been assigned to our agency.',
  'Your bill has been referred for third-party collection.',
  'The debt(s) listed below has/have been assigned to this agency.',
  'This firm has been retained by Star Bank to begin collection efforts on your account.',
  'Your creditor has engaged our law firm to collect the balance you owe.',
];
const NOT_PLACED_IN_OTHER_FORMS = [
  'The account(s) listed above will be assigned to an attorney if not paid.',
  'We have been retained to help you resolve your account.',
  'Your account, as detailed above, has been reported to the credit bureaus.',
  'I have been retained by you regarding your dispute with Star Bank.',
  'Your account is past due and will be placed for collection.',
  'We have been retained to defend you in the collection proceedings.',
];

describe('a placement or a retention in the forms letters print them: the first letter by its own words', () => {
  readsPlacements(PLACED_IN_OTHER_FORMS, NOT_PLACED_IN_OTHER_FORMS);
});
