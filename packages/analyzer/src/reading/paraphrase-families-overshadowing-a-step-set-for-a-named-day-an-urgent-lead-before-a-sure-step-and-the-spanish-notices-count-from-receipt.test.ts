/**
 * Paraphrase family for decision 386 (issue 26), from probes of the law: overshadowing of the validation notice (15 U.S.C. 1692g(b);
 * 12 CFR 1006.38(b)(1)) in a first letter, in the ways collectors write a step or a demand inside the thirty days that the readers
 * did not take, and one Spanish notice's own words that were read as pressure. Generated from the law and from how collectors write,
 * not from any court letter. What was missed or misread on the start code, by kind:
 * - a sure step set for a day the calendar names, not a count or a date with its year: a weekday ("our attorney will file suit on
 *   Monday", "next Monday"), tomorrow, this month or within the month, a date without its year after "on" ("on March 11", "on the
 *   15th"), in Spanish "el lunes", "mañana", "este mes", "la próxima semana", a Spanish date after "el" ("iniciaremos acciones
 *   legales el 15 de marzo de 2016"); and legal proceedings said to begin from a date ("Beginning March 15, 2016, we will begin
 *   legal proceedings"). A step set for a day inside the period is a threat timed there, as "within 7 days" is (Graziano v.
 *   Harrison, 3d Cir. 1991; Bartlett v. Heibl, 7th Cir. 1997);
 * - an urgent lead said just before, or as the heading over, a sure step on non-payment ("ACT NOW!" over "Unless you pay, we will
 *   sue you", "Don't wait.", "URGENT", "FINAL DEMAND", "This is our final demand.", "¡ACTÚE AHORA!", "No espere.", "ÚLTIMO AVISO"):
 *   the class of "time is running out" (decision 151), which times the step as now (Swanson v. Southern Oregon Credit Service, 9th
 *   Cir. 1988; Savino v. Computer Credit, 2d Cir. 1998); a final demand or notice beside a sure suit says no other word will come
 *   before it, as "without further notice" does (decision 361);
 * - Spanish payment in the passive participle ("el saldo debe ser pagado dentro de 10 días", "la cuenta debe ser liquidada a más
 *   tardar el …"), as its English twin "must be paid" is read.
 * And a misreading the other way: the Spanish statute's notice, "dentro de los treinta días siguientes a la recepción de este aviso",
 * was read as "upon receipt", so an untimed step just before it ("Si no paga este saldo, presentaremos una demanda.") was flagged as
 * a step timed at once, where its English twin beside the English notice stays silent (an untimed step beside the notice is not a
 * deadline, decision 136). The count from receipt is the thirty days themselves.
 * Near misses kept silent: "please give this matter your prompt attention" (Wilson v. Quadramed, 3d Cir. 2000); "call us to discuss
 * payment options"; a step set for a day after the period; a step that may come (Terran v. Kaplan, 9th Cir. 1997) after an urgent
 * lead; urgency with no step ("URGENT" over "Please call us"); an offer's urgency; an announced call on a weekday; office hours;
 * Bartlett's safe-harbour paragraph beside a final demand; a settlement offer dated inside the period that says it does not affect
 * the rights (Evory v. RJM Acquisitions Funding, 7th Cir. 2007); the Regulation F model notice's words. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, overshadowingOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

// Ohio (Sixth Circuit): outside the Second Circuit, where a payment said due now is read without a step (decision 136).
const FIRST = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const english = (s: string): string => overshadowingOutcome(statuteEraLetter(s, { notice: true }), FIRST, TODAY);
const spanish = (s: string): string => overshadowingOutcome(spanishStatuteEraLetter(s), FIRST, TODAY);
const regF = (s: string): string => overshadowingOutcome(firstLetter(s), { state: 'OH' }, '2025-06-12');

const BARTLETT =
  'The law does not require me to wait until the end of the thirty-day period before suing you to collect this debt. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires me to suspend my efforts (through litigation or otherwise) to collect the debt until I mail the requested information to you.';

describe('a sure step set for a day the calendar names, inside the thirty days (letter of March 3, 2016)', () => {
  it.each([
    'Our attorney will file suit on Monday.',
    'We will sue you on Friday.',
    'Your account will be sent to our attorney next Monday.',
    'Your account will be sent to our attorney on Friday unless you pay.',
    'We will file suit tomorrow.',
    'Tomorrow this account will be referred to our attorney.',
    'We will file a lawsuit against you this month.',
    'Your account will be referred to our attorney within the month.',
    'We will file suit on March 11.',
    'We will file suit on Friday, March 11.',
    'Suit will be filed on the 15th.',
    'We may sue you on Friday.',
    'Beginning March 15, 2016, we will begin legal proceedings.',
    'Starting March 15, 2016, we will commence legal proceedings.',
  ])('flags in English: %s', (s) => {
    expect(english(s)).toBe('flag');
  });

  it.each([
    'Su cuenta será enviada a nuestro abogado el lunes.',
    'Presentaremos la demanda el viernes.',
    'Lo demandaremos mañana.',
    'Presentaremos una demanda este mes.',
    'Su cuenta será enviada a nuestro abogado la próxima semana.',
    'Iniciaremos acciones legales el 15 de marzo de 2016.',
    'Iniciaremos acciones legales el 15 de marzo.',
  ])('flags in Spanish: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it('flags in a Regulation F first letter: We will file suit on Monday.', () => {
    expect(regF('We will file suit on Monday.')).toBe('flag');
  });

  it.each([
    'We will file suit on May 20, 2016 if this account remains unpaid.',
    'We will file suit on May 20 if this account remains unpaid.',
    'Our office is open Monday through Friday.',
    'Please call us on Monday if you have questions.',
    'Our representative will call you on Monday to discuss this account.',
    'We will call you next week to discuss this account.',
    'We may report this account to the credit bureaus next week.',
    'Payments received after March 15 will be credited to your account.',
    'Tomorrow our office will be closed for the holiday.',
    'Your last payment was received on January 5, 2016.',
  ])('stays silent in English: %s', (s) => {
    expect(english(s)).not.toBe('flag');
  });

  it.each([
    'Llámenos de lunes a viernes.',
    'Su último pago se recibió el 5 de enero de 2016.',
    'Presentaremos una demanda el 20 de mayo de 2016 si la cuenta sigue sin pagar.',
    'Un representante lo llamará el lunes para hablar de esta cuenta.',
  ])('stays silent in Spanish: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });
});

describe('an urgent lead just before, or over, a sure step on non-payment', () => {
  it.each([
    'ACT NOW!\nYour account will be referred to our attorney unless you pay.',
    'Act now. Your account will be referred to our attorney unless you pay.',
    'Act now! Unless you pay, we will sue you.',
    'URGENT\nUnless you pay, we will sue you.',
    "Don't wait. Unless you pay, your account will be sent to our attorney.",
    'Do not delay. If you do not pay, we will file suit.',
    'FINAL DEMAND\nIf this balance is not paid, we will file suit.',
    'This is our final demand. If you do not pay, we will sue.',
  ])('flags in English: %s', (s) => {
    expect(english(s)).toBe('flag');
  });

  it.each([
    '¡ACTÚE AHORA!\nSu cuenta será enviada a nuestro abogado a menos que pague.',
    'No espere. Si no paga, presentaremos una demanda.',
    'ÚLTIMO AVISO\nSi no paga este saldo, presentaremos una demanda.',
    'URGENTE\nA menos que pague, lo demandaremos.',
  ])('flags in Spanish: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it('flags in a Regulation F first letter: Act now! Unless you pay, we will sue you.', () => {
    expect(regF('Act now! Unless you pay, we will sue you.')).toBe('flag');
  });

  it.each([
    'Act now to take advantage of this offer.',
    'ACT NOW!\nCall us to discuss payment options.',
    'URGENT\nPlease call us about this account.',
    'FINAL NOTICE\nIf you do not pay, we may refer your account to an attorney.',
    'Act now. If you do not pay, our client may consider legal action.',
    "Don't wait to call us if you have questions.",
    'FINAL NOTICE\nPlease call us to discuss this account.',
    'Please give this matter your prompt attention.',
    'Call us to discuss payment options.',
    `FINAL DEMAND\nIf you do not pay, we will file suit. ${BARTLETT}`,
    'We are willing to accept $600.00 in full settlement if received by March 15, 2016. This offer does not affect your rights described below.',
  ])('stays silent in English: %s', (s) => {
    expect(english(s)).not.toBe('flag');
  });

  it.each([
    '¡ACTÚE AHORA!\nAproveche esta oferta de descuento.',
    'ÚLTIMO AVISO\nSi no paga, podríamos enviar su cuenta a un abogado.',
    'No espere para llamarnos si tiene preguntas.',
    'URGENTE\nPor favor, llámenos para hablar de esta cuenta.',
  ])('stays silent in Spanish: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });
});

describe('Spanish payment said in the passive participle, timed inside the period', () => {
  it.each([
    'El saldo debe ser pagado dentro de 10 días.',
    'El saldo debe ser pagado a más tardar el 15 de marzo de 2016.',
    'La cuenta debe ser liquidada a más tardar el 15 de marzo de 2016.',
  ])('flags: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it.each([
    'El saldo debe ser pagado a más tardar el 20 de mayo de 2016.',
    'Los pagos deben ser enviados a la dirección de arriba.',
    'Si ya ha pagado esta cuenta, por favor ignore este aviso.',
  ])('stays silent: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });
});

describe("the Spanish notice's thirty days counted from receipt are not a demand upon receipt", () => {
  it.each([
    'Si no paga este saldo, presentaremos una demanda.',
    'Su cuenta será enviada a nuestro abogado a menos que pague.',
    'Si usted no paga, reportaremos esta cuenta a las agencias de crédito.',
  ])('an untimed step just before the Spanish notice stays silent, as its English twin does: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });

  it.each(['If you do not pay this balance, we will file suit.', 'Your account will be sent to our attorney unless you pay.'])(
    'the English twin stays silent: %s',
    (s) => {
      expect(english(s)).not.toBe('flag');
    },
  );

  it.each(['Pague al recibir esta carta o presentaremos una demanda.', 'Si no paga este saldo de inmediato, presentaremos una demanda.'])(
    'a Spanish step timed upon receipt or at once still flags: %s',
    (s) => {
      expect(spanish(s)).toBe('flag');
    },
  );
});
