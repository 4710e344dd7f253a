/**
 * Paraphrase family for decision 363 (issue 26), from probes of the law: a debt collector may not falsely represent or imply that
 * it is vouched for, bonded by or affiliated with the United States or any State (15 U.S.C. 1692e(1); 12 CFR 1006.18(b)(1)), nor
 * use a name that suggests it is a government body (1692e(9), (14)). `government_affiliation_implied` read a government name in
 * the letterhead, the signature or "this notice is issued by …", and credentials told as work for a government. It did not read
 * the account said to have been placed with a body named like a government one ("Your account has been referred to the Federal
 * Collection Bureau for enforcement", "Su cuenta ha sido remitida a la Oficina Federal de Cobranzas"), nor a collector said to
 * work with the police, a sheriff or a district attorney. Near misses: a referral that may come for a government debt (Treasury
 * offset), a referral to the collector's own legal department, the police named in a consumer's own remedy. Tests, not the
 * measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'government_affiliation_implied';
const outcome = (sentence: string) => ruleOutcome(RULE, statuteEraLetter(sentence), { state: 'OH' }, '2016-03-13');

describe('an account placed with a government-named body; a collector said to work with the police', () => {
  it.each([
    'Your account has been referred to the Federal Collection Bureau for enforcement.',
    "Your account has been referred to the District Attorney's Office.",
    'Su cuenta ha sido remitida a la Oficina Federal de Cobranzas.',
    'Our agency works with local law enforcement to collect unpaid debts.',
    'Our company works closely with local law enforcement.',
    'We cooperate with the police and the sheriff in collecting delinquent accounts.',
    'Trabajamos junto con la policía local para cobrar deudas.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    'Your account may be referred to the Department of the Treasury for offset.',
    'Your account has been referred to our legal department.',
    'If you believe you are a victim of identity theft, file a report with your local police department.',
    'We do not work with law enforcement.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
