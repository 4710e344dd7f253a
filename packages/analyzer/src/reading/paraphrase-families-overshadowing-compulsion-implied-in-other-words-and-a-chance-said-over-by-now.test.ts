/**
 * Paraphrase families for decision 511 (issue 26): a later letter inside the first notice's thirty days that implies the
 * consumer's time is up, in other words than those decisions 196 and 234 read. Tests, not the measure.
 *
 * 1. Compulsion implied as the other way to "voluntarily", in its synonyms and in the passive: the consumer has failed to
 *    settle the debt "on your own", "of your own accord", "by choice"; "no acceptable plan ... voluntarily has been worked out
 *    by you"; the account to be resolved "without your consent" or "against your will" (Riess v. Messerli & Kramer, D. Minn.
 *    2011; Allen v. ATG Credit, N.D. Ill. 2004; Read v. Messerli & Kramer, D. Minn. 2012). Inside the first notice's period it
 *    overshadows the dispute right (15 U.S.C. 1692g(b)). Lawful: a choice offered ("if you would rather handle this on your
 *    own"), payment said to be voluntary, a promise to act only with consent, a denial.
 * 2. The chance to resolve the debt said to be over, with its time said otherwise ("has by now offered you a chance to settle",
 *    "we have to date given you every opportunity to pay"), beside a suit (Read v. Messerli & Kramer; decision 234). Lawful: a
 *    chance still open, an offer thanked for, a chance said over beside no step of suit.
 */
import { describe, expect, it } from 'vitest';
import { bareLetter, overshadowingOutcome } from './test-letters';

const LATER_INSIDE = { state: 'NY', isFirstContact: false, firstNoticeReceivedDate: '2025-05-28' };
const LATER_RUN_OUT = { state: 'NY', isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };
const LATER_UNDATED = { state: 'NY', isFirstContact: false };

const ON_YOUR_OWN = [
  'You have not made an acceptable arrangement to settle this obligation on your own. Contact this office immediately.',
  'No acceptable plan for paying this balance voluntarily has been worked out by you.',
  'You have neglected to work out a payment plan for this account of your own accord.',
  'No satisfactory arrangement to resolve this debt voluntarily has been made.',
  'You have failed to clear this balance by choice, despite our letters.',
  'If the terms set for you are not kept, this office will resolve your defaulted account fully and without your consent.',
  'Your account will be resolved against your will unless the balance is paid.',
  'Usted no ha llegado a un acuerdo satisfactorio para pagar esta deuda por su propia cuenta.',
  'Su cuenta será resuelta sin su consentimiento si no cumple con los pagos acordados.',
];

describe('1. compulsion implied as the other way to "voluntarily", in other words', () => {
  it.each(ON_YOUR_OWN)('a later letter inside the first period overshadows; asked undated; silent after: %s', (body) => {
    const text = bareLetter(body);
    expect(overshadowingOutcome(text, LATER_INSIDE), body).toBe('flag');
    expect(overshadowingOutcome(text, LATER_UNDATED), body).toBe('ask');
    expect(overshadowingOutcome(text, LATER_RUN_OUT), body).toBe('silent');
  });

  it.each([
    'If you would rather handle this on your own, you may pay online at any time.',
    'You may resolve this account on your own schedule; there is no deadline.',
    'Because of the age of your debt, we will not sue you for it. Any payment you make is voluntary.',
    'We will not take any action on your account without your consent.',
    'No payment plan is required; you may pay voluntarily whenever you wish.',
    'Thank you for settling this balance on your own.',
    'Si prefiere resolver esto por su propia cuenta, puede pagar en línea cuando lo desee.',
  ])('a choice offered, payment said to be voluntary, a promise or a thanks: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE), body).not.toBe('flag');
  });
});

const SUIT = 'Our client may file a lawsuit to collect this balance.';

describe('2. the chance to resolve the debt said to be over, with its time said otherwise', () => {
  it.each([
    `This firm has by now offered you a chance to settle the account. ${SUIT}`,
    `We have to date given you every opportunity to pay this balance. ${SUIT}`,
    `Our office has at this point afforded you ample opportunity to resolve this debt. ${SUIT}`,
    `The creditor has by now extended you a fair chance to settle this account. ${SUIT}`,
  ])('a later letter inside the first period overshadows; silent after: %s', (body) => {
    const text = bareLetter(body);
    expect(overshadowingOutcome(text, LATER_INSIDE), body).toBe('flag');
    expect(overshadowingOutcome(text, LATER_RUN_OUT), body).toBe('silent');
  });

  it.each([
    `This firm has by now offered you a chance to settle the account, and the offer remains open until July 31, 2025. ${SUIT}`,
    'This firm has by now offered you a chance to settle the account. Please call us to discuss it.',
    `Thank you: we have to date given you every opportunity to pay, and you have kept your plan. ${SUIT}`,
  ])('a chance still open, thanked for, or beside no suit: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE), body).not.toBe('flag');
  });
});
