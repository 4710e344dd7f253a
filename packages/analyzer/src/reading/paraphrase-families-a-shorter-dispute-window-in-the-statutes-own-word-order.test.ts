/**
 * Paraphrase family for decision 302 (issue 26): the statute's own sentence with a shorter count ("Unless you, within
 * fifteen days after receipt of this notice, dispute the validity of the debt …"). 15 U.S.C. 1692g(a)(3) gives the consumer
 * thirty days after receipt; a notice that tells of fewer misstates the right (a dispute window shorter than the period,
 * dispute_conditions_added). The count comes before the dispute in that order, with only the words of when it runs
 * between them. Near misses: the statute's thirty days, a count that governs a payment, a reply or an offer, with the
 * dispute said in another clause. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, STATUTE_NOTICE, statuteEraLetter } from './test-letters';

/** The statute's notice after its first sentence, which each case below replaces. */
const REST = STATUTE_NOTICE.slice(STATUTE_NOTICE.indexOf('If you notify'));

const letter = (sentence: string): string => statuteEraLetter(`Your account has been placed with our office for collection.\n\n${sentence} ${REST}`);

const outcome = (sentence: string): string => ruleOutcome('dispute_conditions_added', letter(sentence), { state: 'OH', isFirstContact: true }, '2016-03-13');

const SHORTER = [
  'Unless you, within fifteen days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office.',
  'Unless you, within 10 days after receiving this letter, dispute the validity of this debt, we will assume it is valid.',
  'If you do not, within twenty (20) days of receipt of this notice, contest this debt, we will consider it valid.',
  'Unless you within twenty-one days from the date you receive this notice dispute this debt or any part of it, this office will assume the debt is valid.',
  'Unless you, within two weeks after receipt of this letter, dispute the debt, it will be assumed to be valid by this office.',
  'A menos que usted, dentro de los quince días después de recibir este aviso, dispute la validez de la deuda o de cualquier parte de ella, esta oficina asumirá que la deuda es válida.',
  'Si usted no disputa la validez de esta deuda dentro de los 15 días siguientes a la recepción de este aviso, asumiremos que es válida.',
];
const LAWFUL = [
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office.',
  'Unless you, within 30 days after receiving this notice, dispute the validity of this debt or any portion of it, we will assume it is valid.',
  'If you pay the balance within 10 days, you will receive a discount, and you may still dispute the debt. Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office.',
  'You must respond within 10 days, or dispute the debt as described below. Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office.',
  'You have 10 days to accept this offer, which does not affect your right to dispute the debt. Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office.',
  'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute la validez de la deuda o de cualquier parte de ella, esta oficina asumirá que la deuda es válida.',
  'Si usted paga dentro de los 10 días, recibirá un descuento, y puede disputar la deuda. Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office.',
];

describe("a shorter dispute window in the statute's own word order", () => {
  it.each(SHORTER)('flags "%s"', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each(LAWFUL)('leaves "%s" alone', (sentence) => {
    expect(outcome(sentence)).toBe('silent');
  });
});
