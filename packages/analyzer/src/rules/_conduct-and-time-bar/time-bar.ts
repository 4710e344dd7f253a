import { addDays, addYears, formatLongDate, isIsoDate } from '@debtshield/clocks';
import { computeSolStatus, earliestOf } from '../../sol/compute-sol-status';
import { getSolYears, type StateCode } from '../../sol/sol-table';
import { STATE_SOL_NOTES, type Tag } from '../../sol/state-sol-notes';
import { findAll } from '../../text/find';
import { memoOnLastLetter } from '../../text/last-letter';
import { namesWrittenLoan, openAccountKindOf, type OpenAccountKind } from '../../reading/debt-kind';
import { statedTimeSinceDefault } from '../../reading/old-debt-signals';
import type { IsoDate, Question, RuleContext, SolStatus, Span } from '../../types';
import { QUESTIONS } from '../_shared/questions';
import { consumerStateOf, letterDateOf } from './gate';
import { ageAdmissionSpans, isConditional, lawBarsSuitSpans, sentenceAround } from './phrases';

/**
 * A law-bars sentence about the debt's age or the time to sue (not "we cannot take legal action without our client"); in Spanish
 * too ("tiempo", "límite", "período": session 52).
 */
const ABOUT_AGE_OR_TIME =
  /\bage\b|\bold\b|\blimit|\bstatute\b|\btime\b|\bperiod\b|\bdeadline\b|barred|enforceable|prescri|antig|plazo|la\s+ley|\bno\s+longer\b|\bya\s+no\b|\btiempo\b|\bl[ií]mite|\bper[ií]odo\b/i;

/**
 * Time words that say when, not how old (decision 156): "at this time", "for the time being", "at present", a validation
 * or dispute period, "en este momento". "We are unable to take legal action at this time" promises nothing about the
 * debt's age and reads as a suit put off, not barred.
 */
const TIME_AS_WHEN =
  /\b(?:at\s+(?:this|that|the\s+present|present|any)\s+time|for\s+the\s+time\s+being|at\s+(?:this|that)\s+(?:point|moment|stage)(?:\s+in\s+time)?|(?:within|during|before\s+the\s+end\s+of|after)\s+(?:the|this|that)\s+(?:(?:\d+|thirty|sixty)[-\s]day\s+)?(?:validation|dispute|verification|notice|review)\s+period|(?:\d+|thirty|sixty)[-\s]day\s+(?:validation\s+|dispute\s+)?period|time\s+to\s+(?:dispute|respond|pay|request|call|contact)|en\s+este\s+momento|por\s+(?:ahora|el\s+momento)|(?:durante|dentro\s+del?|antes\s+del?\s+fin\s+del?)\s+(?:el\s+|este\s+)?(?:plazo|per[ií]odo)\s+de\s+(?:validaci[oó]n|verificaci[oó]n|disputa|\d+\s+d[ií]as))\b/gi;

/**
 * The sentences saying the law bars or limits a suit on this debt because of its age or the time to sue. "We cannot sue
 * you" with no reason of age or time is not the law's time bar (decision 143): it neither admits the debt is old nor
 * discloses that it is, so the debt's dates are counted instead.
 */
export const lawBarsForAgeSpans = (text: string): Span[] =>
  lawBarsSuitSpans(text).filter((s) => ABOUT_AGE_OR_TIME.test(sentenceAround(text, s.start, s.end).text.replace(TIME_AS_WHEN, ' ')));

/**
 * The letter's own words saying this debt is past the time to sue (decision 545): the debt's age or the time passed given as
 * the fact or the reason ("Because of the age of your debt, we will not sue you", "this debt is time-barred", `ageAdmissionSpans`)
 * and the law's bar said of it ("the statute of limitations has expired", "we cannot sue you because of its age",
 * `lawBarsForAgeSpans`), never said as a condition ("If you believe this debt is time-barred…"). One reading for the time-bar
 * rules, the conduct rules that weigh a suit or a revival against the bar, and the engine's statute-of-limitations status;
 * memoised on the last letter, as they all ask it of the same text. Callers must not mutate the result.
 */
