/**
 * A Spanish collection agency's name read as a company's (issue 26, open law letter W372, a false flag on a lawful letter). Tests,
 * not the measure.
 *
 * The law: a collector may not use a name or words suggesting that it is, or is connected with, the government (15 U.S.C. 1692e(1),
 * (9), (14); 12 CFR 1006.18(b)(1)(i), (c)(3)). "Agencia de cobros" / "agencia de cobranza" is Spanish for "collection agency",
 * the ordinary name of a private collector; a public body is
 * named by what only a government has ("de hacienda", "de ingresos", "de recaudación", "de tesorería", "de justicia") or said to
 * be the state's or the nation's ("agencia estatal de cobros", "oficina federal de cobranzas").
 *
 * What was wrong on the start code: any "agencia de cobros, cobranza(s) o recuperación" was read as a government name, so "AGENCIA
 * DE COBROS SAN JOAQUÍN", a private agency's name, flagged a lawful letter.
 *
 * Must stay silent: private collection agencies' names in Spanish. Must still flag: the state's, the federal government's or a
 * public treasury's bodies in Spanish, a "Departamento de Cobranzas" (Spanish cannot tell it from "Department of Collections"), and
 * the English "Department of Collections".
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (head: string): string =>
  [
    `${head}\nPO Box 28810, Fresno, CA 93729`,
    '8 de diciembre de 2025',
    'Sra. Leticia Barajas\n4780 E. Kings Canyon Rd, Apt 31\nFresno, CA 93702',
    'Acreedor: Valley Préstamos Rápidos, LLC\nSaldo: $2,106.00',
    'Estimada Sra. Barajas:',
    'Su cuenta está atrasada. Llámenos al (559) 555-0159 para hablar de un plan de pagos.',
    'Esta comunicación proviene de un cobrador de deudas.',
    head,
  ].join('\n\n');
const flagged = (head: string): boolean =>
  runRule('government_affiliation_implied', letter(head), { allPagesUploaded: true, readsSpanish: true }, 'CA', '2025-12-18').flagged;

describe('a Spanish collection agency’s name read as a company’s', () => {
  it.each(['AGENCIA DE COBROS SAN JOAQUÍN', 'Agencia de Cobranzas del Valle', 'Agencia de Cobranza Latina', 'Agencia de Recuperación Pacífico'])(
    '"%s" stays silent',
    (head) => {
      expect(flagged(head)).toBe(false);
    },
  );
  it.each([
    'Agencia Estatal de Cobros',
    'Agencia de Cobros del Estado',
    'Oficina Federal de Cobranzas',
    'Departamento de Cobranzas',
    'Departamento de Hacienda',
    'Oficina de Recaudación',
    'Department of Collections',
  ])('"%s" still flags', (head) => {
    expect(flagged(head)).toBe(true);
  });
});
