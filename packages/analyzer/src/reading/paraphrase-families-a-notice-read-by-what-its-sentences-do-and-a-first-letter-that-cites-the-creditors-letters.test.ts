/**
 * Paraphrase families for decision 359 (issue 26), from probes of the law: a statute-era validation notice is judged by what its
 * sentences do, whatever its verbs, and a first letter is not taken for a later one because it mentions the creditor's letters.
 *
 * - 15 U.S.C. 1692g(a)(3)-(4) give the consumer thirty days from receipt to dispute "the debt, or any portion thereof". Notices
 *   say it in other words: "should you question the validity of this debt", "if you object to this debt", "if you believe this
 *   balance is wrong", "if you think you do not owe this money", "si desea objetar esta deuda", "si no está de acuerdo con esta
 *   deuda", "si usted cree que este saldo es incorrecto"; and they promise verification as "copies of the account records" or
 *   "copias de los registros de la cuenta". The reader knew only "dispute", "contest", "challenge" and "verification", so such a
 *   notice held no validation content and every notice rule stood aside (NO_NOTICE_CONTENT): the period counted from the
 *   letter's date (McGinty v. Professional Claims Bureau, E.D.N.Y. 2016), verification promised "if we deem it necessary", and
 *   a dispute sent to the creditor rather than the collector went unjudged.
 * - A letter that says the original creditor notified the consumer, or cites the creditor's letters ("as previously stated in
 *   Pinecrest Bank's letters", "las cartas anteriores de su acreedor original"), or the collector's word to the creditor or a
 *   credit bureau, names no earlier communication of the collector to the consumer (1692a(2), 1692g(a)); it was read as a later
 *   letter and the notice rules stood aside. The person's answer that it is the first letter also wins over words that seem to
 *   name an earlier one (vn_missing_entirely read "as previously advised" over the answer).
 *
 * Near misses that must not flag: the statute's own words with "question" for "dispute", "if you have any questions about this
 * debt", a dispute the collector forwards to the creditor, a letter that cites the collector's own earlier letters (still a
 * later letter). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstContactFromWords } from './first-contact';
import {
  collectorLetterWithoutNotice,
  noticeFlags as flags,
  noticePassage as passage,
  noticeRulesFlagging,
  ruleOutcome,
  STATUTE_ASSUME as ASSUME,
  STATUTE_CREDITOR as CREDITOR,
  STATUTE_VERIFY as VERIFY,
} from './test-letters';

const STATUTE = `${ASSUME} ${VERIFY} ${CREDITOR}`;

describe('a notice whose dispute is said in other words, judged for its defects', () => {
  it.each([
    // The period counted from the letter's date (McGinty).
    'Should you question the validity of this debt within thirty days from the date of this letter, we will obtain verification of the debt and mail it to you.',
    'If you object to this debt or any portion of it within 30 days of the date of this letter, this office will obtain verification and mail it to you.',
    'If you believe this balance is wrong, write to us within 30 days of the date of this letter and we will send you copies of the account records.',
    'You have thirty days from the date of this letter to question this bill, and we will mail you proof of the debt if you do.',
    'Si usted desea objetar esta deuda dentro de los 30 días a partir de la fecha de esta carta, obtendremos la verificación de la deuda.',
    'Si usted cree que este saldo es incorrecto, escríbanos dentro de 30 días a partir de la fecha de esta carta y le enviaremos copias de los registros de la cuenta.',
    // Verification left to the collector's judgment.
    'If you question this debt within thirty days after receipt of this notice, we may, at our discretion, send you proof of the debt.',
    'If you think you do not owe this money, let us know within 30 days after receipt of this notice, and we may, if we deem it necessary, get you a statement from the creditor showing the balance.',
    'We will verify this debt if we deem it necessary, provided you dispute it in writing within thirty days after receipt of this notice.',
    // The dispute sent to the creditor, not the collector.
    'If you feel this bill is in error, you must contact Pinecrest Bank within thirty days after receipt of this notice.',
    'Si no está de acuerdo con esta deuda, comuníquese con el acreedor original dentro de los 30 días siguientes a la recepción de este aviso.',
    // The dispute limited to the whole debt, where the statute says "or any portion thereof".
    `Unless you object to the entire balance within thirty days after receipt of this notice, we will assume it is valid. ${VERIFY} ${CREDITOR}`,
    // Writing required to stop the assumption (Hooks, 2d Cir. 2013; Camacho, 9th Cir. 2005; Clark, 4th Cir.), in Spanish.
    `A menos que usted objete esta deuda por escrito dentro de los treinta días siguientes a la recepción de este aviso, asumiremos que es válida. ${VERIFY} ${CREDITOR}`,
  ])('flags the notice on a passage: %s', (rights) => {
    expect(flags(passage(rights), 'NY')).toBe(true);
  });

  it.each([
    STATUTE,
    'Unless you notify this office within 30 days after receipt of this notice that you question the validity of this debt or any portion thereof, this office will assume the debt is valid. ' +
      `${VERIFY} ${CREDITOR}`,
    `${STATUTE} If you have any questions about this debt, please call us at 800-555-0100.`,
    `${STATUTE} If you dispute this debt, we will forward your dispute to the original creditor and obtain verification.`,
    `${STATUTE} If you believe this balance is wrong, you may write to us at the address above.`,
  ])('does not flag the lawful notice: %s', (rights) => {
    expect(noticeRulesFlagging(passage(rights), { state: 'TX', isFirstContact: true, allPagesUploaded: true })).toEqual([]);
  });
});

describe("a first letter that mentions the creditor's letters, or the collector's word to another", () => {
  it.each([
    'Our records show that you were previously notified by the original creditor of this balance.',
    'You were previously sent statements by the original creditor.',
    'As you were previously notified by Pinecrest Bank, your account is past due.',
    "As previously stated in the original creditor's letters, your account is in default.",
    'The prior notices from your creditor went unanswered.',
    'As we previously advised your creditor, we will accept payment in installments.',
    'We have previously notified the credit bureaus of this account.',
    'A pesar de las cartas anteriores de su acreedor original, la cuenta sigue sin pagarse.',
  ])('is not read as naming an earlier letter of the sender: %s', (sentence) => {
    expect(firstContactFromWords(`Dear Maria Gomez:\n\n${sentence}\n\nSincerely`)?.kind).not.toBe('later');
  });

  it.each([
    'As we previously advised you, the balance is due.',
    'You were previously notified by this office of the balance.',
    'We previously wrote to you on behalf of the original creditor.',
    'Our previous letters about the debt from Pinecrest Bank went unanswered.',
    'Nuestras cartas anteriores sobre la deuda del acreedor original no han sido respondidas.',
  ])("still reads the sender's own earlier letter: %s", (sentence) => {
    expect(firstContactFromWords(`Dear Maria Gomez:\n\n${sentence}\n\nSincerely`)?.kind).toBe('later');
  });

  it('judges the notice of a first letter that cites the creditor’s letters (no answer given)', () => {
    const text = passage(
      'Las cartas anteriores de su acreedor original no fueron contestadas. Si usted desea objetar esta deuda dentro de los 30 días a partir de la fecha de esta carta, obtendremos la verificación de la deuda.',
    );
    expect(noticeRulesFlagging(text, { state: 'TX' }).length).toBeGreaterThan(0);
  });

  it('takes the answer that it is the first letter over "as previously advised" in a boilerplate line', () => {
    const text = collectorLetterWithoutNotice('As previously advised, all payments must be made payable to Northgate Recovery Services, Inc.');
    expect(ruleOutcome('vn_missing_entirely', text, { state: 'FL', isFirstContact: true }, '2019-05-01')).toBe('flag');
    expect(ruleOutcome('vn_missing_entirely', text, { state: 'FL' }, '2019-05-01')).toBe('silent');
  });
});
