/**
 * A law firm's descriptor printed in Spanish under its name is no second business name (issue 26, session 55; open law letter
 * W538, a false flag on a lawful letter). Tests, not the measure.
 *
 * The law: a collector must use its true business name (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). "Attorneys at Law" or "A
 * Professional Corporation" under a firm's name describes it and is not a name (decision 375's descriptors); the same words in
 * Spanish ("Abogados", "Abogados y Consejeros Legales", "Bufete de Abogados", "Una Corporación Profesional", "Agencia de Cobranza
 * con Licencia") are read the same way. Another company's name in that place is still judged.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (descriptor: string): string =>
  [
    'GARZA, WHITMORE & SALINAS, PLLC',
    descriptor,
    '1200 N 10th St, Suite 400',
    'McAllen, TX 78501',
    '',
    '1 de diciembre de 2025',
    '',
    'Sr. Joaquín Cantú',
    '415 E Wisconsin Rd',
    'Edinburg, TX 78539',
    '',
    'Estimado Sr. Cantú:',
    '',
    'Nuestro cliente nos ha pedido cobrar el saldo de $1,742.10 de su préstamo. Llámenos al (956) 555-0121.',
    '',
    'Atentamente,',
    '',
    'Garza, Whitmore & Salinas, PLLC',
    '',
    'Esta comunicación proviene de un cobrador de deudas.',
  ].join('\n');
const outcome = (descriptor: string): string =>
  ruleOutcome('name_not_true_name', letter(descriptor), { state: 'TX', senderIsOriginalCreditor: false, readsSpanish: true }, '2025-12-05');

describe('a firm’s descriptor in Spanish is no second name', () => {
  it.each([
    'Abogados',
    'Abogados y Consejeros Legales',
    'Bufete de Abogados',
    'Una Corporación Profesional',
    'Agencia de Cobranza con Licencia',
    'Attorneys at Law',
  ])('stays silent: %s', (descriptor) => expect(outcome(descriptor)).toBe('silent'));
  it('still judges another company’s name in that place', () => expect(outcome('Rio Grande Recovery Group, LLC')).not.toBe('silent'));
});
