/**
 * Paraphrase families for decision 169 (issue 26): overshadowing judged where the law puts the validation notice beside the words
 * (the same envelope, the back, or an earlier letter whose period still runs), and two kinds the development misses showed. From the
 * law's categories, not from one letter's words; no letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. A notice said to be sent with the letter ("IMPORTANT NOTICE ENCLOSED", "we have enclosed a notice of your rights", "please see
 *    the enclosed validation notice", "se adjunta un aviso importante sobre sus derechos", "vea al dorso información importante"): by
 *    its own words the letter came with the notice (15 U.S.C. 1692g(a): in the initial communication or within five days), so its
 *    pressure is judged against the notice's period as a letter that points to its back is (Miller v. Payco-General American
 *    Credits, 4th Cir. 1991; Graziano v. Harrison, 3d Cir. 1991). Flagged from the words. Lawful: an enclosed coupon, envelope,
 *    statement or offer.
 * 2. The payment date as a label in other word orders and verbs ("Date Due:", "Payment Due:", "Due By:", "Pay On or Before:",
 *    "Please Remit By:", "Fecha de pago:", "Pagar antes de:"): the date the consumer is told to pay by, as "Due Date:" was (decision
 *    127), and "imperative that you…" without its "it is". Flag in the first letter; ask `isFirstContact` without the notice; flag
 *    once answered; a later letter mailed the same day as the notice (Allen v. ATG Credit, N.D. Ill. 2004) flags once the person says
 *    when the first came, and passes once that period had run. Lawful: the same labels on a date after the period, history labels.
 * 3. A review of the consumer's earlier inquiry or dispute said to be already under way, beside the notice (Schwebel v. Resurgent
 *    Capital Services, S.D.N.Y. 2020): the consumer may think nothing more is needed to dispute. Second Circuit only: a court of the
 *    Fourth held the same words beside a plain notice not misleading (Williams v. Resurgent, D.S.C. 2023). Lawful: a review promised
 *    on a dispute the consumer may send, a review finished, a written dispute under review, a payment processed, a review said to be
 *    no dispute.
 * 4. A later letter (answered as not the first) that says a suit is already brought (Ellis v. Solomon & Solomon, 2d Cir. 2010):
 *    judged against the first letter's period as a deadline is; and a later letter with nothing pressing passes with a reason
 *    (not "the letter does not contain the notice").
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { bareLetter, firstLetter, overshadowingOutcome } from './test-letters';

const outcome = (text: string, answers: UserAnswers = {}, state = 'NY') => overshadowingOutcome(text, { state, ...answers });
const inFirstLetter = (body: string, state = 'NY') => outcome(firstLetter(body), {}, state);
const bare = (body: string, answers: UserAnswers = {}, state = 'NY') => outcome(bareLetter(body), answers, state);
/** Answered as a later letter: the first one came the same day (its period runs to July 2), or in March (long run out). */
const LATER_SAME_DAY: UserAnswers = { isFirstContact: false, firstNoticeReceivedDate: '2025-06-02' };
const LATER_LONG_AGO: UserAnswers = { isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };

describe('1. a notice said to be sent with the letter: the pressure beside it is judged from the words', () => {
  const PRESSURE = 'Pay the balance of $1,250.00 within 10 days or we will refer this account to our attorney.';
  it.each([
    'IMPORTANT NOTICE ENCLOSED',
    'An important notice about your rights is enclosed.',
    'Important information about your rights is enclosed with this letter.',
    'We have enclosed a notice of your rights under federal law.',
    'Enclosed is a notice of your rights.',
    'Please see the enclosed validation notice.',
    'Please see the validation notice that accompanies this letter.',
    'This letter is accompanied by a notice of your rights.',
    'Se adjunta un aviso importante sobre sus derechos.',
    'Adjuntamos información importante.',
    'Vea al dorso información importante.',
  ])('flags from the words alone: %s', (pointer) => {
    expect(bare(`${PRESSURE}\n\n${pointer}`)).toBe('flag');
  });
  it.each([
    'Enclosed is a payment coupon.',
    'A return envelope is enclosed.',
    'Important information about your payment plan is enclosed.',
    'Enclosed please find our settlement offer.',
    'Please see the enclosed statement.',
    'Se adjunta un cupón de pago.',
    'We enclosed a copy of your last statement.',
  ])('an enclosure that is no notice still only asks: %s', (pointer) => {
    expect(bare(`${PRESSURE}\n\n${pointer}`)).toBe('ask');
  });
  it.each(['IMPORTANT NOTICE ENCLOSED', 'Se adjunta un aviso importante sobre sus derechos.'])(
    'with nothing pressing beside it, the pointer alone is no finding: %s',
    (pointer) => {
      expect(bare(`Please call us at 800-555-0100 if you have questions.\n\n${pointer}`)).toBe('silent');
    },
  );
});

