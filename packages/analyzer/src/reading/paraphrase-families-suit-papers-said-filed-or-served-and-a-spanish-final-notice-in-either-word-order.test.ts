/**
 * Paraphrase families for decision 394 (issue 26), probed from the law where the start code missed them; no letter of any corpus
 * is quoted. Tests, not the measure.
 *
 * 1. Suit papers said filed or served when the suit is named by its papers ("suit papers have been filed against you", "the
 *    lawsuit documents were filed", "se le ha notificado la demanda", "usted ha sido emplazado"): a suit said to exist is a
 *    representation of the debt's legal status and of legal process (15 U.S.C. 1692e(2)(A), (5), (13); Sears v. Baretta
 *    Financial, W.D. Va. 2015). `simulated_legal_process` asks `lawsuitFiled` and flags when none was filed, as it does for "a
 *    complaint has been filed against you". Lawful: service said as what follows a suit ("if a lawsuit is filed, you will be
 *    served with papers"; Peters v. General Service Bureau, 8th Cir. 2002), the filing denied, a hedge.
 * 2. A final notice before legal action in Spanish, in either word order and gender ("aviso final antes de acción legal",
 *    "último aviso antes de …", "notificación final antes de …", "advertencia final antes de demandarle"): the step is next and
 *    near, as "FINAL NOTICE BEFORE LEGAL ACTION" and "su última oportunidad antes de" are read (decision 163), so in a first
 *    letter it overshadows the thirty days (15 U.S.C. 1692g(b)). Only the adjective before the noun and the feminine "última"
 *    were read. Judged in the 2016 first letters to an Ohio consumer, ten days after their date. Lawful: a final notice of an offer, a final notice with no step after it, the step put after the period.
 */
import { describe, expect, it } from 'vitest';
import { getRule, analyzeText, type UserAnswers } from '../index';
import { type RuleOutcome, statuteEraOvershadowing, threatLetter } from './test-letters';

const PROCESS = 'simulated_legal_process';
const processOutcome = (body: string, answers: UserAnswers = {}): { flagged: boolean; asked: string[] } => {
  const result = analyzeText(threatLetter(body), {
    answers: { state: 'FL', senderIsOriginalCreditor: false, ...answers },
    today: '2025-03-13',
    rules: [getRule(PROCESS)!],
  });
  expect(result.errors).toEqual([]);
  return {
    flagged: result.findings.some((f) => f.id === PROCESS),
    asked: result.questions.filter((q) => q.askedBy.includes(PROCESS)).map((q) => q.id),
  };
};

describe('1. suit papers said filed or served', () => {
  it.each([
    'Suit papers have been filed against you.',
    'The lawsuit papers against you were filed.',
    'Court documents against you have now been filed.',
    'The litigation paperwork has been filed in county court.',
    'Se le ha notificado la demanda.',
    'Usted ha sido emplazado en la demanda en su contra.',
    'Se le ha entregado la citación de la demanda.',
  ])('asks whether a suit was filed and flags when none was: %s', (body) => {
    expect(processOutcome(body).asked, body).toContain('lawsuitFiled');
    expect(processOutcome(body, { lawsuitFiled: false }).flagged, body).toBe(true);
    expect(processOutcome(body, { lawsuitFiled: true }).flagged, body).toBe(false);
  });

  it.each([
    'If a lawsuit is filed, you will be served with papers.',
    'No suit papers have been filed against you.',
    'We have not filed any court documents against you.',
    'Court documents may be filed if the balance remains unpaid.',
    'Si se presenta una demanda, se le notificará.',
    'No se le ha notificado ninguna demanda.',
    'Please return the signed papers to set up your payment plan.',
  ])('lawful: %s', (body) => {
    expect(processOutcome(body).asked, body).not.toContain('lawsuitFiled');
    expect(processOutcome(body, { lawsuitFiled: false }).flagged, body).toBe(false);
  });
});

const spanish = (s: string): RuleOutcome => statuteEraOvershadowing(s, 'es');
const english = (s: string): RuleOutcome => statuteEraOvershadowing(s, 'en');

describe('2. a Spanish final notice before legal action, in either word order', () => {
  it('the English heading is read (the control)', () => {
    expect(english('FINAL NOTICE BEFORE LEGAL ACTION')).toBe('flag');
  });

  it.each([
    'AVISO FINAL ANTES DE ACCIÓN LEGAL',
    'ÚLTIMO AVISO ANTES DE ACCIÓN LEGAL',
    'Este es su aviso final antes de iniciar acciones legales.',
    'Notificación final antes de acciones legales.',
    'Advertencia final antes de demandarle.',
    'Este es nuestro último requerimiento antes de presentar una demanda en su contra.',
  ])('overshadows in a first letter: %s', (body) => {
    expect(spanish(body)).toBe('flag');
  });

  it.each([
    'AVISO FINAL',
    'Aviso final: esta oferta de descuento vence el 31 de marzo de 2016.',
    'Este es su aviso final antes de que venza la oferta de descuento.',
    'Este es su aviso final; no presentaremos ninguna demanda antes de que termine el período de treinta días descrito abajo.',
  ])('lawful: %s', (body) => {
    expect(spanish(body)).toBe('silent');
  });
});
