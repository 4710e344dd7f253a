import { addDays, formatLongDate, type IsoDate } from '@debtshield/clocks';
import type { Rule, RuleContext, RuleMeta, RuleResult } from '../../types';
import { checkGates, flag, needsInput, pass } from '../_threats-and-misrepresentations/gate';
import { DEFENCE_RIGHT, legalThreats, solAtLetter } from '../_threats-and-misrepresentations/lawsuit';
import { timeBarSaidInLetter } from '../_conduct-and-time-bar/time-bar';
import { isRevivalWarning, suitThreats } from '../_conduct-and-time-bar/phrases';
import { FEDERAL_STUDENT_LOAN } from '../_threats-and-misrepresentations/phrases';
import { lawFirmIdentity } from '../_threats-and-misrepresentations/parties';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';
import { circuitOf } from '../_shared/circuit-of';
import { liveThreats, readLetter } from '../../reading/read-letter';
import { readImpliedLegalAction } from '../../reading/implied-legal-action';
import type { ThreatAct, ThreatAction } from '../../reading/types';
import { categoricalDenials, denialReaches } from '../../reading/step-denied';
import type { Span } from '../../types';
import { spanOf } from '../../text/find';
import { timingsIn } from '../_disclosures-and-amounts/period';
import { fold, segmentIndexAt, segments } from '../_disclosures-and-amounts/text';
import { readSuitPresented } from '../../reading/suit-presented';
import { readSuitByAnAgent } from '../../reading/suit-by-an-agent';
import { readSuitVenues } from '../../reading/suit-venue';
import { readLegalActionRaised } from '../../reading/legal-action-raised';
import { consumerStateOf } from '../_conduct-and-time-bar/gate';
import { STATE_NAMES } from '../../sol/sol-table';

const meta: RuleMeta = {
  id: 'threat_legal_action_unintended',
  title: 'Lawsuit or "legal action" threatened without intent or right',
  citation: '15 U.S.C. 1692e(5), 1692e(10); 12 CFR 1006.18(c)(1)',
  kind: 'context',
  section: '1.4',
  description:
    'A debt collector may threaten a lawsuit or other legal action only if it may lawfully take that action and really intends to. Threatening a suit it has no intention of filing, or cannot file (for example on a debt too old to sue on), is prohibited.',
  severity: 7,
  value: 750,
};

/**
 * Litigation implied without the word "sue": a "pre-legal" department or status, "resolve this
 * amicably" (the other way being court), in any word for a friendly settlement ("settle this with you on
 * friendly terms", "in a friendly way", "an amicable resolution", "de manera amistosa"; Cadiz v. Credence
 * Resource Management, N.D. Ill. 2018) or one reached "without involving the courts", which names the other way;
 * "were our client to retain counsel … suit"; Spanish "pre-legal" ("etapa prejudicial", "cobranza prejudicial", "aviso prejudicial",
 * decision 262). Such wording may violate 1692e(5) when no suit was intended or authorised; whether one was cannot be read from
 * the letter, so the rule asks (and flags "may violate" once the user says none followed).
 */
