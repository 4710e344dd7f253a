import { formatLongDate } from '@debtshield/clocks';
import { findFirst } from '../../text/find';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { consumerStateOf, federalGate, letterDateOf } from '../_conduct-and-time-bar/gate';
import { bestPaymentQuote, quoteOf, sentenceAround, shortQuote, willNotSueSpans } from '../_conduct-and-time-bar/phrases';
import { isGeneralLawLimit, lawBarsForAgeSpans, promiseInPlaceOfBar, timeBarStatus } from '../_conduct-and-time-bar/time-bar';
import { QUESTIONS } from '../_shared/questions';
import { requestsForMoney } from '../../reading/requests-for-money';
import { STATE_NOTICES } from './state-notices';

/**
 * legal-reference §1.6 `time_barred_state_disclosure_missing`: in the states of §4.3 a letter collecting
 * a time-barred debt must carry the state's prescribed notice. Context (state and the debt's age),
 * then objective: each element of the state's notice is looked for in the text.
 */

const DEBT_BUYER =
  /\b(?:purchased|acquired|bought)\s+(?:your|this|the)\s+(?:account|debt)\b|\bdebt\s+buyer\b|\b(?:current\s+)?owner\s+of\s+(?:your|this|the)\s+(?:account|debt)\b|\bsold\s+(?:to|your\s+account)\b/i;

