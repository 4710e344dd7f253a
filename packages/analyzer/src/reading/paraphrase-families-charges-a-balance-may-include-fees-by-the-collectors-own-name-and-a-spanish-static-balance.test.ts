/**
 * Paraphrase families for decision 370 (issue 26), from probes of the law on charges said or implied to come. Written from the
 * law, in our own sentences, never a letter's:
 *
 * - a balance that "may be subject to change" or "could be subject to increase" ("su saldo puede estar sujeto a cambios", "el
 *   total podría estar sujeto a aumentos"): growth said as a hedge, the *Miller* wording's kind, read before only without the
 *   modal ("is subject to change"). Where nothing more can lawfully be added the words are false (*Boucher v. Finance System of
 *   Green Bay*, 7th Cir. 2018; *Taylor v. Financial Recovery Services*, 2d Cir. 2018; 15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1);
 *   12 CFR 1006.18(b)(2)(i)): `interest_increase_language_false` asks `balanceCanIncrease`, flags on "no", passes on "yes".
 *   Charges the balance "may include" ("your balance may include late charges, interest and other charges", "su saldo puede
 *   incluir cargos por mora…") were probed too: they are already judged from the words as a make-up left open by
 *   `misstated_legal_status` (decision 170), and are not read again as growth here (an itemization that gives those charges
 *   their figures is a lawful anchor there, and would be flagged as a fee to come here).
 * - a charge by the collector's own name for it, with no figure ("a file fee has been added", "your balance includes an
 *   administrative fee", "liquidated damages have been added to your balance", "se agregará un cargo de recuperación", "se
 *   agregará un cargo por servicio cada mes"), and a returned-check fee ("cargo por cheque devuelto"): an amount incidental to the
 *   debt, lawful only where the agreement or the law expressly allows it (1692f(1); 12 CFR 1006.22(b)); folded into the balance
 *   without a figure (*Fields v. Wilber Law Firm*, 7th Cir. 2004). Judged unanswered (a returned-check fee asked, since many
 *   states allow one: *Tuttle v. Equifax Check*, 2d Cir. 1999), flagged on `contractAllowsCollectionFees: false`, passed on true.
 * - the Spanish twins of what was read in English: fees said to come ("usted puede incurrir en cargos adicionales"); a static
 *   balance in the present ("no se agregan intereses ni cargos a su cuenta") beside a growth warning, flagged as the
 *   contradiction the English is; a dated balance with interest at the legal rate and no word that it grows ("su saldo al 3 de
 *   marzo de 2016 es $1,245.60, con intereses a la tasa legal": *Avila v. Riexinger & Associates*, 2d Cir. 2016; *Chuway*, 7th
 *   Cir. 2004); a daily interest figure in a sentence ("Interest is calculated at $0.34 per day", "los intereses se calculan a
 *   razón de $0.34 por día"), read as the "Daily interest: $0.34" row is.
 *
 * Near misses kept silent: the *Miller v. McCalla* safe-harbour paragraph and *Avila*'s offer (where the balance grows), Regulation
 * F's zero itemization lines, a truthful "the balance will not increase" and *Taylor*'s static debt with no words about growth
 * (the "say it is static" theory, rejected by *Taylor* and *Kolbasyuk v. Capital Management Services*, 3d Cir. 2019), a payment's
 * or an offer's figure, office hours "subject to change", a move caused by a payment, a fee denied, a fee the agreement allows
 * said truly (answered), "we do not charge fees for payments by mail" and its Spanish, a daily figure of $0.00, liquidated damages
 * a court may award, and another's charges named as such ("service charges may be assessed by your bank for returned payments",
 * "su banco podría cobrarle un cargo", which were flagged on "no" before). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const INTEREST = 'interest_accrual_not_disclosed';
const GROWTH = 'interest_increase_language_false';
const FEES = 'unauthorized_fees_or_interest';
const PAY = 'collector_compensation_misstated';
const RULES = [INTEREST, GROWTH, FEES, PAY];
const TODAY = '2016-03-20';
/** The time-barred gate's question answered, so what a rule asks is its own. */
const BASE = { lastPaymentDate: '2015-10-01' };
const NOTHING_CAN_BE_ADDED = { balanceCanIncrease: false, contractAllowsCollectionFees: false };
const IT_CAN_GROW = { balanceCanIncrease: true, contractAllowsCollectionFees: true };