const IMPLIED_LITIGATION =
  /\bpre[-\s]?(?:legal|litigation)\s+(?:department|dept\.?|unit|division|status|review|stage|file|collections?|notice)\b|(?<![\w\u00c0-\u017f])(?:etapa|fase|cobranza|cobro|gesti[oó]n|aviso|departamento|estado|proceso|[aá]rea|notificaci[oó]n|requerimiento)\s+(?:de\s+(?:cobranza|cobro)\s+)?pre-?(?:judicial|jur[ií]dic[oa]|contencios[oa])(?![\w\u00c0-\u017f])|\b(?:resolv|settl|handl|clos|conclud|work\w*\s+(?:[\w']+\s+){0,3}?out|clear\w*\s+(?:[\w']+\s+){0,3}?up|tak\w*\s+care\s+of|solucion|arregl)\w*\s+(?:[\w'\u00c0-\u017f]+\s+){0,5}?(?:amicabl[ey]|in\s+an?\s+(?:friendly|amicable|cordial|peaceable|peaceful)\s+(?:way|manner|fashion)|on\s+(?:friendly|amicable|cordial|good)\s+terms|amistosamente|de\s+(?:manera|forma|modo)\s+(?:amistosa|amigable|cordial))\b|\b(?:amicabl[ey]|friendly|cordial)\s+(?:resolv|settl|resolution|solution|arrangement|agreement)\w*\b|\b(?:resolv|settl|handl|clos|work|arregl|solucion)\w*\b[^.]{0,60}?\b(?:without|sin)\s+(?:involving|going\s+to|resorting\s+to|the\s+need\s+(?:for|to\s+(?:go\s+to|involve))|having\s+to\s+(?:go\s+to|involve)|recurrir\s+a|acudir\s+a|ir\s+a)\s+(?:the\s+|los\s+|un\s+)?(?:courts?|tribunal(?:es)?|litigation|litigio|legal\s+action|a\s+lawsuit|demanda|juicio)\b|\b(?:soluci[oó]n|arreglo|acuerdo)\s+(?:amistos[oa]|amigable)\b|\b(?:were|if|should)\s+(?:our|the)\s+client\s+(?:to\s+|decide\s+to\s+)?(?:retain|hire|engage|refer\w*\s+(?:this|your)\s+(?:matter|account)\s+to)\s+(?:counsel|an?\s+attorney|a\s+lawyer|legal\s+counsel)\b[^.]{0,160}?\b(?:suit|lawsuit|sue|sued|court|judgment|litigation|legal\s+action)\b/i;

/**
 * The letter itself says what comes next (a referral to, or review by, an attorney or law firm): the
 * implication is that stated plan, which courts take at its word (Mikhael v. Credit Corp Solutions,
 * E.D.N.Y. 2021; Bangiyeva v. Financial Recovery Services, E.D.N.Y. 2022). Whether it was meant is asked.
 * Without such a plan, implied litigation ("resolve this matter amicably") is a likely violation unless
 * the creditor has authorised a suit (Cadiz v. Credence Resource Management, N.D. Ill. 2018). A referral said as a
 * condition or possibility is such a plan in any verb ("If the Account goes to an attorney", "should your account be
 * turned over to a law firm", "si la cuenta pasa a un abogado": Ramirez v. Midland Funding, N.D. Ill. 2020, decision 185).
 */
const STATED_PLAN = new RegExp(
  [
    String.raw`\b(?:forward\w*|refer\w*|send\w*|sent|plac\w*|return\w*|transfer\w*|recall\w*)\b[^.]{0,100}\b(?:attorney|lawyer|law\s+firm|counsel)\b`,
    String.raw`\battorney\s+review\b|\breview\w*\s+by\s+an?\s+(?:attorney|lawyer)\b`,
    // The account moving to the collector's or creditor's lawyers in other verbs ("If the Account goes to an attorney",
    // "should your account be turned over to one of our law firms"): the account is what moves (not "if you go to an
    // attorney"), and never to the consumer's own lawyer ("your attorney").
    String.raw`\b(?:account|matter|debt|file|claim|balance|case|it|this)\s+(?:[\w'’]+\s+){0,3}?(?:go(?:es|ing)?|went|gone|mov(?:e|es|ed|ing)|assign\w*|turn\w*\s+over|hand\w*\s+(?:over|off)|escalat\w*|advanc\w*|proceed\w*)\s+(?:[\w'’]+\s+){0,8}?(?:to|with)\s+(?:an?|the|our|its|their|one\s+of\s+(?:our|its|their|the|[\w'’]+['’]s?)|[\w'’]+['’]s?)\s+(?:[\w-]+\s+){0,3}?(?:attorneys?|lawyers?|law\s+firms?|counsel)\b`,
    // The account said to be with, or in the hands of, a lawyer once referred ("once your account is with a lawyer", "once your file is
    // in the hands of an attorney", "una vez que su cuenta esté con un abogado": session 52): the same stated referral.
    String.raw`\b(?:account|matter|debt|file|claim|balance|case)\s+(?:is|are|gets?|ends?\s+up|has\s+been|will\s+be|would\s+be)\s+(?:with|at|in\s+the\s+hands\s+of)\s+(?:an?|the|our|its|their|one\s+of\s+(?:our|its|their|the))\s+(?:[\w-]+\s+){0,2}?(?:attorneys?|lawyers?|law\s+firms?|counsel)\b`,
    String.raw`\b(?:cuenta|deuda|asunto|expediente|caso|saldo)\s+(?:est[eé]|est[aá]|quede|queda)\s+(?:con|en\s+manos\s+de)\s+(?:un|una|unos|nuestros?|los|el|la|sus)\s+(?:[\w\u00c0-\u017f-]+\s+){0,2}?(?:abogad[oa]s?|bufetes?|firmas?\s+de\s+abogados|despachos?\s+de\s+abogados)\b`,
    // Spanish: "si la cuenta pasa a un abogado", "si su cuenta es enviada (remitida, asignada, transferida) a un bufete".
    String.raw`\b(?:cuenta|deuda|asunto|expediente|caso|saldo|reclamo)\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?(?:pasa\w*|envi\w*|enví\w*|remit\w*|asign\w*|transfer\w*|entreg\w*|refer\w*|coloca\w*|turna\w*)\s+(?:[\w\u00c0-\u017f]+\s+){0,8}?(?:a|al|con)\s+(?:un|una|unos|uno\s+de\s+(?:nuestros|sus|los)|nuestros?|nuestras?|los|el|la|sus)\s+(?:[\w\u00c0-\u017f-]+\s+){0,3}?(?:abogad[oa]s?|bufetes?|firmas?\s+de\s+abogados|despachos?\s+de\s+abogados|asesor(?:es)?\s+legal(?:es)?)\b`,
  ].join('|'),
  'i',
);

/** The step a threat names is a suit (not a referral, a garnishment or a levy): "sue", "lawsuit", "court", "demandarle", "juicio". */
const SUIT_NAMED =
  /\b(?:su(?:e|ed|es|ing)|(?:law)?suits?|court|litigat\w*|legal\s+action|demand(?:a|as|ar\w*|emos|en|e|es)\b|juicio|tribunal\w*|acci[oó]n\s+(?:legal|judicial))/i;

/** Days after the letter by which a collector that meant its threat would usually have sued. */
const FOLLOW_THROUGH_DAYS = 60;

/**
 * The sentence after a threat that says how to stop the step ("Call 601-555-0152 before 5pm to stop this process",
 * "Pay by March 20 to avoid this", "Llame hoy para detener este proceso"): its time is the time the letter gives the
 * step (decision 129). Only a sentence that points back at the step; any other time in the letter is not read.
 */
const STOPS_THE_STEP =
  /\bto\s+(?:stop|avoid|prevent|halt|cancel|head\s+off)\s+(?:this|that|these|such|it\b|the\s+(?:referral|transfer|process|action|lawsuit|suit|filing|transfer))|\bpara\s+(?:detener|evitar|impedir|parar|cancelar)\s+(?:este|esta|esto|estos|el|la|lo|eso)\b/;
/** A clock hour with no date names the day of the letter ("before 5pm", "by 5:00 p.m. today", "antes de las 5 p.m."). */
const CLOCK_HOUR_TODAY =
  /\b(?:by|before|until|no\s+later\s+than|antes\s+de\s+las?|hasta\s+las?)\s+\d{1,2}(?::\d{2})?\s?(?:a\.?\s?m\b\.?|p\.?\s?m\b\.?)(?!\s*(?:on|el)\s)/;

/** The time the sentence after `sentence` gives the step, when it says how to stop it. */
const stopSentenceDate = (text: string, sentence: Span, letterDate: IsoDate): IsoDate[] => {
  const folded = fold(text);
  const segs = segments(text);
  const at = segmentIndexAt(segs, sentence.end - 1) + 1;
  const first = segs[at];
  if (!first || first.start - sentence.end > 4) return [];
  // "by 5 p.m. today to stop this": the clock's "p.m." does not end the sentence.
  const second = /[ap]\.\s?m\.\s*$/.test(folded.slice(first.start, first.end)) ? segs[at + 1] : undefined;
  const next = spanOf(text, first.start, second && second.start - first.end <= 4 ? second.end : first.end);
  if (next.end - next.start > 300) return [];
  const part = folded.slice(next.start, next.end);
  if (!STOPS_THE_STEP.test(part)) return [];
  if (CLOCK_HOUR_TODAY.test(part)) return [letterDate];
  return timingsIn(text, folded, next).map((timing) =>
    timing.kind === 'date' ? timing.iso : timing.kind === 'immediate' ? letterDate : addDays(letterDate, timing.days),
  );
};

/**
 * The latest date the threatening sentences themselves, or a timed heading, give for the step ("within five (5)
 * days", "by March 15", "immediately", "48 HOUR NOTICE"), counted from the letter's date (the reader already counts business days as calendar days).
 */
const statedStepDate = (
  text: string,
  letterDate: IsoDate,
  evidence: readonly Span[],
  actions: readonly ThreatAction[] = ['sue', 'attorney'],
): IsoDate | undefined => {
  // A timed heading ("48 HOUR NOTICE", "5 DAY NOTICE") gives the time for every step the letter names.
  const urgencyDays = readImpliedLegalAction(text).urgencyDays;
  let latest: IsoDate | undefined = urgencyDays !== undefined ? addDays(letterDate, urgencyDays) : undefined;
  for (const t of readLetter(text).threats) {
    if (!actions.includes(t.action)) continue;
    if (!evidence.some((e) => e.start < t.sentence.end && e.end > t.sentence.start)) continue;
    const times = t.timings.map((timing) =>
      timing.kind === 'date' ? timing.iso : timing.kind === 'immediate' ? letterDate : addDays(letterDate, timing.days),
    );
    for (const at of times.length > 0 ? times : stopSentenceDate(text, t.sentence, letterDate)) if (latest === undefined || at > latest) latest = at;
  }
  return latest;
};

/** The assumption when the time the letter itself set for the step has passed with no suit (decision 085). */
const statedTimePassed = (stated: IsoDate): string =>
  `The letter set its own time for the step (${formatLongDate(stated)}); that time has passed and you told us no lawsuit has been filed. A suit can be filed some weeks before it is served on you: if you are served later, the threat was carried out.`;

/**
 * Threats whose every deadline is a date before the letter's own date (and no count of days or "immediately" beside it):
 * the deadline had passed when the letter was written.
 */
const deadlinePassedAtLetter = (threats: readonly ThreatAct[], letterDate: IsoDate): { sentence: Span; deadline: IsoDate }[] =>
  threats.flatMap((t) => {
    if (t.timings.length === 0 || t.timings.some((timing) => timing.kind !== 'date' || timing.iso >= letterDate)) return [];
    const latest = t.timings
      .map((timing) => (timing.kind === 'date' ? timing.iso : letterDate))
      .sort()
      .at(-1)!;
    return [{ sentence: t.sentence, deadline: latest }];
  });

/** The rule's reading of the threat itself (decisions before 249); `rule.check` adds the licensing question to it. */
const checkThreat = (ctx: RuleContext): RuleResult => {
  const gate = checkGates(ctx);
  if (gate.stop) return gate.stop;
  const assumptions = [...gate.assumptions];
  // A suit threatened in the courts of a state other than the consumer's (decision 218): the collector may sue only where the
  // consumer lives or signed the contract (15 U.S.C. 1692i(a)(2)), so the step cannot legally be taken (1692e(5)).
  const home = consumerStateOf(ctx);
  const away = home ? readSuitVenues(ctx.text).filter((s) => s.state !== home) : [];
  if (home && away[0]) {
    const names = STATE_NAMES as Record<string, string>;
    return flag(venueMessage(names[away[0].state] ?? away[0].state, names[home] ?? home), uniqueSpans(away.map((s) => s.sentence)).slice(0, 2), 'medium', [
      ...assumptions,
      venueAssumption(names[away[0].state] ?? away[0].state),
    ]);
  }
  const v = viewOf(ctx.text);
  // A statement that no decision to take legal action has been made leaves a referral or a possible suit elsewhere in the
  // letter no threat of one (Rosenberg v. Client Services, S.D.N.Y. 2020: "will send your account to an attorney in your
  // state for possible legal action" with "no decision has been made to take legal action against you at this time";
  // Wade v. Regional Credit, 9th Cir. 1996). A suit said outright stays a threat.
  const impliedReading = readImpliedLegalAction(ctx.text);
  const undecided = impliedReading.undecided !== undefined;
  const allThreats = legalThreats(v);
  // A placement the implied reader reads ("placed with our litigation department") is a referral too.
  const inImplied = (t: (typeof allThreats)[number]): boolean => {
    const at = foundSpan(v, t.found);
    return impliedReading.signals.some((s) => s.sentence.start <= at.start && s.sentence.end >= at.end);
  };
  const threats = undecided ? allThreats.filter((t) => t.categorical && !t.referral && !inImplied(t)) : allThreats;
  // In the Third Circuit a hedged threat ("could result in a legal suit being filed") made without any intent
  // to sue can deceive too (Brown v. Card Service Center, 3d Cir. 2006): there it is asked about like a
  // categorical one. Elsewhere a truthful "may" is allowed. The reading layer adds the wordings legalThreats
  // does not know ("a legal suit", the passive, Spanish).
  const hedgedThird: Span[] =
    circuitOf(ctx.gates.state) === 3 && !undecided
      ? uniqueSpans([
          ...threats.filter((t) => !t.categorical).map((t) => foundSpan(v, t.found)),
          ...liveThreats(readLetter(ctx.text), ['sue', 'attorney'])
            .filter((t) => t.certainty === 'hedged')
            .map((t) => t.sentence),
        ])
      : [];
  /** Litigation implied without a categorical threat: ask, or flag once no suit followed. */
  const impliedResult = (): RuleResult | undefined => {
    const implied = findWithSentence(v, IMPLIED_LITIGATION);
    // Legal action implied in other words (a legal department, "legal review", "before suit", "authorized to take
    // whatever action necessary", a final or timed notice before "further action"): asked about like the words
    // above; a hedged one ("may be forwarded to our legal department") only in the Third Circuit (Brown).
    const impliedReading = readImpliedLegalAction(ctx.text);
    // Read whole, a letter that says no decision to take legal action has been made implies none is coming (Rosenberg
    // v. Client Services, S.D.N.Y. 2020; Wade v. Regional Credit, 9th Cir. 1996).
    if (impliedReading.undecided) return undefined;
    // A step the letter does not name ("we will take appropriate action") reads as a suit on a clock or as the last
    // step, or from a law firm, whose step is a suit (Lesher); a law firm's letterhead alone implies none (Dupuy v.
    // Weltman, Weinberg & Reis, N.D. Cal. 2006).
    const signals = impliedReading.signals.filter(
      (s) => (!s.hedged || circuitOf(ctx.gates.state) === 3) && (s.kind !== 'unnamed_step' || s.timed === true || lawFirmIdentity(ctx).lawFirm),
    );
    if (implied.length === 0 && signals.length === 0) return undefined;
    const evidence = uniqueSpans([...implied.map((f) => foundSpan(v, f)), ...signals.map((s) => s.sentence)]).slice(0, 3);
    const letterDate = ctx.gates.letterDate;
    const followThroughOver = !letterDate || ctx.today >= addDays(letterDate, FOLLOW_THROUGH_DAYS);
    // The letter's own time for the step (a deadline in the implying sentences, a "48 HOUR NOTICE"), as for a
    // threat stated outright (decision 085).
    // An unnamed step's own clock ("If we do not hear from you within 10 days, we will proceed accordingly") is that time
    // too, when the reading layer reads no step there to carry it; a closing warning's is the demand's it closes (decision 196).
    const unnamedTimes = letterDate
      ? signals
          .filter((s) => s.kind === 'unnamed_step' && s.timed)
          .flatMap((s) => timingsIn(ctx.text, fold(ctx.text), s.clock ?? s.sentence))
          .map((t) => (t.kind === 'date' ? t.iso : t.kind === 'immediate' ? letterDate : addDays(letterDate, t.days)))
      : [];
    const fromReading = letterDate ? statedStepDate(ctx.text, letterDate, evidence, ['sue', 'attorney', 'further_action']) : undefined;
    const stated = [...unnamedTimes, ...(fromReading !== undefined ? [fromReading] : [])].sort().at(-1);
    const byStated = !followThroughOver && stated !== undefined && ctx.today > stated;
    if (ctx.answers.lawsuitFiled === false && (followThroughOver || byStated))
      return flag(
        'This letter may violate federal law: its wording implies that a lawsuit is coming ("pre-legal", a referral to a legal department or to an attorney, a notice "before suit", a final notice before "further action", a step it does not name put on a deadline or sent by a law firm, a client about to retain counsel to sue) and you told us no lawsuit was filed. A collector may not imply legal action that was not intended or authorised by the creditor (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).',
        evidence,
        'low',
        [
          ...assumptions,
          ...(letterDate ? [] : [`Assumed more than ${FOLLOW_THROUGH_DAYS} days have passed since the letter (it is undated).`]),
          ...(byStated && stated !== undefined ? [statedTimePassed(stated)] : []),
        ],
      );
    if (implied.length > 0 && ctx.answers.lawsuitFiled !== true && !testText(STATED_PLAN, v.text))
      return flag(
        'This letter likely violates federal law unless the creditor has authorised a lawsuit: its wording implies that a suit may follow ("pre-legal", "resolve this amicably", a client about to retain counsel) without saying what will happen or when. A collector may not imply legal action that was not intended or authorised (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). If a lawsuit has been filed, tell us: then the implication was true.',
        evidence,
        'low',
        [...assumptions, 'Assumed the creditor had not decided on or authorised a lawsuit when the letter was sent; the letter does not say who decided.'],
      );
    if (ctx.answers.lawsuitFiled === undefined)
      return needsInput(
        'This letter implies that a lawsuit may follow without saying so outright. That may violate 15 U.S.C. 1692e(5) if the creditor had not decided on or authorised a suit; the letter cannot show who decided. Tell us whether a lawsuit has been filed.',
        [QUESTIONS.lawsuitFiled],
        evidence,
        assumptions,
      );
    return undefined;
  };
  // A definite threat of suit or of a lawyer's referral as the reading layer reads it (the passive, "is prepared
  // to take you to court", "pursue all legal remedies", Spanish: "tomaremos medidas legales", "va a presentar una
  // demanda") is as categorical as the words legalThreats knows; "may" stays a truthful statement of remedies.
  const readDefiniteActs = liveThreats(readLetter(ctx.text), ['sue', 'attorney']).filter(
    (t) =>
      t.certainty === 'definite' &&
      !(undecided && t.action === 'attorney') &&
      !DEFENCE_RIGHT.test(t.sentence.text) &&
      // A revival warning or denial ("eso no renovará nuestro derecho a demandarle") speaks of the right to sue, threatens none, as
      // legalThreats already reads it (session 52).
      !isRevivalWarning(t.sentence.text) &&
      !IMPLIED_LITIGATION.test(t.sentence.text) &&
      !threats.some((c) => c.categorical && foundSpan(v, c.found).start <= t.sentence.end && foundSpan(v, c.found).end >= t.sentence.start),
  );
  // A suit presented by the letter's form (decision 186): a heading that announces it ("LITIGATION NOTICE", "NOTICE OF
  // INTENT TO SUE", "PRE-SUIT NOTICE", "AVISO PREVIO A DEMANDA") is a threat as categorical as "we will sue"; a caption,
  // a docket number or a heading naming a pending suit presents one as begun (`begunResult`).
  const presented = readSuitPresented(ctx.text);
  const readDefinite = uniqueSpans([...readDefiniteActs.map((t) => t.sentence), ...(undecided ? [] : presented.announced)]);
  const begun = begunResult(ctx.text, presented.begun, ctx.answers.lawsuitFiled, assumptions);
  if (begun?.status === 'flag') return begun;
  // A suit said as possible in the words time_barred_suit_threat reads and legalThreats does not ("podemos demandarle", "es posible
  // que le demandemos", "you could be sued", "a legal suit could be filed"): where the debt is too old to sue on, a "may" is no
  // truer than a "will", as the English "we may sue you" in legalThreats already is read (decision 554). Read for that judgment
  // only (elsewhere a truthful "may" stays allowed outside the Third Circuit), and only a suit, not a referral.
  const possibleSuits = undecided
    ? []
    : suitThreats(ctx.text)
        .filter(
          (t) =>
            SUIT_NAMED.test(t.phrase.text) &&
            !DEFENCE_RIGHT.test(t.sentence.text) &&
            !isRevivalWarning(t.sentence.text) &&
            !IMPLIED_LITIGATION.test(t.sentence.text),
        )
        .map((t) => t.sentence);
  if (threats.length === 0 && readDefinite.length === 0 && hedgedThird.length === 0 && possibleSuits.length === 0)
    return impliedResult() ?? begun ?? pass(assumptions);
  // A threat the letter itself shows cannot lawfully be carried out: the debt is too old to sue on.
  const admitted = timeBarSaidInLetter(ctx.text);
  const sol = solAtLetter(ctx);
  const federalStudentLoan = testText(FEDERAL_STUDENT_LOAN, v.text);
  const timeBarred = admitted.length > 0 || (sol.status === 'likely_expired' && !federalStudentLoan);
  const hedgedSuits = timeBarred ? possibleSuits : [];
  if (threats.length === 0 && readDefinite.length === 0 && hedgedThird.length === 0 && hedgedSuits.length === 0)
    return impliedResult() ?? begun ?? pass(assumptions);

  const suits = threats.filter((t) => !t.referral);
  const readSuits = uniqueSpans([...readDefiniteActs.filter((t) => t.action === 'sue').map((t) => t.sentence), ...hedgedSuits]);
  if ((suits.length > 0 || readSuits.length > 0) && timeBarred) {
    const evidence = uniqueSpans([...suits.map((t) => foundSpan(v, t.found)), ...readSuits, ...admitted]).slice(0, 5);
    if (admitted.length === 0) assumptions.push(`Assumed the statute of limitations had run when the letter was written: ${sol.basis}`);
    return flag(
      admitted.length > 0
        ? 'This letter threatens legal action on a debt that the letter itself describes as too old to sue on. Threatening an action that cannot legally be taken is prohibited (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1); see also 12 CFR 1006.26(b)).'
        : sol.fromAnswer
          ? TIME_LIMIT_ANSWERED_MESSAGE
          : 'This letter threatens legal action, but from the dates known the debt appears to be past the statute of limitations in your state. Threatening a suit that cannot legally be brought is prohibited (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1), 1006.26(b)).',
      evidence,
      admitted.length > 0 ? 'high' : 'medium',
      assumptions,
    );
  }

  // A suit said surely in a letter that also says, with no time or condition, that no suit will be brought by whoever is
  // to bring it: the letter contradicts itself, so one of the two statements is false (15 U.S.C. 1692e(5), (10); 12 CFR
  // 1006.18(c)(1); decision 181). The collector's own "we do not file lawsuits" does not reach its client's suit.
  const definiteSuits = liveThreats(readLetter(ctx.text), ['sue']).filter((t) => t.certainty === 'definite');
  const denials = definiteSuits.length > 0 ? categoricalDenials(ctx.text, 'sue') : [];
  const contradicted = definiteSuits.flatMap((t) =>
    denials.filter((d) => d.sentence.start !== t.sentence.start && denialReaches(d.scope, t.actor)).map((d) => [t.sentence, d.sentence] as const),
  );
  if (contradicted.length > 0) return flag(SUIT_CONTRADICTED_MESSAGE, uniqueSpans(contradicted.flat()).slice(0, 4), 'medium', assumptions);
  // A suit said surely on a deadline that had passed on the date the letter bears ("Unless payment is received by
  // February 20, 2025, a lawsuit will be filed against you" in a letter dated March 3, 2025): the step the letter says
  // follows that day had not followed by the day it was written, and the letter still only asks for payment (decision 181;
  // Jeter v. Credit Bureau, 11th Cir. 1985, on the letter's own timetable as the measure of intent).
  const datedAt = ctx.gates.letterDate;
  const passedDeadline = datedAt && ctx.answers.lawsuitFiled !== true ? deadlinePassedAtLetter(definiteSuits, datedAt) : [];
  if (datedAt && passedDeadline.length > 0)
    return flag(
      passedDeadlineMessage(formatLongDate(passedDeadline[0]!.deadline), formatLongDate(datedAt)),
      uniqueSpans(passedDeadline.map((p) => p.sentence)).slice(0, 3),
      'low',
      assumptions,
    );

  // "Pre-legal" read as a threat is implied litigation, judged as such (impliedResult), not a categorical threat.
  const impliedOnly = (t: (typeof threats)[number]): boolean => {
    const m = IMPLIED_LITIGATION.exec(t.found.sentence);
    return m !== null && t.found.at >= m.index && t.found.at < m.index + m[0].length;
  };
  const categorical = threats.filter((t) => t.categorical && !impliedOnly(t));
  if (categorical.length === 0 && readDefinite.length === 0 && hedgedThird.length === 0)
    return (
      impliedResult() ??
      begun ??
      pass([...assumptions, 'The letter only says legal action "may" be taken; a truthful statement of remedies the creditor ordinarily uses is allowed.'])
    );
  const hedgedOnly = categorical.length === 0 && readDefinite.length === 0;
  const evidence = hedgedOnly ? hedgedThird.slice(0, 4) : uniqueSpans([...categorical.map((t) => foundSpan(v, t.found)), ...readDefinite]).slice(0, 4);

  const filed = ctx.answers.lawsuitFiled;
  // A collection agency, not a law firm nor the debt's owner, that says it will itself sue for its client threatens a step it
  // cannot legally take, whatever it meant (decision 218; Withers v. Eveland, E.D. Va. 1997): flagged from the words.
  const byAgent = filed !== true && !hedgedOnly && !lawFirmIdentity(ctx).lawFirm ? readSuitByAnAgent(ctx.text) : [];
  if (byAgent.length > 0) return flag(AGENT_SUIT_MESSAGE, uniqueSpans(byAgent).slice(0, 3), 'medium', assumptions);
  if (filed === true) return pass([...assumptions, 'You told us a lawsuit was filed, so the collector carried out the action it threatened.']);
  if (filed === false) {
    const letterDate = ctx.gates.letterDate;
    // The letter's own timetable ("unless … within five days, we will recommend suit") is the time the consumer
    // was told the step would come; once it has passed with no suit, "no" is the evidence courts weigh (Jeter v.
    // Credit Bureau, 11th Cir. 1985). Without one, a collector that meant it would usually have sued within 60 days.
    const stated = letterDate ? statedStepDate(ctx.text, letterDate, evidence) : undefined;
    const waitUntil = letterDate ? addDays(letterDate, FOLLOW_THROUGH_DAYS) : undefined;
    const byStated = stated !== undefined && waitUntil !== undefined && ctx.today < waitUntil && ctx.today > stated;
    if (letterDate && waitUntil && ctx.today < waitUntil && !byStated)
      return pass([
        ...assumptions,
        `No lawsuit has been filed yet, but it is too early to tell whether the threat was empty; check again after ${formatLongDate(stated !== undefined && stated < waitUntil ? stated : waitUntil)}.`,
      ]);
    if (!letterDate) assumptions.push(`Assumed more than ${FOLLOW_THROUGH_DAYS} days have passed since the letter (it is undated).`);
    if (byStated && stated !== undefined) assumptions.push(statedTimePassed(stated));
    return flag(
      hedgedOnly
        ? 'This letter may violate federal law: it says legal action could follow, and you told us no lawsuit has been filed since. In your circuit, saying a suit "could" be filed when none was intended can deceive (Brown v. Card Service Center, 3d Cir. 2006; 15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Keep the letter and note the dates.'
        : 'This letter may violate federal law: it says legal action will be taken, and you told us no lawsuit has been filed since. A collector may threaten only action it intends to take (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Keep the letter and note the dates.',
      evidence,
      byStated ? 'low' : 'medium',
      assumptions,
    );
  }
  return needsInput(
    hedgedOnly
      ? 'This letter says legal action could follow. In your circuit, saying a suit "could" be filed when none is intended can deceive (Brown v. Card Service Center, 3d Cir. 2006; 15 U.S.C. 1692e(5)); whether it was meant cannot be read from the letter. If no lawsuit follows, the statement may have been unlawful.'
      : 'This letter says legal action will be taken. A collector may threaten only action it may lawfully take and intends to take (15 U.S.C. 1692e(5)); whether it meant it cannot be read from the letter. If no lawsuit follows, the threat may have been unlawful.',
    [QUESTIONS.lawsuitFiled],
    evidence,
    assumptions,
  );
};

/** Decision 181's message (kept after the rule so the catalogue keys of the messages above stay as they were). */
const SUIT_CONTRADICTED_MESSAGE =
  'This letter may violate federal law: it says a lawsuit will be brought against you, and it also says, with no time or condition, that no suit will be brought. The letter contradicts itself, so one of the two statements is false; a collector may not threaten a suit it does not intend to bring (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).';

/** Decision 181's message for a deadline passed at the letter's date (after the rule, so the catalogue keys above stay as they were). */
const passedDeadlineMessage = (deadline: string, dated: string): string =>
  `This letter may violate federal law: it says a lawsuit will follow if you do not pay by ${deadline}, but the letter itself is dated ${dated}, after that day, and it still only asks for payment. A threat whose own deadline had passed before it was sent suggests the suit was not meant (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). If a lawsuit was filed, tell us: then the threat was carried out.`;

/** The letter says a suit was filed or encloses its papers: a report of a suit, not a threat of one (judged by simulated_legal_process when false). */
const SAYS_FILED =
  /\b(?:has|have|was|were|had)\s+(?:now\s+|already\s+)?(?:been\s+)?(?:filed|commenced|docketed)\b|\b(?:we|our\s+(?:client|firm|office)|plaintiff|(?:the|your)\s+creditor)\s+(?:have\s+|has\s+)?(?:filed|commenced|brought)\s+(?:a\s+|this\s+|the\s+)?(?:suit|lawsuit|action|complaint|case)\b|\b(?:enclosed|attached)\b[^.]{0,40}\b(?:summons|complaint)\b|\bse\s+(?:ha|han)\s+(?:presentado|interpuesto|iniciado)\s+(?:una?\s+)?demanda\b/i;

/**
 * A suit presented as begun by the letter's form (decision 186): a caption ("BARETTA FINANCIAL vs. [consumer]"), a docket
 * number, a "Case No." beside a caption or a litigation heading, a heading naming a pending suit. With no suit filed, the
 * letter presented as under way a suit that was not (Sears v. Baretta Financial, W.D. Va. 2015: a "LITIGATION NOTICE" styled
 * "BARETTA FINANCIAL vs. [consumer]" with a "Case No.", when no suit was filed or intended, "clearly threatened legal action",
 * 1692e(5)): false on the letter's own date, so no time is waited for the step. Asked when the answer is not known; a
 * letter that says the suit was filed reports it (simulated_legal_process judges a false report).
 */
const begunResult = (text: string, begun: readonly Span[], filed: boolean | undefined, assumptions: string[]): RuleResult | undefined => {
  if (begun.length === 0 || filed === true) return undefined;
  if (testText(SAYS_FILED, text)) return undefined;
  const evidence = uniqueSpans([...begun]).slice(0, 3);
  if (filed === false) return flag(SUIT_PRESENTED_BEGUN_MESSAGE, evidence, 'medium', assumptions);
  return needsInput(SUIT_PRESENTED_BEGUN_QUESTION, [QUESTIONS.lawsuitFiled], evidence, assumptions);
};

/** Decision 186's messages (after the rule, so the catalogue keys above stay as they were). */
const SUIT_PRESENTED_BEGUN_MESSAGE =
  'This letter may violate federal law: it is styled as if a lawsuit against you had already begun (a case caption such as "Creditor vs. you", a case or docket number, or a heading naming a pending suit), and you told us no lawsuit has been filed. A letter that presents a suit that does not exist threatens legal action that was not taken and, on its own words, not intended (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)). Keep the letter.';
const SUIT_PRESENTED_BEGUN_QUESTION =
  'This letter is styled as if a lawsuit against you had already begun (a case caption such as "Creditor vs. you", a case or docket number, or a heading naming a pending suit). If no lawsuit has been filed, the letter threatens legal action that was not taken, which a debt collector may not do (15 U.S.C. 1692e(5)). You can check any case number with the court clerk. Tell us whether a lawsuit has been filed.';

/** Decision 218's message (after the rule, so the catalogue keys above stay as they were). */
const AGENT_SUIT_MESSAGE =
  "This letter may violate federal law: it is written by a collector that collects for a client, and it says the collector itself will sue you or take legal action. A collection agency that is not a law firm cannot bring its client's lawsuit (that is the practice of law), and one that does not own the debt has no suit of its own, so it threatens a step it cannot legally take (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1); Withers v. Eveland, E.D. Va. 1997). Only the creditor, through a lawyer, can sue you.";

/** Decision 218's venue message and assumption (after the rule, so the catalogue keys above stay as they were). */
const venueMessage = (forum: string, home: string): string =>
  `This letter may violate federal law: it threatens a lawsuit in the courts of ${forum}, but you live in ${home}. A debt collector may sue you on a consumer debt only in the judicial district where you live or where you signed the contract (15 U.S.C. 1692i), so threatening suit in another state's courts threatens an action that cannot legally be taken (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).`;
const venueAssumption = (forum: string): string => `Assumed you did not sign the contract in ${forum}; if you did, a suit there may be allowed.`;

/**
 * Whether the collector holds the license or registration its state requires (decision 249): a fact outside the letter, asked
 * where the letter raises legal action (`readLegalActionRaised`) and flagged when the person says it does not. A collector that
 * may not lawfully collect in the state cannot lawfully take the step it threatens there (15 U.S.C. 1692e(5), (10)). How far the
 * courts take it follows the circuit:
 * - Eleventh (LeBlanc v. Unifund CCR Partners, 11th Cir. 2010: a Florida collector not registered under Fla. Stat. 559.553 whose
 *   letter said the account "may be referred to an attorney" may have threatened action it could not legally take; the
 *   district court in L476's case, 2017, held a law firm's "all legally appropriate means" letter a violation): any threat,
 *   definite, hedged or implied; medium.
 * - Fourth and Sixth, where district courts followed LeBlanc (Bradshaw v. Hilco Receivables, D. Md. 2011; Smith v. LVNV Funding,
 *   E.D. Tenn. 2012), and the circuits that have not ruled: any threat; low, the split stated.
 * - Seventh, Eighth and Ninth: a licensing breach alone is not an FDCPA violation (Carlson v. First Revenue Assurance, 8th Cir.
 *   2004; Klein v. Credico, 8th Cir. 2019; Wade v. Regional Credit Association, 9th Cir. 1996, whose unlicensed collector's
 *   notice threatened nothing; Beler v. Blatt, Hasenmiller, 7th Cir. 2007: the FDCPA is not an enforcement vehicle for other
 *   law): only a step said as coming is asked and flagged, low; a "may" or an implication is neither.
 * Not asked of a letter that raises no legal action (a bare demand from an unlicensed collector breaks state law, which the
 * person can take to the state's regulator, but the federal claim courts recognise rests on the threat), nor where the sender is
 * the original creditor or is not known to be a collector. A finding of the threat rule itself comes first; the question joins
 * the rule's other questions.
 */
const CONTRARY_CIRCUITS: ReadonlySet<number> = new Set([7, 8, 9]);
const FOLLOWING_CIRCUITS: ReadonlySet<number> = new Set([4, 6]);

/**
 * A law firm's letter that raises legal action when no attorney at the firm has reviewed the account (decision 262): in the Third
 * Circuit it misleads whatever the firm meant, since the least sophisticated debtor reads a lawyer, acting as a lawyer, who has
 * looked at the account and found the debtor a candidate for suit, while the firm is acting only as a debt collector (Lesher v.
 * Law Offices of Mitchell N. Kay, 3d Cir. 2011: letters that "raise the spectre of potential legal action" from a firm not acting
 * in a legal capacity, a disclaimer on the back not curing them; 15 U.S.C. 1692e(5), (10)). Read where the letter raises legal
 * action as the licensing question reads it, a law firm's unnamed step counting (`readLegalActionRaised`); the person's answer
 * that no attorney reviewed the account is the fact (the attorney rule asks it; a threat rule already asking joins the question).
 * Other circuits are not read this way: there the implication of a lawyer's review is the attorney rule's (Clomon v. Jackson, 2d
 * Cir. 1993; Greco v. Trauner, 2d Cir. 2005), and whether legal action was meant stays the question it was.
 */
const lawyerlessLegalAction = (ctx: RuleContext, result: RuleResult): RuleResult => {
  if (circuitOf(ctx.gates.state) !== 3 || ctx.answers.lawsuitFiled === true || ctx.answers.attorneyReviewedAccount === true) return result;
  if (!lawFirmIdentity(ctx).lawFirm) return result;
  const raised = readLegalActionRaised(ctx.text, { lawFirm: true });
  const spans = uniqueSpans([...raised.definite, ...raised.hedged, ...raised.implied]).slice(0, 3);
  if (spans.length === 0) return result;
  if (ctx.answers.attorneyReviewedAccount === false)
    return flag(LAWYERLESS_LEGAL_ACTION, spans, 'medium', result.status === 'not_applicable' ? [] : (result.assumptions ?? []));
  if (result.status === 'needs_input' && !result.questions.some((q) => q.id === QUESTIONS.attorneyReviewedAccount.id))
    return { ...result, questions: [...result.questions, QUESTIONS.attorneyReviewedAccount] };
  return result;
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const threat = checkThreat(ctx);
    if (threat.status === 'flag' || threat.status === 'not_applicable' || ctx.gates.isDebtCollector === false) return threat;
    const result = lawyerlessLegalAction(ctx, threat);
    if (result.status === 'flag' || result.status === 'not_applicable') return result;
    if (ctx.answers.collectorUnlicensed === false) return result;
    const circuit = circuitOf(ctx.gates.state);
    const raised = readLegalActionRaised(ctx.text, { lawFirm: lawFirmIdentity(ctx).lawFirm });
    const contrary = circuit !== undefined && CONTRARY_CIRCUITS.has(circuit);
    const threats = uniqueSpans(contrary ? raised.definite : [...raised.definite, ...raised.hedged, ...raised.implied]).slice(0, 3);
    if (threats.length === 0) return result;
    const assumptions = result.assumptions ?? [];
    if (ctx.answers.collectorUnlicensed === true)
      return flag(
        circuit === 11
          ? UNLICENSED_ELEVENTH
          : contrary
            ? UNLICENSED_CONTRARY
            : circuit !== undefined && FOLLOWING_CIRCUITS.has(circuit)
              ? UNLICENSED_FOLLOWING
              : UNLICENSED_UNSETTLED,
        threats,
        circuit === 11 ? 'medium' : 'low',
        assumptions,
      );
    // Once the person says a suit was filed, the threat was carried out: the question is not put (a yes given still flags).
    if (ctx.gates.isDebtCollector !== true || ctx.answers.lawsuitFiled === true) return result;
    if (result.status === 'needs_input') return { ...result, questions: [...result.questions, QUESTIONS.collectorUnlicensed] };
    return needsInput(UNLICENSED_QUESTION, [QUESTIONS.collectorUnlicensed], threats, assumptions);
  },
};

/** Decision 249's messages (after the rule's others, so their catalogue keys stay as they were). */
const UNLICENSED_ELEVENTH =
  "You told us the company that sent this letter is not licensed or registered as your state requires, and the letter threatens legal action. In your circuit, a collector that threatens legal action while not registered as state law requires may be threatening action it cannot legally take (LeBlanc v. Unifund CCR Partners, 11th Cir. 2010; 15 U.S.C. 1692e(5), (10)). Collecting without a required license or registration also breaks state law; your state's regulator takes complaints.";
const UNLICENSED_FOLLOWING =
  "Without the license or registration your state requires, as you told us, the collector threatens legal action it may not lawfully take. District courts in your circuit have held that collecting or suing without a required state license can violate federal law (Bradshaw v. Hilco Receivables, D. Md. 2011; Smith v. LVNV Funding, E.D. Tenn. 2012; following LeBlanc v. Unifund CCR Partners, 11th Cir. 2010; 15 U.S.C. 1692e(5)); your court of appeals has not decided it. Collecting without a required license also breaks state law; your state's regulator takes complaints.";
const UNLICENSED_UNSETTLED =
  "Since you told us the collector lacks the license or registration your state requires, its threat of legal action may be a threat of action it cannot legally take (15 U.S.C. 1692e(5), (10)). Courts differ: the Eleventh Circuit allows this claim (LeBlanc v. Unifund CCR Partners, 2010), while the Eighth and Ninth hold that a licensing breach alone is not a federal violation (Carlson v. First Revenue Assurance, 2004; Wade v. Regional Credit Association, 1996); your court of appeals has not decided it. Collecting without a required license breaks state law; your state's regulator takes complaints.";
const UNLICENSED_CONTRARY =
  "As you told us, the collector lacks the license or registration your state requires, and the letter says legal action will be taken: that may be a threat of action it cannot legally take (15 U.S.C. 1692e(5)). In your circuit a licensing breach by itself is not a federal violation (Carlson v. First Revenue Assurance, 8th Cir. 2004; Wade v. Regional Credit Association, 9th Cir. 1996; Beler v. Blatt, Hasenmiller, 7th Cir. 2007: the FDCPA does not enforce state law), so a claim would rest on the threat itself. Collecting without a required license still breaks state law; your state's regulator takes complaints.";
const UNLICENSED_QUESTION =
  'Whether the collector holds the license or registration your state requires cannot be read from the letter. A collector that threatens legal action while not licensed or registered as its state requires may be threatening action it cannot legally take (15 U.S.C. 1692e(5); LeBlanc v. Unifund CCR Partners, 11th Cir. 2010). Many state regulators list licensed collectors on their websites. Tell us whether this one is licensed.';

/** Decision 262's message (after the rule's others, so their catalogue keys stay as they were). */
const LAWYERLESS_LEGAL_ACTION =
  'This letter may violate federal law: it comes from a law firm and raises legal action against you, and you told us no attorney at the firm has reviewed your account. In your circuit, such a letter misleads: it suggests that a lawyer, acting as a lawyer, has looked at your account and found you a candidate for a lawsuit, when the firm is acting only as a debt collector (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; 15 U.S.C. 1692e(5), (10)). A note on the back of the letter saying no attorney reviewed the account does not cure it.';

/** Decision 254's message (after the rule, so the catalogue keys of the messages above stay as they were). */
const TIME_LIMIT_ANSWERED_MESSAGE =
  'This letter threatens legal action, but you answered that the time limit to sue on this debt has passed. Threatening a suit that cannot legally be brought is prohibited (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1), 1006.26(b)).';
