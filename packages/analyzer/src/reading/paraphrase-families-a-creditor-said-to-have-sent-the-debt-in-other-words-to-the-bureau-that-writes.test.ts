/**
 * A creditor said to have sent the debt, in whatever words the debt is named, to the bureau that writes, where the person says
 * the letter came from the creditor itself (issue 26, open law letter W581: "Hawkeye Fitness Clubs has referred your unpaid
 * membership dues and cancellation fee to this bureau", the bureau a name the gym made up). Tests, not the measure.
 *
 * The law: a creditor that collects its own debts under a name "which would indicate that a third person is collecting" is a debt
 * collector (15 U.S.C. 1692a(6)) and must use its true name (1692e(14); 12 CFR 1006.18(c)(4)); a form that falsely suggests a
 * third party is involved is forbidden (1692j; Maguire v. Citicorp Retail Services, 2d Cir. 1998). What makes the name false is
 * the letter presenting it as a third party the creditor sent the debt to, however the debt is named.
 *
 * What was missed on the start code: the creditor's act was read only for "your account / debt / balance / bill / invoice / claim"
 * with two words before it, and the referral "to this bureau" only with four words between; "your unpaid membership dues and
 * cancellation fee", "the monthly rent and late charges", "ha remitido sus cuotas de membresía impagas a esta agencia" were not.
 *
 * Near misses (silent): the person says the letter is not from the creditor (a real agency writing under its own name), the
 * sender's name carries the creditor's own ("Hawkeye Fitness Billing Office"), the creditor said to handle the dues itself.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (sentence: string, sender = 'MIDWEST ACCOUNT RECOVERY BUREAU', spanish = false): string =>
  [
    `${sender}\nP.O. Box 2250\nCedar Rapids, IA 52406`,
    'September 22, 2025',
    'Kyle B. Dostal\n1425 Ellis Boulevard NW\nCedar Rapids, IA 52405',
    `Member account: XXXX3386\n${spanish ? 'Saldo' : 'Amount owed'}: $294.00`,
    spanish ? 'Estimado Sr. Dostal:' : 'Dear Kyle B. Dostal:',
    sentence,
    spanish
      ? 'Comuníquese con nosotros para pagar el saldo o para acordar un plan de pagos.'
      : 'Please contact us to pay the balance or to set up a payment arrangement.',
    spanish ? `Atentamente,\n\n${sender}` : `Sincerely,\n\n${sender}`,
    spanish ? 'Esta comunicación es de un cobrador de deudas.' : 'This communication is from a debt collector.',
  ].join('\n\n');

const flagged = (text: string, fromCreditor = true): boolean =>
  runRule('name_not_true_name', text, { senderIsOriginalCreditor: fromCreditor, allPagesUploaded: true, isFirstContact: false }, 'IA', '2025-10-02').flagged;

describe('a creditor said to have sent the debt, in other words, to the bureau that writes', () => {
  it.each([
    'Hawkeye Fitness Clubs has referred your unpaid membership dues and cancellation fee to this bureau.',
    'Hawkeye Fitness Clubs has referred your membership dues to this bureau.',
    'Hawkeye Fitness Clubs has placed your past-due monthly membership fees with this bureau.',
    'Hawkeye Fitness Clubs has turned the unpaid dues and late charges over to us.',
    'Cedar Ridge Apartments has referred the unpaid rent and late charges to this office.',
    'Kirkwood Academy has placed your unpaid tuition balance with our agency.',
    'Hawkeye Fitness Clubs has assigned your remaining membership payments to this bureau for collection.',
    'Hawkeye Fitness Clubs has transferred the outstanding dues on your membership to our office.',
    'Hawkeye Fitness Clubs has forwarded your unpaid cancellation fee to this bureau.',
    'Hawkeye Fitness Clubs has referred the charges for your cancelled membership to this bureau.',
  ])('"%s", the person saying the creditor sent it: flagged', (sentence) => {
    expect(flagged(letter(sentence))).toBe(true);
  });
  it.each([
    'Hawkeye Fitness Clubs ha remitido sus cuotas de membresía impagas a esta agencia.',
    'Hawkeye Fitness Clubs ha asignado su saldo de membresía y el cargo por cancelación a nuestra oficina.',
    'Hawkeye Fitness Clubs ha transferido las cuotas vencidas de su membresía a esta oficina.',
  ])('Spanish: "%s": flagged', (sentence) => {
    expect(flagged(letter(sentence, 'AGENCIA DE COBROS DEL MEDIO OESTE', true))).toBe(true);
  });
  it('the person saying the letter is not from the creditor: silent', () => {
    expect(flagged(letter('Hawkeye Fitness Clubs has referred your unpaid membership dues and cancellation fee to this bureau.'), false)).toBe(false);
  });
  it.each([
    ['Hawkeye Fitness Clubs has referred your unpaid membership dues and cancellation fee to this office.', 'HAWKEYE FITNESS BILLING OFFICE'],
    ['Hawkeye Fitness Clubs has placed your past-due monthly membership fees with this office.', 'HAWKEYE FITNESS CLUBS'],
    ['Our records show your unpaid membership dues and cancellation fee remain open.', 'HAWKEYE FITNESS CLUBS'],
  ])('"%s" from "%s": silent', (sentence, sender) => {
    expect(flagged(letter(sentence, sender))).toBe(false);
  });
  it('the creditor said to keep the dues itself: silent', () => {
    expect(flagged(letter('Hawkeye Fitness Clubs has kept your membership dues on its own books and asks that you pay them.'))).toBe(false);
  });
});
