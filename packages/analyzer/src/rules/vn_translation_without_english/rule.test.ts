import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const ES = `Grupo Sur, LLC es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Westfield Bank.
Llámenos o escríbanos a más tardar el 30 de mayo de 2025 para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.
Escriba para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual.`;
const EN = `Grupo Sur, LLC is a debt collector. We are trying to collect a debt that you owe to Westfield Bank.
Call or write to us by May 30, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.`;

describe('vn_translation_without_english', () => {
  it('asks whether an English version came', () => {
    const r = checkNotice(rule, ES);
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') {
      expect(r.questions.map((q) => q.id)).toEqual(['receivedEnglishNotice']);
      expect(r.evidence?.map((e) => e.text)).toEqual(['cobrador de deudas']);
    }
  });

  it('flags a Spanish-only notice when no English version came', () => {
    const r = checkNotice(rule, ES, { answers: { receivedEnglishNotice: false } });
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['cobrador de deudas']);
  });

  it('passes when an English version came earlier or is in the packet', () => {
    expect(checkNotice(rule, ES, { answers: { receivedEnglishNotice: true } }).status).toBe('pass');
    expect(checkNotice(rule, `${EN}\f${ES}`).status).toBe('pass');
  });

  it('passes an English notice with the optional Spanish-offer line', () => {
    expect(checkNotice(rule, `${EN}\nPóngase en contacto con nosotros para solicitar una copia de este formulario en español.`).status).toBe('pass');
  });

  it('asks a reader of Spanish whether the Spanish copy the notice offers was asked for and not sent', () => {
    const offer = `${EN}\nPóngase en contacto con nosotros para solicitar una copia de este formulario en español.`;
    expect(checkNotice(rule, offer).status).toBe('pass');
    const asked = checkNotice(rule, offer, { readerLang: 'es' });
    expect(asked.status).toBe('needs_input');
    if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['spanishNoticeRequestedNotSent']);
    expect(checkNotice(rule, offer, { readerLang: 'es', answers: { spanishNoticeRequestedNotSent: false } }).status).toBe('pass');
  });

  it('flags an offered Spanish copy that was asked for and not sent (the box too), quoting the offer', () => {
    const box = `${EN}\n[ ] Quiero este formulario en español.`;
    const r = checkNotice(rule, box, { answers: { spanishNoticeRequestedNotSent: true } });
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['Quiero este formulario en español']);
    if (r.status === 'flag') expect(r.message).toMatch(/12 CFR 1006\.34\(d\)\(3\)\(vi\)/);
    expect(checkNotice(rule, MODEL_FORM_B1, { answers: { spanishNoticeRequestedNotSent: true } }).status).toBe('flag');
  });

  it('does not apply before Regulation F', () => {
    expect(checkNotice(rule, ES, { gates: { isRegF: false }, answers: { receivedEnglishNotice: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
