import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { readLetter } from './read-letter';
import { INVITATION } from './validation-period-pressure';

/**
 * Payment demanded at once (decision 218): a demand to pay whose time is "immediately", "now", "today", "upon receipt", "de
 * inmediato" ("Please remit your balance due immediately in order to prevent further collection activity", "Pay the balance now
 * to avoid further action", "Payment in full is due upon receipt of this letter"), or immediate payment said to be required ("This
 * balance requires your immediate payment"). On a debt too old to sue on, urgency to pay at once tells the consumer the debt is
 * enforceable now: such demands mislead "for more than their silence" (Manuel v. Merchants & Professional Bureau, 5th Cir. 2020).
 * Not: a plain request with no time ("Please remit your balance"), payment offered at the consumer's choice ("you may pay now if
 * you wish": Wilson v. Quadramed, 3d Cir. 2000), an offer with a later date.
 */

/** Immediate payment said to be required, in a sentence that is no demand act of the reader ("requires your immediate payment"). */
const IMMEDIATE_REQUIRED =
  /\b(?:immediate|prompt|urgent)\s+(?:full\s+)?(?:payment|remittance)\b[^.]{0,40}?\b(?:is\s+)?(?:required|requested|demanded|expected|necessary|needed)\b|\b(?:requires?|demands?|expects?|needs?)\s+(?:your\s+|an?\s+|the\s+)?(?:immediate|prompt|urgent)\s+(?:full\s+)?(?:payment|remittance)\b|\b(?:exig|requier|necesit)\w*\s+(?:su\s+|el\s+)?pago\s+inmediato\b/;

/** The sentences of `text` that demand payment at once (spans of `text`). */
export const readUrgentDemands = (text: string): Span[] => {
  const out: Span[] = [];
  for (const d of readLetter(text).demands) {
    if (d.what !== 'pay' || !d.timings.some((t) => t.kind === 'immediate') || INVITATION.test(fold(d.sentence.text))) continue;
    if (!out.some((s) => s.start === d.sentence.start)) out.push(d.sentence);
  }
  if (IMMEDIATE_REQUIRED.test(fold(text)))
    for (const s of segments(text))
      if (IMMEDIATE_REQUIRED.test(fold(s.text)) && !INVITATION.test(fold(s.text)) && !out.some((o) => o.start === s.start)) out.push(s);
  return out.sort((a, b) => a.start - b.start);
};
