/**
 * The creditor named and the collection tied to another, and the account said "transferred" (issue 26, decision 168).
 * Written from the law's kinds, not from any letter's words:
 * - must flag: a letter that calls one company the creditor ("Current Creditor:", "Creditor:", "Owed to:", "X is the
 *   current creditor", "Acreedor actual:") and ties the collection to another in a sentence that does not say how the two
 *   stand — the collector acts for it ("on behalf of", "we represent", "retained / hired by", "our client, X", "en nombre
 *   de"), the debt is owed to it ("is owed to X", "se le debe a X"), or the collector's engagement is tied to its account
 *   ("has been contracted to represent … your X account", "contratados para cobrar su cuenta de X"): the consumer cannot
 *   tell which is owed (Taylor v. Alltran Financial, S.D. Ind. 2018; 15 U.S.C. 1692g(a)(2)); the account said
 *   "transferred" to the collector or from one party to another with no owner named, a word for a sale or a complete
 *   assignment, not an agency (Meintzinger v. Sortis Holdings, E.D.N.Y. 2019; Janetos v. Fulton Friedman & Gullace, 7th
 *   Cir. 2016) — a statement the pages in hand make, so it stands on a passage;
 * - must not flag: the collector acting for the one called the creditor, a servicer or agent explained in its sentence,
 *   the original creditor named as such ("originally owed to", "You had a credit card from", "Original Creditor:"), a sale
 *   to the named owner, a card issuer and its store brand, the sender's own name, and an account placed or referred with a
 *   collector by a named creditor (an agency: Taubenfliegel v. Miller & Milone, E.D.N.Y. 2018).
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetterSign } from './first-contact';
import { collectorLetterWithoutNotice, collectorNotice, ruleOutcome, type RuleOutcome } from './test-letters';
import type { UserAnswers } from '../index';

const RULE = 'vn_current_creditor';
const STATES = ['NY', 'FL', 'IL', 'TX', 'CA'];

const inNotice = (words: string, state: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(RULE, collectorNotice(words), { state, ...answers }, '2019-05-01');
const withoutNotice = (words: string, state: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(RULE, collectorLetterWithoutNotice(words), { state, ...answers }, '2019-05-01');

/** Flagged in a notice; in a letter without the notice's words, not left silent unanswered, flagged once first, silent once later. */
const expectFlagged = (words: string): void => {
  for (const state of STATES) {
    expect(inNotice(words, state), `${state} notice: ${words}`).toBe('flag');
    expect(withoutNotice(words, state), `${state} unanswered: ${words}`).not.toBe('silent');
    expect(withoutNotice(words, state, { isFirstContact: true }), `${state} first: ${words}`).toBe('flag');
    expect(withoutNotice(words, state, { isFirstContact: false }), `${state} later: ${words}`).toBe('silent');
  }
};
/** Never flagged or asked, in a notice or in a first letter. */
const expectLawful = (words: string): void => {
  for (const state of STATES) {
    expect(inNotice(words, state), `${state} notice: ${words}`).toBe('silent');
    expect(withoutNotice(words, state, { isFirstContact: true }), `${state} first: ${words}`).toBe('silent');
  }
};

describe('one company called the creditor, the collection tied to another (Taylor v. Alltran)', () => {
  it.each([
    // the collector said to act for the other
    'Original Creditor: Springleaf Financial Services Inc.\nCurrent Creditor: LVNV Funding, LLC\nNorthgate Recovery Services, Inc. has been contracted to represent Springleaf Financial Services Inc. in the collection of your account.',
    'Original Creditor: Springleaf Financial Services Inc.\nCurrent Creditor: LVNV Funding, LLC\nWe have been retained by Springleaf Financial Services Inc. to collect this account.',
    'Current Creditor: LVNV Funding, LLC\nWe are collecting this debt on behalf of Springleaf Financial Services Inc.',
    'Creditor: LVNV Funding, LLC\nWe represent Credit One Bank in the collection of this account.',
    'Creditor: Delta Portfolio LLC\nThis office has been hired by Summit Bank to collect this balance.',
    'Delta Portfolio LLC is the current creditor. We are collecting this balance on behalf of Summit Bank.',
    'Owed to: Delta Portfolio LLC\nOur client, Summit Bank, has authorized this office to resolve the account.',
    'Creditor: LVNV Funding, LLC\nOur client, Credit One Bank, has asked us to collect this balance.',
    // the debt said owed to the other
    'Current Creditor: LVNV Funding, LLC\nThis debt is owed to Springleaf Financial Services Inc.',
    // the engagement tied to the other's account, no principal named
    'Original Creditor: Springleaf Financial Services Inc.\nCurrent Creditor: LVNV Funding, LLC\nNorthgate Recovery Services, Inc. has been contracted to lead and represent in the collection of the judgment awarded on your Springleaf Financial Services Inc. account.',
    'Current creditor: Delta Portfolio LLC\nNorthgate Recovery Services, Inc. has been retained to collect your Summit Bank account.',
    // Spanish
    'Acreedor actual: Delta Portfolio LLC\nEsta deuda se le debe a Summit Bank.',
    'Acreedor actual: Delta Portfolio LLC\nHemos sido contratados para cobrar su cuenta de Summit Bank.',
    'Acreedor actual: LVNV Funding, LLC\nAcreedor original: Credit One Bank\nCobramos esta deuda en nombre de Credit One Bank.',
  ])('%s', (words) => expectFlagged(words));
});

