import { formatLongDate } from '@debtshield/clocks';
import type { IsoDate, Rule, RuleContext, RuleResult, Span } from '../../types';
import { consumerStateOf, federalGate, letterDateOf } from '../_conduct-and-time-bar/gate';
import {
  ageAdmissionSpans,
  bestPaymentQuote,
  closingSpans,
  lawBarsSuitSpans,
  quoteOf,
  revivalDenials,
  revivalWarningSpans,
  sentenceAround,
  shortQuote,
  suitThreats,
  willNotSueSpans,
} from '../_conduct-and-time-bar/phrases';
import { lawBarsForAgeSpans, promiseInPlaceOfBar, referenceDate, specificLawBarsForAgeSpans, timeBarStatus } from '../_conduct-and-time-bar/time-bar';
import { circuitName } from '../_shared/circuit-of';
import { QUESTIONS } from '../_shared/questions';
import { oldDebtWords, statedDebtAge } from '../../reading/old-debt-signals';
import { settlementOfferSpans } from '../../reading/settlement-offers';
import { suitSpokenOfSpans } from '../../reading/suit-spoken-of';
import { readUrgentDemands } from '../../reading/urgent-demand';
import { asksOnlyByCollecting, requestsForMoney } from '../../reading/requests-for-money';
import { DEFAULT_REVIVAL, noRevivalOn, revivalRulesFor } from '../../sol/revival-rules';
import { STATE_NOTICES } from '../time_barred_state_disclosure_missing/state-notices';
import { findFirst } from '../../text/find';

/**
 * legal-reference §1.6 `time_barred_no_disclosure_federal` (judgment): a letter that asks for payment on
 * a time-barred debt without saying that the LAW bars a suit may mislead (Pantoja, McMahon, Buchanan,
 * Daugherty, Tatis). A correct state notice ("The law limits how long you can be sued…") satisfies it.
 */

const STRONG_CIRCUITS = new Set(['5th', '6th', '7th']);

/**
 * Where a court of appeals has held that a payment demand or settlement offer on a time-barred debt
 * can mislead without a disclosure that the law bars suit (and, where a payment revives the debt, that
 * a payment may revive it), and when it decided. Each of these courts judged letters sent before its
 * decision, and a court's reading of a statute is the law for conduct before it as after (Harper v.
 * Virginia Dept. of Taxation, 509 U.S. 86 (1993)): a letter sent earlier is flagged too, at lower
 * confidence, since district courts then differed (Elrich v. Convergent, S.D. Fla. 2014, before
 * Holzman). In a circuit that has not decided, a settlement offer is flagged at low confidence with
 * the split said; a bare request for payment is not (Huertas v. Galaxy, 3d Cir. 2011; Freyermuth,
 * 8th Cir. 2001).
 */
export const BINDING_SINCE: Readonly<Record<string, { date: string; cases: string }>> = {
  '7th': {
    date: '2014-03-11',
    cases: 'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) and McMahon v. LVNV Funding (7th Cir. 2014), which bind courts in your circuit',
  },
  '6th': { date: '2015-01-13', cases: 'Buchanan v. Northland Group (6th Cir. 2015), which binds courts in your circuit' },
  '5th': { date: '2016-09-01', cases: 'Daugherty v. Convergent Outsourcing (5th Cir. 2016), which binds courts in your circuit' },
  '3d': { date: '2018-02-16', cases: 'Tatis v. Allied Interstate (3d Cir. 2018), which binds courts in your circuit' },
  '11th': { date: '2019-04-08', cases: 'Holzman v. Malcolm S. Gerald & Associates (11th Cir. 2019), which binds courts in your circuit' },
};

const ELSEWHERE =
  'The Third, Fifth, Sixth, Seventh and Eleventh Circuits hold that such a letter can mislead (Tatis, Daugherty, Buchanan, McMahon and Pantoja, Holzman); the Eighth holds it lawful absent a threat of suit (Freyermuth).';

