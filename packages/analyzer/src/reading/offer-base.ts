/**
 * The balance an offer is measured against, named as the balance in the offer's own words ("we will accept 50% of your
 * balance of $1,480.00", "a discount off the $1,480.00 you owe", "settle your $1,480.00 balance for $740.00", "el 50% de su
 * saldo de $1,480.00"): the letter says again what is owed (decision 157). Read by `amounts_contradictory` (beside a
 * different balance stated as the amount now, two figures for the debt: 15 U.S.C. 1692e(2)(A), 1692e(10), 1692g(a)(1);
 * legal-reference §1.5) and by `misstated_legal_status` (the balance a settlement forgives part of, for the $600 tax
 * threshold, decision 217). Not a balance the sentence makes history ("your original balance of", "at charge-off", "was").
 */
import { spanOf } from '../text/find';
import { memoOnLastLetter } from '../text/last-letter';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { matchesOf } from '../text/prefilter';
import type { Span } from '../types';

const FIGURE = String.raw`\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)`;
const OFFER_BASE = new RegExp(
  [
    String.raw`\b(?:of|off|on|from|against|settle|resolve|satisfy|pay\s+off|close)\s+(?:(?:the|your|this|its)\s+)?(?:(?:current|total|full|outstanding|unpaid|remaining|entire|account|present)\s+)?(?:balance|amount\s+(?:owed|due|owing)|debt)\s+(?:of\s+|(?:is\s+)?now\s+)?${FIGURE}`,
    String.raw`\b(?:of|off|on|from|against|settle|resolve|satisfy|pay\s+off|close)\s+(?:(?:the|your|this)\s+)?${FIGURE}\s+(?:(?:current|total|outstanding|account)\s+)?(?:balance|debt|(?:that\s+|which\s+)?you\s+(?:now\s+|still\s+)?owe|owed|due)\b`,
    String.raw`\b(?:de|sobre|a)\s+su\s+(?:saldo|deuda)\s+(?:(?:total|actual|pendiente)\s+)?de\s+${FIGURE}`,
  ].join('|'),
  'g',
);
/** The sentence offers a sum for less than the balance, or a share of it. */
const OFFER_SENTENCE =
  /\b(?:settle\w*|settlement|offer\w*|discount\w*|accept\w*|reduc\w*|savings?|save|waive\w*|forgiv\w*|resolve|liquidar|descuento|oferta|acuerdo|aceptar\w*|ahorr\w*)\b|%/;
/** The offer's balance is history, not the amount now: "your original balance of", "at charge-off", "as of March 1". */
const OFFER_BASE_HISTORY =
  /\b(?:original|charge[- ]?off|charged[- ]off|was|were|had|prior|previous|as\s+of|at\s+the\s+time|when\s+(?:it|the\s+account)|placed|assigned|purchased|sold|saldo\s+original)\b/;

/** The words just before "of $…" name a payment, an instalment (folded). */
const INSTALMENT_BEFORE = /\b(?:payments?|installments?|instalments?|pagos?|cuotas?|abonos?)\s*$/;

const sentenceAround = (folded: string, at: number): string => {
  const start = Math.max(folded.lastIndexOf('. ', at), folded.lastIndexOf('\n\n', at), folded.lastIndexOf('.\n', at)) + 1;
  const rest = folded.slice(at).search(/\.(?:\s|$)|\n\n/);
  return folded.slice(start, rest < 0 ? folded.length : at + rest);
};

/**
 * Every balance an offer of the letter is measured against, in order: its figure and the words that name it. Read once per
 * letter (two rules ask); callers must not mutate the result.
 */
export const readOfferBases: (text: string) => { value: number; span: Span }[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  const out: { value: number; span: Span }[] = [];
  for (const m of matchesOf(OFFER_BASE, folded)) {
    const start = m.index ?? 0;
    const sentence = sentenceAround(folded, start);
    if (!OFFER_SENTENCE.test(sentence) || OFFER_BASE_HISTORY.test(sentence)) continue;
    // "Four monthly payments of $250.00 due on the 15th": an instalment's figure, never the balance (session 55).
    if (INSTALMENT_BEFORE.test(folded.slice(Math.max(0, start - 24), start))) continue;
    const figure = m[1] ?? m[2] ?? m[3] ?? '';
    const value = Number(figure.replace(/,/g, ''));
    if (!(value > 0)) continue;
    out.push({ value, span: spanOf(text, start, start + m[0].length) });
  }
  return out;
});
