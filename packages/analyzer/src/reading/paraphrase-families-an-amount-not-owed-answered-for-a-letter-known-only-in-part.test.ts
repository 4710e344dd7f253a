/**
 * Paraphrase family for decision 346 (issue 26), from the law and a letter of the sets it opened: a collector's letter that
 * seeks payment from someone who does not owe it (the judgment debtor was another man of the same name: Frias v. Patenaude &
 * Felix, W.D. Wash. 2022), or that adds a charge the agreement never allowed (Ozkaya v. Telecheck, N.D. Ill. 1997), misstates
 * the amount and character of the debt (15 U.S.C. 1692e(2)(A), 1692f(1); 12 CFR 1006.18(b)(2)(i)). `misstated_legal_status`
 * asked whether the amount demanded is more than the person owes only where the words in hand print a figure; a letter read
 * only in part (the person said the pages are not the whole letter) hid its figure on a page not read, so the answer was
 * neither asked nor heard. It is now asked and heard there too. Near misses: the same letter taken as whole with no figure
 * (nothing asked: it demands no amount), a letter that says the account is settled and asks for nothing, and an answer of no.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, runRule } from './test-letters';

const RULE = 'misstated_legal_status';
const NO_FIGURE = 'Re: Account ending 6620.';

/** A later letter of the collector's, with `words` and no figure in what is read. */
const later = (words: string): string => collectorLetterWithoutNotice(words, NO_FIGURE);
const run = (words: string, answers: UserAnswers, text = later(words)) => runRule(RULE, text, { isFirstContact: false, ...answers }, 'WA', '2019-08-31');
/** The same letter with no request to call: a confirmation that asks for nothing. */
const confirmation = (words: string): string => later(words).replace(/\nPlease call our office[^\n]*\n/, '');

const SEEKING = [
  'We have notified you in writing asking you to please contact our office. To date, we have not been able to resolve this matter with you.',
  'This office represents our client in the collection of this account. Please contact us to arrange payment.',
  'Please remit the balance shown on the enclosed statement.',
  'Le hemos escrito para pedirle que se comunique con nuestra oficina. Hasta la fecha no hemos podido resolver este asunto con usted.',
  'Esta oficina representa a nuestro cliente en el cobro de esta cuenta. Comuníquese con nosotros para hacer arreglos de pago.',
];

describe('an amount not owed, answered for a letter known only in part', () => {
  it.each(SEEKING)('asks whether the amount is more than is owed when the pages are not the whole letter: %s', (words) => {
    expect(run(words, { allPagesUploaded: false }).asks).toContain('amountDemandedExceedsOwed');
  });

  it.each(SEEKING)('flags once the person says the letter asks for more than they owe: %s', (words) => {
    expect(run(words, { allPagesUploaded: false, amountDemandedExceedsOwed: true }).flagged).toBe(true);
  });

  it.each(SEEKING)('stays silent on the answer no: %s', (words) => {
    expect(
      run(words, { allPagesUploaded: false, amountDemandedExceedsOwed: false, debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false }).flagged,
    ).toBe(false);
  });
});

describe('near misses: no amount asked where none can be in the letter', () => {
  it.each(SEEKING)('a letter taken as whole that prints no figure is not asked about an amount: %s', (words) => {
    expect(run(words, { allPagesUploaded: true }).asks).not.toContain('amountDemandedExceedsOwed');
  });

  it.each([
    'This letter confirms that your account has been settled in full. No further payment is due.',
    'Esta carta confirma que su cuenta ha sido liquidada en su totalidad. No se debe ningún otro pago.',
  ])('a letter that says the account is settled and asks for nothing is not asked about it, nor flagged: %s', (words) => {
    const outcome = run(words, { allPagesUploaded: false, amountDemandedExceedsOwed: true }, confirmation(words));
    expect(outcome.asks).not.toContain('amountDemandedExceedsOwed');
    expect(outcome.flagged).toBe(false);
  });
});
