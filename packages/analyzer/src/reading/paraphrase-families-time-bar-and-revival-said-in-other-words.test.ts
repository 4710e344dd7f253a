/**
 * Paraphrase families for the two statements a letter on a time-barred debt owes (decision 266, issue 26), read by what the
 * words do, not by the statute's name: that the law bars a suit (Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017;
 * McMahon v. LVNV Funding, 7th Cir. 2014; Buchanan v. Northland Group, 6th Cir. 2015), and, where a payment revives the
 * debt, that a payment may (legal-reference §4.2). Written from the law and the ways people write, not from any letter of
 * a corpus. Tests, not the measure.
 *
 * - The bar in other words: the debt "too old to be collected in court" or "too old for you to be sued on", a debt that
 *   "cannot be collected in court" or "cannot be enforced through a lawsuit", the creditor "no longer allowed to sue", a
 *   debt "outside the time period in which you can be sued", "because this debt is so old, no one can legally sue you" (a bar with
 *   no reason of age or time stays no disclosure, decision 143), the Spanish "no se puede cobrar por la
 *   vía judicial". Read, the rule's finding on an Illinois letter without the revival warning is that warning missing,
 *   not the bar.
 * - The revival warning in other words: a payment that "could revive it" or "may revive the debt", "the clock could start
 *   over", "once you pay, you may again be sued", "the creditor could then take you to court", a payment that "can bring the
 *   debt back within the time to sue", the Spanish "el plazo podría comenzar de nuevo", "podría volver a empezar",
 *   "cualquier pago puede renovar el plazo". With the bar, the letter passes.
 * Near misses: the same warnings denied ("will not revive it", "el plazo no volverá a empezar") are no warning.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { revivalDenials, revivalWarningSpans } from '../rules/_conduct-and-time-bar/phrases';
import { bareLaterLetter, failing } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const OFFER = 'We are offering to settle this account for $1,200.00, a 60% savings.';

/** The federal rule on an Illinois letter of 2023 on a debt last paid in 2012: its finding's message, or null. */
const finding = (body: string): string | null => {
  const text = bareLaterLetter(`Current balance: $2,912.40.\n\n${body} ${OFFER}`, 'Springfield, IL 62701', 'April 2, 2023');
  const result = analyzeText(text, {
    answers: { state: 'IL', lastPaymentDate: '2012-01-01', senderIsOriginalCreditor: false, allPagesUploaded: true },
    today: '2023-04-10',
    rules: [getRule(FEDERAL)!],
  });
  return result.findings.find((f) => f.id === FEDERAL)?.message ?? null;
};

const BARS = [
  'This debt is too old to be collected in court.',
  'This debt cannot be collected in court because of its age.',
  'Because of its age, this debt cannot be enforced through a lawsuit.',
  'Your creditor is no longer allowed to sue you over this debt.',
  'This account is outside the time period in which you can be sued.',
  'Because this debt is so old, no one can legally sue you to collect it.',
  'This debt is too old for you to be sued on it.',
  'Debido a la antigüedad de esta deuda, no se puede cobrar por la vía judicial.',
];

const WARNINGS = [
  'Making a payment could revive it.',
  'A payment may revive the debt.',
  'If you pay anything, the clock could start over.',
  'Once you pay, you may again be sued for the full amount.',
  'If you make any payment, the creditor could then take you to court.',
  'A partial payment can bring the debt back within the time to sue.',
  'Si hace un pago, el plazo podría comenzar de nuevo.',
  'Si paga cualquier cantidad, el tiempo para demandarle podría volver a empezar.',
  'Cualquier pago puede renovar el plazo de prescripción.',
];

describe('the law’s bar said in other words', () => {
  it('is read as the bar: the finding without a revival warning is the warning missing, not the bar', () => {
    expect(failing(BARS, (b) => (finding(b) ?? '').includes('does not warn that in IL a payment'))).toEqual([]);
  });
});

describe('the revival warning said in other words', () => {
  it('is read as the warning', () => {
    expect(WARNINGS.filter((w) => revivalWarningSpans(w).length === 0)).toEqual([]);
  });
  it('with the bar, the letter passes', () => {
    const pairs = BARS.map((b, i) => `${b} ${WARNINGS[i % WARNINGS.length]}`);
    expect(pairs.filter((p) => finding(p) !== null)).toEqual([]);
  });
  it('denied, it is no warning, and the letter is flagged', () => {
    const denied = [
      'Making a payment will not revive it.',
      'If you pay anything, the clock will not start over.',
      'Si paga, el plazo no volverá a empezar.',
      'Un pago no hará que el plazo comience de nuevo.',
    ];
    expect(denied.filter((d) => revivalWarningSpans(d).length > 0 || revivalDenials(d).length === 0)).toEqual([]);
    expect(denied.filter((d) => finding(`${BARS[0]} ${d}`) === null)).toEqual([]);
  });
  it('does not read a payment that closes the account, restores standing or restarts a plan as revival', () => {
    const lawful = [
      'Once you pay, we will close your account.',
      'Payments will be credited to the account and will restore your good standing with us.',
      'The payment plan will start over if you miss a payment.',
      'If you do not pay, we may take you to court.',
    ];
    expect(lawful.filter((l) => revivalWarningSpans(l).length > 0)).toEqual([]);
  });
});
