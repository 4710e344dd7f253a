/**
 * Paraphrase family for decision 349 (issue 26), from probes of the law: a collector may not communicate with third parties about
 * the debt without the consumer's consent (15 U.S.C. 1692c(b); 12 CFR 1006.6(d)), nor threaten to (1692e(5)), nor expose the
 * consumer to shame (1692d). `debtor_list_publication` read the consumer's circle told of the debt with the person first ("we
 * will notify your employer of this debt") and missed the debt first ("We will report this debt to your employer", "We will
 * disclose your account information to your family", "Reportaremos esta deuda a su empleador"). Near misses: the disclosure
 * denied, made only with the consumer's consent (the statute's own exception), and what is sent being the consumer's payment.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome('debtor_list_publication', statuteEraLetter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe("the debt itself reported to the consumer's circle", () => {
  it.each([
    'We will report this debt to your employer.',
    'We will disclose your account information to your family.',
    'Our office will send details of this unpaid balance to your landlord.',
    'We have reported your delinquency to your references.',
    'Reportaremos esta deuda a su empleador.',
    'Divulgaremos la información de su cuenta a sus familiares.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses: denied, with consent, or not the debt', () => {
  it.each([
    'We will not disclose this debt to your employer.',
    'No revelaremos esta deuda a su empleador.',
    "We will send information about this account to your employer's payroll office only with your consent.",
    'Enviaremos información sobre esta deuda a su empleador solo con su consentimiento.',
    'Please send your payment to our office.',
  ])('stays silent on "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
