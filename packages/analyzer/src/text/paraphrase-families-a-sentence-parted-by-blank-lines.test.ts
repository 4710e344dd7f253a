/**
 * Paraphrase family for decision 364 (issue 26): OCR of a phone photo takes a letter's wide line spacing for a paragraph's end,
 * and a quotation may set a sentence out in pieces, so one sentence reaches the analyzer parted by blank lines ("…that you
 * dispute\n\nthe validity of this debt…"). The reading text reads it as one sentence where the line before ends on a word in lower
 * case or a comma and the line after opens in lower case, as no paragraph of a letter does. Measured on every development letter
 * with each line of 60 characters or more parted so at a word in lower case: 40 letters' findings changed before, none after.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { noticeFlags, noticePassage, ruleOutcome, STATUTE_ASSUME, STATUTE_CREDITOR, STATUTE_VERIFY, statuteEraLetter } from '../reading/test-letters';

/** `sentence` parted by a blank line before its first word in lower case past its middle. */
const parted = (sentence: string): string => {
  const at = sentence.indexOf(' ', Math.floor(sentence.length / 2));
  return `${sentence.slice(0, at)}\n\n${sentence.slice(at + 1)}`;
};

describe('a sentence parted by blank lines reads as the sentence', () => {
  it.each([
    'If you do not pay the full balance within ten days of this letter, we will file suit against you.',
    'Si usted no paga el saldo completo dentro de diez días de esta carta, presentaremos una demanda en su contra.',
  ])('a threat timed inside the period: "%s"', (sentence) => {
    expect(
      ruleOutcome('overshadow_threat_inside_period', statuteEraLetter(parted(sentence), { notice: true }), { state: 'OH', isFirstContact: true }, '2016-03-13'),
    ).toBe('flag');
  });

  it('a notice that asks a written dispute before the debt is assumed valid (Graziano v. Harrison, 3d Cir. 1991), parted, is still read', () => {
    const writing =
      'Unless you notify this office in writing within thirty days after receipt of this notice that you dispute the validity of the debt, this office will assume the debt is valid.';
    expect(noticeFlags(noticePassage([parted(writing), STATUTE_VERIFY, STATUTE_CREDITOR].join(' ')))).toBe(true);
  });

  it('the statute notice parted in each of its statements is complete', () => {
    const rights = [STATUTE_ASSUME, STATUTE_VERIFY, STATUTE_CREDITOR].map(parted).join(' ');
    expect(noticeFlags(noticePassage(rights))).toBe(false);
  });
});
