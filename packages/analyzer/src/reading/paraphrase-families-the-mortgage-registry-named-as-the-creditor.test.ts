/**
 * Paraphrase family for decision 229 (issue 26): the mortgage registry (Mortgage Electronic Registration Systems, MERS) given as
 * the creditor in a first notice. MERS holds the mortgage or security deed as the lender's nominee; it is not owed the debt, so a
 * notice naming it "creditor" does not name the creditor to whom the debt is owed and misstates who is (15 U.S.C. 1692g(a)(2),
 * 1692e; Shoup v. McCurdy & Candler, 11th Cir. 2012, L912, whose text does not hold the name). Lawful: MERS named as the deed's
 * nominee beside the creditor, its registration number, MERS "as nominee for" a named lender. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { collectorNotice } from './test-letters';

const ANSWERS = { state: 'GA', isFirstContact: true, senderIsOriginalCreditor: false, allPagesUploaded: true };
/** The rule's finding on a 2019 first notice whose only words about the creditor are `words`: its message, or undefined. */
const finding = (words: string): string | undefined =>
  analyzeText(collectorNotice(words), { answers: ANSWERS, today: '2019-04-10', rules: [getRule('vn_current_creditor')!] }).findings.find(
    (f) => f.id === 'vn_current_creditor',
  )?.message;

describe('the mortgage registry named as the creditor', () => {
  const FLAG = [
    // the development letter's kind (L912: "creditor on the above referenced loan"), then other words and orders
    'Mortgage Electronic Registration Systems, Inc. is the creditor on the above referenced loan.',
    'The creditor to whom the debt is owed is MERS.',
    'Current Creditor: MERS',
    'This firm represents Mortgage Electronic Registration Systems, Inc., the current creditor of your mortgage loan.',
    'Creditor: Mortgage Electronic Registration Systems, Inc.',
    // Spanish
    'Acreedor actual: Mortgage Electronic Registration Systems, Inc.',
    'Mortgage Electronic Registration Systems, Inc. es su acreedor actual.',
  ];
  const LAWFUL = [
    'Creditor: Pinecrest Bank. The security deed names Mortgage Electronic Registration Systems, Inc. as nominee for the lender.',
    'Creditor: Pinecrest Bank. MERS Min: 1000123-0000456789-1.',
    'Current creditor: Pinecrest Bank, the owner of your loan. Mortgage Electronic Registration Systems, Inc. holds the security deed as its nominee.',
    'Creditor: Mortgage Electronic Registration Systems, Inc., as nominee for Pinecrest Bank',
    'We represent Mortgage Electronic Registration Systems, Inc., as nominee for Pinecrest Bank, the creditor to whom the debt is owed.',
    'Acreedor actual: Pinecrest Bank. La escritura nombra a Mortgage Electronic Registration Systems, Inc. como nominatario.',
  ];
  it.each(FLAG)('flags: %s', (s) => expect(finding(s)).toMatch(/MERS/));
  it.each(LAWFUL)('does not flag: %s', (s) => expect(finding(s)).toBeUndefined());
});
