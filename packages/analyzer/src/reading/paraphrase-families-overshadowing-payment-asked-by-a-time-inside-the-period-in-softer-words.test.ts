/**
 * Paraphrase family for decision 450 (issue 26): a first letter that asks for payment by a counted or dated time inside the
 * validation period in the softer words collectors use for it: payment that "should" reach the office, a request put in the
 * passive ("we ask that payment be made within ten days"), a wish ("we would appreciate / look forward to receiving your payment
 * within ten days"), importance ("it is important that we receive your payment within 10 days"), "see that" it arrives, and the
 * Spanish twins ("su pago debería llegar", "le agradeceríamos recibir su pago", "es importante que recibamos su pago", "solicitamos
 * que el saldo sea pagado", "procure que su pago llegue"). Each tells the reader when the collector wants the money, inside the
 * thirty days, with nothing to say the rights survive it: the deadline the period is read against (15 U.S.C. 1692g(b); 12 CFR
 * 1006.38(b)(1); Bartlett v. Heibl, 7th Cir. 1997: "you must, within one week…"; a request with a time was read by decision 357,
 * "we request that you pay within…"). On the start code `overshadow_payment_deadline` passed them; "Payment is due within 10
 * days" and "Le pedimos que pague el saldo dentro de 10 días" it flagged.
 *
 * Must not flag: the same words with no time, or with "immediately" alone (a plain request, held lawful outside the Second
 * Circuit's "due now": "Payment should be made immediately" stays silent, decision 158), a time after the period ends, "should"
 * as a condition ("Should you wish to pay within ten days…") or about where and to whom to pay, the collector's own
 * verification said to come within a time, the notice called important, and Bartlett's explanation beside the request.
 *
 * The same decision reads the rights or the notice said not to excuse paying now, in the ways letters say it ("Your validation
 * rights do not excuse you from paying this debt now", "Do not let the notice below keep you from paying today", "Sus derechos de
 * validación no le eximen de pagar hoy", "No deje que el aviso le impida pagar hoy"): the opposite of Bartlett's explanation, a
 * demand to pay now set against the rights (decision 357 read "the thirty-day period does not relieve you of your obligation to
 * pay now"). Must not flag: the same with no time (no demand), Bartlett's own words, a letter that keeps no one from calling.
 *
 * And payment asked by a time in still other modalities (a trust, a hope, a count on receiving it, a payment "requested" or
 * "appreciated" within the time, "let us have", "arrange to pay", "ensure / make sure" it arrives, a command to take care of, clear,
 * forward or bring current the balance; Spanish "confiamos en / contamos con recibir su pago", "asegúrese de pagar", "haga su pago").
 * Must not flag: the same words about something other than payment (a dispute to be sent, questions, an account number), a payment
 * already received, no time. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome, statuteEraLetter } from './test-letters';

/** The Reg F first letter (dated June 2, 2025; its period ends July 14, 2025), to a consumer in Wisconsin. */
const inRegFLetter = (sentence: string) =>
  ruleOutcome('overshadow_payment_deadline', firstLetter(sentence), { state: 'WI', isFirstContact: true }, '2025-06-12');
/** The statute-era first letter (March 3, 2016, thirty days from receipt), to a consumer in Ohio. */
const inStatuteLetter = (sentence: string) =>
  ruleOutcome('overshadow_payment_deadline', statuteEraLetter(sentence, { notice: true }), { state: 'OH', isFirstContact: true }, '2016-03-10');

/** A sentence flagged in both eras' first letters. */
const flagsInBothEras = (sentence: string): void => {
  expect(inRegFLetter(sentence)).toBe('flag');
  expect(inStatuteLetter(sentence)).toBe('flag');
};
/** A sentence flagged in neither. */
const flagsInNeither = (sentence: string): void => {
  expect(inRegFLetter(sentence)).not.toBe('flag');
  expect(inStatuteLetter(sentence)).not.toBe('flag');
};

describe('payment asked by a time inside the period in softer words: flags in both eras', () => {
  it.each([
    'Payment should reach us within ten days.',
    'Your payment should be received in our office within 10 days of the date of this letter.',
    'Payment in full should be mailed within five (5) days.',
    'We ask that payment in full be made within ten days.',
    'We request that the balance be paid within fifteen days.',
    'We would appreciate receiving your payment within 10 days.',
    'We look forward to receiving your payment within the next ten days.',
    'It is important that we receive your payment within 10 days.',
    'Kindly see that the balance reaches our office within the next two weeks.',
    'Please see that your payment arrives within seven days.',
    'You should pay the balance within ten days.',
    'PAYMENT SHOULD BE RECEIVED WITHIN 10 DAYS.',
    'Su pago debería llegar a nuestra oficina dentro de diez días.',
    'Le agradeceríamos recibir su pago dentro de los próximos 10 días.',
    'Es importante que recibamos su pago dentro de 10 días.',
    'Solicitamos que el saldo sea pagado dentro de quince días.',
    'Procure que su pago llegue a nuestra oficina dentro de diez días.',
  ])('flags "%s"', flagsInBothEras);

  it('flags a date inside the period said in the same words (the Reg F letter)', () => {
    expect(inRegFLetter('We would appreciate receiving your payment by June 20, 2025.')).toBe('flag');
    expect(inRegFLetter('Your payment should reach us no later than June 18, 2025.')).toBe('flag');
    expect(inRegFLetter('Le agradeceríamos recibir su pago a más tardar el 20 de junio de 2025.')).toBe('flag');
  });
});

