/**
 * Paraphrase family for decision 337 (issue 26: "Spanish notices are read like English ones"), from probes of the law written in
 * both languages and set in the same first letter of a collector to an Ohio consumer (March 3, 2016, with the statute's complete
 * notice: `statuteEraLetter`, or its Spanish twin below). What it holds: each rule reads the same violation in Spanish as in
 * English, and the common phrasings the probes found missed in either.
 *
 * The law: a dispute needs nothing but to be made (15 U.S.C. 1692g(a)(3)-(5), (b); 12 CFR 1006.34(c)(3), 1006.38 and comment
 * 38-1); only verification and the original creditor's name need writing (Hooks v. Forman, Holt, 2d Cir. 2013; Camacho v.
 * Bridgeport Financial, 9th Cir. 2005); a deadline or a step inside the thirty days overshadows them (1692g(b); Miller v.
 * Payco-General American Credits, 4th Cir. 1991; Swanson v. Southern Oregon Credit Service, 9th Cir. 1988); a promise not to sue on
 * an old debt without the law's bar misleads (Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017; Buchanan v. Northland Group,
 * 6th Cir. 2015); fees the agreement or a law does not allow, and a fee said to be required by law, misstate what the collector may
 * receive (1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)); a later letter must say it is from a debt collector
 * (1692e(11)).
 *
 * What was missed and why: the Spanish obligation was read only as "usted debe" ("Para disputar esta deuda, debe enviarnos una
 * copia de su licencia…" was silent while its English flagged), and the Spanish one channel, fee, "se requiere", "no podemos
 * procesar… a menos que", "documentación" were not read; "if you wish to dispute" was read as an invitation; the Spanish time
 * granted with "a partir de la fecha de esta carta" between the days and "para pagar", the period named as "antes de que termine el
 * período de treinta días" and "todos los recursos disponibles" as a step; the writing rule with words between the dispute and its
 * "must", and in the Spanish singular; the age of a debt given as a reason other than by "debido a", and the Spanish promise not to
 * sue in other words; a fee the collector says it added, Spanish "tarifa de cobranza", "costas judiciales", "según lo exige la ley".
 *
 * Near misses that must stay silent: documents offered, a dispute said to need nothing, a fee denied, writing tied to verification, a
 * step after the period or denied before it, a fee for paying by telephone (pay_to_pay_fee's), figures that are costs or growth, a
 * notice with the law's bar and the revival warning, a later letter that says it is from a debt collector in other words. Tests, not
 * the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

/** A later letter of the same collector in Spanish, holding `closing` before its signature. */
const cartaPosterior = (closing: string): string =>
  [
    'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215\nTel. (614) 555-0107',
    '3 de marzo de 2016',
    'Juan Pérez\n12 Elm Street\nDayton, OH 45402',
    'Cliente: First Valley Bank\nSaldo adeudado: $1,245.60',
    'SEGUNDO AVISO',
    'Estimado Juan Pérez:',
    'Le escribimos el 3 de febrero de 2016 acerca del saldo indicado, que nuestro cliente asignó a nuestra agencia para su cobro. Hasta la fecha no hemos recibido su pago.',
    'Envíe su pago o llame a nuestra oficina al (614) 555-0107.',
    closing,
    'Atentamente,\nAcme Recovery Services, Inc.',
  ]
    .filter(Boolean)
    .join('\n\n');

const ANSWERS = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
/** A sentence in Spanish (its accents or its words), set in the Spanish letter; any other in the English one. */
const SPANISH = /[áéíóúñ¿¡]|\b(?:el|la|los|las|de|del|que|su|usted|para|por|una|esta|este|si|tiene|debe)\b/i;
/** What `ruleId` does with `sentence` set in the first letter of its language. */
const outcome = (ruleId: string, sentence: string): string =>
  ruleOutcome(ruleId, SPANISH.test(sentence) ? spanishStatuteEraLetter(sentence) : statuteEraLetter(sentence, { notice: true }), ANSWERS, TODAY);

