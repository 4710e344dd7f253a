/**
 * Paraphrase family for decision 395 (issue 26), probed from the law on the amount of the debt: a balance told only as it
 * stood at an event of the account's past, the event said by a bare participle ("Balance when placed with our office:
 * $1,250.00", "Amount when referred to us", "Your debt, when placed for collection, was $1,250.00", "The amount owed was
 * $1,250.00 when referred to our office", "Saldo cuando fue asignada a nuestra oficina", "Su deuda, al ser transferida…, era
 * de"), with no figure owed now. If the balance has grown since, the letter never says what the debt is (Miller v. McCalla,
 * Raymer, 7th Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1), 1692e(2)(A));
 * if it cannot grow, the old figure is still the debt and the letter is lawful (Taylor v. Financial Recovery Services, 2d
 * Cir. 2018). `misstated_legal_status` read the event as a noun ("at placement") or a clause with its subject ("when your
 * account was placed", decision 365), not as a bare participle, so it neither asked whether the balance grows nor heard the
 * letter say it does. Near misses: the balance said not to grow or answered so, and a figure owed now stated beside it.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, questionsAskedBy, runRule } from './test-letters';

const RULE = 'misstated_legal_status';
const NO_FIGURE = 'Re: Account ending 6620.';
const TODAY = '2019-04-12';
const letter = (words: string): string => collectorLetterWithoutNotice(words, NO_FIGURE);
const run = (text: string, answers: UserAnswers = {}) => runRule(RULE, text, { isFirstContact: false, ...answers }, 'FL', TODAY);

const OLD_BALANCES = [
  'Balance when placed with our office: $1,250.00.',
  'Amount when referred to us: $1,250.00.',
  'Balance when charged off: $1,250.00.',
  'Your debt, when placed for collection, was $1,250.00.',
  'The balance, when assigned to our client, was $1,250.00.',
  'The amount owed was $1,250.00 when referred to our office.',
  'Saldo cuando fue asignada a nuestra oficina: $1,250.00.',
  'Su deuda, al ser transferida a nuestra oficina, era de $1,250.00.',
];
const GROWS_EN = 'Interest continues to accrue on this account.';
const GROWS_ES = 'Los intereses siguen acumulándose.';
const grows = (old: string): string => `${old} ${/[áéíóúñ]|\b(?:saldo|deuda)\b/i.test(old) ? GROWS_ES : GROWS_EN}`;

describe('a balance dated by a bare participle of the account’s past, with no figure owed now', () => {
  it.each(OLD_BALANCES)('asks whether the balance can still grow: %s', (old) => {
    expect(questionsAskedBy(RULE, letter(old), { state: 'FL', senderIsOriginalCreditor: false, isFirstContact: false }, TODAY)).toContain('balanceCanIncrease');
  });

  it.each(OLD_BALANCES)('flags once the person says it can: %s', (old) => {
    expect(run(letter(old), { balanceCanIncrease: true }).flagged).toBe(true);
  });

  it.each(OLD_BALANCES)('flags where the letter itself says interest keeps being added: %s', (old) => {
    expect(run(letter(grows(old))).flagged).toBe(true);
  });
});

describe('near misses', () => {
  it.each(OLD_BALANCES)('a balance that cannot grow is still the debt (Taylor): %s', (old) => {
    expect(
      run(letter(old), { balanceCanIncrease: false, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false, amountDemandedExceedsOwed: false })
        .flagged,
    ).toBe(false);
  });

  it.each(OLD_BALANCES)('a figure owed now stated beside it says what the debt is: %s', (old) => {
    const text = letter(`${grows(old)} ${/\b(?:saldo|deuda)\b/i.test(old) ? 'Saldo actual: $1,412.50.' : 'Current balance: $1,412.50.'}`);
    expect(run(text, { balanceCanIncrease: true }).flagged).toBe(false);
  });
});