describe('near misses: no time, immediacy alone, after the period, a condition, a channel, the collector’s own duty, Bartlett', () => {
  it.each([
    'Payment should be made immediately.',
    'We would appreciate your payment.',
    'We look forward to receiving your payment.',
    'It is important that you read the notice below.',
    'Payment should be made payable to Apex Recovery Group.',
    'Payments should be mailed to the address below.',
    'Should you wish to pay within ten days, you may use the enclosed envelope.',
    'Please see that your payment includes your account number.',
    'If you request verification, you should receive it within 30 days.',
    'We would appreciate receiving your payment after the validation period ends.',
    'Su pago debe hacerse a nombre de Apex Recovery Group.',
    'Le agradeceríamos su pago.',
    'Es importante que lea el aviso a continuación.',
  ])('does not flag "%s"', flagsInNeither);

  it('does not flag a time after the period ends (the Reg F letter)', () => {
    expect(inRegFLetter('We would appreciate receiving your payment by August 15, 2025.')).not.toBe('flag');
    expect(inRegFLetter('Your payment should reach us no later than July 31, 2025.')).not.toBe('flag');
  });

  it('does not flag the request with Bartlett’s explanation beside it', () => {
    expect(
      inStatuteLetter(
        'We would appreciate receiving your payment within 10 days. This request does not affect your rights described below; if you dispute the debt within the thirty days, you still have the right to do so.',
      ),
    ).not.toBe('flag');
  });
});

describe('payment asked by a time in still other modalities: trust, hope, count on, appreciated, requested, arrange, ensure', () => {
  it.each([
    'We trust you will send your payment within ten days.',
    'Your remittance within ten days will be appreciated.',
    'Please arrange to pay the balance within 10 days.',
    'Payment within ten days is requested.',
    'We anticipate receiving your payment within 10 days.',
    'We count on receiving your payment within 10 days.',
    'Please let us have your payment within 10 days.',
    'Arrange payment within 10 days.',
    'We hope to receive your payment within ten days.',
    'Your payment within the next ten days would be appreciated.',
    'Please forward the balance within seven days.',
    'Kindly ensure that payment is made within 10 days.',
    'Make sure your payment reaches us within ten days.',
    'Take care of this balance within 10 days.',
    'Please bring this account current within ten days.',
    'Confiamos en recibir su pago dentro de diez días.',
    'Contamos con recibir su pago dentro de diez días.',
    'Por favor, asegúrese de pagar el saldo dentro de 10 días.',
    'Haga su pago dentro de 10 días.',
  ])('flags "%s"', flagsInBothEras);

  it.each([
    'We trust this letter answers your questions.',
    'Your payment of $100.00 received on February 1, 2016 is appreciated.',
    'Please arrange to call us if you have questions.',
    'Please take care of this balance.',
    'Make sure to include your account number with your payment.',
    'Be sure to send your dispute in writing within 30 days.',
    'Asegúrese de enviar su disputa por escrito dentro de 30 días.',
    'Confiamos en que esta carta aclare sus dudas.',
  ])('does not flag "%s"', flagsInNeither);
});

describe('the rights or the notice said not to excuse paying now: flags in both eras', () => {
  it.each([
    'Your validation rights do not excuse you from paying this debt now.',
    'The notice below does not relieve you from making payment today.',
    'Your dispute rights do not release you from paying the balance immediately.',
    'Do not let the notice below keep you from paying today.',
    "Don't let the thirty-day period stop you from paying the balance now.",
    'Sus derechos de validación no le eximen de pagar esta deuda hoy.',
    'No deje que el aviso a continuación le impida pagar hoy.',
  ])('flags "%s"', flagsInBothEras);

  it.each([
    'Your validation rights do not excuse you from paying this debt.',
    'Paying now does not affect your rights described below.',
    'Do not let this letter keep you from calling us with any questions.',
    'No deje que esta carta le impida llamarnos si tiene preguntas.',
  ])('does not flag "%s"', flagsInNeither);
});