describe('a condition put on a dispute, in Spanish as in English', () => {
  it.each([
    'Para disputar esta deuda, debe enviarnos una copia de su licencia de conducir y su número de seguro social.',
    'Para disputar esta deuda, envíenos una copia de su licencia de conducir.',
    'Si desea disputar esta deuda, debe incluir pruebas de pago.',
    'Si desea disputar este saldo, tendrá que proporcionar una declaración notariada.',
    'Si usted disputa esta deuda, deberá enviarnos una prueba de pago.',
    'Es necesario que nos envíe pruebas para disputar esta deuda.',
    'Para poder disputar, se requiere que presente una declaración jurada firmada.',
    'No podemos procesar su disputa a menos que incluya una copia de su estado de cuenta bancario.',
    'Las disputas sin documentación de respaldo no serán investigadas.',
    'Las disputas solo se aceptan por teléfono.',
    'Se cobra un cargo de $25 para procesar una disputa.',
    'Podemos, a nuestra discreción, verificar la deuda.',
    'If you wish to dispute this balance, you will need to provide a notarized statement.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('dispute_conditions_added', sentence)).toBe('flag');
  });
  it.each([
    'Puede incluir documentos que respalden su disputa, si lo desea.',
    'Para disputar esta deuda, puede enviarnos una copia de cualquier documento que tenga.',
    'No es necesario que nos envíe documentos para disputar esta deuda.',
    'No se requiere ninguna prueba para disputar esta deuda.',
    'Si usted disputa esta deuda, no necesita enviar documentos.',
    'No hay ningún cargo por disputar esta deuda.',
    'Si cree que no debe esta deuda, puede disputarla por escrito.',
    'Para disputar esta deuda, puede usar el formulario adjunto o escribirnos.',
    'Si usted disputa esta deuda por robo de identidad, envíenos una copia del informe policial.',
    'Si tiene preguntas, debe llamarnos al 800-555-1212 o escribirnos.',
    'Usted debe $1,245.60 a nuestro cliente.',
    'If you wish to dispute this debt, you may include any supporting documents.',
    'If you wish to dispute this debt, you do not need to send any documents.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome('dispute_conditions_added', sentence)).not.toBe('flag');
  });
});

describe('every dispute said to need writing, with words between or in the Spanish singular', () => {
  it.each([
    'Any dispute you have must be sent to us in writing.',
    'Cualquier disputa que tenga debe enviárnosla por escrito.',
    'Toda disputa debe ser por escrito.',
    'Usted solo puede disputar esta deuda por escrito.',
    'Únicamente aceptamos disputas por escrito.',
    'Una disputa hecha por teléfono no será aceptada.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('dispute_must_be_in_writing_misstated', sentence)).toBe('flag');
  });
  it.each([
    'Para obtener la verificación, su disputa debe ser por escrito.',
    'Si desea la verificación, su disputa debe ser por escrito.',
    'Usted puede disputar esta deuda por teléfono o por escrito.',
    'Toda disputa será contestada por escrito.',
    'Any dispute for which you want verification must be sent to us in writing.',
    'Disputes you send us will be answered in writing.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome('dispute_must_be_in_writing_misstated', sentence)).not.toBe('flag');
  });
});

describe('a Spanish deadline counted from the letter, the period named, and every remedy as a step', () => {
  it.each([
    ['overshadow_payment_deadline', 'Tiene cinco días a partir de la fecha de esta carta para pagar este saldo.'],
    ['overshadow_payment_deadline', 'Usted tiene cinco días a partir de hoy para pagar este saldo.'],
    ['overshadow_payment_deadline', 'Tiene cinco días desde la fecha de esta carta para pagar este saldo.'],
    [
      'overshadow_threat_inside_period',
      'Tiene cinco días a partir de la fecha de esta carta para pagar este saldo o ejerceremos todos los recursos disponibles.',
    ],
    ['overshadow_threat_inside_period', 'Si no recibimos su pago en diez días, ejerceremos cualquier recurso disponible.'],
    ['overshadow_threat_inside_period', 'Nuestro cliente puede presentar una demanda antes de que termine el período de treinta días.'],
    ['overshadow_threat_inside_period', 'Nuestro cliente presentará una demanda dentro del período de validación.'],
    ['overshadow_threat_inside_period', 'Su cuenta será enviada a nuestro abogado sin esperar a que termine el plazo de 30 días.'],
  ])('%s flags "%s"', (ruleId, sentence) => {
    expect(outcome(ruleId, sentence)).toBe('flag');
  });
  it.each([
    'No se presentará ninguna demanda antes de que termine el período de treinta días.',
    'No tomaremos ninguna acción legal antes de que termine el período de validación.',
    'Podemos iniciar acciones legales después de que termine el período de treinta días.',
    'Puede pagar en cualquier momento durante el período de treinta días.',
    'Si usted desea, puede pagar el saldo completo antes de diez días.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome('overshadow_threat_inside_period', sentence)).not.toBe('flag');
    expect(outcome('overshadow_payment_deadline', sentence)).not.toBe('flag');
  });
});