export const timeBarSaidInLetter: (text: string) => readonly Span[] = memoOnLastLetter((text: string): Span[] =>
  [...ageAdmissionSpans(text), ...lawBarsForAgeSpans(text)].filter((s) => !isConditional(text, s)).sort((a, b) => a.start - b.start),
);

/**
 * The sentence of the letter saying the debt is past the time to sue (`timeBarSaidInLetter`), as a quotation, or undefined: the first
 * said of this debt ("Because of the age of your debt…") before the law's general rule ("The law limits how long…"). A sentence
 * runs back over line breaks, so a heading line above it (one that ends in a figure or a name, not in a word the sentence goes
 * on from) is left out.
 */
export const timeBarSentenceInLetter = (text: string): string | undefined => {
  const spans = timeBarSaidInLetter(text);
  const first = spans.find((s) => !isGeneralLawLimit(s)) ?? spans[0];
  if (!first) return undefined;
  const sentence = sentenceAround(text, first.start, first.end);
  let start = sentence.start;
  for (let nl = text.lastIndexOf('\n', first.start - 1); nl >= start; nl = text.lastIndexOf('\n', nl - 1)) {
    if (!/[a-z,]\s*$/.test(text.slice(start, nl))) {
      start = nl + 1;
      break;
    }
  }
  const quote = text.slice(start, sentence.end).replace(/\s+/g, ' ').trim();
  return quote.length <= 240 ? quote : first.text.replace(/\s+/g, ' ').trim();
};

/**
 * The law's general rule, said of debts at large ("The law limits how long you can be sued on a debt", "how long you can
 * be sued is limited by law", "there is a legal limit on how long you can be sued", "la ley limita el tiempo…", "hay un límite
 * legal"): the CFPB's and the states' notices open with it, and what it
 * means for this debt is said by the sentence that follows (decision 165).
 */
const GENERAL_LAW_LIMIT =
  /\blaw\s+(?:limits|restricts|sets\s+(?:a\s+)?(?:time\s+)?limits?\s+(?:on|for))\b|\blimited\s+by\s+(?:(?:the|state|federal)\s+)?law\b|\bla\s+ley\s+limita\b|\blimitado\s+por\s+(?:la\s+)?ley\b|\b(?:there\s+(?:is|are)|laws?\s+(?:sets?|puts?|places?|imposes?))\s+(?:a\s+)?(?:(?:legal|time|statutory)\s+)*limits?\s+(?:on|to|for)\b|\blaws\s+(?:limit|restrict)\b|\b(?:hay|existen?)\s+(?:un\s+)?l[ií]mites?\b|\bla\s+ley\s+(?:establece|fija|pone|impone)\s+(?:un\s+)?l[ií]mites?\b/i;

/** The span says only the law's general rule. */
export const isGeneralLawLimit = (span: Span): boolean => GENERAL_LAW_LIMIT.test(span.text);

/** The law's bar said of this debt (not only the general rule): "we cannot sue you for it", "the statute of limitations has expired". */
export const specificLawBarsForAgeSpans = (text: string): Span[] => lawBarsForAgeSpans(text).filter((s) => !isGeneralLawLimit(s));

/**
 * The letter gives the law's general rule and, of this debt, only the collector's promise (decision 165): "The law limits
 * how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it." *Pantoja v. Portfolio
 * Recovery Associates* (7th Cir. 2017) held "we will not sue you" a choice the collector could change, not the law's bar,
 * and the district courts bound by it read the general sentence before the promise the same way (*Perea v. Portfolio
 * Recovery Associates*, N.D. Ill. 2020). The CFPB's and the courts' approved forms say the collector *cannot* sue. The
 * promise: `willNotSueSpans`; the general rule: `GENERAL_LAW_LIMIT`. Returns the promise, or undefined.
 */
export const promiseInPlaceOfBar = (text: string, promises: readonly Span[]): Span | undefined =>
  promises.length > 0 && lawBarsForAgeSpans(text).length > 0 && specificLawBarsForAgeSpans(text).length === 0 ? promises[0] : undefined;

