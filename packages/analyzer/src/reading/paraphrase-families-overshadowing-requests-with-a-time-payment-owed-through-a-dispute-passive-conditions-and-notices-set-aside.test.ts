/**
 * Paraphrase families for decision 357 (issue 26): overshadowing of the validation notice (15 U.S.C. 1692g(b); 12 CFR
 * 1006.38(b)(1)) probed from the law in English and Spanish, in a statute-era first letter with the complete notice and in a
 * Regulation F first letter; the kinds below were silent on the start code while their English or Spanish twin was read. No
 * letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. Payment asked in a clause of its own with a time inside the period: "we request / ask that you pay immediately / within ten
 *    days", "le pedimos / solicitamos que pague de inmediato", "esperamos (recibir) su pago dentro de diez días", "necesitamos que
 *    pague … en los próximos cinco días" (Savino v. Computer Credit, 2d Cir. 1998: "we request immediate payment"; Swanson v.
 *    Southern Oregon Credit Service, 9th Cir. 1988: "if you do not pay within 10 days"); the request is the imperative "please pay"
 *    in other words and, like it, a demand only with a time inside the period.
 * 2. Spanish immediacy and counts read as the English are: "a vuelta de correo" (by return mail), "al recibo de esta carta" (upon
 *    receipt; Miller v. Payco-General American Credits, 4th Cir. 1991), "si no paga hoy" (Russell v. Equifax A.R.S., 2d Cir. 1996:
 *    "if not paid today"), "dentro de los próximos diez días", "pagarla", "pagarse" (the pronoun joined to the verb), "liquide",
 *    "salde", "se espera el pago", "usted cuenta con diez días para liquidar", "reportaremos" as the step, a record "como cuenta de
 *    cobro impaga" (Swanson), "que lo demande" as suit, "revisión legal" as "legal review", and "debe disputar esta deuda dentro de
 *    10 días" as the shortened window "you must dispute this debt within 10 days" was.
 * 3. The balance or the payment said owed through a dispute ("your payment is due regardless of whether you dispute", "the balance
 *    remains due and payable even if you dispute it", "you must pay even if you dispute", "el saldo sigue siendo exigible aunque
 *    usted dispute la deuda", "usted debe pagar aunque dispute"): a written dispute inside the period stops collection until
 *    verification is mailed (1692g(b); 12 CFR 1006.38(d)(2)).
 * 4. A dispute refused or not counted in the passive, or only some disputes taken ("will not be considered valid unless it includes
 *    documentation", "no dispute will be accepted without…", "we will only investigate disputes that include…", "las disputas no
 *    serán consideradas válidas a menos que…", "solo investigaremos disputas que incluyan…"): the consumer may dispute with no
 *    papers (1692g(a)(3)-(4); 12 CFR 1006.38, comment 38-1), as "disputes must include documentation" was read.
 * 5. The notice set aside where it is named by where it stands ("please disregard the notice that appears below", "you may ignore
 *    the information on the back of this letter", "haga caso omiso del aviso al dorso", "ignore el aviso que aparece abajo"), as
 *    "disregard the notice below" was (decision 218).
 * 6. The period or the rights said not to put off a payment wanted now, in one sentence ("Notwithstanding your rights below, full
 *    payment is due now", "The thirty day period does not affect your obligation to pay now", "El período de 30 días no afecta su
 *    obligación de pagar ahora"): the opposite of the explanation Bartlett v. Heibl (7th Cir. 1997) asks for, so a demand to pay now
 *    in any circuit, where "payment is due now" alone is one only in the Second (Savino).
 * 7. A dated dispute window in a letter whose notice runs from receipt and names no end date ("You have until March 20, 2016 to
 *    dispute this debt" in a letter of March 3, 2016; "Tiene hasta el 20 de marzo de 2016 para disputar"): the sentence's own
 *    date was taken as the period's end; a date sooner than thirty days after the letter's date cannot end a period that runs
 *    thirty days from receipt (15 U.S.C. 1692g(a)(3)-(5)), as "you have until June 20, 2025" before a stated end date was read.
 * Near misses that stay silent: a request with no time or "at your earliest convenience", a deadline after the period, the
 * undisputed rest, a dispute by telephone, collection said to stop on a written dispute, an order to read or not to ignore the
 * notice, a notice moot for one who has paid, papers offered, a police report asked of identity theft (decision 235), an Evory
 * offer, Bartlett's explanation, a payment said to be posted to the account, payment offered now with the rights kept.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, overshadowingOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const STATUTE_ERA = { answers: { state: 'OH', isFirstContact: true }, today: '2016-03-13' };
const inStatuteLetter = (sentence: string) => overshadowingOutcome(statuteEraLetter(sentence, { notice: true }), STATUTE_ERA.answers, STATUTE_ERA.today);
const inSpanishLetter = (sentence: string) => overshadowingOutcome(spanishStatuteEraLetter(sentence), STATUTE_ERA.answers, STATUTE_ERA.today);
const inRegFLetter = (sentence: string) => overshadowingOutcome(firstLetter(sentence), { state: 'OH' }, '2025-06-12');

const ENGLISH_FLAGS = [
  // 1. payment asked in a clause of its own, with a time
  'We request that you pay immediately.',
  'We ask that you pay the balance within ten days.',
  // 3. payment owed through a dispute
  'Your payment is due regardless of whether you dispute the debt.',
  'The balance remains due and payable even if you dispute it.',
  'You must pay even if you dispute this debt.',
  // 4. a dispute refused or not counted in the passive
  'A dispute will not be considered valid unless it includes documentation.',
  'Your dispute will not be considered complete without a copy of your photo ID.',
  'No dispute will be accepted without supporting documentation.',
  'Disputes that do not include supporting documents will not be considered.',
  'We will only investigate disputes that include copies of your receipts.',
  'Only disputes accompanied by proof of payment will be reviewed.',
  // 5. the notice set aside, named by where it stands
  'Please disregard the notice that appears below.',
  'You may ignore the information on the back of this letter.',
  'You can disregard the language printed on the reverse side.',
  // 6. the period or the rights said not to put off a payment wanted now
  'Notwithstanding your rights below, full payment is due now.',
  'The thirty day period does not affect your obligation to pay now.',
  'Regardless of your rights described below, the balance is due today.',
];

const SPANISH_FLAGS = [
  // 1.
  'Le solicitamos que pague de inmediato.',
  'Le pedimos que pague inmediatamente.',
  'Esperamos recibir su pago dentro de los próximos diez días.',
  'Esperamos su pago dentro de diez días.',
  'Necesitamos que pague este saldo en los próximos cinco días.',
  // 2.
  'Pague a vuelta de correo.',
  'Envíe su pago a vuelta de correo.',
  'Pague en su totalidad al recibo de esta carta.',
  'Si no paga hoy, su cuenta podría ser reportada a las agencias de crédito.',
  'Si el pago no se recibe a más tardar el 14 de marzo de 2016, reportaremos esta deuda.',
  'Aunque dispute esta deuda, debe pagarla dentro de diez días.',
  'Su cuenta está vencida y debe pagarse en su totalidad dentro de 15 días.',
  'Se espera el pago al recibir esta carta.',
  'Usted cuenta con diez días para liquidar esta cuenta.',
  'Debe liquidar el saldo en un plazo de 7 días.',
  'Liquide su cuenta inmediatamente.',
  'Salde su deuda hoy mismo.',
  'Si esta cuenta se paga dentro de los próximos 10 días, no será registrada como una cuenta de cobro impaga.',
  'Si no recibimos noticias suyas dentro de diez días, recomendaremos a nuestro cliente que lo demande.',
  'Tiene cinco días para comunicarse con nosotros antes de que enviemos su cuenta a revisión legal.',
  'Debe disputar esta deuda dentro de 10 días.',
  'Su disputa debe ser recibida dentro de 10 días.',
  // 3.
  'El saldo sigue siendo exigible aunque usted dispute la deuda.',
  'Aunque usted dispute la deuda, el pago sigue vencido.',
  'Usted debe pagar aunque dispute esta deuda.',
  // 4.
  'Las disputas no serán consideradas válidas a menos que incluyan documentos.',
  'Su disputa no se considerará completa sin una copia de su identificación.',
  'Las disputas que no incluyan documentos no serán consideradas.',
  'Solo investigaremos disputas que incluyan comprobantes.',
  'Solo se revisarán las disputas acompañadas de pruebas de pago.',
  // 5.
  'Por favor ignore el aviso que aparece abajo.',
  'Haga caso omiso del aviso al dorso.',
  'Puede ignorar la información al dorso de esta carta.',
  // 6.
  'El período de 30 días no afecta su obligación de pagar ahora.',
  // 7.
  'Tiene hasta el 20 de marzo de 2016 para disputar esta deuda.',
  'Su disputa debe recibirse a más tardar el 20 de marzo de 2016.',
];

/** 7. Dated in the statute-era letter's own time (March 3, 2016): not set in the Regulation F letter of 2025. */
const STATUTE_ERA_FLAGS = ['You have until March 20, 2016 to dispute this debt.', 'Your dispute must be received by March 20, 2016.'];

