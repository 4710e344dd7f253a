/**
 * Paraphrase families for threats, time-barred debts, settlement offers and credit-reporting threats
 * (issue 26, decision 039). As in `paraphrase-families.test.ts`: variants generated from the law's
 * categories (who acts, what, how sure, the reason given, Spanish) that must be flagged, and near
 * misses that must not (the lawful wordings courts approved). Written from the doctrine, not from any
 * letter of the court corpus; negations come from compromise, not from the reader's vocabulary.
 */
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';

const TODAY = '2025-06-12';

const flags = (ruleId: string, text: string, answers: UserAnswers = {}, today = TODAY): boolean => {
  const result = analyzeText(text, { answers: { state: 'IN', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};

// ---------------------------------------------------------------------------------------------
// A promise not to sue on a debt the letter says is old (Pantoja, 7th Cir. 2017; Buchanan, 6th Cir. 2015)

const REASONS = ['Because of the age of your debt', 'Due to the age of this account', 'Given the age of your debt', 'In view of the age of this debt'];
const PROMISES = [
  'we will not sue you for it',
  'our client will not file a lawsuit against you',
  'we are not going to take legal action against you',
  'the current owner has decided not to sue you',
  'we do not intend to take you to court',
  'our client has no intention of suing you',
  "we won't bring a lawsuit",
];
const ASKS = ['', ' We can offer you a 40% discount if you pay by July 30, 2025.', ' Please call us to discuss this account.'];

const oldDebtLetter = (sentence: string, tail = ''): string =>
  `Harbor Point Recovery\nPO Box 9, Indianapolis, IN 46204\n\nJune 2, 2025\n\nRe: account ending 3391\n\n${sentence}${tail}\n\nThis communication is from a debt collector.`;

describe('time_barred_no_disclosure_federal: a choice not to sue, on a debt the letter says is old', () => {
  const variants = REASONS.flatMap((reason, i) => PROMISES.map((promise, j) => oldDebtLetter(`${reason}, ${promise}.`, ASKS[(i + j) % ASKS.length])));
  it.each(variants)('flags from the words: %s', (text) => {
    expect(flags('time_barred_no_disclosure_federal', text)).toBe(true);
  });
  it('flags the Spanish wording', () => {
    for (const s of [
      'Debido a la antigüedad de su deuda, no le demandaremos.',
      'Debido a la antigüedad de su deuda, no vamos a demandarle.',
      'Debido a la antigüedad de su deuda, no tomaremos acciones legales.',
    ])
      expect(flags('time_barred_no_disclosure_federal', oldDebtLetter(s)), s).toBe(true);
  });
  it('does not flag when the letter says the law bars suit, in any of the approved wordings', () => {
    for (const lawful of [
      'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
      'Because of the age of your debt, we cannot sue you for it.',
      'Because of the age of your debt, the statute of limitations has expired and you cannot be sued for it.',
      'Because of the age of your debt, it is no longer legally enforceable, and we will not sue you for it.',
    ])
      expect(flags('time_barred_no_disclosure_federal', oldDebtLetter(lawful)), lawful).toBe(false);
  });
  it('does not flag a promise not to sue on a debt not said to be old and within the period, nor in the 8th Circuit', () => {
    const recent = oldDebtLetter('We will not sue you while you keep to the payment plan.');
    expect(flags('time_barred_no_disclosure_federal', recent, { lastPaymentDate: '2024-01-10' })).toBe(false);
    expect(flags('time_barred_no_disclosure_federal', oldDebtLetter('Because of the age of your debt, we will not sue you for it.'), { state: 'MN' })).toBe(
      false,
    );
  });
  it('does not flag a closing letter: the promise comes with the end of collection', () => {
    for (const closing of [
      'We are closing our file on this account.',
      'We have stopped all collection on this account.',
      'We are returning the account to our client.',
      'Cerramos el expediente de esta cuenta.',
    ])
      expect(
        flags('time_barred_no_disclosure_federal', oldDebtLetter(`Because of the age of your debt, we will not sue you for it. ${closing}`)),
        closing,
      ).toBe(false);
  });
  it('does not read a denial of the age as an admission (compromise writes the negation)', () => {
    const denied = nlp('The debt is time-barred.').sentences().toNegative().text();
    expect(denied).toMatch(/not/);
    expect(flags('time_barred_no_disclosure_federal', oldDebtLetter(`${denied} We will not sue you for it.`))).toBe(false);
  });
});
