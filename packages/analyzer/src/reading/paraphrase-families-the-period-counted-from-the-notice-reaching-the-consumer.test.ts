/**
 * The validation period counted from the notice reaching the consumer, said in other words than "receipt" (issue 26, open
 * paraphrase P250 of development L306). Tests, not the measure.
 *
 * The law: the thirty days run from the consumer's receipt of the notice (15 U.S.C. 1692g(a)(3)-(5); 12 CFR 1006.34(b)(5)). A
 * notice that counts them from the letter's own date tells the consumer of less time than the law gives (the rules'
 * `period_from_letter` misstatement). A notice that counts them from when the letter reaches, arrives at, is delivered to or is
 * received by the consumer counts them as the statute does, whatever verb it uses.
 *
 * What was missed on the start code: the reading knew receipt only as "receipt", "receive" and "the notice is received", so "30
 * days after this notice reaches you" was read as counted from the notice itself, and the three statement rules flagged a
 * notice that counts as the statute does. A period shorter than thirty days said in the same words was not read as short.
 *
 * Must flag: the statements counted from the letter's date (the rule's own kind, unchanged) and a shorter period counted from
 * arrival. Must stay silent: the statute's statements counted from the notice's arrival, delivery or the consumer getting it,
 * in English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const ANSWERS = { state: 'NJ', isFirstContact: true, allPagesUploaded: true };
const TODAY = '2019-03-14';
const STATEMENT_RULES = ['vn_assumed_valid_statement', 'vn_dispute_right_statement', 'vn_original_creditor_right_statement'];

/** A notice of the three statements, each counted from `start` ("after receipt of this notice"). */
const notice = (start: string): string =>
  [
    `Unless you dispute the validity of this debt, or any portion thereof, within thirty days ${start}, this office will assume this debt is valid.`,
    `If you notify this office in writing within thirty days ${start} that you dispute the debt, or any portion thereof, this office will obtain verification of the debt and mail you a copy.`,
    `Upon your written request within thirty days ${start}, this office will provide you with the name and address of the original creditor, if different from the current creditor.`,
  ].join(' ');

const flagging = (text: string): string[] => STATEMENT_RULES.filter((id) => ruleOutcome(id, text, ANSWERS, TODAY) === 'flag');

describe('the period counted from the notice reaching the consumer reads as counted from receipt', () => {
  it.each([
    'after this notice reaches you',
    'after this letter reaches you',
    'after this notice arrives',
    'of the day this letter arrives at your home',
    'after this notice is delivered to you',
    'from delivery of this notice',
    'after you get this letter',
    'after you have received this letter',
    'after you first got this notice',
  ])('no statement rule flags a notice counted "%s"', (start) => {
    expect(flagging(statuteEraLetter(notice(start)))).toEqual([]);
  });

  it.each(['dentro de los treinta días después de que esta carta llegue a sus manos', 'dentro de los treinta días siguientes a la entrega de este aviso'])(
    'no statement rule flags a Spanish notice counted "%s"',
    (within) => {
      const spanish = `A menos que usted, ${within}, dispute la validez de la deuda o de cualquier parte de ella, esta oficina asumirá que la deuda es válida.`;
      expect(ruleOutcome('vn_assumed_valid_statement', statuteEraLetter(spanish), ANSWERS, TODAY)).not.toBe('flag');
    },
  );

  it('the same notice counted from the date of the letter still flags every statement', () => {
    expect(flagging(statuteEraLetter(notice('from the date of this letter')))).toEqual(STATEMENT_RULES);
  });

  it.each(['after receipt of this notice', 'after this notice reaches you', 'after you get this letter'])(
    'a dispute period of ten days counted "%s" is flagged as shorter than the law’s',
    (start) => {
      const text = statuteEraLetter(notice(start).replace('within thirty days', 'within ten days'));
      expect(ruleOutcome('dispute_conditions_added', text, ANSWERS, TODAY)).toBe('flag');
    },
  );
});
