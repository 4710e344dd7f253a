/**
 * Paraphrase family for decision 316 (issue 26), from probes of the law: the debt told to the consumer's employer,
 * neighbours, family or friends, in any tense ("we have notified your neighbors of this debt", "we told your family about
 * your unpaid balance"), and a copy of the collection letter said sent to one of them ("a copy of this letter has been sent
 * to your employer"). A collector may not tell a third party of the debt (15 U.S.C. 1692c(b)) nor use that exposure to shame
 * the consumer into paying (1692d). Near misses: a denial, an employer contacted only to verify employment (1692b), a copy
 * sent to the consumer's attorney. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const letter = (sentence: string): string => statuteEraLetter(sentence);
const outcome = (sentence: string): string => ruleOutcome('debtor_list_publication', letter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe("the debt told to the consumer's circle, in any tense", () => {
  it.each([
    'We have notified your neighbors of this debt.',
    'We told your family about your unpaid balance.',
    'Our office contacted your employer regarding this debt.',
    'A copy of this letter has been sent to your employer.',
    'Copies of this notice were also mailed to your relatives.',
    'Hemos informado a sus vecinos sobre esta deuda.',
    'Una copia de esta carta fue enviada a su empleador.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    'We will not contact your employer about this debt.',
    'We contacted your employer only to verify your employment.',
    'A copy of this letter has been sent to your attorney.',
    'No informaremos a su empleador sobre esta deuda.',
    'Llamamos a su empleador solo para verificar su empleo.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).toBe('silent');
  });
});
