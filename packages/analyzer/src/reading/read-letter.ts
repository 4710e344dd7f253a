/**
 * The reading layer (decision 032): what each sentence of a letter does. A threat (who acts, what,
 * how sure, on what condition, when, and words that put it inside the validation period), a demand,
 * an amount (as of when, what it includes, whether it can grow), a disclaimer, an offer, a statement
 * of the consumer's rights, in English and Spanish. Rules judge what the layer found; they share its
 * reading instead of each keeping its own list of phrasings.
 *
 * Hand-written and bounded, not an NLP library: the maintained libraries we measured (compromise,
 * wink-nlp) read English only and take 30–650 ms for a two-page letter against the analyzer's 5 ms
 * budget (decision 032). compromise is used where it fits, in the tests, to write paraphrases
 * (tense, negation) of the sentences the layer must read.
 *
 * Pure; memoised on the last text (every rule of a run reads the same letter).
 */
import { globalOf as cachedGlobalOf, spanOf } from '../text/find';
import type { Span } from '../types';
import { findDates } from '../rules/_disclosures-and-amounts/dates';
import { findMoney } from '../rules/_disclosures-and-amounts/numbers';
import { SURVIVES, timingsIn } from '../rules/_disclosures-and-amounts/period';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import { execPart, matchesNothing, mayMatch, prunedFor, testPart } from '../text/prefilter';
import { endsInSpanishFuture } from './spanish-future';
import { recitedAt } from './law-recited';
import {
  ACTIONS,
  ACTOR_ATTORNEY,
  ACTOR_COLLECTOR,
  ACTOR_CREDITOR,
  AS_OF,
  CAN_GROW,
  CHARGE,
  CHARGE_ACTIVE,
  CHARGE_COURT,
  CHARGE_VARY,
  CHARGE_ES,
  CONDITION,
  CURRENT_AMOUNT,
  ORIGIN_AMOUNT,
  DEFINITE,
  STEP_DECIDED_AFTER,
  DEMAND_CONTACT,
  DEMAND_PAY,
  DISPUTE_CONDITION,
  FRAME,
  PRESENT_TENSE_STEP,
  HEDGED,
  NEGATED_BEFORE,
  WHETHER_BEFORE,
  THREAT_DISCLAIMER_BEFORE,
  TIME_LIMIT_BEFORE,
  NOT_DECIDED,
  NOT_OURS,
  NOT_REQUIRED,
  OFFER,
  PAST,
  PERIOD_CUE,
  PERIOD_DOES_NOT_STOP,
  RIGHT_IN_WRITING,
  RIGHT_INVOKED_OTHERWISE,
  ORAL_OR_WRITING,
  RIGHTS_HEDGE,
  RIGHTS_TOPICS,
} from './lexicon';
import type {
  Act,
  Actor,
  AmountAct,
  ChargeAct,
  Certainty,
  DemandAct,
  DisclaimerAct,
  DisclaimerWhat,
  Lang,
  LetterReading,
  OfferAct,
  RightsAct,
  SentenceReading,
  ThreatAct,
  ThreatAction,
} from './types';
import { memoOnLastLetter } from '../text/last-letter';
import { NO_ATTORNEY_REVIEW } from './attorney-review';
import { execAll } from '../text/exec-all';

const SPANISH = /[ñ¿¡áéíóú]|\b(?:usted|deuda|nosotros|nuestro|cuenta|pago|acreedor|para|con|que|los|las|del|sin|sus?|es|una?)\b/g;
const ENGLISH = /\b(?:you|the|your|we|our|debt|account|and|to|of)\b/g;

const langOf = (part: string): Lang => {
  const es = part.match(SPANISH)?.length ?? 0;
  const en = part.match(ENGLISH)?.length ?? 0;
  return es > en ? 'es' : 'en';
};

const globalOf = (re: RegExp): RegExp => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
const DEFINITE_G = globalOf(DEFINITE);
const HEDGED_G = globalOf(HEDGED);
/**
 * Negations that say how sure the step is, not that it will not come: "not inclined to wait", "not willing to spend more
 * time or resources" (before the step: nothing else is left short of it), "will not wait", and the
 * writer's "we will not hesitate to…" / "no dudaremos en…" (decision 103). A reader's "do not hesitate to call" is not
 * the writer's resolve and is not read.
 */
