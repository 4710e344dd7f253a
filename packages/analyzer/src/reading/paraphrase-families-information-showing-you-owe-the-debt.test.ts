/**
 * Paraphrase family for decision 524 (issue 26: lawful notices flagged on the instruments' open halves), written from the
 * law (15 U.S.C. 1692g(a)(4); 12 CFR 1006.34(c)(3)(iv): a written dispute by the end date stops collection until the
 * collector sends verification, which Model Form B-1 words as "information that shows you owe the debt") and the ways
 * collectors word it: "information showing you owe", "information proving that you owe", "information which demonstrates
 * you owe", "información que demuestra que usted debe", "información mostrando que usted debe". Each promises verification.
 * A statement that only stops collection, or promises nothing after a dispute, still lacks it and is still flagged.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'vn_dispute_right_statement';

/** A Regulation F validation notice in prose whose written-dispute sentence is `dispute`. */
const notice = (dispute: string, spanish: boolean): string =>
  (spanish
    ? [
        'COBRANZAS DEL VALLE',
        'PO Box 7100, San Antonio, TX 78201',
        '',
        '2 de junio de 2025',
        '',
        'Sra. Rosa Elena Duarte',
        '415 Calle Flores',
        'San Antonio, TX 78207',
        '',
        'Cobranzas del Valle es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Pinecrest Bank. Usaremos cualquier información que usted nos dé para ayudar a cobrar la deuda.',
        '',
        'Al 31 de marzo de 2025 usted debía $1,250.00; desde entonces: intereses + $0.00, cargos + $0.00, pagos o créditos – $0.00. Cantidad total de la deuda ahora: $1,250.00.',
        '',
        `Llámenos o escríbanos a más tardar el 14 de julio de 2025 para disputar toda la deuda o parte de ella; si no lo hace, supondremos que nuestra información es correcta. ${dispute} Si nos escribe a más tardar el 14 de julio de 2025 para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual, debemos dejar de cobrar hasta enviarle esa información. Visite www.cfpb.gov/debt-collection.`,
      ]
    : [
        'HARBOR POINT RECOVERY',
        'PO Box 9, Chicago, IL 60601',
        '',
        'June 2, 2025',
        '',
        'James Carter',
        '3310 Wells Ave',
        'Springfield, IL 62701',
        '',
        'Harbor Point Recovery is a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank. We will use any information you give us to help collect the debt.',
        '',
        'As of March 31, 2025 you owed $1,250.00; since then: interest + $0.00, fees + $0.00, payments or credits – $0.00. Total amount of the debt now: $1,250.00.',
        '',
        `Call or write to us by July 14, 2025 to dispute all or part of the debt; if you do not, we will assume our information is correct. ${dispute} If you write by that date to ask for the name and address of the original creditor, if different from the current creditor, we must stop collection until we send it. Learn more at www.cfpb.gov/debt-collection.`,
      ]
  ).join('\n');

const outcome = (dispute: string, spanish: boolean) =>
  ruleOutcome(RULE, notice(dispute, spanish), { state: spanish ? 'TX' : 'IL', isFirstContact: true, senderIsOriginalCreditor: false }, '2025-06-12');

/** The written dispute's verification, in other words than the model form's: never flagged. */
const VERIFICATION_SAID: [string, boolean][] = [
  ['If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information showing you owe the debt.', false],
  [
    'If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information showing that you owe the debt.',
    false,
  ],
  ['If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information proving you owe it.', false],
  [
    'If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we mail you information which demonstrates that you owe the debt.',
    false,
  ],
  [
    'If you dispute in writing by July 14, 2025, we will stop collecting the disputed amount until we send you information establishing that you owe it.',
    false,
  ],
  [
    'If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information demonstrating you owe the debt.',
    false,
  ],
  [
    'Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada hasta que le enviemos información que demuestra que usted debe la deuda.',
    true,
  ],
  [
    'Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada hasta que le enviemos información mostrando que usted debe la deuda.',
    true,
  ],
  [
    'Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada hasta que le enviemos información que prueba que usted debe la deuda.',
    true,
  ],
  [
    'Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada hasta que le enviemos información demostrando que usted debe la deuda.',
    true,
  ],
];

/** No verification promised after a written dispute: still flagged. */
const NO_VERIFICATION: [string, boolean][] = [
  ['If you write to us by July 14, 2025, we must stop collection on any amount you dispute.', false],
  ['If you write to us by July 14, 2025, we will review your dispute.', false],
  ['If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we finish our review.', false],
  ['If you write to us by July 14, 2025, we will send you information about your payment options.', false],
  ['Si nos escribe a más tardar el 14 de julio de 2025, debemos dejar de cobrar cualquier cantidad disputada.', true],
  ['Si nos escribe a más tardar el 14 de julio de 2025, revisaremos su disputa.', true],
];

describe('decision 524: information showing you owe the debt is verification (vn_dispute_right_statement)', () => {
  it.each(VERIFICATION_SAID)('not flagged: %s', (dispute, spanish) => {
    expect(outcome(dispute, spanish)).not.toBe('flag');
  });
  it.each(NO_VERIFICATION)('still flagged: %s', (dispute, spanish) => {
    expect(outcome(dispute, spanish)).toBe('flag');
  });
});