const ELSEWHERE_CASES =
  'McMahon v. LVNV Funding (7th Cir. 2014), Buchanan v. Northland Group (6th Cir. 2015) and Tatis v. Allied Interstate (3d Cir. 2018); even Huertas v. Galaxy Asset Management (3d Cir. 2011) and Freyermuth v. Credit Bureau Services (8th Cir. 2001) hold a request for payment of a time-barred debt lawful only absent a threat of suit';

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/** The state's prescribed time-barred notice, complete in the letter (legal-reference §1.6: it satisfies this check). */
const hasCompleteStateNotice = (ctx: RuleContext, state: string | null): boolean => {
  const notice = state ? STATE_NOTICES[state] : undefined;
  // A notice the state required only later is not the state's notice on this letter's date (decision 152): a Texas letter
  // of 2016 saying the law limits how long one can be sued gave no notice Texas then prescribed.
  if (!notice || (notice.effective && referenceDate(ctx).date < notice.effective)) return false;
  return notice.elements.every((e) => findFirst(ctx.text, e.pattern) !== undefined);
};

/**
 * The state's law lets a payment or acknowledgment after the period revive the debt on the letter's date (legal-reference
 * §4.2); null: state unknown. A statute that bars revival counts from the day it took effect (decision 152): a New York
 * letter of 2016 was written when a payment could still revive the debt, and so owed the warning.
 */
const paymentMayRevive = (ctx: RuleContext, state: string | null): boolean | null => {
  const none = noRevivalOn(state, referenceDate(ctx).date);
  return none === null ? null : !none;
};

/** What the rule says about revival in the state on the letter's date. */
const revivalNote = (ctx: RuleContext, state: string): string => {
  const on = referenceDate(ctx).date;
  const later = revivalRulesFor(state).filter((r) => (r.noRevivalAfterExpiry || r.paymentDoesNotRevive) && r.inForceFrom && on < r.inForceFrom);
  if (later.length > 0)
    return `Treated a payment or a written promise after the period as able to revive the debt in ${state}: the letter was sent before ${later
      .map((r) => `${r.source} took effect (${formatLongDate(r.inForceFrom as IsoDate)})`)
      .join(' and ')}. Under the older law: ${DEFAULT_REVIVAL.text}`;
  return `Treated a payment after the period as able to revive the debt in ${state}: ${revivalRulesFor(state)
    .map((r) => r.text)
    .join(' ')}`;
};

/**
 * The letter denies the restart where the law allows one (decision 165): "we will not restart the statute of limitations if
 * you make a payment", "making a payment will not restart the time to sue". Said in a state where a payment or a promise
 * may revive the debt, it is no warning but its opposite; said as the collector's promise, it is a choice that binds
 * neither the law nor a later owner of the debt (Perea v. Portfolio Recovery Associates, N.D. Ill. 2020, under Pantoja).
 */
const revivalDenialNote = (ctx: RuleContext, state: string | null): string => {
  const denial = revivalDenials(ctx.text)[0];
  if (!denial || !state || paymentMayRevive(ctx, state) !== true) return '';
  return denial.promised
    ? ` It says "${shortQuote(denial.sentence, 110)}": that is the collector's promise, not the law, and in ${state} a payment or a promise to pay could still restart the time in which the debt's owner, or a later one, can sue you.`
    : ` It says "${shortQuote(denial.sentence, 110)}", but in ${state} a payment or a promise to pay could restart the time to sue.`;
};

/** What a letter that gives the law's general rule and, of this debt, only a promise never says (decision 165). */
const promiseOnlyMissing = (warned: boolean): string =>
  warned
    ? 'nothing in it says that the law bars a suit on the debt'
    : 'nothing in it says that the law bars a suit on the debt, and it does not warn that a payment or a promise to pay could restart the time to sue in some states';

/** A bar on suit for a legal reason other than the debt's age. */
const OTHER_LEGAL_BAR = /\bbankrupt|\bdischarg|\bquiebra\b|\bbancarrota\b/i;

/** The letter speaks of a lawsuit (a threat, a promise not to sue) or of the debt's age. */
const speaksOfAgeOrSuitIn = (text: string): boolean =>
  suitThreats(text).length > 0 ||
  willNotSueSpans(text).length > 0 ||
  ageAdmissionSpans(text).length > 0 ||
  statedDebtAge(text) !== null ||
  oldDebtWords(text).length > 0;

