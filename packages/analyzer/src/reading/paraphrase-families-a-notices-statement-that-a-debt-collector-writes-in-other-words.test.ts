/**
 * Paraphrase family for `vn_collector_communication_disclosure` (decision 426; issue 26, item 4): a validation notice must say
 * the communication is from a debt collector and, in an initial communication, that it is attempting to collect a debt and will
 * use any information obtained for that purpose (12 CFR 1006.34(c)(1), 1006.18(e); 15 U.S.C. 1692e(11)). Any clear paraphrase
 * complies; the model form's words are one of many. The notice below is Model Form B-1 with its statement rewritten. From the
 * rule and the ways collectors write, not from one notice. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { rule } from '../rules/vn_collector_communication_disclosure/rule';
import { checkNotice, MODEL_FORM_B1 } from '../testing';
import { failing } from './test-letters';

const FORM_STATEMENT =
  'North South Group is a debt collector. We are trying to collect a debt that you owe to Bank of Rockville. We will use any information you give us to help collect the debt.';

const notice = (statement: string): string => {
  if (!MODEL_FORM_B1.includes(FORM_STATEMENT)) throw new Error('the model form changed');
  return MODEL_FORM_B1.replace(FORM_STATEMENT, statement);
};
const flags = (statement: string): boolean =>
  checkNotice(rule, notice(statement), { answers: { isFirstContact: true, allPagesUploaded: true } }).status === 'flag';

const STATEMENTS = [
  'North South Group is a debt collection agency. We are attempting to collect a debt owed to Bank of Rockville, and any information obtained will be used for that purpose.',
  'This letter is from a debt collector, North South Group. It is an attempt to collect a debt, and information you provide will be used for that purpose.',
  'As a debt collector, North South Group is trying to collect the debt you owe to Bank of Rockville. Anything you tell us will be used to collect it.',
  'North South Group collects debts for others. This is an effort to collect the debt you owe Bank of Rockville; any information we obtain will be used for that purpose.',
  'This communication is from a debt collector attempting to collect a debt. Any information obtained will be used for that purpose.',
];
const NONE = ['North South Group is writing to you about your Bank of Rockville account.', 'Thank you for your attention to this account.'];

describe('a notice’s statement that a debt collector writes, in other words (12 CFR 1006.18(e))', () => {
  it('reads each statement and does not flag', () => expect(STATEMENTS.filter(flags)).toEqual([]));
  it('flags a notice with no such statement', () => expect(failing(NONE, flags)).toEqual([]));
});
