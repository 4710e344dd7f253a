/**
 * Paraphrase family for decision 414 (issue 26): the collector's people said to remain, be stationed or be sent in the consumer's
 * area to collect ("my special agents will remain in your area to collect. Believe me.": Cirkot v. Diversified Financial Systems,
 * D. Conn. 1993, development L675, a violation of 15 U.S.C. 1692d). Like a visit to the home announced (decision 362), it tells the
 * consumer that people sent by the collector are near and will come, conduct whose natural consequence is to harass or oppress
 * (1692d; 12 CFR 1006.14). On the start code `threat_violence` read the visit announced but not the agents said to be near. Must flag:
 * the agents, field representatives, investigators or collectors said to remain, stay, be stationed, work or be sent in the
 * consumer's area, neighbourhood, town or city, in English and Spanish. Must not flag: the collector's offices in the area,
 * representatives available to help or by appointment, an agent denied, a payment location nearby. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const outcome = (sentence: string) => ruleOutcome('threat_violence', statuteEraLetter(sentence), { state: 'CT' }, '2016-03-13');

describe("the collector's people said to be in the consumer's area", () => {
  it.each([
    'Pay this account in full or my special agents will remain in your area to collect. Believe me.',
    'Our field agents are now stationed in your neighborhood.',
    'Our investigators will be sent to your town to collect this debt.',
    'Our collectors are working in your area this week and will stay there until this balance is paid.',
    'OUR FIELD REPRESENTATIVES WILL REMAIN IN YOUR CITY UNTIL THIS ACCOUNT IS RESOLVED.',
    'Nuestros agentes especiales permanecerán en su zona para cobrar.',
    'Nuestros cobradores estarán en su vecindario esta semana.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'Our offices are located in your area for your convenience.',
    'Our representatives are available in your area to help you set up a payment plan.',
    'A local representative in your area can meet you by appointment if you wish.',
    'No agent of ours will ever come to your area or your home.',
    'You may make your payment at any of our locations in your city.',
    'Nuestras oficinas están en su ciudad.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
