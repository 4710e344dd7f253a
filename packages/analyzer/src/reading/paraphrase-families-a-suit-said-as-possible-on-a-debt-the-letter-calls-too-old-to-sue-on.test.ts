/**
 * A suit said as possible on a debt the letter itself calls too old to sue on, in the words the reading layer reads (issue 26,
 * decision 554; the lead's known item: a Spanish letter that says "podemos demandarle" beside the law's bar). Tests, not the
 * measure.
 *
 * The law: a collector may not threaten an action that cannot legally be taken (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)), and
 * may not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)). Outside the Third Circuit a truthful "we may sue" is
 * allowed (Brown v. Card Service Center, 3d Cir. 2006, is the exception), but once the letter says the debt is too old to sue
 * on, the "may" cannot be truthful: it is as false as a "will".
 *
 * What was wrong on the start code: `threat_legal_action_unintended` read the English "we may sue you" beside the letter's own
 * time bar (legalThreats knows it) but not the hedged wordings only the reading layer reads, the Spanish above all ("podemos
 * demandarle", "es posible que le demandemos", "podríamos presentar una demanda") and the English passive ("a legal suit could
 * be filed"); `time_barred_suit_threat` flagged them, so the label was found, but the two threat rules judged one act two ways
 * by its language. Judged: the reading should not turn on the language, so the threat rule now reads them too, for that
 * judgment only.
 *
 * Must flag (the letter says the debt is too old to sue on): the hedged suit in English and Spanish, any order. Must not flag:
 * the same hedged suit with no time bar said (outside the Third Circuit), the time bar with only the revival warning, the bar
 * with a suit denied, a suit said as possible only after a payment revives the debt, or only on the consumer's own new written
 * promise ("you could only be sued if you signed a new written promise to pay"), New York's required notice of exempt income
 * ("If a creditor or debt collector receives a money judgment against you in court…"), and a suit by anyone as a hypothesis ("si
 * alguien intenta demandarle"): these were read as threats by `time_barred_suit_threat` too, and are read so by neither rule now.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, CITY_IN, runRule } from './test-letters';

const RULE = 'threat_legal_action_unintended';
const flags = (body: string, state = 'IL', rule = RULE): boolean =>
  runRule(rule, bareLaterLetter(body, CITY_IN[state] as string, 'March 3, 2023'), { allPagesUploaded: true, readsSpanish: true }, state, '2023-03-20').flagged;

const BAR_EN = 'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.';
const BAR_ES = 'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, no podemos demandarle.';

describe('a suit said as possible beside the letter’s own time bar', () => {
  it('flags the control: the English "we may sue you" legalThreats reads', () => {
    expect(flags(`${BAR_EN} If you do not pay by April 1, 2023, we may sue you.`)).toBe(true);
  });
  it.each([
    `${BAR_ES} Si no paga antes del 1 de abril de 2023, podemos demandarle.`,
    `${BAR_ES} Si no recibimos su pago, es posible que le demandemos.`,
    `${BAR_ES} Si no paga, podríamos presentar una demanda en su contra.`,
    `${BAR_ES} De no pagar, puede que le demandemos.`,
    `Si no paga, podemos demandarle. ${BAR_ES}`,
    `${BAR_EN} If you ignore this letter, a legal suit could be filed against you.`,
    `${BAR_EN} Failure to pay may result in a lawsuit being filed against you.`,
    `${BAR_EN} You could be sued if you do not pay by April 1, 2023.`,
    `${BAR_EN} Si no paga, podemos demandarle.`,
    `${BAR_ES} If you do not pay, we might file a lawsuit against you.`,
  ])('flags: %s', (body) => {
    expect(flags(body)).toBe(true);
  });
  it.each([
    'Si no paga antes del 1 de abril de 2023, podemos demandarle.',
    'If you ignore this letter, a legal suit could be filed against you.',
    `${BAR_ES} Si hace un pago, el plazo para demandarle puede reiniciarse.`,
    `${BAR_ES} Un pago podría permitir que el acreedor vuelva a demandarle. Le ofrecemos un descuento del 50%.`,
    `${BAR_EN} If you make a payment, the creditor may be able to sue you again.`,
    `${BAR_ES} No le demandaremos por esta deuda.`,
    `${BAR_EN} We will not sue you for it. Le ofrecemos un descuento del 50%.`,
  ])('does not flag: %s', (body) => {
    expect(flags(body)).toBe(false);
  });
});

describe('the law described beside the time bar, read as a threat by neither rule', () => {
  it.each([
    `${BAR_EN} You could only be sued if you signed a new written promise to pay.`,
    `${BAR_EN} You can be sued only if you make a payment or acknowledge the debt in writing.`,
    `${BAR_ES} Solo se le podría demandar si usted firma una nueva promesa de pago.`,
    `IF A CREDITOR OR DEBT COLLECTOR RECEIVES A MONEY JUDGMENT AGAINST YOU IN COURT, STATE AND FEDERAL LAWS MAY PREVENT THE FOLLOWING TYPES OF INCOME FROM BEING TAKEN TO PAY THE DEBT. ${BAR_EN}`,
    `Si un acreedor o cobrador de deudas obtiene una sentencia monetaria en su contra, las leyes pueden impedir que ciertos ingresos se usen para pagar la deuda. ${BAR_ES}`,
    `${BAR_EN} If anyone tries to sue you on this debt, contact an attorney.`,
    `${BAR_ES} Si alguien intenta demandarle por esta deuda, consulte a un abogado.`,
  ])('does not flag: %s', (body) => {
    expect(flags(body)).toBe(false);
    expect(flags(body, 'IL', 'time_barred_suit_threat')).toBe(false);
  });
});
