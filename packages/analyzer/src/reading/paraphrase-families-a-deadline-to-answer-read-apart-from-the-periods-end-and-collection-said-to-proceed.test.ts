/**
 * Paraphrase family for decision 326 (issue 26), from probes of the law: a first letter that gives the consumer a date to
 * answer inside the validation period and a step for not answering ("If you do not respond by March 10, 2016, we will assume
 * you do not intend to pay and act accordingly"), and a step said as collection that will proceed ("we will proceed with
 * collection activity without further notice"). Either presses the consumer to act before the thirty days end (15 U.S.C.
 * 1692g(b); Bartlett v. Heibl, 7th Cir. 1997; Chauncey v. JDR Recovery, 7th Cir. 1997). The first was missed because the
 * word "assume" made its dated sentence read as the period's own end date; "assume" now counts only where the debt is
 * assumed valid, correct or owed. Near misses: the debt assumed valid by the period's end (the notice itself), collection
 * that proceeds only after the validation period, a step the letter only says may come, and a date after the thirty days.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { overshadowingOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string, state = 'OH'): string =>
  overshadowingOutcome(statuteEraLetter(sentence, { notice: true }), { state, isFirstContact: true }, '2016-03-14');

describe('a deadline to answer inside the period, with a step, read apart from the period’s end', () => {
  it.each([
    'If you do not respond by March 10, 2016, we will assume you do not intend to pay and act accordingly.',
    'If you do not pay by March 10, 2016, we will assume you refuse to pay and will act accordingly.',
    'Unless we hear from you by March 9, 2016, we will assume you have no intention of paying and will proceed accordingly.',
    'If you fail to respond within the next seven days, we will proceed with collection activity without further notice.',
    'If we do not hear from you within 10 days, we will proceed with legal action.',
    'Should you fail to contact us within five days, we will proceed with further collection efforts.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    // The notice's own sentence: the debt assumed valid at the period's end is no deadline inside it.
    'If you do not dispute this debt by April 15, 2016, we will assume it is valid.',
    // After the period, or only possible, or a date after the thirty days.
    'If the account remains unpaid after the validation period, we will proceed with collection activity.',
    'If you do not respond within 10 days, we may proceed with collection activity.',
    'If you do not respond by May 20, 2016, we will assume you do not intend to pay and act accordingly.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});

describe('the same in other words: the consumer’s refusal assumed, and Spanish', () => {
  it.each([
    'If you do not respond within 7 days, we will assume you have no intention of paying and act accordingly.',
    'If you do not respond within 7 days, we will assume you refuse to pay and refer this account to our attorney.',
    'Si no responde dentro de 7 días, asumiremos que no tiene intención de pagar y procederemos en consecuencia.',
    'Si no recibimos respuesta en los próximos siete días, procederemos con las gestiones de cobro sin más aviso.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    // The collector's own denial still denies the step.
    'We have no intention of suing you and will not refer this account to an attorney.',
    'No tenemos intención de demandarle y no procederemos con acciones legales.',
    'Si no paga después del período de validación, procederemos con las gestiones de cobro.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
