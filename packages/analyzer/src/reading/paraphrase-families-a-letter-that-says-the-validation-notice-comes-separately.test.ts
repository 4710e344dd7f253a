/**
 * A letter that says the validation notice comes in a separate letter (issue 26, open law letter W407, a false flag on a lawful
 * letter). Tests, not the measure.
 *
 * The law: the validation information must be in the initial communication or in a written notice sent within five days of it
 * (15 U.S.C. 1692g(a); 12 CFR 1006.34(a)(1)); a letter may say that the notice comes in another letter. Its sentence describing
 * that notice ("the validation notice, sent in a separate letter, explains how to dispute this debt and ask for the original
 * creditor's name and address") makes none of the notice's statements, so the letter is not a notice to be judged item by item.
 *
 * What was wrong on the start code: the Spanish pointer ("En una carta aparte le enviamos el aviso de validación … que explica cómo
 * disputar esta deuda y pedir el nombre y la dirección del acreedor original") was read as the notice's own rights statement, and
 * the letter was judged as a notice missing its end date, its dispute statement and its itemization, from the words alone.
 *
 * Must not be read as a notice: the pointer in English and Spanish ("in a separate letter", "under separate cover", "separately",
 * "en una carta aparte", "por separado"), in a letter signed off before its collector's statement. What is still judged (a notice's own
 * statements) is held by the validation-notice rules' own tests, which this change leaves passing.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';

const letter = (sentence: string): string =>
  [
    'SERVICIOS DE COBRANZA LLANO\nPO Box 64150, Lubbock, TX 79464',
    '9 de junio de 2025',
    'Sra. Guadalupe Arellano\n2416 Avenue Q\nLubbock, TX 79411',
    'Ref.: Cuenta XXXX3127\nAcreedor actual: South Plains Health Partners\nSaldo: $1,682.00',
    'Estimada Sra. Arellano:',
    `Le escribimos sobre esta cuenta. ${sentence}`,
    'Atentamente,\nDepartamento de Cuentas',
    'Esta comunicación es de un cobrador de deudas. Estamos tratando de cobrar una deuda y cualquier información que obtengamos se usará con ese propósito.',
  ].join('\n\n');
const vnFlags = (sentence: string): string[] =>
  analyzeText(letter(sentence), { answers: { state: 'TX' }, today: '2025-06-19' })
    .findings.map((f) => f.id)
    .filter((id) => id.startsWith('vn_'));

describe('a letter that says the validation notice comes in a separate letter', () => {
  it.each([
    'En una carta aparte le enviamos el aviso de validación, en inglés y en español, que explica cómo disputar esta deuda y pedir el nombre y la dirección del acreedor original.',
    'Por separado le enviamos el aviso de sus derechos, que explica cómo disputar la deuda y cómo pedir el nombre y la dirección del acreedor original.',
    'In a separate letter we are sending you the validation notice, which explains how to dispute this debt and how to ask for the name and address of the original creditor.',
    'Under separate cover you will receive the notice of your rights, which explains how you can dispute this debt or request the name and address of the original creditor.',
  ])('is not judged as a notice: %s', (sentence) => {
    expect(vnFlags(sentence)).toEqual([]);
  });
});
