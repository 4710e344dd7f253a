/**
 * What a collection company's letter says of a lawyer's role (issue 26, decision 181; 15 U.S.C. 1692e(3), (10)): a lawyer
 * said in the active voice to have acted on the account ("an attorney has reviewed your account", "legal counsel has
 * examined your file", "un abogado ha revisado su cuenta", "the attorneys of this office"), flagged from the words as the
 * company's other talk of its lawyers is; and a letter sent from a "Legal Department" (Rosenau v. Unifund Corp., 3d Cir.
 * 2008), asked whether a lawyer looked at the account, flagged on "no", passed on "yes". Near misses: a legal department
 * given as an address to write to, a law firm's own letter, advice to consult a lawyer, a planned referral, a Greco
 * statement. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { harborLetter, runRule } from './test-letters';

const RULE = 'false_attorney_involvement';

const agencyLetter = (body: string, options: { head?: string; signature?: string } = {}): string =>
  harborLetter(body, { head: 'Harbor Point Recovery\nPO Box 9\nNew York, NY 10001', ...options });

/** The rule on the composed letter (`runRule`): whether it flagged, and the questions asked. */
const outcome = (text: string, answers: UserAnswers = {}, state = 'NY'): { flagged: boolean; asked: string[] } => {
  const { flagged, asks } = runRule(RULE, text, answers, state, '2025-03-13');
  return { flagged, asked: asks };
};

describe("a lawyer said to have acted on the account in a collection company's letter is flagged from the words", () => {
  it.each([
    'An attorney has reviewed your account and approved it for collection.',
    'A licensed attorney has personally reviewed your file.',
    'Legal counsel has examined your account.',
    'One of our attorneys has looked at your file.',
    'The attorneys of this office have determined that you owe this debt.',
    'The lawyers at our agency have evaluated your account.',
    'Un abogado ha revisado su cuenta.',
    'Nuestro abogado ha aprobado el cobro de esta deuda.',
    'Your file has been reviewed by counsel and is ready for the next step.',
    'A member of our legal staff has reviewed your account.',
  ])('%s', (body) => {
    for (const state of ['NY', 'PA', 'IL', 'CA', 'TX']) {
      expect(outcome(agencyLetter(body), {}, state).flagged, `${state}: ${body}`).toBe(true);
      // The person's word that a lawyer did review it makes the statement true.
      expect(outcome(agencyLetter(body), { attorneyReviewedAccount: true }, state).flagged, `${state}: ${body}`).toBe(false);
    }
  });
});

describe('a letter sent from a "Legal Department" of a company that is not a law firm is asked, flagged on no, passed on yes', () => {
  const cases: [string, { head?: string; signature?: string }][] = [
    ['signed "Legal Department"', { signature: 'Legal Department' }],
    ['signed by the company\'s "Legal Department"', { signature: 'Harbor Point Recovery Legal Department' }],
    ['signed "Legal Dept."', { signature: 'Legal Dept.' }],
    ['signed "Litigation Department"', { signature: 'Litigation Department' }],
    ['headed "LEGAL DEPARTMENT"', { head: 'Harbor Point Recovery\nLEGAL DEPARTMENT\nPO Box 9\nNew York, NY 10001' }],
    ['signed "Departamento Legal"', { signature: 'Departamento Legal' }],
    ['signed "Legal Services Department"', { signature: 'Legal Services Department' }],
    ['headed "Legal Division"', { head: 'Harbor Point Recovery\nLegal Division\nPO Box 9\nNew York, NY 10001' }],
  ];
  it.each(cases)('%s', (_name, options) => {
    const text = agencyLetter('Please call us to resolve this balance.', options);
    for (const state of ['PA', 'NY', 'IL']) {
      expect(outcome(text, {}, state).asked, state).toContain('attorneyReviewedAccount');
      expect(outcome(text, {}, state).flagged, state).toBe(false);
      expect(outcome(text, { attorneyReviewedAccount: false }, state).flagged, state).toBe(true);
      expect(outcome(text, { attorneyReviewedAccount: true }, state).flagged, state).toBe(false);
    }
  });
});

describe('lawful mentions of lawyers and departments stay unflagged and unasked', () => {
  it.each([
    ['a legal department given as the address for disputes', agencyLetter('Send any dispute in writing to:\nLegal Department\nPO Box 9, New York, NY 10001')],
    ['questions to the legal department', agencyLetter('If you have questions, write to our Legal Department.')],
    ['a legal department given as a contact line in the body', agencyLetter('For questions, contact:\nLegal Department\n555-0100')],
    ['advice to consult a lawyer', agencyLetter('You may wish to consult an attorney about your rights.')],
    ['a referral that may come', agencyLetter('If you do not pay, we may refer your account to an attorney.')],
    ["the consumer's own lawyer", agencyLetter("If you are represented by an attorney, please give us the attorney's name.")],
    ['a legal department named in the body as something else', agencyLetter('Our company has a legal department that handles subpoenas.')],
  ])('%s', (_name, text) => {
    const o = outcome(text, { attorneyReviewedAccount: false });
    expect(o.flagged).toBe(false);
    expect(outcome(text).asked).not.toContain('attorneyReviewedAccount');
  });
});