describe('the creditor and the collector’s principal agree, or the relation is said: lawful', () => {
  it.each([
    'Current Creditor: LVNV Funding, LLC\nWe have been retained by Resurgent Capital Services L.P., the servicer for LVNV Funding, LLC, to collect this account.',
    'Current Creditor: LVNV Funding, LLC\nOriginal Creditor: Credit One Bank, N.A.\nWe are collecting this debt on behalf of LVNV Funding, LLC.',
    'Current Creditor: Delta Portfolio LLC\nWe have been retained by Delta Portfolio LLC to collect your Summit Bank account.',
    'Current creditor: Delta Portfolio LLC\nYour Summit Bank account was sold to Delta Portfolio LLC, which has placed it with us.',
    'Current creditor: Delta Portfolio LLC\nOriginal creditor: Summit Bank\nDelta Portfolio LLC has retained us to collect your Summit Bank account.',
    'Current creditor: Delta Portfolio LLC\nThis debt was originally owed to Summit Bank.',
    'Creditor: Delta Portfolio LLC\nYou had a credit card from Summit Bank.',
    'Original Creditor: Springleaf Financial Services Inc.\nCurrent Creditor: LVNV Funding, LLC\nWe are writing regarding your Springleaf account.',
    'Creditor: Lakeside Medical Center\nWe represent Lakeside Medical in this matter.',
    "Creditor: Synchrony Bank\nWe collect on behalf of Lowe's.",
    'Creditor: Delta Portfolio LLC\nThis letter is sent on behalf of Northgate Recovery Services, Inc.',
    'Acreedor actual: Delta Portfolio LLC\nAcreedor original: Summit Bank\nCobramos en nombre de Delta Portfolio LLC.',
    'Current Creditor: LVNV Funding, LLC\nOriginal Creditor: Credit One Bank, N.A.',
  ])('%s', (words) => expectLawful(words));
});

describe('the account said "transferred" with no owner named (Meintzinger; Janetos)', () => {
  it.each([
    'Your account has been transferred to Apex Loan Services, Inc. by Pinecrest Bank for collection.',
    'The account was transferred from Pinecrest Bank to Apex Loan Services, Inc.',
    'Your account referenced above has been transferred to Apex Loan Services, Inc. by Pinecrest Bank for collection.',
    'Su cuenta ha sido transferida a Apex Loan Services, Inc. por Pinecrest Bank para su cobro.',
  ])('flagged in a notice; on a passage, without waiting for the rest in the Second Circuit only (decision 174): %s', (words) => {
    for (const state of STATES) {
      expect(inNotice(words, state), `${state} notice: ${words}`).toBe('flag');
      expect(withoutNotice(words, state, { isFirstContact: true }), `${state} first: ${words}`).toBe('flag');
      const passage = `[...]\n${words}\n[...]`;
      expect(ruleOutcome(RULE, passage, { state, isFirstContact: true, allPagesUploaded: undefined }, '2019-05-01'), `${state} passage: ${words}`).toBe(
        state === 'NY' ? 'flag' : 'ask',
      );
    }
  });

  it.each([
    'Your account has been placed with Apex Loan Services, Inc. by Pinecrest Bank for collection.',
    'Your account has been referred to Apex Loan Services, Inc. by Pinecrest Bank.',
    'Your account has been placed with our office by Pinecrest Bank for collection.',
    'Pinecrest Bank has placed your account with our office for collection.',
    'Creditor: Pinecrest Bank\nYour account has been transferred to Apex Loan Services, Inc. for collection.',
  ])('an agency, or the owner named: lawful: %s', (words) => expectLawful(words));
});

describe('a placement whose account is described after the noun is the first letter’s words', () => {
  it.each([
    'Your account referenced above has been placed with our office for collection.',
    'The debt identified above has been assigned to this agency.',
    'The account listed below has been referred to our office.',
    'The account shown above has been listed with our agency.',
  ])('%s', (words) => expect(firstLetterSign(words)?.kind).toBe('placement'));

  it('not a reference alone', () => {
    expect(firstLetterSign('Please pay the account referenced above.')).toBeUndefined();
  });
});
