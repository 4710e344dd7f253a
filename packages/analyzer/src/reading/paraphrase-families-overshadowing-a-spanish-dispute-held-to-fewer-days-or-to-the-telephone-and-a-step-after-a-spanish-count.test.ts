/**
 * Paraphrase family for decision 386 (issue 26), second part, from probes of the law in English and Spanish side by side: the
 * dispute right cut short or sent to the telephone, and a step counted from the letter, said in Spanish in the ways the English
 * twins were already read (15 U.S.C. 1692g(a)(3)-(4), (b); 12 CFR 1006.34(c)(3), 1006.38(b)(1), (d)(2)). What was missed on the
 * start code:
 * - a shorter window said with the Spanish obligation on the dispute itself ("Si desea disputar esta deuda, debe hacerlo dentro de
 *   15 días", "Cualquier disputa debe presentarse dentro de 15 días", "…debe hacerlo dentro de los 15 días siguientes a la recepción
 *   de esta carta"), as "you must do so within 20 days" and "any dispute must be received within 10 days" are;
 * - the dispute sent to the telephone with the Spanish obligation ("Para disputar esta deuda, usted debe llamar a nuestra oficina",
 *   "Las disputas deben hacerse por teléfono", "Debe llamarnos para disputar esta deuda"), as "To dispute this debt, you must call our
 *   office" and "Disputes must be made by telephone" are: only a written dispute secures verification and stops collection;
 * - a step counted "después de diez días", as "after ten days, we will turn this over to our attorney" is (Graziano v. Harrison, 3d
 *   Cir. 1991).
 * Near misses kept silent: a call or a letter offered to dispute ("llámenos o escríbanos", "puede llamarnos o escribirnos"); a call
 * asked of one with questions; thirty days to dispute in writing, or counted from receipt; a step after forty-five days or after the
 * period; a payment, not a dispute, made by telephone or due monthly under a plan; the collector's own time to answer a dispute.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { overshadowingOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const FIRST = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const english = (s: string): string => overshadowingOutcome(statuteEraLetter(s, { notice: true }), FIRST, TODAY);
const spanish = (s: string): string => overshadowingOutcome(spanishStatuteEraLetter(s), FIRST, TODAY);

describe('the dispute held to fewer days than thirty, said with the Spanish obligation on the dispute', () => {
  it.each([
    'Si desea disputar esta deuda, debe hacerlo dentro de 15 días.',
    'Si usted desea disputar esta deuda, debe hacerlo dentro de los 15 días siguientes a la recepción de esta carta.',
    'Cualquier disputa debe presentarse dentro de 15 días.',
  ])('flags in Spanish: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it.each(['If you wish to dispute this debt, you must do so within 15 days.', 'Any dispute must be received within 15 days.'])(
    'its English twin flags: %s',
    (s) => {
      expect(english(s)).toBe('flag');
    },
  );

  it.each([
    'Si desea disputar esta deuda, debe hacerlo por escrito dentro de 30 días.',
    'Si desea disputar esta deuda, debe hacerlo dentro de los treinta días siguientes a la recepción de este aviso.',
    'Usted tiene derecho a disputar esta deuda dentro de 30 días.',
    'Los pagos deben hacerse dentro de 10 días de cada mes según su plan.',
    'Después de recibir su disputa, le enviaremos la verificación dentro de 10 días.',
  ])('stays silent: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });
});

describe('the dispute sent to the telephone, said with the Spanish obligation', () => {
  it.each([
    'Para disputar esta deuda, usted debe llamar a nuestra oficina.',
    'Para disputar esta deuda, debe llamarnos al 800-555-0100.',
    'Las disputas deben hacerse por teléfono.',
    'Debe llamarnos para disputar esta deuda.',
  ])('flags in Spanish: %s', (s) => {
    expect(spanish(s)).toBe('flag');
  });

  it.each(['To dispute this debt, you must call our office.', 'Disputes must be made by telephone.'])('its English twin flags: %s', (s) => {
    expect(english(s)).toBe('flag');
  });

  it.each([
    'Para disputar esta deuda, llámenos o escríbanos.',
    'Si desea disputar esta deuda, puede llamarnos o escribirnos.',
    'Si tiene preguntas, debe llamarnos.',
    'Su pago debe hacerse por teléfono o por correo.',
  ])('stays silent: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });
});

describe('a step counted "después de" a number of days', () => {
  it('flags: Después de diez días, su cuenta será enviada a nuestro abogado.', () => {
    expect(spanish('Después de diez días, su cuenta será enviada a nuestro abogado.')).toBe('flag');
  });

  it('its English twin flags: After ten days, we will turn this over to our attorney.', () => {
    expect(english('After ten days, we will turn this over to our attorney.')).toBe('flag');
  });

  it.each([
    'Después de 45 días, su cuenta será enviada a nuestro abogado.',
    'Después de que termine el período de validación, podemos enviar su cuenta a un abogado.',
  ])('stays silent: %s', (s) => {
    expect(spanish(s)).not.toBe('flag');
  });
});
