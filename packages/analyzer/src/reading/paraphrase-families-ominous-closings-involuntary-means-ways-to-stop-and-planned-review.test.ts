/**
 * Paraphrase families for decision 196 (issue 26): threats read by kind, from the law's categories and the many ways people
 * write them, never from one letter's words. Tests, not the measure.
 *
 * 1. A lawyer's warning that closes a demand on a short clock ("govern yourself accordingly", "act accordingly", "actúe en
 *    consecuencia"), or a referral whose destination the letter leaves unsaid ("we shall refer this account", "this matter will
 *    be turned over"), on that clock: the least sophisticated consumer reads the unnamed step as a suit (15 U.S.C. 1692e(5),
 *    (10); Jeter v. Credit Bureau, 11th Cir. 1985; Bond v. Ideal Collection Services, M.D. Fla. 2018). Lawful: a plain request
 *    to call, a clock with no warning, a referral that "may" go to another agency or one that names another collection agency,
 *    a referral put after the validation period, a warning with no clock.
 * 2. "Voluntarily" as the way the consumer has failed to take, or is being given a last chance to take ("You have failed to
 *    make a satisfactory arrangement to resolve this obligation voluntarily", "full involuntary resolution"): the other way is
 *    compulsion, a suit or garnishment (Riess v. Messerli & Kramer, D. Minn. 2011; Allen v. ATG Credit, N.D. Ill. 2004). An
 *    implied threat, and inside the first notice's period an overshadowing (15 U.S.C. 1692g(b)). Lawful: payment said to be
 *    voluntary (the time-barred notices), a denial, a thanks.
 * 3. A first letter that threatens a step and lists the ways to stop it, every one a payment or a call and none the dispute
 *    (Oberther v. Midland Credit Management, D. Mass. 2014): it plausibly overshadows the dispute right even when it says the
 *    step waits for the period (15 U.S.C. 1692g(b)). Lawful: a list that names the dispute, a list of payment options with no
 *    step to stop.
 * 4. A collector's planned referral or review ("ATTORNEY REVIEW PLANNED", "failure to reply will result in attorney review",
 *    "we plan on sending your account to an attorney"): no attorney is said to be involved now (15 U.S.C. 1692e(3); Stephenson
 *    v. Midland Credit Management, D. Utah 2021). Claims of present review stay flagged.
 * 5. Suit said as its preparation or its start ("proceed to prepare for litigation", "begin legal proceedings", "commence legal
 *    action", "pursue litigation", Spanish), with modality (Wiener v. Bloomfield, S.D.N.Y. 1995). Lawful: a truthful "may", a
 *    denial, a decision not yet made.
 */
import { describe, expect, it } from 'vitest';
import {
  bareLetter,
  expectNoSuitThreat,
  expectSuitThreat,
  firstLetter,
  overshadowingOutcome,
  threatLetter as letter,
  threatOutcome as outcome,
} from './test-letters';

const SUIT = 'threat_legal_action_unintended';
const ATTORNEY = 'false_attorney_involvement';

// ---------------------------------------------------------------------------------------------
// 1. A lawyer's warning on a short clock, and a referral whose destination is left unsaid