describe('2. the payment date as a label in other orders and verbs, and "imperative that you"', () => {
  it.each([
    'Date Due: June 20, 2025',
    'Payment Due: June 20, 2025',
    'Due By: June 20, 2025',
    'Due On: June 20, 2025',
    'Pay On or Before: June 20, 2025',
    'Please Remit By: June 20, 2025',
    'Payment Amount: $1,250.00   Date Due: 06/20/2025',
    '| Payment Amount | Date Due |\n| $1,250.00 | 06/20/2025 |',
    'Fecha de pago: 20 de junio de 2025',
    'Pagar antes de: 20 de junio de 2025',
    'Imperative that you make the above payment by June 20, 2025.',
    'Date Due: June 20, 2025\nIt is imperative that you remain timely in making the above payment. Failure to comply can result in action up to and including full collection of your account.',
  ])('flags, asks without the notice, flags once answered first or sent with the notice, passes once the period ran: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
    expect(bare(body)).toBe('ask');
    expect(bare(body, { isFirstContact: true })).toBe('flag');
    expect(bare(body, LATER_SAME_DAY)).toBe('flag');
    expect(bare(body, LATER_LONG_AGO)).toBe('silent');
  });
  it.each([
    'Date Due: July 30, 2025',
    'Payment Due: July 30, 2025',
    'Due Date: July 30, 2025',
    'Date of Service: May 20, 2025',
    'Last Payment Date: March 3, 2025',
    'Date Paid: May 3, 2025',
    'The amount due on your account is $1,250.00.',
    'Amount Due: $1,250.00',
    'It is important that you read this letter.',
    'It is imperative that you remain timely in making the above payment.',
  ])('lawful or untimed: neither flagged nor asked in any letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
    expect(bare(body)).toBe('silent');
    expect(bare(body, { isFirstContact: true })).toBe('silent');
    expect(bare(body, LATER_SAME_DAY)).toBe('silent');
  });
});

describe('3. a review of an earlier inquiry or dispute said to be under way, beside the notice (Second Circuit)', () => {
  it.each([
    'Apex has initiated a review of the inquiry we recently received. For further assistance, please contact one of our representatives at 800-555-0100.',
    'We have begun an investigation into your recent complaint. Please call us with any questions.',
    'We are currently reviewing your dispute.',
    'We are looking into your inquiry and will contact you.',
    'Your dispute is currently under review.',
    'Your inquiry has been forwarded to our research department for review.',
    'Your recent telephone inquiry is being reviewed by our staff.',
    'A review of your inquiry is in progress.',
    'Our office is investigating the concern you raised.',
    'Hemos iniciado una revisión de su consulta. Para más ayuda, llámenos.',
    'Estamos investigando su disputa.',
    'Su reclamo está en revisión.',
    'Su consulta ha sido enviada a nuestro departamento de servicio para su revisión.',
  ])('flags beside the notice, asks without it, flags once answered first: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
    expect(bare(body)).toBe('ask');
    expect(bare(body, { isFirstContact: true })).toBe('flag');
  });
  it.each([
    'Apex has initiated a review of the inquiry we recently received. For further assistance, please contact one of our representatives at 800-555-0100.',
    'We are currently reviewing your dispute.',
  ])('outside the Second Circuit (Williams v. Resurgent, D.S.C. 2023) the same words are not flagged: %s', (body) => {
    expect(inFirstLetter(body, 'SC')).toBe('silent');
    expect(inFirstLetter(body, 'TX')).toBe('silent');
  });
  it.each([
    'If you dispute this debt in writing, we will investigate and send you verification.',
    'We will review any dispute you send us.',
    'We have completed our review of your dispute and enclose verification of the debt.',
    'Your written dispute is under review.',
    'We received your letter disputing this debt and are reviewing it.',
    'Your payment is being processed.',
    'Your request for a payment plan is under review.',
    'Your account is under review.',
    'We are currently reviewing your dispute. This review does not replace a written dispute: to obtain verification you must still dispute in writing within the validation period.',
    'If you have questions, please call us. For further assistance, please contact one of our representatives.',
    'Si usted disputa esta deuda por escrito, investigaremos.',
  ])('lawful: neither flagged nor asked: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
    expect(bare(body)).toBe('silent');
    expect(bare(body, { isFirstContact: true })).toBe('silent');
  });
  it('a later letter is not judged on a review (it may answer a dispute already made)', () => {
    expect(bare('We are currently reviewing your dispute.', LATER_SAME_DAY)).toBe('silent');
  });
});

describe('4. a later letter: a suit said to be brought is judged against the first period; nothing pressing passes with a reason', () => {
  it.each([
    'A lawsuit has been filed against you in the Travis County Court.',
    'Enclosed is a copy of the summons and complaint filed against you.',
    'We have filed suit against you.',
  ])('flags when the first period still ran, passes when it had run: %s', (body) => {
    expect(bare(body, LATER_SAME_DAY)).toBe('flag');
    expect(bare(body, LATER_LONG_AGO)).toBe('silent');
    expect(bare(body, { isFirstContact: false })).toBe('ask');
  });
  it.each(['No lawsuit has been filed against you.', 'We are a debt collector.'])('lawful: %s', (body) => {
    expect(bare(body, LATER_SAME_DAY)).toBe('silent');
  });
  it('a later letter with nothing pressing: both rules pass, saying it was judged against the first period', () => {
    const result = analyzeText(bareLetter('Please call us at 800-555-0100 about your account.'), {
      answers: { state: 'NY', allPagesUploaded: true, isFirstContact: false },
      today: '2025-06-12',
      rules: [getRule('overshadow_payment_deadline')!, getRule('overshadow_threat_inside_period')!],
    });
    for (const run of result.runs) {
      expect(run.result.status, run.rule.meta.id).toBe('pass');
      expect(run.result.status === 'pass' && run.result.assumptions?.some((a) => a.includes('judged against the validation period of the first one'))).toBe(
        true,
      );
    }
  });
  it('a letter that is not answered and holds nothing stays not applicable', () => {
    const result = analyzeText(bareLetter('Please call us at 800-555-0100 about your account.'), {
      answers: { state: 'NY', allPagesUploaded: true },
      today: '2025-06-12',
      rules: [getRule('overshadow_payment_deadline')!],
    });
    expect(result.runs[0]?.result.status).toBe('not_applicable');
  });
});
