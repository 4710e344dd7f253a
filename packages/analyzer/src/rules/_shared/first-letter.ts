import type { RuleContext } from '../../types';
import { earlierContactIn, firstLetterSign } from '../../reading/first-contact';
import { quote } from '../_disclosures-and-amounts/text';

/**
 * The first-letter gate of every rule that needs "this is the collector's first letter" and has no answer and no
 * notice in the words to go by (decisions 127, 132): one reading, `firstLetterSign` of `reading/first-contact.ts` (the
 * account placed with or handed over to the collector, the collector retained to collect, a notice on the back),
 * never a letter that names an earlier one of its sender. Used by the overshadowing rules, the written-dispute rule,
 * the current-creditor item of a letter that holds no other notice item, and the credit-reporting timing rule.
 */

/**
 * A letter without the notice's words that announces the account has just come to the collector is, by its own
 * words, the collector's first letter (Miller v. Payco-General American Credits, 4th Cir. 1991: "has been given to
 * us for immediate action", the notice on the back), unless the person answered or it calls itself a later one:
 * the assumption that says so, quoting the words; else undefined.
 */
export const announcedFirstLetter = (ctx: RuleContext): string | undefined => {
  if (ctx.gates.isValidationNotice !== null || ctx.answers.isFirstContact !== undefined || earlierContactIn(ctx.text)) return undefined;
  const sign = firstLetterSign(ctx.text);
  if (!sign) return undefined;
  return sign.kind === 'placement' ? firstLetterFromPlacement(quote(sign.span, 120)) : firstLetterFromNoticeOnBack(quote(sign.span, 120));
};

/**
 * Stated when a letter is judged as the collector's first because it announces the placement or the sender's
 * retention to collect, quoting the words read (the person can still answer that it was not the first).
 */
export const firstLetterFromPlacement = (words: string): string =>
  `Read as the collector's first letter about the debt from its own words ("${words}"): it says the account has just come to the collector, so the notice of your rights may be on the back or in the same envelope. If this collector wrote to you more than 30 days before this letter, tell us it is not the first letter: this finding then does not apply.`;

/** Stated when a letter is judged as the collector's first because it points to a notice on its back, another page or an enclosure (decision 144), quoting the words. */
export const firstLetterFromNoticeOnBack = (words: string): string =>
  `Read as the collector's first letter about the debt from its own words ("${words}"): it points to an important notice printed on its back, on another page or on a paper sent with it, where the notice of your rights is usually printed. If this collector wrote to you more than 30 days before this letter, tell us it is not the first letter: this finding then does not apply.`;
