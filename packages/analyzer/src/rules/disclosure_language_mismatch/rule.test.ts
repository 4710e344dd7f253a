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
    expect(check(rule, `15 de abril de 2023\n\nEsta comunicación proviene de un cobrador de deudas. ${SPANISH_BODY}`, { readerLang: 'es' }).status).toBe(
      'pass',
    );
    expect(check(rule, `January 9, 2024\n\nAcme is a debt collector. ${ENGLISH_BODY}\n\nSomos un cobrador de deudas. ${SPANISH_BODY}`).status).toBe('pass');
  });

  it('is not applicable to English letters with an optional Spanish-copy line, to older letters and to letters with no disclosure at all', () => {
    expect(
      check(rule, `Acme is a debt collector. ${ENGLISH_BODY}\nPóngase en contacto con nosotros para solicitar una copia de este formulario en español.`).status,
    ).toBe('not_applicable');
    expect(
      check(rule, `15 de abril de 2019\n\n${SPANISH_BODY}\n\nThis communication is from a debt collector.`, { answers: { readsSpanish: true } }).status,
    ).toBe('not_applicable');
    expect(check(rule, `15 de abril de 2023\n\n${SPANISH_BODY}`, { readerLang: 'es' }).status).toBe('not_applicable');
  });

  describe('the language the consumer reads', () => {
    const SPANISH_LETTER = `29 de enero de 2014\n\nEsta carta proviene de una agencia de cobranza y su intención es cobrar una deuda. ${SPANISH_BODY}`;
    const ENGLISH_NOTICE =
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt, this office will obtain verification of the debt.';
    const SPANISH_CALL = 'si ud tiene alguna pregunta acerca de esta cuenta llame 800/279-9420 y referir al numero de su cuenta';

    it('flags a letter almost all in Spanish sent to a consumer who does not read Spanish, whatever its date (1692e(11))', () => {
      const r = check(rule, SPANISH_LETTER, { answers: { readsSpanish: false } });
      expect(r.status).toBe('flag');
      expect(r.status === 'flag' && r.message).toContain('1692e(11)');
      expect(quotes(r)).toEqual(['agencia de cobranza']);
    });

    it('does not judge the language of the whole letter from part of it: a Spanish part of a letter whose other pages are not uploaded', () => {
      // The English pages a court found complete may be the ones left out (decision 267): only the whole letter says
      // whether it is "almost all in Spanish".
      const part = `May 7, 2012\n\nAcme Recovery, LP\nBalance $918.40\n[...]\nAcme Recovery, LP\nEsta carta viene de un cobrador de deudas. Intentamos cobrar una deuda y usaremos cualquier información obtenida con ese fin. ${SPANISH_BODY}`;
      expect(check(rule, part, { answers: { readsSpanish: false } }).status).toBe('flag');
      expect(check(rule, part, { answers: { readsSpanish: false, allPagesUploaded: false } }).status).not.toBe('flag');
      expect(check(rule, SPANISH_LETTER, { answers: { readsSpanish: false, allPagesUploaded: true } }).status).toBe('flag');
      const asked = check(rule, part, { readerLang: 'en', answers: { allPagesUploaded: false } });
      expect(asked.status).not.toBe('needs_input');
      // What the part does hold is read on its words: a Spanish sentence inviting a call beside the English notice.
      const ehrich = `Acme Collections is a debt collector.\n${ENGLISH_NOTICE}\n${SPANISH_CALL}`;
      expect(check(rule, ehrich, { answers: { readsSpanish: true, allPagesUploaded: false } }).status).toBe('flag');
    });

    it('asks whether the consumer reads Spanish only of someone using the app in English, and not when the words already flag', () => {
      const asked = check(rule, SPANISH_LETTER, { readerLang: 'en' });
      expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['readsSpanish']);
      expect(check(rule, SPANISH_LETTER, { readerLang: 'es' }).status).not.toBe('needs_input');
      expect(check(rule, SPANISH_LETTER, { answers: { readsSpanish: true } }).status).not.toBe('flag');
      expect(check(rule, `15 de abril de 2023\n\n${SPANISH_BODY}\n\nThis communication is from a debt collector.`, { readerLang: 'en' }).status).toBe('flag');
    });

    it('flags a Spanish sentence telling a reader of Spanish to call, inside an English-only notice of the rights (1692g(b), the split named)', () => {
      const letter = `Acme Collections is a debt collector.\n${ENGLISH_NOTICE}\n${SPANISH_CALL}`;
      const r = check(rule, letter, { answers: { readsSpanish: true } });
      expect(r.status).toBe('flag');
      expect(r.status === 'flag' && r.message).toContain('1692g(b)');
      expect(r.status === 'flag' && r.message).toContain('Reed v. Southwest Credit Systems');
      expect(quotes(r)).toEqual([SPANISH_CALL]);
      expect(check(rule, letter, { answers: { readsSpanish: false } }).status).not.toBe('flag');
      expect(check(rule, letter, { readerLang: 'en' }).status).not.toBe('needs_input');
      const asked = check(rule, letter, { readerLang: 'es' });
      expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['readsSpanish']);
    });

    it('does not flag an offer of help in Spanish, a Spanish passage that gives the rights, or the model form', () => {
      const offer = `${ENGLISH_NOTICE}\nPara asistencia en español, llame por favor al 1-800-284-9180 para arreglar el pago.`;
      expect(check(rule, offer, { answers: { readsSpanish: true } }).status).not.toBe('flag');
      const rights = `${ENGLISH_NOTICE}\nsi ud tiene alguna pregunta llame; puede disputar la deuda por escrito dentro de 30 días.`;
      expect(check(rule, rights, { answers: { readsSpanish: true } }).status).not.toBe('flag');
      expect(check(rule, MODEL_FORM_B1, { answers: { readsSpanish: true } }).status).not.toBe('flag');
      expect(check(rule, MODEL_FORM_B1, { answers: { readsSpanish: false } }).status).not.toBe('flag');
    });
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
