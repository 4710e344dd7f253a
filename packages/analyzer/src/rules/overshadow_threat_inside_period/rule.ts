import type { IsoDate, Rule, RuleContext, RuleResult, Span } from '../../types';
import { perLetter } from '../_shared/per-letter';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import {
  describeEnd,
  modelFormSentenceTest,
  askIfFirstLetter,
  overshadowScope,
  PERIOD_FROM_RECEIPT_ASSUMPTION,
  periodOf,
  rightsSurviveStatement,
  type Period,
  type Timing,
} from '../_disclosures-and-amounts/period';
import { matchIn, quote, segmentIndexAt, segments, segTest } from '../_disclosures-and-amounts/text';
import { readLetter } from '../../reading/read-letter';
import { readImpliedLegalAction } from '../../reading/implied-legal-action';
import { readListedUntilPaid } from '../../reading/listed-until-paid';
import { testText } from '../../text/prefilter';
import { execAll } from '../../text/exec-all';
import {
  CHANCE_SAID_OVER,
  CHANCE_STILL_OPEN,
  CONDITIONED_ON_SILENCE,
  deadlinesIn,
  OFFER_CUE,
  disputeDoesNotStopCollectionIn,
  ACT_NOT_DONE,
  followsFromDemand,
  INVITATION,
  FINAL_CHANCE_BEFORE,
  NO_FURTHER_NOTICE_BEFORE,
  PAYMENT_NOW,
  CONDITIONAL_PAYMENT_DEMAND,
  PRE_LEGAL_STAGE,
  STEP_ON_NON_PAYMENT,
  STEP_SOON,
  STEP_ONLY_ADVISED,
  stepAuthorizedAfter,
  stepAuthorizedBefore,
  paymentOnlyWaysToStop,
  stepSaidToCome,
  stepDaysIn,
  suitPendingIn,
} from '../../reading/validation-period-pressure';
import {
  askWhenReceived,
  laterLetterInFirstPeriod,
  laterLetterNothingPressing,
  placeDeadline,
  type PressingSentence,
} from '../_disclosures-and-amounts/period-outside-the-words';
import type { ThreatAct, ThreatAction } from '../../reading/types';

/** A word that negates the sentence (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const NEGATED = /\b(?:no|not|never|ning[uú]n)\b/;

const AFTER_PERIOD =
  /\bafter\s+(?:the\s+)?(?:validation|dispute|30[- ]day|thirty[- ]day)\s+period|\bafter\s+(?:the\s+)?end\s+date|\bafter\s+(?:the\s+)?(?:end|close|expiration|expiry)\s+of\s+(?:the\s+|your\s+)?(?:validation|dispute|30[- ]day|thirty[- ]day)\s+period|\buntil\s+after\b|\bafter\s+(?:that|this)\s+(?:date|period)\b|\bdespu[eé]s\s+(?:de\s+que\s+(?:venza|termine)|del?\s+(?:per[ií]odo|plazo))/;

/** The validation period named in a sentence. */
const PERIOD_NAMED =
  /\b(?:validation|dispute|verification)\s+period\b|\b(?:thirty|30)[- ]day\s+period\b|\bend\s+date\b|\bper[ií]odo\s+de\s+(?:validaci[oó]n|disputa)\b/;

