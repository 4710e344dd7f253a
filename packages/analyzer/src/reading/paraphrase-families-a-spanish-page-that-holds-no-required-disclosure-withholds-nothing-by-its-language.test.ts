/**
 * A Spanish page that holds none of the disclosures the law requires, sent to a consumer who reads no Spanish (issue 26,
 * decision 561). Tests, not the measure.
 *
 * The law: a letter written almost entirely in Spanish to a consumer who cannot read Spanish and never asked for it may fail to
 * give the required disclosures (the debt-collector statement, 15 U.S.C. 1692e(11); the rights to dispute, 1692g(a)) in a form
 * the consumer can understand (*Dykes v. Portfolio Recovery Associates*, E.D. Va. 2015). The claim is about the disclosures: a
 * Spanish heading, payment options or an invitation to call, with no disclosure in Spanish, withholds nothing by its language
 * (*Ehrich v. Credit Protection Association*, E.D.N.Y. 2012: a Spanish heading and three short Spanish phrases held lawful for a
 * consumer who reads no Spanish). A letter with no disclosure at all is `mini_miranda_missing_subsequent`'s and the notice
 * rules' to judge, not this rule's.
 *
 * What was wrong on the start code: when no Spanish debt-collector statement was found, the rule took any line of twenty-odd
 * characters as the "disclosure" withheld, so a Spanish page of payment options or a heading was flagged for a consumer who
 * reads no Spanish.
 *
 * Must not flag: Spanish pages of headings, payment options, calls, hours and balances, with no disclosure. Must still flag:
 * Spanish letters that give the debt-collector statement, or the rights to dispute, only in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const flags = (letter: string): boolean =>
  runRule('disclosure_language_mismatch', letter, { readsSpanish: false, allPagesUploaded: true, senderIsOriginalCreditor: false }, 'FL', '2019-03-20').flagged;
const dated = (body: string): string => `12 de marzo de 2019\n\n${body}`;

const PAYMENTS =
  'Le escribimos acerca de la cuenta de su proveedor de cable. El saldo de su cuenta es de $212.40. Puede pagar en línea, por teléfono o por correo, y también en cualquier tienda de la red de pagos de su barrio.';

describe('a Spanish page with no required disclosure, to a consumer who reads no Spanish', () => {
  it.each([
    'AVISO IMPORTANTE DE COBRO\nOpciones de pago\nLlame a nuestra oficina\nEnvíe su pago por MoneyGram',
    PAYMENTS,
    `${PAYMENTS}\nLlámenos de lunes a viernes, de 8 de la mañana a 5 de la tarde, al número que aparece en la parte superior.`,
    'Estimado cliente:\nSu cuenta tiene un saldo pendiente de $318.00 con la compañía de teléfono. Por favor comuníquese con nosotros hoy para hablar de las opciones de pago que tenemos para usted.\nAtentamente,\nDepartamento de Cuentas',
    'Opciones de pago disponibles para usted en este momento:\nPague en línea en nuestro sitio web con su tarjeta de débito o de crédito.\nPague por teléfono con un representante de la oficina.',
    'Hablamos español. Nuestros representantes le pueden ayudar con su cuenta y con un plan de pagos mensuales que se ajuste a su presupuesto de cada mes.',
    'Recordatorio de pago de su cuenta con el hospital de la comunidad. Si ya pagó el saldo, por favor no tome en cuenta esta carta y gracias por su pago.',
    'Le ofrecemos un descuento del veinte por ciento si paga el saldo completo de la cuenta antes del fin de este mes. Llame hoy para aprovechar esta oferta especial.',
    'Envíe su pago en el sobre adjunto a la dirección que aparece en la parte de abajo de esta página, con el número de su cuenta escrito en el cheque o giro postal.',
    'Su cuenta con la tienda de muebles fue asignada a nuestra oficina el mes pasado. Para hacer un pago o para preguntar por su saldo, visite nuestra página de internet.',
  ])('does not flag: %s', (body) => {
    expect(flags(dated(body))).toBe(false);
  });

  it.each([
    `Esta carta proviene de una agencia de cobranza y su intención es cobrar una deuda. ${PAYMENTS}`,
    `Somos un cobrador de deudas. Estamos tratando de cobrar una deuda y cualquier información obtenida será utilizada para ese fin. ${PAYMENTS}`,
    `Esta comunicación es de un cobrador de deudas. ${PAYMENTS}`,
    `${PAYMENTS}\nEste es un intento de cobrar una deuda por parte de una agencia de cobros.`,
    `${PAYMENTS}\nSi usted nos notifica dentro de los 30 días después de recibir este aviso que disputa la validez de esta deuda, le enviaremos una verificación de la deuda.`,
    `${PAYMENTS}\nA menos que usted dispute la validez de la deuda dentro de treinta días, daremos por hecho que la deuda es válida.`,
    `${PAYMENTS}\nUsted puede disputar toda o parte de la deuda, y pedirnos el nombre y la dirección del acreedor original.`,
    `${PAYMENTS}\nSi nos escribe dentro de los treinta días para pedir la verificación de la deuda, dejaremos de cobrarla hasta enviarle la verificación.`,
  ])('still flags: %s', (body) => {
    expect(flags(dated(body))).toBe(true);
  });
});
