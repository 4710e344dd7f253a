/**
 * Paraphrase family for decision 350 (issue 26), from probes of the law: a settlement offer presented as never to be made again
 * may mislead when the collector can renew it (15 U.S.C. 1692e(10); Goswami v. American Collections Enterprise, 5th Cir. 2004),
 * and the honest statement that renewal is not assured is the safe harbour (Evory v. RJM Acquisitions, 7th Cir. 2007). The
 * probes found "will never be made again" read in English and its Spanish twin "nunca se volverá a ofrecer" not; an offer
 * "withdrawn permanently" not read; and an offer "only available today" (a deadline presented as exclusive, as "available for 48
 * hours only" is read) not read in either language. Near misses: the safe-harbour sentence beside the same words, a deadline
 * with no claim of finality, and "permanently" said of something other than the offer. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'settlement_offer_false_urgency';
const outcome = (sentence: string): string => ruleOutcome(RULE, statuteEraLetter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13');

describe('an offer withdrawn for good, never to be repeated, or open only today', () => {
  it.each([
    'You must accept this settlement offer within 48 hours or it will be withdrawn permanently.',
    'If not accepted by March 20, this discount will be permanently revoked.',
    'This settlement offer is only available today.',
    'Esta oferta vence en 10 días y nunca se volverá a ofrecer.',
    'Si no la acepta antes del 20 de marzo, esta oferta será retirada permanentemente.',
    'Esta oferta de descuento solo está disponible hoy.',
  ])('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
});

describe('near misses: the safe harbour, a deadline alone, "permanently" of something else', () => {
  it.each([
    'This settlement offer is only available today. We are not obligated to renew this offer.',
    'Esta oferta solo está disponible hoy. No estamos obligados a renovar esta oferta.',
    'This settlement offer expires on March 20, 2016.',
    'We offer to settle this account for $600.00. Your old address has been permanently removed from our records.',
  ])('stays silent on "%s"', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