describe('an old debt said old, and a promise not to sue, in the other ways they are written', () => {
  it.each([
    'Por la antigüedad de su deuda, no le demandaremos.',
    'A causa de la antigüedad de su deuda, no le demandaremos.',
    'En vista de la antigüedad de esta cuenta, no lo llevaremos a los tribunales.',
    'Debido a la antigüedad de su deuda, no tenemos la intención de demandarle.',
    'Debido a la antigüedad de su deuda, no se presentará ninguna demanda en su contra.',
    'Debido a la antigüedad de su deuda, nunca le demandaremos.',
    'Given the age of your debt, we will not initiate any legal action.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('time_barred_no_disclosure_federal', sentence)).toBe('flag');
  });
  it.each([
    'La ley limita por cuánto tiempo se le puede demandar por una deuda. Debido a la antigüedad de su deuda, no le demandaremos. Si realiza un pago o promete pagar, el plazo para demandarle podría reiniciarse.',
    'Si no paga, no tenemos la intención de perdonar la deuda.',
  ])('leaves "%s" alone', (sentence) => {
    expect(outcome('time_barred_no_disclosure_federal', sentence)).not.toBe('flag');
  });
});

describe('fees the collector added, a fee said to be the law’s, and figures that are not a second balance', () => {
  it.each([
    ['unauthorized_fees_or_interest', 'We have added a $25.00 collection fee to your account.'],
    ['unauthorized_fees_or_interest', 'Se ha cobrado una tarifa de cobranza de $40.00.'],
    ['unauthorized_fees_or_interest', 'Se han agregado a su saldo costas judiciales de $150.00.'],
    ['collector_compensation_misstated', 'Se ha agregado a su saldo un cargo de cobranza del 40%, según lo exige la ley estatal.'],
    ['collector_compensation_misstated', 'La ley estatal nos permite agregar un cargo de cobranza del 25% a su saldo.'],
    ['collector_compensation_misstated', 'Nuestros costos de cobranza de $200.00, autorizados por la ley, están incluidos en el saldo.'],
    ['pay_to_pay_fee', 'Si paga con tarjeta de débito, se añadirá una tarifa de servicio de $2.50.'],
    ['pay_to_pay_fee', 'Los pagos en línea tienen una tarifa de $4.95.'],
  ])('%s flags "%s"', (ruleId, sentence) => {
    expect(outcome(ruleId, sentence)).toBe('flag');
  });
  it.each([
    ['unauthorized_fees_or_interest', 'Si paga por teléfono, se agregará un cargo de procesamiento de $3.95.'],
    ['unauthorized_fees_or_interest', 'No se han agregado cargos de cobranza a su saldo.'],
    ['unauthorized_fees_or_interest', 'No cobraremos ningún cargo de procesamiento.'],
    ['unauthorized_fees_or_interest', 'Si paga con tarjeta de débito, se añadirá una tarifa de servicio de $2.50.'],
    ['pay_to_pay_fee', 'No se cobra ninguna tarifa por pagar en línea.'],
    ['pay_to_pay_fee', 'Puede pagar en línea sin ningún costo.'],
    ['pay_to_pay_fee', 'Su cuota mensual de $100.00 puede pagarse con tarjeta de crédito.'],
    ['amounts_contradictory', 'Se han agregado a su saldo costas judiciales de $150.00.'],
    ['amounts_contradictory', 'Su saldo aumentará en $0.45 por día debido a los intereses.'],
    ['amounts_contradictory', 'Su saldo anterior era de $900.00.'],
    ['amounts_contradictory', 'Aceptaremos el 50% de su saldo de $1,245.60 para liquidar la cuenta.'],
  ])('%s leaves "%s" alone', (ruleId, sentence) => {
    expect(outcome(ruleId, sentence)).not.toBe('flag');
  });
});

describe('a later Spanish letter that says it is from a debt collector in other words', () => {
  it('flags the letter that does not say it', () => {
    expect(ruleOutcome('mini_miranda_missing_subsequent', cartaPosterior(''), { state: 'OH' }, TODAY)).toBe('flag');
  });
  it.each(['Estamos intentando cobrar una deuda.', 'Somos cobradores de deudas.', 'Tratamos de cobrar una deuda.'])('leaves "%s" alone', (closing) => {
    expect(ruleOutcome('mini_miranda_missing_subsequent', cartaPosterior(closing), { state: 'OH' }, TODAY)).not.toBe('flag');
  });
});