const STATES_LISTED = Object.values(STATE_NOTICES)
  .map((n) => n.state)
  .join(', ');

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx, { coversCreditors: true });
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  // A request read by what the words do (decision 143): a balance with its figure, "this is an attempt to collect a
  // debt", a remittance slip, the account placed for collection, as well as "pay" and offers.
  const payments = requestsForMoney(ctx.text);
  if (payments.length === 0) return { status: 'pass', assumptions: [...gate.assumptions, 'The letter does not ask for payment or offer a settlement.'] };

  const state = consumerStateOf(ctx);
  if (!state) {
    const bar = timeBarStatus(ctx);
    if (bar.status === 'within') return { status: 'pass', assumptions: [...gate.assumptions, bar.reason, ...(bar.notes ?? [])] };
    return {
      status: 'needs_input',
      questions: bar.status === 'unknown' ? bar.questions : [QUESTIONS.state],
      message: `Some states (${STATES_LISTED}) require a special notice on letters about debts that are past the statute of limitations. Your answers tell us whether your state does and whether this debt is that old.`,
      assumptions: gate.assumptions,
    };
  }

  const notice = STATE_NOTICES[state];
  if (!notice) {
    return {
      status: 'not_applicable',
      reason: `${state} is not among the states listed as requiring a time-barred-debt notice in collection letters (the states listed: ${STATES_LISTED}).`,
    };
  }
  if (ctx.gates.isDebtCollector === false && !notice.coversCreditors) {
    return {
      status: 'not_applicable',
      reason: `${notice.jurisdiction}'s notice (${notice.cite}) binds debt collectors, and the sender appears to be the original creditor collecting in its own name.`,
    };
  }
  // Where the state rule also binds original creditors, who the sender is does not matter.
  const assumptions = notice.coversCreditors ? gate.assumptions.filter((a) => !a.startsWith('Assumed the sender is a debt collector')) : [...gate.assumptions];
  const letterDate = letterDateOf(ctx);
  if (notice.effective && letterDate && letterDate < notice.effective) {
    return {
      status: 'not_applicable',
      reason: `${notice.jurisdiction}'s notice is required from ${formatLongDate(notice.effective)}; this letter is dated ${formatLongDate(letterDate)}.`,
    };
  }
  // An undated letter read before the notice became required was sent before it too (decision 474).
  if (notice.effective && !letterDate && ctx.today < notice.effective)
    return {
      status: 'not_applicable',
      reason: `${notice.jurisdiction}'s notice is required from ${formatLongDate(notice.effective)}; this letter was received before ${formatLongDate(ctx.today)}.`,
    };
  if (notice.effective && !letterDate)
    assumptions.push(`Assumed the letter is dated on or after ${formatLongDate(notice.effective)}, when ${notice.jurisdiction}'s notice became required.`);
  const buyerEvidence = notice.debtBuyersOnly ? findFirst(ctx.text, DEBT_BUYER) : undefined;
  if (notice.debtBuyersOnly && !buyerEvidence)
    assumptions.push(`Assumed the debt's owner is a debt buyer (${notice.jurisdiction}'s notice applies to debt buyers).`);

  // The shorter periods are counted as the federal rule counts them: New York's 3 years for consumer credit (CPLR 214-i,
  // from 7 April 2022) and New Mexico's 4 for open accounts (decision 152), and a state's open-account period where the
  // letter names the debt as a card, a charge account or a running bill (decision 156), at low confidence.
  const bar = timeBarStatus(ctx, { shorterPeriods: true });
  if (bar.status === 'within') return { status: 'pass', assumptions: [...assumptions, bar.reason, ...(bar.notes ?? [])] };
  if (bar.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: bar.questions,
      message: `${notice.jurisdiction} requires a special notice (${notice.cite}) on letters collecting a debt that is past the statute of limitations. Your answers tell us whether this debt is that old.`,
      assumptions,
    };
  }

  // Where the state's wording has not been verified (legal-reference §4.3: TX, MA, CT, NC), its substance is that the
  // debt is too old to be sued on: the law's bar said for the debt's age, in any words, gives it (decision 143).
  // A notice whose wording is unverified is read in substance: the law's bar said of the debt. The law's general rule
  // followed, of this debt, only by the collector's promise ("The law limits how long you can be sued on a debt. Because
  // of the age of this debt, we will not sue you for it") says the collector's choice, not that the debt cannot be sued
  // on, which is what these notices say (Texas's, like the CFPB's consent-order wording it follows, says the debt buyer
  // "cannot sue you"; decision 165). California's prescribed "will not sue you" is a verified element of its own.
  const promiseOnly = notice.wordingVerified ? undefined : promiseInPlaceOfBar(ctx.text, willNotSueSpans(ctx.text));
  const barSaid = notice.wordingVerified || promiseOnly ? undefined : lawBarsForAgeSpans(ctx.text)[0];
  const found: Span[] = [];
  const missing: string[] = [];
  for (const element of notice.elements) {
    const own = findFirst(ctx.text, element.pattern);
    const hit = (own && !(promiseOnly && isGeneralLawLimit(own)) ? own : undefined) ?? barSaid;
    if (hit) found.push(quoteOf(ctx.text, sentenceAround(ctx.text, hit.start, hit.end), hit));
    else missing.push(element.label);
  }
  if (missing.length === 0) {
    return {
      status: 'pass',
      assumptions: [
        ...assumptions,
        ...bar.assumptions,
        barSaid
          ? `The letter says the law bars a suit on this debt ("${barSaid.text}"); ${notice.jurisdiction}'s exact wording (${notice.cite}) has not been verified, so that statement is taken as its substance.`
          : `The letter contains ${notice.jurisdiction}'s time-barred-debt notice (${notice.cite}).`,
      ],
    };
  }

  const none = found.length === 0;
  if (promiseOnly)
    assumptions.push(
      `The letter says the law limits how long a person can be sued, but of this debt only "${shortQuote(sentenceAround(ctx.text, promiseOnly.start), 110)}": a promise not to sue is the collector's choice, not the statement that the debt cannot be sued on that the notice makes.`,
    );
  if (notice.firstLetterAfterBarOnly)
    assumptions.push(
      `Assumed this is the first written communication since the debt became time-barred (${notice.jurisdiction} requires the notice in that letter).`,
    );
  const confidence =
    !notice.wordingVerified || (notice.debtBuyersOnly && !buyerEvidence) || bar.shorterPeriod ? 'low' : bar.source === 'letter' ? 'high' : 'medium';
  const nyc =
    state === 'NY'
      ? " If you live in New York City, the City's rules also require the notice in every letter, in at least 12-point type, next to the amount claimed."
      : '';
  const unverified = notice.wordingVerified ? '' : ' The exact wording this state requires has not been verified, so treat this as a point to check.';
  const firstRequest = payments[0];
  const payment =
    bestPaymentQuote(ctx.text, ctx.facts.settlementOffers[0]?.span) ??
    (firstRequest ? quoteOf(ctx.text, sentenceAround(ctx.text, firstRequest.start, firstRequest.end), firstRequest) : undefined);
  const evidence = none ? [...bar.evidence, ...(payment ? [payment] : [])] : found;
  const dedup = evidence.filter((s, i) => evidence.findIndex((o) => o.start < s.end && s.start < o.end) === i);
  return {
    status: 'flag',
    message: none
      ? `This letter asks you to pay a debt that appears to be past the statute of limitations, but it does not include the notice ${notice.jurisdiction} requires on such letters (${notice.cite}), which must include ${missing.join('; ')}.${nyc}${unverified}`
      : `This letter includes only part of the notice ${notice.jurisdiction} requires on letters about debts past the statute of limitations (${notice.cite}). It is missing ${missing.join('; ')}.${nyc}${unverified}`,
    evidence: dedup,
    confidence,
    assumptions: [...assumptions, ...bar.assumptions],
  };
};

export const rule: Rule = {
  meta: {
    id: 'time_barred_state_disclosure_missing',
    title: 'State-mandated time-barred notice missing or wrong',
    citation: 'state law, see §4.3 (CA, NY state and NYC, TX, NM, WV, MA, CT; check NC)',
    kind: 'context',
    section: '1.6',
    description:
      'Several states (California, New York and New York City, Texas, New Mexico, West Virginia, Massachusetts, Connecticut, and possibly North Carolina) require a letter collecting a debt that is past the statute of limitations to carry a prescribed notice — for example, California\'s begins "The law limits how long you can be sued on a debt."',
    severity: 5,
    value: 500,
  },
  check,
};
