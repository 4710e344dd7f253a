/**
 * Paraphrase family for decision 365 (issue 26), from probes of the law on the amount of the debt (15 U.S.C. 1692g(a)(1),
 * 1692e(2)(A); 12 CFR 1006.18(b)(2)(i)).
 *
 * 1. A balance printed beside a pointer to the real figure: "call for the latest amount due", "contact us to request an updated
 *    payoff", "visit our website for your up-to-date balance", "call us to find out how much you currently owe", "llame para
 *    obtener su saldo actualizado". The consumer cannot tell whether the balance printed is what ends the debt (*Chuway v.
 *    National Action Financial Services*, 7th Cir. 2004: "balance" plus "to obtain your most current balance information,
 *    please call"; *Miller v. McCalla, Raymer*, 7th Cir. 2000). `interest_accrual_not_disclosed` read the pointer only as "call
 *    for the current / updated / exact balance" in English; the other nouns, qualifiers ("latest", "most recent",
 *    "up-to-date", "today's"), purposes ("to request", "to confirm", "to find out") and the Spanish were not read. Near misses,
 *    clean: the pointer beside *Miller*'s or *Avila*'s safe harbour (the figure explained or fixed by a date: *Avila v.
 *    Riexinger & Associates*, 2d Cir. 2016), beside a balance said not to grow (*Taylor v. Financial Recovery Services*, 2d
 *    Cir. 2018: "no interest or fees are being added", which was flagged before), a payment already made, an instalment's
 *    figure, questions in general.
 * 2. A balance told only as it stood when the account was placed, assigned or referred, in a sentence ("When your account was
 *    referred to us, the balance was $1,245.60", "a balance of $1,245.60 as of the date your account was placed with us",
 *    "Cuando su cuenta fue asignada a nuestra oficina, el saldo era de $1,245.60"), with no figure owed now: the letter never
 *    says what the debt is if it has grown since (*Miller*; *Chuway*), lawful if it cannot (*Taylor*). `misstated_legal_status`
 *    read it as a label ("Amount owed when your account was placed with us: $…") but not said as a clause around the figure;
 *    it now asks `balanceCanIncrease` and flags on yes. Near misses: a current figure beside it, a placement said in the
 *    perfect ("has been placed with a balance of"), which speaks of now.
 *
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { chicagoLaterLetter, questionsAskedBy, ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const ACCRUAL = 'interest_accrual_not_disclosed';
const STATUS = 'misstated_legal_status';
const STATUTE_ANSWERS = { state: 'OH', isFirstContact: true };
const STATUTE_TODAY = '2016-03-13';
const LATER_ANSWERS = { state: 'IL', isFirstContact: false };
const LATER_TODAY = '2025-06-12';
const later = chicagoLaterLetter;

describe('a balance beside a pointer to the current figure (Chuway)', () => {
  const pointers = [
    'Please call 1-800-555-0100 for the most recent balance.',
    'For the latest payoff figure, call our office.',
    'Please call to confirm the exact amount owed before sending payment.',
    'Call us to find out how much you currently owe.',
    'Visit our website or call us for your up-to-date balance.',
    'Contact us to request an updated payoff.',
    'Call us for the latest amount due.',
  ];
  it.each(pointers)('flags it in a 7th Circuit later letter: %s', (sentence) => {
    expect(ruleOutcome(ACCRUAL, later(`Your balance is $1,245.60. ${sentence}`), LATER_ANSWERS, LATER_TODAY)).toBe('flag');
  });
  it.each(pointers)('flags it in a statute-era first letter: %s', (sentence) => {
    expect(ruleOutcome(ACCRUAL, statuteEraLetter(sentence, { notice: true }), STATUTE_ANSWERS, STATUTE_TODAY)).toBe('flag');
  });
  it.each([
    'Llame para obtener su saldo actualizado.',
    'Para conocer el monto exacto que debe, comuníquese con nosotros.',
    'Llámenos para obtener el saldo más reciente.',
    'Comuníquese con nuestra oficina para saber cuánto debe hoy.',
  ])('flags it in Spanish: %s', (sentence) => {
    expect(ruleOutcome(ACCRUAL, spanishStatuteEraLetter(sentence), STATUTE_ANSWERS, STATUTE_TODAY)).toBe('flag');
  });

  it.each([
    // Miller's safe harbour: the figure explained, with the pointer
    'As of the date of this letter, you owe $1,245.60. Because interest accrues daily, the amount due on the day you pay may be greater. Call us for the current amount.',
    // Avila's: the figure fixed by a date
    'We will accept $1,245.60 in full satisfaction if received by July 1, 2025. Call us for the current balance after that date.',
    // Taylor: a static balance
    'No interest or fees are being added. Call us for your current balance.',
    'If you have recently made a payment, please call us for your current balance.',
    'Call us for the exact amount of your monthly payment.',
    'If you have questions about your balance, please call us.',
    'Please call us at 800-555-0100 to discuss your account.',
    'Please call to confirm receipt of your payment.',
  ])('leaves it clean: %s', (sentence) => {
    expect(ruleOutcome(ACCRUAL, later(`Your balance is $1,245.60. ${sentence}`), LATER_ANSWERS, LATER_TODAY)).not.toBe('flag');
  });
  it.each([
    'Si ya pagó, llámenos para confirmar su saldo actual.',
    'Llámenos para obtener el monto exacto de su pago mensual.',
    'Si tiene preguntas sobre su saldo, llámenos.',
  ])('leaves it clean in Spanish: %s', (sentence) => {
    expect(ruleOutcome(ACCRUAL, spanishStatuteEraLetter(sentence), STATUTE_ANSWERS, STATUTE_TODAY)).not.toBe('flag');
  });
});

describe('a balance told only as it stood when the account was placed', () => {
  it.each([
    'Our records show a balance of $1,245.60 as of the date your account was placed with us.',
    'The balance on your account at the time it was placed with our office was $1,245.60.',
    'When your account was referred to us, the balance was $1,245.60.',
    'Your account was placed with us with a balance of $1,245.60.',
    'Balance at time of assignment: $1,245.60',
    'Cuando su cuenta fue asignada a nuestra oficina, el saldo era de $1,245.60.',
    'Su cuenta fue transferida a nuestra oficina con un saldo de $1,245.60.',
  ])('asks whether the balance grows, and flags on yes: %s', (sentence) => {
    expect(questionsAskedBy(STATUS, later(sentence), LATER_ANSWERS, LATER_TODAY)).toContain('balanceCanIncrease');
    expect(ruleOutcome(STATUS, later(sentence), { ...LATER_ANSWERS, balanceCanIncrease: true }, LATER_TODAY)).toBe('flag');
  });
  it.each([
    'Your account was placed with us with a balance of $1,245.60. Your current balance is $1,245.60.',
    'When your account was placed with us, the balance was $1,245.60. You now owe $1,245.60.',
    'Your account has been placed with our office with a balance of $1,245.60.',
    'Your account was placed with us on March 1, 2025. You owe $1,245.60.',
  ])('asks nothing of it and flags nothing: %s', (sentence) => {
    expect(questionsAskedBy(STATUS, later(sentence), LATER_ANSWERS, LATER_TODAY)).not.toContain('balanceCanIncrease');
    expect(ruleOutcome(STATUS, later(sentence), { ...LATER_ANSWERS, balanceCanIncrease: true }, LATER_TODAY)).not.toBe('flag');
  });
  it('passes the placement balance where it cannot grow (Taylor)', () => {
    const text = later('When your account was referred to us, the balance was $1,245.60.');
    expect(
      ruleOutcome(
        STATUS,
        text,
        { ...LATER_ANSWERS, balanceCanIncrease: false, debtDischargedInBankruptcy: false, debtAlreadyPaidOrSettled: false, amountDemandedExceedsOwed: false },
        LATER_TODAY,
      ),
    ).toBe('silent');
  });
});
