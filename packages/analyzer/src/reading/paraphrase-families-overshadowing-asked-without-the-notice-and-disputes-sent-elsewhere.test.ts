/**
 * Paraphrase families for decision 158 (issue 26): what a letter with no notice in its words must be asked about, and two
 * ways of sending the dispute away from the collector's mail. From the law's categories, not from one letter's words; no
 * letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. Immediate payment asked in the passive, as a noun or in Spanish ("Immediate payment is requested", "IMMEDIATE PAYMENT
 *    REQUESTED", "Please make immediate payment", "Le pedimos el pago inmediato"): the active "we request immediate payment"
 *    was read (Savino v. Computer Credit, 2d Cir. 1998; Miller v. Payco-General American Credits, 4th Cir. 1991). Flag in a
 *    first letter; ask `isFirstContact` in a letter without the notice; flag once answered.
 * 2. A command after a purpose said first ("To avoid further collection activity, please remit … immediately", "Para evitar
 *    más actividades de cobro, pague hoy"): the same command as "Pay now to avoid further collection activity", read before.
 * 3. Lawful near misses, neither flagged nor asked in any of the three letters: untimed demands and titles ("FINAL NOTICE",
 *    "last chance", a demand "to avoid further collection activity" with no time: Bartlett v. Heibl, 7th Cir. 1997; decisions
 *    091, 136, 151), a plain request ("promptly"), "call today" (Zemeckis, 7th Cir. 2012), the opportunity to pay (Wilson v.
 *    Quadramed, 3d Cir. 2000), settlement offers that expire inside thirty days (Evory v. RJM Acquisitions, 7th Cir. 2007),
 *    a financial statement asked alone, a purpose clause with no step and no time.
 * 4. The dispute sent to the telephone instead of the mail, in a sentence about the dispute, English and Spanish; writing said
 *    to delay the dispute (15 U.S.C. 1692g(a)(4), (b); 12 CFR 1006.38(d)(2)). Lawful: a call invited with questions instead
 *    of a letter (Riccio v. Sentry Credit, 3d Cir. 2020 en banc; decision 151).
 * 5. The dispute sent to the creditor the letter names (1692g(a)(3)-(4): the consumer "notifies the debt collector"). Lawful:
 *    the creditor offered beside the collector, payments sent to the creditor, the collector asking the creditor.
 * 6. A Spanish notice contradicted by English words (decision 154 left it): each sentence is read in its own language, so the
 *    English deadline, writing requirement or shortened window beside a Spanish notice is read as beside an English one.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { bareLetter, firstLetter, overshadowingOutcome, statuteNotice } from './test-letters';

/** A 2019 first notice whose rights are stated in Spanish only, with `body` in English after them. */
const SPANISH_RIGHTS =
  'Si usted no disputa esta deuda dentro de los 30 días después de recibir este aviso, asumiremos que la deuda es válida. Si nos notifica por escrito dentro de los 30 días que disputa la deuda, obtendremos la verificación de la deuda y le enviaremos una copia.';
const spanishNotice = (body: string): string => statuteNotice(`${SPANISH_RIGHTS}\n${body}`, { originalCreditorLine: false });

const outcome = (text: string, answers: UserAnswers = {}) => overshadowingOutcome(text, answers);
/** The Reg F first letter (its period ends July 14, 2025; the creditor is Pinecrest Bank). */
const inFirstLetter = (body: string) => outcome(firstLetter(body));
/** The same collector's letter with no notice in its words: unanswered, answered as the first, answered as a later one. */
const bare = (body: string, answers: UserAnswers = {}) => outcome(bareLetter(body), answers);

