/**
 * Paraphrase family for decision 367 (issue 26), from an opened letter's holding and probes of the law: the consumer may dispute
 * a debt by saying so, without reasons or papers (15 U.S.C. 1692g(a)(3)-(4), (b); 12 CFR 1006.38, comment 38-1).
 * `dispute_conditions_added` read documents, proof and receipts asked of a dispute, but not the papers asked as "all
 * information regarding the dispute", "all relevant / supporting information" or "toda la información relacionada con la
 * disputa" (*McCurdy v. Professional Credit Service*, D. Or. 2015: "If you dispute any account referenced in this letter, please
 * send all information regarding the dispute to [the agency]" could lead the least sophisticated consumer to believe a dispute
 * must be written and documented), nor the dispute told to "forward" or "mail" it. Near misses: a dispute sent to an address
 * with nothing asked of it, the consumer's name and account number, information offered as optional, information about the
 * account or a payment rather than the dispute. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'dispute_conditions_added';
const statuteEra = (sentence: string) => ruleOutcome(RULE, statuteEraLetter(sentence, { notice: true }), { state: 'OR', isFirstContact: true }, '2016-03-13');
const regF = (sentence: string) => ruleOutcome(RULE, firstLetter(sentence), { state: 'OR', isFirstContact: true }, '2025-06-12');

describe('a dispute to be sent with all information about it', () => {
  it.each([
    'If you dispute any account referenced in this letter, please send all information regarding the dispute to our office at PO Box 100, Portland, OR 97201.',
    'If you dispute this debt, please send all information regarding your dispute to the address above.',
    'To dispute this debt, please send all relevant information to the address above.',
    'If you dispute the balance, please submit all supporting information to our office.',
    'If you wish to dispute this debt, you must send all information concerning your dispute to us.',
    'Should you dispute this account, please forward any information relating to the dispute to PO Box 100, Portland, OR 97201.',
    'When you dispute this debt, mail all of the information pertaining to your dispute to our office.',
    'Si usted disputa esta cuenta, por favor envíe toda la información relacionada con la disputa a nuestra oficina.',
    'Para disputar esta deuda, envíenos toda la información sobre su disputa.',
  ])('flags "%s" in a statute-era and a Regulation F first letter', (sentence) => {
    expect(statuteEra(sentence)).toBe('flag');
    expect(regF(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'If you have a dispute, please send it to PO Box 100, Portland, OR 97201.',
    'If you dispute this debt, please include your name, address and account number.',
    'If you dispute this debt, please send your dispute to the address above.',
    'If you have any documents that support your dispute, you may send them to us, but you are not required to.',
    'You may send any information regarding your dispute if you wish, but it is not required.',
    'If you have any information regarding this account, please contact our office.',
    'If you dispute this debt, please send us your current contact information.',
    'Please send all information regarding your payment to the address above.',
  ])('does not flag "%s"', (sentence) => {
    expect(statuteEra(sentence)).toBe('silent');
    expect(regF(sentence)).toBe('silent');
  });
});