/** A denial of the step in the clause that ends at a cue of the period. */
const CUE_DENIED_BEFORE =
  /(?:\bno\s+(?:[a-z]+\s+){0,2}?(?:suit|lawsuit|action|proceedings?|litigation|demanda)|\b(?:will|shall|would|do|does)\s+not|\bwon't|\bnot\s+be|\bno\s+(?:se\s+)?(?:presentar|iniciar|demandar)\w*)\b[^.;,]{0,70}$/;

/** What the threat is timed by: a deadline in the letter, or words that put it inside the period ("without waiting for the 30 days"). */
type When = Timing | { kind: 'cue'; span: Span };
/** `pressed`: a suit the letter only says may come, without further notice, while it presses payment now (decision 361: low). */
type Hit = { threat: Span; timingSentence: Span; timing: When; definite: boolean; pressed?: true };

/** Steps that matter to the validation period: suit and its means, a referral to a lawyer, a report, and "further action" where the letter names suit. */
const STEPS: readonly ThreatAction[] = ['sue', 'attorney', 'garnish', 'levy', 'repossess', 'arrest', 'report', 'further_action'];

/** Suit and the steps that lead to it or follow it. */
const SUIT_MEANS: readonly ThreatAction[] = ['sue', 'attorney', 'garnish', 'levy'];

/**
 * A threat said as sure: the reading layer's `definite`, or a step merely named whose own words carry the modal ("your account will
 * be escalated") or that is said to follow, begin or be taken (decision 151). Negated, past and hedged threats are not.
 */
const saidDefinite = (t: ThreatAct, folded: string): boolean =>
  t.certainty === 'definite' ||
  (t.certainty === 'mention' &&
    (/\b(?:will|shall|is\s+going\s+to)\b/i.test(t.actionSpan.text) ||
      stepSaidToCome(
        folded.slice(Math.max(t.sentence.start, t.actionSpan.start - 60), t.actionSpan.start),
        folded.slice(t.actionSpan.end, Math.min(t.sentence.end, t.actionSpan.end + 60)),
      )));

const insideTiming = (timings: readonly Timing[], period: Period, received: IsoDate | undefined): Timing | undefined =>
  timings.find((t) => placeDeadline(t, period, received) === 'inside');

/**
 * The threats of the letter (the reading layer, src/reading) timed inside the validation period:
 * by a deadline that falls inside it, by words that place the step inside it, or (a threat that
 * says "if not…") by the deadline of the sentence before.
 */
const findHits = (ctx: RuleContext, folded: string, period: Period): { hits: Hit[]; unplaced: Span[] } => {
  const reading = readLetter(ctx.text);
  const received = ctx.answers.receivedDate;
  // A date written without its year is the next such day after the letter's date, or the day it came.
  const anchor = period.letterDate?.iso ?? received;
  const unplaced: Span[] = [];
  const segs = segments(ctx.text);
  const hits: Hit[] = [];
  const formSentence = modelFormSentenceTest(ctx, folded);
  // "The thirty days do not stop a lawsuit": the letter itself says the step may come inside the period.
  const noStopAct = reading.disclaimers.find((d) => d.what === 'period_does_not_stop_action');
  const noStop = noStopAct !== undefined;
  const namesSuit = noStop || reading.threats.some((t) => ['sue', 'attorney', 'garnish', 'levy'].includes(t.action) && t.certainty !== 'negated');
  const seen = new Set<number>();
  const payNow = testText(PAYMENT_NOW, folded);
  for (const t of reading.threats) {
    if (!STEPS.includes(t.action) || t.certainty === 'negated' || t.certainty === 'past' || seen.has(t.sentence.start)) continue;
    const seg = t.sentence;
    if (segTest(folded, seg, AFTER_PERIOD)) continue;
    // A passive whose modal is inside the step's own words ("your account will be escalated") is as sure as its modal.
    // So is a step named first and said to follow, begin or be taken ("further collection activity will follow", decision 151).
    const definite = saidDefinite(t, folded);
    // Reporting is lawful during the period (12 CFR 1006.30(a)); a truthful "may report" with its timing is not a threat (§1.10).
    if (t.action === 'report' && !definite) continue;
    // The reading layer's deadlines and the counted forms read for the period ("no later than ten days from the date of this letter").
    const deadlines = deadlinesIn(ctx.text, folded, seg, anchor);
    // Or the day the calendar names for the step itself ("our attorney will file suit on Monday", "tomorrow", "el lunes", decision 386).
    let timing: When | undefined = insideTiming(deadlines, period, received) ?? insideTiming(stepDaysIn(ctx.text, folded, seg, anchor), period, received);
    let timingSentence = seg;
    const i = segs.indexOf(seg);
    const prev = i > 0 ? segs[i - 1] : undefined;
    const prevDeadlines = prev && followsFromDemand(folded.slice(seg.start, seg.end)) ? deadlinesIn(ctx.text, folded, prev, anchor) : [];
    if (!timing && prev && prevDeadlines.length > 0) {
      timing = insideTiming(prevDeadlines, period, received);
      if (timing) timingSentence = prev;
    }
    // A step said on the consumer's silence, timed by the demand of the next sentence ("If we do not hear from you, we will
    // file suit. Please call us within ten days.").
    const next = segs[i + 1];
    if (!timing && next && segTest(folded, seg, CONDITIONED_ON_SILENCE)) {
      timing = insideTiming(deadlinesIn(ctx.text, folded, next, anchor), period, received);
      if (timing) timingSentence = next;
    }
    // Not a cue that a denial governs ("…but no suit will be filed before the end of the validation period").
    if (!timing && t.periodCue && !CUE_DENIED_BEFORE.test(folded.slice(seg.start, t.periodCue.start))) timing = { kind: 'cue', span: t.periodCue };
    // Suit or its means said to come soon without a date ("our attorney will file suit shortly", "at any time"): as sure as
    // "immediately" when the step is definite (decision 136).
    if (!timing && definite && SUIT_MEANS.includes(t.action)) {
      const soon = matchIn(ctx.text, folded, STEP_SOON, seg.start, seg.end) ?? matchIn(ctx.text, folded, FINAL_CHANCE_BEFORE, seg.start, seg.end);
      if (soon) timing = { kind: 'immediate', span: soon };
      // The step already authorised or approved (decision 163): only the collector's act is left, on any day of the thirty.
      // Not when the sentence itself times the step by the period ("…has authorized suit, but none will be filed before the end
      // of the validation period"): what it says of the period decides.
      // Said in the passive after the step too ("legal action has been authorized by our client", decision 394).
      else if (
        (stepAuthorizedBefore(folded.slice(Math.max(seg.start, t.actionSpan.start - 110), t.actionSpan.start)) ||
          stepAuthorizedAfter(folded.slice(t.actionSpan.end, Math.min(seg.end, t.actionSpan.end + 60)))) &&
        !segTest(folded, seg, PERIOD_NAMED)
      )
        timing = { kind: 'immediate', span: t.actionSpan };
    }
    // Suit said to come with no further notice before it ("There may be no further notice or demand … prior to the filing of suit"):
    // the letter in hand is the last word before a suit that may come on any day of the thirty. Said as sure, that is "at any time"
    // (decision 136); said as possible, only where the letter also presses payment now, which it then leaves as the only way to stop
    // the suit (Mizrachi v. Wilson, Elser, Moskowitz, Edelman & Dicker, 2d Cir. 2020). A suit only recommended to the client is the
    // hedge Terran v. Kaplan (9th Cir. 1997) held lawful (decision 361). Decision 566: suit's means said as sure (a lawyer, a
    // garnishment, a levy: "your account will be forwarded to our attorney without further notice", "embargaremos su salario sin
    // previo aviso") are timed the same way, as "at any time" times them (decision 136); said as possible, they are left to Terran.
    let pressed = false;
    const suitOrSureMeans = t.action === 'sue' || (definite && SUIT_MEANS.includes(t.action));
    // Not a step the sentence itself times by a deadline at or after the period's end ("if it remains unpaid after July 14,
    // 2025, without further notice"): that deadline, not the missing notice, says when it comes.
    const timedOutside = deadlines.some((d) => placeDeadline(d, period, received) === 'outside');
    if (!timing && suitOrSureMeans && !timedOutside && (t.certainty === 'definite' || t.certainty === 'hedged' || t.certainty === 'mention')) {
      const noNotice = matchIn(ctx.text, folded, NO_FURTHER_NOTICE_BEFORE, seg.start, seg.end);
      if (noNotice && (definite || (payNow && !segTest(folded, seg, STEP_ONLY_ADVISED)))) {
        timing = { kind: 'immediate', span: noNotice };
        pressed = !definite;
      }
    }
    // The letter says the thirty days do not hold back suit ("we are not required to wait for the 30 days"): a step of
    // suit or its means that the letter leaves untimed may come inside the period, by its own words.
    if (!timing && noStopAct && SUIT_MEANS.includes(t.action)) timing = { kind: 'cue', span: noStopAct.span };
    // "Further action" is a step that matters when the letter names suit, or when it is promised by a counted or dated deadline.
    if (t.action === 'further_action' && !namesSuit && !(definite && timing && timing.kind !== 'immediate' && timing.kind !== 'cue')) continue;
    if (!timing) {
      const undated = [...deadlines, ...prevDeadlines].some((d) => d.kind === 'date' && placeDeadline(d, period, received) === 'unknown');
      if (undated && !received && !period.letterDate && !period.endDate && !formSentence(seg) && (definite || SUIT_MEANS.includes(t.action)))
        unplaced.push(seg);
      continue;
    }
    // "Immediately" alone is too vague for a hedged statement (Terran v. Kaplan: "we may find it necessary to recommend… legal action"),
    // unless the letter itself says the thirty days do not hold the step back.
    if (timing.kind === 'immediate' && !definite && !noStop && !pressed) continue;
    // Immediacy offered, not required ("we shall afford you the opportunity to pay this bill immediately and avoid further
    // legal action"): an invitation, not a deadline (Wilson v. Quadramed, 3d Cir. 2000; decision 144).
    if (
      timing.kind === 'immediate' &&
      segTest(folded, timingSentence, INVITATION) &&
      !segTest(folded, timingSentence, ACT_NOT_DONE) &&
      !segTest(folded, timingSentence, FINAL_CHANCE_BEFORE)
    )
      continue;
    // The model form's own wording is a safe harbour (1006.38(b)(2)); a threat the collector added is not.
    if (formSentence(seg)) continue;
    seen.add(seg.start);
    hits.push({ threat: seg, timingSentence, timing, definite, ...(pressed ? { pressed: true as const } : {}) });
  }
  return { hits, unplaced };
};

/** The steps a later letter may say come on non-payment with no date (decision 178): suit and its means, a lawyer, a report. */
const UNTIMED_STEPS: readonly ThreatAction[] = ['sue', 'attorney', 'garnish', 'levy', 'repossess', 'report'];

/** A request or demand to pay, in any sentence of the letter: what a pre-legal title presses toward. */
const ASKS_PAYMENT = /\b(?:pay|payment|remit\w*|resolve|arrangements?|settle|pague|pagar|pago|resolver)\b/;

/**
 * A later letter (not the first; decision 178) that says a step of suit, its means, a lawyer or a report will follow the debt left
 * unpaid, with no date: "Unless payment is received, your account will be forwarded to our attorney", "Because you have not paid,
 * we will report this account to the credit bureaus", "Si no recibimos su pago, su cuenta será enviada a nuestro abogado"; or that
 * names a stage before suit ("PRE-LEGAL NOTIFICATION", "referred to our pre-legal department", "aviso prejudicial") beside a request
 * to pay. Sent while the first notice's thirty days run, such a letter tells the consumer the step is next and leaves the period
 * unmentioned (15 U.S.C. 1692g(b): "collection activities and communications during the 30-day period"; Spira v. I.C. System,
 * E.D.N.Y. 2006; Ellis v. Cohen & Slamowitz, N.D.N.Y. 2010; Rosenberg v. Midland Credit Management, E.D.N.Y. 2021). In a first letter
 * the same untimed words stand beside the notice and are not read as a deadline (decision 136). Not a step the letter only says may
 * come (Terran v. Kaplan, 9th Cir. 1997), one denied or past, one timed after the validation period, a step the letter ties to
 * nothing the consumer has left undone, nor "further collection activity" (collection may go on during the period, 1692g(b)).
 */
const untimedStepsOfLaterLetter = (ctx: RuleContext, folded: string): PressingSentence[] => {
  // The letter puts its step after the validation period, or explains that the rights survive it (Bartlett v. Heibl).
  if (testText(AFTER_PERIOD, folded) || rightsSurviveStatement(ctx, folded)) return [];
  const reading = readLetter(ctx.text);
  const out: PressingSentence[] = [];
  for (const t of reading.threats) {
    if (!UNTIMED_STEPS.includes(t.action)) continue;
    const seg = t.sentence;
    if (out.some((p) => p.sentence.start === seg.start) || segTest(folded, seg, AFTER_PERIOD) || segTest(folded, seg, PERIOD_NAMED)) continue;
    // A step with a time of its own is judged by that time (`findHits`), not as untimed.
    if (!saidDefinite(t, folded) || deadlinesIn(ctx.text, folded, seg).length > 0) continue;
    const onNonPayment =
      t.condition !== undefined ||
      segTest(folded, seg, CONDITIONED_ON_SILENCE) ||
      segTest(folded, seg, CONDITIONAL_PAYMENT_DEMAND) ||
      segTest(folded, seg, STEP_ON_NON_PAYMENT) ||
      followsFromDemand(folded.slice(seg.start, seg.end));
    if (onNonPayment) out.push({ sentence: seg, timing: { kind: 'immediate', span: t.actionSpan }, untimed: true });
  }
  if (out.length > 0) return out;
  // Compulsion implied as the other way to "voluntarily" ("You have failed to make a satisfactory arrangement to resolve this
  // obligation voluntarily"): the step left unsaid is the one that follows the debt left unpaid (Riess v. Messerli & Kramer,
  // D. Minn. 2011, a "Final Notice" 22 days after the first; decision 196). Not a "may" (Terran).
  const involuntary = readImpliedLegalAction(ctx.text).signals.find((s) => s.kind === 'involuntary_means' && !s.hedged);
  if (involuntary) return [{ sentence: involuntary.sentence, timing: { kind: 'immediate', span: involuntary.span }, untimed: true }];
  const over = chanceSaidOver(ctx, folded, reading.threats);
  if (over) return [over];
  if (!testText(PRE_LEGAL_STAGE, folded) || !testText(ASKS_PAYMENT, folded)) return out;
  const stage = matchIn(ctx.text, folded, PRE_LEGAL_STAGE);
  if (!stage) return out;
  const segs = segments(ctx.text);
  const sentence = segs[segmentIndexAt(segs, stage.start)] ?? stage;
  if (segTest(folded, sentence, NEGATED)) return out;
  return [{ sentence, timing: { kind: 'immediate', span: stage }, untimed: true }];
};

/** Suit and its means: the steps that, beside a chance said to be over, say the time is up and suit is next (decision 234). */
const SUIT_STEPS: readonly ThreatAction[] = ['sue', 'attorney', 'garnish', 'levy', 'repossess'];
/** `CHANCE_SAID_OVER`, global, to walk every place it is said. */
const CHANCE_SAID_OVER_ALL = new RegExp(CHANCE_SAID_OVER.source, 'g');

/**
 * The consumer's chance to resolve the debt said to be over ("We have now given you an opportunity to resolve this matter", "you
 * have been given every opportunity to pay", "your time to settle this has run out", "ya le hemos dado la oportunidad de
 * resolver"), in a later letter that also speaks of suit or its means, even as a step that only may come: the words imply that
 * the opportunity has expired and that legal action is imminent, and can lead the unsophisticated consumer to believe he is out
 * of time to dispute (Read v. Messerli & Kramer, D. Minn. 2012; decision 234). Judged, as decision 178's untimed steps are, against
 * the first notice's period. Not a chance still open, offered with its own date or thanked for, nor one beside no step of suit or
 * beside only a report that may come (reporting is lawful during the period, 12 CFR 1006.30(a)).
 */
const chanceSaidOver = (ctx: RuleContext, folded: string, threats: readonly ThreatAct[]): PressingSentence | undefined => {
  if (!testText(CHANCE_SAID_OVER, folded)) return undefined;
  if (!threats.some((t) => SUIT_STEPS.includes(t.action) && t.certainty !== 'negated' && t.certainty !== 'past')) return undefined;
  const segs = segments(ctx.text);
  for (const m of execAll(CHANCE_SAID_OVER_ALL, folded)) {
    const sentence = segs[segmentIndexAt(segs, m.index)];
    if (!sentence) continue;
    // The chance itself "offered" ("This firm has by now offered you a chance to settle") is no offer to take or leave (decision
    // 511): the offer's words are read in the rest of the sentence.
    const rest = folded.slice(sentence.start, m.index) + ' '.repeat(m[0].length) + folded.slice(m.index + m[0].length, sentence.end);
    if (segTest(folded, sentence, CHANCE_STILL_OPEN) || OFFER_CUE.test(rest)) continue;
    return { sentence, timing: { kind: 'immediate', span: sentence }, untimed: true, said: 'chance_over' };
  }
  return undefined;
};

/**
 * A letter that carries the notice and says a suit on the debt is already filed, served or enclosed: collection
 * activity inside the period that, unexplained, overshadows the notice (Ellis v. Solomon & Solomon, 2d Cir. 2010).
 */
const suitPending = (ctx: RuleContext, folded: string, assumptions: string[]): RuleResult | undefined => {
  const suit = suitPendingIn(ctx.text, folded);
  if (!suit) return undefined;
  const segs = segments(ctx.text);
  const sentence = segs[segmentIndexAt(segs, suit.start)] ?? suit;
  return {
    status: 'flag',
    message: `This letter gives you the notice of your right to dispute the debt and also says a lawsuit on the debt has already been brought ("${quote(sentence)}"), without explaining that the suit does not cut short that right. That may violate 15 U.S.C. 1692g(b): a suit during the validation period, left unexplained, can overshadow your right to dispute the debt or to ask for the original creditor (Ellis v. Solomon & Solomon, 2d Cir. 2010).`,
    evidence: [sentence],
    confidence: 'medium',
    assumptions,
  };
};

/**
 * The sentence in which the letter says a dispute does not stop collection (decision 127), unless it is one of the model
 * form's own sentences: the opposite of 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2), inconsistent with the notice while
 * the period runs.
 */
const collectionDespiteDispute = (ctx: RuleContext, folded: string): Span | undefined => {
  const words = disputeDoesNotStopCollectionIn(ctx.text, folded);
  if (!words) return undefined;
  const segs = segments(ctx.text);
  const sentence = segs[segmentIndexAt(segs, words.start)] ?? words;
  return modelFormSentenceTest(ctx, folded)(sentence) ? undefined : sentence;
};

const despiteDisputeFinding = (sentence: Span, others: readonly Span[], assumptions: string[]): RuleResult => ({
  status: 'flag',
  message: `This letter says that disputing the debt will not stop collection ("${quote(sentence)}"). That may violate 15 U.S.C. 1692g(b) and 12 CFR 1006.38: if you dispute the debt in writing within the validation period, the collector must stop collecting it (or the part you dispute) until it sends you verification, so a letter that says otherwise contradicts your right to dispute and can overshadow it.`,
  evidence: [sentence, ...others.filter((o) => o.start !== sentence.start)],
  confidence: 'medium',
  assumptions,
});

/** Steps a first letter may threaten and then tell the consumer how to stop (decision 196). */
const STOPPABLE_STEPS: readonly ThreatAction[] = ['sue', 'attorney', 'garnish', 'levy', 'repossess', 'report'];

/**
 * A first letter that threatens a step (a lawyer, a suit, a report) and answers how to stop it with ways that are all payment
 * or a call, never the dispute its notice offers: it tells the consumer that paying is what stops the step, and plausibly
 * overshadows the dispute right even when it says the step waits for the validation period (15 U.S.C. 1692g(b); Oberther v.
 * Midland Credit Management, D. Mass. 2014, decision 196; Koller v. Midland Credit Management, W.D. Mo. 2017, held a like letter
 * lawful, so the finding is low). Not a list that names the dispute, nor payment options with no step to stop.
 */
const waysToStopOnlyPayment = (ctx: RuleContext, folded: string, assumptions: string[]): RuleResult | undefined => {
  const ways = paymentOnlyWaysToStop(ctx.text, folded);
  if (!ways) return undefined;
  const step =
    readLetter(ctx.text).threats.find(
      (t) => STOPPABLE_STEPS.includes(t.action) && t.certainty !== 'negated' && t.certainty !== 'past' && t.sentence.start < ways.start,
    )?.sentence ?? readImpliedLegalAction(ctx.text).signals.find((s) => s.kind !== 'unnamed_step' && s.sentence.start < ways.start)?.sentence;
  if (!step) return undefined;
  return {
    status: 'flag',
    message: waysToStopMessage(quote(step), quote(ways)),
    evidence: [step, ways],
    confidence: 'low',
    assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'overshadow_threat_inside_period',
    title: 'Adverse action threatened before the validation end date',
    citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1); 1692e(5); Bartlett',
    kind: 'judgment',
    section: '1.2',
    description:
      'A debt collector must not threaten to sue you, report you to the credit bureaus, send your account to a lawyer or take similar action on a date inside the validation period, in a way that makes your right to dispute the debt before the end date look pointless.',
    severity: 7,
    value: 1000,
  },
  // Kept with the context: overshadow_payment_deadline weighs this result before it asks about the paper's layout (decision 243).
  check: perLetter(
    withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
      const scope = overshadowScope(ctx, folded, gate.assumptions, 'a threat');
      if (!scope.ok) {
        const found = findHits(ctx, folded, periodOf(ctx, folded));
        // A later letter is judged against the first notice's period, once the person says when that came.
        const pressing = found.hits.map((h) => ({
          sentence: h.threat,
          timing: h.timing.kind === 'cue' ? { kind: 'immediate' as const, span: h.timing.span } : h.timing,
        }));
        // "Disputing will not stop collection" holds now, in this letter: inside the first notice's period if this letter is.
        const despite = collectionDespiteDispute(ctx, folded);
        if (despite) pressing.push({ sentence: despite, timing: { kind: 'immediate' as const, span: despite } });
        // A suit said to be already brought, in a later letter (decision 169): collection activity during the first notice's period
        // as it is in the first letter (Ellis v. Solomon & Solomon, 2d Cir. 2010), judged against that period.
        const laterSuit = ctx.gates.isValidationNotice === false && pressing.length === 0 ? suitPendingIn(ctx.text, folded) : undefined;
        if (laterSuit) {
          const segs = segments(ctx.text);
          const sentence = segs[segmentIndexAt(segs, laterSuit.start)] ?? laterSuit;
          pressing.push({ sentence, timing: { kind: 'immediate' as const, span: sentence } });
        }
        // A step said to follow non-payment with no date, or a pre-legal stage, in a later letter (decision 178).
        if (ctx.gates.isValidationNotice === false && pressing.length === 0) pressing.push(...untimedStepsOfLaterLetter(ctx, folded));
        // A listing in force until payment, in a later letter (decision 542): pressing while the first notice's period runs.
        if (ctx.gates.isValidationNotice === false && pressing.length === 0)
          pressing.push(
            ...readListedUntilPaid(ctx.text).map((sentence) => ({ sentence, timing: { kind: 'immediate' as const, span: sentence }, untimed: true })),
          );
        const later = laterLetterInFirstPeriod(ctx, pressing, [...gate.assumptions]);
        if (later) return later;
        const candidate = found.hits[0]?.threat ?? despite ?? found.unplaced[0];
        const nothingPressing = laterLetterNothingPressing(ctx, gate.assumptions, 'a threat');
        if (candidate) return askIfFirstLetter(ctx, candidate, 'a threat', [...gate.assumptions]) || nothingPressing || scope.result;
        // A suit said to be already brought is flagged in a first letter (suitPending): ask, as for a threat (decision 151).
        const suit = suitPendingIn(ctx.text, folded);
        if (!suit) return nothingPressing || scope.result;
        const segs = segments(ctx.text);
        return askIfFirstLetter(ctx, segs[segmentIndexAt(segs, suit.start)] ?? suit, 'a suit', [...gate.assumptions]) || scope.result;
      }
      const { assumptions } = scope;
      const period = periodOf(ctx, folded);
      const { hits, unplaced } = findHits(ctx, folded, period);
      const despite = collectionDespiteDispute(ctx, folded);
      if (despite)
        return despiteDisputeFinding(
          despite,
          hits.map((h) => h.threat),
          assumptions,
        );
      if (hits.length === 0) {
        if (rightsSurviveStatement(ctx, folded)) return { status: 'pass', assumptions };
        const pending = suitPending(ctx, folded, assumptions);
        if (pending) return pending;
        const onlyPayment = waysToStopOnlyPayment(ctx, folded, assumptions);
        if (onlyPayment) return onlyPayment;
        // A consequence already in force that only payment lifts (decision 542; Ozkaya v. Telecheck Services, N.D. Ill. 1997).
        const listed = readListedUntilPaid(ctx.text);
        if (listed.length > 0)
          return { status: 'flag', message: listedUntilPaidMessage(quote(listed[0] as Span)), evidence: listed.slice(0, 2), confidence: 'medium', assumptions };
        if (unplaced[0]) return askWhenReceived(unplaced[0], assumptions);
        return { status: 'pass', assumptions };
      }
      const survive = rightsSurviveStatement(ctx, folded);
      if (survive) {
        return {
          status: 'pass',
          assumptions: [
            ...assumptions,
            `The letter explains that the threatened step does not cut short your dispute rights ("${quote(survive, 100)}"), the wording Bartlett v. Heibl approved.`,
          ],
        };
      }
      const first = hits[0] as Hit;
      const strong = hits.some((h) => (h.definite && h.timing.kind !== 'immediate') || h.timing.kind === 'cue');
      if (!period.endDate) assumptions.push(PERIOD_FROM_RECEIPT_ASSUMPTION);
      const evidence: Span[] = [];
      for (const h of hits) {
        if (h.timingSentence !== h.threat && !evidence.includes(h.timingSentence)) evidence.push(h.timingSentence);
        if (!evidence.includes(h.threat)) evidence.push(h.threat);
      }
      if (period.endDate) evidence.push(period.endDate.span);
      const when = first.timing.kind === 'immediate' ? 'immediately' : `"${quote(first.timing.span, 60)}"`;
      for (const h of hits) if (h.timing.kind === 'cue' && !evidence.includes(h.timing.span)) evidence.push(h.timing.span);
      return {
        status: 'flag',
        message: `This letter may violate 15 U.S.C. 1692g(b) and 12 CFR 1006.38(b)(1): it threatens action ("${quote(first.threat)}") with a deadline (${when}) that comes before ${describeEnd(period)}. A threat timed inside the validation period can make your right to dispute the debt, or to ask for the original creditor, look pointless. If the collector does not really intend to take that step, it may also be a false threat (15 U.S.C. 1692e(5)).`,
        evidence,
        confidence: strong ? 'high' : hits.every((h) => h.pressed) ? 'low' : 'medium',
        assumptions,
      };
    }),
  ),
};

/** Decision 196's message (after the rule, so the catalogue keys of the messages above stay as they were). */
const waysToStopMessage = (step: string, ways: string): string =>
  `This letter may violate 15 U.S.C. 1692g(b): it speaks of a step against you ("${step}") and then tells you how to stop it ("${ways}"), naming only payment or a call, never your right to dispute the debt. A first letter that offers only ways to pay to stop a threatened step can make the validation notice look beside the point, even when it says the step waits for the validation period (Oberther v. Midland Credit Management, D. Mass. 2014); some courts have held such letters lawful (Koller v. Midland Credit Management, W.D. Mo. 2017).`;

/** Decision 542's message: a consequence already in force that only payment lifts. */
const listedUntilPaidMessage = (listing: string): string =>
  `This letter may violate 15 U.S.C. 1692g(b): it says a step against you is already in force and lasts until the debt is paid or resolved ("${listing}"), without explaining that you can still dispute the debt or ask for the original creditor during the validation period. A first letter that puts a consequence in place now and lifts it only on payment can make those rights look pointless (Ozkaya v. Telecheck Services, N.D. Ill. 1997).`;