/** A Spanish sentence is marked "ES:" and set in the Spanish letter. */
const letter = (s: string): string => (s.startsWith('ES: ') ? spanishStatuteEraLetter(s.slice(4)) : statuteEraLetter(s, { notice: true }));
const outcome = (rule: string, s: string, answers: Record<string, unknown> = {}) => ruleOutcome(rule, letter(s), { ...BASE, ...answers } as never, TODAY);

const growthHedged = [
  'Your balance may be subject to change.',
  'The amount you owe could be subject to change.',
  'Your balance may be subject to increase.',
  'The total due may also be subject to adjustment.',
  'ES: Su saldo puede estar sujeto a cambios.',
  'ES: El total podría estar sujeto a aumentos.',
];

describe('a balance said to be subject to change, with a modal (Boucher; Taylor)', () => {
  it.each(growthHedged)('asks, flags when nothing can be added, passes when the balance grows: %s', (s) => {
    expect(outcome(GROWTH, s)).toBe('ask');
    expect(outcome(GROWTH, s, NOTHING_CAN_BE_ADDED)).toBe('flag');
    expect(outcome(GROWTH, s, IT_CAN_GROW)).toBe('silent');
  });

  it.each([
    'Your balance may include late charges, interest and other charges.',
    'The amount due may include late charges.',
    'ES: Su saldo puede incluir cargos por mora, intereses y otros cargos.',
  ])('charges the balance "may include" are judged as a make-up left open (decision 170), whatever the answers: %s', (s) => {
    expect(outcome('misstated_legal_status', s)).toBe('flag');
    expect(outcome('misstated_legal_status', s, IT_CAN_GROW)).toBe('flag');
  });
});

const feesByName = [
  'A file fee has been added to your account.',
  'We have assessed a file fee to your account.',
  'Your balance includes an administrative fee.',
  'The balance includes a recovery charge and a handling fee.',
  'Liquidated damages have been added to your balance.',
  'Liquidated damages of 20% will be assessed.',
  'ES: Se agregará un cargo de recuperación.',
  'ES: Su saldo incluye un cargo administrativo.',
];

describe("a charge by the collector's own name for it, without a figure (1692f(1); Fields)", () => {
  it.each(feesByName)('is judged, flagged when the agreement allows none, passed when it does: %s', (s) => {
    expect(outcome(FEES, s)).not.toBe('silent');
    expect(outcome(FEES, s, NOTHING_CAN_BE_ADDED)).toBe('flag');
    expect(outcome(FEES, s, IT_CAN_GROW)).toBe('silent');
  });
});

/** Spanish twins of fees said to come that the English reads (decision 370, second probe). */
const spanishFeesToCome = [
  'ES: Usted puede incurrir en cargos adicionales.',
  'ES: Se agregará un cargo por servicio cada mes.',
  'ES: Podría incurrir en recargos.',
];

describe('Spanish twins', () => {
  it.each(spanishFeesToCome)('judges a fee said to come as the English is: %s', (s) => {
    expect(outcome(FEES, s)).not.toBe('silent');
    expect(outcome(FEES, s, NOTHING_CAN_BE_ADDED)).toBe('flag');
    expect(outcome(FEES, s, IT_CAN_GROW)).toBe('silent');
  });

  it.each(['A $30.00 returned check fee has been added to your balance.', 'ES: Se ha agregado a su saldo un cargo por cheque devuelto de $30.00.'])(
    'asks of a returned-check fee added to the balance (many states allow one: Tuttle), and flags on no: %s',
    (s) => {
      expect(outcome(FEES, s)).toBe('ask');
      expect(outcome(FEES, s, NOTHING_CAN_BE_ADDED)).toBe('flag');
    },
  );

  it.each(['Interest is calculated at $0.34 per day.', 'Interest of $0.34 per day is added.', 'ES: Los intereses se calculan a razón de $0.34 por día.'])(
    'flags a balance with a daily interest figure and no word that it grows (Avila), as "Daily interest: $0.34" is: %s',
    (s) => {
      expect(outcome(INTEREST, s)).toBe('flag');
    },
  );

  it.each([
    'ES: Pueden agregarse intereses a su saldo. No se agregan intereses ni cargos a su cuenta.',
    'ES: Su saldo puede aumentar. No se cobran intereses sobre esta cuenta.',
  ])('flags a growth warning beside a static balance said in the present, whatever the answers: %s', (s) => {
    expect(outcome(GROWTH, s)).toBe('flag');
  });

  it('a growth warning beside a denial of a fee for paying by mail is no contradiction', () => {
    expect(outcome(GROWTH, 'ES: Su saldo puede aumentar. No se cobran cargos por pagos enviados por correo.')).toBe('ask');
  });

  it.each([
    'ES: Su saldo al 3 de marzo de 2016 es $1,245.60, con intereses a la tasa legal.',
    'ES: Saldo al 3 de marzo de 2016: $1,245.60, con intereses a la tasa contractual.',
  ])('flags a balance with interest at a rate and no word that it grows (Avila): %s', (s) => {
    expect(outcome(INTEREST, s)).toBe('flag');
  });
});

