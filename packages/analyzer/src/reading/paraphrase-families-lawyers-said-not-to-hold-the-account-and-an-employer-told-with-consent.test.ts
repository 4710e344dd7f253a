/**
 * Paraphrase family for decision 356 (issue 26): two near misses decisions 348 and 349 found read as violations. A collection
 * company's letter that says the account has NOT been placed with its legal department ("Your account has not been placed in our
 * legal department", "Su cuenta no ha sido colocada en nuestro departamento legal") says no lawyer handles it, the opposite of the
 * suggestion 15 U.S.C. 1692e(3) reaches, and was flagged by `false_attorney_involvement` as if it said one did. A letter that says
 * the employer will be told only with the consumer's consent states the statute's own exception (1692c(b)) and was read by
 * `threat_seizure_garnishment` as a garnishment step. Must-flag twins: the placement said, and the employer told without consent.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (rule: string, sentence: string): string => ruleOutcome(rule, statuteEraLetter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe('lawyers said not to hold the account', () => {
  it.each(['Your account has not been placed in our legal department.', 'Su cuenta no ha sido colocada en nuestro departamento legal.'])(
    'stays silent on "%s"',
    (sentence) => {
      expect(outcome('false_attorney_involvement', sentence)).not.toBe('flag');
    },
  );
  it.each([
    'Your account has been placed in our legal department.',
    'Su cuenta ha sido colocada en nuestro departamento legal.',
    'Our attorneys have not yet reviewed your account, but our legal department is handling it.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('false_attorney_involvement', sentence)).toBe('flag');
  });
});

describe('an employer told only with the consumer’s consent', () => {
  it.each(['We will notify your employer of this debt with your written consent.', 'Notificaremos a su empleador con su consentimiento.'])(
    'stays silent on "%s"',
    (sentence) => {
      expect(outcome('threat_seizure_garnishment', sentence)).not.toBe('flag');
    },
  );
  it.each(['We will notify your employer of this debt.', 'Notificaremos a su empleador sobre esta deuda.'])('flags "%s"', (sentence) => {
    expect(outcome('threat_seizure_garnishment', sentence)).toBe('flag');
  });
});