/** Why the rule asks the debt's age: what in the words points to an old debt. */
const ageSignalNote = (text: string): string => {
  const age = statedDebtAge(text);
  if (age)
    return ` The letter says the debt is ${age.years} years old or more ("${shortQuote(age.span, 80)}"), but a debt's age is not the time since the last payment.`;
  const old = oldDebtWords(text)[0];
  return old ? ` The letter calls it "${shortQuote(old, 60)}".` : '';
};

/**
 * The letter says the law bars a suit but not that a payment may revive the debt, in a state where one
 * may (Pantoja: the revival warning is the second half of what such a letter owes; Buchanan, Daugherty).
 * A complete state notice, a revival warning, or a state where nothing revives the debt: nothing missing.
 */
const checkRevivalOmission = (ctx: RuleContext, lawBars: Span[], offers: Span[], requests: Span[], assumptions: string[]): RuleResult => {
  const said = `The letter says the law limits or bars a lawsuit ("${shortQuote(lawBars[0] as Span)}"); treated as the disclosure courts require.`;
  // The bar said, then contradicted: the same letter speaks of a suit or a step that needs one ("your account may be
  // forwarded to our attorneys", "our client may pursue all remedies available to it"). The disclosure no longer tells
  // the reader the debt cannot be enforced in court (1692e(2)(A); 12 CFR 1006.26(b) bars the threat itself), whatever
  // the circuit or the state's revival law (decision 152).
  const contradicted = offers.length + requests.length > 0 ? suitSpokenOfSpans(ctx.text)[0] : undefined;
  if (contradicted) {
    const barQuote = quoteOf(ctx.text, sentenceAround(ctx.text, (lawBars[0] as Span).start), lawBars[0] as Span);
    return {
      status: 'flag',
      message: `This letter says the law limits or bars a lawsuit on this debt, but it also speaks of legal action ("${shortQuote(contradicted, 110)}"). Said in a letter asking for payment, the second statement takes back the first: it may leave you thinking the debt can still be enforced in court, and so may violate 15 U.S.C. 1692e, 1692e(2)(A) and 1692e(10) (see ${ELSEWHERE_CASES}). A debt collector may not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)).`,
      evidence: overlaps(barQuote, contradicted) ? [barQuote] : [barQuote, contradicted],
      confidence: 'medium',
      assumptions,
      // Both statements stand on the page in hand: no page missing could take the words of legal action back (decision 358).
      misstated: true,
    };
  }
  if (revivalWarningSpans(ctx.text).length > 0 || (offers.length === 0 && requests.length === 0))
    return { status: 'pass', assumptions: [...assumptions, said] };
  const bar = timeBarStatus(ctx, { shorterPeriods: true });
  const state = bar.state;
  if (hasCompleteStateNotice(ctx, state))
    return { status: 'pass', assumptions: [...assumptions, said, `The letter gives ${state}'s prescribed time-barred-debt notice whole.`] };
  const revives = paymentMayRevive(ctx, state);
  if (revives === null) {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.state],
      message:
        offers.length > 0
          ? "This letter says the law bars a lawsuit on this old debt and offers a settlement, but it does not say whether a payment could restart the time to sue. Whether it must depends on your state's law."
          : "This letter says the law bars a lawsuit on this old debt and asks for payment, but it does not say whether a payment could restart the time to sue. Whether it must depends on your state's law.",
      assumptions,
    };
  }
  const circuit = circuitName(state);
  // A request for payment without an offer: judged only where a court of appeals holds that a letter on a time-barred
  // debt must tell the whole of its legal status, revival included (Pantoja; Buchanan; Daugherty; Holzman). The 3d
  // Circuit (Huertas: a bare request is lawful; Tatis reached offers) and the circuits that have not decided are not
  // asked for more than the law's bar on a bare request (decision 143).
  const bareRequestJudged = circuit !== null && circuit !== '3d' && BINDING_SINCE[circuit] !== undefined;
  if (offers.length === 0 && !bareRequestJudged)
    return {
      status: 'pass',
      assumptions: [
        ...assumptions,
        said,
        `The letter asks for payment without a settlement offer; the court of appeals of your circuit${circuit ? ` (${circuit})` : ''} has not held that such a letter must also warn that a payment may restart the time to sue.`,
      ],
    };
  if (!revives || circuit === '8th')
    return {
      status: 'pass',
      assumptions: [
        ...assumptions,
        said,
        !revives
          ? `In ${state} a payment after the period has run does not revive the debt, so there is no revival to warn of.`
          : 'In your circuit (8th) Freyermuth v. Credit Bureau Services (2001) holds that asking for voluntary payment of a time-barred debt is lawful absent a threat of suit.',
      ],
    };
  const binding = circuit ? BINDING_SINCE[circuit] : undefined;
  const asked = (offers[0] ?? requests[0]) as Span;
  const offer = quoteOf(ctx.text, sentenceAround(ctx.text, asked.start), asked);
  const barQuote = quoteOf(ctx.text, sentenceAround(ctx.text, (lawBars[0] as Span).start), lawBars[0] as Span);
  return {
    status: 'flag',
    message:
      offers.length > 0
        ? `This letter says you cannot be sued on this old debt and offers to settle it, but it does not warn that in ${state} a payment, or a promise to pay, could restart the time in which you can be sued. Courts have held that a settlement offer on a time-barred debt that leaves this out may mislead, and so may violate 15 U.S.C. 1692e and 1692e(10) (see ${
            binding?.cases ??
            'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017) and Buchanan v. Northland Group (6th Cir. 2015); the court of appeals of your circuit has not decided the question'
          }).${revivalDenialNote(ctx, state)} Before paying anything on an old debt, check whether a payment would restart the time to sue.`
        : `This letter says you cannot be sued on this old debt and asks you to pay it, but it does not warn that in ${state} a payment, or a promise to pay, could restart the time in which you can be sued. Courts of appeals have held that a letter on a time-barred debt may mislead when it leaves out the law's bar or the revival warning (see ${binding?.cases ?? ELSEWHERE}), though the letters they judged offered settlements.${revivalDenialNote(ctx, state)} Before paying anything on an old debt, check whether a payment would restart the time to sue.`,
    evidence: overlaps(barQuote, offer) ? [barQuote] : [barQuote, offer],
    confidence: binding && offers.length > 0 ? 'medium' : 'low',
    assumptions: [...assumptions, revivalNote(ctx, state ?? '')],
  };
};

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };

  // A promise not to sue ("we will not sue you for it") is itself a statement about the debt's legal
  // status (Pantoja: it reads as the collector's choice, not the law's bar), so it is judged even where
  // the words that ask for payment were not given; without it, only a request for payment is.
  // A request is read by what the words do (decision 143): a balance with its figure, "this is an attempt to collect a
  // debt", a remittance slip, the account placed for collection, as well as "pay" and offers. A collector's letter that
  // asks in no such words but speaks of a suit or of the debt's age is still written in connection with its collection
  // (15 U.S.C. 1692e), so its age is asked rather than passed over.
  const offers = settlementOfferSpans(ctx.text);
  const requests = requestsForMoney(ctx.text);
  const willNotSue = willNotSueSpans(ctx.text);
  const closing = closingSpans(ctx.text).length > 0;
  const speaksOfAgeOrSuit = !closing && requests.length === 0 && speaksOfAgeOrSuitIn(ctx.text);
  const asksPayment = requests.length > 0 || offers.length > 0;
  if (!asksPayment && !speaksOfAgeOrSuit && (willNotSue.length === 0 || closing)) {
    return { status: 'pass', assumptions: [...gate.assumptions, 'The letter does not ask for payment or offer a settlement.'] };
  }
  // Only the law's bar said for the debt's age or the time to sue is the disclosure (decision 143). A bar the letter gives
  // for another legal reason (a bankruptcy discharge) already tells the reader the debt cannot be enforced in court; a
  // bare "we cannot sue you", with no reason, leaves the debt's dates to count.
  const lawBars = lawBarsForAgeSpans(ctx.text);
  // The law's general rule, and of this debt only the collector's promise ("The law limits how long you can be sued on a
  // debt. Because of the age of your debt, we will not sue you for it"): where Pantoja binds (7th Cir.), that is not the
  // disclosure, and the letter is judged as one that never says the law bars a suit on the debt (decision 165).
  const promiseOnly = promiseInPlaceOfBar(ctx.text, willNotSue);
  const pantojaReadsPromise = promiseOnly !== undefined && circuitName(consumerStateOf(ctx)) === '7th';
  // The law's general rule and nothing of this debt, neither its bar nor a promise ("The law limits how long you can be sued on a
  // debt", then the offer): the sentence tells the reader that debts can grow too old to sue on, not that this one has, so it is no
  // disclosure in any circuit (Pantoja; the CFPB's consent-order wording goes on to say what the age of this debt means). Judged as
  // a letter that never says the law bars a suit on the debt (decision 358).
  const generalOnly = lawBars.length > 0 && willNotSue.length === 0 && specificLawBarsForAgeSpans(ctx.text).length === 0;
  if (lawBars.length > 0 && !pantojaReadsPromise && !generalOnly) return checkRevivalOmission(ctx, lawBars, offers, requests, gate.assumptions);
  const otherBar = lawBarsSuitSpans(ctx.text).find((s) => OTHER_LEGAL_BAR.test(sentenceAround(ctx.text, s.start, s.end).text));
  if (otherBar)
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        `The letter says the law bars a lawsuit for another reason ("${shortQuote(otherBar)}"), so it does not present the debt as enforceable in court.`,
      ],
    };
  // Asked only by the acts of collection, not in words that ask for money: said with less certainty.
  const byActsOnly = !asksPayment || asksOnlyByCollecting(ctx.text);

  const admissions = ageAdmissionSpans(ctx.text);
  const bar = timeBarStatus(ctx, { shorterPeriods: true });
  if (bar.status === 'within') return { status: 'pass', assumptions: [...gate.assumptions, bar.reason, ...(bar.notes ?? [])] };
  if (bar.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: bar.questions,
      message: `If this debt is past the statute of limitations, a letter asking you to pay it should make clear that you can no longer be sued for it.${ageSignalNote(ctx.text)} Your answers tell us whether the debt is that old.`,
      assumptions: gate.assumptions,
    };
  }

  const circuit = circuitName(bar.state);
  // A letter that speaks of a suit or a step that needs one (a threat, a referral to a legal department, "all remedies
  // available"): the courts that hold a request for payment of a time-barred debt lawful hold it so only absent a threat
  // of litigation (Huertas, 3d Cir. 2011; Freyermuth, 8th Cir. 2001), and 12 CFR 1006.26(b) bars the threat itself
  // (decision 152). Such a letter is judged in every circuit.
  const threats = suitSpokenOfSpans(ctx.text);
  if (circuit === '8th' && threats.length === 0) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        ...bar.assumptions,
        'The debt appears to be time-barred, but in your circuit (8th) Freyermuth v. Credit Bureau Services (2001) holds that asking for voluntary payment of a time-barred debt is lawful when the letter does not threaten suit (a threat is checked by time_barred_suit_threat).',
      ],
    };
  }
  const binding = circuit ? BINDING_SINCE[circuit] : undefined;
  // Where no court of appeals binds (or in the 3d Circuit, where Huertas held a bare request lawful and Tatis
  // reached only settlement offers), a request for payment without an offer or a promise not to sue is not flagged.
  const offerOnly = circuit !== null && (!binding || circuit === '3d');
  if (offerOnly && offers.length === 0 && willNotSue.length === 0 && threats.length === 0) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        ...bar.assumptions,
        circuit === '3d'
          ? 'The debt appears to be time-barred, but the letter only asks for payment: in the 3d Circuit, Huertas v. Galaxy Asset Management (2011) holds that lawful absent a threat of suit, and Tatis v. Allied Interstate (2018) reached settlement offers.'
          : `The debt appears to be time-barred, but the letter only asks for payment, without a settlement offer. The court of appeals of your circuit (${circuit}) has not decided whether that alone misleads, and the courts that have decided judged settlement offers. ${ELSEWHERE}`,
      ],
    };
  }
  const sentOn = letterDateOf(ctx);
  const beforeDecision = binding !== undefined && sentOn !== null && sentOn < binding.date;
  const fromLetter = admissions.length > 0 || bar.source === 'letter';
  // The law's general rule before the promise (decision 165): Pantoja judged the promise alone; the district courts bound by
  // it read the general sentence the same way (Perea), so the finding is said with less certainty than Pantoja's own case.
  const confidence =
    bar.status === 'expired' && bar.shorterPeriod
      ? 'low'
      : pantojaReadsPromise
        ? 'medium'
        : threats.length > 0 && !binding
          ? 'medium'
          : !binding || (byActsOnly && willNotSue.length === 0 && threats.length === 0)
            ? 'low'
            : beforeDecision
              ? 'medium'
              : fromLetter && circuit !== null && STRONG_CIRCUITS.has(circuit) && !generalOnly
                ? 'high'
                : 'medium';
  const revival = revivalWarningSpans(ctx.text);
  const firstOffer = offers[0];
  const firstRequest = requests[0];
  const payment =
    (ctx.facts.settlementOffers[0] || !firstOffer
      ? bestPaymentQuote(ctx.text, ctx.facts.settlementOffers[0]?.span)
      : quoteOf(ctx.text, sentenceAround(ctx.text, firstOffer.start, firstOffer.end), firstOffer)) ??
    (firstRequest ? quoteOf(ctx.text, sentenceAround(ctx.text, firstRequest.start, firstRequest.end), firstRequest) : undefined);

  const missing =
    pantojaReadsPromise || generalOnly
      ? promiseOnlyMissing(revival.length > 0)
      : revival.length > 0
        ? 'it never says that the law bars the collector from suing you'
        : 'it never says that the law bars the collector from suing you, and it does not warn that a payment or a promise to pay could restart the time to sue in some states';
  const threatNote =
    threats.length > 0 && (!binding || circuit === '3d' || circuit === '8th')
      ? ` It also speaks of legal action ("${shortQuote(threats[0] as Span, 110)}"): even the courts that allow a bare request for payment of a time-barred debt (Huertas v. Galaxy Asset Management, 3d Cir. 2011; Freyermuth v. Credit Bureau Services, 8th Cir. 2001) hold it lawful only absent a threat of suit, and 12 CFR 1006.26(b) forbids threatening suit on such a debt.`
      : '';
  const generalRule = pantojaReadsPromise ? lawBars[0] : undefined;
  const generalRuleOnly = generalOnly ? lawBars[0] : undefined;
  const willNotSueNote = generalRuleOnly
    ? generalRuleOnlyNote(shortQuote(sentenceAround(ctx.text, generalRuleOnly.start), 110))
    : generalRule
      ? ` It says that the law limits how long a person can be sued ("${shortQuote(sentenceAround(ctx.text, generalRule.start), 90)}"), but of this debt only "${shortQuote(sentenceAround(ctx.text, (willNotSue[0] as Span).start), 110)}": courts in your circuit read a promise not to sue as a choice the collector could change, not the law's bar, whatever general sentence comes before it (Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017).`
      : willNotSue.length > 0
        ? ` It says only "${shortQuote(sentenceAround(ctx.text, (willNotSue[0] as Span).start), 110)}", which courts have held is not enough: a promise not to sue reads as a choice the collector could change, not a legal bar.`
        : '';
  const cases =
    binding?.cases ??
    'Pantoja v. Portfolio Recovery Associates (7th Cir. 2017), McMahon v. LVNV Funding (7th Cir. 2014) and Buchanan v. Northland Group (6th Cir. 2015)';

  // Payment demanded at once on a debt too old to sue on: the words present it as enforceable now, which misleads "for more than
  // their silence" (Manuel v. Merchants & Professional Bureau, 5th Cir. 2020; decision 218), so the finding stands on the page in hand.
  const urgent = readUrgentDemands(ctx.text);
  const evidence: Span[] = [];
  const quoted = [...willNotSue, ...admissions].map((s) => quoteOf(ctx.text, sentenceAround(ctx.text, s.start, s.end), s));
  for (const s of [...quoted, ...bar.evidence, ...(payment ? [payment] : []), ...urgent.slice(0, 1)]) {
    if (!evidence.some((e) => overlaps(e, s))) evidence.push(s);
  }
  const circuitNotes: string[] = [];
  if (circuit && !binding)
    circuitNotes.push(
      `The court of appeals of your circuit (${circuit}) has not decided whether such a letter misleads, and district courts differ. ${ELSEWHERE}`,
    );
  if (beforeDecision && binding)
    circuitNotes.push(
      `The letter was sent before the ${circuit} Circuit decided (${binding.cases.replace(/, which binds.*$/, '')}); that court judged letters sent before its decision, and its reading of the statute governs them too (Harper v. Virginia Dept. of Taxation, 1993), though district courts had differed before it.`,
    );
  return {
    status: 'flag',
    message:
      asksPayment || willNotSue.length === 0
        ? asksPayment
          ? `This letter asks you to pay a debt that appears to be past the statute of limitations, but ${missing}.${willNotSueNote}${revivalDenialNote(ctx, bar.state)}${threatNote} A letter like this may mislead you into thinking the debt can still be enforced in court, and so may violate 15 U.S.C. 1692e, 1692e(2)(A) and 1692e(10) (see ${cases}). Collecting an old debt is not itself illegal.`
          : `This letter from a debt collector speaks of a debt that appears to be past the statute of limitations, but ${missing}.${threatNote} Written in connection with collecting the debt, it may mislead you into thinking the debt can still be enforced in court, and so may violate 15 U.S.C. 1692e, 1692e(2)(A) and 1692e(10) (see ${cases}). Collecting an old debt is not itself illegal.`
        : `This letter speaks of not suing you on a debt that appears to be past the statute of limitations, but ${missing}.${willNotSueNote}${revivalDenialNote(ctx, bar.state)} Said in a letter collecting the debt, this may mislead you into thinking the debt can still be enforced in court, and so may violate 15 U.S.C. 1692e and 1692e(2)(A) (see ${cases}).`,
    evidence,
    confidence,
    assumptions: [
      ...gate.assumptions,
      ...bar.assumptions,
      ...circuitNotes,
      ...(circuit ? [] : ['Your state (and so your federal circuit) is not known; courts differ on this question.']),
      ...(urgent[0] ? [urgentDemandNote(shortQuote(urgent[0], 110))] : []),
    ],
    // A promise not to sue is a statement the letter makes, and one courts hold misleads (Pantoja): it
    // stands on a page in hand. So do words of legal action on a debt too old to sue on (12 CFR 1006.26(b); Huertas and
    // Freyermuth hold a request lawful only absent them): a disclosure on a page not in hand would not take them back, as a
    // letter that says the law's bar and then speaks of a suit is flagged (decision 358). Without either, the finding is the
    // disclosure's absence.
    ...(willNotSue.length > 0 || urgent.length > 0 || threats.length > 0 ? { misstated: true } : {}),
  };
};

