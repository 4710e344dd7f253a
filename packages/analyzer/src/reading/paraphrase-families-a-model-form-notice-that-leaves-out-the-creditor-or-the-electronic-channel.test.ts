/**
 * A notice laid out as Model Form B-1 that leaves out a value the collector must fill in (issue 26, open law letters W168 and W180).
 * Tests, not the measure.
 *
 * The law: a collector who uses Model Form B-1 complies with the content and format requirements of 12 CFR 1006.34(c) and (d)(1)
 * (1006.34(d)(2)); using the form means filling it in. A notice in the form's layout that never names the creditor to whom the
 * debt is owed ("We are trying to collect a debt that you owe." with no name; "You had an account with account number …" with no
 * creditor) has not given the item of 1006.34(c)(2)(iii) and 15 U.S.C. 1692g(a)(2), as a wrong sum or an early end date is not
 * following the form (decision 132 and `MODEL_FORM_VALUE_CHECKS`). A notice delivered electronically must say how to dispute and
 * ask for the original creditor electronically (1006.34(c)(3)(v)); the form's electronic sentence is optional only for a paper
 * notice.
 *
 * What was missed on the start code: both notices passed under the safe harbour.
 *
 * Near misses: the CFPB's own model form, on paper and by email (it carries the electronic sentences), stays clean.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';

/** The CFPB's model form, its end date moved into the Regulation F era (a notice dated July 20, 2022). */
const MODEL_FORM = readFileSync(join(__dirname, '../../test-fixtures/cfpb-model-form-b1.txt'), 'utf8').replaceAll('August 28, 2020', 'August 29, 2022');
const vnFindings = (text: string, answers: Record<string, unknown> = {}): string[] =>
  analyzeText(`July 20, 2022\n\n${text}`, {
    answers: { state: 'MD', isFirstContact: true, allPagesUploaded: true, ...answers },
    today: '2022-07-30',
  })
    .findings.map((f) => f.id)
    .filter((id) => id.startsWith('vn_'));

describe('a model-form notice that leaves out the creditor or, sent by email, the electronic channel', () => {
  it('the CFPB model form is clean on paper and by email', () => {
    expect(vnFindings(MODEL_FORM)).toEqual([]);
    expect(vnFindings(MODEL_FORM, { deliveredElectronically: true })).toEqual([]);
  });
  it('the model form with the creditor left out flags the current creditor', () => {
    const noCreditor = MODEL_FORM.replace('a debt that you owe to Bank of Rockville.', 'a debt that you owe.').replace(
      'You had a Main Street Department Store credit card from Bank of Rockville with account number 123-456-789.',
      'You had an account with account number 123-456-789.',
    );
    expect(noCreditor).not.toContain('Bank of Rockville');
    expect(vnFindings(noCreditor)).toContain('vn_current_creditor');
  });
  it('the model form sent by email without its electronic sentences flags the electronic dispute statement', () => {
    const noElectronic = MODEL_FORM.replace(' We accept disputes electronically at www.example.com/dispute.', '').replace(
      ' We accept such requests electronically at www.example.com/request.',
      '',
    );
    expect(noElectronic).not.toContain('electronically');
    expect(vnFindings(noElectronic, { deliveredElectronically: true })).toContain('vn_electronic_dispute_statement');
    expect(vnFindings(noElectronic)).toEqual([]);
  });
});
