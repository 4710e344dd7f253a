import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass, type Confidence } from '../_shared-1-4/gate';
import { negatedBefore } from '../_shared-1-4/phrases';
import { findWithSentence, foundSpan, hits, uniqueSpans, viewOf, type Found } from '../_shared-1-4/text';

const meta: RuleMeta = {
  id: 'settlement_offer_false_urgency',
  title: 'Settlement framed as one-time when it is not',
  citation: '15 U.S.C. 1692e(10)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A collector may offer a discount with a deadline. But it may not pressure you by presenting the offer as a one-time, last-chance deal when it can and often does make the same or a better offer later. A statement that the collector is "not obligated to renew" the offer is the accepted way to say this honestly.',
  severity: 4,
  value: 500,
};

const SETTLEMENT =
  /\b(?:settle\w*|settlement|discount\w*|reduced\s+(?:amount|balance|payoff|payment)|save\s+\$|savings?|%\s*off|percent\s+off|lump[- ]sum|amnesty|special\s+offer|offer|oferta|descuento|liquidar|acuerdo)\b/i;
/** Presented as never to be repeated. */
const ONE_TIME =
  /\bone[- ]time(?:\s+only)?\s+(?:offer|opportunity|deal|chance)\b|\bone\s+time\s+only\b|\bonce[- ]in[- ]a[- ]lifetime\b|\b(?:will|shall)\s+(?:never|not)\s+be\s+(?:repeated|offered\s+again|extended|made\s+again|available\s+again|renewed)\b|\bnever\s+be\s+(?:repeated|offered\s+again|made\s+again)\b|\b(?:last|final)\s+(?:chance|opportunity)\b|\bonly\s+chance\b|\bnow\s+or\s+never\b|\b(?:this|the)\s+(?:offer|discount)\s+(?:is\s+)?(?:final|non-?renewable)\b|\boferta\s+[uú]nica\b|(?<![\w\u00c0-\u017f])[uú]ltima\s+oportunidad\b|\bno\s+se\s+(?:repetir[aá]|volver[aá]\s+a\s+ofrecer)\b/i;
/** Short or "only" deadlines that suggest the offer is unique (Goswami). */
const ONLY_DEADLINE =
  /\b(?:expires?|expiring|valid|good|available)\s+(?:in|for|within)\s+(?:24|48|72)\s+(?:hours|hrs)\b|\b(?:24|48|72)[- ]hours?\s+(?:only|offer)\b|\blimited[- ]time\s+(?:only|offer)\b|\b(?:good|valid|available)\s+(?:for\s+)?(?:\d+|ten|fifteen|thirty|forty-five|sixty)\s+days\s+only\b|\bonly\s+(?:good|valid|available)\s+(?:for|until|through)\b|\bamnesty\s+(?:period|program)\b/i;
/** The Evory / Preston safe harbour and similar honest statements. */
const SAFE_HARBOUR =
  /\bnot\s+(?:\w+\s+){0,2}?(?:obligated|required|bound)\s+to\s+(?:renew|extend|make|repeat)\b|\bno\s+obligation\s+to\s+(?:renew|extend)\b|\bmay\s+(?:be\s+able\s+to\s+)?(?:offer|make|extend|renew)\s+(?:you\s+)?(?:other|future|additional|similar|another)\b|\bfuture\s+offers\b|\b(?:other|additional)\s+(?:offers|options)\s+may\s+be\s+available\b|\bno\s+(?:estamos|está)\s+obligad[oa]s?\s+a\s+renovar\b/i;

const NEAR = 250;

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const offers = [...hits(v, SETTLEMENT).map((h) => h.start), ...ctx.facts.settlementOffers.map((o) => o.span.start)];
    if (offers.length === 0) return pass(gate.assumptions);
    const nearOffer = (f: Found): boolean => offers.some((at) => Math.abs(at - f.hit.start) <= NEAR) || SETTLEMENT.test(f.sentence);
    const urgent = (re: RegExp): Found[] => findWithSentence(v, re).filter((f) => nearOffer(f) && !negatedBefore(f.sentence, f.at));
    const strong = urgent(ONE_TIME);
    const weak = urgent(ONLY_DEADLINE);
    if (strong.length === 0 && weak.length === 0) return pass(gate.assumptions);
    const safe = findWithSentence(v, SAFE_HARBOUR).filter(
      (f) => !/\bnot\s+(?:\w+\s+){0,2}?(?:obligated|required|bound)\s+to\s+(?:pay|accept)\b/i.test(f.sentence),
    );
    if (safe.length > 0)
      return pass([
        ...gate.assumptions,
        'The letter says the collector is not obligated to renew the offer (the safe-harbour wording of Evory v. RJM Acquisitions, applied in Preston v. Midland, 7th Cir. 2020).',
      ]);
    const confidence: Confidence = strong.length > 0 ? 'medium' : 'low';
    return flag(
      'This letter may violate federal law: it presents the settlement offer as a one-time or last-chance deal, without saying whether the collector may make the offer again. Discount offers with deadlines are allowed, but implying a take-it-or-leave-it offer when the collector can renew it may mislead (15 U.S.C. 1692e(10); Goswami v. American Collections Enterprise, 5th Cir. 2004). A letter that says the collector is "not obligated to renew this offer" avoids the problem.',
      uniqueSpans([...strong, ...weak].map((f) => foundSpan(v, f))).slice(0, 3),
      confidence,
      gate.assumptions,
    );
  },
};
