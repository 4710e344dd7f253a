/**
 * Paraphrase family for decision 353 (issue 26), from probes of the law: a debt collector may not use language whose natural
 * consequence is to abuse the reader (15 U.S.C. 1692d(2); 12 CFR 1006.14(d)). `obscene_or_abusive_language` read an insult said
 * to the reader ("you are a thief", "usted es un ladrón") and not the same insult said of whoever does not pay, which lands on the
 * reader all the same ("Only a thief refuses to pay what he owes", "People who don't pay their debts are nothing but thieves",
 * "Solo un ladrón se niega a pagar"), nor shame put on the reader ("You should be ashamed of yourself", "Debería darle
 * vergüenza"). Near misses: shame denied or of asking for help, "only" before a payment, and non-payment said to lead to a
 * lawful step. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string): string =>
  ruleOutcome('obscene_or_abusive_language', statuteEraLetter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe('an insult said of whoever does not pay, and shame put on the reader', () => {
  it.each([
    'Only a thief refuses to pay what he owes.',
    "People who don't pay their debts are nothing but thieves.",
    'You should be ashamed of yourself for not paying.',
    'Shame on you.',
    'Solo un ladrón se niega a pagar lo que debe.',
    'Las personas que no pagan sus deudas son ladrones.',
    'Debería darle vergüenza no pagar.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'You should not be ashamed to ask for help.',
    'Only a small payment is needed to resolve this.',
    'People who do not pay may be sued.',
    'No debería darle vergüenza pedir ayuda.',
  ])('stays silent on "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