export const rule: Rule = {
  meta: {
    id: 'time_barred_no_disclosure_federal',
    title: 'Collects a time-barred debt without saying it cannot be sued on',
    citation:
      '15 U.S.C. 1692e, 1692e(2)(A), 1692e(10); Pantoja v. Portfolio Recovery (7th Cir. 2017); McMahon v. LVNV Funding (7th Cir. 2014); Buchanan v. Northland Group (6th Cir. 2015); Daugherty v. Convergent Outsourcing (5th Cir. 2016); Tatis v. Allied Interstate (3d Cir. 2018)',
    kind: 'judgment',
    section: '1.6',
    description:
      'Asking you to pay a debt that is too old to sue on is not illegal by itself. But a letter that offers a "settlement" or payment plan on such a debt without saying that the law bars a lawsuit (and, in many states, that a payment could restart the time to sue) may mislead you into thinking the debt can still be enforced in court.',
    severity: 6,
    value: 500,
  },
  check,
};

/** Decision 358's note: the law's general rule said, and nothing of this debt (after the rule, so the catalogue keys above stay). */
const generalRuleOnlyNote = (quoted: string): string =>
  ` It says only that the law limits how long a person can be sued ("${quoted}"), not that the law bars a suit on this debt: a reader cannot tell from it that this debt is too old to sue on.`;

/** Decision 218's note (after the rule, so the catalogue keys above stay as they were). */
const urgentDemandNote = (quoted: string): string =>
  `The letter also demands payment at once ("${quoted}"). Urgent demands to pay now present a debt too old to sue on as one that can still be enforced, which misleads beyond the missing disclosure (Manuel v. Merchants & Professional Bureau, 5th Cir. 2020); this finding stands on the words you have, even if a page is missing.`;