/** Is the debt past the statute of limitations (legal-reference §4) on the letter's date? */
export type TimeBar =
  | {
      status: 'expired';
      /**
       * 'letter': the letter itself says so; 'sol': computed from the state and the dates; 'answer': the person answered that
       * the time limit to sue has passed and no date settles it (`debtPastLimitationPeriod`, decision 254).
       */
      source: 'letter' | 'sol' | 'answer';
      /** Past even the longest period commonly reported for the state (§4.1 divergences). */
      clear: boolean;
      evidence: Span[];
      assumptions: string[];
      state: string | null;
      /** Past only a shorter period the reference gives for consumer credit or open accounts (decision 152): said at low confidence. */
      shorterPeriod?: { years: number; appliesTo: string; byKind?: string };
    }
  | {
      status: 'within';
      reason: string;
      state: string | null;
      /** What else the rule says beside the reason: the person's answer that the date contradicts (decision 254). */
      notes?: string[];
    }
  | { status: 'unknown'; questions: Question[]; reason: string; state: string | null };

/** The letter says the debt is too old for credit reporting (7 years from delinquency, 15 U.S.C. 1681c). */
const TOO_OLD_TO_REPORT =
  /\btoo\s+old\s+(?:for\s+us\s+)?to\s+(?:be\s+)?report(?:ed)?\b|\b(?:can|will)\s*not\s+(?:be\s+)?report(?:ed)?\b[^.]{0,80}?\bbecause\s+of\s+(?:its|the)\s+age\b|\bbeyond\s+the\s+(?:credit\s+)?reporting\s+(?:period|time\s+limit)\b|\bno\s+longer\s+(?:be\s+)?(?:report(?:ed|able)|appear\s+on\s+your\s+credit\s+report)\b/i;

/** Longer periods §4.1 reports for some obligations (written contracts, specialties). */
const LONGEST_YEARS: Record<string, number> = {
  IL: 10,
  IA: 10,
  MO: 10,
  KY: 15,
  MT: 8,
  RI: 10,
  IN: 10,
  LA: 10,
  AL: 6,
  MD: 12,
  NC: 10,
  OH: 8,
  WV: 10,
  WY: 10,
};
/** The longest period in the product's table (spec 000 §9): past it the debt is barred under the table in every state. */
const TABLE_MAX_YEARS = 10;

/** The date the rule measures against: the letter's date, else the day it was received, else today. */
export const referenceDate = (ctx: RuleContext): { date: IsoDate; label: string } => {
  const letter = letterDateOf(ctx);
  if (letter) return { date: letter, label: "the letter's date" };
  if (isIsoDate(ctx.answers.receivedDate)) return { date: ctx.answers.receivedDate, label: 'the day you received the letter' };
  return { date: ctx.today, label: 'today' };
};

type Start = { date: IsoDate; label: string; span?: Span };

const CHARGE_OFF_LABEL = 'the charge-off date in the letter';
/** Days past due at which an open-end (card) account is charged off (Uniform Retail Credit Classification and Account Management Policy, 65 Fed. Reg. 36903 (2000)). */
const CHARGE_OFF_AFTER_DAYS = 180;

/**
 * The person's last payment came before the letter's charge-off date (and the letter gives no default
 * date): the period runs from the default or the last payment, and a charge-off follows the default by
 * months, so the count starts from the person's date rather than the later charge-off.
 */
const paymentBeforeChargeOff = (ctx: RuleContext): boolean => {
  const paid = ctx.answers.lastPaymentDate;
  const chargeOff = ctx.facts.chargeOffDate?.value;
  return isIsoDate(paid) && !!chargeOff && isIsoDate(chargeOff) && paid < chargeOff && !ctx.facts.firstDelinquencyDate;
};