const ENGLISH_NEAR_MISSES = [
  'We ask that you pay at your earliest convenience.',
  'We ask that you please call us to discuss this account.',
  'We request that you pay whatever you can afford.',
  'We respectfully request that you pay this balance.',
  'We request that you pay the balance within 45 days of receiving this letter.',
  'If you dispute only part of the balance, the rest remains due.',
  'If you dispute the debt in writing, you do not have to pay the disputed amount until we send you verification.',
  'Payment remains due even if you dispute the debt by telephone.',
  'If you dispute this debt, we must stop collection until we send you verification.',
  'You may dispute the debt even if you pay part of it.',
  'Please read the notice on the back of this letter.',
  'Please do not disregard the notice below.',
  'If you have already paid, please disregard the notice below.',
  'The information on the back of this letter explains your rights.',
  'The notice that appears below describes your rights.',
  'You may include any documents that support your dispute.',
  'If you dispute this debt because of identity theft, please include a police report.',
  'Notwithstanding your rights below, you may pay now if you wish.',
  'Regardless of whether you pay, your rights described below remain in effect.',
  'The thirty day period does not affect your right to pay now.',
  'Your payment will be recorded to your account within 10 days.',
  'You have until April 30, 2016 to dispute this debt.',
  'We are not obligated to renew this offer. You may settle this account for $800 if paid by March 20, 2016.',
  'The law does not require us to wait until the end of the thirty-day period before suing you to collect this debt. If, however, you request proof of the debt or the name and address of the original creditor within the thirty-day period that begins with your receipt of this letter, the law requires us to suspend our efforts to collect the debt until we mail the requested information to you.',
];

