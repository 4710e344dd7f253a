/**
 * Paraphrase families (decision 230) for three kinds of what a letter says of the debt, read by what the words do:
 *
 * - a tax-report statement that says what is reported is the consumer's payment (the settlement amount, "the amount you
 *   pay", "your payment", or "that amount" after the payment in the same sentence): a Form 1099-C reports the debt
 *   discharged, never what is paid (26 U.S.C. 6050P; 26 CFR 1.6050P-1), so the statement misdescribes the tax consequence
 *   of settling whatever the offer forgives (15 U.S.C. 1692e(2)(A), 1692e(10); Broderick v. Viking Client Services, D.N.J.
 *   2017, development L931; the Third Circuit's reading of tax statements, Schultz v. Midland Credit Management, 2018).
 *   Lawful and silent: the report said of the amount forgiven or of the difference, a general "may have tax consequences"
 *   (Dunbar v. Kohn Law Firm, 7th Cir. 2018), advice to consult a tax adviser, a report the letter says it will not make;
 * - the collector's own fee named as part of what is charged with no figure for it anywhere ("a one-time agency collection
 *   fee", "our placement fee has been assessed", "cargo único de cobranza"), beside a total: the consumer cannot tell how
 *   much of the total is the fee, or whether it is in it (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Fields v. Wilber Law Firm,
 *   7th Cir. 2004; Hackler v. Tolteca Enterprises, W.D. Tex. 2019, development L939). Lawful and silent: the fee with its
 *   figure, a fee denied, a fee that may be added later or on a condition (the future-charge readers'), a fee for a way of
 *   paying;
 * - a letter addressed to a dead person's estate that tells "you" that you owe the debt, without saying who "you" is or
 *   that the estate, not the reader, is liable: the executor who opens it can take the decedent's debt for their own
 *   (15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i); comment 34(a)(1)-1 lets the notice address the estate;
 *   Rock v. Greenspoon Marder, D.N.J. 2021, development L960). Lawful and silent: the estate said to owe, the reader told
 *   they are not personally liable or addressed in their capacity, a letter to a living consumer.
 *
 * Written from the law's categories; one wording of each kind is close to a development letter, the rest are not. Tests,
 * not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { laterLetter, runRule } from './test-letters';

const STATUS = 'misstated_legal_status';

const njLetter = (body: string): string =>
  laterLetter(body, {
    collector: 'Delta Point Recovery',
    address: 'PO Box 88\nMinneapolis, MN 55401',
    consumerCity: 'Trenton, NJ 08608',
    date: 'June 2, 2025',
  });
const runNJ = (body: string, answers: UserAnswers = {}) => runRule(STATUS, njLetter(body), { allPagesUploaded: true, ...answers }, 'NJ');

describe('a tax-report statement that says the payment is what is reported (misstated_legal_status)', () => {
  const mustFlag = [
    // close to L931's words
    'If the settlement amount that you agree to pay results in a discharge of $600 or more of the principal balance, the creditor may be required to report that amount to the IRS on Form 1099-C.',
    'The amount you pay to settle this account may be reported to the Internal Revenue Service.',
    'Your settlement payment will be reported to the IRS on a Form 1099-C.',
    'We are required to report the settlement amount to the IRS.',
    'Any payment you make under this offer may be reported to the IRS.',
    'The IRS may be notified of the amount you paid to resolve this debt.',
    'Our client may file a Form 1099-C reporting the amount of your settlement payment.',
    'If you accept this offer, the amount you agreed to pay will be reported to the IRS as required by law.',
    'El monto que usted pague para liquidar esta cuenta podrá ser reportado al IRS.',
    'Su pago de liquidación será informado al Servicio de Impuestos Internos mediante el formulario 1099-C.',
  ];
  it('flags each from the words, whatever the settlement forgives, without asking', () => {
    expect(mustFlag.filter((b) => !runNJ(b).flagged)).toEqual([]);
    expect(mustFlag.filter((b) => !runNJ(b, { settlementForgivesUnder600: false }).flagged)).toEqual([]);
  });

  const mustNotFlag = [
    'If the amount forgiven is $600 or more, the creditor may be required to report that amount to the IRS on Form 1099-C.',
    'The difference between your balance and the settlement amount may be reported to the IRS.',
    'If the settlement amount you pay results in forgiveness of $600 or more, the creditor may report the amount forgiven to the IRS.',
    'Settling a debt for less than the balance owed may have tax consequences. Please consult a tax adviser.',
    'Any amount of debt forgiven in excess of $600 may be reported to the IRS on Form 1099-C.',
    'We will not report your settlement payment to the IRS.',
    'La cantidad perdonada de $600 o más podrá ser reportada al IRS.',
    'Your payment will be credited to the account. Any debt discharged of $600 or more may be reported to the IRS.',
  ];
  it('does not flag the report of the amount forgiven, a general warning or a denial, told the settlement can forgive $600 or more', () => {
    expect(mustNotFlag.filter((b) => runNJ(b, { settlementForgivesUnder600: false }).flagged)).toEqual([]);
  });
});

const feeLetter = (body: string, city: string): string =>
  laterLetter(body, { collector: 'Canyon Ridge Recovery', address: 'PO Box 12\nSan Antonio, TX 78205', consumerCity: city, date: 'June 2, 2025' });
const runFee = (body: string, state: 'TX' | 'IL') =>
  runRule(STATUS, feeLetter(body, state === 'TX' ? 'Dallas, TX 75201' : 'Springfield, IL 62701'), { allPagesUploaded: true }, state);

describe("the collector's own fee named with no figure beside a total (misstated_legal_status)", () => {
  const mustFlag = [
    // close to L939's words
    'Total Due: $1,480.00. This account is subject to a one-time agency collection fee.',
    'Total Due: $1,480.00. A collection fee has been assessed on your account by our agency.',
    'Balance due $1,480.00. Our placement fee has been applied to this account.',
    'Your account has been charged a flat collection fee. Amount due: $1,480.00.',
    'Amount owed: $1,480.00, which reflects the agency fee charged on placement.',
    'Please remit the total due of $1,480.00. A one-time recovery charge applies to all accounts placed with us.',
    'Total adeudado: $1,480.00. Se ha aplicado un cargo único de cobranza de la agencia.',
    'Saldo: $1,480.00. Su cuenta está sujeta a una comisión de cobranza.',
  ];
  it('flags each, in the Fifth and the Seventh Circuits', () => {
    expect(mustFlag.filter((b) => !runFee(b, 'TX').flagged)).toEqual([]);
    expect(mustFlag.filter((b) => !runFee(b, 'IL').flagged)).toEqual([]);
  });

  const mustNotFlag = [
    'Total Due: $1,480.00. This includes a one-time agency collection fee of $148.00.',
    'Principal: $1,332.00\nCollection fee: $148.00\nTotal Due: $1,480.00',
    'Total Due: $1,480.00. No collection fee has been added to your account.',
    'Total Due: $1,480.00. We do not charge a collection fee.',
    'Total Due: $1,480.00. A collection fee may be added if your agreement allows it.',
    'Total Due: $1,480.00. If you pay by credit card, a processing fee applies.',
    'Total adeudado: $1,480.00. No se ha agregado ningún cargo de cobranza.',
  ];
  it('does not flag a fee with its figure, a fee denied, a fee only possible later, or a fee for a way of paying', () => {
    expect(mustNotFlag.filter((b) => runFee(b, 'TX').flagged)).toEqual([]);
    expect(mustNotFlag.filter((b) => runFee(b, 'IL').flagged)).toEqual([]);
  });
});

/** A law firm's letter to the estate of a dead consumer in New Jersey, the address block `to`, the body `body`. */
const estateLetter = (to: string, body: string, state = 'NJ'): string =>
  [
    'Morrow & Pike, LLP',
    '100 Broad St',
    'Newark, NJ 07102',
    '',
    'June 2, 2025',
    '',
    to,
    '12 Oak St',
    state === 'NJ' ? 'Trenton, NJ 08608' : 'Dallas, TX 75201',
    '',
    'Re: Account ending 4411. Creditor: Liberty Home Lending.',
    '',
    body,
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
  ].join('\n');
