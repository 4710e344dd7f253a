/**
 * Paraphrase families for decision 388 (issue 26), from the law on a balance that grows or does not, in our own sentences, never a
 * letter's:
 *
 * - a balance **shown to grow by its own lines**: interest added since the judgment or since default ("Interest since judgment:
 *   $212.00", "Post-judgment interest: $212.00", "Intereses acumulados desde la fecha de cancelación: $120.45") in a letter that
 *   says nothing of more to come. A line of interest or fees added since a date, unexplained, leaves the consumer unable to tell a
 *   static balance from a growing one (*Avila v. Riexinger & Associates*, 2d Cir. 2016; *Leitner v. Client Services*, E.D.N.Y.
 *   2020; 15 U.S.C. 1692e(2)(A), 1692g(a)(1)), as the English "since charge-off" line already was read. And where the consumer
 *   says the balance grows, a letter whose breakdown shows interest added ("Accrued interest: $120.45", "Interest through March 3,
 *   2016: $245.60") and says nothing of more to come is the *Avila* fixed figure for a growing debt: before, the interest line
 *   alone kept the finding back.
 * - growth **told from a date** ("interest accrues from the date of this letter until paid", "this figure does not include interest
 *   accruing after the date of this letter", "los intereses que se acumulen después de la fecha de esta carta"): the statement that
 *   the amount due later may be greater, *Miller v. McCalla, Raymer* (7th Cir. 2000)'s safe harbour in other words; where nothing
 *   can be added it is false (*Boucher v. Finance System of Green Bay*, 7th Cir. 2018), and unanswered it is asked.
 * - a balance **said fixed** ("this amount is fixed", "the amount you owe will stay the same", "your balance will remain $1,245.60
 *   until paid", "there will be no further interest", "los intereses ya no se están acumulando", "este monto es fijo"): a static
 *   balance needs no disclosure (*Taylor v. Financial Recovery Services*, 2d Cir. 2018), so the consumer is not asked; beside a
 *   warning that the balance may increase the two cannot both be true (15 U.S.C. 1692e(2)(A), 1692e(10)) and
 *   `interest_increase_language_false` flags from the words. So too a creditor's decision told as done ("the creditor has waived
 *   all interest", "the balance stated is not subject to increase", "el acreedor ya no cobra intereses", "los intereses fueron
 *   suspendidos", "su saldo no va a cambiar", the last read before as a growth claim).
 * - growth said of the **amounts due** in the plural ("amounts due may increase due to accruing interest").
 *
 * Near misses: a zero line ("Post-judgment interest: $0.00"), a monthly payment or a settlement amount said fixed, a balance fixed
 * on a condition of paying by a date (a settlement term), "there is no fee to pay online", a balance that "will remain on file",
 * a right to a jury trial waived, payment amounts not subject to change.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const INTEREST = 'interest_accrual_not_disclosed';
const GROWTH = 'interest_increase_language_false';
const TODAY = '2016-03-20';
/** A New York letter (Avila binds); the time-barred gate's question answered, so what a rule asks is its own. */
const BASE = { state: 'NY', lastPaymentDate: '2015-10-01' };
const NOTHING_CAN_BE_ADDED = { balanceCanIncrease: false, contractAllowsCollectionFees: false };
const IT_GROWS = { balanceCanIncrease: true, contractAllowsCollectionFees: true };

/** A Spanish sentence is marked "ES:" and set in the Spanish letter; "⏎" breaks a line (an itemization's rows). */
const letter = (s: string): string => {
  const body = s.replace(/⏎/g, '\n');
  return body.startsWith('ES: ') ? spanishStatuteEraLetter(body.slice(4)) : statuteEraLetter(body, { notice: true });
};
const outcome = (rule: string, s: string, answers: Record<string, unknown> = {}) => ruleOutcome(rule, letter(s), { ...BASE, ...answers } as never, TODAY);

/** Interest added since a date the growth runs from, on a line of its own, with nothing said of more to come. */
const addedSinceLines = [
  'Interest since judgment: $212.00',
  'Post-judgment interest: $212.00',
  'Interest accrued since default: $212.00',
  'Principal: $1,033.60⏎Post-judgment interest: $212.00',
  'ES: Intereses acumulados desde la fecha de cancelación: $120.45',
  'ES: Intereses desde la sentencia: $212.00',
];

/** Interest shown added in the letter's breakdown, where the consumer says the balance still grows. */
const interestShownAdded = [
  'Accrued interest: $120.45',
  'Principal: $1,000.00⏎Interest: $245.60⏎Total: $1,245.60',
  'Interest through March 3, 2016: $245.60',
  'Interest accrued to date: $245.60',
  'ES: Principal: $1,000.00⏎Intereses: $245.60',
];

/** Growth told from a date: the disclosure where the balance grows, false where nothing can be added. */
const growthFromADate = [
  'Interest accrues from the date of this letter until paid.',
  'The balance shown above is as of the date of this letter; interest accrues after that date.',
  'This figure does not include interest accruing after the date of this letter.',
  'The amount above does not include interest to be added after today.',
  'ES: Los intereses se acumulan a partir de la fecha de esta carta.',
];

