import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const SPANISH_BODY =
  'Le escribimos acerca de la cuenta que nuestro cliente nos asignó para su cobro. Según nuestros registros, usted debe un saldo de $538.00. Puede pagar en línea, por teléfono o por correo. Si tiene preguntas sobre esta cuenta, llámenos de lunes a viernes. Si usted cree que no debe esta deuda, comuníquese con nosotros antes de la fecha indicada y dejaremos de cobrar la cantidad que usted disputa.';
const ENGLISH_BODY =
  'We are writing to you about the account that our client placed with us. According to our records you owe a balance of $538.00. You may pay online, by phone or by mail. If you have any questions about this account, please call us. If you believe that you do not owe this debt, please contact us by the date shown and we will review the account.';

describe('disclosure_language_mismatch', () => {
  it('flags a Spanish letter whose debt-collector disclosure is only in English', () => {
    const r = check(rule, `15 de abril de 2023\n\n${SPANISH_BODY}\n\nThis communication is from a debt collector.`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['debt collector']);
  });

  it('flags a bilingual letter whose Spanish part has no Spanish disclosure', () => {
    const r = check(rule, `January 9, 2024\n\nAcme is a debt collector. ${ENGLISH_BODY}\n\n${SPANISH_BODY}`);
    expect(r.status).toBe('flag');
  });

  it('flags, at medium confidence, a bilingual letter whose disclosure is only in Spanish', () => {
    const r = check(rule, `January 9, 2024\n\n${ENGLISH_BODY}\n\nSomos un cobrador de deudas. ${SPANISH_BODY}`);
    expect(r.status === 'flag' && r.confidence).toBe('medium');
  });

  it('passes when the disclosure is given in each language', () => {
    expect(check(rule, `15 de abril de 2023\n\nEsta comunicación proviene de un cobrador de deudas. ${SPANISH_BODY}`).status).toBe('pass');
    expect(check(rule, `January 9, 2024\n\nAcme is a debt collector. ${ENGLISH_BODY}\n\nSomos un cobrador de deudas. ${SPANISH_BODY}`).status).toBe('pass');
  });

  it('is not applicable to English letters with an optional Spanish-copy line, to older letters and to letters with no disclosure at all', () => {
    expect(
      check(rule, `Acme is a debt collector. ${ENGLISH_BODY}\nPóngase en contacto con nosotros para solicitar una copia de este formulario en español.`).status,
    ).toBe('not_applicable');
    expect(check(rule, `15 de abril de 2019\n\n${SPANISH_BODY}\n\nThis communication is from a debt collector.`).status).toBe('not_applicable');
    expect(check(rule, `15 de abril de 2023\n\n${SPANISH_BODY}`).status).toBe('not_applicable');
  });

  it("uses the facts stage's language when it says Spanish", () => {
    const r = check(rule, 'Saldo: $538.00. Llámenos hoy. This communication is from a debt collector.', { facts: { language: 'es' }, gates: { isRegF: true } });
    expect(r.status).toBe('flag');
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).not.toBe('flag');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});
