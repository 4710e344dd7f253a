/**
 * Paraphrase family for decision 352 (issue 26), from probes of the law: a debt collector may not falsely represent or imply that
 * it is affiliated with the United States or any State (15 U.S.C. 1692e(1); 12 CFR 1006.18(b)(1)(i)), nor create a false
 * impression that its letter comes from a court (1692e(9)). `government_affiliation_implied` read the collector said to be "an
 * arm / a division / part of the state" and "a state agency", not "affiliated (associated, connected) with" a court, a sheriff,
 * the attorney general or a government, in either language. Near misses: the affiliation denied, a lawyer's admission to
 * practise before a court, and an affiliation with a private company. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome('government_affiliation_implied', statuteEraLetter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe('a collector said affiliated with a court or a government', () => {
  it.each([
    'This office is affiliated with the county court.',
    "We are officially associated with the local sheriff's office.",
    'Our agency works in affiliation with the state government.',
    "We are connected with the Attorney General's office.",
    'Esta oficina está afiliada con el tribunal del condado.',
    'Somos una empresa asociada al gobierno estatal.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses: denied, admitted to practise, a private affiliation', () => {
  it.each([
    'We are not affiliated with the county court.',
    'This office is not affiliated with any government agency.',
    'We have never been affiliated with the state government.',
    'No estamos afiliados con el tribunal.',
    'We are affiliated with ABC Collections, Inc.',
  ])('stays silent on "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