/** The Spanish figure that leaves out only interest still to come: a disclosure, not a figure that is not the debt. */
const spanishFutureLeftOut = [
  'ES: Este monto no incluye los intereses que se acumulen después de la fecha de esta carta.',
  'ES: El saldo indicado no incluye los intereses que se generen a partir de hoy.',
];

/** A balance said fixed, in words the reader did not take as static. */
const saidFixed = [
  'This amount is fixed.',
  'The amount you owe will stay the same.',
  'Your balance will remain $1,245.60 until paid.',
  'The balance will remain unchanged until it is paid.',
  'There will be no further interest on this account.',
  'ES: Los intereses ya no se están acumulando.',
  'ES: Este monto es fijo.',
  'ES: Su saldo se mantendrá igual hasta que lo pague.',
];

const WARNING = 'Your balance may increase because of interest and fees.';
const AVISO = 'ES: Su saldo puede aumentar debido a intereses y cargos.';

describe('a balance shown to grow by its lines of interest added since a date', () => {
  for (const s of addedSinceLines) it(`shows growth undisclosed: ${s}`, () => expect(outcome(INTEREST, s)).toBe('flag'));
  for (const s of interestShownAdded) it(`the Avila finding where it grows: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('flag'));
});

describe('growth told from a date', () => {
  for (const s of growthFromADate) {
    it(`discloses growth, not asked: ${s}`, () => expect(outcome(INTEREST, s)).toBe('silent'));
    it(`discloses growth where it grows: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('silent'));
    it(`false where nothing can be added: ${s}`, () => expect(outcome(GROWTH, s, NOTHING_CAN_BE_ADDED)).toBe('flag'));
  }
  for (const s of spanishFutureLeftOut) it(`a disclosure, not a figure short of the debt: ${s}`, () => expect(outcome(INTEREST, s, IT_GROWS)).toBe('silent'));
});

describe('a balance said fixed', () => {
  for (const s of saidFixed) {
    it(`static, not asked: ${s}`, () => expect(outcome(INTEREST, s)).toBe('silent'));
    const warned = s.startsWith('ES: ') ? `${AVISO}\n\n${s.slice(4)}` : `${WARNING}\n\n${s}`;
    it(`a warning beside it is flagged from the words: ${s}`, () => expect(outcome(GROWTH, warned)).toBe('flag'));
  }
});

/** Static in more of the ways a creditor's decision is told: waived, not subject to increase, suspended, no longer charged. */
const saidStoppedOrWaived = [
  'The creditor has waived all interest.',
  'The balance stated is not subject to increase.',
  'ES: Su saldo no va a cambiar.',
  'ES: El acreedor ya no cobra intereses.',
  'ES: Los intereses fueron suspendidos.',
];

/** Growth said of the amounts due in the plural. */
const amountsDue = ['Amounts due may increase due to accruing interest.', 'The amounts owed may go up because of interest.'];

describe('a balance said static because the creditor stopped or waived', () => {
  for (const s of saidStoppedOrWaived) {
    it(`static, not asked: ${s}`, () => expect(outcome(INTEREST, s)).toBe('silent'));
    it(`not a growth claim: ${s}`, () => expect(outcome(GROWTH, s)).toBe('silent'));
    const warned = s.startsWith('ES: ') ? `${AVISO}\n\n${s.slice(4)}` : `${WARNING}\n\n${s}`;
    it(`a warning beside it is flagged from the words: ${s}`, () => expect(outcome(GROWTH, warned)).toBe('flag'));
  }
});

describe('growth said of the amounts due', () => {
  for (const s of amountsDue) {
    it(`discloses growth, not asked: ${s}`, () => expect(outcome(INTEREST, s)).toBe('silent'));
    it(`false where nothing can be added: ${s}`, () => expect(outcome(GROWTH, s, NOTHING_CAN_BE_ADDED)).toBe('flag'));
  }
});

describe('near misses', () => {
  const notShown = ['Post-judgment interest: $0.00', 'Interest since judgment: $0.00', 'ES: Intereses desde la sentencia: $0.00'];
  for (const s of notShown) it(`a zero line shows no growth: ${s}`, () => expect(outcome(INTEREST, s)).toBe('silent'));
  const notFixed = [
    'Your monthly payment will stay the same.',
    'The settlement amount is fixed.',
    'If you pay by April 30, 2016, the amount you owe will stay the same.',
    'There is no fee to pay online.',
    'Your balance will remain on file with our office.',
    'The creditor has waived its right to a jury trial.',
    'Your payment amounts are not subject to change.',
  ];
  for (const s of notFixed) {
    it(`not the balance said static, still asked: ${s}`, () => expect(outcome(INTEREST, s)).toBe('ask'));
    it(`no contradiction with a warning: ${s}`, () => expect(outcome(GROWTH, `${WARNING}\n\n${s}`)).toBe('ask'));
  }
  // The Miller wording itself stays the disclosure, and a fixed figure by a date stays Avila's harbour.
  it('the Miller paragraph where it grows', () =>
    expect(
      outcome(
        INTEREST,
        'Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater.',
        IT_GROWS,
      ),
    ).toBe('silent'));
  it("Avila's offer where it grows", () =>
    expect(outcome(INTEREST, 'We will accept $1,245.60 in full satisfaction of the debt if payment is received by April 30, 2016.', IT_GROWS)).toBe('silent'));
});
