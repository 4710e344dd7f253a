/**
 * Paraphrase family for decision 377 (issue 26), from a fresh set opened: a threat of suit or judgment conditioned on payment "within
 * that thirty day period" demands payment inside the validation period on pain of suit, without saying what a dispute does, and
 * overshadows the notice (15 U.S.C. 1692g(b); McCafferty v. Schwartzkopf Law Office, E.D. Mo. 2011; Savino v. Computer Credit, 2d
 * Cir. 1998; Bartlett v. Heibl, 7th Cir. 1997). The probes found the period named with "that" and the split "with in" not read, nor
 * a judgment said in a modal passive ("judgment may be taken against you"), in English and Spanish ("dentro de ese período").
 * Near misses: the same threat with the Bartlett explanation of what a dispute does, a judgment not timed, the notice's own "copy
 * of any judgment entered against you", and a period that ends outside the thirty days. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'overshadow_threat_inside_period';
const outcome = (sentence: string): string =>
  ruleOutcome(RULE, statuteEraLetter(sentence, { notice: true }), { state: 'OH', isFirstContact: true }, '2016-03-13');

describe('a threat timed by the thirty-day period named, and a judgment said to be taken', () => {
  it.each([
    'Judgment may be taken against you unless your check or money order is received in our office with in that thirty day period.',
    'A judgment may be entered against you unless payment in full is received within that 30-day period.',
    'Judgment could be obtained against you if your payment is not received within the thirty day period.',
    'We may file suit unless your payment reaches this office with in the 30 day period.',
    'Si no recibimos su pago dentro de ese período de treinta días, podemos presentar una demanda en su contra.',
    'Podríamos iniciar acciones legales si su pago no llega durante ese período de 30 días.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses: the Bartlett explanation, a judgment untimed, the period outside the thirty days', () => {
  it.each([
    'If you do not pay within the thirty day period, we may sue you, but if you dispute the debt in writing we will stop collection until we mail you verification.',
    'A judgment may be entered against you if you do not pay.',
    'Your check or money order must be received in our office within that thirty day period.',
    'No judgment will be sought against you within the thirty day period.',
    'Judgment may be taken against you if your payment is not received within ninety days after the end of the thirty day period.',
  ])('stays silent on "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