const runEstate = (to: string, body: string, state = 'NJ') => runRule(STATUS, estateLetter(to, body, state), { allPagesUploaded: true }, state);

describe('a letter addressed to an estate that tells "you" that you owe (misstated_legal_status)', () => {
  const mustFlag: [string, string][] = [
    // close to L960's words
    ['Estate of Isabel Reyes', 'As of the date of this letter, the total amount of the debt that you owe is $84,210.00.'],
    ['The Estate of John Carter', 'Dear Sir or Madam: You owe $2,450.00 to our client. Please pay it within 30 days.'],
    ['To the Estate of Mary Lee', 'Your balance of $2,450.00 is past due and you are responsible for paying it.'],
    ['John Carter, Deceased', 'Our records show you still owe $2,450.00 on this account.'],
    ['Estate of the late Ruth Adams', 'This debt of $2,450.00 is owed by you. Call us to arrange payment.'],
    ['Sucesión de Juan Pérez', 'A la fecha de esta carta, el monto total de la deuda que usted debe es de $2,450.00.'],
    ['c/o Executor, Estate of Ana Silva', 'You are liable for the balance of $2,450.00 shown above.'],
  ];
  it('flags each', () => {
    expect(mustFlag.filter(([to, b]) => !runEstate(to, b).flagged)).toEqual([]);
    expect(mustFlag.filter(([to, b]) => !runEstate(to, b, 'TX').flagged)).toEqual([]);
  });

  const mustNotFlag: [string, string][] = [
    ['Estate of Isabel Reyes', 'The amount the estate owes is $84,210.00. Please submit this claim to the estate for payment.'],
    ['Estate of Isabel Reyes', 'You owe nothing personally. The estate owes $84,210.00, payable only from the assets of the estate.'],
    [
      'Estate of Isabel Reyes',
      'The total amount of the debt you owe, as personal representative of the estate, is $84,210.00. You are not personally liable for this debt.',
    ],
    ['To the personal representative of the Estate of Carlos Gomez', 'The balance owed is $1,250.00.'],
    ['Maria Gomez', 'As of the date of this letter, the total amount of the debt that you owe is $2,450.00.'],
    ['Sucesión de Juan Pérez', 'La sucesión debe $2,450.00. Usted no es personalmente responsable de esta deuda.'],
  ];
  it('does not flag the estate said to owe, a reader told they are not personally liable, or a living consumer', () => {
    expect(mustNotFlag.filter(([to, b]) => runEstate(to, b).flagged)).toEqual([]);
  });
});
