/**
 * Paraphrase families for decision 205 (issue 26): two kinds of overshadowing read by what a letter does, from the law's
 * categories and not from one letter's words. Tests, not the measure.
 *
 * 1. A consequence (a lien, a foreclosure, suit, a lawyer, a report) said to follow non-payment by a count of days run from the
 *    letter's own date ("within thirty-five days from the date of this letter"), beside a notice whose thirty days run from the
 *    consumer's receipt and that gives no end date. The count ends about when the period does, or before it if the letter takes more
 *    than a few days to arrive: the consumer cannot tell which comes first (15 U.S.C. 1692g(a)(3)-(5), (b); Mashiri v. Epsten Grinnell
 *    & Howell, 9th Cir. 2017; Swift v. Maximus, E.D.N.Y. 2004, for thirty days). A collector may take receipt as up to five days
 *    (Saturdays, Sundays and holidays not counted) after it sends the notice (12 CFR 1006.34(b)(5)), seven calendar days in an
 *    ordinary week: a count from the letter's date of up to thirty-seven days may end inside the period. Lawful: forty-five days; a
 *    count from receipt that outlasts the thirty; the Bartlett explanation that the deadline leaves the rights alone (Bartlett v.
 *    Heibl, 7th Cir. 1997); an expiring offer (Evory v. RJM Acquisitions, 7th Cir. 2007); a notice whose end date comes first.
 * 2. A telephone call said to be the only way to get help or to resolve the debt ("WE CANNOT HELP YOU UNLESS YOU CALL", "the only
 *    way to resolve this account is to call us", "no podemos ayudarle a menos que nos llame"), in a first letter or a later one
 *    inside the first notice's period: only a written dispute secures verification and stops collection (15 U.S.C. 1692g(a)(4),
 *    (b); 12 CFR 1006.38(d)(2)), and a letter that offers the telephone as the one way out contradicts the notice's way of
 *    disputing (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; Garrett v. Credit Bureau of Carbon County, Colo. App. 2018,
 *    under the Colorado act). Lawful: an invitation to call (Riccio v. Sentry Credit, 3d Cir. 2020 en banc; Terran v. Kaplan, 9th
 *    Cir. 1997: "immediate telephone call"), a call or a letter offered, "contact us" by any means, a call named only as a way to
 *    pay, a follow-up after the first period.
 * 3. Immediate payment demanded as a shouted line of its own, in capitals ("IMMEDIATE FULL PAYMENT", "PAYMENT IN FULL IS DUE
 *    IMMEDIATELY", "PAGO INMEDIATO REQUERIDO"), in a first letter whose notice runs from receipt: the loudest words of the letter
 *    demand payment now, a demand by layout with no verb of obligation (Miller v. Payco-General American Credits, 4th Cir. 1991;
 *    Swanson v. Southern Oregon Credit Service, 9th Cir. 1988). Lawful: the same words in ordinary type as a wish, "PROMPT PAYMENT"
 *    (Wilson v. Quadramed, 3d Cir. 2000), a label with a figure, a way to pay, a denial, the Bartlett explanation beside it.
 */
import { describe, expect, it } from 'vitest';
import { bareLetter, firstLetter, overshadowingOutcome, statuteNotice } from './test-letters';

const NOTICE = [
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
  'If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.',
].join(' ');

/** A 1692g-era first letter (March 4, 2019, no end date) whose own words are `body`, then the notice. */
const receiptLetter = (body: string): string => statuteNotice(`${body}\n\n${NOTICE}`);
const FIRST_2019 = { state: 'VA', isFirstContact: true };
const outcome2019 = (body: string): string => overshadowingOutcome(receiptLetter(body), FIRST_2019, '2019-03-12');

describe('1. a consequence counted from the letter’s own date that ends about when the period counted from receipt does', () => {
  it.each([
    // close to the example's kind
    'Failure to pay your assessment account in full within thirty-five (35) days from the date of this letter will result in a lien being recorded against your property.',
    // other steps, other orders, other voices, other modals (none from a development letter)
    'If the balance is not paid within 33 days of the date of this letter, we will file a lawsuit against you.',
    'Unless we receive payment in full within thirty-six days after the date of this notice, your account will be reported to the credit bureaus.',
    'A lien will be placed on your home if this amount remains unpaid 35 days from the date of this letter.',
    'You must pay the full balance within 35 days from the mailing of this letter, or our client will foreclose on your property.',
    'Payment of $598.00 is required within thirty-two (32) days from the date of this letter; otherwise the matter will be referred to our attorney.',
    'Our client shall record a lien against your property unless the balance is paid within thirty-five days of the date of this letter.',
    'Failure to pay within 35 days from the date of this letter may result in a lien against your property.',
    'Si no paga el saldo total dentro de 35 días a partir de la fecha de esta carta, se registrará un gravamen sobre su propiedad.',
    'Debe pagar el saldo dentro de treinta y cinco (35) días a partir de la fecha de esta carta.',
  ])('flags beside a notice counted from receipt: %s', (body) => {
    expect(outcome2019(body)).toBe('flag');
  });
  it.each([
    'Failure to pay your account in full within forty-five (45) days from the date of this letter will result in a lien being recorded against your property.',
    'If the balance is not paid within 35 days after you receive this letter, a lien may be recorded against your property.',
    'Failure to pay within 35 days from the date of this letter will result in a lien being recorded against your property. This deadline does not affect your right to dispute the debt described below.',
    'We are offering you a 20% discount. This offer expires 35 days from the date of this letter.',
    'We will not record a lien against your property while the account is under dispute.',
    'A lien was recorded against your property 35 days after the date of our earlier letter.',
  ])('lawful: %s', (body) => {
    expect(outcome2019(body)).toBe('silent');
  });
  it('a notice whose end date comes before the count: lawful; one whose end date comes after it: flagged', () => {
    // firstLetter is dated June 2, 2025 and its end date is July 14, 2025: fifty days run to July 22, thirty-five to July 7.
    expect(overshadowingOutcome(firstLetter('Failure to pay within 50 days from the date of this letter will result in a lien against your property.'))).toBe(
      'silent',
    );
    expect(overshadowingOutcome(firstLetter('Failure to pay within 35 days from the date of this letter will result in a lien against your property.'))).toBe(
      'flag',
    );
  });
  it('a dated deadline inside the period with a lien as the consequence', () => {
    expect(overshadowingOutcome(firstLetter('A lien will be recorded against your property on June 20, 2025 unless the balance is paid.'))).toBe('flag');
    expect(overshadowingOutcome(firstLetter('Si el saldo no se paga antes del 20 de junio de 2025, se registrará un gravamen sobre su propiedad.'))).toBe(
      'flag',
    );
  });
});