const SPANISH_NEAR_MISSES = [
  'Le pedimos que pague cuando le sea posible.',
  'Le pedimos que nos llame para hablar de esta cuenta.',
  'Le solicitamos que pague lo que pueda.',
  'Le pedimos que pague dentro de 45 días de recibir esta carta.',
  'Esperamos su llamada.',
  'Si disputa solo una parte del saldo, el resto sigue siendo exigible.',
  'Si usted disputa la deuda por escrito, no tiene que pagar la parte disputada hasta que le enviemos la verificación.',
  'Si disputa la deuda por escrito, suspenderemos el cobro hasta enviarle la verificación.',
  'Puede disputar la deuda aunque pague una parte.',
  'Usted puede pagar ahora si lo desea, aunque dispute la deuda.',
  'Por favor lea el aviso al dorso de esta carta.',
  'No ignore el aviso que aparece abajo.',
  'Si ya pagó, haga caso omiso del aviso al dorso.',
  'La información al dorso explica sus derechos.',
  'Puede incluir cualquier documento que respalde su disputa.',
  'A pesar de sus derechos, puede pagar ahora si lo desea.',
  'Su pago será registrado en su cuenta dentro de 10 días.',
  'El cliente puede solicitar una revisión legal de su caso si lo desea.',
  'Tiene hasta el 30 de abril de 2016 para disputar esta deuda.',
  'No estamos obligados a renovar esta oferta. Puede liquidar esta cuenta por $800 si paga antes del 20 de marzo de 2016.',
];

describe('overshadowing the start code did not read (decision 357)', () => {
  it.each(ENGLISH_FLAGS)('flags in a statute-era first letter with the notice: %s', (sentence) => {
    expect(inStatuteLetter(sentence)).toBe('flag');
  });
  it.each(ENGLISH_FLAGS)('flags in a Regulation F first letter: %s', (sentence) => {
    expect(inRegFLetter(sentence)).toBe('flag');
  });
  it.each(STATUTE_ERA_FLAGS)('flags in a statute-era first letter with the notice: %s', (sentence) => {
    expect(inStatuteLetter(sentence)).toBe('flag');
  });
  it.each(SPANISH_FLAGS)('flags in a Spanish first letter with the notice: %s', (sentence) => {
    expect(inSpanishLetter(sentence)).toBe('flag');
  });
});

describe('near misses stay silent', () => {
  it.each(ENGLISH_NEAR_MISSES)('in a statute-era first letter with the notice: %s', (sentence) => {
    expect(inStatuteLetter(sentence)).toBe('silent');
  });
  it.each(SPANISH_NEAR_MISSES)('in a Spanish first letter with the notice: %s', (sentence) => {
    expect(inSpanishLetter(sentence)).toBe('silent');
  });
});