/** The latest known start date (the engine counts from the latest too: the safer, later run-out date). */
const startDate = (ctx: RuleContext): Start | null => {
  const { facts, answers } = ctx;
  const candidates: Start[] = [];
  const skipChargeOff = paymentBeforeChargeOff(ctx);
  if (isIsoDate(answers.lastPaymentDate)) candidates.push({ date: answers.lastPaymentDate, label: 'the last payment date you gave' });
  else if (facts.lastPaymentDate && isIsoDate(facts.lastPaymentDate.value))
    candidates.push({ date: facts.lastPaymentDate.value, label: 'the last payment date in the letter', span: facts.lastPaymentDate.span });
  if (!skipChargeOff && facts.chargeOffDate && isIsoDate(facts.chargeOffDate.value))
    candidates.push({ date: facts.chargeOffDate.value, label: CHARGE_OFF_LABEL, span: facts.chargeOffDate.span });
  if (facts.firstDelinquencyDate && isIsoDate(facts.firstDelinquencyDate.value))
    candidates.push({ date: facts.firstDelinquencyDate.value, label: 'the delinquency date in the letter', span: facts.firstDelinquencyDate.span });
  if (!isIsoDate(answers.lastPaymentDate) && facts.noPaymentAfter && isIsoDate(facts.noPaymentAfter.value))
    candidates.push({
      date: facts.noPaymentAfter.value,
      label: 'the itemization date in the letter (it shows no payment or credit after it)',
      span: facts.noPaymentAfter.span,
    });
  return candidates.reduce<Start | null>((latest, c) => (!latest || c.date > latest.date ? c : latest), null);
};

const inText = (ctx: RuleContext, span: Span | undefined): span is Span =>
  !!span && span.end <= ctx.text.length && ctx.text.slice(span.start, span.end) === span.text;

/** The engine's SOL status; recomputed when the engine had no state but the consumer's address gives one. */
const solFor = (ctx: RuleContext, state: string | null): SolStatus => {
  const skipChargeOff = paymentBeforeChargeOff(ctx);
  // The engine's status takes the person's answer on the time limit (decision 254); the count here is the dates' alone, and
  // `timeBarStatus` puts the answer where the dates leave it open.
  const answered = ctx.answers.debtPastLimitationPeriod !== undefined;
  if (ctx.sol && (ctx.sol.state !== null || state === null) && !skipChargeOff && !answered) return ctx.sol;
  return computeSolStatus({
    state: state ?? ctx.sol?.state ?? null,
    lastPaymentDate: isIsoDate(ctx.answers.lastPaymentDate) ? ctx.answers.lastPaymentDate : ctx.facts.lastPaymentDate?.value,
    chargeOffDate: skipChargeOff ? undefined : ctx.facts.chargeOffDate?.value,
    firstDelinquencyDate: ctx.facts.firstDelinquencyDate?.value,
    noPaymentAfter: ctx.facts.noPaymentAfter?.value,
    earliest: earliestOf(isIsoDate(ctx.answers.lastPaymentDate) ? { ...ctx.facts, lastPaymentDate: undefined } : ctx.facts),
    acknowledgedDebtInWriting: ctx.answers.acknowledgedDebtInWriting,
    today: ctx.today,
  });
};

/**
 * The shorter period the reference gives for the kind of debt these letters collect (legal-reference §4.1; decision 152):
 * a credit card or other open account, or a consumer credit transaction, where the product's one number per state is the
 * written-contract period: New York's 3 years for consumer credit (CPLR 214-i), which governs suits brought from 7 April
 * 2022, New Mexico's 4 years for open accounts (NMSA 37-1-4), both from sources, and the District of Columbia's reported 3
 * years for contract claims (the table gives the District no number). Oral-contract periods are left out (a card
 * agreement is in writing), and so are the unverified open-account periods of §4.1: there the table is the default.
 */
const OPEN_ACCOUNT = /open\s+accounts?|consumer\s+credit|contract\s+claims|general\s+contract/i;
const NY_CONSUMER_CREDIT_FROM = '2022-04-07';

/**
 * The shortest alternative period §4.1 gives the state for obligations `appliesTo` names, shorter than the table's number
 * (any, where the table has none), among the notes `accept` takes by their verification tag.
 */