describe('1. an ominous closing or an unnamed referral beside a demand on a short clock', () => {
  it.each([
    'If we do not receive your PAYMENT IN FULL WITHIN TEN (10) DAYS, we shall refer this account.\n\nGOVERN YOURSELF ACCORDINGLY.',
    'Unless the balance is paid within 10 days, we will refer your account. Govern yourself accordingly.',
    'Payment in full is required within five (5) days of the date of this letter.\n\nPlease govern yourself accordingly.',
    'You have seven days to pay this balance in full. Act accordingly.',
    'Pay the balance within 10 days.  Govern   yourself\naccordingly.',
    'We must receive your payment within ten days. You are advised to conduct yourself accordingly.',
    'Should payment not be received within 10 days, this matter will be referred without further notice.',
    'This account will be turned over if the balance is not paid within fifteen (15) days.',
    'We will forward this file unless payment in full is made within 10 days.',
    'IF THE BALANCE IS NOT PAID WITHIN TEN DAYS, THIS ACCOUNT WILL BE REFERRED FOR FURTHER HANDLING.',
    'Si no recibimos su pago total dentro de diez (10) días, remitiremos esta cuenta. Actúe en consecuencia.',
    'Debe pagar el saldo total en un plazo de 10 días. Obre en consecuencia.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Please call us at your convenience to discuss this account.',
    'Please call us within 10 days to discuss your payment options.',
    'If we do not receive payment within 10 days, we may refer your account to another agency.',
    'If we do not hear from you within 10 days, we will refer your account to another collection agency.',
    'If the balance remains unpaid, we will refer this account, but not before the end of the thirty-day validation period described below.',
    'Please review the enclosed statement of your account. Govern yourself accordingly.',
    'We will not refer this account within the next 30 days.',
    'If you pay within 10 days, we will refer your account back to our client as paid in full.',
  ])('a plain request, a clock without a warning, another agency, a referral after the period or a warning with no clock: %s', (body) =>
    expectNoSuitThreat(body),
  );
});

// ---------------------------------------------------------------------------------------------
// 2. "Voluntarily": the way the consumer has failed to take, and the last chance to take it

const VOLUNTARY_FAILED = [
  'You have failed to make a satisfactory arrangement to resolve this obligation voluntarily. Contact this office immediately.',
  'YOU HAVE FAILED TO RESOLVE THIS OBLIGATION VOLUNTARILY.',
  'You have not paid this debt voluntarily despite our letters.',
  'This obligation has not been voluntarily resolved.',
  'This is your last opportunity to resolve this account voluntarily.',
  'Your final chance to settle this balance on a voluntary basis is now.',
  'Failure to comply with these arrangements will result in the full involuntary resolution of your account.',
  'Usted no ha resuelto esta deuda voluntariamente.',
  'Esta es su última oportunidad de pagar esta deuda de manera voluntaria.',
];

