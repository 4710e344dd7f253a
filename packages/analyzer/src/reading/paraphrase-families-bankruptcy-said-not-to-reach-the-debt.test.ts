/**
 * Paraphrase families (issue 26, session 55): the consumer's own bankruptcy said not to reach the debt. A bankruptcy filing stops
 * every act to collect a debt owed before it, in any chapter (11 U.S.C. 362(a)(6)), and a discharge ends the debtor's personal
 * liability on those debts (11 U.S.C. 524(a)(2)), whoever owns them afterwards: a sale or an assignment of the account changes
 * neither. A collector that tells a consumer it knows is in or through bankruptcy that the filing "does not stop collection", or
 * that the account "is not part of" the case, plan or discharge because it was sold, or for no reason, misstates the debt's legal
 * status (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i); legal-reference §1.4 names collecting a discharged debt). Read
 * where the letter names the consumer's own bankruptcy (a filing, a case, a plan, a discharge) and a sentence about it says it
 * does not stop, cover, include or affect the debt.
 *
 * Lawful near misses, as the Bankruptcy Code has them: a debt that arose after the filing or the discharge, a reaffirmed debt, a
 * debt the Code excepts (support, most taxes; a student loan without undue hardship), a lien on property that survives, a case
 * dismissed without a discharge, relief from the stay, and a notice to a debtor that it is for information only.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, ruleOutcome } from './test-letters';
import { readBankruptcySaidNotToReach } from './bankruptcy-said-not-to-reach';

const ANSWERS = { state: 'MI', senderIsOriginalCreditor: false, isFirstContact: false, debtAlreadyPaidOrSettled: false, amountDemandedExceedsOwed: false };
const letter = (body: string): string =>
  bareLaterLetter(`${body}\n\nPlease call 800-555-0101 to arrange payment of the balance.`, 'Grand Rapids, MI 49507', 'March 11, 2024');
const outcome = (body: string): string => ruleOutcome('misstated_legal_status', letter(body), ANSWERS, '2024-03-15');

const FLAG = [
  'We know you filed for bankruptcy, but your filing does not stop our collection efforts on this account.',
  'Your Chapter 13 case does not apply to this balance, and payments must be made directly to our office.',
  'Because this account was sold to our client after you filed, it is not included in your bankruptcy.',
  'Our records show you received a discharge in 2022. This account was assigned to us afterward and is therefore not covered by your discharge.',
  'The discharge you received does not affect your obligation on this account, which our client now owns.',
  'Please be advised that your pending bankruptcy will not prevent us from collecting this balance.',
  'Accounts transferred to a new owner are not part of your Chapter 7 case; the full balance remains due.',
  'Sabemos que usted se declaró en bancarrota, pero su bancarrota no detiene el cobro de esta cuenta.',
  'Esta cuenta no forma parte de su plan del Capítulo 13 porque fue vendida a nuestro cliente.',
];
const LAWFUL = [
  'This account was opened on March 2, 2022, after your discharge, so it was not part of that bankruptcy case.',
  'If you are in bankruptcy or have received a discharge of this debt, this letter is for information only and is not an attempt to collect from you personally.',
  'Your bankruptcy discharge does not remove our lien on the vehicle, and we may repossess it if payments stop.',
  'Your discharge does not cover your child support obligation.',
  'Your bankruptcy case was dismissed without a discharge, so this balance remains due.',
  'The charges on this statement were made after your Chapter 13 case was filed and are not part of your plan.',
  'Since you reaffirmed this debt in your bankruptcy, it is still owed.',
  'The court granted relief from the automatic stay, so your bankruptcy no longer prevents collection of this account.',
  'Si usted está en bancarrota, esta carta es solo para información y no es un intento de cobrarle personalmente.',
];

describe('the consumer’s own bankruptcy said not to reach the debt', () => {
  it.each(FLAG)('read, and misstated_legal_status flags it from the words: %s', (body) => {
    expect(readBankruptcySaidNotToReach(letter(body)).length).toBeGreaterThan(0);
    expect(outcome(body)).toBe('flag');
  });
  it.each(LAWFUL)('not read: %s', (body) => expect(readBankruptcySaidNotToReach(letter(body))).toEqual([]));
  it('a bankruptcy that is not the consumer’s is not read', () =>
    expect(readBankruptcySaidNotToReach(letter('A creditor’s bankruptcy does not affect what you owe on this account.'))).toEqual([]));
});