const shortestAlternative = (
  state: string,
  appliesTo: RegExp,
  accept: (tag: Tag, tableYears: number | null) => boolean,
): { years: number; appliesTo: string; verified: boolean } | null => {
  const years = getSolYears(state);
  let best: { years: number; appliesTo: string; verified: boolean } | null = null;
  for (const n of STATE_SOL_NOTES[state as StateCode] ?? [])
    for (const alt of accept(n.tag, years) ? (n.alternatives ?? []) : [])
      if (appliesTo.test(alt.appliesTo) && (years === null || alt.years < years) && (!best || alt.years < best.years))
        best = { ...alt, verified: n.tag !== 'U' };
  return best;
};

const shorterConsumerPeriod = (state: string | null, on: IsoDate): { years: number; appliesTo: string } | null => {
  if (!state || (state === 'NY' && on < NY_CONSUMER_CREDIT_FROM)) return null;
  // Only a period the reference gives from a source ('S'), or the District's, which the table leaves out: elsewhere the
  // table's number is the product's default (legal-reference §4.1), and an unverified shorter period does not override it.
  const best = shortestAlternative(state, OPEN_ACCOUNT, (tag, tableYears) => tag === 'S' || tableYears === null);
  return best && { years: best.years, appliesTo: best.appliesTo };
};

/**
 * The open-account period §4.1 reports for the state, verified or not, where it is shorter than the table's number
 * (decision 156): AR, KS, OK, VA, AZ 3 years; FL, ID, NE, GA, NV, UT, NM 4; and Alaska's 3-year period for contract
 * claims. Counted only where the letter names the debt as an open account (`openAccountKindOf`), at low confidence.
 */
const OPEN_ACCOUNT_PERIOD = /open\s+accounts?|contract\s+claims/i;

const openAccountPeriod = (state: string | null): { years: number; appliesTo: string; verified: boolean } | null =>
  state ? shortestAlternative(state, OPEN_ACCOUNT_PERIOD, () => true) : null;

/** How the judgment names the kind of running account the letter's words gave the debt. */
const KIND_SAID: Record<OpenAccountKind, string> = {
  credit_card: 'a credit card account',
  retail: 'a store or retail charge account',
  medical: 'a bill for medical services',
  telecom: 'a telephone, cable or internet service account',
  utility: 'a utility account',
  open_or_revolving: 'an open or revolving account',
};

const overlapsSpan = (a: Span, b: Span | undefined): boolean => !!b && a.start < b.end && b.start < a.end;

const CAVEAT = 'The period can differ by type of debt, and a payment or written promise may have restarted it.';

export type TimeBarOptions = {
  /** Count the shorter period the reference gives for open accounts and consumer credit (decision 152). */
  shorterPeriods?: boolean;
};

