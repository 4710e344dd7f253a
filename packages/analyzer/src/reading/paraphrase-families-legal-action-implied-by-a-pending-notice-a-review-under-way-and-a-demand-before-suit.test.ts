/**
 * Paraphrase family for decision 348 (issue 26), from probes of the law: legal action implied without a threat of suit, which
 * `threat_legal_action_unintended` asks about (`lawsuitFiled`) because a collector may not imply legal action it does not intend
 * or has not been authorised to take (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1); Pipiles v. Credit Bureau of Lockport, 2d
 * Cir. 1989, on notices before suit; Dewees v. Legal Servicing, E.D.N.Y. 2007, on an account "under review" for litigation;
 * United States v. National Financial Services, 4th Cir. 1996). Found missing by the probes, in one language or both: a demand
 * "prior to the commencement of litigation", a "NOTICE OF PENDING LEGAL ACTION", legal action said to be under consideration now
 * ("is being considered"), and in Spanish the account "colocada en nuestro departamento legal", "nuestros abogados están
 * revisando su expediente", "su cuenta califica para una acción legal", "aviso de acción legal pendiente", "antes del inicio de
 * un litigio". Near misses: the step denied in either language ("no ha sido colocada", "no es un aviso de…", "no legal action is
 * being considered"), a hedge ("we may consider legal action", "podríamos considerar…"), and what qualifies being the consumer's
 * own request ("su solicitud califica para un plan de pagos"). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { questionsAskedBy, statuteEraLetter } from './test-letters';

const RULE = 'threat_legal_action_unintended';
/** A later letter (not the first), with no notice in its words, to a consumer in Ohio (Sixth Circuit: a hedge is not asked). */
const asks = (sentence: string): boolean =>
  questionsAskedBy(RULE, statuteEraLetter(sentence), { state: 'OH', isFirstContact: false }, '2016-03-13').includes('lawsuitFiled');

describe('legal action implied, asked about in English and Spanish', () => {
  it.each([
    ['This is a demand for payment prior to the commencement of litigation.', 'Esta es una demanda de pago antes del inicio de un litigio.'],
    ['NOTICE OF PENDING LEGAL ACTION', 'AVISO DE ACCIÓN LEGAL PENDIENTE'],
    ['This account has been placed with our legal department.', 'Esta cuenta ha sido colocada en nuestro departamento legal.'],
    ['Our attorneys are reviewing your file.', 'Nuestros abogados están revisando su expediente.'],
    ['Your account qualifies for legal action.', 'Su cuenta califica para una acción legal.'],
    ['Legal action is now being considered on your account.', 'Se está considerando una acción legal.'],
  ])('asks whether a suit was filed: %s / %s', (english, spanish) => {
    expect(asks(english)).toBe(true);
    expect(asks(spanish)).toBe(true);
  });
});

describe('near misses: the step denied, hedged, or a qualification that is the consumer’s', () => {
  it.each([
    ['This is not a notice of pending legal action.', 'Este aviso no es un aviso de acción legal pendiente.'],
    ['Your account has not been placed in our legal department.', 'Su cuenta no ha sido colocada en nuestro departamento legal.'],
    ['No legal action is being considered at this time.', 'Nuestros abogados no están revisando su expediente.'],
    ['We may consider legal action.', 'Podríamos considerar una acción legal.'],
    ['Your request qualifies for a payment plan.', 'Su solicitud califica para un plan de pagos.'],
  ])('asks nothing: %s / %s', (english, spanish) => {
    expect(asks(english)).toBe(false);
    expect(asks(spanish)).toBe(false);
  });
});
