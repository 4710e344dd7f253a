/**
 * A Regulation F-era letter without the notice's itemization, stating a balance the person says is growing (issue 26, open law
 * letter W264). Tests, not the measure.
 *
 * The law: stating a "balance" while interest or fees keep accruing, without saying the amount may increase or that the stated sum
 * will be accepted in full by a date, can mislead (15 U.S.C. 1692e; Avila v. Riexinger, 2d Cir. 2016). Regulation F changed what a
 * validation notice holds (12 CFR 1006.34(c)(2)), and a notice in the model form's layout is a safe harbour for that information
 * (1006.34(d)(2)); it did not change 1692e for a later letter, an e-mail or a text that states a balance.
 *
 * What was wrong on the start code: every letter dated on or after November 30, 2021 was read as carrying the Regulation F
 * itemization, so the person's answer that the balance is still growing was never judged: an e-mail of 2025 saying "Balance:
 * $3,412.09. Pay this balance today and your account will be closed" passed in Connecticut.
 *
 * Must flag (Second Circuit, the balance said to grow): a later letter, an e-mail, a text stating a balance with nothing said of
 * interest. Must stay silent: the same with the Miller words or a fixed sum accepted by a date; the CFPB's model notice (its
 * itemization is the format the rule requires); the same letter with the person saying the balance does not grow.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';

const ID = 'interest_accrual_not_disclosed';
const GROWS: UserAnswers = { state: 'CT', senderIsOriginalCreditor: false, isFirstContact: false, allPagesUploaded: true, balanceCanIncrease: true };
const status = (text: string, answers: UserAnswers = GROWS, today = '2025-08-14'): string => {
  const r = analyzeText(text, { answers, today, rules: [getRule(ID)!] });
  expect(r.errors).toEqual([]);
  return r.runs.find((x) => x.rule.meta.id === ID)!.result.status;
};
const email = (body: string): string =>
  `From: Nutmeg Loan Recovery <accounts@nutmeg.example>\nDate: August 4, 2025\nSubject: Your Clearwell Personal Loans balance\n\nHello Joseph Pellegrino,\n\nWe are writing about your Clearwell Personal Loans account ending in XXXX6021, which is now handled by our office.\n\n${body}\n\nThis communication is from a debt collector.`;

describe('a Regulation F-era letter without the itemization, stating a balance the person says grows', () => {
  it.each([
    'Balance: $3,412.09\n\nPay this balance today and your account will be closed.',
    'Your current balance is $3,412.09. Please call us to arrange payment.',
    'Amount owed: $3,412.09. Pay online at nutmeg.example/pay.',
    'Su saldo actual es de $3,412.09. Llámenos para hacer un arreglo de pago.',
  ])('flags: %s', (body) => {
    expect(status(email(body))).toBe('flag');
  });
  it.each([
    'Balance: $3,412.09\n\nBecause interest continues to accrue, the amount due on the day you pay may be greater.',
    'Balance: $3,412.09\n\nWe will accept $3,412.09 in full satisfaction of this debt if we receive it by August 29, 2025.',
  ])('stays silent with a safe harbour: %s', (body) => {
    expect(status(email(body))).not.toBe('flag');
  });
  it('stays silent when the person says the balance does not grow', () => {
    expect(status(email('Balance: $3,412.09'), { ...GROWS, balanceCanIncrease: false })).not.toBe('flag');
  });
  it('leaves the CFPB model notice alone: its itemization is the format the rule requires', () => {
    const modelForm = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');
    expect(status(modelForm, { ...GROWS, isFirstContact: true }, '2025-06-02')).not.toBe('flag');
  });
});
