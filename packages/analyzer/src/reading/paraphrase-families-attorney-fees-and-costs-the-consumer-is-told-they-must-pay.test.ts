/**
 * Paraphrase family for decision 365 (issue 26), from probes of the law: a collector may collect a fee or cost only where the
 * agreement or the law allows it (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)), and may not threaten a charge it cannot lawfully add
 * (1692e(5)); attorney's fees need a contract or a statute, and a letter that tells the consumer as a certainty that they owe
 * fees only a court may award misleads (*Lox v. CDA*, 7th Cir. 2012; *Veach v. Sheeks*, 7th Cir. 2003; *Fields v. Wilber Law
 * Firm*, 7th Cir. 2004). `reading/balance-growth.ts` read the charge said to come ("attorney's fees may be added", "you may be
 * held liable for attorney's fees"), but not the consumer told, surely, that they must pay it: "you are responsible for our
 * attorney fees and court costs", "you will be required to pay our attorney's fees", "you must also pay the attorney fees we
 * have incurred", "if we sue you, you will have to pay our attorney's fees", "usted es responsable de nuestros honorarios de
 * abogado", "usted tendrá que pagar nuestros honorarios". `unauthorized_fees_or_interest` now judges them as it judges fees
 * said to be added: flagged (low, the agreement's silence assumed) unanswered, flagged on `contractAllowsCollectionFees: false`,
 * passed on true.
 *
 * Near misses, clean: the fee denied, the balance itself, a lawful condition ("if permitted by your agreement"), and another's
 * charges (a bank's returned-payment fee, a phone carrier's message fees: decision 365 no longer reads them as a charge on the
 * debt in either order). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { chicagoLaterLetter, ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const RULE = 'unauthorized_fees_or_interest';
const LATER_ANSWERS = { state: 'IL', isFirstContact: false };
const LATER_TODAY = '2025-06-12';
const STATUTE_ANSWERS = { state: 'OH', isFirstContact: true };
const STATUTE_TODAY = '2016-03-13';
const later = chicagoLaterLetter;

const TOLD_TO_PAY = [
  'You are responsible for our attorney fees and court costs.',
  "You will be required to pay our attorney's fees.",
  'You must also pay the attorney fees we have incurred in collecting this debt.',
  "If we sue you, you will have to pay our attorney's fees and court costs.",
  'You are also liable for the collection costs of this agency.',
];
const TOLD_TO_PAY_ES = [
  'Usted es responsable de nuestros honorarios de abogado y costas judiciales.',
  'Si le demandamos, usted tendrá que pagar nuestros honorarios de abogado y las costas judiciales.',
  'Usted deberá pagar los gastos de cobranza.',
];

describe('the consumer told they must pay fees or costs', () => {
  it.each(TOLD_TO_PAY)('flags it unanswered, on no, and passes it on yes (later letter): %s', (sentence) => {
    expect(ruleOutcome(RULE, later(sentence), LATER_ANSWERS, LATER_TODAY)).toBe('flag');
    expect(ruleOutcome(RULE, later(sentence), { ...LATER_ANSWERS, contractAllowsCollectionFees: false }, LATER_TODAY)).toBe('flag');
    expect(ruleOutcome(RULE, later(sentence), { ...LATER_ANSWERS, contractAllowsCollectionFees: true }, LATER_TODAY)).not.toBe('flag');
  });
  it.each(TOLD_TO_PAY)('flags it on no in a statute-era first letter: %s', (sentence) => {
    expect(ruleOutcome(RULE, statuteEraLetter(sentence, { notice: true }), { ...STATUTE_ANSWERS, contractAllowsCollectionFees: false }, STATUTE_TODAY)).toBe(
      'flag',
    );
  });
  it.each(TOLD_TO_PAY_ES)('flags it in Spanish, unanswered and on no: %s', (sentence) => {
    expect(ruleOutcome(RULE, spanishStatuteEraLetter(sentence), STATUTE_ANSWERS, STATUTE_TODAY)).toBe('flag');
    expect(ruleOutcome(RULE, spanishStatuteEraLetter(sentence), { ...STATUTE_ANSWERS, contractAllowsCollectionFees: false }, STATUTE_TODAY)).toBe('flag');
  });
});

describe('near misses', () => {
  it.each([
    "You are not responsible for any attorney's fees or collection costs.",
    'You will not have to pay any collection costs.',
    'You are responsible for paying the balance in full.',
    'You are responsible for interest if permitted by your agreement.',
    'You are responsible for any fees your bank charges for a returned payment.',
    'You must pay the fees charged by your phone carrier for text messages.',
    'Usted no es responsable de honorarios de abogado.',
  ])('flags nothing, even on no: %s', (sentence) => {
    expect(ruleOutcome(RULE, later(sentence), { ...LATER_ANSWERS, contractAllowsCollectionFees: false }, LATER_TODAY)).not.toBe('flag');
  });
});
