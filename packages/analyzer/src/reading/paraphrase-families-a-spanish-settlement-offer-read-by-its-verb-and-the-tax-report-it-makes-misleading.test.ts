/**
 * Paraphrase family for decision 395 (issue 26), probed from the law: a Spanish settlement offer, read by what the sentence
 * does (settle, clear, accept a sum as payment in full, pay only, one single payment, the account deemed paid), and the tax
 * statement beside it. A statement that forgiven debt will or may be reported to the IRS misleads where no settlement the
 * letter offers can forgive $600 or more, since a discharge of less is never reported (26 U.S.C. 6050P(b); 26 CFR
 * 1.6050P-1(a); Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019);
 * the forgiven amount is the balance less the offer. The facts stage read an English offer ("we will accept $X as payment in
 * full") and a Spanish one only with "liquidar" or "descuento", so a Spanish offer in any other verb was not read, the whole
 * balance was taken as forgiven, and the statement was judged true. Near misses: the same offers where the settlement forgives
 * more than $600 (the report can happen: Dona v. Midland Credit Management, 2d Cir. 2020, held such a "may" statement lawful
 * where true), and a balance stated with no offer at all. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { findSettlementOffers } from '../facts/find-settlement-offers';
import { runRule, spanishFirstLetter } from './test-letters';

const RULE = 'misstated_legal_status';
/** The Spanish first letter (balance $1,245.60) with `offer` and the tax statement after it. */
const letter = (offer: string, tax = 'Cualquier cantidad perdonada será reportada al IRS.'): string => spanishFirstLetter(`${offer} ${tax}`);
const run = (text: string) => runRule(RULE, text, { isFirstContact: true, readsSpanish: true }, 'OH', '2016-03-14');

/** Each offer, `{}` standing for its sum. */
const OFFERS = [
  'Liquide su cuenta por {}.',
  'Liquide hoy por solo {}.',
  'Pague solo {} y su cuenta quedará liquidada.',
  'Aceptaremos {} como pago total de esta cuenta.',
  'Aceptamos {} para saldar su cuenta.',
  'Salde su cuenta por {}.',
  'Su cuenta puede quedar saldada con un pago de {}.',
  'Le ofrecemos cerrar su cuenta con un pago único de {}.',
  'Su cuenta se dará por pagada si recibimos {}.',
];
const SMALL = '$900.00'; // forgives $345.60: no report can be made
const LARGE = '$500.00'; // forgives $745.60: a report can be made

const TAX_STATEMENTS = [
  'Cualquier cantidad perdonada será reportada al IRS.',
  'La deuda cancelada se informará al IRS en el Formulario 1099-C.',
  'El monto condonado podrá ser reportado al Servicio de Impuestos Internos.',
];

describe('a Spanish settlement offer is read with its sum', () => {
  it.each(OFFERS)('the facts stage reads the offer and its sum: %s', (offer) => {
    expect(findSettlementOffers(letter(offer.replace('{}', SMALL))).map((o) => o.amount?.value)).toContain(900);
  });
});

describe('the tax statement beside a Spanish offer that forgives less than 600 dollars', () => {
  it.each(OFFERS)('flags from the letter’s own figures: %s', (offer) => {
    expect(run(letter(offer.replace('{}', SMALL))).flagged).toBe(true);
  });

  it.each(TAX_STATEMENTS)('flags whatever the tax statement’s words: %s', (tax) => {
    expect(run(letter(`Liquide su cuenta por ${SMALL}.`, tax)).flagged).toBe(true);
  });
});

describe('near misses', () => {
  it.each(OFFERS)('an offer that forgives more than 600 dollars makes the report possible, and the statement true: %s', (offer) => {
    expect(run(letter(offer.replace('{}', LARGE))).flagged).toBe(false);
  });

  it.each(['Su saldo es de $1,245.60.', 'Puede pagar su saldo de $1,245.60 en nuestra página web.'])(
    'a balance with no offer forgives nothing the letter says; the statement is not judged false: %s',
    (words) => {
      expect(run(letter(words)).flagged).toBe(false);
    },
  );
});
