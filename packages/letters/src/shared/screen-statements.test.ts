import { describe, expect, it } from 'vitest';
import { findDanger, replaceMyDebt, screenText, splitSentences } from './screen-statements';

describe('findDanger', () => {
  it.each([
    ['I owe this money.', 'admission'],
    ['I know I owe something.', 'admission'],
    ['I do owe part of it.', 'admission'],
    ['I acknowledge the balance.', 'admission'],
    ['The debt is mine.', 'admission'],
    ['I fell behind after my surgery.', 'admission'],
    ['I missed a few payments.', 'admission'],
    ['I stopped paying in 2019.', 'admission'],
    ['I will pay $50 a month.', 'promise'],
    ["I'll make payments starting in June.", 'promise'],
    ['I can send you a check next week.', 'promise'],
    ['I promise to resolve this.', 'promise'],
    ['Please set up a payment plan for me.', 'promise'],
    ['My routing number is 021000021.', 'bank_details'],
    ['My checking account number is 1234.', 'bank_details'],
    ['You may debit my account.', 'bank_details'],
    ['Here is my card number.', 'bank_details'],
    ['My SSN is 123-45-6789.', 'ssn'],
  ] as const)('%s -> %s', (sentence, kind) => {
    expect(findDanger(sentence)).toBe(kind);
  });

  it.each([
    'I do not owe this debt.',
    "I don't owe you anything.",
    'I will not pay a debt that has not been verified.',
    'I dispute this debt.',
    'Please send me the name of the original creditor.',
    'The card was not mine.',
    'I want no payment plan.',
  ])('leaves alone: %s', (sentence) => {
    expect(findDanger(sentence)).toBeUndefined();
  });
});

describe('splitSentences', () => {
  it('does not split citations or amounts', () => {
    expect(splitSentences('Under 15 U.S.C. 1692g(b) you must verify. The amount is $1,234.50. Thanks.')).toEqual([
      'Under 15 U.S.C. 1692g(b) you must verify.',
      'The amount is $1,234.50.',
      'Thanks.',
    ]);
  });
});

describe('screenText', () => {
  it('takes out dangerous sentences, keeps the rest and the paragraph breaks, and replaces "my debt"', () => {
    const r = screenText('About my debt. I owe it. I dispute the fees.\n\nI will pay later.\n\nSend proof.');
    expect(r.text).toBe('About this debt. I dispute the fees.\n\nSend proof.');
    expect(r.removed.map((x) => x.kind)).toEqual(['admission', 'admission', 'promise']);
    expect(replaceMyDebt('My debts and my debt').text).toBe('These debts and this debt');
  });
});
