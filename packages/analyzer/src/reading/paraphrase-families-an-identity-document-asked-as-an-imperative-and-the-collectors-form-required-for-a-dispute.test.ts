/**
 * Paraphrase family for decision 311 (issue 26), from probes of the law: a condition on the dispute said as an imperative
 * ("If you dispute this debt, include a copy of your driver's license", "To dispute, enclose a copy of your photo
 * identification", "Si usted disputa esta deuda, incluya una copia de su licencia") or the collector's own form made the way
 * to dispute ("Disputes must be submitted using the enclosed form"). The statute asks only that the consumer dispute, in
 * writing for verification (15 U.S.C. 1692g(a)(3)-(4); 12 CFR 1006.38, comment 38-1). Near misses: documents invited, the
 * form offered, a dispute sent to the collector's address. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome('dispute_conditions_added', firstLetter(sentence), { state: 'TX', isFirstContact: true }, '2025-06-12');

describe('a condition on the dispute said as an imperative, or the collector’s form required', () => {
  it.each([
    "If you dispute this debt, include a copy of your driver's license.",
    'To dispute this debt, enclose a copy of your photo identification.',
    'When you dispute the balance, please attach proof of payment.',
    'Si usted disputa esta deuda, incluya una copia de su licencia de conducir.',
    'Disputes must be submitted using the enclosed form.',
    'Your dispute must be made on the attached dispute form.',
    'Las disputas deben hacerse en el formulario adjunto.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    'You may use the enclosed form to dispute the debt.',
    'If you dispute this debt, you may include any documents that support your dispute.',
    'If you dispute this debt, please send your letter to the address above.',
    'To dispute this debt, call or write to us at the address above.',
    'Disputes must be made using the enclosed form or in a letter to the address above.',
    'Las disputas deben hacerse en el formulario adjunto o escríbanos sin el formulario.',
    'If you dispute this debt because of identity theft, please send a copy of your police report.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).toBe('silent');
  });
});
