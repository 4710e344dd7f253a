/**
 * Overshadowing in two more ways people write it (issue 26, open paraphrases P210 and P212 of development L412 and L635). Tests,
 * not the measure.
 *
 * The law: a first letter may not demand payment or threaten a step before the consumer's thirty days, counted from receipt,
 * have run, nor say the debt will be taken as valid sooner (15 U.S.C. 1692g(a)(3), (b)). A deadline counted from the letter's
 * own date ("within 35 days of the date of this letter") can fall inside the period, since the letter takes days to arrive
 * (*Mashiri v. Epsten Grinnell & Howell*, 9th Cir. 2017; decision 205); and "if you do not contact us immediately we will
 * have no choice but to assume this is a valid debt" says the debt is taken as valid at once (*Gause v. Medical Business
 * Consultants*, M.D. Fla. 2019; decision 384).
 *
 * What was missed on the start code: the letter's date named as "the date printed above", "the date shown above" or "the
 * above date" was not read as the letter's own date, so thirty-five days from it were read as outside the period; and the
 * Spanish "dar por hecho que se trata de una deuda válida" ("tendremos que asumir", "daremos por sentado") was not read as the
 * debt taken as valid.
 *
 * Near misses: forty-five days from the date printed above (outside any period counted from receipt); a Spanish letter that
 * takes the debt as valid only after the thirty days.
 */
import { describe, expect, it } from 'vitest';
import { overshadowingOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const ANSWERS = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const english = (sentence: string) => overshadowingOutcome(statuteEraLetter(sentence, { notice: true }), ANSWERS, TODAY);
const spanish = (sentence: string) => overshadowingOutcome(spanishStatuteEraLetter(sentence), ANSWERS, TODAY);

describe('a deadline counted from the letter’s date named as the date printed above', () => {
  it.each([
    'Unless the entire balance reaches this office within 35 days of the date of this letter, a lien will be recorded against your property.',
    'Unless the entire balance reaches this office within 35 days of the date printed above, a lien will be recorded against your property.',
    'Unless the balance is paid within thirty-five (35) days from the date shown above, we will refer this account to our attorney.',
    'Payment in full must be received within 35 days of the above date, or a lien will be recorded against your property.',
    'Unless we receive payment within 35 days after the date at the top of this letter, a lien will be recorded against your property.',
  ])('"%s" flags', (sentence) => {
    expect(english(sentence)).toBe('flag');
  });
  it('forty-five days from the date printed above stay silent', () => {
    expect(
      english('Unless the entire balance reaches this office within 45 days of the date printed above, a lien will be recorded against your property.'),
    ).not.toBe('flag');
  });
});

describe('the debt taken as valid at once, in Spanish words for taking as given', () => {
  it.each([
    'Si usted considera que esta deuda no es válida, LLÁMENOS DE INMEDIATO. Si no se comunica con nosotros, no tendremos más remedio que dar por hecho que se trata de una deuda VÁLIDA Y LEGÍTIMA.',
    'Si cree que esta deuda no es válida, comuníquese con nosotros de inmediato. Si no se comunica con nosotros, daremos por sentado que la deuda es válida.',
    'Si usted no se comunica con nosotros de inmediato, tendremos que asumir que la deuda es válida.',
  ])('"%s" flags', (sentence) => {
    expect(spanish(sentence)).toBe('flag');
  });
  it('validity taken as given only after the thirty days stays silent', () => {
    expect(
      spanish('Si usted no disputa la deuda dentro de los treinta días siguientes a la recepción de este aviso, daremos por sentado que la deuda es válida.'),
    ).not.toBe('flag');
  });
});
