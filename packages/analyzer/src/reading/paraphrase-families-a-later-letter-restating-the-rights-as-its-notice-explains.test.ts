/**
 * A later letter or e-mail that restates the consumer's rights as the earlier notice gave them, and says so ("As the notice
 * explains, you have until March 20, 2026 to dispute…", Spanish "Como explica el aviso, usted tiene hasta el 20 de marzo de 2026 para
 * disputar…") (issue 26, decision 493; instrument W442, a lawful near miss written from the law). It speaks of the notice; it is
 * not the notice (12 CFR 1006.34(a)(1)), so the notice's content rules (itemization, prompts, the response section…) do not judge
 * it, from the words or once the person says it is not the first letter. Near miss: a first letter that points to its own notice
 * ("as the notice below explains", "como explica el aviso adjunto"), which is the notice and is judged as one.
 */
import { describe, expect, it } from 'vitest';
import { noticeRulesFlagging } from './test-letters';

const email = (paragraph: string, spanish: boolean): string =>
  (spanish
    ? [
        'De: Cobros Costa Sol <cuentas@ccsol.example>',
        'Fecha: 19 de febrero de 2026',
        'Asunto: Opciones de pago para su cuenta de Farmacia Palmetto',
        'Estimada Sra. Santana:',
        'Le escribimos para contarle las opciones de pago que tenemos: un pago total de $912.48 o un plan de 6 pagos mensuales de $152.08.',
        paragraph,
        'Esta comunicación es de un cobrador de deudas.',
        'Cobros Costa Sol\nPO Box 15570, Tampa, FL 33684',
      ]
    : [
        'From: Costa Sol Collections <accounts@ccsol.example>',
        'Date: February 19, 2026',
        'Subject: Payment options for your Palmetto Pharmacy account',
        'Dear Ms. Santana:',
        'We are writing to tell you about the payment options we offer: a payment in full of $912.48 or a plan of 6 monthly payments of $152.08.',
        paragraph,
        'This communication is from a debt collector.',
        'Costa Sol Collections\nPO Box 15570, Tampa, FL 33684',
      ]
  ).join('\n\n');

const RESTATED = [
  [
    'Como explica el aviso, usted tiene hasta el 20 de marzo de 2026 para disputar toda o parte de la deuda, o para pedirnos el nombre y la dirección del acreedor original.',
    true,
  ],
  [
    'Como le indicamos en nuestro aviso del 9 de febrero de 2026, usted puede disputar la deuda hasta el 20 de marzo de 2026 y pedirnos el nombre del acreedor original.',
    true,
  ],
  [
    'As the notice explains, you have until March 20, 2026 to dispute all or part of the debt, or to ask us for the name and address of the original creditor.',
    false,
  ],
  [
    'As our notice of February 9, 2026 explained, you may dispute the debt until March 20, 2026 and ask us for the name and address of the original creditor.',
    false,
  ],
] as const;

describe('a later letter restating the rights as its earlier notice gave them is not judged as the notice', () => {
  it.each(RESTATED)('%s', (paragraph, spanish) => {
    const text = email(paragraph, spanish);
    expect(noticeRulesFlagging(text, { state: 'FL' }, '2026-02-20')).toEqual([]);
    expect(noticeRulesFlagging(text, { state: 'FL', isFirstContact: false, deliveredElectronically: true }, '2026-02-20')).toEqual([]);
  });
});

describe('near miss: a first letter pointing to its own notice is the notice', () => {
  it.each([
    ['Como explica el aviso adjunto, usted tiene hasta el 20 de marzo de 2026 para disputar toda o parte de la deuda.', true],
    ['As the notice below explains, you have until March 20, 2026 to dispute all or part of the debt.', false],
  ] as const)('%s', (paragraph, spanish) => {
    // Told it is the first letter, the notice's missing items are judged: something is flagged.
    expect(noticeRulesFlagging(email(paragraph, spanish), { state: 'FL', isFirstContact: true }, '2026-02-20').length).toBeGreaterThan(0);
  });
});
