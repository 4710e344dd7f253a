import { describe, expect, it } from 'vitest';
import { check, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Milwaukee, WI 53201\n\nMay 1, 2019\n\nYour account has been placed with our office for collection.\nCurrent balance: $2,910.55\n${body}\n\nThis communication is from a debt collector.`;

const MILLER =
  'Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. An adjustment may be necessary after we receive your check.';

describe('interest_increase_language_false', () => {
  it('asks whether the balance can still grow where the letter says it may (Boucher), and flags once the consumer says it cannot', () => {
    for (const body of [MILLER, 'Interest continues to accrue at 9% per annum.', 'Your balance may increase as interest continues to be added.']) {
      const asked = check(rule, letter(body));
      expect(asked.status, body).toBe('needs_input');
      expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id), body).toEqual(['balanceCanIncrease']);
      const flagged = check(rule, letter(body), { answers: { balanceCanIncrease: false } });
      expect(flagged.status, body).toBe('flag');
      expect(flagged.status === 'flag' && flagged.message, body).toMatch(/Boucher/);
      expect(flagged.status === 'flag' && flagged.misstated, body).toBe(true);
      expect(check(rule, letter(body), { answers: { balanceCanIncrease: true } }).status, body).toBe('pass');
    }
  });

  it('flags a letter that says the amount may grow and, elsewhere, that it will not', () => {
    const r = check(rule, letter(`${MILLER}\nNo interest or fees will be added to this balance.`));
    expect(r.status).toBe('flag');
    expect(quotes(r).length).toBe(2);
    expect(r.status === 'flag' && r.message).toMatch(/contradicts itself/);
  });

  it('passes a letter that says nothing of growth, or says it only on a lawful condition', () => {
    for (const body of [
      'Please call us to arrange payment.',
      'No interest or fees will be added to this balance.',
      'If interest is accruing on your account, the amount due on the day you pay may be greater.',
    ]) {
      expect(check(rule, letter(body), { answers: { balanceCanIncrease: false } }).status, body).toBe('pass');
    }
  });

  it('reads a Spanish statement that the balance may grow', () => {
    const body =
      'Debido a los intereses, cargos por mora y otros cargos que pueden variar de un día a otro, el monto adeudado el día en que usted pague podría ser mayor.';
    expect(check(rule, letter(body), { answers: { balanceCanIncrease: false } }).status).toBe('flag');
  });
});