/** The time bar as the letter's words and the dates settle it, before the person's answer on the time limit. */
const timeBarFromLetterAndDates = (ctx: RuleContext, options: TimeBarOptions): TimeBar => {
  const state = consumerStateOf(ctx);

  // 1. The letter says so itself ("Because of the age of your debt…", "The law limits how long…").
  const admissions = timeBarSaidInLetter(ctx.text);
  if (admissions.length > 0) {
    return {
      status: 'expired',
      source: 'letter',
      clear: true,
      evidence: admissions.slice(0, 2),
      assumptions: [`Treated the debt as past the statute of limitations because the letter itself says so ("${admissions[0]?.text ?? ''}").`],
      state,
    };
  }

  // 1b. The letter says the debt is too old to be reported: more than seven years since the delinquency
  // (15 U.S.C. 1681c(a)(4)), which is past the limitations period in a state whose periods (the table's
  // and the longer ones of LONGEST_YEARS) are all shorter than that.
  const obsolete = findAll(ctx.text, TOO_OLD_TO_REPORT).filter((s) => !isConditional(ctx.text, s));
  const years = state ? getSolYears(state) : null;
  if (obsolete.length > 0 && years !== null && years < 7 && (LONGEST_YEARS[state ?? ''] ?? 0) < 7) {
    return {
      status: 'expired',
      source: 'letter',
      clear: true,
      evidence: obsolete.slice(0, 1),
      assumptions: [
        `Treated the debt as past the statute of limitations: the letter says it is too old to be reported ("${obsolete[0]?.text ?? ''}"), which means more than seven years since it went delinquent, longer than ${state}'s ${years}-year period.`,
        CAVEAT,
      ],
      state,
    };
  }

  // 1c. The letter says how long ago the debt was last paid or went into default, as a duration ("your last payment was
  // more than eight years ago", "no payment has been made in nine years"; decision 173): the period runs from that event,
  // so a duration longer than the state's period settles the bar. The person's own last payment date, when given, wins.
  const since = ctx.answers.lastPaymentDate ? null : statedTimeSinceDefault(ctx.text);
  const table = state ? getSolYears(state) : null;
  const periodFor = table ?? TABLE_MAX_YEARS;
  if (since && (since.years > periodFor || (since.strict && since.years === periodFor))) {
    const longest = Math.max(periodFor, LONGEST_YEARS[state ?? ''] ?? 0);
    const quoted = since.span.text.replace(/\s+/g, ' ').trim();
    return {
      status: 'expired',
      source: 'letter',
      clear: since.years > longest || (since.strict && since.years === longest),
      evidence: [since.span],
      assumptions: [
        table
          ? since.strict
            ? `Treated the debt as past the statute of limitations: the letter says the debt was last paid or went into default more than ${since.years} years before it was written ("${quoted}"), longer than ${state}'s ${table}-year period.`
            : `Treated the debt as past the statute of limitations: the letter says the debt was last paid or went into default ${since.years} years before it was written ("${quoted}"), longer than ${state}'s ${table}-year period.`
          : `Treated the debt as past the statute of limitations: the letter says the debt was last paid or went into default at least ${since.years} years before it was written ("${quoted}"), longer than every period in the product's table.`,
        CAVEAT,
      ],
      state,
    };
  }

  // 2. The statute-of-limitations status (src/sol), measured on the letter's date.
  const ref = referenceDate(ctx);
  const start = startDate(ctx);
  const sol = solFor(ctx, state);
  const solState = sol.state ?? state;
  const evidence = inText(ctx, start?.span) ? [start.span] : [];
  // Within the table's period (or the District's range) but past the shorter one for open accounts or consumer credit:
  // a court judging a credit-card letter counts the shorter one (decision 152). Only where the rule asks for it.
  const pastShorter = (): TimeBar | null => {
    if (!options.shorterPeriods || !start) return null;
    const table = solState ? getSolYears(solState) : null;
    const tableSaid = table ? `${table}-year period in the product's table` : 'longer period';
    const shorter = shorterConsumerPeriod(solState, ref.date);
    if (shorter && ref.date > addYears(start.date, shorter.years))
      return {
        status: 'expired',
        source: 'sol',
        clear: false,
        evidence,
        assumptions: [
          `Counted from ${start.label} (${formatLongDate(start.date)}), the ${tableSaid} for ${solState} still runs on ${ref.label}, but the ${shorter.years}-year period for ${shorter.appliesTo} ran out on ${formatLongDate(addYears(start.date, shorter.years))}. Most collection letters are about credit cards and other open accounts; if this debt is a written loan, the longer period may apply.`,
          CAVEAT,
        ],
        state: solState,
        shorterPeriod: shorter,
      };
    // The letter names the debt as a card, a charge account or a running bill (decision 156): the state's open-account
    // period is what a court may count, verified or not, and the judgment says which period and why.
    const open = openAccountPeriod(solState);
    if (!open || ref.date <= addYears(start.date, open.years) || ctx.answers.debtIsOpenAccount === false) return null;
    const read = openAccountKindOf(ctx.text, ctx.facts.debtTypeHints);
    const kind = read
      ? { label: KIND_SAID[read.kind], span: read.span }
      : ctx.answers.debtIsOpenAccount === true
        ? { label: 'a card or running account, as you said', span: undefined }
        : null;
    // The words do not say what the debt is, and no loan is named: whether the shorter period may apply is asked.
    if (!kind)
      return namesWrittenLoan(ctx.facts.debtTypeHints)
        ? null
        : {
            status: 'unknown',
            questions: [QUESTIONS.debtIsOpenAccount],
            reason: `Counted from ${start.label} (${formatLongDate(start.date)}), the ${tableSaid} for ${solState} still runs on ${ref.label}, but the ${open.years}-year period ${solState} applies to ${open.appliesTo} ran out on ${formatLongDate(addYears(start.date, open.years))}. Whether that period applies depends on what the debt is.`,
            state: solState,
          };
    const quoted = kind.span ? ` ("${kind.span.text.replace(/\s+/g, ' ').trim()}")` : '';
    return {
      status: 'expired',
      source: 'sol',
      clear: false,
      evidence: kind.span && inText(ctx, kind.span) && !evidence.some((e) => overlapsSpan(e, kind.span)) ? [...evidence, kind.span] : evidence,
      assumptions: [
        `The debt is ${kind.label}${quoted}. Many courts treat a card or other running account as an open account, and the ${open.years}-year period ${solState} applies to ${open.appliesTo}${open.verified ? '' : ' (as commonly reported; not verified)'} ran out on ${formatLongDate(addYears(start.date, open.years))}, counted from ${start.label} (${formatLongDate(start.date)}). The ${tableSaid} still runs on ${ref.label}, and it is the one shown elsewhere; if the debt rests on a signed written contract, that longer period may apply instead.`,
        CAVEAT,
      ],
      state: solState,
      shorterPeriod: { years: open.years, appliesTo: open.appliesTo, byKind: kind.label },
    };
  };

  if (sol.status === 'unknown') {
    // No state, but older than every period in the product's table: barred wherever the consumer lives.
    if (!solState && start && ref.date > addYears(start.date, TABLE_MAX_YEARS)) {
      return {
        status: 'expired',
        source: 'sol',
        clear: ref.date > addYears(start.date, 15),
        evidence,
        assumptions: [
          `Your state is not known, but ${start.label} (${formatLongDate(start.date)}) is more than ${TABLE_MAX_YEARS} years before ${ref.label}, longer than any state's period in the product's table.`,
          CAVEAT,
        ],
        state: null,
      };
    }
    // Nothing left to ask the status itself (a written acknowledgment, the District's range, a date printed without a
    // day against the person's own): the last payment, if not given, can still settle it (decision 143).
    if (!sol.question && !isIsoDate(ctx.answers.lastPaymentDate))
      return { status: 'unknown', questions: [QUESTIONS.lastPaymentDate], reason: sol.basis, state: solState };
    if (!sol.question) return pastShorter() ?? { status: 'within', reason: `It cannot be said that the debt is time-barred: ${sol.basis}`, state: solState };
    const questions: Question[] = [sol.question];
    if (sol.question.id === 'state' && !start) questions.push(QUESTIONS.lastPaymentDate);
    return { status: 'unknown', questions, reason: sol.basis, state: solState };
  }

  const expiredOnRef = sol.runsOutOn ? ref.date > sol.runsOutOn : sol.status === 'likely_expired';
  // Past a shorter period even counted from the (later) charge-off date: nothing left to ask of the charge-off's months.
  const shorter = !expiredOnRef ? pastShorter() : null;
  if (shorter) return shorter;
  // Counted from a charge-off, "within" can be months optimistic: a card account is charged off after 180
  // days past due (the federal banks' Uniform Retail Credit Classification policy), and the period runs from
  // the default or the last payment before it. Where those months decide, the last payment is asked.
  const chargeOffOnly =
    !expiredOnRef &&
    start?.label === CHARGE_OFF_LABEL &&
    !isIsoDate(ctx.answers.lastPaymentDate) &&
    !ctx.facts.lastPaymentDate &&
    !ctx.facts.firstDelinquencyDate &&
    sol.years !== null &&
    ref.date > addYears(addDays(start.date, -CHARGE_OFF_AFTER_DAYS), sol.years);
  if (chargeOffOnly && start) {
    return {
      status: 'unknown',
      questions: [QUESTIONS.lastPaymentDate],
      reason: `Counted from ${start.label} (${formatLongDate(start.date)}) the period${solState ? ` in ${solState}` : ''} still runs on ${ref.label}, but it usually runs from the last payment or the missed payment before a charge-off, which comes months earlier; counted from then it may already have run out.`,
      state: solState,
    };
  }
  if (!expiredOnRef) {
    return {
      status: 'within',
      reason: sol.runsOutOn
        ? `the limitations period${solState ? ` in ${solState}` : ''} runs out on ${formatLongDate(sol.runsOutOn)}, after ${ref.label}.`
        : `the debt appears to be within the limitations period (${sol.basis})`,
      state: solState,
    };
  }
  const longest = Math.max(LONGEST_YEARS[solState ?? ''] ?? 0, sol.years ?? 0, 6);
  return {
    status: 'expired',
    source: 'sol',
    clear: !!start && ref.date > addYears(start.date, longest),
    evidence,
    assumptions: [
      ...(paymentBeforeChargeOff(ctx)
        ? [
            'Counted from the last payment you gave, not from the later charge-off date in the letter: the period runs from the default or the last payment, and a charge-off follows the default by months.',
          ]
        : []),
      `The limitations period${solState ? ` in ${solState}` : ''}${sol.years ? ` (${sol.years} years in the product's table)` : ''} appears to have run out${sol.runsOutOn ? ` on ${formatLongDate(sol.runsOutOn)}` : ''}, before ${ref.label}. ${sol.basis}`,
      CAVEAT,
    ],
    state: solState,
  };
};

/**
 * The debt is past the statute of limitations on the letter's date, or not, or what would tell (legal-reference §4): the
 * letter's own words, then the state and the dates, then the person's answer whether the time limit to sue has passed
 * (`debtPastLimitationPeriod`, decision 254). The answer settles only what the words and dates leave open, and is asked
 * right after the last payment date wherever that is asked, never once the person gave a date. Where the words or the
 * dates settle it, they are taken, and an answer that says otherwise is named.
 */
export const timeBarStatus = (ctx: RuleContext, options: TimeBarOptions = {}): TimeBar => {
  const bar = timeBarFromLetterAndDates(ctx, options);
  const answer = ctx.answers.debtPastLimitationPeriod;
  if (bar.status === 'unknown') {
    if (answer === true)
      return {
        status: 'expired',
        source: 'answer',
        clear: false,
        evidence: [],
        assumptions: [
          'Treated the debt as past the statute of limitations because you answered that the time limit to sue on this debt has passed. No date was counted: this rests on your answer, not on the dates.',
        ],
        state: bar.state,
      };
    if (answer === false)
      return { status: 'within', reason: 'you answered that the time limit to sue on this debt has not passed (no date was counted).', state: bar.state };
    return { ...bar, questions: withTimeLimitAsked(ctx, bar.questions) };
  }
  if (answer === false && bar.status === 'expired')
    return {
      ...bar,
      assumptions: [
        ...bar.assumptions,
        bar.source === 'letter'
          ? "You answered that the time limit to sue on this debt has not passed, but the letter itself says it has, and the letter's words are taken over the answer."
          : 'You answered that the time limit to sue on this debt has not passed, but counted from the dates known it has, and a date is taken over the answer. If a payment or a written promise to pay came later and restarted it, give the date of that payment.',
      ],
    };
  if (answer === true && bar.status === 'within')
    return {
      ...bar,
      notes: [
        ...(bar.notes ?? []),
        'You answered that the time limit to sue on this debt has passed, but counted from the dates known it has not, and a date is taken over the answer. If a court or a lawyer told you the debt is time-barred, check the date with them.',
      ],
    };
  return bar;
};

/** The person's answer on the time limit, asked right after the last payment date as its alternative (decision 254). */
const withTimeLimitAsked = (ctx: RuleContext, questions: Question[]): Question[] => {
  const at = questions.findIndex((q) => q.id === 'lastPaymentDate');
  if (at < 0 || isIsoDate(ctx.answers.lastPaymentDate) || questions.some((q) => q.id === 'debtPastLimitationPeriod')) return questions;
  return [...questions.slice(0, at + 1), QUESTIONS.debtPastLimitationPeriod, ...questions.slice(at + 1)];
};
