import { findPhrases, isNegatedAt } from '../rules/_conduct-and-time-bar/phrases';
import type { Span } from '../types';
import { onForgetLetter } from '../text/last-letter';
import { readOfferTerms } from './offer-terms';

/**
 * An offer to take less than the balance, or to take it over time, in the ways letters write it: the
 * conduct the courts of appeals judged on time-barred debts (a "settlement" offer implies a debt the
 * law still enforces: McMahon v. LVNV Funding, 7th Cir. 2014; Buchanan v. Northland Group, 6th Cir.
 * 2015; Daugherty v. Convergent Outsourcing, 5th Cir. 2016; Tatis v. Allied Interstate, 3d Cir. 2018),
 * as against a bare request for payment (Huertas v. Galaxy Asset Management, 3d Cir. 2011: lawful
 * without a threat of suit). English and Spanish; negated offers ("we cannot offer a discount") are not
 * offers.
 */
const OFFER_PATTERNS: readonly RegExp[] = [
  // settle / settlement / resolve for less
  /\bsettle(?:ment|d|s)?\b/i,
  /\bresolve\s+(?:this|your|the)\s+(?:account|debt|balance|matter)\s+(?:for|with|at)\b/i,
  // discounts, savings, percentages off, reduced balances
  /\bdiscount(?:ed|s)?\b/i,
  /\b\d{1,2}(?:\.\d+)?\s*(?:%|percent)\s+(?:off|discount|savings|reduction|of\s+(?:the|your)\s+(?:total\s+|current\s+|account\s+)?balance)\b/i,
  /\bsav(?:e|ings?)\s+(?:of\s+)?(?:\$\s?\d|\d{1,2}\s*(?:%|percent))/i,
  /\breduc(?:e|ed|tion)\s+(?:in\s+)?(?:your\s+|the\s+)?(?:amount|balance|payoff|lump|debt|total)\b/i,
  /\b(?:accept|take)\s+(?:a\s+)?(?:reduced|lesser|smaller|partial|lower)\s+(?:amount|sum|payment|balance)\b/i,
  /\b(?:willing|agreed?|authori[sz]ed|prepared)\s+(?:us\s+)?to\s+accept\b/i,
  /\baccept\s+\$\s?[\d,.]+\s+(?:as\s+)?(?:(?:full\s+)?payment\s+in\s+full|full\s+(?:payment|settlement|satisfaction))\b/i,
  /\b(?:less|lower)\s+than\s+(?:the\s+)?(?:full|total|entire)\s+(?:balance|amount)\b/i,
  // offers and plans
  /\b(?:special|one[-\s]time|limited[-\s]time|settlement|payoff|exclusive|reduced)\s+offers?\b/i,
  /\boffer(?:ing)?\s+(?:you\s+)?(?:to\s+)?(?:settle|resolve|close|pay\s+off|an?\s+opportunity)\b/i,
  /\b(?:payment|installment|instalment|monthly)\s+(?:plans?|arrangements?|programs?|options?)\b/i,
  // the offer named as such and taken up, kept open or timed ("take advantage of this offer", "to accept
  // our offer", "this offer expires / is valid until / is good for 30 days"): Holzman (11th Cir. 2019)
  /\b(?:take\s+advantage\s+of|accept(?:ing)?|respond(?:ing)?\s+to|act\s+on)\s+(?:this|our|the|these|either|any\s+of\s+(?:these|our))\s+(?:(?:special|limited|above|following|settlement|payment|discount(?:ed)?|reduced|payoff)\s+)?offers?\b/i,
  /\b(?:this|our|the\s+(?:above|following))\s+offers?\s+(?:(?:is|are)\s+(?:only\s+)?(?:valid|good|available|open)|(?:will\s+)?(?:expires?|ends?|lapses?)|(?:is|are)\s+(?:contingent|conditioned|subject\s+to)|(?:will\s+)?(?:remains?|stays?)\s+open|may\s+not\s+be\s+(?:renewed|repeated|available|extended|offered\s+again))\b/i,
  /\bin\s+(?:\d+|two|three|four|five|six|twelve)\s+(?:monthly\s+)?(?:payments|installments|instalments)\s+of\b/i,
  // Spanish
  /\b(?:acuerdo|liquidaci[oó]n|arreglo)\s+(?:de\s+)?(?:pago|deuda|cuenta|saldo)?|\bliquidar\s+(?:su|la|esta)\s+(?:cuenta|deuda)\b/i,
  /\baprovech(?:e|ar)\s+(?:esta|nuestra|la)\s+oferta\b|\b(?:esta|nuestra)\s+oferta\s+(?:vence|expira|termina|es\s+v[aá]lida|est[aá]\s+disponible|queda\s+abierta)\b/i,
  /\bdescuentos?\b|\bahorr(?:o|e|ar)\s+(?:de\s+)?(?:\$\s?\d|\d{1,2}\s*%)|\bsaldo\s+reducido\b|\boferta\s+(?:especial|de\s+(?:pago|liquidaci[oó]n|arreglo))\b|\bplan\s+de\s+pagos?\b|\baceptar\s+(?:un\s+)?(?:monto|pago|cantidad)\s+(?:menor|reducid[oa])\b/i,
];

/** "We cannot offer you a discount", "we are not able to accept less", "no podemos ofrecerle un descuento". */
const NEGATED_OFFER = /\b(?:cannot|can['’]?t|not|never|unable\s+to|no\s+(?:podemos|puede|ofrecemos))\s+(?:[\wáéíóúñ]+\s+){0,3}$/i;

const memo = { text: undefined as string | undefined, found: [] as Span[] };
onForgetLetter(() => {
  memo.text = undefined;
  memo.found = [];
});

/**
 * The offers the letter makes, in text order (negated ones left out): the phrases above, and a plan read by its terms
 * whatever names it (decision 130's reader: a count of payments and their figure, "monthly payments as low as $50",
 * "pagos desde solo $50"): a plan is an offer to take the debt over time. A figure by a date alone is not: a demand
 * ("pay $600 by June 30") asks for payment without offering anything (Huertas).
 */
export const settlementOfferSpans = (text: string): Span[] => {
  if (memo.text !== text) {
    const named = findPhrases(text, OFFER_PATTERNS).filter(
      (s) => !isNegatedAt(text, s.start) && !NEGATED_OFFER.test(text.slice(Math.max(0, s.start - 40), s.start)),
    );
    const plans = readOfferTerms(text)
      .filter((t) => t.kind !== 'lump_by_date' && !named.some((s) => s.start < t.span.end && t.span.start < s.end))
      .map((t) => t.span);
    memo.found = plans.length ? [...named, ...plans].sort((a, b) => a.start - b.start) : named;
    memo.text = text;
  }
  return memo.found.slice();
};