const LATER_INSIDE = { state: 'CO', isFirstContact: false, firstNoticeReceivedDate: '2025-05-28' };
const LATER_RUN_OUT = { state: 'CO', isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };

describe('2. a telephone call said to be the only way to get help or to resolve the debt', () => {
  it.each([
    'WE CANNOT HELP YOU UNLESS YOU CALL',
    'We are unable to assist you with this account until you telephone our office.',
    'The only way to resolve this account is to call us at 800-555-0100.',
    'This matter can only be resolved by calling our office at 800-555-0100.',
    'Nothing can be done about this balance unless you call us.',
    'Unless you call us, we will not be able to help you.',
    'We can only help you if you call us at 800-555-0100.',
    'Help with this account is available only by telephone.',
    'No podemos ayudarle a menos que nos llame.',
    'La única manera de resolver esta cuenta es llamarnos al 800-555-0100.',
  ])('flags in a later letter inside the first period and in a first letter: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('flag');
    expect(overshadowingOutcome(firstLetter(body))).toBe('flag');
  });
  it.each([
    'If you have any questions, please call us at 800-555-0100.',
    'We cannot help you unless you call or write to us.',
    'We can help you only if you contact us by phone or by mail.',
    'We cannot help you unless you contact us.',
    'Payments by phone can only be made by calling 800-555-0100.',
    'Please give this matter your immediate attention and call us.',
    'Para cualquier pregunta, llámenos al 800-555-0100.',
    'You do not need to call us; you may dispute this debt in writing.',
    'We cannot set up a payment plan unless you call us.',
    'Unless an immediate telephone call is made to our office, we may find it necessary to recommend to our client that they proceed with legal action.',
    'We shall afford you the opportunity to pay this bill immediately and avoid further legal action.',
  ])('lawful in a later letter inside the first period and in a first letter: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE)).toBe('silent');
    expect(overshadowingOutcome(firstLetter(body))).toBe('silent');
  });
  it('not judged in a follow-up sent after the first period had run', () => {
    expect(overshadowingOutcome(bareLetter('WE CANNOT HELP YOU UNLESS YOU CALL'), LATER_RUN_OUT)).toBe('silent');
    expect(overshadowingOutcome(bareLetter('The only way to resolve this account is to call us.'), LATER_RUN_OUT)).toBe('silent');
  });
});

describe('3. immediate payment demanded as a shouted line of its own', () => {
  const outcomeIn = (body: string, state: string): string => overshadowingOutcome(receiptLetter(body), { state, isFirstContact: true }, '2019-03-12');
  it.each([
    'IMMEDIATE FULL PAYMENT\nPHONE US TODAY',
    'IMMEDIATE PAYMENT REQUIRED',
    'PAYMENT IN FULL IS DUE IMMEDIATELY',
    'YOUR BALANCE IS DUE IN FULL TODAY',
    'PAY THE BALANCE IN FULL TODAY!',
    'PAGO INMEDIATO REQUERIDO',
    'PAGUE EL SALDO HOY',
  ])('flags in the Seventh, Ninth and Fourth Circuits: %s', (body) => {
    for (const state of ['IL', 'CA', 'VA']) expect(outcomeIn(body, state)).toBe('flag');
  });
  it.each([
    'Immediate full payment would be appreciated.',
    'PROMPT PAYMENT IS APPRECIATED',
    'BALANCE DUE: $480.00',
    'PAY ONLINE AT WWW.APEXRECOVERY.COM',
    'IMMEDIATE PAYMENT IS NOT REQUIRED',
    'IMMEDIATE FULL PAYMENT\n\nThis request does not affect your right to dispute the debt described below.',
  ])('lawful: %s', (body) => {
    for (const state of ['IL', 'CA', 'VA']) expect(outcomeIn(body, state)).toBe('silent');
  });
});
