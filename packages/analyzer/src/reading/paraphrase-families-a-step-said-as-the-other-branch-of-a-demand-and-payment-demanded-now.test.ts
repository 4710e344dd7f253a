/**
 * Paraphrase family for decision 347 (issue 26), from probes of the law: a first letter that tells the consumer to call or pay at
 * once and says what follows if they do not as the other branch of the directive ("Call us today, or your account will be
 * escalated", "Contact us immediately; otherwise, further collection action will be taken", "Llámenos hoy o su cuenta será
 * escalada"), and payment demanded "now" in the words of a demand ("We demand payment in full now"). The rules read the same
 * deadline with its stake said as a purpose ("call us today to avoid further action", decision 240; Morgan v. Credit Adjustment
 * Board, E.D. Va. 1998) and payment demanded "today" or "immediately" (Miller v. Payco-General American Credits, 4th Cir. 1991);
 * the "or" form and "demand … now" say the same thing (15 U.S.C. 1692g(b)). Spanish "comuníquese … hoy" is read as "contact …
 * today". Near misses: an "or" with no step ("or visit our website"), a step said only to be possible ("or your account may be
 * escalated": Terran v. Kaplan, 9th Cir. 1997), a call asked only of one with questions, an invitation ("you may call us today"),
 * an "otherwise" that assumes nothing against the consumer, and a deadline after the validation period. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { overshadowingOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const FIRST = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const english = (sentence: string): string => overshadowingOutcome(statuteEraLetter(sentence, { notice: true }), FIRST, TODAY);
const spanish = (sentence: string): string => overshadowingOutcome(spanishStatuteEraLetter(sentence), FIRST, TODAY);

describe('a step said as the other branch of a demand to act at once, and payment demanded now', () => {
  it.each([
    'Call us today to make arrangements or your account will be escalated.',
    'Call us today, or we will take further action.',
    'Please contact us immediately; otherwise, further collection action will be taken.',
    'You must call this office at once, or else the matter will be referred to our attorney.',
    'Pay the balance today, failing which we will begin legal proceedings.',
    'We demand payment in full now.',
    'Our client insists on payment of the balance now.',
  ])('flags in English: %s', (sentence) => {
    expect(english(sentence)).toBe('flag');
  });

  it.each([
    'Llámenos hoy o su cuenta será escalada.',
    'Comuníquese con nosotros hoy; de lo contrario, tomaremos otras medidas.',
    'Comuníquese con nosotros de inmediato o procederemos con acciones legales.',
    'Exigimos el pago total ahora mismo.',
  ])('flags in Spanish: %s', (sentence) => {
    expect(spanish(sentence)).toBe('flag');
  });
});

describe('near misses: no step on the other branch, a step only possible, an invitation, a deadline after the period', () => {
  it.each([
    'Call us today or visit our website.',
    'Call us today or your account may be escalated.',
    'If you have questions, call us today or write to us.',
    'You may call us today or write to us at any time.',
    'Please call us or write to us; otherwise we will assume you have no questions.',
    'Call us before August 30, 2016, or your account will be escalated.',
  ])('stays silent in English: %s', (sentence) => {
    expect(english(sentence)).not.toBe('flag');
  });

  it.each([
    'Llámenos hoy o visite nuestro sitio web.',
    'Llámenos hoy o su cuenta podría ser escalada.',
    'Si tiene preguntas, comuníquese con nosotros hoy o escríbanos.',
  ])('stays silent in Spanish: %s', (sentence) => {
    expect(spanish(sentence)).not.toBe('flag');
  });
});
