/**
 * Paraphrase families for overshadowing read by kind, second round (decision 136, issue 26): what a sentence does, from
 * the law's categories (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1) and (d)(2)), not the words one letter used. Each family
 * is written from the category, in the ways collectors write it (synonyms, word order, active and passive, modality,
 * Spanish), with the lawful near misses courts approved or the law allows. No letter of any corpus is quoted. Tests, not
 * the measure.
 *
 * 1. A demand and its consequence split across sentences, the consequence referring back to the demand by the debt left
 *    unpaid ("If this debt is not paid…", "Should this account remain unpaid…") or by the demand's time running out
 *    ("Once that time passes…", "Pasado ese plazo…"); and the same step said first, timed by the demand after it.
 * 2. A dispute said not to stop collection, in the collector's own collecting ("we will continue to collect this debt even
 *    if you dispute it"), against 1692g(b)'s rule that a written dispute inside the period stops collection until
 *    verification is sent.
 * 3. Urgency and the time: payment said due now, "time is of the essence", "urgently" (immediacy only under a step); the
 *    debt to be handled in the passive; a day of the month without its month, a day before its month; and a labelled date
 *    the sentence leaves to the consumer ("you may pay by … if you wish") is not a demand.
 * 4. A step of suit said to come soon without a date ("shortly", "in the near future", "at any time", "en breve") or before
 *    the thirty days end: inside the period by its own words when the step is definite; "may" stays Terran's hedge.
 * 5. The Bartlett explanation in other words cures a deadline inside the period (Bartlett v. Heibl, 7th Cir. 1997; "this
 *    notice in no way affects any rights you may have" held lawful beside a credit-reporting warning): "nothing in this
 *    letter limits your right…", "your rights described below remain in effect / still apply", "you retain all of the
 *    rights described below", Spanish; a right to something else (a payment plan) is not the explanation.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { firstLetter, ruleOutcome } from './test-letters';

const TODAY = '2025-06-12';
const PAYMENT = 'overshadow_payment_deadline';
const THREAT = 'overshadow_threat_inside_period';
const BOTH = [PAYMENT, THREAT];
const ANSWERS = { state: 'TX' };

/** Whether any of `ruleIds` flags the first letter (dated June 2, 2025; period to July 14, 2025) with `body` as its words. */
const flagged = (ruleIds: readonly string[], body: string): boolean => ruleIds.some((id) => ruleOutcome(id, firstLetter(body), ANSWERS, TODAY) === 'flag');

// ---------------------------------------------------------------------------------------------
// 1. The consequence that refers back to the demand by the debt left unpaid or by the demand's time running out.