/** Lawful whatever the answers: history, another amount, a payment, a condition, a denial, a way of paying. */
const lawfulAlways = [
  'Your balance may be subject to change if you have recently made a payment.',
  'The settlement amount may be subject to change.',
  'The terms of this offer may be subject to change.',
  'Our office hours are subject to change.',
  'Your balance includes no administrative fee.',
  'No administrative fee has been added to your balance.',
  'Liquidated damages are not being sought.',
  'The court may award liquidated damages.',
  'We do not charge fees for payments by mail.',
  'If interest or other charges are accruing on your account, the amount due may be greater.',
  'ES: No se ha agregado ningún cargo administrativo.',
  'ES: No cobramos cargos por pagos enviados por correo.',
  'ES: No se cobran cargos por pagos enviados por correo.',
  'Interest is calculated at $0.00 per day.',
  'We do not charge a service fee.',
  'ES: No cobramos ningún cargo por servicio.',
  'Service charges may be assessed by your bank for returned payments.',
  'ES: Si su pago es devuelto, su banco podría cobrarle un cargo.',
];

/** The balance is static and the letter says so truly, or says nothing of growth (Taylor; Kolbasyuk): no duty, no finding. */
const staticTruly = [
  '',
  'Your balance will not increase.',
  'No interest or fees are being added to your account.',
  'Interest: + $0.00\nFees: + $0.00',
  'ES: Su saldo no aumentará.',
  'ES: No se agregan intereses ni cargos a su cuenta.',
];

/** The safe harbours, where the balance does grow (Miller; Avila). */
const harbours = [
  'As of the date of this letter, you owe $1,245.60. Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you before depositing the check for collection. For further information, write the undersigned or call 1-800-555-0100.',
  'Your balance may increase due to interest and fees. We will accept $1,245.60 as payment in full if received by April 15, 2016.',
  'ES: A la fecha de esta carta, usted debe $1,245.60. Debido a intereses, cargos por mora y otros cargos que pueden variar de un día a otro, la cantidad adeudada el día que usted pague puede ser mayor.',
];

describe('near misses', () => {
  it.each(lawfulAlways)('no rule flags "%s", answered or not', (s) => {
    for (const rule of RULES) {
      expect(outcome(rule, s), rule).not.toBe('flag');
      expect(outcome(rule, s, NOTHING_CAN_BE_ADDED), rule).not.toBe('flag');
    }
  });

  it.each(staticTruly)('a static balance, said so truly or not at all, is not flagged (Taylor; Kolbasyuk): "%s"', (s) => {
    for (const rule of RULES) expect(outcome(rule, s, NOTHING_CAN_BE_ADDED), rule).toBe('silent');
  });

  it.each(harbours)('the safe harbour passes where the balance grows: "%s"', (s) => {
    for (const rule of RULES) expect(outcome(rule, s, IT_CAN_GROW), rule).toBe('silent');
    expect(outcome(INTEREST, s)).toBe('silent');
  });

  it('a fee named in a sentence about something other than what is owed is not a fee in the debt', () => {
    const s = 'This letter includes an administrative fee schedule.';
    expect(outcome(FEES, s)).toBe('silent');
    expect(outcome(FEES, s, NOTHING_CAN_BE_ADDED)).toBe('silent');
  });

  it('a fee the agreement allows, said truly, passes when the consumer says so', () => {
    const s = 'Paragraph 9 of your agreement provides for an administrative fee of $25.00, which has been added to your balance.';
    for (const rule of [FEES, PAY]) expect(outcome(rule, s, { contractAllowsCollectionFees: true }), rule).toBe('silent');
  });
});
