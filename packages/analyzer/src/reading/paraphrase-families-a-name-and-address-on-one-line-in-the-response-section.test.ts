/**
 * Paraphrase family for decision 524 (issue 26: lawful notices flagged on the instruments' open halves), written from the
 * law (12 CFR 1006.34(c)(4)(iii): the response section shows the collector's name and mailing address and the consumer's)
 * and the ways collectors lay out a short tear-off: the consumer's name and address written on one line, the name followed
 * by a comma and the street number ("Felicia Grimes, 1718 Mobile Hwy, Montgomery, AL 36108"), is an address like the
 * collector's line above it, in English and in Spanish. A response section that really lacks one of the two, or both,
 * is still flagged.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'vn_response_addresses';

/** A Regulation F validation notice written in prose (not the model form), its tear-off given by `response`. */
const notice = (response: string[], spanish = false): string =>
  (spanish
    ? [
        'COBRANZAS DEL VALLE',
        'PO Box 7100 · San Antonio, TX 78201 · (210) 555-0100',
        '',
        '2 de junio de 2025',
        '',
        'Para: Sra. Rosa Elena Duarte, 415 Calle Flores, San Antonio, TX 78207',
        '',
        'Cobranzas del Valle es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Pinecrest Bank. Usaremos cualquier información que usted nos dé para ayudar a cobrar la deuda.',
        '',
        'Al 31 de marzo de 2025 usted debía $1,250.00; desde entonces: intereses + $0.00, cargos + $0.00, pagos o créditos – $0.00. Cantidad total de la deuda ahora: $1,250.00.',
        '',
        'Cómo disputar: llámenos o escríbanos a más tardar el 14 de julio de 2025 para disputar toda la deuda o parte de ella; si no lo hace, supondremos que nuestra información es correcta. Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada hasta que le enviemos información que demuestre que usted debe la deuda. Si nos escribe a más tardar el 14 de julio de 2025 para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual, debemos dejar de cobrar hasta enviarle esa información. Más información: www.cfpb.gov/debt-collection.',
        '',
        '- - - - - - - - - - - - - - - - - - - -',
        ...response,
        '¿Cómo desea responder? Marque todo lo que corresponda:',
        '[ ] Quiero disputar la deuda porque creo que: [ ] Esta no es mi deuda. [ ] La cantidad es incorrecta. [ ] Otro.',
        '[ ] Quiero que me envíen el nombre y la dirección del acreedor original.',
        '[ ] Adjunto esta cantidad: $________',
      ]
    : [
        'HARBOR POINT RECOVERY',
        'PO Box 9 · Chicago, IL 60601 · (312) 555-0100',
        '',
        'June 2, 2025',
        '',
        'To: Mr. James Carter, 3310 Wells Ave, Springfield, IL 62701',
        '',
        'Harbor Point Recovery is a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank. We will use any information you give us to help collect the debt.',
        '',
        'As of March 31, 2025 you owed $1,250.00; since then: interest + $0.00, fees + $0.00, payments or credits – $0.00. Total amount of the debt now: $1,250.00.',
        '',
        'Your rights: Call or write to us by July 14, 2025 to dispute all or part of the debt; if you do not, we will assume our information is correct. If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. If you write by that date to ask for the name and address of the original creditor, if different from the current creditor, we must stop collection until we send it. Learn more at www.cfpb.gov/debt-collection.',
        '',
        '- - - - - - - - - - - - - - - - - - - -',
        ...response,
        'How do you want to respond? Check all that apply:',
        '[ ] I want to dispute the debt because I think: [ ] This is not my debt. [ ] The amount is wrong. [ ] Other.',
        '[ ] I want you to send me the name and address of the original creditor.',
        '[ ] I enclosed this amount: $________',
      ]
  ).join('\n');

const outcome = (response: string[], spanish = false) =>
  ruleOutcome(RULE, notice(response, spanish), { state: spanish ? 'TX' : 'IL', isFirstContact: true, senderIsOriginalCreditor: false }, '2025-06-12');

/** Both addresses, the consumer's on one line with the name before the street number: never flagged. */
const BOTH_ON_ONE_LINE_EACH: [string[], boolean][] = [
  [['Mail this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601', 'James Carter, 3310 Wells Ave, Springfield, IL 62701'], false],
  [['Mail this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601', 'Felicia Grimes, 1718 Mobile Hwy, Springfield, IL 62704'], false],
  [['Send this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601', 'Keisha Thornton, 9021 Pine Rd, Apt 4, Peoria, IL 61602'], false],
  [['James Carter, 3310 Wells Ave, Springfield, IL 62701', 'Mail to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601'], false],
  [['Mail this form to: Harbor Point Recovery · PO Box 9 · Chicago, IL 60601', 'From: Daniel Moore · 4521 Elm Street · Springfield, IL 62701'], false],
  [['Mail this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601', 'Robert King Jr., 1500 Main St, Rockford, IL 61101'], false],
  [['Return this form to: Harbor Point Recovery, 2200 Lake Shore Dr, Chicago, IL 60616', 'Nora Walsh, 7790 Birch Ln, Evanston, IL 60201'], false],
  [
    ['Envíe este formulario a: Cobranzas del Valle, PO Box 7100, San Antonio, TX 78201', 'Sra. Rosa Elena Duarte, 4150 Calle Flores, San Antonio, TX 78207'],
    true,
  ],
  [['Envíe este formulario a: Cobranzas del Valle, PO Box 7100, San Antonio, TX 78201', 'Héctor Villalobos Ruiz, 2719 Kedzie Ave, Laredo, TX 78040'], true],
  [['Rosa Duarte, 4150 Calle Flores, San Antonio, TX 78207', 'Envíe este formulario a: Cobranzas del Valle, PO Box 7100, San Antonio, TX 78201'], true],
];

/** A response section without the consumer's address, without the collector's, or without either: still flagged. */
const ONE_OR_NONE: [string[], boolean][] = [
  [['Mail this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601'], false],
  [['Mail this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601', 'Name: ____________________'], false],
  [['James Carter, 3310 Wells Ave, Springfield, IL 62701'], false],
  [['Detach and return this part with your payment.'], false],
  [['Envíe este formulario a: Cobranzas del Valle, PO Box 7100, San Antonio, TX 78201'], true],
  [['Desprenda y devuelva esta parte con su pago.'], true],
];

describe('decision 524: a name and address written on one line in the response section (vn_response_addresses)', () => {
  it.each(BOTH_ON_ONE_LINE_EACH)('both addresses read: %j', (response, spanish) => {
    expect(outcome(response, spanish)).not.toBe('flag');
  });
  it.each(ONE_OR_NONE)('still flagged: %j', (response, spanish) => {
    expect(outcome(response, spanish)).toBe('flag');
  });
});