describe('2. "voluntarily" as the way not taken: implied compulsory collection', () => {
  it.each(VOLUNTARY_FAILED)('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Because of the age of your debt, we will not sue you for it. Any payment you make is voluntary.',
    'You may make voluntary payments at any time.',
    'Thank you for resolving this account voluntarily.',
    'We will never pursue involuntary collection of this account.',
    'Participation in a payment plan is voluntary.',
  ])('payment said to be voluntary, a thanks or a denial: %s', (body) => expectNoSuitThreat(body));

  const LATER_INSIDE = { state: 'NY', isFirstContact: false, firstNoticeReceivedDate: '2025-05-28' };
  const LATER_RUN_OUT = { state: 'NY', isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };
  const LATER_UNDATED = { state: 'NY', isFirstContact: false };
  it.each(VOLUNTARY_FAILED.slice(0, 7))('a later letter inside the first period overshadows the dispute right; after it, not: %s', (body) => {
    const text = bareLetter(body);
    expect(overshadowingOutcome(text, LATER_INSIDE), body).toBe('flag');
    expect(overshadowingOutcome(text, LATER_UNDATED), body).toBe('ask');
    expect(overshadowingOutcome(text, LATER_RUN_OUT), body).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// 3. The ways to stop a threatened step, all of them payment

const FIRST = { state: 'MA', isFirstContact: true, senderIsOriginalCreditor: false };

describe('3. a first letter whose ways to stop a threatened step are all payment or a call', () => {
  it.each([
    'We are considering forwarding this account to an attorney in your state for possible litigation. However, such forwarding will not occur until after the dispute period described below ends.\nWhat do you need to do to stop this process from continuing?\n1) Mail in $200.00 and call to set up your remaining payments.\n2) Call us to see how to qualify for discounts and payment plans.',
    'Your account may be placed with a law firm for collection. To stop this from happening, you can:\n- pay the balance in full; or\n- set up a payment plan by calling 800-555-0100.',
    'We intend to report this account to the credit bureaus after the validation period. HOW TO AVOID THIS:\n(a) Pay $100.00 today, or\n(b) Call us to arrange monthly payments.',
    'Your account is under review for possible legal action. Here is how you can prevent this: Option 1: pay in full. Option 2: call us to set up a payment plan.',
    'Estamos considerando enviar esta cuenta a un abogado para un posible litigio.\n¿Qué debe hacer para detener este proceso?\n1) Envíe $200.00 y llámenos para establecer sus pagos.\n2) Llámenos para conocer los descuentos y planes de pago.',
  ])('flags: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), FIRST), body).toBe('flag');
  });

  it.each([
    'We are considering forwarding this account to an attorney for possible litigation after the dispute period described below ends.\nWhat do you need to do to stop this process?\n1) Mail in $200.00 and call to set up your remaining payments.\n2) Call us to see how to qualify for discounts.\n3) Dispute the debt as explained below.',
    'Your account may be placed with a law firm. To stop this from happening, you can pay the balance, call us to set up a plan, or dispute the debt in writing by July 14, 2025.',
    'Your payment options:\n1) Pay the balance in full.\n2) Call us to set up a payment plan.',
    'Please call us to discuss your options.',
  ])('not flagged: the dispute among the ways, or no step to stop: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), FIRST), body).not.toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// 4. A planned review or referral is not a present attorney's involvement (1692e(3))

describe('4. a collector that plans an attorney review or a referral claims no attorney is involved now', () => {
  const agencyLetter = (body: string): string => letter(body, 'UT');
  it.each([
    'FINAL NOTICE\nIf you do not reply, we plan on sending your account to an attorney in the state of UT.\nATTORNEY REVIEW PLANNED.\nFAILURE TO REPLY WILL RESULT IN ATTORNEY REVIEW',
    'ATTORNEY REVIEW PLANNED',
    'Attorney review scheduled.',
    'Your account is scheduled for attorney review if we do not hear from you.',
    'Not replying will result in attorney review.',
    'Upcoming attorney review: respond by March 20, 2025.',
    'We plan to send your account for attorney review next month.',
    'Failure to respond will lead to a review by an attorney.',
  ])('not flagged: %s', (body) => {
    expect(outcome(ATTORNEY, agencyLetter(body), { state: 'UT', isFirstContact: false }).flagged, body).toBe(false);
  });

  it.each([
    'Your account is now under attorney review.',
    'Our attorneys have reviewed your account.',
    'ATTORNEY REVIEW COMPLETED.',
    'Your file has been reviewed by an attorney.',
  ])('a present or completed review stays flagged: %s', (body) => {
    expect(outcome(ATTORNEY, agencyLetter(body), { state: 'UT', isFirstContact: false }).flagged, body).toBe(true);
  });

  it('the planned-review letter is not flagged as an implied threat from its words', () => {
    const text = agencyLetter(
      'FINAL NOTICE\nIf you do not reply, we plan on sending your account to an attorney in the state of UT.\nATTORNEY REVIEW PLANNED.\nFAILURE TO REPLY WILL RESULT IN ATTORNEY REVIEW',
    );
    expect(outcome(SUIT, text, { state: 'UT', isFirstContact: false }).flagged).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. Suit said as its preparation or its start

describe('5. "prepare for litigation", "begin legal proceedings" and their kin', () => {
  it.each([
    'If you do not respond within ten days, we will proceed to prepare for litigation.',
    'Unless we hear from you within 10 days, this office will begin legal proceedings.',
    'We will commence legal action if the balance is not paid by March 20, 2025.',
    'Our client intends to pursue litigation unless this balance is paid.',
    'WE SHALL PROCEED TO PREPARE FOR LEGAL PROCEEDINGS AGAINST YOU.',
    'Preparations for litigation will begin if no payment is received within ten days.',
    'We are now preparing to file suit on this account.',
    'Si no responde en diez días, procederemos a preparar el litigio.',
    'Iniciaremos procedimientos legales en su contra si no paga.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body, 'NY'));

  it.each([
    'We may pursue litigation if the balance remains unpaid.',
    'We have not decided whether to prepare for litigation.',
    'We will not commence legal action on this account.',
  ])('a truthful "may", an open decision or a denial: %s', (body) => expectNoSuitThreat(body, 'NY'));
});
