/**
 * Paraphrase family for decision 540 (issue 26: rejected theories flagged on the law letters' open half), written from the
 * law (12 CFR 1006.34(c)(2)(viii): the notice itemizes the interest, the fees, and the payments and credits since the
 * itemization date; comment 34(c)(2)(viii)-1: each shown even when it is zero, "$0.00" or "none") and the ways collectors
 * say in a sentence that there were none: a list the negation governs ("since then no interest, fees, payments or
 * credits", "there have been no interest charges, fees, payments or credits since July 31", "no interest, no fees and no
 * payments or credits since that date", "nothing has been added for interest or fees since then"), in English and in
 * Spanish ("desde entonces no hubo intereses, cargos, pagos ni créditos", "desde esa fecha no se han agregado intereses ni
 * cargos"). Each item the list names is said as none. A notice that says nothing of the items, that names only some of
 * them, or that says they may have been added, is still flagged.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'vn_itemization_table';

/** A Regulation F validation notice written in prose (not the model form), its itemization given by `itemization`. */
const notice = (itemization: string, spanish = false): string =>
  (spanish
    ? [
        'COBRANZAS DEL VALLE',
        'PO Box 7100 · San Antonio, TX 78201 · (210) 555-0100',
        '',
        '2 de junio de 2025',
        '',
        'Sra. Rosa Elena Duarte',
        '415 Calle Flores',
        'San Antonio, TX 78207',
        '',
        'Acreedor: Pinecrest Bank · Cuenta XXXX4417',
        '',
        'Cobranzas del Valle es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Pinecrest Bank. Usaremos cualquier información que usted nos dé para ayudar a cobrar la deuda.',
        '',
        itemization,
        '',
        'Cómo disputar: llámenos o escríbanos a más tardar el 14 de julio de 2025 para disputar toda la deuda o parte de ella; si no lo hace, supondremos que nuestra información es correcta. Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada hasta que le enviemos información que demuestre que usted debe la deuda. Si nos escribe a más tardar el 14 de julio de 2025 para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual, debemos dejar de cobrar hasta enviarle esa información. Más información: www.cfpb.gov/debt-collection.',
        '',
        '- - - - - - - - - - - - - - - - - - - -',
        'Envíe este formulario a: Cobranzas del Valle, PO Box 7100, San Antonio, TX 78201',
        'Rosa Elena Duarte, 415 Calle Flores, San Antonio, TX 78207',
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
        'Mr. James Carter',
        '3310 Wells Ave',
        'Springfield, IL 62701',
        '',
        'Creditor: Pinecrest Bank · Acct XXXX4417',
        '',
        'Harbor Point Recovery is a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank. We will use any information you give us to help collect the debt.',
        '',
        itemization,
        '',
        'Your rights: Call or write to us by July 14, 2025 to dispute all or part of the debt; if you do not, we will assume our information is correct. If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. If you write by that date to ask for the name and address of the original creditor, if different from the current creditor, we must stop collection until we send it. Learn more at www.cfpb.gov/debt-collection.',
        '',
        '- - - - - - - - - - - - - - - - - - - -',
        'Mail this form to: Harbor Point Recovery, PO Box 9, Chicago, IL 60601',
        'James Carter, 3310 Wells Ave, Springfield, IL 62701',
        'How do you want to respond? Check all that apply:',
        '[ ] I want to dispute the debt because I think: [ ] This is not my debt. [ ] The amount is wrong. [ ] Other.',
        '[ ] I want you to send me the name and address of the original creditor.',
        '[ ] I enclosed this amount: $________',
      ]
  ).join('\n');

const outcome = (itemization: string, spanish = false) =>
  ruleOutcome(RULE, notice(itemization, spanish), { state: spanish ? 'TX' : 'IL', isFirstContact: true, senderIsOriginalCreditor: false }, '2025-06-12');

/** Every item said as none in a sentence: never flagged. */
const EACH_SAID_NONE: [string, boolean][] = [
  ['As of March 31, 2025 you owed $1,250.00; since then no interest, fees, payments or credits. Total now: $1,250.00.', false],
  [
    'As of March 31, 2025 you owed $1,250.00. Since March 31, 2025 there have been no interest charges, fees, payments or credits. You now owe $1,250.00.',
    false,
  ],
  [
    'On March 31, 2025 you owed $1,250.00, and between that date and today there has been no interest, no fees and no payments or credits. Total amount of the debt now: $1,250.00.',
    false,
  ],
  [
    'As of March 31, 2025 you owed $1,250.00. No interest, fees, payments or credits have posted to the account since that date, so you still owe $1,250.00.',
    false,
  ],
  [
    'As of March 31, 2025 you owed $1,250.00. Since then nothing has been added for interest or fees, and there have been no payments or credits. Total now: $1,250.00.',
    false,
  ],
  ['Balance as of March 31, 2025: $1,250.00. Interest, fees, payments and credits since then: none. Total now: $1,250.00.', false],
  ['As of March 31, 2025 you owed $1,250.00. After that date we added no interest or fees and received no payments or credits. Total now: $1,250.00.', false],
  ['Al 31 de marzo de 2025 usted debía $1,250.00; desde entonces no hubo intereses, cargos, pagos ni créditos. Total ahora: $1,250.00.', true],
  [
    'Al 31 de marzo de 2025 usted debía $1,250.00. Desde esa fecha no se han agregado intereses ni cargos, y no se han recibido pagos ni créditos. Cantidad total de la deuda ahora: $1,250.00.',
    true,
  ],
  ['Al 31 de marzo de 2025 usted debía $1,250.00, sin intereses, cargos, pagos ni créditos desde esa fecha. Total ahora: $1,250.00.', true],
];

/** The items not said, said only in part, or said as possibly added: still flagged. */
const NOT_ALL_SAID: [string, boolean][] = [
  ['As of March 31, 2025 you owed $1,250.00. Total now: $1,250.00.', false],
  ['As of March 31, 2025 you owed $1,250.00; since then no interest or fees. Total now: $1,250.00.', false],
  [
    'As of March 31, 2025 you owed $1,250.00. Since then, interest and fees may have been added and payments may have been applied. Total now: $1,312.40.',
    false,
  ],
  ['As of March 31, 2025 you owed $1,250.00. If you pay by July 14, 2025, no interest, fees or other charges will be added. Total now: $1,250.00.', false],
  ['Al 31 de marzo de 2025 usted debía $1,250.00. Total ahora: $1,250.00.', true],
  ['Al 31 de marzo de 2025 usted debía $1,250.00; desde entonces no hubo intereses ni cargos. Total ahora: $1,250.00.', true],
];

describe('decision 540: an itemization said as none in a sentence (vn_itemization_table)', () => {
  it.each(EACH_SAID_NONE)('each item said as none: %j', (itemization, spanish) => {
    expect(outcome(itemization, spanish)).not.toBe('flag');
  });
  it.each(NOT_ALL_SAID)('still flagged: %j', (itemization, spanish) => {
    expect(outcome(itemization, spanish)).toBe('flag');
  });
});
