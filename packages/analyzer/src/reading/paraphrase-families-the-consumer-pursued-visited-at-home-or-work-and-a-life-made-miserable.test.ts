/**
 * Paraphrase family for decision 362 (issue 26), from probes of the law: a debt collector may not engage in conduct whose natural
 * consequence is to harass, oppress or abuse, nor threaten violence or other criminal means (15 U.S.C. 1692d, 1692d(1); 12 CFR
 * 1006.14). `threat_violence` read "we know where you live" and "we'll pay you a visit" as veiled intimidation, but not the
 * consumer said to be pursued ("don't make us come find you", "you cannot hide from us"), the collector's people said to come to
 * the consumer's home or work ("our field representative will visit your home and your place of employment"), or a life made
 * miserable, in English or Spanish. Near misses: a visit the consumer asks for, the collector's office or website, a denial, a
 * payment plan "found" for the consumer, an address not found. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'threat_violence';
const outcome = (sentence: string) => ruleOutcome(RULE, statuteEraLetter(sentence), { state: 'OH' }, '2016-03-13');

describe('the consumer pursued, visited at home or work, a life made miserable', () => {
  it.each([
    'Our field representative will visit your home and your place of employment to discuss this debt.',
    'An investigator will come to your house if this is not resolved.',
    'We will show up at your work.',
    "Don't make us come find you.",
    'No matter where you go, we will find you.',
    'You cannot hide from us forever.',
    'We will make your life miserable until this debt is paid.',
    'Le visitaremos en su casa y en su trabajo para cobrar esta deuda.',
    'Nuestro representante irá a su casa.',
    'No nos obligue a buscarlo.',
    'Le haremos la vida imposible hasta que pague.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'A representative can visit you at your home at your request.',
    'If you wish, a representative may visit your home by appointment.',
    'Please visit our office or our website to make a payment.',
    'We will never visit your home or your place of employment.',
    'We will find you a payment plan that fits your budget.',
    'Our records show we could not find you at your prior address.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('silent');
  });
});
