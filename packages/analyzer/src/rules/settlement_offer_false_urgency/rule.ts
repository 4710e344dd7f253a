import { OFFER_MAY_BE_RENEWED, OFFER_ONE_TIME, OFFER_ONLY_DEADLINE, OFFER_WORDS } from '../../reading/lexicon';
import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass, type Confidence } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, hits, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { OFFER_RENEWAL_NOT_ASSURED } from '../../reading/offer-renewal';

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

// The vocabulary lives in the reading layer's lexicon (decision 032): offers, one-time wording, short
// deadlines, and the honest renewal statement.
const SETTLEMENT = OFFER_WORDS;
const ONE_TIME = OFFER_ONE_TIME;
const ONLY_DEADLINE = OFFER_ONLY_DEADLINE;
/** The safe-harbour sentence and the other ways of saying that renewal is possible but not assured. */
const SAFE_HARBOUR = new RegExp(`${OFFER_MAY_BE_RENEWED.source}|${OFFER_RENEWAL_NOT_ASSURED.source}`, 'i');

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
        'The letter says the collector is not obligated to renew the offer, or in other words that renewal is possible but not assured (the safe-harbour wording of Evory v. RJM Acquisitions, applied in Preston v. Midland, 7th Cir. 2020).',
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
