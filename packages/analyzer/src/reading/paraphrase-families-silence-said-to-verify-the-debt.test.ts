/**
 * Paraphrase families (issue 26, session 55): the consumer's silence said to verify, confirm or establish the debt. The
 * validation notice lets only the collector assume the debt valid, for its own purposes, if it is not disputed (15 U.S.C.
 * 1692g(a)(3); 12 CFR 1006.34(c)(3)): an assumption, not proof. A failure to dispute "may not be construed by any court as an
 * admission of liability" (1692g(c)). A letter that says the consumer's not disputing has verified, confirmed, established or
 * proved the debt, or its validity or accuracy, tells the consumer the debt's legal status changed by his silence (1692e,
 * 1692e(2)(A), 1692e(10); Nelson v. Select Financial Services, E.D. Pa. 2006, on "verifies the validity of this debt"). The
 * silence may be named in the sentence before ("… an opportunity to dispute it. Your failure to do so confirms …").
 *
 * Read in any letter, first or later, English and Spanish, by the silence-as-admission reading (decision 218), which
 * `misstated_legal_status` now reads too. Lawful near misses: the statute's assumption ("we will assume the debt is valid"),
 * collection going on after the period, a verification the collector made or will make on request, the consequence denied
 * ("does not confirm that you owe it").
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, firstLetter, ruleOutcome } from './test-letters';
import { readSilenceAsAdmission } from './silence-as-admission';

/** Answers that settle the rule's own questions (nothing discharged, paid or overstated), so only the words decide. */
const SETTLED = {
  state: 'IL',
  senderIsOriginalCreditor: false,
  debtDischargedInBankruptcy: false,
  debtAlreadyPaidOrSettled: false,
  amountDemandedExceedsOwed: false,
};
const later = (body: string): string => bareLaterLetter(`${body}\n\nPlease call us at 800-555-0100.`, 'Chicago, IL 60614', 'August 4, 2025');

const FLAG = [
  'We gave you more than enough time to dispute this account. Your failure to do so confirms the validity of the debt.',
  'You did not dispute this balance within the thirty days, which establishes that the debt is valid and owed.',
  'Because you have not disputed this account, its accuracy is now confirmed.',
  'Since no dispute was received from you, the debt is now deemed verified.',
  'By not disputing the debt when you had the chance, you have confirmed that you owe it.',
  'The time to dispute has passed without any dispute from you; the debt is therefore conclusively established.',
  'Your not having disputed the charges proves the validity of this account.',
  'Como usted no disputó la deuda dentro del plazo, la validez de la deuda ha quedado confirmada.',
  'Al no haber disputado esta cuenta, usted confirmó que la deuda es válida.',
];
const LAWFUL = [
  'You did not dispute this debt within the thirty-day period, so we will assume it is valid.',
  'Since you have not disputed this debt, we are continuing our collection efforts.',
  'Unless you dispute this debt within 30 days, we will assume this debt is valid.',
  'If you dispute the debt in writing, we will obtain verification of the debt and mail it to you.',
  'Your failure to dispute the debt does not confirm that it is valid, and you may still ask us about it.',
  'As you requested, we have verified the debt with our client and enclose the verification.',
  'You did not dispute the debt. We have confirmed your new mailing address with the post office.',
  'Como usted no disputó la deuda, continuaremos con el cobro.',
];

describe('the consumer’s silence said to verify, confirm or establish the debt', () => {
  it.each(FLAG)('read, and misstated_legal_status flags it in a later letter: %s', (body) => {
    expect(readSilenceAsAdmission(later(body)).length).toBeGreaterThan(0);
    expect(ruleOutcome('misstated_legal_status', later(body), { ...SETTLED, isFirstContact: false }, '2025-08-20')).toBe('flag');
  });
  it.each(FLAG)('and in a first letter: %s', (body) => {
    expect(ruleOutcome('misstated_legal_status', firstLetter(body), { ...SETTLED, isFirstContact: true }, '2025-06-12')).toBe('flag');
  });
  it.each(LAWFUL)('not read, and misstated_legal_status stays silent: %s', (body) => {
    expect(readSilenceAsAdmission(later(body))).toEqual([]);
    expect(ruleOutcome('misstated_legal_status', later(body), { ...SETTLED, isFirstContact: false }, '2025-08-20')).toBe('silent');
  });
});
