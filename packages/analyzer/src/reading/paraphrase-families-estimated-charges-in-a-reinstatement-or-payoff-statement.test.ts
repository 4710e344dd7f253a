/**
 * Paraphrase families for decision 384 (issue 26): a reinstatement or payoff statement whose sum asked includes charges for work
 * not yet done, listed as estimated, anticipated or projected legal, attorney or foreclosure items. Fees for services not yet
 * performed are not owed, whatever the agreement allows for fees actually incurred, and a sum that includes them misstates the
 * debt (15 U.S.C. 1692e(2)(A), 1692f(1); Kaymark v. Bank of America, 3d Cir. 2015; Prescott v. Seterus, 11th Cir. 2015, where
 * the items stood under "Estimated Charges" and the label did not save them). Decision 157 read such a row with its figure above
 * a total; this family reads the items named without the word "fees" ("Estimated Legal/Attorney", "Anticipated foreclosure"),
 * and a row whose figure is not on its line (a statement's columns, a quoted fragment) where the statement says the sum it asks.
 * From the law and the ways servicers and collectors print these statements, not from one letter's words. Tests, not the measure.
 *
 * Lawful near misses: charges already incurred; an estimated row of zero; a row said to be conditional; an estimated row with no
 * sum asked anywhere; interest or fees said not to be included.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { laterLetter, runRule } from './test-letters';

const FEES = 'unauthorized_fees_or_interest';
const statement = (body: string): string =>
  laterLetter(body, {
    collector: 'Harbor Loan Servicing, LLC',
    address: 'PO Box 900\nTampa, FL 33601',
    consumerCity: 'Miami, FL 33101',
    date: 'September 4, 2025',
  });
const flagged = (body: string, answers: UserAnswers = { contractAllowsCollectionFees: true }): boolean =>
  runRule(FEES, statement(body), { allPagesUploaded: true, ...answers }, 'FL', '2025-09-10').flagged;

describe('estimated legal, attorney or foreclosure items in the sum a statement asks', () => {
  const FLAG = [
    'The reinstatement amount if received between 9/4/2025 and 9/27/2025 is $15,569.64.\n\nActual Charges Through 9/27/2025\nLegal Fees F/C $1,125.00\n\nEstimated Charges Through 9/27/2025\nEstimated Legal/Attorney $3,175.00',
    'The reinstatement amount if received by September 27, 2025 is $15,569.64.\n\nEstimated Charges\nEstimated Legal/Attorney',
    'Payoff amount good through 9/30/2025: $182,400.12\n\nEstimated Foreclosure $1,450.00\nEstimated Attorney $900.00',
    'Total amount to reinstate: $9,870.00\n\nAnticipated foreclosure\nAnticipated attorney',
    'Principal: $8,000.00\nAnticipated Legal $650.00\nTotal due: $8,650.00',
    'Monto total para pagar: $9,870.00\n\nHonorarios legales estimados\nCostos judiciales previstos',
  ];
  const LAWFUL = [
    'The reinstatement amount if received by September 27, 2025 is $15,569.64.\n\nActual Charges Through 9/27/2025\nLegal Fees F/C $1,125.00',
    'The reinstatement amount if received by September 27, 2025 is $15,569.64.\n\nEstimated Legal/Attorney $0.00',
    'The reinstatement amount if received by September 27, 2025 is $15,569.64.\n\nEstimated attorney fees if foreclosure proceeds: $3,175.00',
    'Please call us for a reinstatement quote.\n\nEstimated Legal/Attorney',
    'The reinstatement amount if received by September 27, 2025 is $15,569.64.\n\nEstimated Legal/Attorney $3,175.00 (not included in the amount above)',
  ];
  it.each(FLAG)('flags: %s', (b) => expect(flagged(b)).toBe(true));
  it.each(LAWFUL)('does not flag: %s', (b) => expect(flagged(b)).toBe(false));
});