const WAIT_PHRASE =
  /\b(?:not|no\s+longer)\s+(?:inclined|willing|prepared)\s+to\s+(?:wait|(?:spend|use|expend|devote|invest|waste|put\s+in)\s+(?:any\s+)?(?:more|further|additional)\s+(?:time|resources|efforts?|money))|\b(?:cannot|can\s+not|will\s+not|won't)\s+(?:wait|delay|hold)\b|\b(?:we|i|our\s+client|this\s+(?:office|firm))\s+(?:(?:will|shall|would)\s+not|won't|wouldn't)\s+hesitate\b|\bno\s+(?:dudaremos|vacilaremos|dudar[aá]|vacilar[aá])(?![\w\u00c0-\u017f])/g;
/**
 * The consumer's refusal to pay, which the collector says it will assume or infer ("we will assume you have no intention of
 * paying and act accordingly", "asumiremos que no tiene intención de pagar y procederemos en consecuencia"): its negation is of
 * the consumer's payment, not of the collector's step, and is not read as denying the step (decision 326).
 */
const CONSUMER_REFUSAL =
  /\b(?:(?:have|has|had)\s+no\s+(?:intention|intent|plans?|desire)\s+(?:of|to)\s+pay\w*|(?:do|does|did)\s+not\s+(?:intend|plan|wish|want|mean)\s+to\s+pay|(?:are|is|were|was)\s+not\s+(?:going|willing|able|prepared)\s+to\s+pay|refus\w*\s+to\s+pay|no\s+(?:tiene|tienen|tenga|piensa)\s+(?:la\s+|ninguna\s+)?(?:intenci[oó]n|planes?)\s+de\s+pagar|no\s+(?:quiere|desea|piensa|pretende|va\s+a)\s+pagar)\b/g;
/** The step's own verb after it: "legal action will be taken", "proceedings are about to be commenced", "a lawsuit is being prepared". */
const PASSIVE_AFTER =
  /^[^.;]{0,30}?\b(will|shall|may|might|could|can|ser[aá]n?|podr[aá]n?|(?:is|are)\s+(?:about|going|scheduled|set)\s+to|(?:is|are)\s+(?:now\s+|currently\s+)?being(?=\s+(?:prepared|drafted|readied|filed|drawn\s+up)))\s+(?:also\s+|then\s+|soon\s+)?(?:be|ser|prepared|drafted|readied|filed|drawn)\b/;
/**
 * The step said to come by a verb of its own beginning ("court proceedings will begin on March 20", "legal proceedings will
 * start next week", "suit will follow"), or said to be near ("a lawsuit against you is imminent"), or said to be possible
 * ("legal action is possible": a hedge) (decision 181).
 */
const STEP_COMES_AFTER =
  /^[^.;]{0,30}?\b(?:(will|shall|may|might|could|can|(?:is|are)\s+(?:about|going|set)\s+to)\s+(?:also\s+|then\s+|soon\s+|now\s+)?(?:begin|start|commence|follow|ensue|proceed)|(?:is|are)\s+(?:now\s+|very\s+|therefore\s+)?(imminent|impending|forthcoming|possible|likely|an?\s+(?:possibility|option)))\b/;
/**
 * The step said to be the next one, the step first ("legal action is the next step", "a lawsuit will be our next step",
 * "una demanda judicial será nuestro próximo paso"), as "the next step is legal action" says it (decision 262); "could be the next
 * step" leaves it open. The consumer's own next step ("your next step") is not the writer's.
 */
const NEXT_STEP_AFTER =
  /^[^.;]{0,40}?(?:\b(is|are|will\s+be|shall\s+be|may\s+be|might\s+be|could\s+be|would\s+be)\s+(?:then\s+)?(?:the|our|their|its|my)\s+(?:very\s+)?next\s+(?:logical\s+|appropriate\s+)?(?:step|stage|phase|course\s+of\s+action)\b|(?<![\w\u00c0-\u017f])(es|ser[aá]|podr[ií]a\s+ser|puede\s+ser)\s+(?:el|nuestro|su)\s+(?:siguiente|pr[oó]ximo)\s+paso(?![\w\u00c0-\u017f]))/;
/** The step under way in the present progressive, before its verb ("we are referring", "your file is being sent", "estamos enviando"). */
const PROGRESSIVE_BEFORE = /\b(?:is|are|am|'re)\s+(?:now\s+|currently\s+|presently\s+)?(?:being\s+)?$|\b(?:estamos|est[aá]n?)\s+(?:ahora\s+)?(?:siendo\s+)?$/;
const PROGRESSIVE_VERB = /^(?:[a-z]{3,}ing|[a-z]{3,}ed|sent|given|[a-z]{3,}(?:ando|iendo)|[a-z]{3,}(?:ad|id)[ao]s?)\b/;
/**
 * A verb in the simple past or perfect right at the action ("our client referred", "we took legal action"), not after a modal or "to be".
 * Not an authorisation or a decision ("has authorised legal action", "has instructed suit"): that says the step will come.
 */
const PAST_VERB =
  /(?:^|[\s,])(?!(?:need|indeed|proceed|exceed|succeed|feed|speed|bleed|authori[sz]ed|approved|instructed|ordered|directed|recommended|requested|decided)\b)([a-z]{3,}ed|took|sent|brought|began|made|obtained)\s+(?:(?:the|this|your|an?|our|its)\s+(?:[a-z]+\s+)?)?$/;
const PAST_VERB_FIRST = /^(?!(?:need|proceed|exceed)\b)(?:[a-z]{3,}ed|took|sent|brought|began)\b/;
const AUX_BEFORE = /\b(?:will|shall|may|might|could|would|can|must|should|to|be|being|been|is|are|am|'ll|not|if|unless)\s+$/;
const PAST_REFERRAL =
  /\b(?:has|have|had)\s+(?:already\s+)?been\s+(?:referred|forwarded|assigned|placed|transferred|turned\s+over|sent|reported)\b|\bha\s+sido\s+(?:remitid|enviad|transferid|reportad)/;

/** Last match of a global pattern in a string: [index, text]. */
const lastMatch = (re: RegExp, s: string): [number, string] | undefined => {
  let out: [number, string] | undefined;
  re.lastIndex = 0;
  for (const m of execAll(re, s)) out = [m.index ?? 0, m[0]];
  return out;
};

/** The condition clauses of a sentence (local offsets): from the marker to the next comma / semicolon, or to the end. */
const conditionClauses = (part: string): [number, number][] => {
  const out: [number, number][] = [];
  CONDITION.lastIndex = 0;
  for (const m of execAll(CONDITION, part)) {
    const from = m.index ?? 0;
    if (out.some(([a, b]) => from >= a && from < b)) continue;
    const rest = part.slice(from);
    // A condition said as a noun ("failure to pay will result in…", "failing payment, your account will be…") ends at
    // the main clause's verb, not at the sentence's end.
    const nominal = /^(?:failure\s+to|failing)\b/.test(m[0]);
    const stop = rest.search(nominal ? /[,;:]|\bthen\b|\bwe\s+will\b|\b(?:will|shall|would|may|might|could|can)\b/ : /[,;:]|\bthen\b|\bwe\s+will\b/);
    out.push([from, from + (stop > 0 ? stop : rest.length)]);
  }
  return out;
};

const blank = (s: string, ranges: readonly [number, number][]): string => {
  if (ranges.length === 0) return s;
  const chars = s.split('');
  for (const [a, b] of ranges) for (let i = a; i < b && i < chars.length; i++) chars[i] = ' ';
  return chars.join('');
};

/** The Spanish first person plural, which names the writer as the actor ("presentaremos una demanda", "le demandaremos"). */
const WE_ES = /(?<![\w\u00c0-\u017f])[\w\u00c0-\u017f]{3,}(?:remos|amos|emos|imos)(?![\w\u00c0-\u017f])/;

const actorOf = (window: string, around = ''): Actor => {
  const found: [number, Actor][] = [];
  for (const [re, actor] of [
    [ACTOR_ATTORNEY, 'attorney'],
    [ACTOR_CREDITOR, 'creditor'],
    [ACTOR_COLLECTOR, 'collector'],
  ] as const) {
    // The kept global copy (lastMatch starts it from 0): a new RegExp per call cost more than the search.
    const m = lastMatch(cachedGlobalOf(re), window);
    if (m) found.push([m[0], actor]);
  }
  found.sort((a, b) => b[0] - a[0]);
  return found[0]?.[1] ?? (WE_ES.test(around) ? 'collector' : 'unnamed');
};

/** How sure the sentence is of the action at `at` (local), with the condition clauses blanked. */
const certaintyOf = (part: string, at: number, len: number, conditions: readonly [number, number][]): { certainty: Certainty; framed: boolean } => {
  const framed = FRAME.test(part);
  const inCondition = conditions.some(([a, b]) => at >= a && at < b);
  const main = blank(part, inCondition ? [] : conditions);
  // "not inclined to wait", "will not wait": certainty, not negation.
  const waitCue = WAIT_PHRASE.test(main);
  WAIT_PHRASE.lastIndex = 0;
  const plain = main.replace(WAIT_PHRASE, (m) => ' '.repeat(m.length)).replace(CONSUMER_REFUSAL, (m) => ' '.repeat(m.length));
  const before = plain.slice(Math.max(0, at - 70), at);
  if (NEGATED_BEFORE.test(before) || NOT_DECIDED.test(plain) || THREAT_DISCLAIMER_BEFORE.test(before)) return { certainty: 'negated', framed };
  if (WHETHER_BEFORE.test(before.slice(-50))) return { certainty: 'mention', framed };
  const around = part.slice(Math.max(0, at - 45), Math.min(part.length, at + len + 45));
  if (PAST.test(around) || PAST_REFERRAL.test(part.slice(Math.max(0, at - 45), at + len))) {
    // "…has been referred to our attorneys, who will file suit": a later step may still be threatened.
    const later = part.slice(at + len, at + len + 60);
    if (!DEFINITE.test(later) && !HEDGED.test(later)) return { certainty: 'past', framed };
  }
  const near = plain.slice(Math.max(0, at - 40), at);
  const first = plain.slice(at, at + len);
  const pastVerb = PAST_VERB.exec(near);
  if (pastVerb && !AUX_BEFORE.test(near.slice(0, pastVerb.index + pastVerb[0].indexOf(pastVerb[1] ?? '')))) return { certainty: 'past', framed };
  if (PAST_VERB_FIRST.test(first) && !AUX_BEFORE.test(near)) return { certainty: 'past', framed };
  const window = plain.slice(Math.max(0, at - 100), at);
  const def = lastMatch(DEFINITE_G, window);
  const hed = lastMatch(HEDGED_G, window);
  const after = PASSIVE_AFTER.exec(plain.slice(at + len, at + len + 50));
  const afterHedged = after ? /^(?:may|might|could|can|podr)/.test(after[1] ?? '') : undefined;
  if (inCondition) return { certainty: 'hedged', framed };
  // A hedge scopes over what follows it in its clause ("we may find it necessary to … proceed with legal action").
  const clauseBreak = (from: number, to: number): boolean => /,\s*(?:and|but)\b|;|\bbut\b|\bhowever\b/.test(window.slice(from, to));
  if (def && (!hed || (def[0] > hed[0] && clauseBreak(hed[0], def[0])))) return { certainty: 'definite', framed };
  if (hed) return { certainty: waitCue ? 'definite' : 'hedged', framed };
  // The step under way ("we are referring your account", "is being transferred to our attorneys", "estamos enviando").
  if (PROGRESSIVE_BEFORE.test(near) && PROGRESSIVE_VERB.test(first)) return { certainty: 'definite', framed };
  // A step read with its own verb phrase ("a complaint will be filed in county court", "your bank account may be
  // frozen", "se le descontará"): the modal inside the matched words says how sure it is.
  if (DEFINITE.test(first)) return { certainty: 'definite', framed };
  if (HEDGED.test(first)) return { certainty: 'hedged', framed };
  if (after) return { certainty: afterHedged ? 'hedged' : 'definite', framed };
  if (STEP_DECIDED_AFTER.test(plain.slice(at + len, at + len + 60))) return { certainty: 'definite', framed };
  const comes = STEP_COMES_AFTER.exec(plain.slice(at + len, at + len + 50));
  if (comes)
    return { certainty: /^(?:may|might|could|can)/.test(comes[1] ?? '') || /^(?:possible|likely|an?\s)/.test(comes[2] ?? '') ? 'hedged' : 'definite', framed };
  const next = NEXT_STEP_AFTER.exec(plain.slice(at + len, at + len + 70));
  if (next) return { certainty: /^(?:may|might|could|would|podr|puede)/.test(next[1] ?? next[2] ?? '') ? 'hedged' : 'definite', framed };
  if (waitCue) return { certainty: 'definite', framed };
  // The account said to go to the lawyer in the present tense ("this account goes to our attorney"): as sure as "will" (decision 407).
  if (PRESENT_TENSE_STEP.test(first)) return { certainty: 'definite', framed };
  // The Spanish future tense carries its own certainty ("demandaremos", "reportaremos").
  // The whole first word, past the match when its accented ending stops it ("se embargará", decision 181), read by the
  // future's forms (decision 344: "demandaran" as "demandarán", not "si nos demandaran").
  const firstWord = /^[\w\u00c0-\u017f]+/.exec(part.slice(at))?.[0] ?? '';
  if (firstWord && endsInSpanishFuture(part, at + firstWord.length)) return { certainty: 'definite', framed };
  return { certainty: framed ? 'definite' : 'mention', framed };
};

const readThreats = (text: string, folded: string, segs: readonly Span[]): Map<number, ThreatAct[]> => {
  const bySeg = new Map<number, ThreatAct[]>();
  const cache = new Map<number, { conditions: [number, number][]; lang: Lang }>();
  for (const { action, re } of ACTIONS) {
    if (!mayMatch(re, folded)) continue;
    re.lastIndex = 0;
    const pruned = prunedFor(re, folded);
    if (matchesNothing(pruned, re)) continue;
    for (const m of execAll(pruned, folded)) {
      const pos = m.index ?? 0;
      const si = segmentIndexAt(segs, pos);
      if (si < 0) continue;
      const seg = segs[si]!;
      const list = bySeg.get(si) ?? [];
      if (list.some((t) => t.action === action)) continue;
      // Another action already claimed these words ("refer to an attorney for legal action": the referral is the threat).
      if (list.some((t) => pos < t.actionSpan.end && pos + m[0].length > t.actionSpan.start)) continue;
      const part = folded.slice(seg.start, seg.end);
      const at = pos - seg.start;
      if (NOT_OURS.test(part.slice(Math.max(0, at - 60), at + m[0].length + 40))) continue;
      // The step named as what a time limit is for ("restart the time for suing you") is the law's limit, not a step: a
      // later step in the same sentence is still read.
      if (TIME_LIMIT_BEFORE.test(part.slice(Math.max(0, at - 60), at))) continue;
      // A step named in the law's own words ("a debt collector may not garnish wages", decision 523) is no step of the collector's.
      if (recitedAt(text, pos)) continue;
      let info = cache.get(si);
      if (!info) {
        info = { conditions: conditionClauses(part), lang: langOf(part) };
        cache.set(si, info);
      }
      const { certainty, framed } = certaintyOf(part, at, m[0].length, info.conditions);
      const cond = info.conditions[0];
      const cue = PERIOD_CUE.exec(part);
      const threat: ThreatAct = {
        kind: 'threat',
        action,
        actionSpan: spanOf(text, pos, pos + m[0].length),
        certainty,
        framed,
        actor: actorOf(part.slice(Math.max(0, at - 80), at), part.slice(Math.max(0, at - 30), at + m[0].length + 12)),
        ...(cond ? { condition: spanOf(text, seg.start + cond[0], seg.start + cond[1]) } : {}),
        timings: timingsIn(text, folded, seg),
        ...(cue ? { periodCue: spanOf(text, seg.start + cue.index, seg.start + cue.index + cue[0].length) } : {}),
        sentence: seg,
        lang: info.lang,
      };
      list.push(threat);
      bySeg.set(si, list);
    }
  }
  return bySeg;
};

const INCLUDES: readonly [AmountAct['includes'][number], RegExp][] = [
  ['interest', /\binter[eé]s|\binterest\b/],
  ['fees', /\bfees?\b|\bcargos\b|\bcharges\b/],
  ['costs', /\bcosts?\b|\bcostos\b/],
  ['principal', /\bprincipal\b/],
];

const readAmounts = (text: string, folded: string, seg: Span, part: string): AmountAct[] => {
  if (!/\$|\bus[d$]\b|\bdollars?\b|d[oó]lares/.test(part)) return [];
  const out: AmountAct[] = [];
  // A date with a four-digit year, or a numeric one with two ("as of 3/31/19", decision 128).
  const dates = /\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b/.test(part) ? findDates(text.slice(seg.start, seg.end), part) : [];
  const grow = CAN_GROW.exec(part);
  const moneys = findMoney(text, seg.start, seg.end);
  moneys.forEach((money, i) => {
    const at = money.span.start - seg.start;
    // What is said of an amount lies between it and its neighbours: a date or a word beside one figure
    // ("Balance as of 03/31/2019: $4,512.88 / Current balance: $4,890.10") does not speak for the next.
    const prevEnd = i > 0 ? moneys[i - 1]!.span.end - seg.start : 0;
    const nextStart = i + 1 < moneys.length ? moneys[i + 1]!.span.start - seg.start : part.length;
    const before = part.slice(Math.max(0, at - 60, prevEnd), at);
    const asOf = dates.find((d) => {
      const gapBefore = part.slice(d.span.end, at);
      const lead = part.slice(Math.max(0, d.span.start - 25), d.span.start);
      if (d.span.start < at) return d.span.start >= prevEnd && gapBefore.length <= 40 && AS_OF.test(lead);
      return d.span.end <= nextStart && d.span.start - (at + money.span.text.length) <= 45 && AS_OF.test(lead);
    });
    out.push({
      kind: 'amount',
      value: money.value,
      span: money.span,
      current: CURRENT_AMOUNT.test(before) && !(asOf && AS_OF.test(part.slice(Math.max(0, asOf.span.start - 25), asOf.span.start)) && asOf.span.start < at),
      ...(asOf ? { asOf: asOf.iso } : {}),
      ...(ORIGIN_AMOUNT.test(part.slice(prevEnd, at)) && !CURRENT_AMOUNT.test(before) ? { origin: true } : {}),
      includes: INCLUDES.filter(([, re]) => re.test(part)).map(([k]) => k),
      ...(grow
        ? {
            canGrow: {
              span: spanOf(text, seg.start + grow.index, seg.start + grow.index + grow[0].length),
              certainty: /\b(?:may|might|could|can|podr|puede)/.test(grow[0]) ? 'hedged' : 'definite',
            },
          }
        : {}),
      sentence: seg,
    });
  });
  return out;
};

const chargeKind = (word: string): ChargeAct['what'] =>
  /^(?:interest|intereses)/.test(word) ? 'interest' : /^(?:costs?|costos|costas|court\s+costs|collection\s+costs)/.test(word) ? 'costs' : 'fees';

const readCharges = (text: string, seg: Span, part: string): ChargeAct[] => {
  if (!/fee|cost|charge|interest|penalt|cargo|costo|honorario|inter[eé]s/.test(part)) return [];
  const out: ChargeAct[] = [];
  const push = (m: RegExpMatchArray, word: string, modal: string | undefined) => {
    const at = m.index ?? 0;
    const before = part.slice(Math.max(0, at - 40), at);
    // Decision 377: a charge said to stop is none to come ("will not continue", "no longer continue", "have stopped accruing").
    const negated =
      /\b(?:no|not|never|without|waived?)\s+(?:\w+\s+){0,2}$/.test(before) ||
      /\bnot\s+be\b|\bno\s+(?:se\s+)?(?:podr|agreg|cobr)/.test(m[0]) ||
      /\b(?:not|never|no\s+longer)\s+(?:(?:be|been|to)\s+)?(?:continu|accru)|\b(?:stopped|ceased|halted)\s+(?:accru|continu)/.test(m[0]);
    const hedged = modal !== undefined && /^(?:may|might|could|can|podr)/.test(modal);
    out.push({
      kind: 'charge',
      what: chargeKind(word),
      certainty: negated ? 'negated' : hedged ? 'hedged' : 'definite',
      span: spanOf(text, seg.start + at, seg.start + at + m[0].length),
      sentence: seg,
    });
  };
  CHARGE.lastIndex = 0;
  for (const m of execAll(CHARGE, part)) push(m, m[1] ?? '', m[2] ?? m[4] ?? undefined);
  CHARGE_ACTIVE.lastIndex = 0;
  for (const m of execAll(CHARGE_ACTIVE, part)) push(m, m[2] ?? '', m[1]);
  CHARGE_ES.lastIndex = 0;
  for (const m of execAll(CHARGE_ES, part)) push(m, m[2] ?? '', m[1]);
  CHARGE_COURT.lastIndex = 0;
  // "court costs and attorney's fees": the fees, when the list names them, are what the collector claims.
  for (const m of execAll(CHARGE_COURT, part)) {
    const list = part.slice((m.index ?? 0) + m[0].length - (m[2] ?? '').length, (m.index ?? 0) + m[0].length + 40);
    push(m, /attorney|lawyer|legal\s+fees|honorarios/.test(list) ? 'fees' : (m[2] ?? ''), m[1]);
  }
  CHARGE_VARY.lastIndex = 0;
  for (const m of execAll(CHARGE_VARY, part)) push(m, m[1] ?? '', m[2]);
  return out;
};

/** What each sentence of `text` does. Memoised on the last text; callers must not mutate the result. */
export const readLetter: (text: string) => LetterReading = memoOnLastLetter((text) => readUncached(text));

/**
 * Each kind of act is read when a rule first asks for it (a rule that needs only the threats does
 * not pay for amounts or offers); the whole reading, `sentences`, puts them together.
 */
const readUncached = (text: string): LetterReading => {
  const folded = fold(text);
  const segs = segments(text);
  // The literal prefilter (decision 022) answers once for the whole letter which patterns can match at all.
  const possible = new Map<RegExp, boolean>();
  const can = (re: RegExp): boolean => {
    let v = possible.get(re);
    if (v === undefined) {
      v = mayMatch(re, folded);
      possible.set(re, v);
    }
    return v;
  };
  const has = (re: RegExp, part: string): boolean => testPart(re, folded, part);
  const parts: string[] = segs.map((seg) => folded.slice(seg.start, seg.end));
  const lazy = <T>(compute: () => T): (() => T) => {
    let value: T | undefined;
    let done = false;
    return () => {
      if (!done) {
        value = compute();
        done = true;
      }
      return value as T;
    };
  };
  const threatsBySeg = lazy(() => readThreats(text, folded, segs));
  const perSentence = <A extends Act>(read: (seg: Span, part: string, si: number) => A[]): (() => A[][]) =>
    lazy(() => segs.map((seg, si) => read(seg, parts[si]!, si)));
  const disclaimers = perSentence((seg, part) => {
    const out: DisclaimerAct[] = [];
    for (const [what, re] of DISCLAIMERS) {
      // The pattern as the filter prunes it for the letter (decision 518): the same first match.
      const m = execPart(re, folded, part);
      if (m) out.push({ kind: 'disclaimer', what, span: spanOf(text, seg.start + m.index, seg.start + m.index + m[0].length), sentence: seg });
    }
    return out;
  });
  const demandsAndOffers = perSentence((seg, part) => {
    const out: (DemandAct | OfferAct)[] = [];
    const offer = has(OFFER, part);
    const pay = has(DEMAND_PAY, part);
    const contact = !pay && has(DEMAND_CONTACT, part);
    const notRequired = has(NOT_REQUIRED, part);
    if (!offer && ((!pay && !contact) || notRequired)) return out;
    const lang = langOf(part);
    const timings = timingsIn(text, folded, seg);
    if (offer) out.push({ kind: 'offer', timings, sentence: seg, lang });
    if (!notRequired) {
      if (pay) out.push({ kind: 'demand', what: 'pay', timings, sentence: seg, lang });
      else if (contact && timings.length > 0) out.push({ kind: 'demand', what: 'contact', timings, sentence: seg, lang });
    }
    return out;
  });
  const rights = perSentence((seg, part) => {
    const topic = RIGHTS_TOPICS.find(({ re }) => has(re, part));
    if (!topic) return [];
    const m = can(RIGHTS_HEDGE) ? RIGHTS_HEDGE.exec(part) : null;
    const hedge = m ? spanOf(text, seg.start + m.index, seg.start + m.index + m[0].length) : undefined;
    // Writing offered beside a spoken step ("verbally or in writing") is a step that need not be written.
    const invokedBy = ORAL_OR_WRITING.test(part) ? 'other' : RIGHT_IN_WRITING.test(part) ? 'writing' : RIGHT_INVOKED_OTHERWISE.test(part) ? 'other' : undefined;
    return [{ kind: 'rights' as const, topic: topic.topic, ...(hedge ? { hedge } : {}), ...(invokedBy ? { invokedBy } : {}), sentence: seg }];
  });
  const amounts = perSentence((seg, part) => readAmounts(text, folded, seg, part));
  const charges = perSentence((seg, part) => readCharges(text, seg, part));
  const sentences = lazy(() =>
    segs.map((seg, si) => ({
      sentence: seg,
      lang: langOf(parts[si]!),
      acts: [
        ...(threatsBySeg().get(si) ?? []),
        ...disclaimers()[si]!,
        ...demandsAndOffers()[si]!,
        ...rights()[si]!,
        ...amounts()[si]!,
        ...charges()[si]!,
      ] as Act[],
    })),
  );
  const flat = <A>(get: () => A[][]) => lazy(() => get().flat());
  const threats = lazy(() => [...threatsBySeg().entries()].sort((a, b) => a[0] - b[0]).flatMap(([, list]) => list));
  const demands = flat(() => demandsAndOffers().map((l) => l.filter((a): a is DemandAct => a.kind === 'demand')));
  const offers = flat(() => demandsAndOffers().map((l) => l.filter((a): a is OfferAct => a.kind === 'offer')));
  const allDisclaimers = flat(disclaimers);
  const allRights = flat(rights);
  const allAmounts = flat(amounts);
  const allCharges = flat(charges);
  return {
    get sentences() {
      return sentences();
    },
    get threats() {
      return threats();
    },
    get demands() {
      return demands();
    },
    get amounts() {
      return allAmounts();
    },
    get charges() {
      return allCharges();
    },
    get disclaimers() {
      return allDisclaimers();
    },
    get offers() {
      return offers();
    },
    get rights() {
      return allRights();
    },
  };
};

const DISCLAIMERS: readonly [DisclaimerWhat, RegExp][] = [
  ['no_attorney_review', NO_ATTORNEY_REVIEW],
  ['rights_survive', SURVIVES],
  ['period_does_not_stop_action', PERIOD_DOES_NOT_STOP],
  ['no_decision', NOT_DECIDED],
];

/** Threats of a step that matters for the validation period (anything but a bare mention, a denial or the past). */
export const liveThreats = (reading: LetterReading, actions?: readonly ThreatAction[]): ThreatAct[] =>
  reading.threats.filter((t) => (t.certainty === 'definite' || t.certainty === 'hedged') && (!actions || actions.includes(t.action)));

/**
 * Statements of a right (verification, the original creditor's name) that tell the consumer to invoke it
 * by a step that need not be written, with no writing said in the sentence, the ones beside it, or any
 * statement of a right in the letter (read as a whole): the statement is there and misstates how the
 * right is kept (15 U.S.C. 1692g(a)(4), (5)).
 */
export const unwrittenRights = (text: string, reading: LetterReading, topics: readonly RightsAct['topic'][]): RightsAct[] => {
  // Read as a whole: a letter that elsewhere says the same right is invoked in writing has told the consumer so.
  if (reading.rights.some((r) => r.invokedBy === 'writing' && (topics.includes(r.topic) || r.topic === 'dispute'))) return [];
  const folded = fold(text);
  const sentences = reading.sentences;
  // A statement conditioned on a bare dispute ("if you dispute … we will obtain verification") takes the step the
  // letter itself gave for disputing: where that step is a call or a contact and no writing is said anywhere, the
  // consumer is told a dispute by phone earns verification (Bishop v. Ross Earle & Bonan, 11th Cir. 2016).
  const disputeByOtherStep = reading.rights.some((d) => d.topic === 'dispute' && d.invokedBy === 'other');
  const onBareDispute = (r: RightsAct): boolean =>
    r.invokedBy === undefined && r.topic !== 'dispute' && disputeByOtherStep && DISPUTE_CONDITION.test(folded.slice(r.sentence.start, r.sentence.end));
  return reading.rights.filter((r) => {
    if (!topics.includes(r.topic) || !(r.invokedBy === 'other' || onBareDispute(r))) return false;
    const i = sentences.findIndex((s) => s.sentence.start === r.sentence.start);
    // A sentence beside it cures it when it says writing of this right, not of another ("upon your written request … the original creditor").
    const beside = [sentences[i - 1], sentences[i + 1]].filter((s) => s !== undefined);
    const ofAnotherRight = (s: SentenceReading): boolean => s.acts.some((a) => a.kind === 'rights' && a.topic !== r.topic && a.topic !== 'dispute');
    return !beside.some((s) => RIGHT_IN_WRITING.test(folded.slice(s.sentence.start, s.sentence.end)) && !ofAnotherRight(s));
  });
};