describe(`${THREAT}: a step timed by the demand before it, the consequence referring back by kind`, () => {
  it.each([
    'Please call us within ten days. If this debt is not paid, we will file suit.',
    'Please call us within ten days. Should this account remain unpaid, we will file suit.',
    'Please call us within ten days. If the matter remains unresolved, our attorney will file suit.',
    'Please call us within ten days. Unless this debt is paid, our client will sue.',
    'Please call us within ten days. If this account is not resolved, it will be sent to our attorney for suit.',
    'Please call us within ten days. Once that time passes, we will file suit.',
    'Please call us within ten days. When those ten days are up, our attorney will file suit.',
    'Please call us within ten days. At the end of that period, we will file suit.',
    'Please call us within ten days. Past that deadline, we will file suit.',
    'Llámenos dentro de diez días. Pasado ese plazo, presentaremos una demanda.',
    'Llámenos dentro de diez días. Si la deuda no se paga, presentaremos una demanda.',
    'Llámenos dentro de diez días. En caso de no recibir su pago, presentaremos una demanda.',
  ])('flags: %s', (sentence) => {
    expect(flagged([THREAT], sentence)).toBe(true);
  });
  it.each([
    'If this debt is not paid, we will file suit. Please call us within ten days.',
    'If this account is not resolved, our client will sue. Call this office within five days.',
    'Should the balance remain unpaid, our attorney will file suit. Please call us within ten days.',
    'Si la cuenta no se paga, presentaremos una demanda. Llámenos dentro de cinco días.',
    'Our client has authorized us to proceed with legal action if this debt is not paid. Please call immediately.',
  ])(`${PAYMENT} flags the step said first, on the debt left unpaid: %s`, (sentence) => {
    expect(flagged([PAYMENT], sentence)).toBe(true);
  });
  it.each([
    // the validation period's own end, not the demand's time
    'Please call us within ten days. When the 30-day period ends, we will file suit.',
    'Please call us within ten days. Once this 30-day period passes, we may review your account for legal action.',
    // the debt paid, not left unpaid
    'Please call us within ten days if you have questions. If this debt is paid, we will close your file.',
    'If this debt is paid, we will close your file. Please call us within ten days.',
    'Unless this debt is disputed, we will assume it is valid. Please call us within ten days if you have questions.',
    // a step only said to be possible (Terran v. Kaplan, 9th Cir. 1997), or no step at all
    'If this debt is not paid, we may consider further options. Please call us immediately.',
    'Please call us within ten days. After that time, we will mail you a payment coupon.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged(BOTH, sentence)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. A dispute said not to stop collection, in the collector's own collecting.

describe(`${THREAT}: collection said to go on whatever the dispute`, () => {
  it.each([
    'If you dispute this debt, we will still proceed with collection.',
    'We will continue to collect this debt even if you dispute it.',
    'Our client will pursue this debt whether or not you dispute it.',
    'Collection will proceed regardless of any dispute.',
    'Your dispute will not stop us from proceeding against you.',
    'Even if you send a dispute, collection of this debt will go on.',
    'Si usted disputa esta deuda, aun así seguiremos con el cobro.',
  ])('flags it in a letter with the notice: %s', (sentence) => {
    const result = analyzeText(firstLetter(sentence), { answers: { ...ANSWERS, allPagesUploaded: true }, today: TODAY, rules: [getRule(THREAT)!] });
    expect(result.findings.map((f) => f.id)).toEqual([THREAT]);
    expect(result.findings[0]!.message).toContain('disputing the debt will not stop collection');
  });
  it.each([
    // collection during the period is lawful until a dispute (1692g(b)); the undisputed part may be collected
    'We will continue collection activity during the validation period.',
    'We may continue to collect any portion of the debt you do not dispute.',
    'Collection may continue during the 30-day period unless you dispute the debt in writing.',
    // the statute's own rule: collection stops until verification is sent
    'If you dispute in writing, we will stop collection until we mail you verification.',
    'If you dispute this debt, we will continue collection only after we send you verification.',
    'If you dispute this debt, we will still send you a copy of the verification.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged(BOTH, sentence)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Urgency and the time.

describe(`${PAYMENT}: urgency, the passive, and the day of the month`, () => {
  it.each([
    'Payment is due now. If not received, your account will be referred to an attorney.',
    'The balance is due now, and we will report it to the credit bureaus if it is not paid.',
    'Time is of the essence, and you must pay this balance to avoid legal action.',
    'You must urgently pay this balance to avoid legal action.',
    'Your account must be brought current within two weeks.',
    'This balance must be taken care of by June 20, 2025 or we will proceed.',
    'Our client requires payment by the 20th of this month.',
    'You must pay the balance no later than the 15th.',
    'You must pay the balance by the 20th day of June.',
  ])('flags: %s', (sentence) => {
    expect(flagged([PAYMENT], sentence)).toBe(true);
  });
  it.each([
    // no step: a statement of the balance or of urgency alone
    'Payment is due now.',
    'Time is of the essence.',
    'The amount due now is $1,250.00. If not paid, your account may be referred to an attorney.',
    // the deadline after the period ends (July 14, 2025)
    'You must pay the balance by the 20th of July.',
    'You must pay the balance by the 20th of August.',
    // left to the consumer (Wilson v. Quadramed, 3d Cir. 2000: an invitation is not a demand)
    'You may pay by June 20, 2025 if you wish.',
    'You may pay by the 20th if you wish.',
    'If you wish, you may pay the balance by June 20, 2025.',
    // Bartlett v. Heibl's explanation cures a deadline inside the period
    'Our client requires payment by the 20th of this month. This demand does not affect your right to dispute the debt by July 14, 2025.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged(BOTH, sentence)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. A step of suit said to come soon, or before the thirty days end.

describe(`${THREAT}: suit said to come soon without a date`, () => {
  it.each([
    'Our attorney will file suit shortly.',
    'Your account will be forwarded to our attorney shortly.',
    'We will commence legal action against you in the near future.',
    'Our client intends to sue you in the near future.',
    'Our client will file suit against you at any time without further notice.',
    'We will file suit before the 30-day period ends.',
    'Su cuenta será enviada a nuestros abogados en breve para iniciar una demanda.',
  ])('flags: %s', (sentence) => {
    expect(flagged([THREAT], sentence)).toBe(true);
  });
  it.each([
    // only possible (Terran v. Kaplan, 9th Cir. 1997), or no step of suit
    'Our client may file suit soon.',
    'Our client may file suit against you at any time.',
    'We will contact you soon about your account.',
    'Please pay soon.',
    // after the period, or denied
    'We will file suit shortly after the validation period ends.',
    'We will not file suit before the 30-day period ends.',
    // Bartlett v. Heibl's explanation
    'Our attorney will file suit shortly. Suit does not affect your right to dispute the debt by July 14, 2025.',
  ])('does not flag: %s', (sentence) => {
    expect(flagged(BOTH, sentence)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The Bartlett explanation in other words.

describe(`${PAYMENT} and ${THREAT}: the explanation that the rights survive the deadline, in other words`, () => {
  const DEADLINE = 'You must pay the balance within ten days to avoid legal action.';
  it.each([
    'Nothing in this letter limits your right to dispute this debt.',
    'Nothing in this letter takes away your rights described below.',
    'This letter in no way affects any rights you may have.',
    'Your rights described on the back of this letter remain in effect.',
    'Your rights described below still apply.',
    'You retain all of the rights described below.',
    'Esta solicitud no afecta sus derechos descritos abajo.',
    'Nada en esta carta limita su derecho a disputar la deuda.',
  ])('does not flag the deadline explained by: %s', (explanation) => {
    expect(flagged(BOTH, `${DEADLINE} ${explanation}`)).toBe(false);
  });
  it.each(['Your right to a payment plan remains available.', 'Nothing in this letter should be read as an offer.', 'Your rights are important to us.'])(
    'still flags the deadline beside: %s',
    (sentence) => {
      expect(flagged([PAYMENT], `${DEADLINE} ${sentence}`)).toBe(true);
    },
  );
});
