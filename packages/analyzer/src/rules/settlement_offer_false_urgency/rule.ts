import { OFFER_MAY_BE_RENEWED, OFFER_ONE_TIME, OFFER_ONLY_DEADLINE, OFFER_WORDS } from '../../reading/lexicon';
import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass, type Confidence } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, hits, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { OFFER_RENEWAL_NOT_ASSURED } from '../../reading/offer-renewal';
import { readOfferTerms } from '../../reading/offer-terms';
import { readSumsThatEndTheDebt } from '../../reading/sums-that-end-the-debt';
import { settlementOfferSpans } from '../../reading/settlement-offers';
import { readOwedAmounts, type OwedAmount } from '../../reading/owed-amounts';
import { sentenceAt } from '../../text/find';
import { QUESTIONS } from '../_shared/questions';
import { showMoney } from '../_disclosures-and-amounts/numbers';
import type { RuleContext, RuleResult, Span } from '../../types';

/** Dollars by which a plan must exceed the balance to be read as costing more (rounding of instalments). */
const COSTS_MORE_THAN_BALANCE = 1;
/**
 * An offer called a settlement or a discount whose terms cost more than the balance the letter states (decision 130):
 * a plan's count × payment, or a dated lump sum, above the figure owed now. Offered as a reduction, it misstates what
 * the consumer gets (15 U.S.C. 1692e(2)(A), 1692e(10)), unless the balance is itself growing (then the plan may only
 * keep pace with it: asked, not assumed). A plan that costs exactly the balance is not read (a plain payment plan).
 */
const overpricedOffer = (ctx: RuleContext): { term: Span; total: number; balance: number; balanceSpan: Span } | undefined => {
  const terms = readOfferTerms(ctx.text);
  if (terms.length === 0) return undefined;
  // The largest figure the letter states as owed now: a plan must cost more than every one of them.
  const balance = readOwedAmounts(ctx.text).reduce<OwedAmount | undefined>((max, o) => (!max || o.value > max.value ? o : max), undefined);
  if (!balance) return undefined;
  for (const t of terms) {
    if (t.kind === 'open_ended') continue;
    const total = t.kind === 'instalments' ? t.total : t.amount;
    if (total <= balance.value + COSTS_MORE_THAN_BALANCE) continue;
    // The terms must be put as the offer itself (a settlement, a discount, savings), in the sentence that states them.
    if (!OFFER_WORDS.test(sentenceAt(ctx.text, t.span.start).text)) continue;
    return { term: t.span, total, balance: balance.value, balanceSpan: balance.span };
  }
  return undefined;
};

const overpricedResult = (ctx: RuleContext, found: NonNullable<ReturnType<typeof overpricedOffer>>, assumptions: string[]): RuleResult | undefined => {
  if (ctx.answers.balanceCanIncrease === true) return undefined;
  const terms = `${showMoney(found.total)} in all, against a stated balance of ${showMoney(found.balance)}`;
  if (ctx.answers.balanceCanIncrease === undefined)
    return {
      status: 'needs_input',
      questions: [QUESTIONS.balanceCanIncrease],
      message: `The letter calls an offer a settlement or a discount, but its terms cost more than the balance it states (${terms}). Unless interest or charges are still being added, that is not a reduction, and calling it one misstates the offer (15 U.S.C. 1692e(2)(A), 1692e(10)): can this balance still grow?`,
      evidence: [found.term, found.balanceSpan],
      assumptions,
    };
  return flag(
    `This letter may misstate its offer (15 U.S.C. 1692e(2)(A), 1692e(10)): it presents the terms as a settlement or a discount, but they cost more than the balance it states (${terms}), and you told us nothing more can be added to that balance. Paying them would cost you more than paying the balance. Before agreeing, ask in writing for the total you will pay and whether it settles the account.`,
    [found.term, found.balanceSpan],
    'medium',
    [...assumptions, 'Relies on your answer that interest and charges can no longer be added to this balance.'],
  );
};

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
    // An offer read by what it ends as well as by its name (decision 263): "pay $800.00 and we will call it even"; and by what
    // the shared reader takes for an offer whatever it is called (decision 381): "pay half and the rest is gone", "el resto se
    // perdona", "50 cents on the dollar".
    const offers = [
      ...hits(v, SETTLEMENT).map((h) => h.start),
      ...ctx.facts.settlementOffers.map((o) => o.span.start),
      ...readSumsThatEndTheDebt(ctx.text).map((o) => o.span.start),
      ...settlementOfferSpans(ctx.text).map((s) => s.start),
    ];
    if (offers.length === 0) return pass(gate.assumptions);
    const overpriced = overpricedOffer(ctx);
    const misstated = overpriced && overpricedResult(ctx, overpriced, gate.assumptions);
    if (misstated?.status === 'flag') return misstated;
    // An offer that costs more than the balance is asked about only if nothing else is found.
    const passOrAsk = (assumptions: string[]): RuleResult => misstated ?? pass(assumptions);
    const nearOffer = (f: Found): boolean => offers.some((at) => Math.abs(at - f.hit.start) <= NEAR) || SETTLEMENT.test(f.sentence);
    const urgent = (re: RegExp): Found[] => findWithSentence(v, re).filter((f) => nearOffer(f) && !negatedBefore(f.sentence, f.at));
    const strong = urgent(ONE_TIME);
    const weak = urgent(ONLY_DEADLINE);
    if (strong.length === 0 && weak.length === 0) return passOrAsk(gate.assumptions);
    const safe = findWithSentence(v, SAFE_HARBOUR).filter(
      (f) => !/\bnot\s+(?:\w+\s+){0,2}?(?:obligated|required|bound)\s+to\s+(?:pay|accept)\b/i.test(f.sentence),
    );
    if (safe.length > 0)
      return passOrAsk([
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
