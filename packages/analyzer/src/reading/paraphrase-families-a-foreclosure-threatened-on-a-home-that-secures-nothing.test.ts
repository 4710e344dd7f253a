/**
 * A foreclosure threatened on a home that secures nothing (issue 26, decision 554; open paraphrase P486, from development letter
 * L1177: a law firm's letter to a mother who owed nothing, "our client will move to foreclose on your home", Ohio). Tests, not the
 * measure.
 *
 * The law: a collector may not say that nonpayment will lead to the seizure or sale of property unless the action is lawful and
 * intended (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3)). A foreclosure is the forced sale of real estate: a mortgage holder may
 * foreclose on the home that secures its loan, but on an unsecured debt no one may foreclose on a home without a judgment and a
 * lien that attaches to it. Whether the home secures the debt is a fact the person knows (`propertySecuresDebt`).
 *
 * What was wrong on the start code: `threat_seizure_garnishment` did not read a foreclosure as a taking ("sell your home" and a
 * "sheriff's sale" were read, "foreclose on your home" was not), and a letter's own word "foreclose" counted as a sign that the
 * debt was secured even after the person said nothing secured it.
 *
 * Must flag (the person says no property secures the debt and no judgment was entered): a foreclosure said as the step, in any
 * verb and voice, English and Spanish. Must not flag: the same on a mortgage (the person says the home secures the debt, or says
 * nothing and the letter names the mortgage), a foreclosure denied, the word alone ("if you are facing foreclosure"), a
 * foreclosure on another loan.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { bareLaterLetter, CITY_IN, runRule } from './test-letters';

const UNSECURED: UserAnswers = { propertySecuresDebt: false, judgmentEntered: false, lawsuitFiled: false, readsSpanish: true };
const flags = (body: string, answers: UserAnswers = UNSECURED): boolean =>
  runRule('threat_seizure_garnishment', bareLaterLetter(body, CITY_IN.NY as string, 'May 1, 2017'), answers, 'NY', '2017-06-01').flagged;

describe('a foreclosure threatened on a home that secures nothing', () => {
  it('flags the control: a sale of the home', () => {
    expect(flags('If this debt is not paid, our client will sell your home.')).toBe(true);
  });
  it.each([
    'If this debt is not paid, our client will move to foreclose on your home.',
    'We will begin foreclosure proceedings against you unless you pay in full.',
    'Your home may be foreclosed if this balance remains unpaid.',
    'Failure to pay will result in foreclosure of your property.',
    'Our client intends to foreclose on your real estate.',
    'Pay now to stop the foreclosure of your home.',
    'We may foreclose on your house if you do not pay.',
    'Unless payment is received, our client will initiate foreclosure.',
    'Si no paga, nuestro cliente procederá con la ejecución hipotecaria de su casa.',
    'Su casa podría ser objeto de un juicio hipotecario si no paga esta deuda.',
  ])('flags: %s', (body) => {
    expect(flags(body)).toBe(true);
  });
  it.each([
    ['Your mortgage loan is in default. We will begin foreclosure proceedings against you unless you pay in full.', {}],
    ['If this debt is not paid, our client will move to foreclose on your home.', { propertySecuresDebt: true }],
    ['We will not foreclose on your home.', UNSECURED],
    ['If you are facing foreclosure, a housing counselor may be able to help.', UNSECURED],
    ['This letter is not about any foreclosure on another loan you may have.', UNSECURED],
    ['Su préstamo hipotecario está en mora. Si no paga, procederemos con la ejecución hipotecaria de su casa.', {}],
  ])('does not flag: %s', (body, answers) => {
    expect(flags(body, answers as UserAnswers)).toBe(false);
  });
});
