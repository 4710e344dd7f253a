/**
 * A Spanish letter to an estate's administrator, with the notice said to come separately (issue 26, open law letter W407, two
 * false flags once answered). Tests, not the measure.
 *
 * The law: the executor, administrator or personal representative of a deceased consumer's estate is the consumer for the
 * collector's communications (15 U.S.C. 1692c(d); 12 CFR 1006.6(a)(4)), so a letter to her is not a letter to a third party; and
 * the validation information may come in a notice sent within five days of the initial communication (15 U.S.C. 1692g(a); 12 CFR
 * 1006.34(a)(1)), which a first letter may say it is sending separately.
 *
 * What was wrong on the start code: the English "Executor of the Estate of …" was read as a permitted addressee, the Spanish
 * ("Administradora de la Sucesión de …", "albacea", "representante personal del patrimonio") was not, so the person's answer that
 * the letter went to someone other than the debtor made it a finding; and a first letter saying "En una carta aparte le enviamos
 * el aviso de validación" was flagged as carrying no validation information at all.
 *
 * Must stay silent: the Spanish personal representative named, and a first letter that says the notice comes in another letter.
 * Must still flag: a first letter that says nothing of a notice, and a letter to a relative who is not the estate's representative.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (addressee: string, body: string): string =>
  [
    'SERVICIOS DE COBRANZA LLANO\nPO Box 64150, Lubbock, TX 79464',
    '9 de junio de 2025',
    `Sra. Guadalupe Arellano\n${addressee}\n2416 Avenue Q\nLubbock, TX 79411`,
    'Ref.: Cuenta de Raúl Mendoza Treviño, fallecido — XXXX3127\nAcreedor actual: South Plains Health Partners\nSaldo: $1,682.00',
    'Estimada Sra. Arellano:',
    body,
    'Atentamente,\nDepartamento de Cuentas',
    'Esta comunicación es de un cobrador de deudas. Estamos tratando de cobrar una deuda y cualquier información que obtengamos se usará con ese propósito.',
  ].join('\n\n');
const ANSWERS = { isFirstContact: true, allPagesUploaded: true, addressedToThirdParty: true, readsSpanish: true, senderIsOriginalCreditor: false };
const flagged = (rule: string, addressee: string, body: string): boolean => runRule(rule, letter(addressee, body), ANSWERS, 'TX', '2025-06-19').flagged;
const BODY = 'Le pedimos que considere esta cuenta para pago con los bienes de la sucesión.';
const SEPARATE = 'En una carta aparte le enviamos el aviso de validación, que explica cómo disputar esta deuda.';

describe('a Spanish letter to an estate’s administrator', () => {
  it.each([
    'Administradora de la Sucesión de Raúl Mendoza Treviño',
    'Albacea de la herencia de Raúl Mendoza Treviño',
    'Representante personal del patrimonio de Raúl Mendoza Treviño',
    'Sucesión de Raúl Mendoza Treviño',
  ])('is not a letter to a third party: %s', (addressee) => {
    expect(flagged('third_party_letter_discloses_debt', addressee, BODY)).toBe(false);
  });
  it('a letter to a relative who is not the representative still flags once the person says so', () => {
    expect(flagged('third_party_letter_discloses_debt', 'Hermana de Raúl Mendoza Treviño', BODY)).toBe(true);
  });
});

describe('a first letter that says the notice comes in another letter', () => {
  it.each([SEPARATE, 'Por separado le enviamos el aviso de sus derechos.', 'We are sending you the validation notice in a separate letter.'])(
    'is not missing the validation information: %s',
    (sentence) => {
      expect(flagged('vn_missing_entirely', 'Administradora de la Sucesión de Raúl Mendoza Treviño', `${BODY} ${sentence}`)).toBe(false);
    },
  );
  it('a first letter that says nothing of a notice still flags', () => {
    expect(flagged('vn_missing_entirely', 'Administradora de la Sucesión de Raúl Mendoza Treviño', BODY)).toBe(true);
  });
});