const PRESSURE_READ_THREE_WAYS = (body: string) => {
  expect(inFirstLetter(body)).toBe('flag');
  expect(bare(body)).toBe('ask');
  expect(bare(body, { isFirstContact: true })).toBe('flag');
  // Answered as a later letter: judged against the first letter's period (decision 144), lawful once that period has run.
  expect(bare(body, { isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' })).toBe('silent');
  expect(bare(body, { isFirstContact: false, firstNoticeReceivedDate: '2025-05-20' })).toBe('flag');
};

describe('1. immediate payment asked in the passive, as a noun or in Spanish', () => {
  it.each([
    'IMMEDIATE PAYMENT REQUESTED.',
    'Immediate payment is requested.',
    'Your immediate payment is requested.',
    'Immediate full payment is hereby requested.',
    'Please make immediate payment of the balance.',
    'Kindly make immediate payment of $1,250.00.',
    'Le pedimos el pago inmediato del saldo.',
    'Solicitamos el pago inmediato del saldo.',
    'Se le solicita el pago inmediato de esta cuenta.',
    'Your payment is needed now.',
    'We need your payment now.',
    'Payment must be made now.',
  ])('flags, asks without the notice, flags once answered: %s', (body) => {
    PRESSURE_READ_THREE_WAYS(body);
  });
  it.each(['We request immediate payment of the balance.', 'Payment in full is required immediately.', 'Pague el saldo ahora.'])(
    'the forms read before stay read: %s',
    (body) => {
      PRESSURE_READ_THREE_WAYS(body);
    },
  );
});

describe('2. a command after a purpose said first', () => {
  it.each([
    'To avoid further collection activity, please remit the balance immediately.',
    'To avoid further collection activity, call us today.',
    'To prevent legal action, pay the balance today.',
    'In order to avoid further collection efforts, please make your payment at once.',
    'Para evitar más actividades de cobro, pague hoy.',
    'Para evitar acciones legales, pague el saldo de inmediato.',
    'Upon receipt of this letter, please remit the balance.',
    'Al recibir esta carta, pague el saldo.',
    'Responda inmediatamente para evitar acciones adicionales.',
  ])('flags, asks without the notice, flags once answered: %s', (body) => {
    PRESSURE_READ_THREE_WAYS(body);
  });
  it('the command said before the purpose stays read: Pay now to avoid further collection activity.', () => {
    PRESSURE_READ_THREE_WAYS('Pay now to avoid further collection activity.');
  });
});

describe('3. lawful near misses: neither flagged nor asked', () => {
  it.each([
    'FINAL NOTICE',
    'FINAL NOTICE. Pay the balance of $1,250.00.',
    'This is your last chance to pay this balance.',
    'To avoid further collection activity, pay the balance in full.',
    'Payment is required to avoid further collection activity.',
    'Immediate payment will avoid further collection activity.',
    'Please send your payment promptly.',
    'Please remit the balance due.',
    'This matter requires your immediate attention.',
    'Please call us today.',
    'We shall afford you the opportunity to pay this bill immediately and avoid further action.',
    'We can settle this account for $625.00 if you pay by June 20, 2025.',
    'This offer is valid for 15 days from the date of this letter. We are not obligated to renew this offer.',
    'Please complete and return the enclosed financial statement within 10 days.',
    'To avoid any delay, please include your account number with your payment.',
    'To avoid late fees in the future, you may pay online at any time.',
    'Para evitar más actividades de cobro, pague el saldo.',
    'Para evitar confusiones, escriba su número de cuenta en su cheque.',
    'Balance due now: $1,250.00.',
    'Payment should be made immediately.',
    'We expect to hear from you immediately.',
    'You may make your payment now at www.apex.example.',
    'If you would like to make your payment now, visit our website.',
    'Payment can be made now by phone or online.',
    'Upon receipt of your payment, we will send you a receipt.',
    'Upon receipt of this letter, please review the enclosed statement.',
  ])('%s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
    expect(bare(body)).toBe('silent');
    expect(bare(body, { isFirstContact: true })).toBe('silent');
    expect(bare(body, { isFirstContact: false })).toBe('silent');
  });
});

describe('4. the dispute sent to the telephone instead of the mail', () => {
  it.each([
    'If you dispute this debt, please call us instead of writing.',
    'Rather than sending a letter, call us to dispute this balance.',
    'To dispute, please call us; letters will delay the process.',
    'If you wish to dispute this debt, call our office rather than writing to us.',
    'Si desea disputar esta deuda, llámenos en vez de escribirnos.',
    'En lugar de escribirnos, llámenos para disputar la deuda.',
    'Las cartas retrasarán su disputa; llámenos al 800-555-0100.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([
    'Instead of writing, please call us with any questions.',
    'Please call us instead of writing if you have questions about your payment options.',
    'Letters will delay the processing of your payment.',
    'You may call or write to us to dispute this debt.',
    'En lugar de escribirnos, llámenos si tiene preguntas sobre su pago.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
});

describe('5. the dispute sent to the creditor the letter names', () => {
  it.each([
    'Disputes must be sent to Pinecrest Bank.',
    'Please direct any dispute to Pinecrest Bank, PO Box 5, Dover, DE 19901.',
    'Send your dispute to Pinecrest Bank, not to this office.',
    'If you dispute this debt, contact Pinecrest Bank directly.',
    'To dispute this balance, you must contact Pinecrest Bank.',
    'Las disputas deben enviarse a Pinecrest Bank.',
    'Si usted disputa esta deuda, comuníquese con Pinecrest Bank.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([
    'You may also contact Pinecrest Bank if you have questions.',
    'Disputes may be sent to us or to Pinecrest Bank.',
    'If you dispute this debt, we will ask Pinecrest Bank for verification.',
    'Payments should be sent to Pinecrest Bank.',
    'If you wish, you can also send a copy of your dispute to Pinecrest Bank.',
    'Si lo desea, también puede comunicarse con Pinecrest Bank.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
});

describe('6. a Spanish notice contradicted by English words', () => {
  const inSpanishNotice = (body: string) => overshadowingOutcome(spanishNotice(body), { state: 'TX' }, '2019-03-10');
  it.each([
    'Please pay the balance within 10 days.',
    'Any dispute must be made in writing within 10 days.',
    'Unless you dispute this debt in writing within 30 days, we will assume it is valid.',
    'You have 15 days to dispute this debt.',
    'We will assume this debt is valid unless you notify us in writing.',
  ])('flags: %s', (body) => {
    expect(inSpanishNotice(body)).toBe('flag');
  });
  it.each(['Thank you for your attention.', 'You may call or write to us with any questions.'])('lawful: %s', (body) => {
    expect(inSpanishNotice(body)).toBe('silent');
  });
});
