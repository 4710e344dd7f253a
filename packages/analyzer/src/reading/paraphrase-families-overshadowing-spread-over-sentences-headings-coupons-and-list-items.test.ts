/**
 * Paraphrase family for decision 368 (issue 26), from probes of the law: overshadowing of the validation notice (15 U.S.C.
 * 1692g(b); 12 CFR 1006.38(b)(1) and comment 38(b)) said not in one sentence of pressure but across the pieces real letters print —
 * a short lead sentence and the demand after it, a heading joined to its words by a dash, a payment coupon's line, a bulleted
 * list of steps, a label in Spanish. What was missed on the start code, by kind:
 * - a last chance said first and a call demanded at once after it ("This is your final opportunity. Call today.", "Esta es su última
 *   oportunidad. Llame hoy.", or "LAST CHANCE" as a heading over the call): the chance said to end is the step the call is pressed under, as "last chance" already makes a
 *   payment demand one (decision 127); Savino v. Computer Credit (2d Cir. 1998), Bartlett v. Heibl (7th Cir. 1997);
 * - a step said as the writer's compulsion to go on ("we will have no choice but to proceed", "we will be forced to proceed", "no
 *   tendremos más remedio que proceder"), timed inside the period, read as "we will take further action" is (Graziano v. Harrison,
 *   3d Cir. 1991; Russell v. Equifax A.R.S., 2d Cir. 1996);
 * - the coupon's line that times the payment ("Please detach and return with payment by March 15, 2016", "Detach and return with
 *   your payment within 10 days", "desprenda y devuelva con su pago antes del …"): a command to pay by a date inside the period
 *   (Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Miller v. Payco-General American Credits, 4th Cir. 1991);
 * - a shouted heading that joins an urgency label to payment now ("PAST DUE – PAY NOW", "OVERDUE: PAY TODAY", "VENCIDO – PAGUE
 *   AHORA"), as "PAY IMMEDIATELY" was read (decision 205);
 * - a command to pay today in a bulleted list ("- Pay the balance of $1,245.60 today."), and "pay … today" with an amount in cents
 *   between (the cents' point had ended the reading);
 * - Spanish labels read in English already: "ACCIÓN INMEDIATA REQUERIDA" over a request to pay, "FECHA DE VENCIMIENTO: AL RECIBIR",
 *   "MONTO A PAGAR DE INMEDIATO: $1,245.60".
 * Near misses kept silent: a due date, a coupon's date or a heading's date after the period ends; a label that only names the amount
 * ("Balance: $1,245.60", "Amount of the debt", "PAST DUE BALANCE"); a way to pay ("PAST DUE – PAY ONLINE", "- Pay online at …"); a
 * coupon with no date; Model Form B-1's own labels and its "How can you dispute the debt?" box; Bartlett's explanation; an offer
 * "good until" a date after the period; a last chance to take an offer; "if you have already paid, please disregard"; "call us if you
 * have questions"; "no choice but to proceed" after a time longer than the period. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, overshadowingOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

// Ohio (Sixth Circuit): outside the Second Circuit, where a response demanded at once is read without a step (Savino; decision 218).
const FIRST = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const english = (s: string): string => overshadowingOutcome(statuteEraLetter(s, { notice: true }), FIRST, TODAY);
const spanish = (s: string): string => overshadowingOutcome(spanishStatuteEraLetter(s), FIRST, TODAY);
const regF = (s: string): string => overshadowingOutcome(firstLetter(s), { state: 'OH' }, '2025-06-12');

describe('pressure spread over two sentences: a last chance and a call at once, a compulsion to proceed', () => {
  it.each([
    'This is your final opportunity. Call today.',
    'This is your final opportunity to resolve this account. Call us today.',
    'This is your last chance. Contact this office immediately.',
    'LAST CHANCE\nCall us today at 800-555-0100.',
    'We expect to hear from you. If we do not within 10 days, we will have no choice but to proceed.',
    'If we do not hear from you within 10 days, we will have no choice but to proceed.',
    'Please call us within ten days. Failing that, we will be forced to proceed.',
  ])('flags in English: %s', (s) => {
    expect(english(s)).toBe('flag');
  });

  it.each([
    'Esta es su última oportunidad. Llame hoy.',
    'ÚLTIMA OPORTUNIDAD\nLlámenos hoy al 800-555-0100.',
    'Esperamos saber de usted. Si no lo hacemos dentro de 10 días, no tendremos más remedio que proceder.',
  ])('flags in Spanish: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it('flags in a Regulation F first letter: This is your final opportunity. Call today.', () => {
    expect(regF('This is your final opportunity. Call today.')).toBe('flag');
  });
});

describe('headings, labels, coupons and list items that time payment inside the period', () => {
  it.each([
    'Please detach and return with payment by March 15, 2016.',
    'PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT BY 03/15/2016',
    'Detach and return with your payment within 10 days.',
    'PAST DUE – PAY NOW',
    'OVERDUE: PAY TODAY',
    'Steps to take now:\n- Pay the balance of $1,245.60 today.\n- Or call us to arrange payment.',
    '• Pay the balance today.',
    'Pay $1,245.60 today.',
  ])('flags in English: %s', (s) => {
    expect(english(s)).toBe('flag');
  });

  it.each([
    'ACCIÓN INMEDIATA REQUERIDA\nFavor de pagar el saldo de esta cuenta.',
    'FECHA DE VENCIMIENTO: AL RECIBIR',
    'MONTO A PAGAR DE INMEDIATO: $1,245.60',
    'VENCIDO – PAGUE AHORA',
    'Por favor desprenda y devuelva con su pago antes del 15 de marzo de 2016.',
    'Pasos a seguir:\n- Pague el saldo de $1,245.60 hoy.\n- O llámenos para hacer arreglos de pago.',
  ])('flags in Spanish: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it.each(['Please detach and return with payment by June 20, 2025.', 'PAST DUE – PAY NOW'])('flags in a Regulation F first letter: %s', (s) => {
    expect(regF(s)).toBe('flag');
  });
});

describe('near misses: after the period, the amount alone, a way to pay, a coupon without a date, the law’s own words', () => {
  it.each([
    'Payment Due Date: May 20, 2016',
    'Please detach and return with payment by May 20, 2016.',
    'Please detach and return the bottom portion with your payment.',
    'Balance: $1,245.60',
    'Amount of the debt: $1,245.60',
    'PAST DUE BALANCE: $1,245.60',
    'PAST DUE – PAY ONLINE AT WWW.ACMERECOVERY.COM',
    'Ways to pay:\n- Pay online at www.acmerecovery.com\n- Mail a check to PO Box 100, Columbus, OH 43215',
    '• Call us if you have questions.',
    'The law does not require us to wait until the end of the thirty-day period before suing you to collect this debt. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires us to suspend our efforts to collect the debt until we mail the requested information to you.',
    'This offer is good until May 20, 2016.',
    'If you have already paid, please disregard this notice.',
    'Call us if you have questions.',
    'Call today.',
    'This is your final opportunity. Please call us today if you have questions.',
    'This is your final opportunity. You may call us today.',
    'LAST CHANCE TO SAVE\nCall us today to take advantage of this offer.',
    'LAST CHANCE\nCall us today if you have questions.',
    'Please detach and return with your dispute by March 20, 2016.',
    'We received your payment of $245.60 today. Thank you.',
    'This is your final opportunity to take advantage of this offer. Call today.',
    'This is your final opportunity to take advantage of this settlement offer, which expires on May 20, 2016. Call today.',
    'We expect to hear from you. If we do not within 45 days, we will have no choice but to proceed.',
    'If you dispute this debt, we will have no choice but to proceed with verification. Please call us today if you have questions.',
  ])('stays silent in English: %s', (s) => {
    expect(english(s)).not.toBe('flag');
  });

  it.each([
    'Saldo: $1,245.60',
    'FECHA DE VENCIMIENTO: 20 de mayo de 2016',
    'Si ya pagó, por favor ignore este aviso.',
    'Llámenos si tiene preguntas.',
    'Por favor desprenda y devuelva la parte inferior con su pago.',
    'Esta es su última oportunidad de aprovechar esta oferta. Llame hoy.',
    'VENCIDO – PAGUE EN LÍNEA EN WWW.ACMERECOVERY.COM',
  ])('stays silent in Spanish: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });

  it.each(['', 'Please detach and return this portion with your payment.', 'Due date: July 20, 2025', 'How can you dispute the debt?'])(
    'stays silent in a Regulation F first letter with the model form: %s',
    (s) => {
      expect(regF(s)).not.toBe('flag');
    },
  );
});
